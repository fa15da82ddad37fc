import { z } from 'zod';
import { progressSteps } from '../domain/learning-progress';

export const completionFunnelSchema = z.object({
  /** Every learner account. */
  learners: z.number().int(),
  /** Learners who completed each step, in path order. */
  steps: z.array(z.object({ step: z.enum(progressSteps), completed: z.number().int() })),
  /** Learners with all 8 steps complete. */
  completedAll: z.number().int(),
});
export type CompletionFunnelAnswer = z.infer<typeof completionFunnelSchema>;

export const quizPassRatesSchema = z.object({
  /** Flag when the pass rate is under this share... */
  flagBelow: z.number(),
  /** ...with at least this many answers. */
  minAnswers: z.number().int(),
  questions: z.array(
    z.object({
      id: z.string(),
      step: z.enum(progressSteps),
      prompt: z.string(),
      answers: z.number().int(),
      correct: z.number().int(),
      passRate: z.number().nullable(),
      flagged: z.boolean(),
    }),
  ),
});
export type QuizPassRates = z.infer<typeof quizPassRatesSchema>;
