import type { BetaConfig } from '../schemas/beta';
import type { AccessReason, FeatureAccess, MeteredFeature } from '../schemas/usage';
import { pluralize } from './plural';
import { hasBetaAccess } from './beta';

/**
 * The one place that answers "may this user use X now?". Every screen and route asks here rather
 * than checking tiers itself. Pure: the caller passes `now`.
 */
export interface AccessSubject {
  subscriptionTier: string;
  subscriptionStatus: string;
  /** When paid access ends (the billing period's end); null or absent: no end set. */
  subscriptionExpiresAt?: string | Date | null;
}

/** A signed-in learner asking for something whose access depends on their plan (usage, review). */
export interface LearnerSubject extends AccessSubject {
  id: number;
}

export const PREMIUM_TIERS: readonly string[] = ['scholar', 'sage'];

function expiresAfter(expiresAt: AccessSubject['subscriptionExpiresAt'], now: Date): boolean {
  if (expiresAt === null || expiresAt === undefined) return true;
  const end = expiresAt instanceof Date ? expiresAt.getTime() : Date.parse(expiresAt);
  // An unreadable date is not trusted to grant access.
  return Number.isFinite(end) && end > now.getTime();
}

/** When access is asked, and the deployment's beta programme (absent: no beta access). */
export interface AccessContext {
  now: Date;
  beta?: BetaConfig | null;
}

/** A paid plan (Scholar, or Sage) with status active that has not expired. */
function paidSubscription(subject: AccessSubject, context: AccessContext): boolean {
  return (
    PREMIUM_TIERS.includes(subject.subscriptionTier) &&
    subject.subscriptionStatus === 'active' &&
    expiresAfter(subject.subscriptionExpiresAt, context.now)
  );
}

/** A beta learner while the beta is active (see ./beta.ts). */
function betaLearner(subject: AccessSubject, context: AccessContext): boolean {
  return hasBetaAccess(subject, context.beta, context.now);
}

/** Every way a learner gets premium (unlimited) access; any one is enough. */
const premiumGrants: ReadonlyArray<(subject: AccessSubject, context: AccessContext) => boolean> = [
  paidSubscription,
  betaLearner,
];

/** Premium access now: Scholar (or Sage), status active, not expired; or a beta learner in the beta. */
export function hasPremiumAccess(user: AccessSubject | null | undefined, context: AccessContext): boolean {
  if (!user) return false;
  return premiumGrants.some((grant) => grant(user, context));
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
    `You've used all ${pluralize(limit, 'free use')} this month for ${featureLabel}. Upgrade to continue or wait until next month for reset.`,
  remaining: (remaining: number, featureLabel: string) =>
    `You have ${pluralize(remaining, 'use')} remaining this month for ${featureLabel}. Upgrade to Scholar for unlimited access.`,
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
  /** The deployment's beta programme: a beta learner has Scholar access while it is active. */
  beta?: BetaConfig | null;
}): FeatureAccess {
  const resetsAt = nextUsageReset(input.now).toISOString();
  const base = { feature: input.feature, resetsAt };
  if (!isMeteredFeature(input.feature)) {
    return { ...base, access: false, reason: 'unknown_feature', used: 0, limit: null, remaining: null };
  }
  if (hasPremiumAccess(input.subject, { now: input.now, beta: input.beta })) {
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
