import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passageTitle, resolvePassage } from '@shared/content/passages';
import { quizBank } from '@shared/content/quiz-bank';
import { questionText } from '@shared/domain/quiz';
import { type DrawnQuiz, type GradedQuiz, type QuizAttemptView } from '@shared/schemas/quiz';
import { QUIZ_ATTEMPT_TTL_MS, type QuizOptionId } from '@shared/domain/quiz-rules';
import { quizAttempts, users } from '../db/schema';
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

async function startQuiz(token: string, step = 'guide'): Promise<DrawnQuiz> {
  const res = await request(ctx.app).post(`/api/quizzes/${step}/attempts`).set(bearer(token));
  expect(res.status).toBe(201);
  return res.body as DrawnQuiz;
}

/** The option the learner saw whose text is the bank's right one (the test reads the key; the browser cannot). */
function rightOption(quiz: DrawnQuiz, index: number): QuizOptionId {
  const shown = quiz.questions[index];
  const authored = bankById.get(shown?.id ?? '');
  const rightText = authored?.options.find((option) => option.id === authored.correctOptionId)?.text;
  const found = shown?.options.find((option) => option.text === rightText);
  if (!found) throw new Error(`no right option for question ${index}`);
  return found.id;
}

function wrongOption(quiz: DrawnQuiz, index: number): QuizOptionId {
  const right = rightOption(quiz, index);
  return quiz.questions[index]?.options.find((option) => option.id !== right)?.id ?? 'a';
}

/** Answers with `wrong` wrong answers first, the rest right. */
const answersFor = (quiz: DrawnQuiz, wrong: number) => ({
  answers: quiz.questions.map((question, index) => ({
    questionId: question.id,
    optionId: index < wrong ? wrongOption(quiz, index) : rightOption(quiz, index),
  })),
});

/** The learner's stored attempts. */
const storedOf = (userId: number) => ctx.database.db.select().from(quizAttempts).where(eq(quizAttempts.userId, userId));

const answer = (token: string, quiz: DrawnQuiz, body: unknown) =>
  request(ctx.app)
    .post(`/api/quizzes/${quiz.step}/attempts/${quiz.attemptId}/answers`)
    .set(bearer(token))
    .send(body as object);

describe('/api/quizzes', () => {
  it('answers 401 without a token', async () => {
    const start = await request(ctx.app).post('/api/quizzes/guide/attempts');
    const graded = await request(ctx.app)
      .post('/api/quizzes/guide/attempts/6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b/answers')
      .send({ answers: [] });
    for (const res of [start, graded]) expect(res.status).toBe(401);
  });

  it.each(['guide', 'glossary', 'strategies', 'security'])(
    'draws six questions of the %s quiz without the answer key',
    async (step) => {
      const { token } = await registerUser(ctx.app);
      const res = await request(ctx.app).post(`/api/quizzes/${step}/attempts`).set(bearer(token));
      expect(res.status).toBe(201);
      expect(res.headers['cache-control']).toContain('no-store');
      const quiz = res.body as DrawnQuiz;
      expect(quiz.questions).toHaveLength(6);
      expect(quiz.passMark).toBe(5);
      expect(quiz.questions.every((question) => bankById.get(question.id)?.step === step)).toBe(true);
      // Nothing of the key: no field naming it, and no explanation or source text of the drawn questions.
      expect(res.text).not.toMatch(/"(?:correct\w*|explanation|source)"\s*:/i);
      for (const question of quiz.questions) {
        const authored = bankById.get(question.id);
        expect(res.text).not.toContain(authored?.explanation.slice(0, 40));
        expect(Object.keys(question).sort()).toEqual(['id', 'options', 'prompt']);
      }
    },
  );

  it("draws a free learner's quiz only from passages the free plan opens, and a Scholar's from all", async () => {
    const scholarOnly = new Set(
      quizBank
        .filter((question) => resolvePassage(question.taughtBy).plan === 'scholar')
        .map((question) => question.id),
    );
    expect(scholarOnly.size).toBeGreaterThan(0);
    const { token, user } = await registerUser(ctx.app);
    const drawnIds = async () => (await startQuiz(token, 'glossary')).questions.map((question) => question.id);
    for (let i = 0; i < 15; i++) expect((await drawnIds()).filter((id) => scholarOnly.has(id))).toEqual([]);

    await ctx.database.db
      .update(users)
      .set({ subscriptionTier: 'scholar', subscriptionStatus: 'active' })
      .where(eq(users.id, user.id));
    let draws = 0;
    while (!(await drawnIds()).some((id) => scholarOnly.has(id))) {
      draws += 1;
      expect(draws, 'a Scholar never drew a question on a Scholar term').toBeLessThan(60);
    }
  });

  it('draws different questions on a retake', async () => {
    const { token } = await registerUser(ctx.app);
    const draws = new Set<string>();
    for (let i = 0; i < 5; i++) draws.add((await startQuiz(token)).questions.map((question) => question.id).join());
    expect(draws.size).toBeGreaterThan(1);
  });

  it('answers 404 for a step without a quiz', async () => {
    const { token } = await registerUser(ctx.app);
    const res = await request(ctx.app).post('/api/quizzes/wizard/attempts').set(bearer(token));
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });

  it('stores nothing when drawing; the attempt id shows nothing of the draw', async () => {
    const { token, user } = await registerUser(ctx.app);
    const quiz = await startQuiz(token);
    expect(await storedOf(user.id)).toEqual([]);
    expect(quiz.attemptId).toMatch(/^[A-Za-z0-9_-]+$/);
    const opened = Buffer.from(quiz.attemptId, 'base64url').toString('latin1');
    for (const question of quiz.questions) expect(opened).not.toContain(question.id);
  });

  it('answers 404 for an attempt id changed by the browser', async () => {
    const { token } = await registerUser(ctx.app);
    const quiz = await startQuiz(token);
    const bytes = Buffer.from(quiz.attemptId, 'base64url');
    bytes[bytes.length - 20] = (bytes[bytes.length - 20] ?? 0) ^ 1;
    const res = await answer(token, { ...quiz, attemptId: bytes.toString('base64url') }, answersFor(quiz, 0));
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'NOT_FOUND', message: 'No such quiz attempt' });
  });

  it('grades on the server: six right pass, five right pass, four right fail', async () => {
    const { token, user } = await registerUser(ctx.app);
    for (const [wrong, score, passed] of [
      [0, 6, true],
      [1, 5, true],
      [2, 4, false],
    ] as const) {
      const quiz = await startQuiz(token);
      const res = await answer(token, quiz, answersFor(quiz, wrong));
      expect(res.status).toBe(200);
      const graded = res.body as GradedQuiz;
      expect(graded).toMatchObject({ attemptId: quiz.attemptId, score, total: 6, passMark: 5, passed });
      graded.questions.forEach((question, index) => {
        const authored = bankById.get(question.id);
        expect(question.correct).toBe(index >= wrong);
        expect(question.correctOptionId).toBe(rightOption(quiz, index));
        expect(question.explanation).toBe(authored?.explanation);
        expect(question.source.length).toBeGreaterThan(5);
        // The lesson that teaches it: the passage its taughtBy names, with the address that opens it.
        const passage = authored ? resolvePassage(authored.taughtBy) : undefined;
        expect(question.lesson).toEqual({ title: passage?.title, href: passage?.href });
      });
      // Each of the three has its own score: the row stored for this answer is the one with it.
      const row = (await storedOf(user.id)).find((stored) => stored.score === score);
      expect(row).toMatchObject({ step: 'guide', score, passed });
      expect(Object.keys(row?.answers ?? {})).toHaveLength(6);
    }
  });

  it('keeps the first answer: answering again returns the stored grading', async () => {
    const { token, user } = await registerUser(ctx.app);
    const quiz = await startQuiz(token);
    const first = await answer(token, quiz, answersFor(quiz, 3));
    const again = await answer(token, quiz, answersFor(quiz, 0));
    const both = await Promise.all([
      answer(token, quiz, answersFor(quiz, 0)),
      answer(token, quiz, answersFor(quiz, 6)),
    ]);
    expect(first.body).toMatchObject({ score: 3, passed: false });
    for (const res of [again, ...both]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual(first.body);
    }
    const rows = await storedOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.score).toBe(3);
  });

  it('keeps a race between two first answers to one grading', async () => {
    const { token, user } = await registerUser(ctx.app);
    const quiz = await startQuiz(token);
    const [a, b] = await Promise.all([
      answer(token, quiz, answersFor(quiz, 0)),
      answer(token, quiz, answersFor(quiz, 6)),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect(await storedOf(user.id)).toHaveLength(1);
  });

  it("answers 404 for another learner's attempt, an unknown one, or the wrong step", async () => {
    const owner = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const quiz = await startQuiz(owner.token);
    const theirs = await answer(other.token, quiz, answersFor(quiz, 0));
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.code).toBe('NOT_FOUND');
    const wrongStep = await request(ctx.app)
      .post(`/api/quizzes/security/attempts/${quiz.attemptId}/answers`)
      .set(bearer(owner.token))
      .send(answersFor(quiz, 0));
    expect(wrongStep.status).toBe(404);
    const notAnId = await request(ctx.app)
      .post('/api/quizzes/guide/attempts/not-an-id/answers')
      .set(bearer(owner.token))
      .send(answersFor(quiz, 0));
    expect(notAnId.status).toBe(404);
    // The owner can still answer it: the other learner's try changed nothing.
    expect((await answer(owner.token, quiz, answersFor(quiz, 0))).body.score).toBe(6);
  });

  it('answers 400 for answers that do not fit the attempt, and grades nothing', async () => {
    const { token, user } = await registerUser(ctx.app);
    const quiz = await startQuiz(token);
    const valid = answersFor(quiz, 0).answers;
    const bodies: unknown[] = [
      {},
      { answers: valid.slice(0, 5) },
      { answers: [...valid.slice(0, 5), { questionId: 'not-in-this-quiz', optionId: 'a' }] },
      { answers: [...valid.slice(0, 5), valid[0]] },
      { answers: valid.map((item, index) => (index === 0 ? { ...item, optionId: 'e' } : item)) },
      { answers: valid, extra: true },
      'not json',
    ];
    for (const body of bodies) {
      const res = await answer(token, quiz, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    expect(await storedOf(user.id)).toEqual([]);
  });

  it('answers 409 for an attempt left unanswered past 24 hours; an answered one is still read back', async () => {
    const { token, user } = await registerUser(ctx.app);
    const quiz = await startQuiz(token);
    const answered = await startQuiz(token);
    await answer(token, answered, answersFor(answered, 0));
    ctx.clock.advance(QUIZ_ATTEMPT_TTL_MS + 1000);
    const late = await answer(token, quiz, answersFor(quiz, 0));
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/expired/);
    expect((await answer(token, answered, answersFor(answered, 6))).body.score).toBe(6);
    expect(await storedOf(user.id)).toHaveLength(1);
  });

  it('sweeps attempts stored unanswered before drawing stopped storing them, past 24 hours', async () => {
    const { user } = await registerUser(ctx.app);
    const question = { id: quizBank[0]?.id ?? '', order: ['a', 'b', 'c'] as QuizOptionId[] };
    const drawnAt = ctx.clock.now();
    await ctx.database.db
      .insert(quizAttempts)
      .values({ id: randomUUID(), userId: user.id, step: 'guide', questions: [question], createdAt: drawnAt });
    ctx.clock.advance(QUIZ_ATTEMPT_TTL_MS + 1000);
    ctx.services.retention.start();
    await ctx.services.retention.stop();
    expect(await storedOf(user.id)).toEqual([]);
  });

  it("removes a learner's attempts with the account", async () => {
    const { token, user } = await registerUser(ctx.app);
    const quiz = await startQuiz(token);
    await answer(token, quiz, answersFor(quiz, 0));
    await startQuiz(token);
    expect(await storedOf(user.id)).toHaveLength(1);
    await ctx.database.db.delete(users).where(eq(users.id, user.id));
    expect(await storedOf(user.id)).toHaveLength(0);
  });
});

describe('/api/quizzes in the learner’s language (issue 48)', () => {
  const es = { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' };
  const view = (token: string, quiz: DrawnQuiz, headers: Record<string, string> = {}) =>
    request(ctx.app).get(`/api/quizzes/${quiz.step}/attempts/${quiz.attemptId}`).set(bearer(token)).set(headers);

  it('draws in Spanish for a Spanish page; the same attempt reads again in English with the same ids', async () => {
    const { token } = await registerUser(ctx.app);
    const res = await request(ctx.app).post('/api/quizzes/guide/attempts').set(bearer(token)).set(es);
    expect(res.status).toBe(201);
    const quiz = res.body as DrawnQuiz;
    for (const shown of quiz.questions) {
      const spanish = questionText(bankById.get(shown.id) as (typeof quizBank)[number], 'es');
      expect(shown.prompt).toBe(spanish.prompt);
      expect(shown.options.map((option) => option.text).sort()).toEqual([...spanish.options].sort());
    }

    // The page switches to English mid-quiz: the same attempt, the same questions and shown ids.
    const again = await view(token, quiz, { 'Accept-Language': 'en' });
    expect(again.status).toBe(200);
    expect(again.headers['cache-control']).toContain('no-store');
    const english = (again.body as QuizAttemptView).quiz;
    expect(english).toMatchObject({ attemptId: quiz.attemptId, step: 'guide', expiresAt: quiz.expiresAt });
    expect((again.body as QuizAttemptView).graded).toBeNull();
    expect(english.questions.map((q) => q.id)).toEqual(quiz.questions.map((q) => q.id));
    english.questions.forEach((shown, index) => {
      const authored = bankById.get(shown.id);
      expect(shown.prompt).toBe(authored?.prompt);
      // Each shown id names the same authored option in both languages.
      shown.options.forEach((option, place) => {
        const spanishText = quiz.questions[index]?.options[place]?.text;
        const authoredIndex = authored?.options.findIndex((o) => o.text === option.text) ?? -1;
        expect(option.id).toBe(quiz.questions[index]?.options[place]?.id);
        expect(questionText(authored as (typeof quizBank)[number], 'es').options[authoredIndex]).toBe(spanishText);
      });
    });
    // Nothing was stored by reading it.
    expect(english).not.toHaveProperty('correctOptionId');
  });

  it('grades by ids whatever the language, and gives the grading again in the page’s new language', async () => {
    const { token, user } = await registerUser(ctx.app);
    const quiz = await startQuiz(token);
    // Chosen on an English page, sent after the switch to Spanish: graded the same, written in Spanish.
    const graded = await request(ctx.app)
      .post(`/api/quizzes/guide/attempts/${quiz.attemptId}/answers`)
      .set(bearer(token))
      .set(es)
      .send(answersFor(quiz, 2));
    expect(graded.status).toBe(200);
    const spanish = graded.body as GradedQuiz;
    expect(spanish.score).toBe(4);
    for (const question of spanish.questions) {
      const text = questionText(bankById.get(question.id) as (typeof quizBank)[number], 'es');
      expect(question).toMatchObject({ prompt: text.prompt, explanation: text.explanation, source: text.source });
      expect(question.lesson.title).toBe(text.lesson);
      // The lesson's title is the one its Spanish screen shows (the Spanish content's), same address.
      const taughtBy = bankById.get(question.id)!.taughtBy;
      expect(question.lesson).toEqual({ title: passageTitle(taughtBy, 'es'), href: resolvePassage(taughtBy).href });
    }

    const back = await view(token, quiz, { 'Accept-Language': 'en-US' });
    const english = (back.body as QuizAttemptView).graded as GradedQuiz;
    expect(english.score).toBe(4);
    expect(english.questions.map((q) => [q.id, q.chosenOptionId, q.correctOptionId])).toEqual(
      spanish.questions.map((q) => [q.id, q.chosenOptionId, q.correctOptionId]),
    );
    english.questions.forEach((question) => {
      const authored = bankById.get(question.id);
      expect(question.explanation).toBe(authored?.explanation);
      expect(question.lesson.title).toBe(resolvePassage(authored?.taughtBy ?? { kind: 'security-levels' }).title);
    });
    expect(await storedOf(user.id)).toHaveLength(1);
  });

  it('answers 404 for another learner’s attempt and 401 without a token', async () => {
    const owner = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const quiz = await startQuiz(owner.token);
    expect((await view(other.token, quiz)).status).toBe(404);
    expect((await view(other.token, quiz)).body.error.code).toBe('NOT_FOUND');
    expect((await request(ctx.app).get(`/api/quizzes/guide/attempts/${quiz.attemptId}`)).status).toBe(401);
  });
});
