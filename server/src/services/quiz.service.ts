import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { quizBank } from '@shared/content/quiz-bank';
import {
  drawQuiz,
  gradeQuiz,
  questionView,
  type DrawnQuestion,
  type QuizQuestion,
  type Random,
} from '@shared/domain/quiz';
import { quizMessages, type DrawnQuiz, type GradedQuiz, type QuizAnswers } from '@shared/schemas/quiz';
import {
  QUIZ_ATTEMPT_TTL_MS,
  QUIZ_LENGTH,
  QUIZ_PASS_MARK,
  type QuizOptionId,
  type QuizStep,
} from '@shared/domain/quiz-rules';
import type { Database } from '../db/client';
import { quizAttempts, type DrawnQuestionRow } from '../db/schema';
import { badRequest, conflict, notFound } from '../lib/errors';
import type { RateLimiter } from './rate-limiter';

export interface QuizServiceDeps {
  db: Database;
  now: () => Date;
  /** Each learner may start RATE_LIMIT_QUIZ_ACCOUNT attempts per window: counted in the statement that stores one. */
  limiter: RateLimiter;
  /** Draws the questions and shuffles the options; Math.random unless a test seeds it. */
  random?: Random;
  /** The bank with its key; the real one unless a test brings its own. */
  bank?: readonly QuizQuestion[];
}

type AttemptRow = typeof quizAttempts.$inferSelect;

/** The learner's answers as question id → option id, once they name each question exactly once. */
function answersByQuestion(row: AttemptRow, input: QuizAnswers): Map<string, QuizOptionId> {
  const expected = new Set(row.questions.map((question) => question.id));
  const answers = new Map<string, QuizOptionId>();
  for (const { questionId, optionId } of input.answers) {
    if (!expected.has(questionId))
      throw badRequest(quizMessages.unknownQuestion, { answers: [quizMessages.unknownQuestion] });
    answers.set(questionId, optionId);
  }
  if (answers.size !== expected.size)
    throw badRequest(quizMessages.answerEvery, { answers: [quizMessages.answerEvery] });
  return answers;
}

/**
 * Quizzes graded on the server (decision 042). An attempt is drawn and stored with its questions
 * and the order their options were shown in; the key never leaves this service until the attempt
 * is answered. The first answer is the one graded and kept: a repeat gets the stored grading.
 */
export function createQuizService({ db, now, limiter, random = Math.random, bank = quizBank }: QuizServiceDeps) {
  const byId = new Map(bank.map((question) => [question.id, question]));
  const placeholder = sql.placeholder;
  // A new attempt is stored only when the learner's quizAccount hit is within the limit: one
  // statement. A drawn attempt is worth little (lost, the learner draws again): its commit does not
  // wait for the disk (decision 054).
  const storeAttempt = limiter.hitThen(
    'quizAccount',
    'quiz_attempt_start',
    (within) => sql`insert into ${quizAttempts} ("id", "user_id", "step", "questions", "created_at")
      select ${placeholder('id')}::uuid, ${placeholder('userId')}::integer, ${placeholder('step')}::text,
        ${placeholder('questions')}::jsonb, ${placeholder('createdAt')}::timestamptz
      where ${within}`,
    { waitForDisk: false },
  );

  function drawnOf(row: AttemptRow): DrawnQuestion[] {
    return row.questions.map(({ id, order }) => {
      const question = byId.get(id);
      // A question since removed from the bank: the attempt can no longer be shown or graded.
      if (question === undefined) throw notFound(quizMessages.attemptNotFound);
      return { question, order };
    });
  }

  function gradedOf(row: AttemptRow, answers: ReadonlyMap<string, QuizOptionId>, answeredAt: Date): GradedQuiz {
    const { score, passed, questions } = gradeQuiz(drawnOf(row), answers);
    return {
      attemptId: row.id,
      step: row.step as QuizStep,
      score,
      total: QUIZ_LENGTH,
      passMark: QUIZ_PASS_MARK,
      passed,
      questions,
      answeredAt: answeredAt.toISOString(),
    };
  }

  async function findAttempt(userId: number, step: QuizStep, id: string): Promise<AttemptRow> {
    const [row] = await db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.id, id), eq(quizAttempts.userId, userId), eq(quizAttempts.step, step)));
    if (!row) throw notFound(quizMessages.attemptNotFound);
    return row;
  }

  /** The stored grading of an answered attempt. */
  function storedGrading(row: AttemptRow): GradedQuiz {
    return gradedOf(row, new Map(Object.entries(row.answers ?? {})), row.answeredAt ?? row.createdAt);
  }

  return {
    /**
     * Draws and stores a new attempt; answers with its questions, never their key. Throws 429 when
     * the learner has started RATE_LIMIT_QUIZ_ACCOUNT attempts this window (nothing is stored).
     */
    async start(userId: number, step: QuizStep): Promise<DrawnQuiz> {
      const drawn = drawQuiz(bank, step, random);
      const createdAt = now();
      const id = randomUUID();
      const questions: DrawnQuestionRow[] = drawn.map(({ question, order }) => ({ id: question.id, order }));
      await storeAttempt(String(userId), {
        id,
        userId,
        step,
        questions: JSON.stringify(questions),
        createdAt: createdAt.toISOString(),
      });
      return {
        attemptId: id,
        step,
        questions: drawn.map(questionView),
        passMark: QUIZ_PASS_MARK,
        expiresAt: new Date(createdAt.getTime() + QUIZ_ATTEMPT_TTL_MS).toISOString(),
      };
    },

    /** Grades and keeps the first answer; a repeat (or a race lost to another answer) gets the stored one. */
    async answer(userId: number, step: QuizStep, id: string, input: QuizAnswers): Promise<GradedQuiz> {
      const row = await findAttempt(userId, step, id);
      if (row.answers !== null) return storedGrading(row);
      const at = now();
      if (at.getTime() - row.createdAt.getTime() > QUIZ_ATTEMPT_TTL_MS) throw conflict(quizMessages.expired);
      const answers = answersByQuestion(row, input);
      const graded = gradedOf(row, answers, at);
      const updated = await db
        .update(quizAttempts)
        .set({ answers: Object.fromEntries(answers), score: graded.score, passed: graded.passed, answeredAt: at })
        .where(and(eq(quizAttempts.id, id), isNull(quizAttempts.answers)))
        .returning({ id: quizAttempts.id });
      return updated.length > 0 ? graded : storedGrading(await findAttempt(userId, step, id));
    },
  };
}

export type QuizService = ReturnType<typeof createQuizService>;
