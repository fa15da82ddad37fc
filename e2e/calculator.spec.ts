import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { createUser, expect, newTestUser, startSignedIn, test } from './fixtures';

// Tests here need the offline service worker (the app's offline copy, push), which the config blocks.
test.use({ serviceWorkers: 'allow' });

interface PricePoint {
  date: string;
  price: number;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

async function history(request: APIRequestContext, days: number): Promise<PricePoint[]> {
  const res = await request.get(`/api/bitcoin/historical?days=${days}`);
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: PricePoint[] };
  expect(data).toHaveLength(days);
  return data;
}

/** DCA worked out in the test: `amount` bought every `step` days from the first close, valued at the last close. */
function dcaByHand(data: PricePoint[], amount: number, step: number) {
  const periods = Math.floor(data.length / step);
  let btc = 0;
  for (let n = 0; n < periods; n++) btc += amount / (data[n * step] as PricePoint).price;
  const first = (data[0] as PricePoint).price;
  const last = (data[data.length - 1] as PricePoint).price;
  return {
    periods,
    invested: amount * periods,
    dcaFinal: btc * last,
    lumpSumFinal: ((amount * periods) / first) * last,
  };
}

const card = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/** Calculate: the one action that asks for a new result (and counts one use). */
async function calculate(page: Page) {
  await page.getByRole('button', { name: 'Calculate' }).click();
}

/** The page's next answer from the price history the calculator computes from. */
function historyResponse(page: Page) {
  return page.waitForResponse((response) => new URL(response.url()).pathname === '/api/bitcoin/historical');
}

async function openCalculator(page: Page, request: APIRequestContext, query = '') {
  const { token } = await createUser(request);
  await startSignedIn(page, token);
  const history = historyResponse(page);
  await page.goto(`/home?tab=calculator${query}`);
  expect((await history).status()).toBe(200);
}

test('the calculation it opens with (the saved $100, monthly over 1 year) matches the historical endpoint', async ({
  page,
  request,
}) => {
  const data = await history(request, 365);
  const first = data[0] as PricePoint;
  const last = data[data.length - 1] as PricePoint;
  // A new learner's saved default amount is $100: floor(365 / 30) = 12 purchases of $100.
  const expected = dcaByHand(data, 100, 30);
  expect(expected.periods).toBe(12);

  await openCalculator(page, request);
  await expect(page.getByLabel('Investment Amount ($)')).toHaveValue('100');
  await expect(page.getByLabel('Frequency')).toHaveValue('monthly');
  await expect(page.getByLabel('Time Period')).toHaveValue('1year');

  await expect(card(page, 'Month 1 BTC Price')).toContainText(usd.format(first.price));
  await expect(card(page, 'End BTC Price')).toContainText(usd.format(last.price));
  await expect(card(page, 'Total Invested')).toContainText('$1,200.00');
  await expect(card(page, 'Total Invested')).toContainText('12 monthly purchases of $100.00 over 1 year');
  await expect(card(page, 'DCA Strategy')).toContainText(usd.format(expected.dcaFinal));
  await expect(card(page, 'Lump Sum')).toContainText(usd.format(expected.lumpSumFinal));
  await expect(card(page, 'Bitcoin Price Change')).toContainText(usd.format(Math.abs(last.price - first.price)));

  const better = expected.dcaFinal > expected.lumpSumFinal ? 'Dollar-cost averaging' : 'The lump sum';
  await expect(page.getByTestId('better-strategy')).toContainText(
    `${better} did better, by ${usd.format(Math.abs(expected.dcaFinal - expected.lumpSumFinal))}.`,
  );
  await expect(page.getByRole('heading', { name: 'What This Data Tells Us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Volatility Analysis' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reading Market Signals' })).toBeVisible();
  await expect(page.getByText('A part of all you earn is yours to keep.')).toBeVisible();

  // The data table behind the chart lists every purchase: the first at the first close.
  await page.getByRole('button', { name: 'Show data table' }).first().click();
  const table = page.getByRole('table', { name: 'Portfolio value after each purchase' });
  await expect(table.getByRole('row')).toHaveCount(1 + 12 + 1);
  await expect(table.getByRole('row').nth(1)).toContainText(`Month 1`);
  await expect(table.getByRole('row').nth(1)).toContainText(usd.format(100));
});

test('Calculate shows the result of changed inputs; bad amounts get field messages; CSV export', async ({
  page,
  request,
}) => {
  const data = await history(request, 180);
  // Weekly over 6 months: floor(180 / 7) = 25 purchases of $250.
  const expected = dcaByHand(data, 250, 7);
  expect(expected.periods).toBe(25);

  await openCalculator(page, request);
  await expect(card(page, 'Total Invested')).toContainText('$1,200.00');

  await page.getByLabel('Investment Amount ($)').fill('250');
  await page.getByLabel('Frequency').selectOption('weekly');
  await page.getByLabel('Time Period').selectOption('6months');
  // Nothing changes until Calculate.
  await expect(page.getByTestId('calculate-note')).toContainText('Inputs changed: Calculate to see their result.');
  await expect(card(page, 'Total Invested')).toContainText('$1,200.00');
  await calculate(page);
  await expect(card(page, 'Total Invested')).toContainText('$6,250.00');
  await expect(card(page, 'Total Invested')).toContainText('25 weekly purchases of $250.00 over 6 months');
  await expect(card(page, 'Week 1 BTC Price')).toContainText(usd.format((data[0] as PricePoint).price));
  await expect(card(page, 'DCA Strategy')).toContainText(usd.format(expected.dcaFinal));
  await expect(page).toHaveURL(/amount=250&frequency=weekly&period=6months/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(
    `arkad-dca-weekly-usd-${(data[0] as PricePoint).date}-to-${(data[179] as PricePoint).date}.csv`,
  );
  const csv = await readFile(await file.path(), 'utf8');
  // The lines starting with '# ' state the conventions and returns; then the table.
  const lines = csv
    .trimEnd()
    .split('\r\n')
    .filter((line) => !line.startsWith('# '));
  expect(lines[0]).toBe('date,price_usd,amount_usd,fee_usd,btc,cumulative_btc,cumulative_invested_usd,value_usd');
  expect(lines).toHaveLength(1 + 25);
  expect(lines[1]?.startsWith(`${(data[0] as PricePoint).date},`)).toBe(true);

  // A bad amount gets its field message; the last good result stays until the input is valid.
  for (const amount of ['', '0', '-5', '0.001']) {
    await page.getByLabel('Investment Amount ($)').fill(amount);
    await expect(page.getByText('Amount must be at least $1')).toBeVisible();
    await calculate(page);
    await expect(page.getByLabel('Investment Amount ($)')).toBeFocused();
    await expect(card(page, 'Total Invested')).toContainText('$6,250.00');
  }

  await page.getByLabel('Investment Amount ($)').fill('100');
  await expect(page.getByText('Amount must be at least $1')).toHaveCount(0);
  await page.getByLabel('Exchange fee %').fill('12');
  await expect(page.getByText('Fee must be between 0% and 10%')).toBeVisible();
  await page.getByLabel('Exchange fee %').fill('1');
  await calculate(page);
  await expect(card(page, 'Total Invested')).toContainText('fees of 1% included');
});

test('a shared link restores the inputs, including a custom start date and euros', async ({ page, request }) => {
  await openCalculator(
    page,
    request,
    '&amount=75&frequency=biweekly&period=custom&start=2024-01-01&fee=0.5&currency=eur',
  );
  await expect(page.getByLabel('Investment Amount (€)')).toHaveValue('75');
  await expect(page.getByLabel('Frequency')).toHaveValue('biweekly');
  await expect(page.getByLabel('Time Period')).toHaveValue('custom');
  await expect(page.getByLabel('Start date')).toHaveValue('2024-01-01');
  await expect(page.getByLabel('Exchange fee %')).toHaveValue('0.5');
  await expect(page.getByLabel('Currency')).toHaveValue('eur');
  await expect(card(page, 'Fortnight 1 BTC Price')).toContainText('Jan 1, 2024');
  await expect(card(page, 'Total Invested')).toContainText(
    'bi-weekly purchases of €75.00 from Jan 1, 2024, fees of 0.5% included',
  );

  // Calculate with unchanged inputs refetches the history and keeps the result.
  const refetched = historyResponse(page);
  await calculate(page);
  expect((await refetched).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled();
  await expect(card(page, 'Fortnight 1 BTC Price')).toContainText('Jan 1, 2024');
});

test.describe('offline', () => {
  // The price request is answered by page.route, which needs the page's own requests rather than
  // the service worker's. Nothing here needs the worker: the history is already in memory.
  test.use({ serviceWorkers: 'block' });

  test('the price card turns from Live to Cached and the calculator still computes after a change', async ({
    page,
    request,
    context,
  }) => {
    // The e2e server has no live provider (its answers are fallbacks, with the Cached badge), so
    // the price is answered here as a live provider would make it: the Live badge must show first.
    const res = await request.get('/api/bitcoin/price');
    expect(res.status()).toBe(200);
    const stored = (await res.json()) as Record<string, unknown>;
    const live = { ...stored, isFallback: false, cached: false, message: undefined };
    await page.route(
      (url) => url.pathname === '/api/bitcoin/price',
      (route) => route.fulfill({ json: live }),
    );

    await openCalculator(page, request);
    await expect(card(page, 'Total Invested')).toContainText('$1,200.00');

    await page.getByRole('tab', { name: /Guide/ }).click();
    const priceCard = page.getByRole('region', { name: 'Bitcoin Price' });
    await expect(priceCard.getByTestId('price-badge')).toHaveText('Live');
    await expect(priceCard.getByText('Using cached data')).toHaveCount(0);

    await context.setOffline(true);
    await expect(page.getByText("You're offline. Some features may not work.")).toBeVisible();
    await expect(priceCard.getByTestId('price-badge')).toHaveText('Cached');
    await expect(priceCard.getByText('Using cached data')).toBeVisible();

    await page.getByRole('tab', { name: /DCA Calculator/ }).click();
    await page.getByLabel('Investment Amount ($)').fill('1000');
    await calculate(page);
    await expect(card(page, 'Total Invested')).toContainText('$12,000.00');
    await page.getByLabel('Time Period').selectOption('2years');
    await calculate(page);
    // floor(730 / 30) = 24 purchases of $1,000.
    await expect(card(page, 'Total Invested')).toContainText('24 monthly purchases of $1,000.00 over 2 years');
    await context.setOffline(false);
  });

  test('offline, euros not loaded on this device are said plainly and dollars stay one click away', async ({
    page,
    request,
    context,
  }) => {
    await openCalculator(page, request);
    await expect(card(page, 'Total Invested')).toContainText('$1,200.00');
    await context.setOffline(true);
    await page.getByLabel('Currency').selectOption('eur');
    await calculate(page);
    const notice = page.getByTestId('currency-unavailable');
    await expect(notice).toContainText('EUR prices are not available offline');
    await expect(notice).toContainText('The result below is still the USD one.');
    await expect(page.getByText(/\.\. Please try again/)).toHaveCount(0);
    await expect(page.getByText('Unable to load historical Bitcoin data')).toHaveCount(0);
    await expect(card(page, 'Total Invested')).toContainText('$1,200.00');
    await notice.getByRole('button', { name: 'Back to USD' }).click();
    await expect(page.getByLabel('Currency')).toHaveValue('usd');
    await expect(notice).toHaveCount(0);
    await context.setOffline(false);
  });
});

test.describe('a saved currency the device cannot load', () => {
  // The euro history is refused by page.route, which sees only the page's own requests: a service
  // worker that took control meanwhile would fetch it past the route (it did, on a busy machine).
  test.use({ serviceWorkers: 'block' });

  test('opened in a saved currency this device cannot load, it says so plainly and dollars are one click away', async ({
    page,
    request,
  }) => {
    const { token } = await createUser(request);
    const saved = await request.put('/api/auth/preferences', {
      headers: { Authorization: `Bearer ${token}` },
      data: { defaultCurrency: 'EUR' },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    // No connection for the euro history (as offline with nothing kept on the device): the request
    // fails the way fetch does without a network. The dollar history still loads.
    await page.route(
      (url) => url.pathname === '/api/bitcoin/historical' && url.searchParams.get('currency') === 'eur',
      (route) => route.abort('internetdisconnected'),
    );
    await startSignedIn(page, token);
    await page.goto('/home?tab=calculator');
    const notice = page.getByTestId('currency-unavailable');
    await expect(notice).toContainText('EUR prices are not available offline');
    await expect(page.getByText('Unable to load historical Bitcoin data')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
    const history = historyResponse(page);
    await notice.getByRole('button', { name: 'Back to USD' }).click();
    expect((await history).status()).toBe(200);
    await expect(card(page, 'Total Invested')).toContainText('12 monthly purchases of $100.00 over 1 year');
    await expect(page.getByLabel('Currency')).toHaveValue('usd');
    await expect(notice).toHaveCount(0);
  });
});

test('a custom start outside the stored days, or leaving one purchase, is a field message and never moved', async ({
  page,
  request,
}) => {
  const all = await request.get('/api/bitcoin/historical?from=2009-01-03');
  const series = ((await all.json()) as { data: PricePoint[] }).data;
  const firstDay = (series[0] as PricePoint).date;
  const lastDay = (series[series.length - 1] as PricePoint).date;
  const latestStart = new Date(Date.parse(`${lastDay}T00:00:00Z`) - 59 * 86_400_000).toISOString().slice(0, 10);
  await openCalculator(page, request, '&amount=100&frequency=monthly&period=custom&start=2030-01-01&currency=usd');
  const start = page.getByLabel('Start date');
  await expect(page.getByText(`Start date must be on or before ${lastDay}, the last day with a price`)).toBeVisible();
  await expect(page.getByText('Prices are available from')).toHaveCount(0);
  await expect(start).toHaveAttribute('min', firstDay);
  await expect(start).toHaveAttribute('max', latestStart);
  await expect(page.getByText('Unable to load historical Bitcoin data')).toHaveCount(0);
  await expect(page.getByText('Set your parameters and click calculate')).toBeVisible();

  await start.fill(lastDay);
  await expect(
    page.getByText(`Start date must leave room for at least two monthly purchases: start on or before ${latestStart}`),
  ).toBeVisible();
  await start.fill('2009-01-01');
  await expect(page.getByText(`Start date must be on or after ${firstDay}, the first day with a price`)).toBeVisible();
  await expect(start).toHaveValue('2009-01-01');
  await start.fill(latestStart);
  await expect(page.getByText(`Prices are available from ${firstDay} to ${lastDay}.`)).toBeVisible();
  await calculate(page);
  await expect(card(page, 'Total Invested')).toContainText('2 monthly purchases of $100.00');
});

test.describe('at phone width (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("'since 2012', daily, $500: a theoretical result says so, and no figure breaks inside a number", async ({
    page,
    request,
  }) => {
    await openCalculator(page, request, '&amount=500&frequency=daily&period=all&currency=usd');
    const caveat = page.getByTestId('theoretical-caveat');
    await expect(caveat).toContainText('Theoretical result: these purchases could not have been filled');
    await expect(caveat).toContainText('The lump sum would have bought');
    await expect(caveat).toContainText('BTC then in existence');
    const lumpSum = card(page, 'Lump Sum').locator('[data-full-value]');
    await expect(lumpSum).toHaveAttribute('title', /^\$[\d,]+\.\d\d$/);
    await expect(lumpSum.locator(':scope > [aria-hidden="true"]').first()).toHaveText(/^\$[\d.]+[KMBT]$/);

    // Every summary figure sits on one line inside its card, and nothing scrolls sideways.
    const figures = await page.getByRole('group').evaluateAll((groups) =>
      groups
        .map((group) => group.querySelector('p.font-display'))
        .filter((figure): figure is HTMLElement => figure !== null)
        .map((figure) => ({
          text: figure.textContent,
          lines: Math.round(figure.getBoundingClientRect().height / parseFloat(getComputedStyle(figure).lineHeight)),
          overflows: figure.scrollWidth > figure.clientWidth + 1,
        })),
    );
    expect(figures.length).toBeGreaterThanOrEqual(8);
    for (const figure of figures) expect(figure, String(figure.text)).toMatchObject({ lines: 1, overflows: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // From the keyboard too: Tab from the DCA figure on to the lump sum's, which spells out its full
    // value, on the screen of the phone.
    const dcaFigure = card(page, 'DCA Strategy').locator('[data-full-value]');
    const fullValue = lumpSum.getByTestId('full-value');
    await expect(fullValue).toBeHidden();
    await dcaFigure.focus();
    await page.keyboard.press('Tab');
    await expect(lumpSum).toBeFocused();
    await expect(fullValue).toBeVisible();
    await expect(fullValue).toHaveText((await lumpSum.getAttribute('title')) ?? 'a title');
    const box = await fullValue.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await page.keyboard.press('Tab');
    await expect(fullValue).toBeHidden();
  });
});

test('after a visit, the service worker opens the app offline and the calculator computes from the kept history', async ({
  page,
  request,
  context,
}) => {
  await openCalculator(page, request);
  await expect(card(page, 'Total Invested')).toContainText('$1,200.00');
  // The service worker controls the page from the next load; that load keeps the history.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(card(page, 'Total Invested')).toContainText('$1,200.00');
  const endPrice = await card(page, 'End BTC Price').textContent();

  await context.setOffline(true);
  await page.goto('/home?tab=calculator&amount=200&frequency=weekly&period=3months&currency=usd');
  await expect(page.getByText("You're offline. Some features may not work.")).toBeVisible();
  // floor(90 / 7) = 12 purchases of $200.
  await expect(card(page, 'Total Invested')).toContainText('12 weekly purchases of $200.00 over 3 months');
  await expect(card(page, 'End BTC Price')).toHaveText(endPrice ?? '');
  await context.setOffline(false);
});

test('the results state their conventions and annualized returns, and take an end date', async ({ page, request }) => {
  // A fresh database answers Bitstamp's close of 2014-02-20, and starts on 2012-01-01.
  const corrected = await request.get('/api/bitcoin/historical?from=2014-02-20&to=2014-02-20');
  expect(((await corrected.json()) as { data: PricePoint[] }).data).toEqual([{ date: '2014-02-20', price: 561.86 }]);
  const all = await request.get('/api/bitcoin/historical?from=2009-01-03');
  const series = ((await all.json()) as { data: PricePoint[] }).data;
  const firstDay = (series[0] as PricePoint).date;
  expect(firstDay).toBe('2012-01-01');
  const lastDay = (series[series.length - 1] as PricePoint).date;
  const close = (date: string) => (series.find((p) => p.date === date) as PricePoint).price;

  await openCalculator(page, request, '&amount=100&frequency=monthly&period=custom&start=2020-01-01&end=2021-12-31');
  await expect(page.getByLabel('End date')).toHaveValue('2021-12-31');
  // The date fields offer only the days Arkad has.
  await expect(page.getByLabel('End date')).toHaveAttribute('max', lastDay);
  await expect(page.getByLabel('Start date')).toHaveAttribute('min', firstDay);
  // The latest start leaving two monthly purchases before the end day: 2021-12-31 - 59 days.
  await expect(page.getByLabel('Start date')).toHaveAttribute('max', '2021-11-02');

  // 731 days: floor(731 / 30) = 24 purchases, every 30 days from 2020-01-01, the last on day 690.
  const conventions = page.getByTestId('dca-conventions');
  await expect(conventions).toContainText('Prices: the daily close of each UTC day');
  await expect(conventions).toContainText(
    'Monthly buys every 30 days from the start day, Jan 1, 2020: 24 purchases, the last on Nov 21, 2021.',
  );
  await expect(conventions).toContainText(
    'A final partial period buys nothing: 731 days from Jan 1, 2020 to Dec 31, 2021 hold 24 full periods of 30 days.',
  );
  await expect(conventions).toContainText(
    'Max drawdown: the largest fall of the DCA portfolio value from an earlier peak',
  );
  await expect(card(page, 'End BTC Price')).toContainText(usd.format(close('2021-12-31')));

  // Lump sum: $2,400 at the 2020-01-01 close, valued at the 2021-12-31 close, 730 days later.
  const lumpSum = ((close('2021-12-31') / close('2020-01-01')) ** (365 / 730) - 1) * 100;
  const percent = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'always',
  });
  await expect(card(page, 'Lump Sum').getByTestId('annualized-return')).toHaveText(
    `${percent.format(lumpSum)}% a year (annualized)`,
  );
  await expect(card(page, 'DCA Strategy').getByTestId('annualized-return')).toContainText('a year (annualized)');
  await expect(page).toHaveURL(/period=custom&start=2020-01-01&end=2021-12-31/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv).toContain(
    '# Monthly buys every 30 days from the start day; 2020-01-01: 24 purchases; the last on 2021-11-21.',
  );
  expect(csv).toMatch(/# Lump sum: invested 2400\.00 USD; .*annualized -?\d+\.\d\d%/);

  // An end date after the last stored day is refused on its field.
  const after = new Date(Date.parse(`${lastDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('End date').fill(after);
  await expect(page.getByText(`End date must be on or before ${lastDay}, the last day with a price`)).toBeVisible();
  await page.getByLabel('End date').fill('2020-12-31');
  await calculate(page);
  await expect(card(page, 'End BTC Price')).toContainText(usd.format(close('2020-12-31')));
  // Under a year, no annualized return.
  await page.getByLabel('End date').fill('2020-06-30');
  await calculate(page);
  await expect(card(page, 'Lump Sum').getByTestId('annualized-return')).toHaveText('Annualized: n/a (under a year)');
});

/** The built server on its own data directory and port, with the seed file given (or the bundled one). */
async function startOwnServer(
  dataDir: string,
  port: number,
  seedFile: string | null,
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      BCRYPT_COST: '10',
      LOG_LEVEL: 'warn',
      LIVE_PRICES: 'off',
      PRICE_SEED_FILE: seedFile ?? '',
    },
  });
  const listening = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += String(chunk);
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening: ${output}`)));
  });
  return { child, port: listening };
}

async function stopOwnServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  child.kill('SIGTERM');
  await exited;
}

test('a learner who loaded the old series sees the corrected figure after the data changes on the server', async ({
  page,
  playwright,
}) => {
  // Two server starts (each migrating and seeding 5,347 days) take a while on a busy machine.
  test.setTimeout(180_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'arkad-e2e-reseed-'));
  // The old file's row for 2014-02-20 (a single exchange's price) in an otherwise current file.
  const oldSeed = path.join(dir, 'old-closes.csv');
  const current = readFileSync('server/data/btc-daily-close.csv', 'utf8');
  writeFileSync(oldSeed, current.replace(/^2014-02-20,.*$/m, '2014-02-20,111.90,411.30'));
  const dataDir = path.join(dir, 'data');
  let server = await startOwnServer(dataDir, 0, oldSeed);
  const origin = `http://localhost:${server.port}`;
  const api = await playwright.request.newContext({ baseURL: origin });
  try {
    const { user } = await createUser(api, { overrides: newTestUser() });
    await page.goto(`${origin}/auth?mode=signin`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText(`Welcome, ${user.firstName}!`)).toBeVisible();

    // Two daily purchases, the first at the close of 2014-02-20.
    const twoDays = `${origin}/home?tab=calculator&amount=100&frequency=daily&period=custom&start=2014-02-20&end=2014-02-21&currency=usd`;
    await page.goto(twoDays);
    await expect(card(page, 'Day 1 BTC Price')).toContainText('$111.90');
    // From the next load the service worker controls the page and keeps the series it fetched.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(card(page, 'Day 1 BTC Price')).toContainText('$111.90');

    // The server restarts on the same data with the corrected file: the row is repaired.
    await stopOwnServer(server.child);
    server = await startOwnServer(dataDir, server.port, null);
    await page.reload();
    await expect(card(page, 'Day 1 BTC Price')).toContainText('$561.86');
  } finally {
    await api.dispose();
    await stopOwnServer(server.child);
    rmSync(dir, { recursive: true, force: true });
  }
});
