import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { subscriptionMessages } from '@shared/schemas/subscription';
import type { UpgradeClickSource } from '@shared/schemas/analytics';
import { toast } from '@/components/ui/use-toast';
import { learnerMessage } from '@/i18n/learner-messages';
import { track } from '@/lib/analytics';
import * as subscriptionApi from '@/api/subscription';
import { callApi } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/auth';

/**
 * The learner's plan as the server has it (GET /api/subscription/status) and the prices they are
 * offered (GET /api/subscription/plans), shared by the subscription page, settings and the
 * upgrade card so they never disagree; and the two ways out to pay or manage billing.
 */

export function getSubscriptionStatus() {
  return callApi(subscriptionApi.getSubscriptionStatus);
}

export function getSubscriptionStatusQueryOptions() {
  return queryOptions({
    queryKey: ['subscription', 'status'],
    queryFn: getSubscriptionStatus,
    // A payment or a cancellation may have happened elsewhere (Stripe, another tab): ask on each visit.
    refetchOnMount: 'always',
  });
}

/** After a Stripe payment, Stripe's confirmation may reach the server a moment after the learner. */
const PAYMENT_WAIT_ASKS = 15;
const PAYMENT_WAIT_INTERVAL_MS = 2000;

/**
 * The status; with `waitForPremium` (back from a successful checkout) it is asked again every 2 s
 * until the plan is active, at most 15 times.
 */
export function useSubscriptionStatus({ waitForPremium = false }: { waitForPremium?: boolean } = {}) {
  return useQuery({
    ...getSubscriptionStatusQueryOptions(),
    refetchInterval: (query) =>
      waitForPremium && query.state.data?.premium === false && query.state.dataUpdateCount < PAYMENT_WAIT_ASKS
        ? PAYMENT_WAIT_INTERVAL_MS
        : false,
  });
}

export function getPlans() {
  return callApi(subscriptionApi.getPlans);
}

export function getPlansQueryOptions() {
  return queryOptions({ queryKey: ['subscription', 'plans'], queryFn: getPlans });
}

export function usePlans() {
  return useQuery(getPlansQueryOptions());
}

/** After the plan changed: the user, the status, the offer and the usage allowances are asked again. */
export async function refreshAfterPlanChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['subscription'] }),
    queryClient.invalidateQueries({ queryKey: ['usage'] }),
  ]);
}

/** Full-page navigation (to Stripe, or to the local test pages); a seam so tests can watch it. */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/**
 * POST /api/subscription/create-checkout, then off to pay; 'Upgrade failed' when it cannot start.
 * Each start is recorded as an upgrade click from `source`.
 */
export function useStartCheckout(source: UpgradeClickSource) {
  return useMutation({
    onMutate: () => track('upgrade_click', { source }),
    mutationFn: () => callApi(subscriptionApi.createCheckout, { body: { tier: 'scholar' } }),
    onSuccess: ({ checkoutUrl }) => browserNavigation.assign(checkoutUrl),
    onError: () =>
      toast({
        variant: 'destructive',
        title: learnerMessage(subscriptionMessages.upgradeFailedTitle),
        description: learnerMessage(subscriptionMessages.upgradeFailedText),
      }),
  });
}

/**
 * POST /api/subscription/manage, then to the billing portal: in this tab, or (`open(true)`) in a
 * new tab opened during the click so the browser does not block it. On failure: 'Unable to open
 * billing portal'.
 */
export function useOpenBillingPortal() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (tab: Window | null) => ({
      tab,
      ...(await callApi(subscriptionApi.manageBilling)),
    }),
    onSuccess: ({ tab, portalUrl }) => {
      if (!tab) {
        browserNavigation.assign(portalUrl);
        return;
      }
      tab.location.href = new URL(portalUrl, window.location.href).href;
      // Changes made in the other tab show when this page is next asked.
      void queryClient.invalidateQueries({ queryKey: ['subscription'] });
    },
    onError: (_error, tab) => {
      tab?.close();
      toast({
        variant: 'destructive',
        title: learnerMessage(subscriptionMessages.portalFailedTitle),
        description: learnerMessage(subscriptionMessages.portalFailedText),
      });
    },
  });
  const { mutate } = mutation;
  return {
    isPending: mutation.isPending,
    open(newTab: boolean) {
      const tab = newTab ? window.open('about:blank', '_blank') : null;
      // The portal must not be able to reach back into Arkad's page.
      if (tab) tab.opener = null;
      mutate(tab);
    },
  };
}
