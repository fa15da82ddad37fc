import { expect, newTestUser, test, toastTitled } from './fixtures';
import { expectSpanishScreen } from './spanish-check';

/**
 * A Spanish learner (issue 48, decision 063): the browser asks for Spanish, so Arkad answers in it
 * from the first screen, at 390 px, from the landing page through registration, onboarding, a quiz,
 * the calculator, the treasury and Settings. On each screen no English message of any catalogue is
 * visible (e2e/spanish-check.ts), and nothing is wider than the screen.
 */
test.use({ locale: 'es-MX', viewport: { width: 390, height: 844 } });

test('a Spanish browser gets Arkad in Spanish: landing, sign-up, onboarding, a quiz, calculator, treasury, Settings', async ({
  page,
  request,
}) => {
  const user = newTestUser();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Ahorra en Bitcoin como Arkad ahorró oro.' })).toBeVisible();
  await expectSpanishScreen(page);

  await page.getByRole('link', { name: 'Empieza gratis' }).first().click();
  await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill(user.firstName);
  await page.getByLabel('Apellido').fill(user.lastName);
  await page.getByLabel('Nombre de usuario').fill(user.username);
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByLabel('Confirma la contraseña').fill('otra-cosa-distinta-99');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  // The shared schema's message, read in Spanish.
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await expectSpanishScreen(page);
  // The password rule's hint, by its id, from the Spanish catalogue.
  await page.getByLabel('Contraseña', { exact: true }).fill('password123');
  await page.getByLabel('Confirma la contraseña').fill('password123');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(
    page.getByText('Esta contraseña es demasiado fácil de adivinar: Esta es una contraseña de uso común.'),
  ).toBeVisible();
  await expectSpanishScreen(page);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByLabel('Confirma la contraseña').fill(user.password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  // Onboarding, then home.
  await expect(page.getByText('Paso 1 de 4')).toBeVisible();
  await expectSpanishScreen(page);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('heading', { name: 'Primero, la seguridad' })).toBeVisible();
  await expectSpanishScreen(page);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: 'Completar' }).click();
  await expect(page.getByText(`¡Te damos la bienvenida a Arkad, ${user.firstName}!`)).toBeVisible();
  await expect(page.getByText('Paso 1 de 8')).toBeVisible();
  // The Guide (step 1) and the shell around it. The price card, the Seven Cures card and the beta
  // banner beside it are checked where they are translated.
  const guide = page.locator('section[aria-labelledby="panel-title-guide"]');
  await expect(guide.getByRole('heading', { name: 'El camino babilónico hacia Bitcoin' })).toBeVisible();
  await expectSpanishScreen(page, [page.locator('header'), page.getByTestId('step-progress'), guide]);

  // The Guide's quiz: drawn, answered and graded in Spanish.
  const quiz = page.getByRole('region', { name: 'Comprueba lo que aprendiste' });
  await quiz.getByRole('button', { name: 'Empezar el cuestionario' }).click();
  const form = page.getByRole('form', { name: 'Cuestionario' });
  await expect(form.locator('fieldset')).toHaveCount(6);
  await expectSpanishScreen(page, [quiz]);
  for (const fieldset of await form.locator('fieldset').all()) await fieldset.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Revisar mis respuestas' }).click();
  await expect(quiz.getByText(/^(Aprobado|Aún no apruebas): \d de 6 correctas$/)).toBeVisible();
  await expectSpanishScreen(page, [quiz]);

  // The calculator (step 6) calculates a plan.
  await page.goto('/home?tab=calculator&amount=200&frequency=weekly&period=1year&currency=usd');
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByText('Estrategia DCA', { exact: true })).toBeVisible();
  await expect(page.getByText('Total invertido', { exact: true })).toBeVisible();
  await expectSpanishScreen(page, [
    page.locator('section[aria-labelledby="panel-title-calculator"] form'),
    // The results, but for the list of how they were calculated (shared/domain/dca-report.ts, English).
    page.locator('section[aria-label="Resultados del DCA"] > div > :not([data-testid="dca-conventions"])'),
  ]);

  // The treasury (step 7) keeps a month's savings.
  await page.goto('/home?tab=treasury');
  await expect(page.getByRole('heading', { name: 'Elige tu meta' })).toBeVisible();
  await page.getByLabel('Mes', { exact: true }).fill('2026-01');
  await page.getByLabel('Monto ahorrado (USD)').fill('250');
  await page.getByRole('button', { name: 'Agregar ahorro' }).click();
  await expect(toastTitled(page, '¡Ahorro agregado!')).toBeVisible();
  await expect(page.getByTestId('savings-entry')).toContainText('enero de 2026');
  await expectSpanishScreen(page, [page.locator('section[aria-labelledby="panel-title-treasury"]')]);

  // The account kept the language the learner registered in.
  const token = await page.evaluate(() => localStorage.getItem('arkad_auth_token'));
  const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await me.json()) as { user: { preferences: { language: string } } }).user.preferences.language).toBe('es');

  await page.getByRole('button', { name: /abrir el menú de la cuenta/ }).click();
  await page.getByRole('menuitem', { name: 'Configuración' }).click();
  await page.getByRole('tab', { name: 'Preferencias' }).click();
  await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
  await expect(page.getByText('La traducción al español está en curso', { exact: false })).toBeVisible();
  await expectSpanishScreen(page);

  // Switching to English applies at once, in the page and on the account.
  // The English catalogue is fetched first, so the choice shows once it is there: wait for that state.
  await page.getByRole('radio', { name: 'English' }).click();
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Back to learning path' })).toBeVisible();
  await expect
    .poll(async () => {
      const answer = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
      return ((await answer.json()) as { user: { preferences: { language: string } } }).user.preferences.language;
    })
    .toBe('en');
  expect(await page.evaluate(() => localStorage.getItem('arkad_language'))).toBe('en');
});
