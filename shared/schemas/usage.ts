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
