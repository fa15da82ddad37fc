import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { createUser, startSignedIn } from './fixtures';

// Settings › Notifications: price alerts on, a threshold chosen; both saved on the server.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('turning price alerts on and choosing a threshold saves both (axe clean)', async ({ page, request }) => {
      const { token } = await createUser(request);
      await startSignedIn(page, token);
      await page.goto('/settings?section=notifications');

      const alerts = page.getByRole('switch', { name: 'Price alerts' });
      await expect(alerts).not.toBeChecked();
      await expect(alerts).toHaveAccessibleDescription(/at most one alert a day/);
      const threshold = page.getByRole('group', { name: 'Price alert threshold' });
      await expect(threshold.getByRole('radio', { name: /^10%/ })).toBeChecked();
      expect(await seriousViolations(page)).toEqual([]);

      await alerts.click();
      await expect(page.getByText('Preferences updated successfully').first()).toBeVisible();
      await expect(alerts).toBeChecked();
      await expect(alerts).toBeEnabled();

      await threshold.getByText('5%', { exact: true }).click();
      await expect(threshold.getByRole('radio', { name: /^5%/ })).toBeChecked();
      await expect
        .poll(async () => {
          const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
          const { user } = (await me.json()) as { user: { preferences: Record<string, unknown> } };
          return [user.preferences.priceAlerts, user.preferences.priceAlertThreshold];
        })
        .toEqual([true, 5]);

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/notifications-${viewport.width}.png`, fullPage: true });

      await page.reload();
      await expect(page.getByRole('switch', { name: 'Price alerts' })).toBeChecked();
      await expect(
        page.getByRole('group', { name: 'Price alert threshold' }).getByRole('radio', { name: /^5%/ }),
      ).toBeChecked();
    });

    test('the unsubscribe page without a token says the link is incomplete (axe clean)', async ({ page }) => {
      await page.goto('/unsubscribe');
      await expect(page.getByRole('heading', { level: 1, name: 'Stop Arkad emails' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText(/This link is incomplete/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/unsubscribe-${viewport.width}.png`, fullPage: true });
    });
  });
}
