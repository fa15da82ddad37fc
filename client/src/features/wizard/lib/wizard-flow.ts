import { z } from 'zod';
import { WIZARD_QUESTION_COUNT, wizardQuestions } from '@shared/content/wizard-questions';
import type { UserPreferences } from '@shared/schemas/user';
import {
  wizardAnswersSchema,
  type WizardAnswers,
  type WizardDraft,
  type WizardQuestion,
  type WizardQuestionId,
} from '@shared/schemas/wizard';

/**
 * The Strategy Wizard's flow: question index 0-4 and the answers keyed by question
 * id; Next only once the current question is answered, Previous not on the first, and on the last
 * question Next becomes Get Results, which shows the results for the complete answers.
 */
export interface WizardState {
  index: number;
  answers: WizardDraft;
  /** The complete answers the results are for; null while the questions are showing. */
  results: WizardAnswers | null;
}

export type WizardAction =
  | { type: 'answer'; question: WizardQuestionId; value: string }
  | { type: 'next' }
  | { type: 'previous' }
  /** Back to question 1 with only the defaults (from the learner's saved preferences) chosen. */
  | { type: 'reset'; defaults?: WizardDraft };

export const initialWizardState: WizardState = { index: 0, answers: {}, results: null };

/** Where the quiz starts: question 1, with the defaults already chosen. */
export function startWizard(defaults: WizardDraft = {}): WizardState {
  return { ...initialWizardState, answers: { ...defaults } };
}

/**
 * The answers a learner's saved preferences give before any question is asked: their risk
 * tolerance (conservative, moderate, aggressive) is the risk question's answer.
 */
export function wizardDefaults(preferences: Pick<UserPreferences, 'riskTolerance'> | undefined): WizardDraft {
  const risk = wizardAnswersSchema.shape.risk.safeParse(preferences?.riskTolerance);
  return risk.success ? { risk: risk.data } : {};
}

/** The wizard as kept for the visit (sessionStorage); anything else read back is ignored. */
export const storedWizardSchema: z.ZodType<WizardState> = z.strictObject({
  index: z
    .number()
    .int()
    .min(0)
    .max(WIZARD_QUESTION_COUNT - 1),
  answers: wizardAnswersSchema.partial(),
  results: wizardAnswersSchema.nullable(),
});

const LAST_INDEX = WIZARD_QUESTION_COUNT - 1;

export function currentQuestion(state: WizardState): WizardQuestion {
  const question = wizardQuestions[state.index];
  if (question === undefined) throw new Error(`No wizard question at index ${state.index}`);
  return question;
}

export function isAnswered(state: WizardState): boolean {
  return state.answers[currentQuestion(state).id] !== undefined;
}

export const canGoPrevious = (state: WizardState): boolean => state.index > 0;
export const canGoNext = (state: WizardState): boolean => isAnswered(state);
export const isLastQuestion = (state: WizardState): boolean => state.index === LAST_INDEX;

/** The progress bar's value, (index + 1) / 5 as a percentage. */
export function progressPercent(state: WizardState): number {
  return ((state.index + 1) / WIZARD_QUESTION_COUNT) * 100;
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'answer': {
      // Only a value the question offers is kept.
      const parsed = wizardAnswersSchema.shape[action.question].safeParse(action.value);
      if (!parsed.success) return state;
      return { ...state, answers: { ...state.answers, [action.question]: parsed.data } };
    }
    case 'next': {
      if (!canGoNext(state)) return state;
      if (!isLastQuestion(state)) return { ...state, index: state.index + 1 };
      const complete = wizardAnswersSchema.safeParse(state.answers);
      return complete.success ? { ...state, results: complete.data } : state;
    }
    case 'previous':
      return canGoPrevious(state) ? { ...state, index: state.index - 1 } : state;
    case 'reset':
      return startWizard(action.defaults);
  }
}
