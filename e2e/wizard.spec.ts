import type { Page } from '@playwright/test';
import { createUser, expect, signIn, test } from './fixtures';

/**
 * Expected results worked out by hand from the scoring rules in shared/domain/wizard.ts and the
 * strategy table in shared/content/strategies.ts:
 *
 * beginner / conservative / minimal / small / savings: the most these answers give is
 * 30 + 20 + 25 + 20 + 15 + 15 + 15 = 140.
 *   dca            complexity 1, foundational, risk 2, low time, passive 5, min $10   = 140 → 100%
 *   stacking-sats  complexity 1, foundational, risk 1, low time, passive 4, min $1    = 140 → 100%
 *   value-averaging foundational 20 + min $50 15 + savings 15                         =  50 →  36%
 *   (lightning-earning 15 for its $100 minimum; the rest 0.) Ties keep the table order.
 *
 * intermediate / moderate / moderate / medium / growth: the most is 25 + 15 + 20 + 15 + 15 + 15 = 105.
 *   value-averaging      complexity 3 25, foundational 15, risk 3 20, medium time 15, min 15, return 4 15 = 105 → 100%
 *   strategic-dip-buying complexity 3 25, growth 15, (risk 4: 0), medium time 15, min 15, growth 15      =  85 →  81%
 *   lightning-earning    (complexity 4: 0), growth 15, risk 3 20, medium time 15, min 15, growth 15     =  80 →  76%
 *   (dca and stacking-sats 75 → 71%, bitcoin-mining 45, business-treasury 30, options-strategies 15.)
 */

async function openWizard(page: Page) {
  const { user } = await createUser(page.request);
  await signIn(page, user);
  await expect(page.getByRole('button', { name: 'Open account menu' })).toBeVisible();
  await page.goto('/home?tab=wizard');
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  // The learner's progress adds 'Continue where you left off' above the questions when it comes in.
  await expect(page.getByTestId('progress-summary')).toBeVisible();
}

const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const previousButton = (page: Page) => page.getByRole('button', { name: 'Previous' });
const results = (page: Page) => page.getByTestId('wizard-result');

test('a full wizard run by keyboard shows the three best strategies with their match percents', async ({ page }) => {
  await openWizard(page);
  await expect(previousButton(page)).toBeDisabled();
  await expect(nextButton(page)).toBeDisabled();

  const titles = [
    'How much experience do you have with Bitcoin?',
    'How much risk are you comfortable with?',
    'How much time can you give your strategy?',
    'How much do you plan to start with, in US dollars?',
    'What is your main goal?',
  ];
  // Each answer of this set is its question's first option: Tab into the group, Space to choose,
  // Tab to Next (Previous is skipped while disabled on the first question), Enter. The risk
  // question starts on the learner's saved risk tolerance (moderate by default): Tab lands on that
  // answer, and ArrowUp moves to the first.
  await page.getByRole('heading', { name: titles[0] }).focus();
  for (const [index, value] of ['beginner', 'conservative', 'minimal', 'small', 'savings'].entries()) {
    await expect(page.getByText(`Question ${index + 1} of 5`)).toBeVisible();
    await expect(page.getByRole('heading', { name: titles[index] })).toBeFocused();
    await page.keyboard.press('Tab');
    const radio = page.locator(`input[type="radio"][value="${value}"]`);
    if (index === 1) {
      const saved = page.locator('input[type="radio"][value="moderate"]');
      await expect(saved).toBeChecked();
      await expect(saved).toBeFocused();
      await page.keyboard.press('ArrowUp');
    } else {
      await expect(radio).toBeFocused();
      await page.keyboard.press('Space');
    }
    await expect(radio).toBeChecked();
    await expect(radio).toBeFocused();
    await page.keyboard.press('Tab');
    if (index > 0) {
      await expect(previousButton(page)).toBeFocused();
      await page.keyboard.press('Tab');
    }
    const advance = page.getByRole('button', { name: index === 4 ? 'Get Results' : 'Next', exact: true });
    await expect(advance).toBeFocused();
    await page.keyboard.press('Enter');
  }

  await expect(page.getByRole('heading', { name: 'Your Top 3 Strategies' })).toBeFocused();
  await expect(results(page)).toHaveCount(3);
  await expect(results(page).getByRole('heading', { level: 4 })).toHaveText([
    'Dollar-Cost Averaging',
    'Stacking Sats',
    'Value Averaging',
  ]);
  await expect(results(page).getByTestId('match-percent')).toHaveText(['100% match', '100% match', '36% match']);
  await expect(results(page).nth(0)).toHaveAttribute('data-score', '140');
  await expect(results(page).nth(2)).toHaveAttribute('data-score', '50');
  await expect(page.getByText(/educational only and not financial advice/)).toBeVisible();

  // Take Quiz Again, from the keyboard too.
  await page.getByRole('button', { name: 'Take Quiz Again' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await expect(page.getByRole('heading', { name: titles[0] })).toBeFocused();
  await expect(page.locator('input[type="radio"]:checked')).toHaveCount(0);
  await expect(nextButton(page)).toBeDisabled();
  await expect(results(page)).toHaveCount(0);
});

test('a full wizard run by mouse, going back once, shows three results and links to the Strategies tab', async ({
  page,
}) => {
  await openWizard(page);
  const choose = (value: string) => page.locator('label', { has: page.locator(`input[value="${value}"]`) }).click();

  await choose('intermediate');
  await nextButton(page).click();
  await choose('moderate');
  await nextButton(page).click();
  await expect(page.getByText('Question 3 of 5')).toBeVisible();
  // Previous keeps the answer given.
  await previousButton(page).click();
  await expect(page.getByText('Question 2 of 5')).toBeVisible();
  await expect(page.locator('input[value="moderate"]')).toBeChecked();
  await nextButton(page).click();
  await expect(nextButton(page)).toBeDisabled();
  await choose('moderate');
  await nextButton(page).click();
  await choose('medium');
  await nextButton(page).click();
  await expect(page.getByText('Question 5 of 5')).toBeVisible();
  await expect(nextButton(page)).toHaveCount(0);
  await choose('growth');
  await page.getByRole('button', { name: 'Get Results' }).click();

  await expect(results(page)).toHaveCount(3);
  await expect(results(page).getByRole('heading', { level: 4 })).toHaveText([
    'Value Averaging',
    'Strategic Dip Buying',
    'Lightning Network Earning',
  ]);
  await expect(results(page).getByTestId('match-percent')).toHaveText(['100% match', '81% match', '76% match']);
  await expect(results(page).nth(0)).toHaveAttribute('data-score', '105');
  // Glossary terms are marked in the results' running text.
  await expect(results(page).nth(2).locator('[data-glossary-term="lightning-network"]')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Explore in Strategies/ })).toHaveCount(3);

  await page.getByRole('button', { name: 'Take Quiz Again' }).click();
  await expect(page.getByText('Question 1 of 5')).toBeVisible();
  await expect(page.locator('input[type="radio"]:checked')).toHaveCount(0);
  await expect(previousButton(page)).toBeDisabled();
});

test.describe('at phone width (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('questions and results fit without sideways scrolling, and a result leads to the Strategies tab', async ({
    page,
  }) => {
    await openWizard(page);
    const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await scrollWidth()).toBeLessThanOrEqual(390);
    for (const value of ['advanced', 'aggressive', 'high', 'large', 'income']) {
      await page.locator('label', { has: page.locator(`input[value="${value}"]`) }).click();
      await page.getByRole('button', { name: /^(Next|Get Results)$/ }).click();
    }
    // advanced / aggressive / high / large / income: at most 20 + 25 + 20 + 15 + 10 + 10 + 20 = 120.
    // options-strategies 20 + 25 + 20 + 15 + 10 + 10 = 100 → 83%; bitcoin-mining 20 + 20 + 15 + 10 + 10 + 20 = 95 → 79%;
    // lightning-earning 20 + 20 (risk 3) + 10 (passive 2) + 10 + 20 = 80 → 67%.
    await expect(results(page).getByTestId('match-percent')).toHaveText(['83% match', '79% match', '67% match']);
    expect(await scrollWidth()).toBeLessThanOrEqual(390);

    await page.getByRole('link', { name: 'Explore in Strategies: Options Strategies' }).click();
    await expect(page).toHaveURL(/\/home\?tab=strategies$/);
    await expect(page.getByText('Step 3 of 8')).toBeVisible();
  });
});
