import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { subscriptionMessages, type LocalTestAction, type SubscriptionStatus } from '@shared/schemas/subscription';
import { SubscriptionStateBadge } from '@/entities/plan/components/plan-badge';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { useLanguage, useT, type MessageId } from '@/i18n/i18n';
import { learnerMessage } from '@/i18n/learner-messages';
import { ApiError, errorMessage } from '@/lib/api-client';
import { usePlans, useSubscriptionStatus } from '@/entities/plan/api/billing';
import { useLocalTestAction } from '../api/run-local-test-action';
import { scholarPrice } from '../lib/plan-price';

/** A failed call's message in the page's language (the API's English message is a catalogue key). */
const failure = (error: Error, fallback: string) =>
  learnerMessage(errorMessage(error, fallback), error instanceof ApiError ? error.code : undefined);

/** The frame every local test page shares: labelled as a test, and what it stands in for. */
function TestFrame({ title, notice, children }: { title: string; notice: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className="min-h-dvh bg-muted/40 px-4 py-8">
      <div className="mx-auto max-w-xl space-y-4">
        <Alert variant="warning" data-testid="local-test-notice">
          <FlaskConical className="size-4" aria-hidden="true" />
          <AlertTitle>{t('subscription.test.noticeTitle')}</AlertTitle>
          <AlertDescription>{notice}</AlertDescription>
        </Alert>
        <Card>
          <CardHeader>
            <CardTitle className="flex flex-wrap items-center gap-2">
              {title} <Badge variant="warning">{t('subscription.test.badge')}</Badge>
            </CardTitle>
          </CardHeader>
          {children}
        </Card>
      </div>
    </div>
  );
}

function availabilityOf(status: ReturnType<typeof useSubscriptionStatus>) {
  if (status.isPending) return 'loading' as const;
  if (status.data?.billing !== 'local_test') return 'unavailable' as const;
  return 'ready' as const;
}

function Unavailable() {
  const t = useT();
  return (
    <CardContent className="space-y-3">
      <p className="text-sm">{t('subscription.test.unavailable')}</p>
      <Button asChild variant="outline">
        <Link href={paths.subscription}>{t('subscription.test.back')}</Link>
      </Button>
    </CardContent>
  );
}

/** /subscription/test-checkout: pays for Scholar locally, through the same handler as Stripe's events. */
export function LocalTestCheckout() {
  const status = useSubscriptionStatus();
  const plans = usePlans();
  const action = useLocalTestAction();
  const [, navigate] = useLocation();
  const t = useT();
  const language = useLanguage();
  // The price shows before the learner can pay.
  const availability = plans.isPending ? 'loading' : availabilityOf(status);
  const price = plans.data ? scholarPrice(plans.data.scholar, language) : null;

  const pay = () =>
    action.mutate('complete_checkout', {
      onSuccess: () => navigate(paths.subscriptionResult('success')),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: learnerMessage(subscriptionMessages.upgradeFailedTitle),
          description: failure(error, subscriptionMessages.upgradeFailedText),
        }),
    });

  return (
    <TestFrame title={t('subscription.test.checkoutTitle')} notice={t('subscription.test.noticeCheckout')}>
      {availability === 'loading' ? (
        <CardContent>
          <Spinner />
        </CardContent>
      ) : availability === 'unavailable' ? (
        <Unavailable />
      ) : (
        <>
          <CardContent className="space-y-4">
            <CardDescription>{t('subscription.test.subscribe')}</CardDescription>
            <div className="rounded-lg border p-3 text-sm">
              <p className="font-semibold">{t('subscription.test.product')}</p>
              {price ? (
                <p>
                  <span className="text-lg font-bold">{price.price}</span>
                  {price.detail ? <span className="block text-muted-foreground">{price.detail}</span> : null}
                </p>
              ) : null}
              {plans.data ? (
                <p className="mt-2 text-xs text-muted-foreground">{learnerMessage(plans.data.guarantee)}</p>
              ) : null}
            </div>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button onClick={pay} disabled={action.isPending}>
                {action.isPending ? t('subscription.test.completing') : t('subscription.test.pay')}
              </Button>
              <Button asChild variant="outline">
                <Link href={paths.subscriptionResult('cancelled')}>{t('subscription.test.cancel')}</Link>
              </Button>
            </div>
          </CardContent>
        </>
      )}
    </TestFrame>
  );
}

const billingActions: Array<{ action: LocalTestAction; label: MessageId; shows: (s: SubscriptionStatus) => boolean }> =
  [
    {
      action: 'cancel_at_period_end',
      label: 'subscription.test.action.cancelAtPeriodEnd',
      shows: (s) => s.state === 'active',
    },
    { action: 'resume', label: 'subscription.test.action.resume', shows: (s) => s.state !== 'active' },
    { action: 'payment_failed', label: 'subscription.test.action.paymentFailed', shows: (s) => s.status === 'active' },
    { action: 'end', label: 'subscription.test.action.end', shows: () => true },
  ];

/** /subscription/test-billing: what the Stripe Billing Portal would let a Scholar do, locally. */
export function LocalTestBilling() {
  const status = useSubscriptionStatus();
  const action = useLocalTestAction();
  const availability = availabilityOf(status);
  const data = status.data;
  const t = useT();
  const run = (item: LocalTestAction) =>
    action.mutate(item, {
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('subscription.test.actionFailed'),
          description: failure(error, t('subscription.test.actionFailedText')),
        }),
    });

  return (
    <TestFrame title={t('subscription.test.billingTitle')} notice={t('subscription.test.noticeBilling')}>
      {availability === 'loading' ? (
        <CardContent>
          <Spinner />
        </CardContent>
      ) : availability === 'unavailable' || !data ? (
        <Unavailable />
      ) : (
        <CardContent className="space-y-4">
          {data.tier === 'free' ? (
            <p className="text-sm">{t('subscription.test.noSubscription')}</p>
          ) : (
            <>
              <p className="flex flex-wrap items-center gap-2 text-sm">
                {t('subscription.test.scholarState')} <SubscriptionStateBadge state={data.state} />
              </p>
              <div className="flex flex-col gap-2">
                {billingActions
                  .filter((item) => item.shows(data))
                  .map((item) => (
                    <Button
                      key={item.action}
                      variant={item.action === 'end' ? 'destructive' : 'outline'}
                      disabled={action.isPending}
                      onClick={() => run(item.action)}
                    >
                      {t(item.label)}
                    </Button>
                  ))}
              </div>
            </>
          )}
          <Button asChild variant="ghost">
            <Link href={paths.subscription}>{t('subscription.test.back')}</Link>
          </Button>
        </CardContent>
      )}
    </TestFrame>
  );
}
