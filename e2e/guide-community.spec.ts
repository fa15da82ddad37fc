import type { Page } from '@playwright/test';
import { createUser, expect, startSignedIn, test } from './fixtures';

async function openApp(page: Page, request: Parameters<typeof createUser>[0], path: string) {
  const { token } = await createUser(request);
  await startSignedIn(page, token);
  await page.goto(path);
}

const sevenCures = [
  'Start thy purse to fattening',
  'Control thy expenditures',
  'Make thy gold multiply',
  'Guard thy treasures from loss',
  'Make of thy dwelling a profitable investment',
  'Insure a future income',
  'Increase thy ability to earn',
];

const fiveLaws = [
  'Gold comes to those who save',
  'Gold works for the wise owner',
  'Gold stays with the cautious owner',
  'Gold slips away from the unfamiliar',
  'Gold flees those who chase impossible earnings',
];

test('guide: a signed-in learner sees every section, from the fundamentals to the security pyramid', async ({
  page,
  request,
}) => {
  await openApp(page, request, '/home');
  const panel = page.getByRole('region', { name: 'Guide' });

  await expect(panel.getByRole('heading', { level: 3, name: 'The Babylonian Path to Bitcoin' })).toBeVisible();
  await expect(panel.getByText('“A part of all you earn is yours to keep.”')).toBeVisible();
  await expect(panel.getByText('— George S. Clason, The Richest Man in Babylon (1926)')).toBeVisible();

  await expect(
    page.getByRole('region', { name: 'Bitcoin Fundamentals' }).getByRole('heading', { level: 4 }),
  ).toHaveText(['21M Maximum Supply', 'Permissionless', 'Peer-to-Peer']);

  // At 1280 px the cures and laws start open, each tied to bitcoin practice.
  const cures = page.getByRole('list', { name: 'Cures, in the book’s order' });
  await expect(cures.getByRole('heading', { level: 4 })).toHaveText(
    sevenCures.map((title, i) => new RegExp(`Cure ${i + 1}:\\s*${title}`)),
  );
  await expect(cures.getByRole('button', { expanded: true })).toHaveCount(7);
  await expect(cures.getByText('Save at least 10% of earnings')).toBeVisible();
  await expect(cures.getByText('In bitcoin practice').filter({ visible: true })).toHaveCount(7);
  const laws = page.getByRole('list', { name: 'Laws, in the book’s order' });
  await expect(laws.getByRole('heading', { level: 4 })).toHaveText(
    fiveLaws.map((title, i) => new RegExp(`Law ${i + 1}:\\s*${title}`)),
  );
  // Clason's own words, quoted, and the retelling labelled as such.
  await expect(laws.locator('blockquote').first()).toHaveText(/^“Gold cometh gladly and in increasing quantity/);
  await expect(laws.getByText('In Clason’s words')).toHaveCount(5);
  await expect(laws.getByText('In modern words')).toHaveCount(5);
  await page.getByRole('button', { name: 'Collapse all laws' }).click();
  await expect(laws.getByRole('button', { expanded: false })).toHaveCount(5);
  await expect(laws.getByText('In bitcoin practice').filter({ visible: true })).toHaveCount(0);

  await expect(page.getByRole('region', { name: 'Essential Knowledge' }).getByRole('heading', { level: 4 })).toHaveText(
    ['Fixed Supply', 'Volatility Is Normal', 'Self-Custody'],
  );
  await expect(
    page.getByRole('region', { name: 'Common Beginner Mistakes' }).getByRole('heading', { level: 4 }),
  ).toHaveText(['Trying to time the market', 'Investing more than you can afford to lose', 'Neglecting security']);

  // The pyramid: narrowest at the top, the highest security; each level in its colour.
  const pyramid = page.getByRole('list', { name: /^Security pyramid/ });
  await expect(pyramid.getByRole('heading', { level: 4 })).toHaveText([
    'Multi-Signature Setup',
    'Hardware Wallet',
    'Software Wallet',
    'Exchange Custody',
  ]);
  const tiers = pyramid.getByRole('listitem');
  expect(await tiers.evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.color))).toEqual([
    'blue',
    'green',
    'orange',
    'red',
  ]);
  const tops = await tiers.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
  await expect(pyramid.getByRole('listitem').first()).toContainText('Level 4 · Highest security');
  await expect(pyramid.getByRole('listitem').last()).toContainText('Level 1 · Lowest security');

  const about = page.getByRole('complementary', { name: 'About this guide' });
  await expect(about).toContainText('Arkad is educational only and not financial advice.');
  await expect(about).toContainText(
    'original educational adaptation of The Richest Man in Babylon by George S. Clason (1926)',
  );
});

test('guide: a glossary term shows its definition on hover and on focus, and its link opens the glossary card', async ({
  page,
  request,
}) => {
  await openApp(page, request, '/home');
  const fundamentals = page.getByRole('region', { name: 'Bitcoin Fundamentals' });

  await fundamentals.getByRole('button', { name: '21 million' }).hover();
  const cap = page.getByRole('dialog', { name: '21 Million Cap: glossary definition' });
  await expect(cap).toBeVisible();
  await expect(cap).toContainText('no more than 21 million bitcoins will ever exist');
  await page.mouse.move(0, 0);
  await expect(cap).toBeHidden();

  await fundamentals.getByRole('button', { name: 'satoshis' }).focus();
  const satoshi = page.getByRole('dialog', { name: 'Satoshi: glossary definition' });
  await expect(satoshi).toBeVisible();
  await satoshi.getByRole('link', { name: 'Open in glossary' }).click();
  await expect(page).toHaveURL(/\/home\?tab=glossary&term=satoshi$/);
  await expect(page.locator('#glossary-satoshi').getByRole('button', { expanded: true })).toBeInViewport();
});

test('community: resources are grouped by type and every external link opens safely in a new tab', async ({
  page,
  request,
}) => {
  // Stand in for the real site, so the test never leaves the machine.
  await page.context().route('https://bitcoin.org/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Bitcoin.org stand-in</title>',
    }),
  );
  await openApp(page, request, '/home?tab=community');
  const panel = page.getByRole('region', { name: 'Community' });

  await expect(page.getByRole('region', { name: 'Stay Safe in Bitcoin Communities' })).toContainText(
    'No legitimate person, company or support agent will ever ask for your seed phrase',
  );
  await expect(page.getByRole('region', { name: 'What the trust levels mean' }).getByRole('term')).toHaveText([
    /Verified/,
    /Established/,
    /Emerging/,
  ]);
  await expect(panel.getByTestId('community-group').getByRole('heading', { level: 3 })).toHaveText([
    'Forums',
    'Education',
    'News',
    'Podcasts',
    'Video',
    'Documentation',
  ]);
  // Member counts age: an old figure with no date or source is not shown.
  const bitcointalk = page.getByRole('region', { name: 'Forums' }).getByRole('article', { name: 'Bitcointalk' });
  await expect(bitcointalk).toContainText('The discussion forum Satoshi Nakamoto founded in 2009');
  await expect(bitcointalk).not.toContainText('members');

  const external = panel.locator('a[href^="http"]');
  const count = await external.count();
  expect(count).toBeGreaterThanOrEqual(12);
  await expect(panel.getByTestId('community-resource')).toHaveCount(count);
  for (let i = 0; i < count; i += 1) {
    const link = external.nth(i);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);
    await expect(link).toHaveAttribute('rel', /(^|\s)noreferrer(\s|$)/);
    await expect(link).toHaveAccessibleName(/^Visit .+ \(opens in a new tab\)$/);
  }

  // The new tab cannot reach back into Arkad and is not told where the visitor came from.
  const popupOpened = page.waitForEvent('popup');
  await panel.getByRole('link', { name: 'Visit Bitcoin.org (opens in a new tab)' }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveTitle('Bitcoin.org stand-in');
  expect(await popup.evaluate(() => [window.opener === null, document.referrer])).toEqual([true, '']);
  await expect(page).toHaveURL(/tab=community/);
});

test.describe('at phone width (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the guide fits the screen, with the cures and laws closed to a scannable list', async ({ page, request }) => {
    await openApp(page, request, '/home');
    await expect(page.getByRole('heading', { level: 3, name: 'The Babylonian Path to Bitcoin' })).toBeVisible();
    await expect(page.getByTestId('security-pyramid-drawing')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const cures = page.getByRole('list', { name: 'Cures, in the book’s order' });
    await expect(cures.getByRole('button', { expanded: false })).toHaveCount(7);
    await cures.getByRole('button', { name: /^Cure 4: Guard thy treasures from loss/ }).click();
    await expect(cures.getByText('Guard against loss')).toBeVisible();
    await expect(cures.getByRole('button', { expanded: true })).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto('/home?tab=community');
    await expect(page.getByRole('heading', { level: 3, name: 'Forums' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
