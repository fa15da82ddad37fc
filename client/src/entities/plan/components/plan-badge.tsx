import { subscriptionStateTone } from '@shared/domain/subscription';
import type { SubscriptionTier } from '@shared/schemas/user-options';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n/i18n';

/**
 * The plan's name as a badge, the name the plan cards use: Free Plan, Scholar Plan or Sage Plan;
 * 'Scholar Plan (beta)' for a learner the beta gives Scholar to. Its messages are in the
 * subscription area (loaded with Settings and the subscription page, the screens that show it).
 */
export function PlanBadge({ tier, beta = false }: { tier: SubscriptionTier; beta?: boolean }) {
  const t = useT();
  if (beta) return <Badge>{t('subscription.plan.badgeBeta')}</Badge>;
  return <Badge variant={tier === 'free' ? 'outline' : 'default'}>{t('subscription.plan.badge', { tier })}</Badge>;
}

/**
 * The subscription's state as a badge: 'active', 'cancelling', or any other state ('past_due',
 * 'expired') in the destructive style; a state the catalogue does not name is shown as it is.
 */
export function SubscriptionStateBadge({ state }: { state: string }) {
  const t = useT();
  return (
    <Badge variant={subscriptionStateTone(state)} data-testid="subscription-state">
      {t('subscription.state', { state })}
    </Badge>
  );
}
