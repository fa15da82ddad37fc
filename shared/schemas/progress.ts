import { z } from 'zod';
import { quizSteps } from '../domain/quiz-rules';
import { progressSteps } from '../domain/learning-progress';
import { securityAnswersSchema } from './security';
import { wizardAnswersSchema } from './wizard';

export const progressMessages = {
  clientId: 'clientId must be a UUID',
  termId: 'termId must be a glossary term id',
  occurredAt: 'occurredAt must be an ISO date and time',
} as const;

const clientId = z.uuid({ error: progressMessages.clientId });
const occurredAt = z.iso.datetime({ offset: true, error: progressMessages.occurredAt }).optional();

/**
 * POST /api/progress/events: what the learner did that the server cannot otherwise know, each with
 * the id the browser gave it, so an event sent twice (offline, replayed) is stored once.
 */
export const progressEventSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('glossary_term_opened'),
    clientId,
    occurredAt,
    termId: z
      .string()
      .max(80, progressMessages.termId)
      .regex(/^[a-z0-9-]+$/, progressMessages.termId),
  }),
  z.strictObject({ kind: z.literal('wizard_result'), clientId, occurredAt, answers: wizardAnswersSchema }),
  z.strictObject({ kind: z.literal('assessment_completed'), clientId, occurredAt, answers: securityAnswersSchema }),
  z.strictObject({ kind: z.literal('calculation'), clientId, occurredAt }),
  z.strictObject({ kind: z.literal('comparison'), clientId, occurredAt }),
]);
export type ProgressEvent = z.infer<typeof progressEventSchema>;
export type ProgressEventKind = ProgressEvent['kind'];

const savedResult = <T extends z.ZodType>(answers: T) => z.object({ answers, savedAt: z.string() }).nullable();

export const progressSchema = z.object({
  steps: z.array(
    z.object({ step: z.enum(progressSteps), completed: z.boolean(), minutes: z.number().int(), rule: z.string() }),
  ),
  completedCount: z.number().int(),
  total: z.number().int(),
  /** 'N of 8 complete'. */
  summary: z.string(),
  nextStep: z.enum(progressSteps).nullable(),
  glossaryTermsOpened: z.number().int(),
  /** The steps whose quiz has been passed (what completes a step, part by part). */
  quizzesPassed: z.array(z.enum(quizSteps)),
  /** Whether the final exam has been passed (decision 056). */
  examPassed: z.boolean(),
  /** The last wizard result and assessment saved, with their date (null before the first). */
  lastWizardResult: savedResult(wizardAnswersSchema),
  lastAssessment: savedResult(securityAnswersSchema),
  /**
   * The target dates the learner's classes set for steps (decision 060), class by class in the
   * order joined: what the path shows beside each step, without a request of its own (decision 015).
   */
  classTargets: z.array(z.object({ step: z.enum(progressSteps), className: z.string(), dueDate: z.string() })),
});
export type Progress = z.infer<typeof progressSchema>;
