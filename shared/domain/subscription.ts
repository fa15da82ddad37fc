import { hasPremiumAccess, type AccessSubject } from './feature-access';

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
