import type { Page } from '@playwright/test';
import { createUser, expect, signIn, test } from './fixtures';

// At phone width, offline. Pages are opened inside the app already loaded (page.goto would need the
// network); nothing may come from a service worker's cache.
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

const OFFLINE = "You're offline. Some features may not work.";

/** Moves inside the app as a link does, without loading a page (there is no network). */
async function openInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

async function signedInHome(page: Page, request: Parameters<typeof createUser>[0]) {
  const { user } = await createUser(request);
  await signIn(page, user);
  await expect(page.getByText('Step 1 of 8')).toBeVisible();
  // The guide's last part (its sections come once its top has been painted): the page is whole.
  await expect(page.getByRole('complementary', { name: 'About this guide' })).toBeAttached();
}

test('offline with the calculator never opened, switching to EUR shows one panel naming both currencies', async ({
  page,
  request,
  context,
}) => {
  // No price history on this device and no connection to load it: its requests fail as fetch does
  // offline (page.route sees the page's own requests: no service worker here).
  await page.route(
    (url) => url.pathname === '/api/bitcoin/historical',
    (route) => route.abort('internetdisconnected'),
  );
  await signedInHome(page, request);
  // The calculator's code is loaded (its history is not: no request for it gets through).
  await openInApp(page, '/home?tab=calculator');
  const notice = page.getByTestId('currency-unavailable');
  await expect(notice).toContainText('USD prices are not available offline');
  await context.setOffline(true);
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await expect(notice).toHaveCount(1);

  await page.getByLabel('Currency').selectOption('eur');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(notice).toContainText('USD and EUR prices are not available offline');
  await expect(notice).toHaveCount(1);
  await expect(page.getByText('EUR prices are not available offline', { exact: true })).toHaveCount(0);
  await context.setOffline(false);
});

test('the offline banner stays above the sticky header when the page is scrolled', async ({
  page,
  request,
  context,
}) => {
  await signedInHome(page, request);
  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: OFFLINE });
  await expect(banner).toBeVisible();
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const header = page.locator('header').first();
  await expect
    .poll(async () => {
      const [bannerBox, headerBox] = await Promise.all([banner.boundingBox(), header.boundingBox()]);
      if (!bannerBox || !headerBox) return 'not laid out';
      // The header sticks just below the banner: nothing of it is under the banner.
      return headerBox.y >= bannerBox.y + bannerBox.height - 0.5 && bannerBox.y <= 0.5 ? 'below' : 'covered';
    })
    .toBe('below');
  // The header's buttons are the ones found at their place on the screen.
  const menu = page.getByRole('button', { name: 'Open account menu' });
  const box = await menu.boundingBox();
  expect(box).not.toBeNull();
  const onTop = await menu.evaluate(
    (element, { x, y }) => document.elementFromPoint(x, y)?.closest('button') === element,
    { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
  );
  expect(onTop).toBe(true);
  await context.setOffline(false);
});

test('home offline shows one notice on the price card', async ({ page, request, context }) => {
  await signedInHome(page, request);
  const priceCard = page.getByRole('region', { name: 'Bitcoin Price' });
  await expect(priceCard.getByTestId('price-value')).toBeVisible();
  await context.setOffline(true);
  await expect(priceCard.getByTestId('price-badge')).toHaveText('Cached');
  const notices = priceCard.getByRole('list', { name: 'Price data notices' }).getByRole('listitem');
  await expect(notices).toHaveText(['Using cached data']);
  await context.setOffline(false);
});

/**
 * Holds the first request for a chunk until `goOffline` is called, which takes the browser offline
 * and lets the request fail as fetch does without a network; resolves once the app has said it waits
 * for the connection (import-when-online.ts's warning). Later requests for the chunk go through.
 */
async function failWhenOffline(page: Page, isChunk: (url: URL) => boolean) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(isChunk, async (route) => {
    held += 1;
    if (held > 1) return route.continue();
    await released;
    return route.abort('internetdisconnected');
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return async () => {
    await expect.poll(() => held).toBe(1);
    await page.context().setOffline(true);
    release();
    await expect.poll(() => warnings.some((text) => text.includes('loads when the connection is back'))).toBe(true);
  };
}

test('offline before the offline work has loaded, it loads once the connection is back', async ({
  page,
  request,
  context,
}) => {
  // The chunk with the offline work fails offline: the start-up does not fail, and asks again when
  // the connection is back.
  const isOfflineWork = (url: URL) => /\/assets\/offline-work-[\w-]+\.js$/.test(url.pathname);
  const goOffline = await failWhenOffline(page, isOfflineWork);
  await signedInHome(page, request);
  await goOffline();

  const loaded = page.waitForResponse((response) => isOfflineWork(new URL(response.url())));
  await context.setOffline(false);
  expect((await loaded).status()).toBe(200);
});

test('a part whose code has not arrived when the connection goes waits, and shows once it is back', async ({
  page,
  request,
  context,
}) => {
  // The Guide's learner cards fetch their code once scrolled to, and it fails offline: the page
  // stays (no error, no empty page), and the cards come when the connection does.
  const goOffline = await failWhenOffline(page, (url) => /\/assets\/seven-cures-card-[\w-]+\.js$/.test(url.pathname));
  await signedInHome(page, request);
  await page.getByTestId('learner-cards').scrollIntoViewIfNeeded();
  await goOffline();
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await expect(page.getByText('Step 1 of 8')).toBeVisible();
  await expect(page.getByTestId('seven-cures-card')).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByTestId('seven-cures-card')).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});

test("a first visit that loses its connection before the language's catalogue waits, then starts", async ({
  page,
  context,
}) => {
  // The start catalogue (its language's messages) fails offline: the start waits for the connection
  // with the page's spinner, instead of keeping it up for good, and the app starts once it is back.
  const goOffline = await failWhenOffline(page, (url) => /\/assets\/en-[\w-]+\.js$/.test(url.pathname));
  const loaded = page.goto('/auth');
  await goOffline();
  await loaded;
  await expect(page.getByRole('status').getByText('Loading')).toBeAttached();

  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});
