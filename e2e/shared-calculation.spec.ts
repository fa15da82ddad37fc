import type { Page } from '@playwright/test';
import { createUser, expect, newTestUser, test } from './fixtures';

const LINK = '/?tab=calculator&amount=300&frequency=weekly&period=2years';
const RESULT = /\d+ weekly purchases of \$300\.00 over 2 years/;

/** Every request the page makes to the usage API (a counted use would be one). */
function usageCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/usage')) calls.push(`${request.method()} ${request.url()}`);
  });
  return calls;
}

async function expectCalculatorWithLinkInputs(page: Page) {
  await expect(page.getByLabel('Investment Amount ($)')).toHaveValue('300');
  await expect(page.getByLabel('Frequency')).toHaveValue('weekly');
  await expect(page.getByLabel('Time Period')).toHaveValue('2years');
  await expect(page.getByRole('region', { name: 'DCA results' }).getByText(RESULT)).toBeVisible();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a shared calculator link opened signed out shows its result read-only; signing up opens the calculator with it', async ({
      page,
    }) => {
      const usage = usageCalls(page);
      await page.goto(LINK);
      await expect(page.getByRole('heading', { name: 'A shared DCA calculation' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'DCA results' }).getByText(RESULT)).toBeVisible();
      // Read-only: no inputs, no Calculate, and nothing counted.
      await expect(page.getByRole('button', { name: 'Calculate' })).toHaveCount(0);
      await expect(page.getByLabel('Investment Amount ($)')).toHaveCount(0);
      expect(usage).toEqual([]);
      // The prompt fits the screen's width.
      const prompt = page.getByTestId('shared-calculation-prompt');
      const box = await prompt.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);

      await prompt.getByRole('link', { name: 'Create a free account' }).click();
      await expect(page).toHaveURL(/\/auth\?mode=signup&next=/);
      const user = newTestUser();
      await page.getByLabel('First name').fill(user.firstName);
      await page.getByLabel('Last name').fill(user.lastName);
      await page.getByLabel('Username').fill(user.username);
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await page.getByLabel('Confirm password').fill(user.password);
      await page.getByLabel('Experience level').selectOption('beginner');
      await page.getByRole('button', { name: 'Create Account' }).click();

      // Onboarding shows in place, at the link's address; then the calculator opens with its inputs.
      await expect(page.getByText('Step 1 of 4')).toBeVisible();
      for (let step = 0; step < 3; step++) await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Complete' }).click();
      await expect(page).toHaveURL(/tab=calculator&amount=300&frequency=weekly&period=2years/);
      await expectCalculatorWithLinkInputs(page);
    });

    test('signing in from a shared calculator link opens the calculator with its inputs', async ({ page, request }) => {
      const { user } = await createUser(request);
      await page.goto(LINK);
      await page.getByTestId('shared-calculation-prompt').getByRole('link', { name: 'Sign in' }).click();
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expectCalculatorWithLinkInputs(page);
    });
  });
}
