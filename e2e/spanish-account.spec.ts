import { createUser, expect, startSignedIn, test } from './fixtures';
import { expectSpanishScreen } from './spanish-check';

/**
 * A Spanish learner's account screens (issue 48): every Settings section, the subscription page and
 * the certificate pages, at 390 and 1280 px. No English message of the catalogues is visible, and
 * nothing is wider than the screen.
 */
test.use({ locale: 'es-MX' });

/** Each section by its Spanish tab name, and a text that shows it is open. */
const sections = [
  ['profile', 'Perfil', 'Guardar perfil'],
  ['security', 'Seguridad', 'Confirma la nueva contraseña'],
  ['preferences', 'Preferencias', 'Moneda predeterminada'],
  ['notifications', 'Notificaciones', 'Umbral de la alerta de precio'],
  ['subscription', 'Suscripción', 'Ver planes y detalles'],
  ['certificate', 'Certificado', 'Certificado de finalización'],
  ['classes', 'Clases', 'Ser docente'],
  ['data', 'Tus datos', 'Descargar mis datos'],
] as const;

for (const width of [390, 1280]) {
  test(`a Spanish learner's Settings, plan and certificate pages at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const { token } = await createUser(request);
    const language = await request.put('/api/auth/preferences', {
      headers: { Authorization: `Bearer ${token}` },
      data: { language: 'es' },
    });
    expect(language.status(), await language.text()).toBe(200);
    await startSignedIn(page, token);

    await page.goto('/settings');
    await expect(page.getByRole('tablist', { name: 'Secciones de la configuración' })).toBeVisible();
    for (const [id, tab, shown] of sections) {
      await page.getByRole('tab', { name: tab }).click();
      // Profile is open at first: its tab changes nothing in the address.
      if (id !== 'profile') await expect(page).toHaveURL(new RegExp(`section=${id}`));
      await expect(page.getByText(shown, { exact: true }).first()).toBeVisible();
      await expectSpanishScreen(page);
    }
    if (width === 390) await page.screenshot({ path: 'test-results/spanish-account-settings-390.png', fullPage: true });

    await page.goto('/subscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Tu plan' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Planes' })).toBeVisible();
    await expectSpanishScreen(page);
    if (width === 390)
      await page.screenshot({ path: 'test-results/spanish-account-subscription-390.png', fullPage: true });

    // A certificate's page (an address with no certificate: no learner here has passed the exam).
    await page.goto('/certificate/no-such-certificate');
    await expect(page.getByRole('heading', { name: 'Certificado no encontrado' })).toBeVisible();
    await expectSpanishScreen(page);

    await page.goto('/verify');
    await expect(page.getByRole('heading', { name: 'Comprobar la credencial de un certificado' })).toBeVisible();
    await expectSpanishScreen(page);
  });
}
