import { onlineManager, QueryClient } from '@tanstack/react-query';

/** Data never goes stale by itself; no refetch on window focus, no polling, no retries. */
export function createQueryClient(): QueryClient {
  // React Query assumes online until an event says otherwise; a page opened offline starts offline,
  // so its mutations wait, paused (lib/offline-persistence.ts).
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      // Queries still ask once offline: the service worker may answer from what it kept.
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        retry: false,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
}
