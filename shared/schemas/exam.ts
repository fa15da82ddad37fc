import { z } from 'zod';
import { EXAM_LENGTH } from '../domain/exam-rules';
import { progressSteps } from '../domain/learning-progress';
import { gradedQuestionSchema, quizOptionIdSchema, quizQuestionViewSchema } from './quiz';

/**
 * The final exam (issue 44 point 4, decision 056): drawn across every step of the path, graded on
 * the server like the step quizzes (decision 042); each question says which step it is from.
 */

const questionIdSchema = z.string().min(1).max(80);
/** Opaque to the browser: the server seals the drawn exam in it (decision 054); longer than a quiz's. */
const examAttemptIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,8192}$/, { error: 'No such exam attempt' });

export const examQuestionViewSchema = quizQuestionViewSchema.extend({ step: z.enum(progressSteps) });
export type ExamQuestionView = z.infer<typeof examQuestionViewSchema>;

export const drawnExamSchema = z.object({
  attemptId: examAttemptIdSchema,
  questions: z.array(examQuestionViewSchema).length(EXAM_LENGTH),
  passMark: z.number().int(),
  expiresAt: z.iso.datetime(),
});
export type DrawnExam = z.infer<typeof drawnExamSchema>;

export const examMessages = {
  pathIncomplete: 'Complete all 8 steps of the learning path first',
  passed: 'You have passed the final exam',
  waiting: 'You can take the exam again 24 hours after the last one',
  superseded: 'Another exam was answered after this one was drawn: take the exam again',
  answerEvery: 'Answer every question',
} as const;

export const examAnswersSchema = z.strictObject({
  answers: z
    .array(z.strictObject({ questionId: questionIdSchema, optionId: quizOptionIdSchema }))
    .length(EXAM_LENGTH, examMessages.answerEvery),
});
export type ExamAnswers = z.infer<typeof examAnswersSchema>;

export const examAttemptParamsSchema = z.object({ id: examAttemptIdSchema });

export const gradedExamQuestionSchema = gradedQuestionSchema.extend({ step: z.enum(progressSteps) });
export type GradedExamQuestion = z.infer<typeof gradedExamQuestionSchema>;

export const gradedExamSchema = z.object({
  attemptId: examAttemptIdSchema,
  score: z.number().int().min(0).max(EXAM_LENGTH),
  total: z.number().int(),
  passMark: z.number().int(),
  passed: z.boolean(),
  questions: z.array(gradedExamQuestionSchema).length(EXAM_LENGTH),
  answeredAt: z.iso.datetime(),
  /** When a failed exam can be taken again; null when passed. */
  retakeAt: z.iso.datetime().nullable(),
});
export type GradedExam = z.infer<typeof gradedExamSchema>;

/**
 * One exam read again (GET /api/exam/attempts/:id), in the request's language: its questions as
 * drawn (same order, same shown ids) and, once answered, the grading (null before).
 */
export const examAttemptViewSchema = z.object({ exam: drawnExamSchema, graded: gradedExamSchema.nullable() });
export type ExamAttemptView = z.infer<typeof examAttemptViewSchema>;

export const examStates = ['path-incomplete', 'open', 'waiting', 'passed'] as const;

/** Where the learner stands with the exam, and its rules, stated before it starts. */
export const examStatusSchema = z.object({
  state: z.enum(examStates),
  length: z.number().int(),
  passMark: z.number().int(),
  retakeWaitHours: z.number().int(),
  /** While waiting: when the next exam can be drawn. */
  retakeAt: z.iso.datetime().nullable(),
  /** When the first passed exam was answered. */
  passedAt: z.iso.datetime().nullable(),
  lastAttempt: z
    .object({ answeredAt: z.iso.datetime(), score: z.number().int(), total: z.number().int(), passed: z.boolean() })
    .nullable(),
});
export type ExamStatus = z.infer<typeof examStatusSchema>;
