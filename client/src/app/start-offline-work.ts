import type { QueryClient } from '@tanstack/react-query';
import { afterFirstScreen } from '@/lib/after-first-screen';
import { currentUserQueryKey } from '@/lib/auth';
import { importWhenOnline } from '@/lib/import-when-online';
import { hasKeptOfflineWork, readStoredToken } from '@/lib/storage';

/**
 * Work kept from an offline visit (treasury changes, metered uses) and the treasury to show offline
 * (docs/decisions/033-one-offline-mechanism.md) belong to a signed-in learner. They start after the
 * first screen when this browser has a session or kept work; otherwise (a first visitor, signed
 * out) once a learner is signed in, so a first visit neither downloads nor runs them
 * (docs/decisions/015-first-load-budgets.md).
 */
export function startOfflineWorkWhenNeeded(queryClient: QueryClient): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    afterFirstScreen(() =>
      importWhenOnline(() => import('./offline-work')).then(({ startOfflineWork }) => startOfflineWork(queryClient)),
    );
  };
  if (readStoredToken() !== null || hasKeptOfflineWork()) {
    start();
    return;
  }
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    if (started || !queryClient.getQueryData(currentUserQueryKey)) return;
    unsubscribe();
    start();
  });
}
