import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { drawExam } from '@shared/domain/exam';
import {
  EXAM_LENGTH,
  EXAM_PASS_MARK,
  EXAM_RETAKE_WAIT_HOURS,
  EXAM_STEP,
  examAvailability,
  examRetakeAt,
  type ExamHistory,
} from '@shared/domain/exam-rules';
import { questionView, type QuizQuestion, type Random } from '@shared/domain/quiz';
import type { Language } from '@shared/i18n/languages';
import { QUIZ_ATTEMPT_TTL_MS } from '@shared/domain/quiz-rules';
import type { LearnerSubject } from '@shared/domain/feature-access';
import {
  examMessages,
  type DrawnExam,
  type ExamAnswers,
  type ExamAttemptView,
  type ExamStatus,
  type GradedExam,
} from '@shared/schemas/exam';
import { quizMessages } from '@shared/schemas/quiz';
import type { Database } from '../db/client';
import { quizAttempts } from '../db/schema';
import { conflict } from '../lib/errors';
import type { ProgressService } from './progress.service';
import type { AttemptGrading, QuizAttempts } from './quiz-attempts';

export interface ExamServiceDeps {
  db: Database;
  attempts: QuizAttempts;
  progress: Pick<ProgressService, 'read'>;
  /** The bank with its key (the one `attempts` grades from). */
  bank: readonly QuizQuestion[];
  /** The questions this learner's exam may draw from: those their plan can open. */
  poolFor: (learner: LearnerSubject, now: Date) => readonly QuizQuestion[];
  random?: Random;
}

/** The learner's exam history as the rules read it, and the questions of their last exam. */
interface History extends ExamHistory {
  lastQuestions: ReadonlySet<string>;
  lastScore: number | null;
}

/**
 * The final exam (issue 44 point 4, decision 056): drawn, sealed, graded and stored by the quiz
 * machinery, as quiz_attempts rows of step 'exam'. Open once all 8 steps are complete; passed at
 * EXAM_PASS_MARK of EXAM_LENGTH; after a failure, open again EXAM_RETAKE_WAIT_HOURS later. The
 * clock is the caller's (a browser test may move it, decision 047).
 */
export function createExamService({ db, attempts, progress, bank, poolFor, random = Math.random }: ExamServiceDeps) {
  const stepOf = new Map(bank.map((question) => [question.id, question.step]));

  async function history(userId: number): Promise<History> {
    const [last] = await db
      .select({
        answeredAt: quizAttempts.answeredAt,
        passed: quizAttempts.passed,
        score: quizAttempts.score,
        questions: quizAttempts.questions,
        firstPassedAt: sql<string | null>`(select min(p.answered_at) from ${quizAttempts} p
          where p.user_id = ${userId} and p.step = ${EXAM_STEP} and p.passed)`,
      })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.step, EXAM_STEP), isNotNull(quizAttempts.answeredAt)))
      .orderBy(desc(quizAttempts.answeredAt))
      .limit(1);
    if (!last?.answeredAt) return { last: null, passedAt: null, lastQuestions: new Set(), lastScore: null };
    return {
      last: { answeredAt: last.answeredAt, passed: last.passed === true },
      passedAt: last.firstPassedAt === null ? null : new Date(last.firstPassedAt),
      lastQuestions: new Set(last.questions.map((question) => question.id)),
      lastScore: last.score,
    };
  }

  async function availability(userId: number, now: Date) {
    const [current, past] = await Promise.all([progress.read(userId), history(userId)]);
    return { past, available: examAvailability(current.nextStep === null, past, now) };
  }

  function gradedOf(attemptId: string, grading: AttemptGrading): GradedExam {
    return {
      attemptId,
      score: grading.score,
      total: EXAM_LENGTH,
      passMark: EXAM_PASS_MARK,
      passed: grading.passed,
      questions: grading.questions.map((question) => ({
        ...question,
        step: (stepOf.get(question.id) ?? 'guide') as GradedExam['questions'][number]['step'],
      })),
      answeredAt: grading.answeredAt.toISOString(),
      retakeAt: grading.passed ? null : examRetakeAt(grading.answeredAt).toISOString(),
    };
  }

  return {
    async status(userId: number, now: Date): Promise<ExamStatus> {
      const { past, available } = await availability(userId, now);
      return {
        state: available.state,
        length: EXAM_LENGTH,
        passMark: EXAM_PASS_MARK,
        retakeWaitHours: EXAM_RETAKE_WAIT_HOURS,
        retakeAt: available.state === 'waiting' ? available.retakeAt.toISOString() : null,
        passedAt: past.passedAt?.toISOString() ?? null,
        lastAttempt:
          past.last === null
            ? null
            : {
                answeredAt: past.last.answeredAt.toISOString(),
                score: past.lastScore ?? 0,
                total: EXAM_LENGTH,
                passed: past.last.passed,
              },
      };
    },

    /** Draws an exam (nothing stored) when the rules allow one now; 409 otherwise. */
    async start(learner: LearnerSubject, now: Date, language: Language = 'en'): Promise<DrawnExam> {
      const { past, available } = await availability(learner.id, now);
      if (available.state === 'path-incomplete') throw conflict(examMessages.pathIncomplete);
      if (available.state === 'passed') throw conflict(examMessages.passed);
      if (available.state === 'waiting')
        throw conflict(`${examMessages.waiting}: from ${available.retakeAt.toISOString()}`);
      const pool = poolFor(learner, now);
      const drawn = drawExam(pool, past.lastQuestions, random);
      return {
        attemptId: await attempts.seal(learner.id, EXAM_STEP, drawn, now),
        questions: drawn.map((item) => ({
          ...questionView(item, language),
          step: item.question.step as DrawnExam['questions'][number]['step'],
        })),
        passMark: EXAM_PASS_MARK,
        expiresAt: new Date(now.getTime() + QUIZ_ATTEMPT_TTL_MS).toISOString(),
      };
    },

    /**
     * Grades and stores the first answer (a repeat gets it back). An exam drawn before another exam
     * was answered cannot be answered (409): a failed exam's wait cannot be stepped round with an
     * exam drawn earlier and kept open.
     */
    async answer(
      learner: LearnerSubject,
      attemptId: string,
      input: ExamAnswers,
      now: Date,
      language: Language = 'en',
    ): Promise<GradedExam> {
      const draw = await attempts.open(attemptId, learner.id, EXAM_STEP);
      const stored = await attempts.answered(learner.id, draw, EXAM_PASS_MARK, language);
      if (stored) return gradedOf(attemptId, stored);
      if (now.getTime() - draw.drawnAt > QUIZ_ATTEMPT_TTL_MS) throw conflict(quizMessages.expired);
      const past = await history(learner.id);
      if (past.last && past.last.answeredAt.getTime() >= draw.drawnAt) throw conflict(examMessages.superseded);
      return gradedOf(attemptId, await attempts.answer(learner.id, draw, input.answers, EXAM_PASS_MARK, now, language));
    },

    /**
     * One of the learner's exams again, in `language`: its questions as drawn (same order, same shown
     * ids) and, once answered, its grading. Asked when the page's language changes mid-exam; stores nothing.
     */
    async view(learner: LearnerSubject, attemptId: string, language: Language): Promise<ExamAttemptView> {
      const draw = await attempts.open(attemptId, learner.id, EXAM_STEP);
      const stored = await attempts.answered(learner.id, draw, EXAM_PASS_MARK, language);
      const questions = attempts.view(draw, language).map((question) => ({
        ...question,
        step: (stepOf.get(question.id) ?? 'guide') as DrawnExam['questions'][number]['step'],
      }));
      return {
        exam: {
          attemptId,
          questions,
          passMark: EXAM_PASS_MARK,
          expiresAt: new Date(draw.drawnAt + QUIZ_ATTEMPT_TTL_MS).toISOString(),
        },
        graded: stored ? gradedOf(attemptId, stored) : null,
      };
    },
  };
}

export type ExamService = ReturnType<typeof createExamService>;
