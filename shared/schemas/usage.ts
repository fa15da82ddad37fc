import { z } from 'zod';

/**
 * Features the free tier may use a limited number of times a month, by the names
 * the API and the usage_tracking table use.
 */
export const meteredFeatures = ['dca_calculator', 'strategy_comparison'] as const;
export const meteredFeatureSchema = z.enum(meteredFeatures, { error: 'Unknown feature' });
export type MeteredFeature = z.infer<typeof meteredFeatureSchema>;

/** Why the feature access check gave or refused access. */
export const accessReasons = ['scholar', 'free_tier', 'limit_exceeded', 'unknown_feature'] as const;
export const accessReasonSchema = z.enum(accessReasons);
export type AccessReason = z.infer<typeof accessReasonSchema>;

/** May this user use the feature now, and how much of this month's allowance is left. */
export const featureAccessSchema = z.object({
  feature: z.string(),
  access: z.boolean(),
  reason: accessReasonSchema,
  /** Uses counted this month (always 0 for unlimited access, which is not counted). */
  used: z.number().int().nonnegative(),
  /** The free monthly allowance; null when unlimited. */
  limit: z.number().int().positive().nullable(),
  /** Uses left this month; null when unlimited. */
  remaining: z.number().int().nonnegative().nullable(),
  /** When this month's count starts again from 0 (ISO timestamp, first day of next month, UTC). */
  resetsAt: z.string(),
});
export type FeatureAccess = z.infer<typeof featureAccessSchema>;

export const featureAccessListSchema = z.object({ data: z.array(featureAccessSchema) });
export type FeatureAccessList = z.infer<typeof featureAccessListSchema>;

export const usageInputMessages = {
  usedAt: 'Date of use must be a date and time, e.g. 2026-11-22T09:30:00.000Z',
  usedAtFuture: 'Date of use cannot be in the future',
  usedAtTooOld: 'Uses can be reported for this month and last month only',
  useId: 'Use id must be 8 to 64 letters, digits, dashes or underscores',
  resultKey: 'Result key must be 1 to 200 letters, digits, dots, dashes or underscores',
} as const;

/**
 * POST /api/usage/:feature. Without usedAt the use is counted now; a use made offline carries the
 * moment it happened, so it counts in that month (this month or last: see usedAtProblem), and its
 * id, so a report repeated after a lost answer is not counted again.
 */
export const recordUseSchema = z.object({
  usedAt: z.iso.datetime({ offset: true, error: usageInputMessages.usedAt }).optional(),
  /** The device's id for the use: the same id reported again is counted once. */
  useId: z
    .string({ error: usageInputMessages.useId })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, usageInputMessages.useId)
    .optional(),
  /**
   * What the use shows (a comparison's strategy ids, sorted, joined by '.'): the same result asked
   * for again in the same month is shown without counting another use, even at the limit.
   */
  resultKey: z
    .string({ error: usageInputMessages.resultKey })
    .regex(/^[A-Za-z0-9_.-]{1,200}$/, usageInputMessages.resultKey)
    .optional(),
});
export type RecordUseInput = z.infer<typeof recordUseSchema>;

/** A device's clock may run a little ahead of the server's: uses up to this far ahead count as now. */
export const USED_AT_CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * What is wrong with the moment of a reported use, or null: later than now (beyond the clock skew
 * allowed) or before the first day of last month (UTC), when that month's count is long settled.
 */
export function usedAtProblem(usedAt: Date, now: Date): string | null {
  if (usedAt.getTime() > now.getTime() + USED_AT_CLOCK_SKEW_MS) return usageInputMessages.usedAtFuture;
  const lastMonthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1);
  if (usedAt.getTime() < lastMonthStart) return usageInputMessages.usedAtTooOld;
  return null;
}
