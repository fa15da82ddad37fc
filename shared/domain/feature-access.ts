import type { AccessReason, FeatureAccess, MeteredFeature } from '../schemas/usage';

/**
 * The one place that answers "may this user use X now?". Every screen and route asks here rather
 * than checking tiers itself; the tiers issue extends it (beta users, billing).
 */
export interface AccessSubject {
  subscriptionTier: string;
  subscriptionStatus: string;
}

export const PREMIUM_TIERS: readonly string[] = ['scholar', 'sage'];

/** Scholar (or Sage) with an active subscription. */
export function hasPremiumAccess(user: AccessSubject | null | undefined): boolean {
  if (!user) return false;
  return PREMIUM_TIERS.includes(user.subscriptionTier) && user.subscriptionStatus === 'active';
}

/** A free learner gets 5 DCA calculator uses and 3 strategy comparisons a month; Scholar is unlimited. */
export const FREE_MONTHLY_LIMITS: Readonly<Record<MeteredFeature, number>> = {
  dca_calculator: 5,
  strategy_comparison: 3,
};

/** How the usage messages name each feature. */
export const meteredFeatureLabels: Readonly<Record<MeteredFeature, string>> = {
  dca_calculator: 'the DCA Calculator',
  strategy_comparison: 'Strategy Comparison',
};

/** The limits name every metered feature (their type requires one per feature, no more). */
export function isMeteredFeature(feature: string): feature is MeteredFeature {
  return Object.hasOwn(FREE_MONTHLY_LIMITS, feature);
}

/** The calendar month (UTC) a use is counted in: 'YYYY-MM'. */
export function usageMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** The start of the next calendar month (UTC), when the monthly counts start again. */
export function nextUsageReset(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** What a free learner is told about this month's allowance: uses left, or none left. */
export const usageMessages = {
  exhausted: (limit: number, featureLabel: string) =>
    `You've used all ${limit} free uses this month for ${featureLabel}. Upgrade to continue or wait until next month for reset.`,
  remaining: (remaining: number, featureLabel: string) =>
    `You have ${remaining} uses remaining this month for ${featureLabel}. Upgrade to Scholar for unlimited access.`,
} as const;

/**
 * The access check: reason scholar (unlimited), free_tier (within this month's
 * allowance), limit_exceeded or unknown_feature (both without access). `used` is this month's
 * count for the subject.
 */
export function featureAccess(input: {
  subject: AccessSubject;
  feature: string;
  used: number;
  now: Date;
}): FeatureAccess {
  const resetsAt = nextUsageReset(input.now).toISOString();
  const base = { feature: input.feature, resetsAt };
  if (!isMeteredFeature(input.feature)) {
    return { ...base, access: false, reason: 'unknown_feature', used: 0, limit: null, remaining: null };
  }
  if (hasPremiumAccess(input.subject)) {
    return { ...base, access: true, reason: 'scholar', used: 0, limit: null, remaining: null };
  }
  const limit = FREE_MONTHLY_LIMITS[input.feature];
  const used = Math.max(0, Math.trunc(input.used));
  const remaining = Math.max(0, limit - used);
  const reason: AccessReason = remaining > 0 ? 'free_tier' : 'limit_exceeded';
  return { ...base, access: remaining > 0, reason, used, limit, remaining };
}

/** The message a free user sees about an access answer; null when there is nothing to say. */
export function usageMessage(access: FeatureAccess): string | null {
  if (!isMeteredFeature(access.feature) || access.limit === null || access.remaining === null) return null;
  const label = meteredFeatureLabels[access.feature];
  return access.remaining === 0
    ? usageMessages.exhausted(access.limit, label)
    : usageMessages.remaining(access.remaining, label);
}
