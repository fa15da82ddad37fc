import { CreditCard, Sparkles } from 'lucide-react';
import { subscriptionMessages, type PlanOffer, type SubscriptionStatus } from '@shared/schemas/subscription';
import type { Language } from '@shared/i18n/languages';
import { BetaPlanNote } from '@/entities/beta/components/beta-plan-note';
import { PlanBadge, SubscriptionStateBadge } from '@/entities/plan/components/plan-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { UsageBars } from '@/entities/plan/components/usage-bars';
import { useOpenBillingPortal, useStartCheckout } from '@/entities/plan/api/billing';
import { translate, useLanguage, useT } from '@/i18n/i18n';
import { learnerMessage } from '@/i18n/learner-messages';
import { longDay, scholarPrice } from '../lib/plan-price';

/** One line on where the paid plan stands: renewing, ending, or a payment problem. */
function planLine(status: SubscriptionStatus, language: Language): string | null {
  if (status.tier === 'free') return null;
  const periodEnd = status.currentPeriodEnd ? longDay(status.currentPeriodEnd, language) : null;
  const accessEnd = status.expiresAt ? longDay(status.expiresAt, language) : null;
  switch (status.state) {
    case 'active':
      return periodEnd
        ? translate('subscription.current.renews', { date: periodEnd })
        : translate('subscription.current.active');
    case 'cancelling': {
      const until = accessEnd ?? periodEnd;
      return until
        ? translate('subscription.current.cancelling', { date: until })
        : translate('subscription.current.cancellingNoDate');
    }
    case 'past_due':
    case 'unpaid':
      return translate('subscription.current.pastDue');
    case 'expired':
      return accessEnd
        ? translate('subscription.current.expiredOn', { date: accessEnd })
        : translate('subscription.current.expired');
    case 'canceled':
    case 'incomplete_expired':
      return translate('subscription.current.ended');
    default:
      return translate('subscription.current.paused');
  }
}

/**
 * The current plan: its name and status badge, this month's uses (when counted), and upgrade (free,
 * or paid access ended) or manage.
 */
export function CurrentPlanCard({ status, plans }: { status: SubscriptionStatus; plans: PlanOffer | undefined }) {
  const checkout = useStartCheckout('current_plan');
  const portal = useOpenBillingPortal();
  const t = useT();
  const language = useLanguage();
  const line = planLine(status, language);
  // The beta gives Scholar until its end: nothing to buy meanwhile.
  const canUpgrade = status.canUpgrade && status.betaAccessUntil === null;
  const price = plans ? scholarPrice(plans.scholar, language) : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CreditCard className="size-5 text-primary" aria-hidden="true" /> {t('subscription.current.title')}
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
              {checkout.isPending
                ? t('subscription.summary.startingCheckout')
                : price
                  ? t('subscription.current.upgradeFor', { price: price.price })
                  : t('subscription.summary.upgrade')}
            </Button>
          ) : null}
          {status.canManageBilling ? (
            <Button variant="outline" onClick={() => portal.open(false)} disabled={portal.isPending}>
              {portal.isPending ? t('subscription.summary.openingBilling') : t('subscription.summary.manage')}
            </Button>
          ) : null}
        </div>
        {status.billing === 'unconfigured' && canUpgrade ? (
          <p id="current-plan-upgrade-unavailable" className="text-sm text-muted-foreground">
            {learnerMessage(subscriptionMessages.upgradeUnavailable)}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
