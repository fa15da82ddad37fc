import { z } from 'zod';
import { progressSteps } from '../domain/learning-progress';

/**
 * The learner's own record (issue 44 point 5): their quiz and exam attempts, the questions they
 * missed with the passage that teaches each, and their review schedule.
 */

const lessonSchema = z.object({ title: z.string(), href: z.string().startsWith('/') });
const reviewStateSchema = z.object({ box: z.number().int(), dueDay: z.iso.date() });

/** Attempts listed at most (the newest). */
export const RECORD_ATTEMPTS_SHOWN = 100;

export const recordSchema = z.object({
  /** The learner's day, in the time zone asked for. */
  today: z.iso.date(),
  /** Answered attempts, newest first (at most RECORD_ATTEMPTS_SHOWN), and how many there are in all. */
  attempts: z.array(
    z.object({
      id: z.uuid(),
      /** A step's quiz, or the final exam. */
      kind: z.enum(['quiz', 'exam']),
      step: z.enum(progressSteps).nullable(),
      title: z.string(),
      answeredAt: z.iso.datetime(),
      score: z.number().int(),
      total: z.number().int(),
      passed: z.boolean(),
    }),
  ),
  attemptCount: z.number().int(),
  /** Each question missed at least once, the latest miss first, with its lesson and its place in review. */
  missed: z.array(
    z.object({
      id: z.string(),
      prompt: z.string(),
      step: z.enum(progressSteps),
      lastMissedAt: z.iso.datetime(),
      lesson: lessonSchema,
      review: reviewStateSchema,
    }),
  ),
  /** Everything in review (missed questions and opened terms), by the day it comes back. */
  schedule: z.array(
    z.object({
      kind: z.enum(['question', 'term']),
      id: z.string(),
      label: z.string(),
      box: z.number().int(),
      dueDay: z.iso.date(),
    }),
  ),
});
export type LearnerRecord = z.infer<typeof recordSchema>;
