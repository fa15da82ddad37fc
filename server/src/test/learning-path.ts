import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import { quizBank } from '@shared/content/quiz-bank';
import type { QuizStep } from '@shared/domain/quiz-rules';
import type { DrawnQuiz, GradedQuiz } from '@shared/schemas/quiz';
import type { DrawnExam, GradedExam } from '@shared/schemas/exam';

const bankById = new Map(quizBank.map((question) => [question.id, question]));
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Draws and answers a quiz: `right` answers every question with its right option (found through the
 * bank, by text, as the options are shuffled), `wrong` with a wrong one.
 */
export async function answerQuiz(
  app: Express,
  token: string,
  step: QuizStep,
  pick: 'right' | 'wrong',
): Promise<GradedQuiz> {
  const start = await request(app).post(`/api/quizzes/${step}/attempts`).set(bearer(token));
  expect(start.status).toBe(201);
  const quiz = start.body as DrawnQuiz;
  const answers = quiz.questions.map((shown) => {
    const question = bankById.get(shown.id);
    const right = question?.options.find((option) => option.id === question.correctOptionId)?.text;
    const chosen = shown.options.find((option) => (pick === 'right' ? option.text === right : option.text !== right));
    return { questionId: shown.id, optionId: chosen?.id ?? 'a' };
  });
  const res = await request(app)
    .post(`/api/quizzes/${step}/attempts/${quiz.attemptId}/answers`)
    .set(bearer(token))
    .send({ answers });
  expect(res.status).toBe(200);
  return res.body as GradedQuiz;
}

const send = async (app: Express, token: string, body: object) => {
  const res = await request(app).post('/api/progress/events').set(bearer(token)).send(body);
  expect(res.status).toBe(200);
};

/** The steps a test can complete one by one, through the API as the app does. */
export const completeStep = {
  guide: (app: Express, token: string) => answerQuiz(app, token, 'guide', 'right'),
  glossary: async (app: Express, token: string) => {
    for (let i = 0; i < 10; i += 1)
      await send(app, token, { kind: 'glossary_term_opened', clientId: randomUUID(), termId: `term-${i}` });
    await answerQuiz(app, token, 'glossary', 'right');
  },
  strategies: (app: Express, token: string) => answerQuiz(app, token, 'strategies', 'right'),
  wizard: (app: Express, token: string) =>
    send(app, token, {
      kind: 'wizard_result',
      clientId: randomUUID(),
      answers: { experience: 'beginner', risk: 'conservative', time: 'minimal', investment: 'small', goal: 'savings' },
    }),
  compare: (app: Express, token: string) => send(app, token, { kind: 'comparison', clientId: randomUUID() }),
  calculator: (app: Express, token: string) => send(app, token, { kind: 'calculation', clientId: randomUUID() }),
  treasury: async (app: Express, token: string) => {
    const goal = await request(app).put('/api/treasury/goal').set(bearer(token)).send({ targetAmount: 1000 });
    expect(goal.status).toBe(200);
    const entry = await request(app)
      .post('/api/treasury/entries')
      .set(bearer(token))
      .send({ clientId: randomUUID(), month: 'November 2026', amount: 10 });
    expect(entry.status).toBe(201);
  },
  security: async (app: Express, token: string) => {
    await send(app, token, {
      kind: 'assessment_completed',
      clientId: randomUUID(),
      answers: { holdings: 'small', technical: 'beginner', access: 'rare', timeframe: 'long', concerns: 'security' },
    });
    await answerQuiz(app, token, 'security', 'right');
  },
} as const;

/** Completes all 8 steps of the learning path. */
export async function completeAllSteps(app: Express, token: string): Promise<void> {
  for (const complete of Object.values(completeStep)) await complete(app, token);
}

/** Draws the final exam and answers it with `wrong` wrong answers (the first ones), the rest right. */
export async function takeExam(
  app: Express,
  token: string,
  wrong: number,
  headers: Record<string, string> = {},
): Promise<{ drawn: DrawnExam; graded: GradedExam }> {
  const start = await request(app)
    .post('/api/exam/attempts')
    .set({ ...bearer(token), ...headers });
  expect(start.status, JSON.stringify(start.body)).toBe(201);
  const drawn = start.body as DrawnExam;
  const answers = drawn.questions.map((shown, index) => {
    const question = bankById.get(shown.id);
    const right = question?.options.find((option) => option.id === question.correctOptionId)?.text;
    const chosen = shown.options.find((option) => (index >= wrong ? option.text === right : option.text !== right));
    return { questionId: shown.id, optionId: chosen?.id ?? 'a' };
  });
  const res = await request(app)
    .post(`/api/exam/attempts/${drawn.attemptId}/answers`)
    .set({ ...bearer(token), ...headers })
    .send({ answers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { drawn, graded: res.body as GradedExam };
}
