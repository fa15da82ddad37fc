import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { renderDigest } from '../server/src/services/notifications/email-templates';
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

    test('the weekly digest email reads at this width: no sideways scrolling', async ({ page }) => {
      const email = renderDigest(
        {
          firstName: 'Bansir',
          currency: 'EUR',
          weekStart: '2026-11-23T08:00:00.000Z',
          weekEnd: '2026-11-30T08:00:00.000Z',
          completed: 2,
          total: 8,
          glossaryOpened: 3,
          quizzesAnswered: 2,
          quizzesPassed: 1,
          otherActivities: 1,
          savedThisWeek: 150.5,
          savedTotal: 1250.5,
          nextStep: 'glossary',
          classTargets: [{ className: 'Year 11 savings', step: 'glossary', dueDate: '2026-12-01' }],
        },
        {
          unsubscribePage:
            'https://arkad.example/unsubscribe?token=7.c2lnbmF0dXJlLW9mLXRoZS11c2VyLWlkLXdpdGgtdGhlLXNlY3JldA',
          oneClickUnsubscribe: 'https://arkad.example/api/email/unsubscribe?token=7.c2lnbmF0dXJl',
          settings: 'https://arkad.example/settings?section=notifications',
        },
      );
      await page.setContent(email.html ?? '');
      await expect(page.getByText('Saved in your treasury in total: €1,250.50.')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `test-results/digest-email-${viewport.width}.png`, fullPage: true });
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
