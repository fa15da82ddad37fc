import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useT } from '@/i18n/i18n';
import { refreshAfterPlanChange, usePlans, useSubscriptionStatus } from '@/entities/plan/api/billing';
import { CheckoutResult, type CheckoutOutcome } from './checkout-result';
import { CommunityCard } from './community-card';
import { CurrentPlanCard } from './current-plan-card';
import { EarlyAdopterBanner } from './early-adopter-banner';
import { ManageBillingCard } from './manage-billing-card';
import { PlanCards } from './plan-cards';

function outcomeOf(search: string): CheckoutOutcome | null {
  const value = new URLSearchParams(search).get('checkout');
  return value === 'success' || value === 'cancelled' ? value : null;
}

/** /subscription (and /premium): the learner's plan, the offer, upgrade and billing. */
export function SubscriptionPage() {
  const outcome = outcomeOf(useSearch());
  const status = useSubscriptionStatus({ waitForPremium: outcome === 'success' });
  const plans = usePlans();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const t = useT();

  // The server's status is the truth: when the signed-in user the app holds differs (a payment or a
  // cancellation confirmed meanwhile), the user and everything gated on the plan is asked again.
  const data = status.data;
  const stale =
    data !== undefined &&
    user !== null &&
    (user.subscriptionTier !== data.tier || user.subscriptionStatus !== data.status);
  useEffect(() => {
    if (stale) void refreshAfterPlanChange(queryClient);
  }, [stale, queryClient]);

  return (
    <div className="min-h-dvh">
      <header className="border-b bg-card">
        <div className="mx-auto max-w-5xl space-y-3 px-4 py-4">
          <Button asChild variant="ghost" size="sm" className="-ml-2">
            <Link href={paths.home()}>
              <ArrowLeft aria-hidden="true" /> {t('subscription.page.back')}
            </Link>
          </Button>
          <h1 className="font-display text-2xl font-bold">{t('subscription.page.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('subscription.page.intro')}</p>
        </div>
      </header>
      <main className="mx-auto max-w-5xl space-y-6 px-4 py-6">
        {data && outcome ? <CheckoutResult outcome={outcome} premium={data.premium} /> : null}
        {status.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner label={t('subscription.page.loading')} />
          </div>
        ) : !data ? (
          <Alert variant="destructive">
            <AlertTitle>{t('subscription.page.loadFailed')}</AlertTitle>
            <AlertDescription className="space-y-3">
              <p>{t('subscription.page.checkConnection')}</p>
              <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
                {t('subscription.page.tryAgain')}
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <>
            {plans.data ? <EarlyAdopterBanner plans={plans.data} subscribed={!data.canUpgrade} /> : null}
            <CurrentPlanCard status={data} plans={plans.data} />
            {plans.data ? <PlanCards status={data} plans={plans.data} /> : null}
            {data.tier !== 'free' && data.canManageBilling ? (
              <ManageBillingCard testMode={data.billing === 'local_test'} />
            ) : null}
          </>
        )}
        <CommunityCard />
      </main>
    </div>
  );
}
