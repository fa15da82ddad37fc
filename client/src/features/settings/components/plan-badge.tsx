import type { SubscriptionTier } from '@shared/schemas/user-options';
import { Badge } from '@/components/ui/badge';

export const planNames: Record<SubscriptionTier, string> = {
  free: 'Free Tier',
  scholar: 'Scholar Plan',
  sage: 'Sage Plan',
};

export function PlanBadge({ tier }: { tier: SubscriptionTier }) {
  return <Badge variant={tier === 'free' ? 'outline' : 'default'}>{planNames[tier]}</Badge>;
}
