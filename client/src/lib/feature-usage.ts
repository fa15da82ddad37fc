import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { FeatureAccess, MeteredFeature } from '@shared/schemas/usage';
import * as usageApi from '@/api/usage';
import { ApiError, callApi } from './api-client';
import { storageKeys } from './storage';

/**
 * The free tier's monthly allowances, answered and counted by the server (/api/usage). Shared by
 * every gated feature through components/feature-gate.tsx. A use is one deliberate action that
 * produces a new result (docs/decisions/017-one-use-is-one-deliberate-new-result.md).
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

// Uses made offline: kept on this device until the server has been told.

export interface PendingUse {
  /** Tells two uses of the same moment apart; the server counts a use once per id. */
  id: string;
  userId: number;
  feature: MeteredFeature;
  /** When the use happened (ISO timestamp, the device's clock). */
  usedAt: string;
}

const CHANGE_EVENT = 'arkad:pending-uses';

function readAll(): PendingUse[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKeys.pendingUses) ?? '[]');
    return Array.isArray(parsed) ? (parsed as PendingUse[]) : [];
  } catch {
    return [];
  }
}

function writeAll(uses: readonly PendingUse[]): void {
  try {
    if (uses.length === 0) localStorage.removeItem(storageKeys.pendingUses);
    else localStorage.setItem(storageKeys.pendingUses, JSON.stringify(uses));
  } catch {
    // Storage full or blocked: the use is simply not reported later.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Keeps a use made offline on this device, to report when back online. */
export function queueOfflineUse(userId: number, feature: MeteredFeature, at: Date): void {
  // getRandomValues, unlike randomUUID, also exists on a plain-http address (a LAN server).
  const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
  writeAll([...readAll(), { id, userId, feature, usedAt: at.toISOString() }]);
}

/** How many uses of `feature` this user made offline that the server has not been told of yet. */
export function pendingUseCount(userId: number, feature: MeteredFeature): number {
  return readAll().filter((use) => use.userId === userId && use.feature === feature).length;
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener);
  // Another tab reported or queued uses.
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

/** pendingUseCount, kept current. */
export function usePendingUseCount(userId: number | null, feature: MeteredFeature): number {
  return useSyncExternalStore(
    subscribe,
    () => (userId === null ? 0 : pendingUseCount(userId, feature)),
    () => 0,
  );
}

let reporting: Promise<number> | null = null;

async function reportOnce(userId: number): Promise<number> {
  let reported = 0;
  for (const use of readAll().filter((entry) => entry.userId === userId)) {
    try {
      await recordFeatureUse(use.feature, { usedAt: use.usedAt, useId: use.id });
      reported += 1;
    } catch (error) {
      // Still offline (or the server is away): keep the rest for the next time.
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) break;
      // 402 (that month's allowance was used up meanwhile) or 400 (too old, a wrong clock): the
      // server has answered for this use; it is not sent again.
      console.warn(`An offline use was not counted (${error.status})`, error.serverMessage);
    }
    writeAll(readAll().filter((entry) => entry.id !== use.id));
  }
  return reported;
}

/**
 * Tells the server about this user's uses made offline, each once, oldest first, each dated when
 * it happened. One report at a time in this tab, and across tabs where the browser has Web Locks.
 * Resolves with the number counted.
 */
export function reportPendingUses(userId: number): Promise<number> {
  reporting ??= (async () => {
    try {
      if (typeof navigator !== 'undefined' && navigator.locks) {
        return await navigator.locks.request('arkad-pending-uses', () => reportOnce(userId));
      }
      return await reportOnce(userId);
    } finally {
      reporting = null;
    }
  })();
  return reporting;
}

/**
 * While a user is signed in: reports the uses they made offline now and whenever the browser is
 * back online, then asks the server for the allowances again.
 */
export function usePendingUseReporter(userId: number | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null) return;
    const report = () => {
      if (!navigator.onLine || !readAll().some((use) => use.userId === userId)) return;
      void reportPendingUses(userId).then((count) => {
        if (count > 0) void queryClient.invalidateQueries({ queryKey: ['usage'] });
      });
    };
    report();
    window.addEventListener('online', report);
    return () => window.removeEventListener('online', report);
  }, [userId, queryClient]);
}
