import type { APIRequestContext, Page } from '@playwright/test';
import { createUser, expect, startSignedIn, test } from './fixtures';

async function openCompare(page: Page, request: APIRequestContext, path = '/home?tab=compare') {
  const { token } = await createUser(request);
  await startSignedIn(page, token);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 2, name: 'Compare' })).toBeVisible();
}

const box = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });
/** Compare: the one action that shows a new selection on the chart (and counts one use). */
const compare = (page: Page) => page.getByRole('button', { name: 'Compare', exact: true }).click();
const chart = (page: Page) => page.getByTestId('comparison-chart');
const messages = (page: Page) => page.getByTestId('comparison-message');
const legend = (page: Page) => chart(page).locator('.recharts-legend-item-text');
const dataTable = (page: Page) => page.getByRole('table', { name: 'Scores of the selected strategies, 0 to 5' });

async function expectKinds(page: Page, kinds: string[]) {
  await expect(messages(page)).toHaveCount(kinds.length);
  for (const [index, kind] of kinds.entries())
    await expect(messages(page).nth(index)).toHaveAttribute('data-kind', kind);
}

test('starts with DCA and Value Averaging; toggling boxes changes the chart and the summary', async ({
  page,
  request,
}) => {
  await openCompare(page, request);
  await expect(page.getByText('Step 5 of 8')).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(8);
  await expect(box(page, 'Dollar-Cost Averaging')).toBeChecked();
  await expect(box(page, 'Value Averaging')).toBeChecked();
  await expect(box(page, 'Stacking Sats')).not.toBeChecked();

  // Two bar series, five metrics each, on a 0-5 axis.
  await expect(legend(page)).toHaveText(['Dollar-Cost Averaging', 'Value Averaging']);
  await expect(chart(page).locator('.recharts-bar-rectangle')).toHaveCount(10);
  await expect(chart(page).locator('.recharts-yAxis-tick-labels text')).toHaveText(['0', '1', '2', '3', '4', '5']);
  // dca + value-averaging: average risk 2.5 (balanced), average complexity 2 (beginner).
  await expectKinds(page, ['balanced', 'beginner']);
  await expect(messages(page).first()).toContainText('A balanced selection:');

  await page.getByRole('button', { name: 'Show data table' }).click();
  await expect(dataTable(page).getByRole('columnheader')).toHaveText([
    'Metric',
    'Dollar-Cost Averaging',
    'Value Averaging',
  ]);
  await expect(dataTable(page).getByRole('row', { name: /Time Commitment/ })).toContainText('Low (1/5)');

  // dca + stacking-sats: average risk 1.5 (conservative), complexity 1 (beginner).
  await box(page, 'Value Averaging').click();
  await box(page, 'Stacking Sats').click();
  // Ticking changes nothing until Compare.
  await expect(legend(page)).toHaveText(['Dollar-Cost Averaging', 'Value Averaging']);
  await compare(page);
  await expect(legend(page)).toHaveText(['Dollar-Cost Averaging', 'Stacking Sats']);
  await expect(dataTable(page).getByRole('columnheader')).toHaveText([
    'Metric',
    'Dollar-Cost Averaging',
    'Stacking Sats',
  ]);
  await expectKinds(page, ['conservative', 'beginner']);
  await expect(messages(page).first()).toContainText('A conservative selection:');
  await expect(messages(page).nth(1)).toContainText('Beginner-friendly:');

  // + options-strategies: average risk 8/3 = 2.67 (balanced), complexity 7/3 = 2.33 (no beginner message).
  await box(page, 'Options Strategies').click();
  await compare(page);
  await expect(legend(page)).toHaveText(['Dollar-Cost Averaging', 'Stacking Sats', 'Options Strategies']);
  await expect(chart(page).locator('.recharts-bar-rectangle')).toHaveCount(15);
  await expect(dataTable(page).getByRole('columnheader')).toHaveCount(4);
  await expectKinds(page, ['balanced']);
  await expect(page.getByTestId('comparison-averages')).toHaveText('Average risk 2.7/5 · average complexity 2.3/5');

  // The radar view draws one shape per strategy.
  await page.getByText('Radar', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Radar' })).toBeChecked();
  await expect(chart(page).locator('.recharts-radar-polygon')).toHaveCount(3);
  // The third comparison, the last of a free learner's month: dca + options + business-treasury,
  // risk (2 + 5 + 4) / 3 = 3.67, higher-risk. (The 3.5 threshold itself is a unit test's.)
  await box(page, 'Stacking Sats').click();
  await box(page, 'Business Treasury').click();
  await compare(page);
  await expect(chart(page).locator('.recharts-radar-polygon')).toHaveCount(3);
  await expectKinds(page, ['higher-risk']);

  await expect(page.getByTestId('comparison-disclaimer')).toContainText('educational only and not financial advice');
});

test('with nothing selected the screen shows its empty state', async ({ page, request }) => {
  await openCompare(page, request);
  await box(page, 'Dollar-Cost Averaging').click();
  await box(page, 'Value Averaging').click();
  await compare(page);
  await expect(page.getByTestId('comparison-empty')).toContainText('No strategies selected');
  await expect(chart(page)).toHaveCount(0);
  await expect(messages(page)).toHaveCount(0);
  await box(page, 'Stacking Sats').click();
  await compare(page);
  await expect(chart(page)).toBeVisible();
  await expectKinds(page, ['conservative', 'beginner']);
});

test('/compare opens the compare tab', async ({ page, request }) => {
  await openCompare(page, request, '/compare');
  await expect(page).toHaveURL(/\/compare$/);
  await expect(page.getByText('Step 5 of 8')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Compare/, selected: true })).toBeVisible();
  await expect(box(page, 'Dollar-Cost Averaging')).toBeChecked();
  await expect(legend(page)).toHaveCount(2);
});

test.describe('at phone width (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no horizontal overflow, with every strategy selected and the data table open', async ({ page, request }) => {
    await openCompare(page, request);
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(390);
    for (const name of [
      'Stacking Sats',
      'Strategic Dip Buying',
      'Bitcoin Mining',
      'Lightning Network Earning',
      'Options Strategies',
      'Business Treasury',
    ]) {
      await box(page, name).click();
    }
    await compare(page);
    await expect(legend(page)).toHaveCount(8);
    await page.getByRole('button', { name: 'Show data table' }).click();
    await expect(dataTable(page).getByRole('columnheader')).toHaveCount(9);
    expect(await width()).toBeLessThanOrEqual(390);
    await page.getByText('Radar', { exact: true }).click();
    await expect(chart(page).locator('.recharts-radar-polygon')).toHaveCount(8);
    expect(await width()).toBeLessThanOrEqual(390);
  });
});

/** The page's next call to the comparison allowance: GET reads it, POST counts a use. */
function usageCall(page: Page, method: 'GET' | 'POST') {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/usage/strategy_comparison' && response.request().method() === method,
  );
}

test('a free learner gets 3 comparisons a month: one per Compare of a new selection, then the gate', async ({
  page,
  request,
}) => {
  const { token } = await createUser(request);
  await startSignedIn(page, token);
  let read = usageCall(page, 'GET');
  await page.goto('/compare');
  expect((await read).status()).toBe(200);
  const usage = page.getByRole('status').filter({ hasText: 'this month for Strategy Comparison' });
  // Looking at the default comparison, and ticking boxes, are free.
  await expect(usage).toHaveText(
    'You have 3 uses remaining this month for Strategy Comparison. Upgrade to Scholar for unlimited access.',
  );
  const posts: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/usage/strategy_comparison' && req.method() === 'POST') posts.push('');
  });
  await box(page, 'Stacking Sats').click();
  await box(page, 'Bitcoin Mining').click();
  await expect(page.getByTestId('compare-note')).toContainText('3 uses left this month.');
  expect(posts).toHaveLength(0);

  let counted = usageCall(page, 'POST');
  await compare(page);
  expect((await counted).status()).toBe(200);
  await expect(legend(page)).toHaveText([
    'Dollar-Cost Averaging',
    'Value Averaging',
    'Stacking Sats',
    'Bitcoin Mining',
  ]);
  await expect(usage).toContainText('You have 2 uses remaining');
  // Compare is only offered for a new selection.
  await expect(page.getByRole('button', { name: 'Compare', exact: true })).toBeDisabled();

  await box(page, 'Value Averaging').click();
  counted = usageCall(page, 'POST');
  await compare(page);
  expect((await counted).status()).toBe(200);
  await expect(usage).toHaveText(
    'You have 1 use remaining this month for Strategy Comparison. Upgrade to Scholar for unlimited access.',
  );

  // The third is used elsewhere (another tab or device); the next Compare here meets the limit.
  const used = await request.post('/api/usage/strategy_comparison', { headers: { Authorization: `Bearer ${token}` } });
  expect(used.status()).toBe(200);
  await box(page, 'Stacking Sats').click();
  counted = usageCall(page, 'POST');
  await compare(page);
  expect((await counted).status()).toBe(402);
  const prompt = page.getByTestId('upgrade-prompt');
  await expect(prompt).toContainText(
    "You've used all 3 free uses this month for Strategy Comparison. Upgrade to continue or wait until next month for reset.",
  );
  await expect(prompt.getByRole('link', { name: 'See Scholar plan' })).toBeVisible();
  // No new result, and the screen is dimmed and non-interactive.
  await expect(legend(page)).toHaveText(['Dollar-Cost Averaging', 'Stacking Sats', 'Bitcoin Mining']);
  const gated = page.locator('[data-feature-gate="strategy_comparison"]');
  await expect(gated).toHaveAttribute('data-access', 'denied');
  await box(page, 'Strategic Dip Buying').click({ force: true });
  await expect(box(page, 'Strategic Dip Buying')).not.toBeChecked();

  // The next visit opens on the gate at once.
  read = usageCall(page, 'GET');
  await page.reload();
  expect((await read).status()).toBe(200);
  await expect(gated).toHaveAttribute('data-access', 'denied');
});
