import { z } from 'zod';

/** The security assessment's five single-choice questions, in the order they are asked. */
export const securityQuestionIds = ['holdings', 'technical', 'access', 'timeframe', 'concerns'] as const;
export const securityQuestionIdSchema = z.enum(securityQuestionIds);
export type SecurityQuestionId = z.infer<typeof securityQuestionIdSchema>;

/** Each question's option values, in display order. */
export const securityAnswerValues = {
  holdings: ['small', 'medium', 'large', 'very-large'],
  technical: ['beginner', 'intermediate', 'advanced'],
  access: ['frequent', 'occasional', 'rare'],
  timeframe: ['short', 'medium', 'long'],
  concerns: ['convenience', 'simplicity', 'security', 'redundancy'],
} as const satisfies Record<SecurityQuestionId, readonly [string, ...string[]]>;

/** The alert when any question is unanswered. */
export const SECURITY_ASSESSMENT_INCOMPLETE_MESSAGE = 'Please answer all questions before getting your recommendation.';

const answer = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: SECURITY_ASSESSMENT_INCOMPLETE_MESSAGE });

/** A complete assessment: all five answered, each from its question's options. */
export const securityAnswersSchema = z.strictObject({
  holdings: answer(securityAnswerValues.holdings),
  technical: answer(securityAnswerValues.technical),
  access: answer(securityAnswerValues.access),
  timeframe: answer(securityAnswerValues.timeframe),
  concerns: answer(securityAnswerValues.concerns),
});
export type SecurityAnswers = z.infer<typeof securityAnswersSchema>;

/** Answers while the questionnaire is being filled in. */
export type SecurityDraft = Partial<SecurityAnswers>;

/** The four security levels, lowest to highest, and their colours. */
export const securityLevelIds = ['exchange', 'software', 'hardware', 'multisig'] as const;
export const securityLevelIdSchema = z.enum(securityLevelIds);
export type SecurityLevelId = z.infer<typeof securityLevelIdSchema>;

export const securityLevelColors = {
  exchange: 'red',
  software: 'orange',
  hardware: 'green',
  multisig: 'blue',
} as const satisfies Record<SecurityLevelId, string>;
export const securityLevelColorSchema = z.enum(['red', 'orange', 'green', 'blue']);
export type SecurityLevelColor = z.infer<typeof securityLevelColorSchema>;

const text = z.string().trim().min(1);
const textList = z.array(text).min(1);

export const securityLevelSchema = z
  .strictObject({
    level: securityLevelIdSchema,
    title: text,
    description: text,
    color: securityLevelColorSchema,
    /** Shown as Advantages. */
    pros: textList,
    /** Shown as Considerations. */
    cons: textList,
    /** Shown as numbered Next Steps. */
    nextSteps: textList,
  })
  .refine((level) => level.color === securityLevelColors[level.level], {
    path: ['color'],
    message: 'Each level has its own colour: exchange red, software orange, hardware green, multisig blue',
  });
export type SecurityLevel = z.infer<typeof securityLevelSchema>;

/** All four levels, once each, lowest to highest. */
export const securityLevelListSchema = z.array(securityLevelSchema).superRefine((levels, ctx) => {
  if (levels.map((level) => level.level).join() !== securityLevelIds.join()) {
    ctx.addIssue({ code: 'custom', path: [], message: `Levels must be ${securityLevelIds.join(', ')} in order` });
  }
});

export const securityOptionSchema = z.strictObject({ value: text, label: text, description: text });
export type SecurityOption = z.infer<typeof securityOptionSchema>;

export const securityQuestionSchema = z.strictObject({
  id: securityQuestionIdSchema,
  title: text,
  options: z.array(securityOptionSchema).min(2),
});
export type SecurityQuestion = z.infer<typeof securityQuestionSchema>;

/** The questionnaire: the five questions in order, each offering exactly its option values in order. */
export const securityQuestionListSchema = z.array(securityQuestionSchema).superRefine((questions, ctx) => {
  if (questions.map((question) => question.id).join() !== securityQuestionIds.join()) {
    ctx.addIssue({ code: 'custom', path: [], message: `Questions must be ${securityQuestionIds.join(', ')} in order` });
  }
  questions.forEach((question, index) => {
    const expected: readonly string[] = securityAnswerValues[question.id];
    if (question.options.map((option) => option.value).join() !== expected.join()) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'options'],
        message: `Options of "${question.id}" must be ${expected.join(', ')} in order`,
      });
    }
  });
});
