import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizBank } from '@shared/content/quiz-bank';
import type { DrawnQuiz } from '@shared/schemas/quiz';
import type { Progress } from '@shared/schemas/progress';
import { progressEvents, users } from '../db/schema';
import { createTestContext, registerUser, type TestContext } from '../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const bankById = new Map(quizBank.map((question) => [question.id, question]));

const getProgress = async (token: string): Promise<Progress> => {
  const res = await request(ctx.app).get('/api/progress').set(bearer(token));
  expect(res.status).toBe(200);
  return res.body as Progress;
};
const send = (token: string, body: object) =>
  request(ctx.app).post('/api/progress/events').set(bearer(token)).send(body);
const completed = (progress: Progress) => progress.steps.filter((s) => s.completed).map((s) => s.step);

/** Passes the step's quiz, answering each question with its right option. */
async function passQuiz(token: string, step: string): Promise<void> {
  const start = await request(ctx.app).post(`/api/quizzes/${step}/attempts`).set(bearer(token));
  const quiz = start.body as DrawnQuiz;
  const answers = quiz.questions.map((shown) => {
    const question = bankById.get(shown.id);
    const text = question?.options.find((option) => option.id === question.correctOptionId)?.text;
    return { questionId: shown.id, optionId: shown.options.find((option) => option.text === text)?.id ?? 'a' };
  });
  const res = await request(ctx.app)
    .post(`/api/quizzes/${step}/attempts/${quiz.attemptId}/answers`)
    .set(bearer(token))
    .send({ answers });
  expect(res.body.passed).toBe(true);
}

const wizardAnswers = {
  experience: 'beginner',
  risk: 'conservative',
  time: 'minimal',
  investment: 'small',
  goal: 'savings',
};
const assessment = {
  holdings: 'small',
  technical: 'beginner',
  access: 'rare',
  timeframe: 'long',
  concerns: 'security',
};

describe('/api/progress', () => {
  it('needs a session', async () => {
    expect((await request(ctx.app).get('/api/progress')).status).toBe(401);
    expect((await request(ctx.app).post('/api/progress/events').send({})).status).toBe(401);
  });

  it('starts at 0 of 8 with the guide next', async () => {
    const { token } = await registerUser(ctx.app);
    const progress = await getProgress(token);
    expect(progress.summary).toBe('0 of 8 complete');
    expect(progress.nextStep).toBe('guide');
    expect(progress.steps).toHaveLength(8);
    expect(progress.steps[0]).toMatchObject({ step: 'guide', completed: false, minutes: 55 });
    expect(progress.lastWizardResult).toBeNull();
  });

  it('is kept in the account: read back after signing in again', async () => {
    const { token, input } = await registerUser(ctx.app);
    await passQuiz(token, 'guide');
    expect((await send(token, { kind: 'calculation', clientId: randomUUID() })).status).toBe(200);
    const login = await request(ctx.app).post('/api/auth/login').send({ email: input.email, password: input.password });
    expect(login.status).toBe(200);
    const progress = await getProgress(login.body.token as string);
    expect(completed(progress)).toEqual(['guide', 'calculator']);
    expect(progress.summary).toBe('2 of 8 complete');
    expect(progress.nextStep).toBe('glossary');
  });

  it('counts an offline event replayed twice once', async () => {
    const { token } = await registerUser(ctx.app);
    const event = { kind: 'glossary_term_opened', clientId: randomUUID(), termId: 'bitcoin' };
    expect((await send(token, event)).status).toBe(200);
    const again = await send(token, event);
    expect(again.status).toBe(200);
    expect((again.body as Progress).glossaryTermsOpened).toBe(1);
    // The same term opened again under a new id is still one term.
    const reopened = await send(token, { ...event, clientId: randomUUID() });
    expect((reopened.body as Progress).glossaryTermsOpened).toBe(1);
  });

  it('completes the glossary at 10 terms and its quiz; the treasury at a goal and an entry', async () => {
    const { token } = await registerUser(ctx.app);
    for (let i = 0; i < 10; i += 1)
      await send(token, { kind: 'glossary_term_opened', clientId: randomUUID(), termId: `term-${i}` });
    expect(completed(await getProgress(token))).toEqual([]);
    await passQuiz(token, 'glossary');
    await request(ctx.app).put('/api/treasury/goal').set(bearer(token)).send({ targetAmount: 1000 });
    expect(completed(await getProgress(token))).toEqual(['glossary']);
    await request(ctx.app)
      .post('/api/treasury/entries')
      .set(bearer(token))
      .send({ clientId: randomUUID(), month: 'November 2026', amount: 10 });
    expect(completed(await getProgress(token))).toEqual(['glossary', 'treasury']);
  });

  it('keeps the last wizard result and assessment with their date', async () => {
    const { token } = await registerUser(ctx.app);
    await send(token, {
      kind: 'wizard_result',
      clientId: randomUUID(),
      answers: wizardAnswers,
      occurredAt: '2026-01-01T10:00:00Z',
    });
    const newer = { ...wizardAnswers, risk: 'aggressive' };
    await send(token, { kind: 'wizard_result', clientId: randomUUID(), answers: newer });
    await send(token, { kind: 'assessment_completed', clientId: randomUUID(), answers: assessment });
    const progress = await getProgress(token);
    expect(progress.lastWizardResult?.answers).toEqual(newer);
    expect(progress.lastWizardResult?.savedAt).toBe(ctx.clock.now().toISOString());
    expect(progress.lastAssessment?.answers).toEqual(assessment);
    expect(completed(progress)).toEqual(['wizard']);
    await passQuiz(token, 'security');
    expect(completed(await getProgress(token))).toEqual(['wizard', 'security']);
  });

  it.each([
    ['an unknown kind', { kind: 'nope', clientId: randomUUID() }],
    ['a missing clientId', { kind: 'calculation' }],
    ['a bad term id', { kind: 'glossary_term_opened', clientId: randomUUID(), termId: '<script>' }],
    ['incomplete answers', { kind: 'wizard_result', clientId: randomUUID(), answers: { risk: 'moderate' } }],
    ['an extra field', { kind: 'comparison', clientId: randomUUID(), extra: 1 }],
  ])('answers 400 JSON for %s', async (_name, body) => {
    const { token } = await registerUser(ctx.app);
    const res = await send(token, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });

  it("removes a learner's events with the account", async () => {
    const { token, user } = await registerUser(ctx.app);
    await send(token, { kind: 'comparison', clientId: randomUUID() });
    const mine = () => ctx.database.db.select().from(progressEvents).where(eq(progressEvents.userId, user.id));
    expect(await mine()).toHaveLength(1);
    await ctx.database.db.delete(users).where(eq(users.id, user.id));
    expect(await mine()).toHaveLength(0);
  });
});
