import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { scholarPriceText } from '@shared/domain/plans';
import { subscriptionMessages, type LocalTestAction, type SubscriptionStatus } from '@shared/schemas/subscription';
import { SubscriptionStateBadge } from '@/entities/plan/components/plan-badge';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { usePlans, useSubscriptionStatus } from '@/entities/plan/api/billing';
import { useLocalTestAction } from '../api/run-local-test-action';

/** The frame every local test page shares: labelled as a test, and what it stands in for. */
function TestFrame({ title, standsFor, children }: { title: string; standsFor: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-muted/40 px-4 py-8">
      <div className="mx-auto max-w-xl space-y-4">
        <Alert variant="warning" data-testid="local-test-notice">
          <FlaskConical className="size-4" aria-hidden="true" />
          <AlertTitle>Test mode: no real payment</AlertTitle>
          <AlertDescription>
            This server has no Stripe keys, so this local page stands in for {standsFor}. Nothing is charged and no card
            is needed. It exists only outside production.
          </AlertDescription>
        </Alert>
        <Card>
          <CardHeader>
            <CardTitle className="flex flex-wrap items-center gap-2">
              {title} <Badge variant="warning">Test mode</Badge>
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
  return (
    <CardContent className="space-y-3">
      <p className="text-sm">The local test checkout is not available on this server.</p>
      <Button asChild variant="outline">
        <Link href={paths.subscription}>Back to your plan</Link>
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
  // The price shows before the learner can pay.
  const availability = plans.isPending ? 'loading' : availabilityOf(status);
  const price = plans.data ? scholarPriceText(plans.data.scholar) : null;

  const pay = () =>
    action.mutate('complete_checkout', {
      onSuccess: () => navigate(paths.subscriptionResult('success')),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: subscriptionMessages.upgradeFailedTitle,
          description: errorMessage(error, subscriptionMessages.upgradeFailedText),
        }),
    });

  return (
    <TestFrame title="Local test checkout" standsFor="Stripe Checkout">
      {availability === 'loading' ? (
        <CardContent>
          <Spinner />
        </CardContent>
      ) : availability === 'unavailable' ? (
        <Unavailable />
      ) : (
        <>
          <CardContent className="space-y-4">
            <CardDescription>Subscribe to Arkad Scholar.</CardDescription>
            <div className="rounded-lg border p-3 text-sm">
              <p className="font-semibold">Arkad Scholar, monthly</p>
              {price ? (
                <p>
                  <span className="text-lg font-bold">{price.price}</span>
                  {price.detail ? <span className="block text-muted-foreground">{price.detail}</span> : null}
                </p>
              ) : null}
              {plans.data ? <p className="mt-2 text-xs text-muted-foreground">{plans.data.guarantee}</p> : null}
            </div>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button onClick={pay} disabled={action.isPending}>
                {action.isPending ? 'Completing...' : 'Complete test payment'}
              </Button>
              <Button asChild variant="outline">
                <Link href={paths.subscriptionResult('cancelled')}>Cancel</Link>
              </Button>
            </div>
          </CardContent>
        </>
      )}
    </TestFrame>
  );
}

const billingActions: Array<{ action: LocalTestAction; label: string; shows: (s: SubscriptionStatus) => boolean }> = [
  { action: 'cancel_at_period_end', label: 'Cancel at period end', shows: (s) => s.state === 'active' },
  { action: 'resume', label: 'Resume subscription', shows: (s) => s.state !== 'active' },
  { action: 'payment_failed', label: 'Simulate a failed payment', shows: (s) => s.status === 'active' },
  { action: 'end', label: 'End subscription now', shows: () => true },
];

/** /subscription/test-billing: what the Stripe Billing Portal would let a Scholar do, locally. */
export function LocalTestBilling() {
  const status = useSubscriptionStatus();
  const action = useLocalTestAction();
  const availability = availabilityOf(status);
  const data = status.data;

  return (
    <TestFrame title="Local test billing" standsFor="the Stripe Billing Portal">
      {availability === 'loading' ? (
        <CardContent>
          <Spinner />
        </CardContent>
      ) : availability === 'unavailable' || !data ? (
        <Unavailable />
      ) : (
        <CardContent className="space-y-4">
          {data.tier === 'free' ? (
            <p className="text-sm">There is no test subscription. You are on the free plan.</p>
          ) : (
            <>
              <p className="flex flex-wrap items-center gap-2 text-sm">
                Scholar subscription: <SubscriptionStateBadge state={data.state} />
              </p>
              <div className="flex flex-col gap-2">
                {billingActions
                  .filter((item) => item.shows(data))
                  .map((item) => (
                    <Button
                      key={item.action}
                      variant={item.action === 'end' ? 'destructive' : 'outline'}
                      disabled={action.isPending}
                      onClick={() => action.mutate(item.action)}
                    >
                      {item.label}
                    </Button>
                  ))}
              </div>
            </>
          )}
          <Button asChild variant="ghost">
            <Link href={paths.subscription}>Back to your plan</Link>
          </Button>
        </CardContent>
      )}
    </TestFrame>
  );
}
