import { CreditCard, Sparkles } from 'lucide-react';
import { subscriptionMessages, type PlanOffer, type SubscriptionStatus } from '@shared/schemas/subscription';
import { scholarPriceText } from '@shared/domain/plans';
import { BetaPlanNote } from '@/entities/beta/components/beta-plan-note';
import { PlanBadge, SubscriptionStateBadge } from '@/entities/plan/components/plan-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { UsageBars } from '@/entities/plan/components/usage-bars';
import { useOpenBillingPortal, useStartCheckout } from '@/entities/plan/api/billing';

const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** One line on where the paid plan stands: renewing, ending, or a payment problem. */
function planLine(status: SubscriptionStatus): string | null {
  if (status.tier === 'free') return null;
  const periodEnd = status.currentPeriodEnd ? longDate.format(new Date(status.currentPeriodEnd)) : null;
  const accessEnd = status.expiresAt ? longDate.format(new Date(status.expiresAt)) : null;
  switch (status.state) {
    case 'active':
      return periodEnd ? `Renews on ${periodEnd}.` : 'Your Scholar plan is active.';
    case 'cancelling':
      return `Cancelled: your Scholar access continues until ${accessEnd ?? periodEnd ?? 'the end of the period'}, then you return to the free plan.`;
    case 'past_due':
    case 'unpaid':
      return 'Your last payment did not go through. Update your payment method in billing to keep Scholar.';
    case 'expired':
      return `Your paid period ended${accessEnd ? ` on ${accessEnd}` : ''}. Upgrade to subscribe again.`;
    case 'canceled':
    case 'incomplete_expired':
      return 'Your Scholar subscription has ended. Upgrade to subscribe again.';
    default:
      return 'Scholar features are paused until the subscription is active again. Open billing to fix it.';
  }
}

/**
 * The current plan: its name and status badge, this month's uses (when counted), and upgrade (free,
 * or paid access ended) or manage.
 */
export function CurrentPlanCard({ status, plans }: { status: SubscriptionStatus; plans: PlanOffer | undefined }) {
  const checkout = useStartCheckout('current_plan');
  const portal = useOpenBillingPortal();
  const line = planLine(status);
  // The beta gives Scholar until its end: nothing to buy meanwhile.
  const canUpgrade = status.canUpgrade && status.betaAccessUntil === null;
  const price = plans ? scholarPriceText(plans.scholar) : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CreditCard className="size-5 text-primary" aria-hidden="true" /> Current plan
        </CardTitle>
        <CardDescription className="flex flex-wrap items-center gap-2">
          <PlanBadge tier={status.tier} beta={status.betaAccessUntil !== null} />
          <SubscriptionStateBadge state={status.state} />
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {status.betaAccessUntil ? <BetaPlanNote until={status.betaAccessUntil} /> : null}
        {line ? <p className="text-sm">{line}</p> : null}
        <UsageBars status={status} />
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {canUpgrade ? (
            <Button
              onClick={() => checkout.mutate()}
              disabled={checkout.isPending || status.billing === 'unconfigured'}
              aria-describedby={status.billing === 'unconfigured' ? 'current-plan-upgrade-unavailable' : undefined}
              className="h-auto min-h-10 whitespace-normal"
            >
              <Sparkles aria-hidden="true" />
              {checkout.isPending ? 'Starting checkout...' : `Upgrade to Scholar${price ? ` for ${price.price}` : ''}`}
            </Button>
          ) : null}
          {status.canManageBilling ? (
            <Button variant="outline" onClick={() => portal.open(false)} disabled={portal.isPending}>
              {portal.isPending ? 'Opening billing...' : 'Manage subscription'}
            </Button>
          ) : null}
        </div>
        {status.billing === 'unconfigured' && canUpgrade ? (
          <p id="current-plan-upgrade-unavailable" className="text-sm text-muted-foreground">
            {subscriptionMessages.upgradeUnavailable}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
