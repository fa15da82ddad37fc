import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { createUser, expect, startSignedIn, test } from './fixtures';

/** Stories from Babylon (issue 44, point 3): the list in the Guide and a page per story, at 1280 and 390 px. */

async function signIn(page: Page, request: Parameters<typeof createUser>[0]) {
  const { token } = await createUser(request);
  await startSignedIn(page, token);
}

/** Whether the page scrolls sideways (it must not, on any screen). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test.describe('at 1280 px', () => {
  test('the Guide lists the ten stories; a story reads in full and leads to the next', async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/home');
    const stories = page.getByRole('region', { name: 'Stories from Babylon' });
    await expect(stories.getByRole('link')).toHaveCount(10);
    await stories.getByRole('link', { name: /8\. The Camel Trader of Babylon/ }).click();

    await expect(page).toHaveURL(/\/stories\/the-camel-trader-of-babylon$/);
    await expect(page.getByRole('heading', { level: 1, name: 'The Camel Trader of Babylon' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'The story, retold' })).toContainText('Tarkad, the son of Azur');
    const quote = page.getByTestId('clason-quote');
    await expect(quote).toContainText('In Clason’s words');
    await expect(quote).toContainText('Where the determination is, the way can be found.');
    await expect(quote).toContainText('in the public domain in the United States');
    await expect(page.getByRole('region', { name: 'What it does not say about Bitcoin' })).toBeVisible();
    expect(await overflows(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    await page
      .getByRole('navigation', { name: 'Other stories' })
      .getByRole('link', { name: /Clay Tablets/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'The Clay Tablets from Babylon' })).toBeVisible();
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a story fits the phone, and "All stories" returns to the list in the Guide', async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/stories/the-walls-of-babylon');
    await expect(page.getByRole('heading', { level: 1, name: 'The Walls of Babylon' })).toBeVisible();
    await expect(page.getByText(/About [\d.]+ minutes to read/)).toBeVisible();
    expect(await overflows(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'All stories' }).click();
    await expect(page).toHaveURL(/\/home\?tab=guide&section=guide-stories$/);
    await expect(page.getByRole('region', { name: 'Stories from Babylon' })).toBeInViewport();
    expect(await overflows(page)).toBe(false);
  });

  test('an address that is no story says so and links to the list', async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/stories/the-seven-laws-of-silver');
    await expect(page.getByRole('heading', { level: 1, name: 'Story not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See the stories' })).toHaveAttribute(
      'href',
      '/home?tab=guide&section=guide-stories',
    );
  });
});
