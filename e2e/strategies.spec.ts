import type { APIRequestContext, Page } from '@playwright/test';
import { createUser, expect, startSignedIn, test } from './fixtures';

async function openStrategies(page: Page, request: APIRequestContext) {
  const { token } = await createUser(request);
  await startSignedIn(page, token);
  await page.goto('/home?tab=strategies');
  await expect(page.getByRole('heading', { level: 2, name: 'Strategies' })).toBeVisible();
}

const cards = (page: Page) => page.getByTestId('strategy-card');
const categoryTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Strategy categories' }).getByRole('tab', { name });

async function expectNoHorizontalOverflow(page: Page) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
}

test('the four category tabs show the right strategies, Foundational first', async ({ page, request }) => {
  await openStrategies(page, request);
  await expect(page.getByText('Step 3 of 8')).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Strategy categories' }).getByRole('tab')).toHaveText([
    /^Foundational/,
    /^Growth/,
    /^Advanced/,
    /^All Strategies/,
  ]);
  await expect(categoryTab(page, 'Foundational')).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText([
    'Dollar-Cost Averaging',
    'Value Averaging',
    'Stacking Sats',
  ]);

  await categoryTab(page, 'Growth').click();
  await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText([
    'Strategic Dip Buying',
    'Bitcoin Mining',
    'Lightning Network Earning',
  ]);
  await categoryTab(page, 'Advanced').click();
  await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText(['Options Strategies', 'Business Treasury']);
  await categoryTab(page, 'All Strategies').click();
  await expect(cards(page)).toHaveCount(8);

  // Each card shows its numbers and principle, and the screen carries the disclaimer.
  const dca = page.getByRole('article', { name: 'Dollar-Cost Averaging' });
  await expect(dca).toContainText('Time commitmentLow');
  await expect(dca).toContainText('Minimum investment$10');
  await expect(dca).toContainText('Potential return3/5');
  await expect(dca).toContainText('Passive level5/5');
  await expect(dca.getByTestId('babylonian-principle')).toContainText('Start thy purse to fattening:');
  await expect(page.getByTestId('strategies-disclaimer')).toContainText('educational only and not financial advice');
});

test('risk badge colours and complexity labels follow their thresholds', async ({ page, request }) => {
  await openStrategies(page, request);
  await categoryTab(page, 'All Strategies').click();
  // Risk: 2 or less green, 3 yellow, above red. Complexity: 2 or less Simple, 3 Medium, above Complex.
  const expected: Array<[string, string, 'green' | 'yellow' | 'red', string]> = [
    ['Dollar-Cost Averaging', 'Risk 2/5', 'green', 'Simple'],
    ['Value Averaging', 'Risk 3/5', 'yellow', 'Medium'],
    ['Stacking Sats', 'Risk 1/5', 'green', 'Simple'],
    ['Strategic Dip Buying', 'Risk 4/5', 'red', 'Medium'],
    ['Bitcoin Mining', 'Risk 4/5', 'red', 'Complex'],
    ['Lightning Network Earning', 'Risk 3/5', 'yellow', 'Complex'],
    ['Options Strategies', 'Risk 5/5', 'red', 'Complex'],
    ['Business Treasury', 'Risk 4/5', 'red', 'Complex'],
  ];
  const background = { green: /bg-green-100/, yellow: /bg-yellow-100/, red: /bg-red-100/ };
  for (const [name, risk, tone, complexity] of expected) {
    const card = page.getByRole('article', { name });
    const badge = card.getByText(risk, { exact: true });
    await expect(badge).toHaveAttribute('data-tone', tone);
    await expect(badge).toHaveClass(background[tone]);
    await expect(card.getByTitle(/^Complexity \d\/5$/)).toHaveText(complexity);
  }
});

test('Learn More opens a dialog whose four tabs show the strategy’s content, and it closes', async ({
  page,
  request,
}) => {
  await openStrategies(page, request);
  const trigger = page.getByRole('button', { name: 'Learn More about Value Averaging' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Value Averaging' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Foundational strategy · medium time commitment · from $50');

  await expect(dialog.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('tabpanel')).toContainText(
    'you set a target for what your holding should be worth each month',
  );
  await expect(dialog.getByRole('heading', { name: 'Why It Matters' })).toBeVisible();
  await expect(dialog.getByTestId('babylonian-principle')).toContainText('Control thy expenditures:');

  await dialog.getByRole('tab', { name: 'Pros & Cons' }).click();
  const prosCons = dialog.getByRole('tabpanel');
  await expect(prosCons.getByRole('heading', { level: 3 })).toHaveText(['Pros', 'Cons']);
  await expect(prosCons).toContainText('Buys more when prices fall and less when they rise');
  await expect(prosCons).toContainText('A deep fall can demand far more cash than you planned');

  await dialog.getByRole('tab', { name: 'Best For' }).click();
  await expect(dialog.getByRole('tabpanel').getByRole('listitem')).toHaveCount(3);
  await expect(dialog.getByRole('tabpanel')).toContainText('People with a cash buffer');

  await dialog.getByRole('tab', { name: 'How To' }).click();
  const steps = dialog.getByRole('tabpanel').getByRole('list').getByRole('listitem');
  await expect(steps).toHaveCount(6);
  await expect(steps.nth(0)).toHaveText(/^1Choose how fast the value of your holding should grow/);
  await expect(steps.nth(3)).toContainText('If the target is $300 and your bitcoin is worth $240, you buy $60.');
  await expect(dialog.getByTestId('strategy-details-disclaimer')).toContainText('not financial advice');

  // A glossary term inside the dialog shows its definition without closing the dialog.
  await dialog.getByRole('tab', { name: 'Overview' }).click();
  await dialog.getByRole('button', { name: 'dollar-cost averaging', exact: true }).click();
  const definition = page.getByRole('dialog', { name: 'Dollar-Cost Averaging: glossary definition' });
  await expect(definition).toBeVisible();
  await expect(definition.getByRole('link', { name: 'Open in glossary' })).toHaveAttribute(
    'href',
    '/home?tab=glossary&term=dollar-cost-averaging',
  );
  await page.keyboard.press('Escape');
  await expect(definition).toBeHidden();
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  // It opens again on Overview and Escape closes it too.
  await trigger.click();
  await expect(
    page.getByRole('dialog', { name: 'Value Averaging' }).getByRole('tab', { name: 'Overview' }),
  ).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test.describe('at phone width (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no horizontal overflow on the tab or in the dialog, whose close button stays in reach', async ({
    page,
    request,
  }) => {
    await openStrategies(page, request);
    await expectNoHorizontalOverflow(page);
    await categoryTab(page, 'All Strategies').click();
    await expect(cards(page)).toHaveCount(8);
    await expectNoHorizontalOverflow(page);

    await page.getByRole('button', { name: 'Learn More about Options Strategies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Options Strategies' });
    for (const tab of ['Overview', 'Pros & Cons', 'Best For', 'How To']) {
      await dialog.getByRole('tab', { name: tab }).click();
      await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expectNoHorizontalOverflow(page);
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390 && box.y >= 0 && box.y + box.height <= 844).toBe(true);
    }
    // Scrolled to the end of the longest tab, the disclaimer is readable and Close is still on screen.
    const disclaimer = dialog.getByTestId('strategy-details-disclaimer');
    await disclaimer.scrollIntoViewIfNeeded();
    await expect(disclaimer).toBeInViewport();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeInViewport();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});
