/**
 * The quiz rules without zod (decision 042), so the button that starts a quiz can say them
 * without pulling the schemas into a step's first load.
 */

/** The learning-path steps that have a quiz, by their tab id. */
export const quizSteps = ['guide', 'glossary', 'strategies', 'security'] as const;
export type QuizStep = (typeof quizSteps)[number];

/** Questions in one quiz, and how many right answers pass it. */
export const QUIZ_LENGTH = 6;
export const QUIZ_PASS_MARK = 5;

/** How long a drawn quiz can be answered; unanswered attempts are deleted after it. */
export const QUIZ_ATTEMPT_TTL_MS = 24 * 60 * 60 * 1000;

/** The ids of a question's options as the learner sees them, in the order shown. */
export const quizOptionIds = ['a', 'b', 'c', 'd'] as const;
export type QuizOptionId = (typeof quizOptionIds)[number];
