import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { createUser, expect, newTestUser, signIn, startSignedIn, test, toastTitled } from './fixtures';

/** Settings › Your data: Download my data and Delete my account; the password rule; logout on a shared device. */

async function openYourData(page: Page) {
  await page.goto('/settings?section=data');
  await expect(page.getByRole('heading', { name: 'Download my data' })).toBeVisible();
}

async function shot(page: Page, name: string, width: number) {
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Download my data saves a JSON file of the learner, without secrets', async ({ page, request }) => {
      const { user, token } = await createUser(request);
      await startSignedIn(page, token);
      await openYourData(page);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'your-data', viewport.width);

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download my data' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^arkad-data-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
        format: string;
        tables: Record<string, Array<Record<string, unknown>>>;
      };
      expect(data.format).toBe('arkad-account-export');
      expect(data.tables.users).toEqual([expect.objectContaining({ email: user.email, username: user.username })]);
      expect(data.tables.users?.[0]).not.toHaveProperty('password');
      expect(Object.keys(data.tables)).toEqual(expect.arrayContaining(['savings_entries', 'progress_events']));
      await expect(toastTitled(page, 'Your data is downloaded')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });

    test('Delete my account: a wrong password is refused on its field; then the account goes', async ({
      page,
      request,
    }) => {
      const { user, token } = await createUser(request);
      await startSignedIn(page, token);
      await openYourData(page);
      const form = page.getByRole('form', { name: 'Delete my account' });
      await form.getByLabel('Your password').fill('not-my-password-at-all');
      await form.getByRole('button', { name: 'Delete my account' }).click();
      await expect(form.getByText('That is not your password')).toBeVisible();
      await expect(form.getByLabel('Your password')).toHaveAttribute('aria-invalid', 'true');
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'delete-wrong-password', viewport.width);

      await form.getByLabel('Your password').fill(user.password);
      await form.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page.getByRole('heading', { name: /Save in Bitcoin/ })).toBeVisible();
      await expect(toastTitled(page, 'Your account is deleted')).toBeVisible();
      expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('arkad_auth')))).toEqual(
        [],
      );
      // The session is over on the server, and the email can make a new account.
      const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
      expect(me.status()).toBe(401);
      await signIn(page, user);
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
      const again = await request.post('/api/auth/register', {
        data: { ...user, experienceLevel: 'beginner' },
      });
      expect(again.status()).toBe(202);
      const signedIn = await request.post('/api/auth/login', { data: { email: user.email, password: user.password } });
      expect(signedIn.status()).toBe(200);
    });

    test('a weak password is refused at registration with the reason, on the field', async ({ page }) => {
      const user = newTestUser();
      await page.goto('/auth?mode=signup');
      await page.getByLabel('First name').fill(user.firstName);
      await page.getByLabel('Last name').fill(user.lastName);
      await page.getByLabel('Username').fill(user.username);
      await page.getByLabel('Email').fill(user.email);
      const password = page.getByLabel('Password', { exact: true });
      await password.fill('password123');
      await page.getByLabel('Confirm password').fill('password123');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(
        page.getByText('This password is too easy to guess: This is a commonly used password.'),
      ).toBeVisible();
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'weak-password', viewport.width);

      // The learner's own name is refused too; the message follows what is typed.
      await password.fill(`${user.lastName}-of-babylon-77`);
      await page.getByLabel('Confirm password').fill(`${user.lastName}-of-babylon-77`);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Your password must not contain your name, username or email address')).toBeVisible();

      await password.fill(user.password);
      await page.getByLabel('Confirm password').fill(user.password);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Step 1 of 4')).toBeVisible();
    });
  });
}

test('logging out leaves nothing of the learner in the browser for the next one', async ({
  page,
  context,
  request,
}) => {
  const first = await createUser(request);
  await signIn(page, first.user);
  await expect(page.getByTestId('guide-extra-panel')).toBeVisible();
  await page.goto('/home?tab=treasury');
  await expect(page.getByRole('heading', { name: 'Choose Your Goal' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Month', { exact: true }).fill('2026-01');
  await page.getByLabel('Amount saved (USD)').fill('4321');
  await page.getByRole('button', { name: 'Add Savings' }).click();
  await expect(page.getByTestId('treasury-sync-status')).toHaveAttribute('data-status', 'saved');

  // Offline, a second entry waits on this device (kept in local storage with the cached treasury).
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await page.getByLabel('Month', { exact: true }).fill('2026-02');
  await page.getByLabel('Amount saved (USD)').fill('8765');
  await page.getByRole('button', { name: 'Add Savings' }).click();
  await expect(page.getByTestId('treasury-sync-status')).toHaveAttribute('data-status', 'waiting-offline');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('arkad_offline_cache') ?? '')).toContain('8765');

  await page.getByRole('button', { name: 'Open account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: /Save in Bitcoin/ })).toBeVisible();
  const kept = () =>
    page.evaluate(() => ({
      local: Object.keys(localStorage).filter((key) => key.startsWith('arkad_') && key !== 'arkad_theme'),
      session: Object.keys(sessionStorage).filter((key) => key.startsWith('arkad_')),
    }));
  await expect.poll(kept).toEqual({ local: [], session: [] });

  // Back online, the next learner signs in on the same tab: nothing of the first shows or is sent.
  await context.setOffline(false);
  const second = await createUser(request);
  await signIn(page, second.user);
  await expect(page.getByTestId('guide-extra-panel')).toBeVisible();
  await page.goto('/home?tab=treasury');
  await expect(page.getByRole('heading', { name: 'Choose Your Goal' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/4,321|8,765/)).toHaveCount(0);
  await expect(page.getByTestId('savings-entry')).toHaveCount(0);
  const entriesOf = async (token: string) => {
    const res = await request.get('/api/treasury', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { entries: Array<{ amount: number }> }).entries.map((entry) => entry.amount);
  };
  // The unsent entry was discarded, not sent as the second learner's; the first has only the one sent online.
  expect(await entriesOf(second.token)).toEqual([]);
  expect(await entriesOf(first.token)).toEqual([4321]);
});
