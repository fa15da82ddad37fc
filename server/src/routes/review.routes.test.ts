import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizBank } from '@shared/content/quiz-bank';
import { addDays, calendarDay, parseReviewZone } from '@shared/domain/review-schedule';
import type { Review, ReviewResult } from '@shared/schemas/review';
import type { DrawnQuiz } from '@shared/schemas/quiz';
import type { SevenCures } from '@shared/schemas/seven-cures';
import { reviewItems, users } from '../db/schema';
import { createTestContext, registerUser, type TestContext } from '../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const DAY = 86_400_000;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const bankById = new Map(quizBank.map((question) => [question.id, question]));
const utcToday = () => calendarDay(ctx.clock.now(), { kind: 'iana', name: 'UTC' });

const getReview = async (token: string, timeZone = 'UTC'): Promise<Review> => {
  const res = await request(ctx.app).get('/api/review').query({ timeZone }).set(bearer(token));
  expect(res.status).toBe(200);
  return res.body as Review;
};
const answer = (token: string, body: object) =>
  request(ctx.app).post('/api/review/answers').set(bearer(token)).send(body);

/** Takes the step's quiz; `rightCount` questions answered right, the others wrong. Answers the drawn ids in order. */
async function takeQuiz(token: string, step: string, rightCount: number): Promise<string[]> {
  const start = await request(ctx.app).post(`/api/quizzes/${step}/attempts`).set(bearer(token));
  const quiz = start.body as DrawnQuiz;
  const answers = quiz.questions.map((shown, index) => {
    const question = bankById.get(shown.id);
    const right = question?.options.find((option) => option.id === question.correctOptionId)?.text;
    const pick = shown.options.find((option) => (index < rightCount ? option.text === right : option.text !== right));
    return { questionId: shown.id, optionId: pick?.id ?? 'a' };
  });
  const res = await request(ctx.app)
    .post(`/api/quizzes/${step}/attempts/${quiz.attemptId}/answers`)
    .set(bearer(token))
    .send({ answers });
  expect(res.status).toBe(200);
  return quiz.questions.map((question) => question.id);
}

const rowsOf = (userId: number) => ctx.database.db.select().from(reviewItems).where(eq(reviewItems.userId, userId));

describe('/api/review', () => {
  it('brings the questions missed back the next day, without their key, and moves them by the answers', async () => {
    const { token, user } = await registerUser(ctx.app);
    const ids = await takeQuiz(token, 'guide', 4);
    const missed = ids.slice(4);

    const sameDay = await getReview(token);
    expect(sameDay).toEqual({ today: utcToday(), items: [], inReview: 2, nextDueDay: addDays(utcToday(), 1) });

    ctx.clock.advance(DAY);
    const res = await request(ctx.app).get('/api/review').query({ timeZone: 'UTC' }).set(bearer(token));
    const review = res.body as Review;
    expect(review.items.map((item) => item.id).sort()).toEqual([...missed].sort());
    expect(review.items.every((item) => item.kind === 'question' && item.box === 1)).toBe(true);
    // The key is not in the answer before the learner answers: no explanation, no right option.
    for (const id of missed) expect(res.text).not.toContain(bankById.get(id)?.explanation);
    expect(res.text).not.toMatch(/correct|explanation|source/i);

    const [first, second] = missed as [string, string];
    const right = bankById.get(first)?.correctOptionId;
    const clientId = randomUUID();
    const body = { kind: 'question', clientId, timeZone: 'UTC', itemId: first, optionId: right };
    const graded = await answer(token, body);
    expect(graded.status).toBe(200);
    const result = graded.body as ReviewResult;
    expect(result).toMatchObject({
      kind: 'question',
      itemId: first,
      correct: true,
      box: 2,
      dueDay: addDays(utcToday(), 3),
    });
    expect(result.graded).toMatchObject({ chosenOptionId: right, correctOptionId: right });
    expect(result.graded?.explanation).toBe(bankById.get(first)?.explanation);
    expect(result.review.items.map((item) => item.id)).toEqual([second]);

    // The same answer replayed (offline, twice) counts once and answers the same.
    const replay = await answer(token, body);
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ correct: true, box: 2, dueDay: addDays(utcToday(), 3) });
    expect((await rowsOf(user.id)).map((row) => row.box)).toEqual([2]);
    // Another answer to an item not due today does not move it.
    const early = await answer(token, { ...body, clientId: randomUUID() });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('CONFLICT');

    const wrong = (['a', 'b', 'c', 'd'] as const).find((id) => id !== bankById.get(second)?.correctOptionId);
    const missedAgain = await answer(token, { ...body, clientId: randomUUID(), itemId: second, optionId: wrong });
    expect(missedAgain.body).toMatchObject({ correct: false, box: 1, dueDay: addDays(utcToday(), 1) });

    // Three days on, the first comes back in box 2; a right answer sends it on 7 days.
    ctx.clock.advance(3 * DAY);
    const later = await getReview(token);
    expect(later.items.map((item) => [item.id, item.box])).toEqual([
      [second, 1],
      [first, 2],
    ]);
    const up = await answer(token, { ...body, clientId: randomUUID() });
    expect(up.body).toMatchObject({ box: 3, dueDay: addDays(utcToday(), 7) });
  });

  it('brings a glossary term opened back the next day; Not yet keeps it in box 1', async () => {
    const { token } = await registerUser(ctx.app);
    const opened = await request(ctx.app)
      .post('/api/progress/events')
      .set(bearer(token))
      .send({ kind: 'glossary_term_opened', clientId: randomUUID(), termId: 'bitcoin' });
    expect(opened.status).toBe(200);
    expect((await getReview(token)).items).toEqual([]);
    ctx.clock.advance(DAY);
    const [item] = (await getReview(token)).items;
    expect(item).toMatchObject({ kind: 'term', id: 'bitcoin', box: 1, term: 'Bitcoin' });
    const res = await answer(token, {
      kind: 'term',
      clientId: randomUUID(),
      timeZone: '+14:00',
      itemId: 'bitcoin',
      knew: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: 'term', correct: false, box: 1, graded: null });
  });

  it('shows a Scholar term opened with Scholar only while the learner has Scholar, keeping its box', async () => {
    const { token, user } = await registerUser(ctx.app);
    const setTier = (subscriptionTier: string) =>
      ctx.database.db
        .update(users)
        .set({ subscriptionTier, subscriptionStatus: 'active' })
        .where(eq(users.id, user.id));
    await setTier('scholar');
    for (const termId of ['bitcoin', 'satoshi-nakamoto']) {
      const opened = await request(ctx.app)
        .post('/api/progress/events')
        .set(bearer(token))
        .send({ kind: 'glossary_term_opened', clientId: randomUUID(), termId });
      expect(opened.status).toBe(200);
    }
    ctx.clock.advance(DAY);
    const ids = (review: Review) => review.items.map((item) => item.id).sort();
    expect(ids(await getReview(token))).toEqual(['bitcoin', 'satoshi-nakamoto']);
    const base = { kind: 'term', timeZone: 'UTC', itemId: 'satoshi-nakamoto', knew: true };
    expect((await answer(token, { ...base, clientId: randomUUID() })).body).toMatchObject({ box: 2 });

    // Back on the free plan the glossary locks the term: the review does not show it or take an answer.
    await setTier('free');
    const free = await getReview(token);
    expect(ids(free)).toEqual(['bitcoin']);
    expect(free.inReview).toBe(1);
    const locked = await answer(token, { ...base, clientId: randomUUID() });
    expect(locked.status).toBe(404);
    expect(locked.body.error.code).toBe('NOT_FOUND');

    // Once it is due again it stays hidden while the plan is free...
    ctx.clock.advance(3 * DAY);
    expect(ids(await getReview(token))).toEqual(['bitcoin']);
    // ...and Scholar again brings it back in the box it had reached.
    await setTier('scholar');
    const again = await getReview(token);
    expect(again.inReview).toBe(2);
    expect(again.items.find((item) => item.id === 'satoshi-nakamoto')).toMatchObject({ box: 2 });
  });

  it('counts "today" in the learner’s time zone', async () => {
    const { token } = await registerUser(ctx.app);
    for (const timeZone of ['Pacific/Honolulu', 'Pacific/Kiritimati', '-10:00', 'UTC+14']) {
      const zone = parseReviewZone(timeZone);
      if (!zone) throw new Error(timeZone);
      expect((await getReview(token, timeZone)).today).toBe(calendarDay(ctx.clock.now(), zone));
    }
  });

  it('refuses what is not in the learner’s review, bad input and a body too large, in the error shape', async () => {
    const { token } = await registerUser(ctx.app);
    const base = { kind: 'term', clientId: randomUUID(), timeZone: 'UTC', itemId: 'bitcoin', knew: true };
    const notOpened = await answer(token, base);
    expect(notOpened.status).toBe(404);
    expect(notOpened.body.error.code).toBe('NOT_FOUND');

    const cases: [string, object][] = [
      ['an unknown zone', { ...base, timeZone: 'Mars/Olympus' }],
      ['an offset beyond +14', { ...base, timeZone: '+15:00' }],
      ['no client id', { ...base, clientId: 'x' }],
      ['a bad item id', { ...base, itemId: '<script>' }],
      ['an extra field', { ...base, box: 5 }],
      ['a question without an option', { ...base, kind: 'question', knew: undefined }],
    ];
    for (const [, body] of cases) {
      const res = await answer(token, body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    const noZone = await request(ctx.app).get('/api/review').set(bearer(token));
    expect(noZone.status).toBe(400);
    expect(noZone.body.error.fields).toHaveProperty('timeZone');
    const big = await answer(token, { ...base, itemId: 'a'.repeat(3000) });
    expect(big.status).toBe(413);
    expect((await request(ctx.app).get('/api/review').query({ timeZone: 'UTC' })).status).toBe(401);
  });

  it('keeps review rows until the account is deleted', async () => {
    const { token, user } = await registerUser(ctx.app);
    await request(ctx.app)
      .post('/api/progress/events')
      .set(bearer(token))
      .send({ kind: 'glossary_term_opened', clientId: randomUUID(), termId: 'halving' });
    ctx.clock.advance(DAY);
    await answer(token, { kind: 'term', clientId: randomUUID(), timeZone: 'UTC', itemId: 'halving', knew: true });
    const mine = () =>
      ctx.database.db
        .select()
        .from(reviewItems)
        .where(and(eq(reviewItems.userId, user.id), eq(reviewItems.itemId, 'halving')));
    expect(await mine()).toHaveLength(1);
    await ctx.database.db.delete(users).where(eq(users.id, user.id));
    expect(await mine()).toHaveLength(0);
  });
});

describe('/api/progress/seven-cures', () => {
  const statuses = (card: SevenCures) => card.cures.map((cure) => cure.status);

  it('maps what the learner did to the cures, with no amounts', async () => {
    const { token } = await registerUser(ctx.app);
    const read = async () => {
      const res = await request(ctx.app).get('/api/progress/seven-cures').set(bearer(token));
      expect(res.status).toBe(200);
      return res.body as SevenCures;
    };
    const fresh = await read();
    expect(statuses(fresh)).toEqual([
      'not-started',
      'not-in-arkad',
      'not-started',
      'not-started',
      'not-in-arkad',
      'not-in-arkad',
      'not-started',
    ]);
    expect(fresh.source).toContain('Seven Cures for a Lean Purse');

    await request(ctx.app).put('/api/treasury/goal').set(bearer(token)).send({ targetAmount: 4321 });
    for (const month of ['January', 'february ', 'March', 'March'])
      await request(ctx.app)
        .post('/api/treasury/entries')
        .set(bearer(token))
        .send({ clientId: randomUUID(), month, amount: 123.45 });
    await request(ctx.app)
      .post('/api/progress/events')
      .set(bearer(token))
      .send({
        kind: 'assessment_completed',
        clientId: randomUUID(),
        answers: { holdings: 'small', technical: 'beginner', access: 'rare', timeframe: 'long', concerns: 'security' },
      });
    const res = await request(ctx.app).get('/api/progress/seven-cures').set(bearer(token));
    const card = res.body as SevenCures;
    expect(card.cures[0]).toMatchObject({
      status: 'done',
      done: ['A savings goal chosen', 'Entries logged in 3 months'],
    });
    expect(card.cures[3]).toMatchObject({ status: 'started', done: ['The Security Assessment completed'] });
    expect(card).toMatchObject({ done: 1, possible: 4 });
    expect(res.text).not.toMatch(/4321|123\.45/);
  });
  it('writes the titles, what counts, the done lines and the source in the request’s language', async () => {
    const { token } = await registerUser(ctx.app);
    await request(ctx.app).put('/api/treasury/goal').set(bearer(token)).send({ targetAmount: 100 });
    const read = async (language: string) => {
      const res = await request(ctx.app)
        .get('/api/progress/seven-cures')
        .set(bearer(token))
        .set('Accept-Language', language);
      expect(res.status).toBe(200);
      return res.body as SevenCures;
    };
    const es = await read('es-MX,es;q=0.9');
    expect(es.cures[0]).toMatchObject({
      number: 1,
      title: 'Empieza a engordar tu bolsa',
      kind: 'practice',
      status: 'started',
      done: ['Una meta de ahorro elegida'],
    });
    expect(es.cures[0]?.inArkad).toMatch(/^Una meta de ahorro en Construye tu tesoro/);
    expect(es.cures[1]).toMatchObject({ title: 'Controla tus gastos', status: 'not-in-arkad' });
    expect(es.source).toContain('«Siete remedios para una bolsa flaca» (traducción de Arkad)');
    expect(JSON.stringify(es)).not.toMatch(/thy|Arkad has nothing|savings goal/);

    // The same learner, the same cache, in English: the facts are shared, the words are not.
    const en = await read('en-US');
    expect(en.cures[0]).toMatchObject({ title: 'Start thy purse to fattening', done: ['A savings goal chosen'] });
    expect(en.source).toContain('Seven Cures for a Lean Purse');
    expect(en.cures.map((cure) => [cure.number, cure.kind, cure.status])).toEqual(
      es.cures.map((cure) => [cure.number, cure.kind, cure.status]),
    );
    expect({ done: en.done, possible: en.possible }).toEqual({ done: es.done, possible: es.possible });
  });
});
