import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LearnerRecord } from '@shared/schemas/record';
import { answerQuiz, completeAllSteps, takeExam } from '../test/learning-path';
import { createTestContext, registerUser, type TestContext } from '../test/test-app';

// The learner's record (issue 44 point 5): attempts, missed questions with their lessons, review.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('GET /api/record', () => {
  it('lists attempts newest first, each missed question with its lesson, and the review schedule', async () => {
    const { token } = await registerUser(ctx.app);
    const empty = await request(ctx.app).get('/api/record?timeZone=UTC').set(bearer(token));
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ attempts: [], attemptCount: 0, missed: [], schedule: [] });

    await completeAllSteps(ctx.app, token);
    ctx.clock.advance(60_000);
    const failedQuiz = await answerQuiz(ctx.app, token, 'guide', 'wrong');
    ctx.clock.advance(60_000);
    const { graded: exam } = await takeExam(ctx.app, token, 5);
    const res = await request(ctx.app).get('/api/record?timeZone=Pacific/Kiritimati').set(bearer(token));
    expect(res.status).toBe(200);
    const record = res.body as LearnerRecord;
    // Five quizzes passed on the way (the glossary's and the others), one failed, one exam.
    expect(record.attemptCount).toBe(6);
    expect(record.attempts[0]).toMatchObject({
      kind: 'exam',
      step: null,
      title: 'Final exam',
      score: 19,
      total: 24,
      passed: false,
      answeredAt: exam.answeredAt,
    });
    expect(record.attempts[1]).toMatchObject({ kind: 'quiz', step: 'guide', title: 'Guide quiz', score: 0, total: 6 });
    expect(record.attempts.filter((attempt) => attempt.passed)).toHaveLength(4);

    const missedIds = new Set([
      ...failedQuiz.questions.map((question) => question.id),
      ...exam.questions.filter((question) => !question.correct).map((question) => question.id),
    ]);
    expect(new Set(record.missed.map((question) => question.id))).toEqual(missedIds);
    const examMiss = exam.questions.find((question) => !question.correct);
    expect(record.missed.find((question) => question.id === examMiss?.id)).toEqual({
      id: examMiss?.id,
      prompt: examMiss?.prompt,
      step: examMiss?.step,
      lastMissedAt: exam.answeredAt,
      lesson: examMiss?.lesson,
      review: { box: 1, dueDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });
    expect(record.missed[0]?.lastMissedAt).toBe(exam.answeredAt);
    // In review: each missed question (the day after, in the learner's zone) and the 10 terms opened.
    expect(record.schedule.filter((item) => item.kind === 'question')).toHaveLength(missedIds.size);
    expect(record.schedule.every((item) => item.box === 1 && item.dueDay > record.today)).toBe(true);
    expect(record.schedule.map((item) => item.dueDay)).toEqual([...record.schedule.map((item) => item.dueDay)].sort());
  });

  it('needs a session and a time zone', async () => {
    expect((await request(ctx.app).get('/api/record?timeZone=UTC')).status).toBe(401);
    const { token } = await registerUser(ctx.app);
    const bad = await request(ctx.app).get('/api/record?timeZone=Mars/Olympus').set(bearer(token));
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
  });
});
