import { createUser, expect, startSignedIn, test, toastTitled } from './fixtures';
import { expectSpanishScreen } from './spanish-check';

/**
 * A Spanish learner (issue 48, decision 063) uses the calculator (step 6) and the treasury
 * (step 7), at 390 and 1280 px: no English message of the catalogues is visible, and nothing is
 * wider than the screen.
 */
test.use({ locale: 'es-MX' });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`a Spanish learner calculates a plan and logs savings at ${viewport.width} px`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const { token } = await createUser(request);
    await startSignedIn(page, token);

    // Step 6: the calculator, in Spanish, calculates a plan.
    await page.goto('/home?tab=calculator&amount=200&frequency=weekly&period=1year&currency=usd');
    await expect(page.getByRole('button', { name: 'Calcular' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('Monto de inversión (USD)')).toHaveValue('200');
    await page.getByLabel('Monto de inversión (USD)').fill('150');
    await expect(page.getByTestId('calculate-note')).toContainText('Cambiaste los datos');
    await page.getByRole('button', { name: 'Calcular' }).click();
    await expect(page.getByText('Estrategia DCA', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('calculate-note')).toContainText('Se muestra el resultado de estos datos.');
    await expect(page.getByText('Total invertido', { exact: true })).toBeVisible();
    await expect(page.getByText(/compras semanales de USD\s150\.00 durante 1 año/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lo que nos dicen estos datos' })).toBeVisible();
    // The calculator's form, notes and results, the win-rate card included.
    await expect(page.getByTestId('win-rate')).toContainText('Cada día de inicio desde');
    await expectSpanishScreen(page, [
      page.locator(
        'main :is(form, [data-testid="calculate-note"], [data-testid="calculator-disclaimer"], [data-testid="benchmarks"], section[aria-label="Resultados del DCA"] > div > *)',
      ),
    ]);
    if (viewport.width === 390) {
      await page.screenshot({ path: testInfo.outputPath('calculator-es-390.png'), fullPage: false });
    }

    // A field's message from the shared schema, in Spanish.
    await page.getByLabel('Monto de inversión (USD)').fill('0.5');
    await page.getByRole('button', { name: 'Calcular' }).click();
    await expect(page.getByText('El monto debe ser de al menos')).toBeVisible();

    // Several plans (a step-up, a starting stack): the comparison and "how these results were
    // calculated", worded from shared data in Spanish.
    await page.goto(
      '/home?tab=calculator&amount=100&frequency=monthly&period=2years&currency=usd' +
        '&amount2=25&frequency2=weekly&period2=1year&stepup2=10&stack2=0.05&stackcost2=2000',
    );
    await page.getByRole('button', { name: 'Calcular' }).click();
    const comparison = page.getByTestId('plans-comparison');
    await expect(comparison.getByRole('heading', { name: 'Tus planes comparados' })).toBeVisible({ timeout: 30_000 });
    await expect(comparison.getByTestId('plans-table').getByRole('columnheader')).toHaveText([
      'Medida',
      'Plan 1',
      'Plan 2',
    ]);
    await expect(comparison.getByRole('row', { name: /^Datos del plan/ })).toContainText(
      'aumento de 10% al año, reserva inicial de 0.05000000 BTC',
    );
    const conventions = page.getByTestId('dca-conventions');
    await expect(conventions).toContainText('La compra mensual se hace cada 30 días desde el día de inicio');
    await page.getByTestId('plan-detail-picker').locator('label').filter({ hasText: 'Plan 2' }).click();
    await expect(conventions).toContainText('Aumento anual de 10%');
    await expect(conventions).toContainText('Reserva inicial: 0.05000000 BTC');
    await expectSpanishScreen(page, [comparison, conventions]);
    if (viewport.width === 390) {
      await comparison.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath('plans-es-390.png'), fullPage: false });
    }

    // Step 7: the treasury, in Spanish, logs an entry.
    await page.goto('/home?tab=treasury');
    await expect(page.getByRole('heading', { name: 'Elige tu meta' })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Mes', { exact: true }).fill('2026-01');
    await page.getByLabel('Monto ahorrado (USD)').fill('250');
    await page.getByRole('button', { name: 'Agregar ahorro' }).click();
    await expect(toastTitled(page, '¡Ahorro agregado!')).toBeVisible();
    await expect(page.getByTestId('savings-entry')).toHaveCount(1);
    await expect(page.getByTestId('savings-entry')).toContainText('enero de 2026');
    await expect(page.getByText('1 entrada, de la más reciente a la más antigua')).toBeVisible();
    // The treasury panel (the step's heading above it comes from the learning path's titles).
    await expectSpanishScreen(page, [page.getByTestId('treasury-panel')]);
    if (viewport.width === 390) {
      await page.screenshot({ path: testInfo.outputPath('treasury-es-390.png'), fullPage: true });
    }
  });
}
