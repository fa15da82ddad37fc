import type { Page } from '@playwright/test';
import { createUser, expect, signIn, test } from './fixtures';

/** The page's CSP violations, recorded from the first script on. */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const LIGHT_BG = 'rgb(255, 251, 245)';
const DARK_BG = 'rgb(12, 10, 9)';

test.describe('theme', () => {
  test.use({ colorScheme: 'light' });

  test('the avatar menu switches the theme; a reload shows it from the first paint, within the CSP', async ({
    page,
    request,
  }) => {
    const violations = await recordCspViolations(page);
    const { user } = await createUser(request);
    await signIn(page, user);
    await expect(page.getByText('Step 1 of 8')).toBeVisible();
    expect(await theme(page)).toBe('light');

    await page.getByRole('button', { name: 'Open account menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
    await menu.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect.poll(() => theme(page)).toBe('dark');
    expect(await background(page)).toBe(DARK_BG);
    expect(await page.evaluate(() => localStorage.getItem('arkad_theme'))).toBe('dark');

    // Reloaded with the app's own scripts held back: the page is already dark, so it never flashes light.
    const response = await page.reload({ waitUntil: 'commit' });
    const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src '));
    // The page's inline scripts (the theme, the Intl warm-up worker's start) by hash, never 'unsafe-inline'.
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    // That load ends first: a script it still asks for must not meet the blocking below.
    await expect(page.getByText('Step 1 of 8')).toBeVisible();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await theme(page)).toBe('dark');
    await expect.poll(() => background(page)).toBe(DARK_BG);
    // The browser's own colour is the chosen theme's too, though the system is light.
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1c1917');
    await page.unroute('**/assets/*.js');

    await page.reload();
    await expect(page.getByText('Step 1 of 8')).toBeVisible();
    expect(await theme(page)).toBe('dark');
    expect(await violations()).toEqual([]);
  });
});

test.describe('theme on a dark system', () => {
  test.use({ colorScheme: 'dark' });

  test('Settings › Preferences › Appearance: light, dark or the system, remembered on the device', async ({
    page,
    request,
  }) => {
    const violations = await recordCspViolations(page);
    const { user } = await createUser(request);
    await signIn(page, user);
    await expect(page.getByText('Step 1 of 8')).toBeVisible();
    expect(await theme(page)).toBe('dark');

    await page.goto('/settings?section=preferences');
    const appearance = page.getByRole('group', { name: 'Theme' });
    await expect(appearance.getByRole('radio', { name: /System/ })).toBeChecked();
    await appearance.getByRole('radio', { name: /Light/ }).check();
    await expect.poll(() => theme(page)).toBe('light');
    expect(await background(page)).toBe(LIGHT_BG);

    await page.reload();
    await expect(page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: /Light/ })).toBeChecked();
    expect(await theme(page)).toBe('light');

    await page
      .getByRole('group', { name: 'Theme' })
      .getByRole('radio', { name: /System/ })
      .check();
    await expect.poll(() => theme(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('arkad_theme'))).toBeNull();
    expect(await violations()).toEqual([]);
  });
});
