import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { createUser, startSignedIn } from './fixtures';

// Tests here need the offline service worker (the app's offline copy, push), which the config blocks.
test.use({ serviceWorkers: 'allow' });

// The Push switch in a real browser (decision 052; the e2e server has VAPID keys). Headless
// Chromium has no push service, so a real subscription cannot complete here: these tests cover
// notifications blocked for the site (the switch is disabled and says how to allow them) and
// the prompt refused. Delivery is tested by server/src/services/notifications/push.test.ts.

/** The browser's notification permission for the app's origin, as its site settings would set it. */
async function blockNotifications(page: Page, baseURL: string | undefined) {
  const cdp = await page.context().newCDPSession(page);
  // Playwright's context is its own browser context: the permission is set there.
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    browserContextId: targetInfo.browserContextId,
    permission: { name: 'notifications' },
    setting: 'denied',
    origin: new URL(baseURL ?? '').origin,
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('notifications blocked: the Push switch is disabled and says how to allow them (axe clean)', async ({
      page,
      request,
      baseURL,
    }) => {
      const { token } = await createUser(request);
      await startSignedIn(page, token);
      await blockNotifications(page, baseURL);
      await page.goto('/settings?section=notifications');

      const push = page.getByRole('switch', { name: 'Push notifications' });
      await expect(push).toHaveAccessibleDescription(/^Blocked: notifications for Arkad are blocked in this browser\./);
      await expect(push).toBeDisabled();
      await expect(push).not.toBeChecked();
      await expect(push).toHaveAccessibleDescription(/Nothing else is pushed\./);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/push-blocked-${viewport.width}.png`, fullPage: true });
    });
  });
}

test('the prompt refused: nothing is stored and the switch turns to blocked', async ({ page, request, baseURL }) => {
  const { token } = await createUser(request);
  await startSignedIn(page, token);
  await page.goto('/settings?section=notifications');
  const push = page.getByRole('switch', { name: 'Push notifications' });
  await expect(push).toBeEnabled();
  // The browser answers the prompt with 'denied' (as a learner clicking Block would).
  await blockNotifications(page, baseURL);
  await push.click();
  await expect(page.getByText('Failed to update push notifications').first()).toBeVisible();
  await expect(push).toBeDisabled();
  await expect(push).toHaveAccessibleDescription(/^Blocked:/);
  const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  const { user } = (await me.json()) as { user: { preferences: { pushNotifications: boolean } } };
  expect(user.preferences.pushNotifications).toBe(false);
});
