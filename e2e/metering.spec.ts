import type { Page } from '@playwright/test';
import { createUser, expect, startSignedIn, test } from './fixtures';

// The DCA calculator's free allowance: 5 calculations a month. A use is one Calculate with new
// inputs; the screen opens on a result shown free (docs/decisions/017).

const EXHAUSTED =
  "You've used all 5 free uses this month for the DCA Calculator. Upgrade to continue or wait until next month for reset.";

const card = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/** The page's next answer to a count of one calculator use. */
function useCounted(page: Page) {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/usage/dca_calculator' && response.request().method() === 'POST',
  );
}

async function openSignedIn(page: Page, request: Parameters<typeof createUser>[0]) {
  const { token } = await createUser(request);
  await startSignedIn(page, token);
  const access = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/usage/dca_calculator');
  await page.goto('/home?tab=calculator');
  expect((await access).status()).toBe(200);
  // The saved default amount ($100) opens the screen, and looking at it costs nothing.
  await expect(card(page, 'Total Invested')).toContainText('12 monthly purchases of $100.00 over 1 year');
  return { token };
}

test('five calculations count one use each; the sixth shows the gate with the used-up message instead of a result', async ({
  page,
  request,
}) => {
  const { token } = await openSignedIn(page, request);
  const usage = page.getByRole('status').filter({ hasText: 'this month for the DCA Calculator' });
  await expect(usage).toHaveText(
    'You have 5 uses remaining this month for the DCA Calculator. Upgrade to Scholar for unlimited access.',
  );
  await expect(page.getByTestId('calculate-note')).toContainText('5 uses left this month.');

  for (let n = 1; n <= 5; n++) {
    const amount = 100 + n;
    await page.getByLabel('Investment Amount ($)').fill(String(amount));
    const counted = useCounted(page);
    await page.getByRole('button', { name: 'Calculate' }).click();
    expect((await counted).status()).toBe(200);
    await expect(card(page, 'Total Invested')).toContainText(`12 monthly purchases of $${amount}.00 over 1 year`);
    if (n === 4) {
      await expect(usage).toHaveText(
        'You have 1 use remaining this month for the DCA Calculator. Upgrade to Scholar for unlimited access.',
      );
      await expect(page.getByTestId('calculate-note')).toContainText('1 use left this month.');
    }
  }
  // The fifth result is on screen, with nothing left this month.
  await expect(usage).toHaveText(EXHAUSTED);
  await expect(page.locator('[data-feature-gate="dca_calculator"]')).toHaveAttribute('data-access', 'granted');

  await page.getByLabel('Investment Amount ($)').fill('200');
  const refused = useCounted(page);
  await page.getByRole('button', { name: 'Calculate' }).click();
  expect((await refused).status()).toBe(402);
  const prompt = page.getByTestId('upgrade-prompt');
  await expect(prompt).toContainText(EXHAUSTED);
  await expect(page.locator('[data-feature-gate="dca_calculator"]')).toHaveAttribute('data-access', 'denied');
  // No new result: the fifth one stays, dimmed and out of reach.
  await expect(card(page, 'Total Invested')).toContainText('12 monthly purchases of $105.00 over 1 year');
  await expect(page.locator('[data-feature-gate="dca_calculator"] [inert]')).toHaveCount(1);

  const stored = await request.get('/api/usage/dca_calculator', { headers: { Authorization: `Bearer ${token}` } });
  expect(await stored.json()).toMatchObject({ used: 5, remaining: 0, access: false });
});

test.describe('offline', () => {
  // Nothing here needs the service worker: the history is already in memory.
  test.use({ serviceWorkers: 'block' });

  test('uses made offline are kept, dated, and reported once when back online', async ({ page, request, context }) => {
    const { token } = await openSignedIn(page, request);
    const posts: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/usage/dca_calculator' && req.method() === 'POST')
        posts.push(req.postData() ?? '');
    });
    await expect(page.getByTestId('calculate-note')).toContainText('5 uses left this month.');

    await context.setOffline(true);
    await expect(page.getByText("You're offline. Some features may not work.")).toBeVisible();
    for (const amount of [150, 175]) {
      await page.getByLabel('Investment Amount ($)').fill(String(amount));
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(card(page, 'Total Invested')).toContainText(`12 monthly purchases of $${amount}.00 over 1 year`);
    }
    // Counted on this device until the server hears of them.
    await expect(page.getByTestId('calculate-note')).toContainText('3 uses left this month.');
    expect(posts).toEqual([]);

    const first = useCounted(page);
    await context.setOffline(false);
    expect((await first).status()).toBe(200);
    await expect.poll(() => posts.length).toBe(2);
    // Each use carries when it happened and the device's id for it, a different id for each.
    const reported = posts.map((body) => JSON.parse(body) as { usedAt: string; useId: string });
    for (const body of reported)
      expect(body).toEqual({
        usedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        useId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      });
    expect(new Set(reported.map((body) => body.useId)).size).toBe(2);
    await expect
      .poll(async () => {
        const res = await request.get('/api/usage/dca_calculator', { headers: { Authorization: `Bearer ${token}` } });
        return ((await res.json()) as { used: number }).used;
      })
      .toBe(2);
    // The server may count a use before this page has its answer; until then the device keeps the
    // use, to send again after a reload (counted once by its id). Reloaded once the device keeps none.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const kept = localStorage.getItem('arkad_offline_cache');
          return kept === null
            ? 0
            : (JSON.parse(kept) as { clientState: { mutations: unknown[] } }).clientState.mutations.length;
        }),
      )
      .toBe(0);

    // Reported once: a reload (and going offline and back) sends nothing more.
    const access = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/usage/dca_calculator');
    await page.reload();
    expect((await access).status()).toBe(200);
    await expect(page.getByTestId('calculate-note')).toContainText('3 uses left this month.');
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page.getByTestId('calculate-note')).toContainText('3 uses left this month.');
    expect(posts).toHaveLength(2);
  });
});
