import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { createUser, expect, startSignedIn, test } from './fixtures';

// Up to three plans on one chart: one Calculate is one use, the link and the CSV carry every plan
// (docs/decisions/046-several-plans-one-use.md).

const plan = (page: Page, number: number) => page.getByRole('group', { name: `Plan ${number}`, exact: true });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('three plans: one use, compared side by side, in the link and in the CSV', async ({
      page,
      request,
      browser,
    }) => {
      const { token } = await createUser(request);
      await startSignedIn(page, token);
      const history = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/bitcoin/historical');
      await page.goto('/home?tab=calculator');
      expect((await history).status()).toBe(200);
      const usedBefore = (
        await (await request.get('/api/usage/dca_calculator', { headers: { Authorization: `Bearer ${token}` } })).json()
      ).used as number;

      // Plan 1: $100 monthly over 2 years, 10% yearly step-up.
      await page.getByLabel('Investment Amount ($)').fill('100');
      await page.getByLabel('Time Period').selectOption('2years');
      await page.getByLabel('Yearly step-up %').fill('10');

      // Plan 2: $25 weekly over 2 years with a starting stack.
      await page.getByRole('button', { name: 'Add a plan' }).click();
      await expect(plan(page, 1)).toBeVisible();
      await plan(page, 2).getByLabel('Investment Amount ($)').fill('25');
      await plan(page, 2).getByLabel('Frequency').selectOption('weekly');
      await plan(page, 2).getByLabel('Time Period').selectOption('2years');
      await plan(page, 2).getByLabel('Starting stack (BTC)').fill('0.05');
      await plan(page, 2).getByLabel('What the stack cost ($)').fill('2000');

      // Plan 3: $10 daily over 1 year; then no room for a fourth.
      await page.getByRole('button', { name: 'Add a plan' }).click();
      await plan(page, 3).getByLabel('Investment Amount ($)').fill('10');
      await plan(page, 3).getByLabel('Frequency').selectOption('daily');
      await expect(page.getByRole('button', { name: 'Add a plan' })).toBeDisabled();
      // A bound refused on its plan's field, and nothing counted.
      await plan(page, 3).getByLabel('Yearly step-up %').fill('150');
      await expect(plan(page, 3).getByText('Yearly step-up must be between 0% and 100%')).toBeVisible();
      await plan(page, 3).getByLabel('Yearly step-up %').fill('');

      const counted = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/usage/dca_calculator' && r.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Calculate' }).click();
      expect((await counted).status()).toBe(200);
      const comparison = page.getByTestId('plans-comparison');
      await expect(comparison).toBeVisible();
      const table = comparison.getByTestId('plans-table');
      await expect(table.getByRole('columnheader')).toHaveText(['Measure', 'Plan 1', 'Plan 2', 'Plan 3']);
      await expect(table.getByRole('row', { name: /^Inputs/ })).toContainText('step-up 10% a year');
      await expect(table.getByRole('row', { name: /^Inputs/ })).toContainText('starting stack 0.05000000 BTC');
      await expect(comparison.locator('.recharts-line')).toHaveCount(6);
      await comparison.getByRole('switch', { name: 'Show each plan’s lump sum' }).click();
      await expect(comparison.locator('.recharts-line')).toHaveCount(9);

      // One use for the three plans.
      const usedAfter = (
        await (await request.get('/api/usage/dca_calculator', { headers: { Authorization: `Bearer ${token}` } })).json()
      ).used as number;
      expect(usedAfter).toBe(usedBefore + 1);

      // The conventions say how the step-up counts; the detail picker shows plan 2's stack.
      await expect(page.getByTestId('dca-conventions')).toContainText('Yearly step-up of 10%');
      await page.getByTestId('plan-detail-picker').locator('label').filter({ hasText: 'Plan 2' }).click();
      await expect(page.getByTestId('dca-conventions')).toContainText('Starting stack: 0.05000000 BTC');
      await expect(page.getByTestId('dca-conventions')).toContainText('Benchmarks: the same purchases');

      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `test-results/calculator-plans-${viewport.width}.png`, fullPage: false });

      // The CSV has every plan.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('arkad-dca-3-plans-usd.csv');
      const csv = await readFile(await file.path(), 'utf8');
      expect(csv).toMatch(/^# Plan 1: 100\.00 USD monthly.*step-up 10% a year/m);
      expect(csv).toMatch(/^# Plan 2: 25\.00 USD weekly.*starting stack 0\.05000000 BTC costing 2000\.00 USD/m);
      expect(csv).toMatch(/^# Plan 3: 10\.00 USD daily/m);
      const rows = csv.trimEnd().split('\r\n');
      const header = rows.indexOf(
        'plan,date,price_usd,amount_usd,fee_usd,btc,cumulative_btc,cumulative_invested_usd,value_usd',
      );
      const planOf = rows.slice(header + 1).map((row) => row.split(',')[0]);
      expect(new Set(planOf)).toEqual(new Set(['1', '2', '3']));

      // The link, opened in a fresh context (signed out, read-only): the same three plans.
      await expect(page).toHaveURL(/amount3=10/);
      const link = page.url().replace('/home?', '/?');
      const fresh = await browser.newContext({ viewport });
      try {
        const other = await fresh.newPage();
        await other.goto(link);
        const shared = other.getByTestId('plans-comparison');
        await expect(shared.getByTestId('plans-table').getByRole('columnheader')).toHaveText([
          'Measure',
          'Plan 1',
          'Plan 2',
          'Plan 3',
        ]);
        const inputsHere = await table.getByRole('row', { name: /^Inputs/ }).textContent();
        await expect(shared.getByRole('row', { name: /^Inputs/ })).toHaveText(inputsHere ?? '');
        const valuesHere = await table.getByRole('row', { name: /^Value on the end day/ }).textContent();
        await expect(shared.getByRole('row', { name: /^Value on the end day/ })).toHaveText(valuesHere ?? '');
        expect(await seriousViolations(other)).toEqual([]);
      } finally {
        await fresh.close();
      }

      // Removing a plan leaves the others as they were.
      await plan(page, 3).getByRole('button', { name: 'Remove plan 3' }).click();
      await expect(plan(page, 3)).toHaveCount(0);
      await expect(plan(page, 2).getByLabel('Investment Amount ($)')).toHaveValue('25');
      await expect(plan(page, 2).getByLabel('Starting stack (BTC)')).toHaveValue('0.05');
      await expect(page.getByRole('button', { name: 'Add a plan' })).toBeEnabled();
    });
  });
}

test('an old one-plan link opens as one plan, with no plan groups', async ({ page, request }) => {
  const { token } = await createUser(request);
  await startSignedIn(page, token);
  await page.goto('/home?tab=calculator&amount=300&frequency=weekly&period=2years&currency=usd');
  await expect(page.getByLabel('Investment Amount ($)')).toHaveValue('300');
  await expect(page.getByRole('group', { name: /^Plan \d$/ })).toHaveCount(0);
  await expect(page.getByTestId('plans-comparison')).toHaveCount(0);
  await expect(page.getByTestId('better-strategy')).toBeVisible();
});
