/**
 * The final exam's rules without zod (issue 44 point 4, decision 056), so the path's progress and
 * the exam's introduction can state them without pulling the schemas into a first load.
 */

/** What an exam attempt is stored as, beside the four step quizzes (quiz_attempts.step). */
export const EXAM_STEP = 'exam';

/** Questions in the final exam, and how many right answers pass it. */
export const EXAM_LENGTH = 24;
export const EXAM_PASS_MARK = 20;

/** After a failed exam, the next one can be drawn this long after the failed one was answered. */
export const EXAM_RETAKE_WAIT_HOURS = 24;
export const EXAM_RETAKE_WAIT_MS = EXAM_RETAKE_WAIT_HOURS * 60 * 60 * 1000;

/** When a learner whose last exam was answered at `failedAt` and not passed may draw again. */
export function examRetakeAt(failedAt: Date): Date {
  return new Date(failedAt.getTime() + EXAM_RETAKE_WAIT_MS);
}

/** The learner's exam, as the rules read it: their last attempt and whether any passed. */
export interface ExamHistory {
  /** The last answered exam: when, and whether it passed; null before the first. */
  last: { answeredAt: Date; passed: boolean } | null;
  /** When the first passed exam was answered; null until one passes. */
  passedAt: Date | null;
}

export type ExamAvailability =
  | { state: 'path-incomplete' }
  | { state: 'passed'; passedAt: Date }
  | { state: 'waiting'; retakeAt: Date }
  | { state: 'open' };

/**
 * Whether an exam can be drawn now: only once all 8 steps are complete, never again once passed,
 * and after a failed one only from EXAM_RETAKE_WAIT_HOURS after it.
 */
export function examAvailability(pathComplete: boolean, history: ExamHistory, now: Date): ExamAvailability {
  if (history.passedAt) return { state: 'passed', passedAt: history.passedAt };
  if (!pathComplete) return { state: 'path-incomplete' };
  if (history.last && !history.last.passed) {
    const retakeAt = examRetakeAt(history.last.answeredAt);
    if (now < retakeAt) return { state: 'waiting', retakeAt };
  }
  return { state: 'open' };
}
