import { PLAN_NAMES } from '@shared/domain/plans';
import { subscriptionStateTone } from '@shared/domain/subscription';
import type { SubscriptionTier } from '@shared/schemas/user-options';
import { Badge } from '@/components/ui/badge';

/**
 * The plan's name as a badge, the name the plan cards use: Free Plan, Scholar Plan or Sage Plan;
 * 'Scholar Plan (beta)' for a learner the beta gives Scholar to.
 */
export function PlanBadge({ tier, beta = false }: { tier: SubscriptionTier; beta?: boolean }) {
  if (beta) return <Badge>{`${PLAN_NAMES.scholar} Plan (beta)`}</Badge>;
  return <Badge variant={tier === 'free' ? 'outline' : 'default'}>{`${PLAN_NAMES[tier]} Plan`}</Badge>;
}

/**
 * The subscription's state as a badge: 'active', 'cancelling', or any other state as it is
 * ('past_due', 'expired') in the destructive style.
 */
export function SubscriptionStateBadge({ state }: { state: string }) {
  return (
    <Badge variant={subscriptionStateTone(state)} data-testid="subscription-state">
      {state}
    </Badge>
  );
}
