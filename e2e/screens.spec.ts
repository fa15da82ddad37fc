import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createUser, expect, signIn, test, type TestUser } from './fixtures';
import { shoot as shootFile } from './screens';

/**
 * Screenshots of every screen, at phone and desktop width, into docs/screens/ (committed when they
 * change), written by `npm run screens` only (the 'screens' project). Each shot is taken only once
 * the screen's content is in, with animations off, so a shot never shows a spinner. Nothing is
 * compared with an earlier shot: the files are rewritten on every run, one file per test, and a
 * changed picture never fails the run.
 */

const views = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 720 } },
] as const;

const shoot = (page: Page, screen: string, view: string) => shootFile(page, `${screen}-${view}`);

/** A user with the same name on every run, so the pictures only change when the screens do. */
function stableUser(kind: string, view: string) {
  const username = `shot_${kind}_${view}`;
  return { overrides: { username, email: `${username}@example.com`, firstName: 'Bansir', lastName: 'Chariot' } };
}

/**
 * Starts the page signed in as a new, onboarded user: the session the sign-in form would store,
 * from the real API, without the form's page load (the sign-in itself is tested in account.spec).
 */
async function startSignedIn(page: Page, request: APIRequestContext, options: { overrides?: Partial<TestUser> } = {}) {
  const { token } = await createUser(request, options);
  const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  const { user } = (await me.json()) as { user: { firstName: string; lastName: string } };
  await page.addInitScript(
    ([storedUser, storedToken]) => {
      localStorage.setItem('arkad_auth_user', storedUser);
      localStorage.setItem('arkad_auth_token', storedToken);
    },
    [JSON.stringify(user), token] as const,
  );
  return user;
}

/** What each learning-path tab shows once it has loaded. */
const tabReady: Record<string, (page: Page) => Locator> = {
  // The guide's last part: its sections are rendered once its top has been painted.
  guide: (page) => page.getByRole('complementary', { name: 'About this guide' }),
  glossary: (page) => page.getByTestId('glossary-count'),
  strategies: (page) => page.getByRole('heading', { level: 3, name: 'Dollar-Cost Averaging' }).first(),
  wizard: (page) => page.getByText('Question 1 of 5'),
  compare: (page) => page.getByRole('status').filter({ hasText: 'remaining this month for Strategy Comparison' }),
  calculator: (page) => page.getByRole('status').filter({ hasText: 'remaining this month for the DCA Calculator' }),
  treasury: (page) => page.getByRole('heading', { level: 2, name: 'Build Your Treasury' }),
  security: (page) => page.getByRole('button', { name: 'Get Security Recommendation' }),
  community: (page) => page.getByTestId('community-group').first(),
};

for (const { name: view, viewport } of views) {
  test.describe(`screens at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    test('public screens: landing, sign in, register, forgot and reset password, privacy, terms, 404', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: /Save in Bitcoin/ })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Bitcoin Price' }).getByTestId('price-value')).toBeVisible();
      await shoot(page, 'landing', view);

      await page.goto('/auth?mode=signin');
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      await shoot(page, 'auth-login', view);

      await page.goto('/auth?mode=signup');
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      await shoot(page, 'auth-register', view);

      await page.goto('/auth?mode=signin');
      await page.getByRole('button', { name: 'Forgot your password?' }).click();
      await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
      await expect(page.getByLabel('Email')).toBeVisible();
      await shoot(page, 'auth-forgot-password', view);

      // The form a reset link opens (the token is checked only when the new password is sent).
      await page.goto('/auth?token=a-reset-link-token');
      await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
      await expect(page.getByLabel('Confirm new password')).toBeVisible();
      await shoot(page, 'auth-reset-password', view);

      await page.goto('/privacy');
      await expect(page.getByRole('heading', { level: 1, name: /Privacy/ })).toBeVisible();
      await shoot(page, 'privacy', view);

      await page.goto('/terms');
      await expect(page.getByText(/within 5 business days/)).toBeVisible();
      await shoot(page, 'terms', view);

      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await shoot(page, 'not-found', view);
    });

    test('onboarding', async ({ page, request }) => {
      const { user } = await createUser(request, { onboarded: false, ...stableUser('onb', view) });
      await signIn(page, user);
      await expect(page.getByText('Step 1 of 4')).toBeVisible();
      await shoot(page, 'onboarding', view);
    });

    for (const [tab, ready] of Object.entries(tabReady)) {
      test(`learning-path tab: ${tab}`, async ({ page, request }) => {
        await startSignedIn(page, request);
        await page.goto(`/home?tab=${tab}`);
        const title = page.locator(`#panel-title-${tab}`);
        await expect(title).toBeVisible();
        await expect(ready(page)).toBeVisible();
        // The guide shows its welcome banner and price card first; the other tabs their own content.
        if (tab !== 'guide') {
          // Scrolled to just below the sticky header.
          await title.evaluate((heading) => {
            const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
            window.scrollBy(0, heading.getBoundingClientRect().top - headerBottom - 16);
          });
        }
        await shoot(page, `tab-${tab}`, view);
      });
    }

    test('settings', async ({ page, request }) => {
      const user = await startSignedIn(page, request, stableUser('set', view));
      await page.goto('/settings');
      await expect(page.getByRole('heading', { level: 1, name: `${user.firstName} ${user.lastName}` })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save Profile' })).toBeVisible();
      await shoot(page, 'settings', view);
    });

    test('subscription', async ({ page, request }) => {
      await startSignedIn(page, request, stableUser('sub', view));
      await page.goto('/subscription');
      await expect(page.getByTestId('scholar-price')).toBeVisible();
      await expect(page.getByTestId('early-adopter-banner')).toBeVisible();
      await shoot(page, 'subscription', view);
    });
  });
}
