import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizBank } from '@shared/content/quiz-bank';
import { quizOptionIds, type QuizOptionId } from '@shared/domain/quiz-rules';
import type { CompletionFunnelAnswer, QuizPassRates } from '@shared/schemas/learning-stats';
import type { Progress } from '@shared/schemas/progress';
import { quizAttempts } from '../db/schema';
import { completeAllSteps, completeStep } from '../test/learning-path';
import { createTestContext, registerUser, type TestContext } from '../test/test-app';

// The admin dashboard's completion funnel and quiz pass rates (issue 26, point 7), on a known data set.

const ADMIN_PASSWORD = 'scribe-of-babylon-2026';
let ctx: TestContext;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestContext({ env: { ADMIN_PASSWORD } });
  const login = await request(ctx.app).post('/api/admin/login').send({ password: ADMIN_PASSWORD });
  expect(login.status).toBe(200);
  adminToken = login.body.token as string;
});
afterAll(async () => {
  await ctx.close();
});

const asAdmin = (path: string) => request(ctx.app).get(path).set('Authorization', `Bearer ${adminToken}`);
const guideQuestions = quizBank.filter((question) => question.step === 'guide');

/**
 * `total` stored answers to one question, `correct` of them right. Each is an attempt of its own,
 * shown with the options rotated by one place, so the letter chosen is not the authored id.
 */
function answers(userId: number, index: number, total: number, correct: number) {
  const question = guideQuestions[index];
  if (!question) throw new Error('no such question');
  const ids = question.options.map((option) => option.id);
  const order = [...ids.slice(1), ...ids.slice(0, 1)];
  const letterOf = (authored: QuizOptionId) => quizOptionIds[order.indexOf(authored)] ?? 'a';
  const wrong = ids.find((id) => id !== question.correctOptionId) ?? 'a';
  return Array.from({ length: total }, (_, i) => ({
    id: randomUUID(),
    userId,
    step: 'guide',
    questions: [{ id: question.id, order }],
    answers: { [question.id]: letterOf(i < correct ? question.correctOptionId : wrong) },
    score: i < correct ? 1 : 0,
    passed: false,
    answeredAt: new Date(),
  }));
}

describe('admin learning figures', () => {
  it('are for the admin only', async () => {
    const { token } = await registerUser(ctx.app);
    for (const path of ['/api/admin/learning/funnel', '/api/admin/learning/questions']) {
      expect((await request(ctx.app).get(path)).status).toBe(401);
      const asLearner = await request(ctx.app).get(path).set('Authorization', `Bearer ${token}`);
      expect(asLearner.status).toBe(401);
      expect(asLearner.body.error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('give each question’s pass rate, flagging under 40% from 20 answers', async () => {
    const { user } = await registerUser(ctx.app);
    await ctx.database.db.insert(quizAttempts).values([
      ...answers(user.id, 0, 25, 9), // 36% of 25: flagged
      ...answers(user.id, 1, 10, 0), // 0% of 10: too few answers to flag
      ...answers(user.id, 2, 20, 8), // exactly 40%: not under it
      ...answers(user.id, 3, 20, 7), // 35% of exactly 20: flagged
      ...answers(user.id, 4, 4, 4),
    ]);
    // Drawn and never answered: not an answer.
    await ctx.database.db.insert(quizAttempts).values({
      id: randomUUID(),
      userId: user.id,
      step: 'guide',
      questions: [{ id: guideQuestions[0]?.id ?? '', order: ['a', 'b', 'c'] }],
    });
    const res = await asAdmin('/api/admin/learning/questions');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const rates = res.body as QuizPassRates;
    expect(rates).toMatchObject({ flagBelow: 0.4, minAnswers: 20 });
    expect(rates.questions).toHaveLength(quizBank.length);
    const of = (index: number) => rates.questions.find((question) => question.id === guideQuestions[index]?.id);
    expect(of(0)).toMatchObject({ step: 'guide', answers: 25, correct: 9, passRate: 0.36, flagged: true });
    expect(of(0)?.prompt).toBe(guideQuestions[0]?.prompt);
    expect(of(1)).toMatchObject({ answers: 10, correct: 0, passRate: 0, flagged: false });
    expect(of(2)).toMatchObject({ answers: 20, correct: 8, passRate: 0.4, flagged: false });
    expect(of(3)).toMatchObject({ answers: 20, correct: 7, passRate: 0.35, flagged: true });
    expect(of(4)).toMatchObject({ answers: 4, correct: 4, passRate: 1, flagged: false });
    expect(of(5)).toMatchObject({ answers: 0, correct: 0, passRate: null, flagged: false });
    expect(rates.questions.filter((question) => question.flagged)).toHaveLength(2);
    // No answer key in the answer: the admin sees prompts and counts only.
    expect(JSON.stringify(rates)).not.toMatch(/correctOptionId|explanation/);
  });

  it('count learners per completed step and those with all 8, as their own progress says', async () => {
    const before = (await asAdmin('/api/admin/learning/funnel')).body as CompletionFunnelAnswer;
    const all = await registerUser(ctx.app);
    await completeAllSteps(ctx.app, all.token);
    const some = await registerUser(ctx.app);
    await completeStep.guide(ctx.app, some.token);
    await completeStep.calculator(ctx.app, some.token);
    // Ten terms without the quiz, a goal without an entry: neither step is complete.
    const partial = await registerUser(ctx.app);
    for (let i = 0; i < 12; i += 1)
      await request(ctx.app)
        .post('/api/progress/events')
        .set('Authorization', `Bearer ${partial.token}`)
        .send({ kind: 'glossary_term_opened', clientId: randomUUID(), termId: `term-${i}` });
    await request(ctx.app)
      .put('/api/treasury/goal')
      .set('Authorization', `Bearer ${partial.token}`)
      .send({ targetAmount: 500 });
    await completeStep.compare(ctx.app, partial.token);
    await registerUser(ctx.app);

    const res = await asAdmin('/api/admin/learning/funnel');
    expect(res.status).toBe(200);
    const funnel = res.body as CompletionFunnelAnswer;
    const added = Object.fromEntries(
      funnel.steps.map(({ step, completed }, index) => [step, completed - (before.steps[index]?.completed ?? 0)]),
    );
    expect(funnel.learners - before.learners).toBe(4);
    expect(added).toEqual({
      guide: 2,
      glossary: 1,
      strategies: 1,
      wizard: 1,
      compare: 2,
      calculator: 2,
      treasury: 1,
      security: 1,
    });
    expect(funnel.completedAll - before.completedAll).toBe(1);

    // The same counts as every learner's own progress, summed.
    const everyone = await Promise.all(
      [all, some, partial].map(async ({ token }) => {
        const own = await request(ctx.app).get('/api/progress').set('Authorization', `Bearer ${token}`);
        return own.body as Progress;
      }),
    );
    expect(everyone.map((progress) => progress.completedCount)).toEqual([8, 2, 1]);
  });
});
