import { z } from 'zod';
import { REVIEW_BOXES, parseReviewZone } from '../domain/review-schedule';
import { quizOptionIdSchema } from './quiz';

/**
 * Spaced review (issue 26 point 4, decision 047): the items due on the learner's own calendar day
 * and an answer to one of them. A question is sent without its key; the key, the explanation and
 * the source come back only in the graded answer.
 */

export const reviewMessages = {
  timeZone: 'timeZone must be an IANA time zone (Pacific/Honolulu) or a UTC offset (+14:00)',
  clientId: 'clientId must be a UUID',
  occurredAt: 'occurredAt must be an ISO date and time',
  itemId: 'itemId must be a question or glossary term id',
  notInReview: 'This item is not in your review',
  notDue: 'This item is not due for review today',
} as const;

export const reviewTimeZoneSchema = z
  .string({ error: reviewMessages.timeZone })
  .max(64, reviewMessages.timeZone)
  .refine((text) => parseReviewZone(text) !== null, reviewMessages.timeZone);

/** GET /api/review?timeZone=... */
export const reviewQuerySchema = z.strictObject({ timeZone: reviewTimeZoneSchema });

const box = z.number().int().min(1).max(REVIEW_BOXES);
const day = z.iso.date();
const itemId = z
  .string({ error: reviewMessages.itemId })
  .max(80, reviewMessages.itemId)
  .regex(/^[a-z0-9-]+$/, reviewMessages.itemId);

// Each kind of item by name: the browser's copy of the contract writes a named object once (npm run
// api:client), and the list of items and an answered item both refer to these.
export const reviewQuestionItemSchema = z.object({
  kind: z.literal('question'),
  id: z.string(),
  box,
  prompt: z.string(),
  /** In the bank's order, without the key. */
  options: z.array(z.object({ id: quizOptionIdSchema, text: z.string() })),
});

export const reviewTermItemSchema = z.object({
  kind: z.literal('term'),
  id: z.string(),
  box,
  term: z.string(),
  definition: z.string(),
});

export const reviewItemSchema = z.discriminatedUnion('kind', [reviewQuestionItemSchema, reviewTermItemSchema]);
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const reviewSchema = z.object({
  /** The learner's calendar day, in the time zone they sent. */
  today: day,
  /** Due today, longest waiting first (at most 20). */
  items: z.array(reviewItemSchema),
  /** Items in review in all (due or not). */
  inReview: z.number().int(),
  /** The next day something comes back after today, or null. */
  nextDueDay: day.nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

const clientId = z.uuid({ error: reviewMessages.clientId });
const occurredAt = z.iso.datetime({ offset: true, error: reviewMessages.occurredAt }).optional();

/** POST /api/review/answers: one item answered; idempotent by the browser's clientId. */
export const reviewAnswerSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('question'),
    clientId,
    occurredAt,
    timeZone: reviewTimeZoneSchema,
    itemId,
    optionId: quizOptionIdSchema,
  }),
  z.strictObject({
    kind: z.literal('term'),
    clientId,
    occurredAt,
    timeZone: reviewTimeZoneSchema,
    itemId,
    /** 'I knew it' (true) or 'Not yet' (false). */
    knew: z.boolean({ error: 'knew must be true or false' }),
  }),
]);
export type ReviewAnswer = z.infer<typeof reviewAnswerSchema>;

export const reviewResultSchema = z.object({
  kind: z.enum(['question', 'term']),
  itemId: z.string(),
  /**
   * The item as answered, in the request's language (null once it left the bank). Sending the same
   * answer again (the same clientId) after the page's language changed gets it, and the grading,
   * in the new language: nothing is counted twice.
   */
  item: reviewItemSchema.nullable(),
  correct: z.boolean(),
  /** The item's box and the day it comes back, after this answer. */
  box,
  dueDay: day,
  /** For a question: the option chosen, the right one, why, and where that comes from. */
  graded: z
    .object({
      chosenOptionId: quizOptionIdSchema,
      correctOptionId: quizOptionIdSchema,
      explanation: z.string(),
      source: z.string(),
    })
    .nullable(),
  review: reviewSchema,
});
export type ReviewResult = z.infer<typeof reviewResultSchema>;
