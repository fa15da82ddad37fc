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
  expect(res.status(), await res.text()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  if (options.onboarded ?? true) {
    const done = await request.post('/api/auth/complete-onboarding', { headers: { Authorization: `Bearer ${token}` } });
    expect(done.status()).toBe(200);
  }
  return { user, token };
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
