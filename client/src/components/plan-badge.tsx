import { subscriptionStateTone } from '@shared/domain/subscription';
import type { SubscriptionTier } from '@shared/schemas/user-options';
import { Badge } from '@/components/ui/badge';

const planNames: Record<SubscriptionTier, string> = {
  free: 'Free Tier',
  scholar: 'Scholar Plan',
  sage: 'Sage Plan',
};

/** The plan's name as a badge: Free Tier, Scholar Plan or Sage Plan. */
export function PlanBadge({ tier }: { tier: SubscriptionTier }) {
  return <Badge variant={tier === 'free' ? 'outline' : 'default'}>{planNames[tier]}</Badge>;
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
