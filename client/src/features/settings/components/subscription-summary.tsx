import { Link } from 'wouter';
import { intlLocales } from '@shared/i18n/languages';
import { formatMoney } from '@shared/domain/format';
import { BetaPlanNote } from '@/entities/beta/components/beta-plan-note';
import { PlanBadge, SubscriptionStateBadge } from '@/entities/plan/components/plan-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { UsageBars } from '@/entities/plan/components/usage-bars';
import { paths } from '@/config/paths';
import { useOpenBillingPortal, usePlans, useStartCheckout, useSubscriptionStatus } from '@/entities/plan/api/billing';
import { useLanguage, useT } from '@/i18n/i18n';
import { Trans } from '@/i18n/trans';
import { learnerMessage } from '@/i18n/learner-messages';
import { subscriptionMessages } from '@shared/schemas/subscription';

type SubscriptionStatus = NonNullable<ReturnType<typeof useSubscriptionStatus>['data']>;
type Plans = ReturnType<typeof usePlans>['data'];

/** A plan's price in US dollars, by Intl in the page's language ('$4.99', 'USD 4.99'). */
function usePrice(): (cents: number) => string {
  const locale = intlLocales[useLanguage()];
  return (cents) => formatMoney(cents / 100, 'usd', locale);
}

/** Settings → Subscription: the same status and prices as the subscription page, with upgrade or manage. */
export function SubscriptionSummary() {
  const t = useT();
  const price = usePrice();
  const status = useSubscriptionStatus();
  const plans = usePlans();
  const data = status.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('subscription.summary.title')}</CardTitle>
        <CardDescription>{t('subscription.summary.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {status.isPending ? (
          <Spinner label={t('subscription.summary.loading')} />
        ) : !data ? (
          <p className="text-sm text-destructive">{t('subscription.summary.loadFailed')}</p>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <PlanBadge tier={data.tier} beta={data.betaAccessUntil !== null} />
              <SubscriptionStateBadge state={data.state} />
            </div>
            <PlanDetails data={data} plans={plans.data} />
            {plans.data ? (
              <p className="text-sm text-muted-foreground" data-testid="sage-coming-soon">
                <Trans
                  id="subscription.summary.sageSoon"
                  values={{ name: plans.data.sage.name, price: price(plans.data.sage.priceCents) }}
                  components={{ 0: <span className="font-medium text-foreground" /> }}
                />
              </p>
            ) : null}
            <PlanActions data={data} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** Scholar's price a month, and the early-adopter discount when there is one. */
function ScholarPrice({ scholar }: { scholar: NonNullable<Plans>['scholar'] }) {
  const t = useT();
  const price = usePrice();
  const perMonth = t('subscription.price.perMonth', { price: price(scholar.priceCents) });
  if (scholar.discountPercent === 0 || scholar.discountMonths === 0)
    return (
      <p className="text-sm">
        <Trans
          id="subscription.summary.scholarPrice"
          values={{ price: perMonth }}
          components={{ 0: <span className="font-semibold" /> }}
        />
      </p>
    );
  const detail = t('subscription.price.discount', {
    percent: scholar.discountPercent / 100,
    months: scholar.discountMonths,
    list: price(scholar.listPriceCents),
  });
  return (
    <p className="text-sm">
      <Trans
        id="subscription.summary.scholarPriceDetail"
        values={{ price: perMonth, detail }}
        components={{ 0: <span className="font-semibold" />, 1: <span className="text-muted-foreground" /> }}
      />
    </p>
  );
}

/** What the learner's plan gives: the beta's end, the free plan's uses and Scholar's price, or Scholar's state. */
function PlanDetails({ data, plans }: { data: SubscriptionStatus; plans: Plans }) {
  const t = useT();
  if (data.betaAccessUntil) return <BetaPlanNote until={data.betaAccessUntil} />;
  if (data.canUpgrade) {
    return (
      <>
        <UsageBars status={data} />
        {plans ? <ScholarPrice scholar={plans.scholar} /> : null}
        {plans ? <p className="text-xs text-muted-foreground">{learnerMessage(plans.guarantee)}</p> : null}
      </>
    );
  }
  if (data.premium) return <p className="text-sm">{t('subscription.summary.premium')}</p>;
  return <p className="text-sm">{t('subscription.summary.pastDue')}</p>;
}

/** Upgrade (with the reason when it cannot be done here), Manage subscription, and the plans page. */
function PlanActions({ data }: { data: SubscriptionStatus }) {
  const t = useT();
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
            {checkout.isPending ? t('subscription.summary.startingCheckout') : t('subscription.summary.upgrade')}
          </Button>
        ) : null}
        {data.canManageBilling ? (
          <Button variant="outline" onClick={() => portal.open(false)} disabled={portal.isPending}>
            {portal.isPending ? t('subscription.summary.openingBilling') : t('subscription.summary.manage')}
          </Button>
        ) : null}
        <Button asChild variant="ghost">
          <Link href={paths.subscription}>{t('subscription.summary.seePlans')}</Link>
        </Button>
      </div>
      {unavailable ? (
        <p id="settings-upgrade-unavailable" className="text-sm text-muted-foreground">
          {learnerMessage(subscriptionMessages.upgradeUnavailable)}
        </p>
      ) : null}
    </>
  );
}
