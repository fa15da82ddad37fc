import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionsForPlan, quizBank } from '@shared/content/quiz-bank';
import type { DrawnExam, ExamStatus } from '@shared/schemas/exam';
import { quizAttempts } from '../db/schema';
import { TEST_NOW_HEADER } from '../http/test-clock';
import { completeAllSteps, takeExam } from '../test/learning-path';
import { createTestContext, registerUser, type TestContext } from '../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const HOUR = 3_600_000;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const bankById = new Map(quizBank.map((question) => [question.id, question]));
const status = async (token: string, headers: Record<string, string> = {}) => {
  const res = await request(ctx.app)
    .get('/api/exam')
    .set({ ...bearer(token), ...headers });
  expect(res.status).toBe(200);
  return res.body as ExamStatus;
};
const draw = (token: string, headers: Record<string, string> = {}) =>
  request(ctx.app)
    .post('/api/exam/attempts')
    .set({ ...bearer(token), ...headers });

async function learnerWithThePath() {
  const { token, user } = await registerUser(ctx.app);
  await completeAllSteps(ctx.app, token);
  return { token, userId: (user as { id: number }).id };
}

describe('the final exam', () => {
  it('states its rules and stays closed until all 8 steps are complete', async () => {
    const { token } = await registerUser(ctx.app);
    expect(await status(token)).toEqual({
      state: 'path-incomplete',
      length: 24,
      passMark: 20,
      retakeWaitHours: 24,
      retakeAt: null,
      passedAt: null,
      lastAttempt: null,
    });
    const refused = await draw(token);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'CONFLICT',
      message: 'Complete all 8 steps of the learning path first',
    });
    expect((await request(ctx.app).get('/api/exam')).status).toBe(401);
  });

  it('draws 24 distinct questions across every step of a free learner’s pool, without the key', async () => {
    const { token } = await learnerWithThePath();
    expect((await status(token)).state).toBe('open');
    const res = await draw(token);
    expect(res.status).toBe(201);
    const exam = res.body as DrawnExam;
    expect(exam.passMark).toBe(20);
    expect(new Set(exam.questions.map((question) => question.id)).size).toBe(24);
    const perStep = new Map<string, number>();
    for (const question of exam.questions) {
      expect(bankById.get(question.id)?.step).toBe(question.step);
      perStep.set(question.step, (perStep.get(question.step) ?? 0) + 1);
    }
    // Every step the free plan has questions for, as evenly as 24 allows, from the free plan's only.
    const free = questionsForPlan('free');
    const freeIds = new Set(free.map((question) => question.id));
    expect(exam.questions.every((question) => freeIds.has(question.id))).toBe(true);
    const steps = new Set(free.map((question) => question.step));
    expect(new Set(perStep.keys())).toEqual(steps);
    const counts = [...perStep.values()];
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    for (const question of exam.questions) {
      expect(Object.keys(question).sort()).toEqual(['id', 'options', 'prompt', 'step']);
      for (const option of question.options) expect(Object.keys(option).sort()).toEqual(['id', 'text']);
    }
  });

  it('fails at 19 of 24, waits 24 hours to the millisecond, then draws none of the last exam’s questions', async () => {
    const { token, userId } = await learnerWithThePath();
    const failed = await takeExam(ctx.app, token, 5);
    expect(failed.graded).toMatchObject({ score: 19, total: 24, passMark: 20, passed: false });
    const answeredAt = Date.parse(failed.graded.answeredAt);
    expect(failed.graded.retakeAt).toBe(new Date(answeredAt + 24 * HOUR).toISOString());
    expect(failed.graded.questions.filter((question) => !question.correct)).toHaveLength(5);
    expect(failed.graded.questions[0]).toMatchObject({ step: 'guide', correct: false });
    expect(failed.graded.questions[0]?.explanation).toBeTruthy();

    expect(await status(token)).toMatchObject({
      state: 'waiting',
      retakeAt: failed.graded.retakeAt,
      lastAttempt: { answeredAt: failed.graded.answeredAt, score: 19, total: 24, passed: false },
    });
    const early = await draw(token);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(
      `You can take the exam again 24 hours after the last one: from ${failed.graded.retakeAt}`,
    );
    // The test clock header (as the browser test sends it): 1 ms before the wait ends, then at its end.
    const justBefore = await draw(token, { [TEST_NOW_HEADER]: new Date(answeredAt + 24 * HOUR - 1).toISOString() });
    expect(justBefore.status).toBe(409);
    const after = await draw(token, { [TEST_NOW_HEADER]: new Date(answeredAt + 24 * HOUR).toISOString() });
    expect(after.status).toBe(201);
    const last = new Set(failed.drawn.questions.map((question) => question.id));
    expect((after.body as DrawnExam).questions.filter((question) => last.has(question.id))).toEqual([]);

    const rows = await ctx.database.db.select().from(quizAttempts).where(eq(quizAttempts.userId, userId));
    expect(rows.filter((row) => row.step === 'exam')).toHaveLength(1);
    expect(rows.find((row) => row.step === 'exam')).toMatchObject({ score: 19, passed: false });
  });

  it('refuses an exam drawn before another was answered, so the wait cannot be stepped round', async () => {
    const { token } = await learnerWithThePath();
    const kept = (await draw(token)).body as DrawnExam;
    await takeExam(ctx.app, token, 10);
    const late = await request(ctx.app)
      .post(`/api/exam/attempts/${kept.attemptId}/answers`)
      .set(bearer(token))
      .send({ answers: kept.questions.map((question) => ({ questionId: question.id, optionId: 'a' })) });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('Another exam was answered after this one was drawn: take the exam again');
  });

  it('passes at 20 of 24; then the exam is over and its answer is kept', async () => {
    const { token } = await learnerWithThePath();
    const passed = await takeExam(ctx.app, token, 4);
    expect(passed.graded).toMatchObject({ score: 20, passed: true, retakeAt: null });
    expect(await status(token)).toMatchObject({ state: 'passed', passedAt: passed.graded.answeredAt });
    const again = await draw(token);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('You have passed the final exam');
    // Answering the same exam again returns the stored grading, whatever is sent.
    const repeat = await request(ctx.app)
      .post(`/api/exam/attempts/${passed.drawn.attemptId}/answers`)
      .set(bearer(token))
      .send({ answers: passed.drawn.questions.map((question) => ({ questionId: question.id, optionId: 'a' })) });
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(passed.graded);
  });

  it('answers bad input with 400 and another learner’s or a quiz’s attempt with 404', async () => {
    const { token } = await learnerWithThePath();
    const exam = (await draw(token)).body as DrawnExam;
    const send = (id: string, body: object, as = token) =>
      request(ctx.app).post(`/api/exam/attempts/${id}/answers`).set(bearer(as)).send(body);
    const short = await send(exam.attemptId, {
      answers: exam.questions.slice(1).map((question) => ({ questionId: question.id, optionId: 'a' })),
    });
    expect(short.status).toBe(400);
    expect(short.body.error.fields.answers).toEqual(['Answer every question']);
    const other = await registerUser(ctx.app);
    const all = { answers: exam.questions.map((question) => ({ questionId: question.id, optionId: 'a' })) };
    expect((await send(exam.attemptId, all, other.token)).status).toBe(404);
    const quiz = await request(ctx.app).post('/api/quizzes/guide/attempts').set(bearer(token));
    expect((await send(quiz.body.attemptId as string, all)).status).toBe(404);
    expect((await send('not-a-sealed-exam', all)).status).toBe(404);
  });

  it('refuses an exam answered more than 24 hours after it was drawn', async () => {
    const { token } = await learnerWithThePath();
    const exam = (await draw(token)).body as DrawnExam;
    ctx.clock.advance(24 * HOUR + 1);
    const res = await request(ctx.app)
      .post(`/api/exam/attempts/${exam.attemptId}/answers`)
      .set(bearer(token))
      .send({ answers: exam.questions.map((question) => ({ questionId: question.id, optionId: 'a' })) });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('This quiz has expired: take another quiz');
  });
});
