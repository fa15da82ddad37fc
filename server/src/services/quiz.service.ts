import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { quizBank } from '@shared/content/quiz-bank';
import { openOnPlan, resolvePassage, type PassagePlan } from '@shared/content/passages';
import { hasPremiumAccess, type LearnerSubject } from '@shared/domain/feature-access';
import type { BetaConfig } from '@shared/schemas/beta';
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
  quizSteps,
  type QuizOptionId,
  type QuizStep,
} from '@shared/domain/quiz-rules';
import type { Database } from '../db/client';
import { quizAttempts, type DrawnQuestionRow } from '../db/schema';
import { badRequest, conflict, notFound } from '../lib/errors';
import { seal, unseal } from '../lib/tokens';
import type { RateLimiter } from './rate-limiter';

export interface QuizServiceDeps {
  db: Database;
  now: () => Date;
  /** Seals drawn attempts (a key derived from it for this purpose alone): JWT_SECRET, the same on every instance. */
  secret: string;
  /** Each learner may have RATE_LIMIT_QUIZ_ACCOUNT attempts stored (answered) per window. */
  limiter: RateLimiter;
  /** Draws the questions and shuffles the options; Math.random unless a test seeds it. */
  random?: Random;
  /** The bank with its key; the real one unless a test brings its own. */
  bank?: readonly QuizQuestion[];
  /** The deployment's beta programme: a beta learner opens every passage while it is active. */
  beta?: BetaConfig;
}

type AttemptRow = typeof quizAttempts.$inferSelect;

const DRAW_PURPOSE = 'quiz-draw';

/** A drawn attempt as sealed in its id: the row id it will have, whose, which step, when, and what was shown. */
const sealedDrawSchema = z.object({
  v: z.literal(1),
  id: z.uuid(),
  userId: z.number().int(),
  step: z.enum(quizSteps),
  drawnAt: z.number().int(),
  // Each question's id and the authored options in the order shown ('cab': c was shown as a).
  questions: z.array(z.tuple([z.string(), z.string().regex(/^[abcd]{3,4}$/)])).length(QUIZ_LENGTH),
});
type SealedDraw = z.infer<typeof sealedDrawSchema>;

const orderOf = (shown: string) => [...shown] as QuizOptionId[];

/** The learner's answers as question id → option id, once they name each question exactly once. */
function answersByQuestion(questions: readonly DrawnQuestionRow[], input: QuizAnswers): Map<string, QuizOptionId> {
  const expected = new Set(questions.map((question) => question.id));
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
 * Quizzes graded on the server (decisions 042 and 054). A drawn attempt is not stored: its id seals
 * (encrypted and authenticated) the questions and the order their options were shown in, the
 * learner and the time, so drawing needs no database; the key never leaves this service until the
 * attempt is answered. The first answer is graded and stored as the attempt's row; a repeat (or a
 * race lost to another answer) gets the stored grading.
 */
export function createQuizService({
  db,
  now,
  secret,
  limiter,
  random = Math.random,
  bank = quizBank,
  beta,
}: QuizServiceDeps) {
  const byId = new Map(bank.map((question) => [question.id, question]));
  // Each plan's questions of each step, picked out of the bank once: a learner is asked only what
  // their plan lets them open (issue 44, point 1; shared/content/quiz-bank.ts questionsForPlan).
  const poolOf = (plan: PassagePlan, step: QuizStep) =>
    bank.filter((question) => question.step === step && openOnPlan(resolvePassage(question.taughtBy), plan));
  const pools: Record<PassagePlan, Map<QuizStep, QuizQuestion[]>> = {
    free: new Map(quizSteps.map((step) => [step, poolOf('free', step)])),
    scholar: new Map(quizSteps.map((step) => [step, poolOf('scholar', step)])),
  };
  const planOf = (subject: LearnerSubject): PassagePlan =>
    hasPremiumAccess(subject, { now: now(), beta }) ? 'scholar' : 'free';
  const placeholder = sql.placeholder;
  // An answered attempt is stored only when the learner's quizAccount hit is within the limit, and
  // once (the first answer): one statement.
  const storeAnswered = limiter.hitThen(
    'quizAccount',
    'quiz_attempt_answered',
    (within) => sql`insert into ${quizAttempts}
        ("id", "user_id", "step", "questions", "answers", "score", "passed", "created_at", "answered_at")
      select ${placeholder('id')}::uuid, ${placeholder('userId')}::integer, ${placeholder('step')}::text,
        ${placeholder('questions')}::jsonb, ${placeholder('answers')}::jsonb, ${placeholder('score')}::integer,
        ${placeholder('passed')}::boolean, ${placeholder('drawnAt')}::timestamptz, ${placeholder('answeredAt')}::timestamptz
      where ${within}
      on conflict ("id") do nothing
      returning 1`,
  );

  /** The draw sealed in an attempt id, when it is one of this learner's for this step. */
  function openDraw(attemptId: string, userId: number, step: QuizStep): SealedDraw {
    const parsed = sealedDrawSchema.safeParse(unseal(attemptId, secret, DRAW_PURPOSE));
    if (!parsed.success || parsed.data.userId !== userId || parsed.data.step !== step)
      throw notFound(quizMessages.attemptNotFound);
    return parsed.data;
  }

  function drawnOf(questions: readonly DrawnQuestionRow[]): DrawnQuestion[] {
    return questions.map(({ id, order }) => {
      const question = byId.get(id);
      // A question since removed from the bank: the attempt can no longer be shown or graded.
      if (question === undefined) throw notFound(quizMessages.attemptNotFound);
      return { question, order };
    });
  }

  function gradedOf(
    attemptId: string,
    step: QuizStep,
    questions: readonly DrawnQuestionRow[],
    answers: ReadonlyMap<string, QuizOptionId>,
    answeredAt: Date,
  ): GradedQuiz {
    const { score, passed, questions: graded } = gradeQuiz(drawnOf(questions), answers);
    return {
      attemptId,
      step,
      score,
      total: QUIZ_LENGTH,
      passMark: QUIZ_PASS_MARK,
      passed,
      questions: graded,
      answeredAt: answeredAt.toISOString(),
    };
  }

  async function storedAttempt(userId: number, id: string): Promise<AttemptRow | undefined> {
    const [row] = await db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.id, id), eq(quizAttempts.userId, userId)));
    return row;
  }

  /** The stored grading of an answered attempt. */
  function storedGrading(attemptId: string, row: AttemptRow): GradedQuiz {
    const answers = new Map(Object.entries(row.answers ?? {}));
    return gradedOf(attemptId, row.step as QuizStep, row.questions, answers, row.answeredAt ?? row.createdAt);
  }

  return {
    /**
     * Draws a new attempt from the questions the learner's plan opens (nothing stored); answers with
     * its questions, never their key.
     */
    start(subject: LearnerSubject, step: QuizStep): DrawnQuiz {
      const userId = subject.id;
      const drawn = drawQuiz(pools[planOf(subject)].get(step) ?? [], step, random);
      const drawnAt = now();
      const sealed: SealedDraw = {
        v: 1,
        id: randomUUID(),
        userId,
        step,
        drawnAt: drawnAt.getTime(),
        questions: drawn.map(({ question, order }) => [question.id, order.join('')]),
      };
      return {
        attemptId: seal(sealed, secret, DRAW_PURPOSE),
        step,
        questions: drawn.map(questionView),
        passMark: QUIZ_PASS_MARK,
        expiresAt: new Date(drawnAt.getTime() + QUIZ_ATTEMPT_TTL_MS).toISOString(),
      };
    },

    /**
     * Grades and stores the first answer; a repeat (or a race lost to another answer) gets the
     * stored one. Throws 429 when the learner has had RATE_LIMIT_QUIZ_ACCOUNT attempts stored this
     * window (nothing is stored).
     */
    async answer(userId: number, step: QuizStep, attemptId: string, input: QuizAnswers): Promise<GradedQuiz> {
      const draw = openDraw(attemptId, userId, step);
      const stored = await storedAttempt(userId, draw.id);
      if (stored) return storedGrading(attemptId, stored);
      const at = now();
      if (at.getTime() - draw.drawnAt > QUIZ_ATTEMPT_TTL_MS) throw conflict(quizMessages.expired);
      const questions = draw.questions.map(([id, shown]) => ({ id, order: orderOf(shown) }));
      const answers = answersByQuestion(questions, input);
      const graded = gradedOf(attemptId, step, questions, answers, at);
      const written = await storeAnswered(String(userId), {
        id: draw.id,
        userId,
        step,
        questions: JSON.stringify(questions),
        answers: JSON.stringify(Object.fromEntries(answers)),
        score: graded.score,
        passed: graded.passed,
        drawnAt: new Date(draw.drawnAt).toISOString(),
        answeredAt: at.toISOString(),
      });
      if (written > 0) return graded;
      // Another answer to this attempt was stored first: its grading is the one kept.
      const winner = await storedAttempt(userId, draw.id);
      if (!winner) throw notFound(quizMessages.attemptNotFound);
      return storedGrading(attemptId, winner);
    },
  };
}

export type QuizService = ReturnType<typeof createQuizService>;
