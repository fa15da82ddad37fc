import type { APIRequestContext } from '@playwright/test';
import { createUser, expect, signIn, test } from './fixtures';

interface PriceBody {
  price: number;
  change24h: number | null;
  marketCap: number;
  volume24h: number | null;
  lastUpdated: string;
  isFallback?: boolean;
  message?: string;
}

// Routing the price request needs the page's own requests, not the service worker's.
test.use({ serviceWorkers: 'block' });

/** The price request (its query string varies). */
const isPriceRequest = (url: URL) => url.pathname === '/api/bitcoin/price';

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

async function storedPrice(request: APIRequestContext): Promise<PriceBody> {
  const res = await request.get('/api/bitcoin/price');
  expect(res.status()).toBe(200);
  const body = (await res.json()) as PriceBody;
  // The e2e server runs with LIVE_PRICES=off: always the last stored close.
  expect(body.isFallback).toBe(true);
  return body;
}

test('the landing price card shows the stored price with its fallback message and the Cached badge', async ({
  page,
  request,
}) => {
  const body = await storedPrice(request);
  await page.goto('/');
  const priceCard = page.getByRole('region', { name: 'Bitcoin Price' });
  await expect(priceCard.getByTestId('price-value')).toHaveText(wholeDollars.format(body.price));
  await expect(priceCard.getByText(body.message ?? '')).toBeVisible();
  await expect(priceCard.getByTestId('price-badge')).toHaveText('Cached');
  // Market cap abbreviated to one decimal; no volume was ever fetched on this offline server.
  expect(body.marketCap).toBeGreaterThan(1e12);
  expect(body.volume24h).toBeNull();
  const stat = (label: string) => priceCard.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  await expect(stat('Market Cap')).toHaveText(`$${(body.marketCap / 1e12).toFixed(1)}T`);
  await expect(stat('24h Volume')).toHaveText('—');
  await expect(priceCard.getByText('What these numbers mean')).toBeVisible();
  // The stored close is dated the end of its UTC day.
  const day = new Date(body.lastUpdated);
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(day);
  await expect(priceCard.getByTestId('price-last-updated')).toContainText(`Last updated: ${date}`);

  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('bitcoin_price_cache') ?? 'null') as unknown);
  expect(saved).toMatchObject({ data: { price: body.price, isFallback: true }, timestamp: expect.any(Number) });
});

test('a live answer carries the Live badge, which turns to Cached when the connection drops', async ({
  page,
  request,
  context,
}) => {
  const body = await storedPrice(request);
  // The server's answer as the live provider would make it (no fallback).
  const live = { ...body, isFallback: false, cached: false, message: undefined };
  await page.route(isPriceRequest, (route) => route.fulfill({ json: live }));
  await page.goto('/');
  const priceCard = page.getByRole('region', { name: 'Bitcoin Price' });
  await expect(priceCard.getByTestId('price-badge')).toHaveText('Live');
  await expect(priceCard.getByRole('list', { name: 'Price data notices' })).toHaveCount(0);

  await context.setOffline(true);
  await expect(priceCard.getByTestId('price-badge')).toHaveText('Cached');
  await expect(priceCard.getByText('Using cached data')).toBeVisible();
  await expect(priceCard.getByTestId('price-value')).toHaveText(wholeDollars.format(body.price));
  await context.setOffline(false);
});

test('when the price request fails, a recent saved copy is shown with the cached-data message', async ({
  page,
  request,
}) => {
  const body = await storedPrice(request);
  await page.goto('/');
  const priceCard = page.getByRole('region', { name: 'Bitcoin Price' });
  await expect(priceCard.getByTestId('price-value')).toHaveText(wholeDollars.format(body.price));

  await page.route(isPriceRequest, (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'down' } } }),
  );
  await page.reload();
  await expect(priceCard.getByText('Showing cached data - live updates temporarily unavailable')).toBeVisible();
  await expect(priceCard.getByTestId('price-value')).toHaveText(wholeDollars.format(body.price));
  await expect(priceCard.getByTestId('price-badge')).toHaveText('Cached');
});

test('with no saved copy a failing request shows Data Unavailable; Try Again reloads the page', async ({
  page,
  request,
}) => {
  const body = await storedPrice(request);
  await page.route(isPriceRequest, (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'down' } } }),
  );
  await page.goto('/');
  const priceCard = page.getByRole('region', { name: 'Bitcoin Price' });
  await expect(priceCard.getByText('Data Unavailable')).toBeVisible();
  await expect(
    priceCard.getByText('Unable to fetch live Bitcoin price data. API service may be temporarily unavailable.'),
  ).toBeVisible();

  await page.unroute(isPriceRequest);
  await priceCard.getByRole('button', { name: 'Try Again' }).click();
  await expect(priceCard.getByTestId('price-value')).toHaveText(wholeDollars.format(body.price));
});

test('signed in, the guide shows the price card beside the welcome banner', async ({ page, request }) => {
  const body = await storedPrice(request);
  const { user } = await createUser(request);
  await signIn(page, user);
  const panel = page.getByTestId('guide-extra-panel');
  await expect(panel.getByText(`Welcome to Arkad, ${user.firstName}!`)).toBeVisible();
  const priceCard = panel.getByRole('region', { name: 'Bitcoin Price' });
  await expect(priceCard.getByTestId('price-value')).toHaveText(wholeDollars.format(body.price));
  await expect(priceCard.getByText(body.message ?? '')).toBeVisible();
  // Other tabs do not show it.
  await page.goto('/home?tab=glossary');
  await expect(page.getByRole('region', { name: 'Bitcoin Price' })).toHaveCount(0);
});
