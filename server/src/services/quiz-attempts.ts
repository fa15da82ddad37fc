import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { gradeQuiz, questionView, type DrawnQuestion, type QuizQuestion } from '@shared/domain/quiz';
import type { Language } from '@shared/i18n/languages';
import type { QuizOptionId } from '@shared/domain/quiz-rules';
import { quizMessages, type GradedQuestion, type QuizQuestionView } from '@shared/schemas/quiz';
import type { Database } from '../db/client';
import { quizAttempts, type DrawnQuestionRow } from '../db/schema';
import { badRequest, notFound } from '../lib/errors';
import { createSealer } from '../lib/tokens';
import type { RateLimiter } from './rate-limiter';

/**
 * The machinery the step quizzes and the final exam share (decisions 042, 054 and 056): a drawn
 * attempt sealed in its id (nothing stored), graded here from the bank, and stored once answered
 * as a quiz_attempts row, counted against RATE_LIMIT_QUIZ_ACCOUNT in the statement that stores it.
 */

export interface QuizAttemptsDeps {
  db: Database;
  /** Seals drawn attempts (a key derived from it for this purpose alone): JWT_SECRET, the same on every instance. */
  secret: string;
  limiter: RateLimiter;
  bank: readonly QuizQuestion[];
}

export type AttemptRow = typeof quizAttempts.$inferSelect;

const DRAW_PURPOSE = 'quiz-draw';

/** A drawn attempt as sealed in its id: the row id it will have, whose, which step, when, and what was shown. */
const sealedDrawSchema = z.object({
  v: z.literal(1),
  id: z.uuid(),
  userId: z.number().int(),
  /** A quiz'd step, or 'exam'. */
  step: z.string(),
  drawnAt: z.number().int(),
  // Each question's id and the authored options in the order shown ('cab': c was shown as a).
  questions: z.array(z.tuple([z.string(), z.string().regex(/^[abcd]{3,4}$/)])).min(1),
});
export type SealedDraw = z.infer<typeof sealedDrawSchema>;

/** The grading of an attempt, whatever it was (a step's quiz or the exam). */
export interface AttemptGrading {
  score: number;
  passed: boolean;
  questions: GradedQuestion[];
  answeredAt: Date;
}

/** The learner's answers as question id → option id, once they name each question exactly once. */
function answersByQuestion(
  questions: readonly DrawnQuestionRow[],
  input: readonly { questionId: string; optionId: QuizOptionId }[],
): Map<string, QuizOptionId> {
  const expected = new Set(questions.map((question) => question.id));
  const answers = new Map<string, QuizOptionId>();
  for (const { questionId, optionId } of input) {
    if (!expected.has(questionId))
      throw badRequest(quizMessages.unknownQuestion, { answers: [quizMessages.unknownQuestion] });
    answers.set(questionId, optionId);
  }
  if (answers.size !== expected.size)
    throw badRequest(quizMessages.answerEvery, { answers: [quizMessages.answerEvery] });
  return answers;
}

export function createQuizAttempts({ db, secret, limiter, bank }: QuizAttemptsDeps) {
  const byId = new Map(bank.map((question) => [question.id, question]));
  const sealer = createSealer(secret, DRAW_PURPOSE);
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

  function drawnOf(questions: readonly DrawnQuestionRow[]): DrawnQuestion[] {
    return questions.map(({ id, order }) => {
      const question = byId.get(id);
      // A question since removed from the bank: the attempt can no longer be shown or graded.
      if (question === undefined) throw notFound(quizMessages.attemptNotFound);
      return { question, order };
    });
  }

  function grade(
    questions: readonly DrawnQuestionRow[],
    answers: ReadonlyMap<string, QuizOptionId>,
    passMark: number,
    answeredAt: Date,
    language: Language,
  ): AttemptGrading {
    return { ...gradeQuiz(drawnOf(questions), answers, passMark, language), answeredAt };
  }

  const rowsOf = (draw: SealedDraw): DrawnQuestionRow[] =>
    draw.questions.map(([id, shown]) => ({ id, order: [...shown] as QuizOptionId[] }));

  async function stored(userId: number, id: string): Promise<AttemptRow | undefined> {
    const [row] = await db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.id, id), eq(quizAttempts.userId, userId)));
    return row;
  }

  function storedGrading(row: AttemptRow, passMark: number, language: Language): AttemptGrading {
    const answers = new Map(Object.entries(row.answers ?? {}));
    return grade(row.questions, answers, passMark, row.answeredAt ?? row.createdAt, language);
  }

  return {
    /** A new attempt of `step` (a quiz'd step or 'exam'), sealed in its id: nothing is stored. */
    async seal(userId: number, step: string, drawn: readonly DrawnQuestion[], drawnAt: Date): Promise<string> {
      const sealed: SealedDraw = {
        v: 1,
        id: randomUUID(),
        userId,
        step,
        drawnAt: drawnAt.getTime(),
        questions: drawn.map(({ question, order }) => [question.id, order.join('')]),
      };
      return sealer.seal(sealed);
    },

    /** The draw sealed in an attempt id, when it is one of this learner's for this step (404 otherwise). */
    async open(attemptId: string, userId: number, step: string): Promise<SealedDraw> {
      const parsed = sealedDrawSchema.safeParse(await sealer.unseal(attemptId));
      if (!parsed.success || parsed.data.userId !== userId || parsed.data.step !== step)
        throw notFound(quizMessages.attemptNotFound);
      return parsed.data;
    },

    /**
     * The draw's questions as shown (the same order, the same shown ids a-d) in `language`: a learner
     * who switches language mid-quiz gets the same attempt's text again, and the answers chosen hold.
     */
    view(draw: SealedDraw, language: Language): QuizQuestionView[] {
      return drawnOf(rowsOf(draw)).map((drawn) => questionView(drawn, language));
    },

    /** The stored grading of this draw, when it has been answered, in `language` (graded again from the bank). */
    async answered(
      userId: number,
      draw: SealedDraw,
      passMark: number,
      language: Language,
    ): Promise<AttemptGrading | null> {
      const row = await stored(userId, draw.id);
      return row ? storedGrading(row, passMark, language) : null;
    },

    /**
     * Grades and stores the first answer of a draw; a race lost to another answer gets the stored
     * one. Throws 429 when the learner has had RATE_LIMIT_QUIZ_ACCOUNT attempts stored this window.
     */
    async answer(
      userId: number,
      draw: SealedDraw,
      input: readonly { questionId: string; optionId: QuizOptionId }[],
      passMark: number,
      at: Date,
      language: Language,
    ): Promise<AttemptGrading> {
      const questions = rowsOf(draw);
      const answers = answersByQuestion(questions, input);
      const graded = grade(questions, answers, passMark, at, language);
      const written = await storeAnswered(String(userId), {
        id: draw.id,
        userId,
        step: draw.step,
        questions: JSON.stringify(questions),
        answers: JSON.stringify(Object.fromEntries(answers)),
        score: graded.score,
        passed: graded.passed,
        drawnAt: new Date(draw.drawnAt).toISOString(),
        answeredAt: at.toISOString(),
      });
      if (written > 0) return graded;
      // Another answer to this attempt was stored first: its grading is the one kept.
      const winner = await stored(userId, draw.id);
      if (!winner) throw notFound(quizMessages.attemptNotFound);
      return storedGrading(winner, passMark, language);
    },
  };
}

export type QuizAttempts = ReturnType<typeof createQuizAttempts>;
