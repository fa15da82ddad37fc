import { createUser, expect, startSignedIn, test } from './fixtures';
import { expectSpanishScreen } from './spanish-check';

/**
 * A Spanish visitor (issue 48, decision 063) sees the price card (landing page and home) and the
 * plan's gate with its upgrade card in Spanish, at 390 and 1280 px: no English catalogue message,
 * the server's sentence about the stored price in Spanish, nothing wider than the screen.
 */
test.use({ locale: 'es-MX' });

/** The e2e server runs with LIVE_PRICES=off: the card shows the last stored price and says so. */
const storedPriceSentence = /^Los precios en vivo están desactivados\. Se muestra el último precio guardado/;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`the price card and the upgrade card speak Spanish at ${viewport.width} px`, async ({ page, request }) => {
    await page.setViewportSize(viewport);

    // The landing page's card.
    await page.goto('/');
    const landingCard = page.getByRole('region', { name: 'Precio de Bitcoin' });
    await expect(landingCard.getByTestId('price-value')).toHaveText(/^USD\s[\d,]+$/, { timeout: 30_000 });
    await expect(landingCard.getByTestId('price-badge')).toHaveText('Guardado');
    await expect(landingCard.getByRole('listitem').filter({ hasText: storedPriceSentence })).toBeVisible();
    await expectSpanishScreen(page, [landingCard]);

    // Home's card, signed in.
    const { token } = await createUser(request);
    await startSignedIn(page, token);
    await page.goto('/home');
    const card = page.getByRole('region', { name: 'Precio de Bitcoin' });
    await expect(card.getByTestId('price-value')).toHaveText(/^USD\s[\d,]+$/, { timeout: 30_000 });
    await expect(card.getByTestId('price-badge')).toHaveText('Guardado');
    await expect(card.getByText('Capitalización', { exact: true })).toBeVisible();
    await expect(card.getByText('Volumen 24 h', { exact: true })).toBeVisible();
    await expect(card.getByTestId('price-change-window')).toHaveText(/^24 h( hasta el .+)?$/);
    await expect(card.getByTestId('price-last-updated')).toHaveText(/^Última actualización: .+ UTC$/);
    await expect(card.getByRole('listitem').filter({ hasText: storedPriceSentence })).toBeVisible();
    const meanings = card.getByText('Qué significan estas cifras');
    if (viewport.width < 640) await meanings.click();
    await expect(card.getByRole('list', { name: 'Qué significan estas cifras' })).toContainText(
      'Capitalización: El precio multiplicado por la oferta en circulación',
    );
    await expectSpanishScreen(page, [card]);

    // The month's comparisons used elsewhere: Compare opens on the gate, in Spanish.
    for (let use = 0; use < 3; use += 1) {
      const used = await request.post('/api/usage/strategy_comparison', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(used.status()).toBe(200);
    }
    await page.goto('/compare');
    const prompt = page.getByTestId('upgrade-prompt');
    await expect(prompt).toContainText('Ya usaste los usos gratis de este mes', { timeout: 30_000 });
    await expect(prompt).toContainText(
      'Ya usaste los 3 usos gratis de este mes para la comparación de estrategias. Pasa a Scholar para continuar o espera al próximo mes, cuando los usos vuelven a empezar.',
    );
    await expect(prompt.getByTestId('upgrade-price')).toContainText(/^Scholar: USD\s[\d.]+ al mes/);
    await expect(prompt.getByRole('link', { name: 'Ver el plan Scholar' })).toBeVisible();
    await expect(page.getByTestId('compare-note')).toContainText('No te quedan usos gratis este mes.');
    await expectSpanishScreen(page, [prompt, page.getByTestId('compare-note')]);
  });
}
