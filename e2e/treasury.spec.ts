import type { APIRequestContext, Page } from '@playwright/test';
import { createUser, expect, signIn, test, toastTitled } from './fixtures';

interface ServerTreasury {
  goal: { targetAmount: number; targetDate: string | null } | null;
  entries: Array<{ id: number; clientId: string; month: string; amount: number }>;
}

async function serverTreasury(request: APIRequestContext, token: string): Promise<ServerTreasury> {
  const res = await request.get('/api/treasury', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as ServerTreasury;
}

async function openTreasury(page: Page, request: APIRequestContext) {
  const { user, token } = await createUser(request);
  await signIn(page, user);
  await expect(page.getByTestId('guide-extra-panel')).toBeVisible();
  await page.goto('/home?tab=treasury');
  await treasuryReady(page);
  return { token };
}

/** The tab's own chunk has loaded and rendered (slow on a busy machine, so a longer wait). */
async function treasuryReady(page: Page) {
  await expect(page.getByRole('heading', { name: 'Build Your Treasury', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose Your Goal' })).toBeVisible({ timeout: 30_000 });
}

const MONTHS: Record<string, string> = { January: '2026-01', February: '2026-02', March: '2026-03', April: '2026-04' };

/** Picks the month (January: January 2026) in the month picker and logs the amount. */
async function addSavings(page: Page, month: string, amount: string) {
  await page.getByLabel('Month', { exact: true }).fill(MONTHS[month] ?? month);
  await page.getByLabel('Amount saved (USD)').fill(amount);
  await page.getByRole('button', { name: 'Add Savings' }).click();
  await expect(toastTitled(page, 'Savings Added!')).toBeVisible();
  await expect(page.getByLabel('Amount saved (USD)')).toHaveValue('');
}

const syncStatus = (page: Page) => page.getByTestId('treasury-sync-status');
const entryMonths = (page: Page) => page.getByTestId('savings-entry').locator('p.font-medium');

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('choose a goal, log savings, see milestones and history, keep them across a reload and an offline entry', async ({
      page,
      request,
      context,
    }) => {
      // A long journey (sign-in, six saves, two reloads, offline and back) on a shared machine.
      test.slow();
      const { token } = await openTreasury(page, request);
      await expect(page.getByText('Ready to Start Your Treasury?')).toBeVisible();
      await expect(page.getByRole('button', { name: '$1,000', pressed: true })).toBeVisible();

      // Step 1: a custom goal of 800.
      await page.getByRole('button', { name: 'Custom' }).click();
      await page.getByLabel('Custom goal amount (USD)').fill('800');
      await page.getByRole('button', { name: 'Set Goal' }).click();
      await expect(page.getByTestId('treasury-goal')).toContainText('$800.00');

      // Step 2: three entries. 100 + 200 + 300 = 600 of 800 = 75 %.
      await addSavings(page, 'January', '100');
      await addSavings(page, 'February', '200');
      await addSavings(page, 'March', '300');
      await expect(page.getByTestId('treasury-percent')).toHaveText('75.0%');
      await expect(page.getByTestId('treasury-remaining')).toHaveText('$200.00');
      for (const milestone of [25, 50, 75]) {
        await expect(page.getByTestId(`milestone-${milestone}`)).toHaveAttribute('data-reached', 'true');
      }
      await expect(page.getByTestId('milestone-100')).toHaveAttribute('data-reached', 'false');
      await expect(entryMonths(page)).toHaveText(['March 2026', 'February 2026', 'January 2026']);
      await expect(syncStatus(page)).toHaveAttribute('data-status', 'saved');

      const saved = await serverTreasury(request, token);
      expect(saved.goal).toMatchObject({ targetAmount: 800 });
      expect(saved.entries.map((entry) => [entry.month, entry.amount])).toEqual([
        ['2026-03', 300],
        ['2026-02', 200],
        ['2026-01', 100],
      ]);

      await page.reload();
      await treasuryReady(page);
      await expect(entryMonths(page)).toHaveText(['March 2026', 'February 2026', 'January 2026']);
      await expect(page.getByTestId('treasury-percent')).toHaveText('75.0%');
      await expect(syncStatus(page)).toHaveAttribute('data-status', 'saved');

      // Offline: the entry is kept on this device, then sent once when the connection returns.
      await context.setOffline(true);
      await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
      await addSavings(page, 'April', '250');
      await expect(syncStatus(page)).toHaveAttribute('data-status', 'waiting-offline');
      await expect(page.getByText('On this device only')).toBeVisible();
      await expect(page.getByTestId('treasury-motivation')).toContainText('Goal Achieved');

      const sent = page.waitForResponse(
        (res) => res.url().endsWith('/api/treasury/entries') && res.request().method() === 'POST',
      );
      await context.setOffline(false);
      expect((await sent).status()).toBe(201);
      await expect(syncStatus(page)).toHaveAttribute('data-status', 'saved');
      await expect(page.getByText('On this device only')).toHaveCount(0);

      const after = await serverTreasury(request, token);
      expect(after.entries.filter((entry) => entry.month === '2026-04')).toHaveLength(1);
      expect(after.entries).toHaveLength(4);

      await page.reload();
      await treasuryReady(page);
      await expect(entryMonths(page)).toHaveText(['April 2026', 'March 2026', 'February 2026', 'January 2026']);
      await expect(page.getByTestId('milestone-100')).toHaveAttribute('data-reached', 'true');
      expect((await serverTreasury(request, token)).entries).toHaveLength(4);

      // Nothing wider than the window.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });

    test('a corrupt arkad_offline_cache does not break the tab', async ({ page, request }) => {
      const { token } = await openTreasury(page, request);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      // Written before the app's own code runs on the next load: written from the open page, the
      // app's pending write (or its flush as the page goes) could put a good value back first.
      await page.addInitScript(() => {
        if (sessionStorage.getItem('corrupted') !== null) return;
        sessionStorage.setItem('corrupted', '1');
        localStorage.setItem('arkad_offline_cache', '{"timestamp": 1, "clientState": {"mutations": [{');
      });
      await page.reload();
      await treasuryReady(page);
      await expect(page.getByText('Ready to Start Your Treasury?')).toBeVisible();
      await expect(page.getByRole('button', { name: '$1,000', pressed: true })).toBeVisible();
      await expect.poll(() => warnings.some((text) => text.includes('arkad_offline_cache'))).toBe(true);

      await addSavings(page, 'January', '40');
      await expect(entryMonths(page)).toHaveText(['January 2026']);
      await expect(syncStatus(page)).toHaveAttribute('data-status', 'saved');
      expect((await serverTreasury(request, token)).entries).toHaveLength(1);
    });
  });
}
