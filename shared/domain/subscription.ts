import { hasPremiumAccess, PREMIUM_TIERS, type AccessSubject } from './feature-access';

/**
 * What the plan card's status badge says: 'active' and 'cancelling' (paid access, the latter ending
 * at the period's end), 'expired' (the paid period ended without renewal being recorded), or any
 * other status as it is ('past_due', 'unpaid', ...). A free learner's plan is 'active'.
 */
export function subscriptionState(input: { subject: AccessSubject; cancelAtPeriodEnd: boolean; now: Date }): string {
  const { subject } = input;
  if (subject.subscriptionTier === 'free') return 'active';
  if (hasPremiumAccess(subject, { now: input.now })) return input.cancelAtPeriodEnd ? 'cancelling' : 'active';
  return subject.subscriptionStatus === 'active' ? 'expired' : subject.subscriptionStatus;
}

/** How a state is shown: good, ending, or (anything not active) the destructive style. */
export function subscriptionStateTone(state: string): 'success' | 'warning' | 'destructive' {
  if (state === 'active') return 'success';
  if (state === 'cancelling') return 'warning';
  return 'destructive';
}

/**
 * Statuses of a paid subscription that still stands: it renews, or waits for a payment the learner
 * fixes in billing (past_due, unpaid, incomplete, paused), or is in a trial.
 */
const STANDING_STATUSES: readonly string[] = ['active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'paused'];

/**
 * May the learner start a new Scholar checkout? On the free plan, yes; with a paid plan whose access
 * has ended (the period passed without a renewal, or the subscription was cancelled or ended), yes
 * again, to subscribe anew. Not while paid access lasts (they manage it instead), nor while a
 * payment is due: that is fixed in billing, not by a second subscription.
 */
export function canStartCheckout(subject: AccessSubject, now: Date): boolean {
  if (!PREMIUM_TIERS.includes(subject.subscriptionTier)) return true;
  if (subject.subscriptionStatus !== 'active') return !STANDING_STATUSES.includes(subject.subscriptionStatus);
  // Active: a new checkout only once the paid period has ended (beta access is no subscription).
  return !hasPremiumAccess(subject, { now });
}
