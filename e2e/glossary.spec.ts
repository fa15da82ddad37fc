import { createUser, expect, startSignedIn, test } from './fixtures';

test('glossary: search and category filter combine and update the count line', async ({ page, request }) => {
  const { token } = await createUser(request);
  await startSignedIn(page, token);
  await page.goto('/home?tab=glossary');

  const count = page.getByTestId('glossary-count');
  const filters = page.getByRole('group', { name: 'Filter by category' });
  // Default category: basics.
  await expect(filters.getByRole('button', { name: 'Basics' })).toHaveAttribute('aria-pressed', 'true');
  await expect(count).toHaveText('Showing 26 of 142 terms');

  // A search in Basics says how many matches the other categories hold, one click away.
  await page.getByPlaceholder('Search terms...').fill('seed phrase');
  await expect(page.getByText('No terms found')).toBeVisible();
  await page.getByRole('button', { name: /more match(es)? in other categories$/ }).click();
  await expect(filters.getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /^Seed Phrase/ })).toBeVisible();
  await page.getByPlaceholder('Search terms...').fill('');
  await expect(count).toHaveText('Showing 142 of 142 terms');

  await page.getByPlaceholder('Search terms...').fill('wallet');
  await expect(count).toHaveText('Showing 20 of 142 terms');
  await filters.getByRole('button', { name: 'Security' }).click();
  await expect(count).toHaveText('Showing 8 of 142 terms');

  await page.getByPlaceholder('Search terms...').fill('no such term anywhere');
  await expect(count).toHaveText('Showing 0 of 142 terms');
  await expect(page.getByText('No terms found')).toBeVisible();

  // A free term opens with its sections; its related terms lead to their cards.
  await page.getByPlaceholder('Search terms...').fill('halving');
  await filters.getByRole('button', { name: 'Basics' }).click();
  await expect(count).toHaveText('Showing 1 of 142 terms');
  await page.getByRole('button', { name: /^Halving/ }).click();
  await expect(page.getByRole('heading', { name: 'Why This Matters' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Related Terms' })).toBeVisible();
  await page.getByRole('button', { name: 'Block Reward' }).click();
  await expect(page).toHaveURL(/term=block-reward/);
  await expect(page.locator('#glossary-block-reward').getByRole('button', { expanded: true })).toBeInViewport();

  // A free user meets the upgrade prompt on a Scholar term.
  await page.getByPlaceholder('Search terms...').fill('hard fork');
  await page.getByRole('button', { name: /^Hard Fork/ }).click();
  await expect(page.getByText('Part of the full glossary')).toBeVisible();
});
