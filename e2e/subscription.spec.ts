import type { Page } from '@playwright/test';
import { glossaryTerms, isFreeGlossaryTerm } from '../shared/content/glossary';
import { createUser, expect, signIn, startSignedIn, test, toastTitled } from './fixtures';

/** The terms a free learner sees locked: every term outside the free set (73 today). */
const scholarOnlyTermCount = glossaryTerms.filter((term) => !isFreeGlossaryTerm(term.id)).length;

/**
 * The Scholar plan end to end, on the browser-test server: it has no Stripe keys and is not in
 * production, so checkout is the local test checkout, which goes through the webhook's handler.
 */

const views = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

const lockedBadges = (page: Page) => page.getByTestId('glossary-term').getByText('Scholar', { exact: true });

async function showAllGlossaryTerms(page: Page) {
  await page.goto('/home?tab=glossary');
  await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'All Categories' }).click();
  await expect(page.getByTestId('glossary-count')).toHaveText('Showing 142 of 142 terms');
}

for (const { name, viewport } of views) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`${name}: the test checkout makes a free learner Scholar, and the gate and glossary locks go`, async ({
      page,
      request,
    }) => {
      const { user, token } = await createUser(request);
      // This month's three comparisons are used up (on another device).
      for (let i = 0; i < 3; i += 1) {
        const used = await request.post('/api/subscription/track-usage', {
          headers: { Authorization: `Bearer ${token}` },
          data: { feature: 'strategy_comparison' },
        });
        expect(used.status()).toBe(200);
      }
      await signIn(page, user);
      await expect(page.getByText('Step 1 of 8')).toBeVisible();

      // Free: every Scholar-only glossary term locked.
      await showAllGlossaryTerms(page);
      await expect(lockedBadges(page)).toHaveCount(scholarOnlyTermCount);

      // The comparison's gate, with the price from the server's plan config, leads to /subscription.
      await page.goto('/compare');
      const gate = page.locator('[data-feature-gate="strategy_comparison"]');
      await expect(gate).toHaveAttribute('data-access', 'denied');
      const prompt = page.getByTestId('upgrade-prompt');
      await expect(prompt.getByTestId('upgrade-price')).toContainText('Scholar: $2.99/month');
      await expect(prompt.getByTestId('upgrade-price')).toContainText(
        '40% early-adopter discount for 12 months, then $4.99/month',
      );
      await prompt.getByRole('link', { name: 'See Scholar plan' }).click();
      await expect(page).toHaveURL(/\/subscription$/);

      await expect(page.getByRole('heading', { level: 1, name: 'Your plan' })).toBeVisible();
      await expect(page.getByText('3 of 3 uses · none left')).toBeVisible();
      await expect(page.getByTestId('early-adopter-banner')).toContainText('Early adopter: 40% off Scholar');
      await expect(page.getByTestId('scholar-price')).toHaveText('$2.99/month');
      await page.getByRole('button', { name: 'Upgrade to Scholar for $2.99/month' }).click();

      // The local test checkout, clearly labelled.
      await expect(page).toHaveURL(/\/subscription\/test-checkout$/);
      await expect(page.getByTestId('local-test-notice')).toContainText('Test mode: no real payment');
      await expect(page.getByText('$2.99/month', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Complete test payment' }).click();

      await expect(page).toHaveURL(/\/subscription\?checkout=success$/);
      await expect(page.getByText('Welcome, Scholar!')).toBeVisible();
      await expect(page.getByTestId('subscription-state')).toHaveText('active');
      await expect(page.getByText(/^Renews on /)).toBeVisible();
      await expect(page.getByTestId('usage-bars')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Manage Billing' })).toBeVisible();

      // The gate is gone: no usage message, no upgrade card, the boxes work.
      await page.goto('/compare');
      await expect(page.getByRole('checkbox', { name: 'Stacking Sats', exact: true })).toBeVisible();
      await expect(gate).toHaveAttribute('data-access', 'granted');
      await expect(page.getByTestId('upgrade-prompt')).toHaveCount(0);
      await expect(page.getByText(/remaining this month for Strategy Comparison/)).toHaveCount(0);
      await page.getByRole('checkbox', { name: 'Stacking Sats', exact: true }).click();
      await expect(page.getByRole('checkbox', { name: 'Stacking Sats', exact: true })).toBeChecked();

      // Every glossary term is open: no locks, and a Scholar term reads in full.
      await showAllGlossaryTerms(page);
      await expect(lockedBadges(page)).toHaveCount(0);
      await expect(page.getByTestId('upgrade-prompt')).toHaveCount(0);
      await page.getByPlaceholder('Search terms...').fill('hard fork');
      await page.getByRole('button', { name: /^Hard Fork/ }).click();
      await expect(page.getByRole('heading', { name: 'Why This Matters' })).toBeVisible();
      await expect(page.getByText('Part of the full glossary')).toHaveCount(0);
    });

    test(`${name}: Settings shows the plan and its five sections without sideways scrolling; the section survives a reload`, async ({
      page,
      request,
    }) => {
      const { token } = await createUser(request);
      await startSignedIn(page, token);
      await page.goto('/settings');
      const sections = page.getByRole('tablist', { name: 'Settings sections' });
      const width = viewport.width;
      for (const label of ['Profile', 'Security', 'Preferences', 'Notifications', 'Subscription']) {
        const tab = sections.getByRole('tab', { name: label });
        await expect(tab).toBeInViewport({ ratio: 1 });
        const box = await tab.boundingBox();
        expect(box!.x + box!.width, label).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await sections.getByRole('tab', { name: 'Subscription' }).click();
      await expect(page).toHaveURL(/\/settings\?section=subscription$/);
      await expect(page.getByRole('button', { name: 'Upgrade to Scholar' })).toBeVisible();
      await page.reload();
      await expect(sections.getByRole('tab', { name: 'Subscription', selected: true })).toBeVisible();
      await expect(page.getByText('0 of 5 uses · 5 uses left')).toBeVisible();
      await expect(page.getByText('$2.99/month')).toBeVisible();
    });
  });
}

test('a cancelled test checkout charges nothing; a Scholar cancels at period end, sees a failed payment, then ends', async ({
  page,
  context,
  request,
}) => {
  const { token } = await createUser(request);
  await startSignedIn(page, token);
  // /premium shows the same page.
  await page.goto('/premium');
  await expect(page.getByRole('heading', { level: 1, name: 'Your plan' })).toBeVisible();
  await page.getByRole('button', { name: /^Upgrade to Scholar for / }).click();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/subscription\?checkout=cancelled$/);
  await expect(page.getByText('Checkout cancelled')).toBeVisible();
  await expect(page.getByTestId('subscription-state')).toHaveText('active');
  await expect(page.getByText('Free Plan').first()).toBeVisible();

  await page.getByRole('button', { name: /^Upgrade to Scholar for / }).click();
  await page.getByRole('button', { name: 'Complete test payment' }).click();
  await expect(page.getByText('Welcome, Scholar!')).toBeVisible();

  // Manage Billing opens the (test) billing portal in a new tab.
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Manage Billing' }).click();
  const billing = await opened;
  await expect(billing).toHaveURL(/\/subscription\/test-billing$/);
  await expect(billing.getByTestId('local-test-notice')).toContainText('the Stripe Billing Portal');
  await billing.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(billing.getByTestId('subscription-state')).toHaveText('cancelling');
  await billing.close();

  await page.reload();
  const state = page.getByTestId('subscription-state');
  await expect(state).toHaveText('cancelling');
  await expect(page.getByText(/^Cancelled: your Scholar access continues until /)).toBeVisible();

  // The same-tab way in: Manage subscription.
  await page.getByRole('button', { name: 'Manage subscription' }).click();
  await expect(page).toHaveURL(/\/subscription\/test-billing$/);
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page.getByTestId('subscription-state')).toHaveText('active');
  await page.getByRole('button', { name: 'Simulate a failed payment' }).click();
  await expect(page.getByTestId('subscription-state')).toHaveText('past_due');
  await page.getByRole('link', { name: 'Back to your plan' }).click();
  await expect(state).toHaveText('past_due');
  await expect(state).toHaveClass(/bg-destructive/);
  await expect(page.getByText(/Your last payment did not go through/)).toBeVisible();

  await page.getByRole('button', { name: 'Manage subscription' }).click();
  await page.getByRole('button', { name: 'End subscription now' }).click();
  await expect(page.getByText('There is no test subscription. You are on the free plan.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to your plan' }).click();
  await expect(page.getByText('Free Plan').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Upgrade to Scholar for / })).toBeVisible();
});

test("the upgrade toast says 'Upgrade failed' when a Scholar's checkout is refused", async ({ page, request }) => {
  const { token } = await createUser(request);
  await startSignedIn(page, token);
  await page.goto('/subscription');
  await expect(page.getByRole('button', { name: /^Upgrade to Scholar for / })).toBeVisible();
  // Meanwhile the learner became Scholar in another tab: this page still offers the upgrade.
  const done = await request.post('/api/subscription/local-test', {
    headers: { Authorization: `Bearer ${token}` },
    data: { action: 'complete_checkout' },
  });
  expect(done.status()).toBe(200);
  await page.getByRole('button', { name: /^Upgrade to Scholar for / }).click();
  await expect(toastTitled(page, 'Upgrade failed')).toBeVisible();
  await expect(toastTitled(page, 'Unable to start checkout process')).toBeVisible();
});
