import { learningProgress, progressSteps, type ProgressFacts, type ProgressStep } from './learning-progress';
import type { QuizOptionId } from './quiz-rules';

/**
 * The admin dashboard's learning figures (issue 26, point 7): the completion funnel and each quiz
 * question's pass rate. The server counts in SQL (learners grouped by what they have done, answers
 * grouped by question and option); these pure functions apply the progress rules and the answer key
 * to those few groups, so the funnel uses exactly the rules a learner's own progress uses.
 */

/** A question is flagged for review under this share of correct answers... */
export const FLAG_PASS_RATE_BELOW = 0.4;
/** ...once it has at least this many answers (fewer say too little: see decision 048). */
export const FLAG_MIN_ANSWERS = 20;

/** Learners who share the same facts, and how many they are. */
export interface FactsGroup {
  facts: ProgressFacts;
  learners: number;
}

export interface CompletionFunnel {
  learners: number;
  steps: { step: ProgressStep; completed: number }[];
  completedAll: number;
}

/** Learners per completed step, and those with all 8, from the learners grouped by their facts. */
export function completionFunnel(groups: readonly FactsGroup[]): CompletionFunnel {
  const perStep = new Map<ProgressStep, number>(progressSteps.map((step) => [step, 0]));
  let learners = 0;
  let completedAll = 0;
  for (const { facts, learners: n } of groups) {
    const progress = learningProgress(facts);
    learners += n;
    if (progress.nextStep === null) completedAll += n;
    for (const { step, completed } of progress.steps) if (completed) perStep.set(step, (perStep.get(step) ?? 0) + n);
  }
  return {
    learners,
    steps: progressSteps.map((step) => ({ step, completed: perStep.get(step) ?? 0 })),
    completedAll,
  };
}

/** Answers to one question that chose one authored option. */
export interface AnswerGroup {
  questionId: string;
  /** The authored id of the option chosen (not the letter shown, which the shuffle changes). */
  optionId: string;
  answers: number;
}

export interface KeyedQuestion {
  id: string;
  /** The step whose passage teaches the question: a step quiz's, or another asked in the final exam. */
  step: ProgressStep;
  prompt: string;
  correctOptionId: QuizOptionId;
}

export interface QuestionPassRate {
  id: string;
  step: ProgressStep;
  prompt: string;
  answers: number;
  correct: number;
  /** correct / answers, or null before the first answer. */
  passRate: number | null;
  flagged: boolean;
}

/** Each question of the bank with its answers, correct answers, pass rate and flag, in bank order. */
export function questionPassRates(bank: readonly KeyedQuestion[], groups: readonly AnswerGroup[]): QuestionPassRate[] {
  const totals = new Map<string, { answers: number; correct: number }>();
  const keyOf = new Map(bank.map((question) => [question.id, question.correctOptionId]));
  for (const { questionId, optionId, answers } of groups) {
    const key = keyOf.get(questionId);
    if (key === undefined) continue;
    const total = totals.get(questionId) ?? { answers: 0, correct: 0 };
    total.answers += answers;
    if (optionId === key) total.correct += answers;
    totals.set(questionId, total);
  }
  return bank.map(({ id, step, prompt }) => {
    const { answers, correct } = totals.get(id) ?? { answers: 0, correct: 0 };
    const passRate = answers === 0 ? null : correct / answers;
    return {
      id,
      step,
      prompt,
      answers,
      correct,
      passRate,
      flagged: passRate !== null && answers >= FLAG_MIN_ANSWERS && passRate < FLAG_PASS_RATE_BELOW,
    };
  });
}
