import { openOnPlan, resolvePassage, type PassagePlan } from '@shared/content/passages';
import { hasPremiumAccess, type LearnerSubject } from '@shared/domain/feature-access';
import { drawQuiz, questionView, type QuizQuestion, type Random } from '@shared/domain/quiz';
import type { Language } from '@shared/i18n/languages';
import type { BetaConfig } from '@shared/schemas/beta';
import {
  quizMessages,
  type DrawnQuiz,
  type GradedQuiz,
  type QuizAnswers,
  type QuizAttemptView,
} from '@shared/schemas/quiz';
import { QUIZ_ATTEMPT_TTL_MS, QUIZ_LENGTH, QUIZ_PASS_MARK, quizSteps, type QuizStep } from '@shared/domain/quiz-rules';
import { conflict } from '../lib/errors';
import type { AttemptGrading, QuizAttempts, SealedDraw } from './quiz-attempts';

export interface QuizServiceDeps {
  now: () => Date;
  /** Sealed draws, grading and stored attempts, shared with the final exam. */
  attempts: QuizAttempts;
  /** The bank with its key (the one `attempts` grades from). */
  bank: readonly QuizQuestion[];
  /** Draws the questions and shuffles the options; Math.random unless a test seeds it. */
  random?: Random;
  /** The deployment's beta programme: a beta learner opens every passage while it is active. */
  beta?: BetaConfig;
}

/** The plan whose passages a learner can open now: what their quizzes and exam are drawn from. */
export function passagePlanOf(subject: LearnerSubject, now: Date, beta: BetaConfig | undefined): PassagePlan {
  return hasPremiumAccess(subject, { now, beta }) ? 'scholar' : 'free';
}

/**
 * Quizzes graded on the server (decisions 042 and 054). A drawn attempt is not stored: its id seals
 * (encrypted and authenticated) the questions and the order their options were shown in, the
 * learner and the time, so drawing needs no database; the key never leaves this service until the
 * attempt is answered. The first answer is graded and stored as the attempt's row; a repeat (or a
 * race lost to another answer) gets the stored grading.
 */
export function createQuizService({ now, attempts, bank, random = Math.random, beta }: QuizServiceDeps) {
  // Each plan's questions of each step, picked out of the bank once: a learner is asked only what
  // their plan lets them open (issue 44, point 1; shared/content/quiz-bank.ts questionsForPlan).
  const poolOf = (plan: PassagePlan, step: QuizStep) =>
    bank.filter((question) => question.step === step && openOnPlan(resolvePassage(question.taughtBy), plan));
  const pools: Record<PassagePlan, Map<QuizStep, QuizQuestion[]>> = {
    free: new Map(quizSteps.map((step) => [step, poolOf('free', step)])),
    scholar: new Map(quizSteps.map((step) => [step, poolOf('scholar', step)])),
  };

  const gradedOf = (attemptId: string, step: QuizStep, grading: AttemptGrading): GradedQuiz => ({
    attemptId,
    step,
    score: grading.score,
    total: QUIZ_LENGTH,
    passMark: QUIZ_PASS_MARK,
    passed: grading.passed,
    questions: grading.questions,
    answeredAt: grading.answeredAt.toISOString(),
  });

  const drawnOf = (attemptId: string, step: QuizStep, draw: SealedDraw, language: Language): DrawnQuiz => ({
    attemptId,
    step,
    questions: attempts.view(draw, language),
    passMark: QUIZ_PASS_MARK,
    expiresAt: new Date(draw.drawnAt + QUIZ_ATTEMPT_TTL_MS).toISOString(),
  });

  return {
    /**
     * Draws a new attempt from the questions the learner's plan opens (nothing stored); answers with
     * its questions, never their key.
     */
    async start(subject: LearnerSubject, step: QuizStep, language: Language = 'en'): Promise<DrawnQuiz> {
      const drawnAt = now();
      const drawn = drawQuiz(pools[passagePlanOf(subject, drawnAt, beta)].get(step) ?? [], step, random);
      return {
        attemptId: await attempts.seal(subject.id, step, drawn, drawnAt),
        step,
        questions: drawn.map((item) => questionView(item, language)),
        passMark: QUIZ_PASS_MARK,
        expiresAt: new Date(drawnAt.getTime() + QUIZ_ATTEMPT_TTL_MS).toISOString(),
      };
    },

    /**
     * Grades and stores the first answer; a repeat (or a race lost to another answer) gets the
     * stored one. Throws 429 when the learner has had RATE_LIMIT_QUIZ_ACCOUNT attempts stored this
     * window (nothing is stored).
     */
    async answer(
      userId: number,
      step: QuizStep,
      attemptId: string,
      input: QuizAnswers,
      language: Language = 'en',
    ): Promise<GradedQuiz> {
      const draw = await attempts.open(attemptId, userId, step);
      const stored = await attempts.answered(userId, draw, QUIZ_PASS_MARK, language);
      if (stored) return gradedOf(attemptId, step, stored);
      const at = now();
      if (at.getTime() - draw.drawnAt > QUIZ_ATTEMPT_TTL_MS) throw conflict(quizMessages.expired);
      return gradedOf(
        attemptId,
        step,
        await attempts.answer(userId, draw, input.answers, QUIZ_PASS_MARK, at, language),
      );
    },

    /**
     * One of the learner's attempts again, in `language`: its questions as drawn (same order, same
     * shown ids) and, once answered, its grading. What the page asks when its language changes
     * mid-quiz: the text follows, the answers chosen (by shown id) stay. Stores nothing.
     */
    async view(userId: number, step: QuizStep, attemptId: string, language: Language): Promise<QuizAttemptView> {
      const draw = await attempts.open(attemptId, userId, step);
      const stored = await attempts.answered(userId, draw, QUIZ_PASS_MARK, language);
      return {
        quiz: drawnOf(attemptId, step, draw, language),
        graded: stored ? gradedOf(attemptId, step, stored) : null,
      };
    },
  };
}

export type QuizService = ReturnType<typeof createQuizService>;
