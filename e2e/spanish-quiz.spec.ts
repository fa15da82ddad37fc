import type { Locator } from '@playwright/test';
import { createUser, expect, startSignedIn, test } from './fixtures';
import { expectSpanishScreen } from './spanish-check';

/**
 * A Spanish learner takes a step's quiz (issue 48): at 390 px the quiz reads in Spanish (no English
 * message of any catalogue visible, nothing wider than the screen), and switching language
 * mid-quiz keeps the answers chosen while the questions are read again in the new language.
 */
test.use({ locale: 'es-MX', viewport: { width: 390, height: 844 } });

const legends = (form: Locator) => form.locator('fieldset > legend').allTextContents();

test('a Spanish learner takes the Guide quiz at 390 px and switches language mid-quiz without losing answers', async ({
  page,
}) => {
  const { token } = await createUser(page.request);
  await startSignedIn(page, token);
  await page.goto('/home?tab=guide');
  const section = page.getByRole('region', { name: 'Comprueba lo que aprendiste' });
  await section.getByRole('button', { name: 'Empezar el cuestionario' }).click();
  const form = page.getByRole('form', { name: 'Cuestionario' });
  await expect(form.locator('fieldset')).toHaveCount(6);
  await expectSpanishScreen(page, [section]);
  const spanishPrompts = await legends(form);
  expect(spanishPrompts.every((prompt) => /[¿áéíóúñ«]/.test(prompt))).toBe(true);

  // Nothing chosen: each question says so, in Spanish.
  await page.getByRole('button', { name: 'Revisar mis respuestas' }).click();
  await expect(form.getByText('Elige una respuesta')).toHaveCount(6);

  // Three answers chosen, then the page switches to English.
  const fieldsets = form.locator('fieldset');
  const chosen: string[] = [];
  for (let index = 0; index < 3; index++) {
    const radio = fieldsets.nth(index).getByRole('radio').nth(index);
    await radio.check();
    chosen.push((await radio.getAttribute('value')) ?? '');
  }
  await page.getByRole('combobox', { name: 'Idioma' }).first().selectOption('en');
  const englishForm = page.getByRole('form', { name: 'Quiz' });
  await expect(englishForm.locator('fieldset')).toHaveCount(6);
  await expect.poll(() => legends(englishForm)).not.toEqual(spanishPrompts);
  for (let index = 0; index < 3; index++)
    await expect(englishForm.locator('fieldset').nth(index).locator(`input[value="${chosen[index]}"]`)).toBeChecked();
  await expect(englishForm.locator('input:checked')).toHaveCount(3);

  // Back to Spanish: the same questions, the same answers.
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption('es');
  await expect.poll(() => legends(form)).toEqual(spanishPrompts);
  await expect(form.locator('input:checked')).toHaveCount(3);
  await expectSpanishScreen(page, [section]);
  await page.screenshot({ path: test.info().outputPath('spanish-quiz-390.png'), fullPage: false });
  await section.screenshot({ path: 'test-results/spanish-quiz-section-390.png' });
});
