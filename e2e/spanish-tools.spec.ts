import type { Page } from '@playwright/test';
import { createUser, expect, startSignedIn, test } from './fixtures';
import { expectSpanishScreen } from './spanish-check';

/**
 * A Spanish learner (issue 48) does the Strategy Wizard and the Security Assessment and opens the
 * community directory, at 390 and 1280 px: no English message of any catalogue is visible in the
 * tab, and nothing is wider than the screen.
 */
test.use({ locale: 'es-MX' });

/**
 * The tab's own content: the panel's heading above it (app/routes/home.tsx, the tab's title from
 * config/learning-path.ts) is the shell's and not yet translated.
 */
const expectSpanishPanel = (page: Page) =>
  expectSpanishScreen(page, [page.locator('section[aria-labelledby^="panel-title-"] > :not(h2)')]);

for (const width of [390, 1280]) {
  test(`wizard, security assessment and communities in Spanish at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    const { token } = await createUser(page.request);
    await startSignedIn(page, token);

    // Step 4: the Strategy Wizard, answered by option; the scoring is by id, whatever the language.
    await page.goto('/home?tab=wizard');
    await expect(page.getByText('Pregunta 1 de 5')).toBeVisible();
    await expect(page.getByRole('heading', { name: '¿Cuánta experiencia tienes con Bitcoin?' })).toBeVisible();
    await expectSpanishPanel(page);
    for (const [index, value] of ['beginner', 'conservative', 'minimal', 'small', 'savings'].entries()) {
      await expect(page.getByText(`Pregunta ${index + 1} de 5`)).toBeVisible();
      await page.locator(`input[type="radio"][value="${value}"]`).check();
      if (index === 3) {
        await expect(page.getByTestId('wizard-question')).toContainText('USD 1 a USD 100');
        await expectSpanishPanel(page);
      }
      await page.getByRole('button', { name: index === 4 ? 'Ver resultados' : 'Siguiente' }).click();
    }
    await expect(page.getByRole('heading', { name: 'Tus 3 mejores estrategias' })).toBeVisible();
    await expect(page.getByTestId('wizard-result')).toHaveCount(3);
    await expect(page.getByTestId('wizard-result').first()).toContainText('Se puede empezar con USD 100 o menos');
    expect(
      await page.getByTestId('wizard-result').evaluateAll((cards) => cards.map((c) => c.dataset.strategyId)),
    ).toEqual(['dca', 'stacking-sats', 'value-averaging']);
    await expectSpanishPanel(page);
    if (width === 390) await page.screenshot({ path: 'test-results/spanish-wizard-390.png', fullPage: false });

    // Step 8: the Security Assessment.
    await page.goto('/home?tab=security');
    await expect(page.getByRole('heading', { name: /¿Cuánto bitcoin estás protegiendo\?/ })).toBeVisible();
    await expectSpanishPanel(page);
    await page.getByRole('button', { name: 'Ver mi recomendación de seguridad' }).click();
    await expect(page.getByTestId('security-incomplete')).toContainText(
      'Responde todas las preguntas antes de ver tu recomendación.',
    );
    await expectSpanishPanel(page);
    for (const [name, value] of [
      ['holdings', 'very-large'],
      ['technical', 'advanced'],
      ['access', 'rare'],
      ['timeframe', 'long'],
      ['concerns', 'redundancy'],
    ]) {
      await page.locator(`input[name="security-${name}"][value="${value}"]`).check();
    }
    await page.getByRole('button', { name: 'Ver mi recomendación de seguridad' }).click();
    const result = page.getByTestId('security-result');
    await expect(result).toHaveAttribute('data-level', 'multisig');
    await expect(result.getByRole('heading', { name: 'Configuración multifirma' })).toBeVisible();
    await expect(result.getByRole('heading', { name: 'Próximos pasos' })).toBeVisible();
    await expectSpanishPanel(page);
    if (width === 390) await result.screenshot({ path: 'test-results/spanish-security-390.png' });

    // The community directory.
    await page.goto('/home?tab=community');
    await expect(page.getByRole('heading', { name: 'Protégete en las comunidades de Bitcoin' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Bitcointalk' })).toContainText('Satoshi Nakamoto fundó en 2009');
    await expectSpanishPanel(page);
  });
}
