import {
  queryOptions,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import type { FeatureAccess, MeteredFeature } from '@shared/schemas/usage';
import * as usageApi from '@/api/usage';
import { callApi } from '@/lib/api-client';
import { registerOnce, retryDelay, retryWhileUnreachable } from '@/lib/offline-mutations';
import { signedInUserId } from '@/lib/storage';

/**
 * The free tier's monthly allowances, answered and counted by the server (/api/usage). Shared by
 * every gated feature through entities/plan/components/feature-gate.tsx. A use is one deliberate
 * action that produces a new result (docs/decisions/017-one-use-is-one-deliberate-new-result.md).
 */
export function getFeatureAccess(feature: MeteredFeature): Promise<FeatureAccess> {
  return callApi(usageApi.getFeatureAccess, { params: { feature } });
}

export function getFeatureAccessQueryOptions(feature: MeteredFeature) {
  return queryOptions({
    queryKey: ['usage', feature],
    queryFn: () => getFeatureAccess(feature),
    // Uses made in another tab or device count too: ask again each time a gated screen opens.
    refetchOnMount: 'always',
  });
}

export function useFeatureAccess(feature: MeteredFeature, options: { enabled: boolean }) {
  return useQuery({ ...getFeatureAccessQueryOptions(feature), enabled: options.enabled });
}

/**
 * Counts one use; the server answers 402 when the allowance of the use's month is used up.
 * A use made offline carries its moment (ISO timestamp), so it counts in the month it happened, and
 * its id, so a report repeated after a lost answer is counted once. A use that names its result
 * (`resultKey`) is counted once a month for that result.
 */
export function recordFeatureUse(
  feature: MeteredFeature,
  use?: { usedAt?: string; useId?: string; resultKey?: string },
): Promise<FeatureAccess> {
  return callApi(usageApi.recordFeatureUse, { params: { feature }, body: use ?? {} });
}

// Uses made offline: each is a mutation that waits, paused, until the browser is back online, and
// is kept in browser storage meanwhile (lib/offline-persistence.ts).

export interface OfflineUse {
  /** Tells two uses of the same moment apart; the server counts a use once per id. */
  useId: string;
  userId: number;
  feature: MeteredFeature;
  /** When the use happened (ISO timestamp, the device's clock). */
  usedAt: string;
}

export const offlineUseKey = ['usage', 'offline-use'] as const;

function isOfflineUse(value: unknown): value is OfflineUse {
  return typeof value === 'object' && value !== null && 'useId' in value && 'userId' in value && 'feature' in value;
}

/** Reports one use made offline; a use of another account than the one signed in is dropped. */
async function reportOfflineUse(use: OfflineUse): Promise<FeatureAccess | null> {
  if (signedInUserId() !== use.userId) {
    console.warn('A use made offline by another account is not reported.');
    return null;
  }
  return recordFeatureUse(use.feature, { usedAt: use.usedAt, useId: use.useId });
}

/** The mutation defaults for offline uses (set before the cache is restored, main.tsx). */
export function registerUsageMutations(queryClient: QueryClient): void {
  registerOnce(queryClient, 'usage', (client) =>
    client.setMutationDefaults(offlineUseKey, {
      mutationFn: reportOfflineUse,
      retry: retryWhileUnreachable,
      retryDelay,
      // One at a time, oldest first.
      scope: { id: 'usage' },
      onSuccess: (answer) => {
        if (answer) void client.invalidateQueries({ queryKey: ['usage'] });
      },
      onError: (error) => {
        // 402 (that month's allowance was used up meanwhile) or 400 (too old, a wrong clock): the
        // server has answered for this use; it is not sent again.
        console.warn('An offline use was not counted', error);
      },
    }),
  );
}

/** A new id for a use: getRandomValues, unlike randomUUID, also exists on a plain-http address. */
export function newUseId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Keeps a use made offline, to report when back online: `record(userId, feature, at)`. */
export function useQueueOfflineUse(): (userId: number, feature: MeteredFeature, at: Date) => void {
  const queryClient = useQueryClient();
  registerUsageMutations(queryClient);
  const { mutate } = useMutation<FeatureAccess | null, Error, OfflineUse>({ mutationKey: offlineUseKey });
  return useCallback(
    (userId, feature, at) => mutate({ useId: newUseId(), userId, feature, usedAt: at.toISOString() }),
    [mutate],
  );
}

/** How many uses of `feature` this user made offline that the server has not counted yet. */
export function usePendingUseCount(userId: number | null, feature: MeteredFeature): number {
  const uses = useMutationState({
    filters: { mutationKey: offlineUseKey, status: 'pending' },
    select: (mutation) => mutation.state.variables,
  });
  return uses.filter((use) => isOfflineUse(use) && use.userId === userId && use.feature === feature).length;
}
