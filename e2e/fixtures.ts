import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export interface TestUser {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let counter = 0;

export function newTestUser(overrides: Partial<TestUser> = {}): TestUser {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid % 1000}${counter}`;
  return {
    username: `e2e_${id}`.slice(0, 20),
    email: `e2e.${id}@example.com`,
    password: 'babylon-gold-2026',
    firstName: 'Bansir',
    lastName: 'Chariot',
    ...overrides,
  };
}

/** Registers through the API; onboarded unless told otherwise. Returns the user and its token. */
export async function createUser(
  request: APIRequestContext,
  options: { onboarded?: boolean; overrides?: Partial<TestUser> } = {},
): Promise<{ user: TestUser; token: string }> {
  const user = newTestUser(options.overrides);
  const res = await request.post('/api/auth/register', {
    data: { ...user, experienceLevel: 'beginner', investmentGoal: 'long_term' },
  });
  expect(res.status(), await res.text()).toBe(202);
  // Registering starts no session (decision 058): signing in with the same email and password does.
  const signedIn = await request.post('/api/auth/login', { data: { email: user.email, password: user.password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const { token } = (await signedIn.json()) as { token: string };
  if (options.onboarded ?? true) {
    const done = await request.post('/api/auth/complete-onboarding', { headers: { Authorization: `Bearer ${token}` } });
    expect(done.status()).toBe(200);
  }
  return { user, token };
}

/**
 * Starts the page signed in with a token from createUser: the session the sign-in form stores,
 * put in place before the app's first load, without the form's page load and password check. For
 * tests that are not about signing in (account.spec tests the form). Only the first load of the tab
 * gets it, so a test that signs out and reloads stays signed out.
 */
export async function startSignedIn(page: Page, token: string): Promise<{ firstName: string; lastName: string }> {
  const me = await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status(), await me.text()).toBe(200);
  const { user } = (await me.json()) as { user: { firstName: string; lastName: string } };
  await page.addInitScript(
    ([storedUser, storedToken]) => {
      if (sessionStorage.getItem('e2e_signed_in_at_start')) return;
      sessionStorage.setItem('e2e_signed_in_at_start', '1');
      localStorage.setItem('arkad_auth_user', storedUser);
      localStorage.setItem('arkad_auth_token', storedToken);
    },
    [JSON.stringify(user), token] as const,
  );
  return user;
}

/** Signs in through the real form. */
export async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await page.goto('/auth?mode=signin');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Every test fails on an uncaught page error or an unexpected console.error. Failed network
 * requests (e.g. an expected 401) are reported by Chromium as console errors too and are allowed.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (message.text().startsWith('Failed to load resource')) return;
        errors.push(`console.error: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'unexpected errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The toast with this title, inside the notification region (F8). */
export function toastTitled(page: Page, title: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });
}
