import { z } from 'zod';

/** The wizard's five questions, in the order they are asked. */
export const wizardQuestionIds = ['experience', 'risk', 'time', 'investment', 'goal'] as const;
export const wizardQuestionIdSchema = z.enum(wizardQuestionIds);
export type WizardQuestionId = z.infer<typeof wizardQuestionIdSchema>;

/** Each question's option values, in display order. */
export const wizardAnswerValues = {
  experience: ['beginner', 'intermediate', 'advanced'],
  risk: ['conservative', 'moderate', 'aggressive'],
  time: ['minimal', 'moderate', 'high'],
  investment: ['small', 'medium', 'large'],
  goal: ['savings', 'growth', 'income', 'learning'],
} as const satisfies Record<WizardQuestionId, readonly [string, ...string[]]>;

export const WIZARD_ANSWER_REQUIRED_MESSAGE = 'Please choose an answer to continue.';

const answer = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: WIZARD_ANSWER_REQUIRED_MESSAGE });

/** A complete set of answers: all five required, each from its question's options. */
export const wizardAnswersSchema = z.strictObject({
  experience: answer(wizardAnswerValues.experience),
  risk: answer(wizardAnswerValues.risk),
  time: answer(wizardAnswerValues.time),
  investment: answer(wizardAnswerValues.investment),
  goal: answer(wizardAnswerValues.goal),
});
export type WizardAnswers = z.infer<typeof wizardAnswersSchema>;

/** Answers while the quiz is running, keyed by question id; complete once it parses as WizardAnswers. */
export type WizardDraft = Partial<WizardAnswers>;

const text = z.string().trim().min(1);

export const wizardOptionSchema = z.strictObject({
  value: text,
  label: text,
  description: text,
});
export type WizardOption = z.infer<typeof wizardOptionSchema>;

export const wizardQuestionSchema = z.strictObject({
  id: wizardQuestionIdSchema,
  title: text,
  options: z.array(wizardOptionSchema).min(2),
});
export type WizardQuestion = z.infer<typeof wizardQuestionSchema>;

/** The whole questionnaire: the five questions in order, each offering exactly its option values in order. */
export const wizardQuestionListSchema = z.array(wizardQuestionSchema).superRefine((questions, ctx) => {
  const ids = questions.map((question) => question.id);
  if (ids.join() !== wizardQuestionIds.join()) {
    ctx.addIssue({ code: 'custom', path: [], message: `Questions must be ${wizardQuestionIds.join(', ')} in order` });
  }
  questions.forEach((question, index) => {
    const expected: readonly string[] = wizardAnswerValues[question.id];
    const values = question.options.map((option) => option.value);
    if (values.join() !== expected.join()) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'options'],
        message: `Options of "${question.id}" must be ${expected.join(', ')} in order`,
      });
    }
  });
});
