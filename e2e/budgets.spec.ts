import type { Locator, Page, Request } from '@playwright/test';
import { createUser, expect, test as base } from './fixtures';
import { startProductionServer } from './production-server';

/**
 * First-load budgets (docs/decisions/015-first-load-budgets.md): the bytes of JavaScript and CSS a
 * phone downloads for a page, as transferred (each response's headers and its compressed body),
 * from the production build run as production runs it, with no service worker, until the page is
 * shown and the network is idle. Chunks fetched later, when something is used, do not count. Byte
 * counts do not depend on the machine's speed; nothing here is timed.
 */
const budgetsKb = {
  '/': { js: 107, css: 25 },
  '/auth': { js: 119, css: 25 },
  '/home': { js: 175, css: 25 },
} as const;

/** Every test here talks to a production server of its worker's own (`baseURL` points at it). */
const test = base.extend<object, { productionUrl: string }>({
  productionUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const server = await startProductionServer();
      await use(server.url);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ productionUrl }, use) => use(productionUrl),
});

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });

interface Transferred {
  js: number;
  css: number;
  files: string[];
}

/** Counts what every script and stylesheet the page loads transfers: its response headers and body. */
function countTransfers(page: Page): () => Promise<Transferred> {
  const finished: Request[] = [];
  page.on('requestfinished', (request) => finished.push(request));
  return async () => {
    const total: Transferred = { js: 0, css: 0, files: [] };
    for (const request of finished) {
      const { pathname } = new URL(request.url());
      const kind = pathname.endsWith('.js') ? 'js' : pathname.endsWith('.css') ? 'css' : null;
      if (!kind) continue;
      const { responseHeadersSize, responseBodySize } = await request.sizes();
      const bytes = responseHeadersSize + responseBodySize;
      total[kind] += bytes;
      total.files.push(`${pathname} ${bytes} (${responseHeadersSize} headers)`);
    }
    return total;
  };
}

/** Loads `path`, waits until `ready` shows and the network is idle, and checks the budgets. */
async function expectWithinBudget(page: Page, path: keyof typeof budgetsKb, ready: (page: Page) => Locator) {
  const transferred = countTransfers(page);
  await page.goto(path);
  await expect(ready(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { js, css, files } = await transferred();
  const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
  test.info().annotations.push({
    type: 'first load',
    description: `${path}: JS ${kb(js)} KB, CSS ${kb(css)} KB in ${files.length} files\n${files.join('\n')}`,
  });
  expect(js, `JavaScript bytes transferred for ${path}:\n${files.join('\n')}`).toBeLessThanOrEqual(
    budgetsKb[path].js * 1024,
  );
  expect(css, `CSS bytes transferred for ${path}`).toBeLessThanOrEqual(budgetsKb[path].css * 1024);
  expect(js).toBeGreaterThan(0);
}

test('the landing page loads within its budget', async ({ page }) => {
  await expectWithinBudget(page, '/', (p) => p.getByTestId('price-value'));
});

test('the sign-in page loads within its budget', async ({ page }) => {
  await expectWithinBudget(page, '/auth', (p) => p.getByRole('button', { name: 'Sign In' }));
});

test('a signed-in learner’s home loads within its budget', async ({ page, request }) => {
  const { token } = await createUser(request);
  const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  const { user } = (await me.json()) as { user: unknown };
  await page.addInitScript(
    ([storedUser, storedToken]) => {
      localStorage.setItem('arkad_auth_user', storedUser);
      localStorage.setItem('arkad_auth_token', storedToken);
    },
    [JSON.stringify(user), token] as const,
  );
  await expectWithinBudget(page, '/home', (p) =>
    p.getByRole('heading', { level: 3, name: 'The Babylonian Path to Bitcoin' }),
  );
});

test('hashed assets and the price history answer compressed when asked', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('script[type="module"][src^="/assets/"]').getAttribute('src');
  expect(script).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  for (const encoding of ['br', 'gzip'] as const) {
    const asset = await request.get(script!, { headers: { 'Accept-Encoding': encoding } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['content-encoding']).toBe(encoding);
    expect(asset.headers()['vary']).toMatch(/Accept-Encoding/i);

    const history = await request.get('/api/bitcoin/historical?days=10000', {
      headers: { 'Accept-Encoding': encoding },
    });
    expect(history.status()).toBe(200);
    expect(history.headers()['content-encoding']).toBe(encoding);
    expect(((await history.json()) as { data: unknown[] }).data.length).toBeGreaterThan(5000);
  }
});

test.describe('what loads on use is there offline too', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after a visit, offline, a glossary term still opens its definition', async ({ page, request, context }) => {
    const { token } = await createUser(request);
    const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
    const { user } = (await me.json()) as { user: unknown };
    await page.addInitScript(
      ([storedUser, storedToken]) => {
        localStorage.setItem('arkad_auth_user', storedUser);
        localStorage.setItem('arkad_auth_token', storedToken);
      },
      [JSON.stringify(user), token] as const,
    );
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 3, name: 'The Babylonian Path to Bitcoin' })).toBeVisible();
    // The service worker has precached every built file, the popup's chunk included, once it is ready.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText("You're offline. Some features may not work.")).toBeVisible();
    const fundamentals = page.getByRole('region', { name: 'Bitcoin Fundamentals' });
    await fundamentals.getByRole('button', { name: '21 million' }).focus();
    const cap = page.getByRole('dialog', { name: '21 Million Cap: glossary definition' });
    await expect(cap).toContainText('no more than 21 million bitcoins will ever exist');
    await context.setOffline(false);
  });
});
