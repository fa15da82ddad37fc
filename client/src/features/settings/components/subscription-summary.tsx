import { Link } from 'wouter';
import { formatPriceCents, scholarPriceText } from '@shared/domain/plans';
import { subscriptionMessages } from '@shared/schemas/subscription';
import { BetaPlanNote } from '@/entities/beta/components/beta-plan-note';
import { PlanBadge, SubscriptionStateBadge } from '@/entities/plan/components/plan-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { UsageBars } from '@/entities/plan/components/usage-bars';
import { paths } from '@/config/paths';
import { useOpenBillingPortal, usePlans, useStartCheckout, useSubscriptionStatus } from '@/entities/plan/api/billing';

type SubscriptionStatus = NonNullable<ReturnType<typeof useSubscriptionStatus>['data']>;
type Plans = ReturnType<typeof usePlans>['data'];

/** Settings → Subscription: the same status and prices as the subscription page, with upgrade or manage. */
export function SubscriptionSummary() {
  const status = useSubscriptionStatus();
  const plans = usePlans();
  const data = status.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscription</CardTitle>
        <CardDescription>Your current plan.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {status.isPending ? (
          <Spinner label="Loading your plan" />
        ) : !data ? (
          <p className="text-sm text-destructive">Could not load your plan. Check your connection and try again.</p>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <PlanBadge tier={data.tier} beta={data.betaAccessUntil !== null} />
              <SubscriptionStateBadge state={data.state} />
            </div>
            <PlanDetails data={data} plans={plans.data} />
            {plans.data ? (
              <p className="text-sm text-muted-foreground" data-testid="sage-coming-soon">
                <span className="font-medium text-foreground">{plans.data.sage.name}</span>: coming soon at{' '}
                {formatPriceCents(plans.data.sage.priceCents)}/month.
              </p>
            ) : null}
            <PlanActions data={data} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** What the learner's plan gives: the beta's end, the free plan's uses and Scholar's price, or Scholar's state. */
function PlanDetails({ data, plans }: { data: SubscriptionStatus; plans: Plans }) {
  if (data.betaAccessUntil) return <BetaPlanNote until={data.betaAccessUntil} />;
  if (data.canUpgrade) {
    const price = plans ? scholarPriceText(plans.scholar) : null;
    return (
      <>
        <UsageBars status={data} />
        {price ? (
          <p className="text-sm">
            Scholar: <span className="font-semibold">{price.price}</span>
            {price.detail ? <span className="text-muted-foreground"> ({price.detail})</span> : null}
          </p>
        ) : null}
        {plans ? <p className="text-xs text-muted-foreground">{plans.guarantee}</p> : null}
      </>
    );
  }
  if (data.premium) return <p className="text-sm">Unlimited calculations and comparisons, and the full glossary.</p>;
  return (
    <p className="text-sm">
      Your last payment did not go through: update your payment method with Manage subscription to keep Scholar.
    </p>
  );
}

/** Upgrade (with the reason when it cannot be done here), Manage subscription, and the plans page. */
function PlanActions({ data }: { data: SubscriptionStatus }) {
  const checkout = useStartCheckout('settings');
  const portal = useOpenBillingPortal();
  const offersUpgrade = data.canUpgrade && !data.betaAccessUntil;
  const unavailable = offersUpgrade && data.billing === 'unconfigured';
  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {offersUpgrade ? (
          <Button
            onClick={() => checkout.mutate()}
            disabled={checkout.isPending || unavailable}
            aria-describedby={unavailable ? 'settings-upgrade-unavailable' : undefined}
          >
            {checkout.isPending ? 'Starting checkout...' : 'Upgrade to Scholar'}
          </Button>
        ) : null}
        {data.canManageBilling ? (
          <Button variant="outline" onClick={() => portal.open(false)} disabled={portal.isPending}>
            {portal.isPending ? 'Opening billing...' : 'Manage subscription'}
          </Button>
        ) : null}
        <Button asChild variant="ghost">
          <Link href={paths.subscription}>See plans and details</Link>
        </Button>
      </div>
      {unavailable ? (
        <p id="settings-upgrade-unavailable" className="text-sm text-muted-foreground">
          {subscriptionMessages.upgradeUnavailable}
        </p>
      ) : null}
    </>
  );
}
