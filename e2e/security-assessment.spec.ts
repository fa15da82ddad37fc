import type { Page } from '@playwright/test';
import { createUser, expect, startSignedIn, test } from './fixtures';

/** Each assessment question's option values, in the order they are offered. */
const questions = {
  holdings: { title: 'How much bitcoin are you protecting?', values: ['small', 'medium', 'large', 'very-large'] },
  technical: { title: 'How comfortable are you with technology?', values: ['beginner', 'intermediate', 'advanced'] },
  access: { title: 'How often do you need to spend or move your bitcoin?', values: ['frequent', 'occasional', 'rare'] },
  timeframe: { title: 'How long do you plan to hold?', values: ['short', 'medium', 'long'] },
  concerns: { title: 'What matters most to you?', values: ['convenience', 'simplicity', 'security', 'redundancy'] },
} as const;
type QuestionId = keyof typeof questions;
type Answers = { [Q in QuestionId]: (typeof questions)[Q]['values'][number] };

async function openAssessment(page: Page) {
  const { token } = await createUser(page.request);
  await startSignedIn(page, token);
  await page.goto('/home?tab=security');
  await expect(page.getByRole('button', { name: 'Get Security Recommendation' })).toBeVisible();
  // The learner's progress adds 'Continue where you left off' above the questions when it comes in:
  // answering before then can click where an option was a moment ago.
  await expect(page.getByTestId('progress-summary')).toBeVisible();
  // The alert must be in the page, never a browser dialog: any dialog is recorded.
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { dialogs };
}

const group = (page: Page, id: QuestionId) => page.getByRole('group', { name: questions[id].title });

async function answer(page: Page, answers: Partial<Answers>) {
  for (const [id, value] of Object.entries(answers) as Array<[QuestionId, string]>) {
    await group(page, id).locator(`input[value="${value}"]`).check();
  }
}

const submit = (page: Page) => page.getByRole('button', { name: 'Get Security Recommendation' }).click();
const result = (page: Page) => page.getByTestId('security-result');
const levelCards = (page: Page) => page.getByTestId('security-level-card');

test('every option is a radio carrying its answer value, and the four levels show their colours', async ({ page }) => {
  await openAssessment(page);
  for (const [id, { values }] of Object.entries(questions) as Array<[QuestionId, (typeof questions)[QuestionId]]>) {
    const radios = group(page, id).locator('input[type="radio"]');
    await expect(radios).toHaveCount(values.length);
    for (const value of values) await expect(group(page, id).locator(`input[value="${value}"]`)).toHaveCount(1);
  }
  await expect(page.locator('input[value="very-large"]')).toHaveAttribute('type', 'radio');
  await expect(levelCards(page).getByRole('heading', { level: 4 })).toHaveText([
    'Exchange Custody',
    'Software Wallet',
    'Hardware Wallet',
    'Multi-Signature Setup',
  ]);
  for (const [index, colour] of ['red', 'orange', 'green', 'blue'].entries()) {
    await expect(levelCards(page).nth(index)).toHaveAttribute('data-color', colour);
  }
  // Each card's top edge is drawn in a colour of its own, not the plain border colour.
  const edges = await levelCards(page).evaluateAll((cards) =>
    cards.map((card) => ({ top: getComputedStyle(card).borderTopColor, side: getComputedStyle(card).borderLeftColor })),
  );
  expect(new Set(edges.map((edge) => edge.top)).size).toBe(4);
  for (const edge of edges) expect(edge.top).not.toBe(edge.side);
  await expect(page.getByText(/educational only and not financial advice/)).toBeVisible();
});

test('leaving one question unanswered shows the alert in the page and points to that question', async ({ page }) => {
  const { dialogs } = await openAssessment(page);
  await answer(page, { holdings: 'large', technical: 'advanced', access: 'rare', concerns: 'security' });
  await submit(page);
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'Please answer all questions before getting your recommendation.' });
  await expect(alert).toBeVisible();
  await expect(result(page)).toHaveCount(0);
  await expect(group(page, 'timeframe')).toHaveAccessibleDescription('This question needs an answer.');

  await alert.getByRole('button', { name: 'Go to question 4: How long do you plan to hold?' }).click();
  await expect(page.getByRole('heading', { name: questions.timeframe.title })).toBeFocused();
  // From there the keyboard reaches the options: Tab, then the arrow keys choose.
  await page.keyboard.press('Tab');
  await expect(group(page, 'timeframe').locator('input[value="short"]')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(group(page, 'timeframe').locator('input[value="long"]')).toBeChecked();
  await expect(alert).toHaveCount(0);

  // large 3 + advanced 2 + rare 2 + long 2 + security 2 = 11: multi-signature.
  await submit(page);
  await expect(result(page)).toHaveAttribute('data-level', 'multisig');
  expect(dialogs).toEqual([]);
});

test('answers scoring 9 recommend a multi-signature setup; Take Assessment Again starts over', async ({ page }) => {
  await openAssessment(page);
  // very-large 4 + intermediate 1 + occasional 1 + medium 1 + security 2 = 9 (8 or more: multisig).
  await answer(page, {
    holdings: 'very-large',
    technical: 'intermediate',
    access: 'occasional',
    timeframe: 'medium',
    concerns: 'security',
  });
  await submit(page);

  await expect(result(page)).toHaveAttribute('data-score', '9');
  await expect(result(page).getByRole('heading', { level: 3 })).toHaveText('Multi-Signature Setup');
  await expect(result(page).getByRole('heading', { level: 3 })).toBeFocused();
  for (const heading of ['Advantages', 'Considerations', 'Next Steps', 'Important Reminder']) {
    await expect(result(page).getByRole('heading', { level: 4, name: heading })).toBeVisible();
  }
  await expect(result(page).locator('ol > li')).toHaveCount(5);
  await expect(result(page).getByText(/security should grow with your holdings/)).toBeVisible();
  // Glossary terms in the result show their definition on hover, and leave focus where it was.
  await result(page).locator('[data-glossary-term]').first().hover();
  await expect(page.getByRole('dialog', { name: /glossary definition/ })).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(result(page).getByRole('heading', { level: 3 })).toBeFocused();
  const recommended = levelCards(page).filter({ hasText: 'Recommended for you' });
  await expect(recommended).toHaveCount(1);
  await expect(recommended).toHaveAttribute('data-level', 'multisig');
  await expect(recommended).toHaveAttribute('data-color', 'blue');

  await page.getByRole('button', { name: 'Take Assessment Again' }).click();
  await expect(result(page)).toHaveCount(0);
  await expect(page.locator('input[type="radio"]:checked')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: questions.holdings.title })).toBeFocused();
  await expect(levelCards(page).filter({ hasText: 'Recommended for you' })).toHaveCount(0);
});

test('answers scoring 2 recommend exchange custody', async ({ page }) => {
  await openAssessment(page);
  // small 1 + beginner 0 + occasional 1 + long 2 + convenience -2 = 2 (below 3: exchange).
  await answer(page, {
    holdings: 'small',
    technical: 'beginner',
    access: 'occasional',
    timeframe: 'long',
    concerns: 'convenience',
  });
  await submit(page);
  await expect(result(page)).toHaveAttribute('data-score', '2');
  await expect(result(page).getByRole('heading', { level: 3 })).toHaveText('Exchange Custody');
  await expect(levelCards(page).filter({ hasText: 'Recommended for you' })).toHaveAttribute('data-color', 'red');
});

test.describe('at phone width (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the questions and the result fit without sideways scrolling', async ({ page }) => {
    await openAssessment(page);
    const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await scrollWidth()).toBeLessThanOrEqual(390);
    await submit(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Please answer all questions' })).toBeVisible();
    expect(await scrollWidth()).toBeLessThanOrEqual(390);
    // large 3 + intermediate 1 + rare 2 + medium 1 + simplicity -1 = 6: hardware wallet.
    await answer(page, {
      holdings: 'large',
      technical: 'intermediate',
      access: 'rare',
      timeframe: 'medium',
      concerns: 'simplicity',
    });
    await submit(page);
    await expect(result(page).getByRole('heading', { level: 3 })).toHaveText('Hardware Wallet');
    expect(await scrollWidth()).toBeLessThanOrEqual(390);
  });
});
