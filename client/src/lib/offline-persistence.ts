import {
  onlineManager,
  type Mutation,
  type Query,
  type QueryClient,
  type DehydrateOptions,
} from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { storageKeys } from './storage';

/**
 * The one offline mechanism (docs/decisions/033-one-offline-mechanism.md): work the learner does
 * offline is a React Query mutation. While the browser is offline it waits, paused; the queries
 * marked `meta: { persist: true }` and every unfinished mutation are kept in local storage, so they
 * survive a reload; once back online the mutations run in order. The server stores each one once
 * (by clientId or use id), so a mutation sent twice (its answer lost, two tabs) counts once.
 */

/** Changing it discards what older builds kept (their shape may differ). */
export const OFFLINE_CACHE_BUSTER = 'v1';
/** What is older than this is not restored. */
export const OFFLINE_CACHE_MAX_AGE_MS = 30 * 86_400_000;
/** Writes to storage at most this often (and at once when the page is hidden or left). */
const WRITE_DELAY_MS = 100;

const shouldDehydrateQuery = (query: Query) => query.meta?.persist === true && query.state.status === 'success';
/** Paused ones, and those sent without an answer yet: the answer may be lost with the page. */
const shouldDehydrateMutation = (mutation: Mutation) => mutation.state.status === 'pending';

export const offlineDehydrateOptions: DehydrateOptions = { shouldDehydrateQuery, shouldDehydrateMutation };

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function isPersistedClient(value: unknown): value is PersistedClient {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<PersistedClient>;
  const state = candidate.clientState as Partial<PersistedClient['clientState']> | undefined;
  return (
    typeof candidate.timestamp === 'number' &&
    typeof candidate.buster === 'string' &&
    typeof state === 'object' &&
    state !== null &&
    Array.isArray(state.queries) &&
    Array.isArray(state.mutations)
  );
}

/**
 * Every unfinished mutation is stored as paused: after a reload it is resumed (a mutation stored
 * while its request was under way may or may not have reached the server; the server's idempotency
 * makes sending it again safe).
 */
function asPaused(client: PersistedClient): PersistedClient {
  const mutations = client.clientState.mutations.map((mutation) => ({
    ...mutation,
    state: { ...mutation.state, isPaused: true },
  }));
  return { ...client, clientState: { ...client.clientState, mutations } };
}

/**
 * A persister on one local-storage key. A value that cannot be read (not JSON, another shape) is
 * logged as a warning and removed: the app starts without it. A full or blocked storage only warns.
 */
export function createLocalStoragePersister(
  storage: Storage | null = safeLocalStorage(),
  key: string = storageKeys.offlineCache,
): Persister & { flush(): void } {
  let waiting: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!waiting) return;
    const client = waiting;
    waiting = null;
    try {
      // Nothing to keep (after a logout, or all sent): the key goes, so nothing of a learner stays.
      if (client.clientState.queries.length === 0 && client.clientState.mutations.length === 0) {
        storage?.removeItem(key);
        return;
      }
      storage?.setItem(key, JSON.stringify(asPaused(client)));
    } catch (error) {
      console.warn(`Could not keep the offline work in browser storage (${key}).`, error);
    }
  };

  return {
    persistClient(client) {
      waiting = client;
      timer ??= setTimeout(write, WRITE_DELAY_MS);
    },
    restoreClient() {
      try {
        const text = storage?.getItem(key) ?? null;
        if (text === null) return undefined;
        const parsed: unknown = JSON.parse(text);
        if (isPersistedClient(parsed)) return parsed;
        console.warn(`Ignoring the saved offline work (${key}): it does not have the expected shape.`);
      } catch (error) {
        console.warn(`Ignoring the saved offline work (${key}): it cannot be read.`, error);
      }
      storage?.removeItem(key);
      return undefined;
    },
    removeClient() {
      waiting = null;
      clearTimeout(timer);
      timer = undefined;
      try {
        storage?.removeItem(key);
      } catch {
        // Blocked storage: nothing was kept either.
      }
    },
    flush: write,
  };
}

/**
 * Restores what the last visit kept (queries, then the unfinished mutations, which run at once when
 * online) and keeps the cache in storage from then on. The mutation defaults (mutationFn by
 * mutationKey) must be set on `queryClient` first, or a restored mutation cannot run. Runs after the
 * first screen (main.tsx), never before it.
 */
export async function startOfflinePersistence(
  queryClient: QueryClient,
  persister: Persister & { flush(): void } = createLocalStoragePersister(),
): Promise<() => void> {
  const options = { queryClient, persister, buster: OFFLINE_CACHE_BUSTER, maxAge: OFFLINE_CACHE_MAX_AGE_MS };
  try {
    await persistQueryClientRestore(options);
  } catch (error) {
    // The stored value is discarded (persistQueryClientRestore removed it); the app goes on.
    console.warn('Could not restore the saved offline work.', error);
  }
  const unsubscribe = persistQueryClientSubscribe({ ...options, dehydrateOptions: offlineDehydrateOptions });
  const flush = () => persister.flush();
  window.addEventListener('pagehide', flush);
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onHidden);
  if (onlineManager.isOnline()) void queryClient.resumePausedMutations();
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onHidden);
  };
}
