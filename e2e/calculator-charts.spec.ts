import type { APIRequestContext, Page } from '@playwright/test';
import { COLOUR_RULES, seriousViolations } from './axe';
import { createUser, expect, startSignedIn, test } from './fixtures';

/** Opens the calculator signed in, with `query` after tab=calculator, once its history has loaded. */
async function openCalculator(page: Page, request: APIRequestContext, query: string) {
  const { token } = await createUser(request);
  await startSignedIn(page, token);
  const history = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/bitcoin/historical');
  await page.goto(`/home?tab=calculator${query}`);
  expect((await history).status()).toBe(200);
}

const valueCard = (page: Page) =>
  page
    .locator('div')
    .filter({ has: page.getByText('Portfolio value', { exact: true }) })
    .filter({ has: page.getByText('Log scale') })
    .last();

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the value chart switches to bitcoin held and to a log scale, and the link keeps both', async ({
      page,
      request,
    }) => {
      await openCalculator(page, request, '&amount=500&frequency=monthly&period=1year&currency=usd');
      const card = valueCard(page);
      const held = card.getByRole('radio', { name: 'Bitcoin held' });
      const log = card.getByRole('switch', { name: 'Log scale' });
      await expect(card.getByRole('radio', { name: 'Money value' })).toBeChecked();
      await expect(log).not.toBeChecked();

      // Bitcoin held: 12 x $500 buys well over 0.01 BTC, so the stack is counted in BTC.
      // The option's label is the click target (the radio itself is visually hidden).
      await card.locator('label').filter({ hasText: 'Bitcoin held' }).click();
      await expect(held).toBeChecked();
      await expect(page).toHaveURL(/[?&]view=btc(&|$)/);
      await card.getByRole('button', { name: 'Show data table' }).click();
      const table = page.getByRole('table', { name: 'Bitcoin held after each purchase' });
      await expect(table.getByRole('row')).toHaveCount(1 + 12 + 1);
      await expect(table.getByRole('row').nth(1)).toContainText(/\d\.\d{8} BTC/);

      await log.click();
      await expect(log).toBeChecked();
      await expect(page).toHaveURL(/[?&]scale=log(&|$)/);
      await expect(page.getByTestId('log-scale-note')).toContainText('Log scale: each step up the axis is a multiple');
      // Every point is above zero from the first purchase: nothing is left out, so no start is named.
      await expect(page.getByTestId('log-scale-note')).not.toContainText('cannot show zero');
      await expect(card.locator('.recharts-line')).toHaveCount(2);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // A reload (or the shared link) opens on the same view.
      const history = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/bitcoin/historical');
      await page.reload();
      await history;
      await expect(valueCard(page).getByRole('radio', { name: 'Bitcoin held' })).toBeChecked();
      await expect(valueCard(page).getByRole('switch', { name: 'Log scale' })).toBeChecked();
    });

    test('the win rate across start days shows its figure, best and worst start, and a heatmap with its table', async ({
      page,
      request,
    }) => {
      const uses: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/usage')) uses.push(r.url());
      });
      await openCalculator(page, request, '&amount=100&frequency=weekly&period=4years&currency=usd');
      const card = page.getByTestId('win-rate');
      await card.scrollIntoViewIfNeeded();
      // It opens on the calculator's frequency and the nearest length.
      await expect(card.getByRole('radio', { name: '4 years' })).toBeChecked();
      await expect(card.getByRole('radio', { name: 'Weekly', exact: true })).toBeChecked();
      await expect(page.getByTestId('win-rate-figure')).toContainText(
        /\d+\.\d% of the start days counted ended above their total cost: [\d,]+ of [\d,]+\./,
      );
      await expect(page.getByTestId('win-rate-convention')).toContainText('Each stored day from Jan 1, 2012 to');
      await expect(card.getByRole('group', { name: 'Best start' })).toContainText(/\w{3} \d+, \d{4}: [+-][\d,.]+%/);
      await expect(card.getByRole('group', { name: 'Worst start' })).toContainText(/\w{3} \d+, \d{4}: [+-]?[\d,.]+%/);
      const cells = page.getByTestId('win-rate-heatmap').getByRole('img');
      await expect(cells.first()).toHaveAccessibleName(
        /^January 2012: median ending return [+-][\d,.]+% over \d+ start days/,
      );
      const months = await cells.count();
      expect(months).toBeGreaterThan(100);

      await card.getByRole('button', { name: 'Show data table' }).click();
      const table = page.getByRole('table', { name: 'Ending return by start month' });
      await expect(table.getByRole('row')).toHaveCount(1 + months);
      await expect(table.getByRole('row').nth(1)).toContainText('January 2012');
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // Another length: fewer start months, recomputed in the page; no use counted.
      await card.locator('label').filter({ hasText: '8 years' }).click();
      await expect(card.getByRole('radio', { name: '8 years' })).toBeChecked();
      await expect(table.getByRole('row')).not.toHaveCount(1 + months);
      expect(await cells.count()).toBeLessThan(months);
      expect(uses).toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await seriousViolations(page, { rules: COLOUR_RULES })).toEqual([]);
    });

    test('a benchmark whose data end at 2023-06 stops there and says why', async ({ page, request }) => {
      const benchmarks = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/benchmarks/monthly');
      await openCalculator(
        page,
        request,
        '&amount=100&frequency=monthly&period=custom&start=2022-01-03&end=2024-06-28&currency=usd',
      );
      expect((await benchmarks).status()).toBe(200);
      const card = page.getByTestId('benchmarks');
      await card.scrollIntoViewIfNeeded();
      await expect(card).toContainText('priced the same way, by the average of its daily closes in each month');
      const sp500 = card.getByRole('group', { name: 'S&P 500, dividends reinvested' });
      await expect(sp500).toContainText('June 2023');
      // 30-day steps from 2022-01-03 (two in August 2022): 19 contributions of $100 up to June 2023.
      await expect(sp500).toContainText('$1,900.00');
      await expect(page.getByTestId('benchmark-stop-sp500')).toContainText(
        'shown through June 2023, not to June 2024. Shiller’s dividend data, and with them the total return, end at June 2023',
      );
      // Gold and cash run to the window's last month.
      await expect(card.getByRole('group', { name: 'Gold' })).toContainText('June 2024');
      await expect(page.getByTestId('benchmark-stop-gold')).toHaveCount(0);
      await expect(card.locator('.recharts-line')).toHaveCount(5);

      await card.getByRole('button', { name: 'Show data table' }).click();
      const table = page.getByRole('table', { name: 'Benchmarks month by month' });
      await expect(table.getByRole('row')).toHaveCount(1 + 30);
      await expect(table.getByRole('row', { name: /^June 2023/ })).not.toContainText('no data');
      await expect(table.getByRole('row', { name: /^July 2023/ })).toContainText('no data');
      expect(await seriousViolations(page)).toEqual([]);
      // The dark theme too (the app follows the system's): its colours.
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await seriousViolations(page, { rules: COLOUR_RULES })).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  });
}

test('a small stack is counted in sats', async ({ page, request }) => {
  await openCalculator(page, request, '&amount=10&frequency=monthly&period=3months&currency=usd&view=btc');
  const card = valueCard(page);
  await expect(card.getByRole('radio', { name: 'Bitcoin held' })).toBeChecked();
  await expect(card.getByText('in sats (100,000,000 sats make one bitcoin)', { exact: false })).toBeVisible();
  await card.getByRole('button', { name: 'Show data table' }).click();
  await expect(
    page.getByRole('table', { name: 'Bitcoin held after each purchase' }).getByRole('row').nth(1),
  ).toContainText(/[\d,]+ sats/);
});

test('in euros the benchmarks say they are in US dollars only', async ({ page, request }) => {
  await openCalculator(page, request, '&amount=100&frequency=monthly&period=1year&currency=eur');
  await expect(page.getByTestId('benchmarks-usd-only')).toContainText('The benchmarks are in US dollars only');
  await expect(page.getByTestId('calculator-disclaimer')).toContainText('Robert J. Shiller');
});
