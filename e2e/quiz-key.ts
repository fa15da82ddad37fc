import type { APIRequestContext, Page } from '@playwright/test';
import { createUser, expect } from './fixtures';

/** What a graded answer taught: each question's prompt → its right and one wrong option's text. */
export type Key = Map<string, { right: string; wrong: string }>;

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
export async function learnFromGradedAnswers(request: APIRequestContext, key: Key, needed: string[]): Promise<void> {
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

export const quizForm = (page: Page) => page.getByRole('form', { name: 'Quiz' });

/** The prompts of the quiz on screen (each fieldset's legend, without its number). */
export async function promptsOnScreen(page: Page): Promise<string[]> {
  const legends = await quizForm(page).locator('fieldset > legend').allTextContents();
  return legends.map((legend) => legend.replace(/^\d+\.\s*/, ''));
}

export async function answerOnScreen(page: Page, key: Key, pick: 'right' | 'wrong') {
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
