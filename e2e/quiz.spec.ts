import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { createUser, expect, startSignedIn, test } from './fixtures';

/** Every text file the client build wrote. */
function builtClientFiles(dir = 'dist/client'): { file: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return builtClientFiles(full);
    if (/\.(br|gz|png|ico|webp|woff2?)$/.test(name)) return [];
    return [{ file: full, text: readFileSync(full, 'utf8') }];
  });
}

/** What a graded answer taught: each question's prompt → its right and one wrong option's text. */
type Key = Map<string, { right: string; wrong: string }>;

interface GradedQuestion {
  prompt: string;
  options: { id: string; text: string }[];
  correctOptionId: string;
  explanation: string;
  source: string;
}

/**
 * Learns the right answers of the guide quiz the only way a browser could: from graded answers.
 * A learner of its own draws and answers quizzes through the API (all first options) until every
 * prompt in `needed` is known.
 */
async function learnFromGradedAnswers(request: APIRequestContext, key: Key, needed: string[]): Promise<void> {
  let token = '';
  for (let attempts = 0; needed.some((prompt) => !key.has(prompt)); attempts++) {
    expect(attempts, 'the graded answers never showed some questions').toBeLessThan(200);
    // The quiz rate limit is per learner: a new one every 20 attempts.
    if (attempts % 20 === 0) token = (await createUser(request)).token;
    const headers = { Authorization: `Bearer ${token}` };
    const drawn = await request.post('/api/quizzes/guide/attempts', { headers });
    expect(drawn.status()).toBe(201);
    const quiz = (await drawn.json()) as { attemptId: string; questions: { id: string }[] };
    const graded = await request.post(`/api/quizzes/guide/attempts/${quiz.attemptId}/answers`, {
      headers,
      data: { answers: quiz.questions.map((question) => ({ questionId: question.id, optionId: 'a' })) },
    });
    expect(graded.status()).toBe(200);
    for (const question of ((await graded.json()) as { questions: GradedQuestion[] }).questions) {
      const right = question.options.find((option) => option.id === question.correctOptionId)?.text ?? '';
      const wrong = question.options.find((option) => option.id !== question.correctOptionId)?.text ?? '';
      key.set(question.prompt, { right, wrong });
    }
  }
}

const quizForm = (page: Page) => page.getByRole('form', { name: 'Quiz' });

/** The prompts of the quiz on screen (each fieldset's legend, without its number). */
async function promptsOnScreen(page: Page): Promise<string[]> {
  const legends = await quizForm(page).locator('fieldset > legend').allTextContents();
  return legends.map((legend) => legend.replace(/^\d+\.\s*/, ''));
}

async function answerOnScreen(page: Page, key: Key, pick: 'right' | 'wrong') {
  const fieldsets = quizForm(page).locator('fieldset');
  const count = await fieldsets.count();
  for (let index = 0; index < count; index++) {
    const fieldset = fieldsets.nth(index);
    const prompt = ((await fieldset.locator('legend').textContent()) ?? '').replace(/^\d+\.\s*/, '');
    const text = key.get(prompt)?.[pick];
    if (text === undefined) throw new Error(`no key for ${prompt}`);
    await fieldset.getByRole('radio', { name: text, exact: true }).check();
  }
  await page.getByRole('button', { name: 'Check my answers' }).click();
}

test('the built client holds no quiz answer key', () => {
  const files = builtClientFiles();
  const all = files.map(({ text }) => text).join('\n');
  // The quiz screen is in the build (its own chunk) ...
  expect(all).toContain('Check your understanding');
  // ... but none of the bank: explanations, sources, or the question ids that only the bank names.
  for (const secret of [
    'Of every ten coins that come into the purse, spend no more than nine',
    'BIP-39 word lists hold 2,048 words',
    'nSubsidyHalvingInterval',
    'guide-first-cure-share',
    'security-preset-seed',
    'Value averaging buys whatever brings the holding up to its target',
  ])
    for (const { file, text } of files) expect(text.includes(secret), `${file} holds '${secret}'`).toBe(false);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the guide quiz: fail once, learn from the grading, pass once; axe clean', async ({ page, request }) => {
      const { token } = await createUser(page.request);
      await startSignedIn(page, token);
      await page.goto('/home?tab=guide');
      const section = page.getByRole('region', { name: 'Check your understanding' });
      await section.getByRole('button', { name: 'Start the quiz' }).click();
      await expect(quizForm(page).locator('fieldset')).toHaveCount(6);
      expect(await seriousViolations(page)).toEqual([]);

      // Submitting with nothing chosen names each unanswered question.
      await page.getByRole('button', { name: 'Check my answers' }).click();
      await expect(quizForm(page).getByText('Choose an answer')).toHaveCount(6);

      const key: Key = new Map();
      await learnFromGradedAnswers(request, key, await promptsOnScreen(page));
      await answerOnScreen(page, key, 'wrong');
      const heading = page.getByRole('heading', { name: /^Not passed yet: 0 of 6 right$/ });
      await expect(heading).toBeFocused();
      await expect(section.getByText(/^Source: /)).toHaveCount(6);
      await expect(section.getByText(/^Incorrect:/)).toHaveCount(6);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Try another quiz' }).click();
      await expect(quizForm(page).locator('fieldset')).toHaveCount(6);
      await learnFromGradedAnswers(request, key, await promptsOnScreen(page));
      await answerOnScreen(page, key, 'right');
      await expect(page.getByRole('heading', { name: /^Passed: 6 of 6 right$/ })).toBeFocused();
      await expect(section.getByText(/^Correct:/)).toHaveCount(6);
      expect(await seriousViolations(page)).toEqual([]);
      // Nothing spills sideways at this width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
