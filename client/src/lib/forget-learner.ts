import type { QueryClient } from '@tanstack/react-query';
import { storageKeys } from './storage';

/**
 * At logout (and after an account deletion): what the browser kept of the learner goes: every
 * cached answer but the signed-in user's (set to null by the caller), every unsent offline change
 * or use, and the stored copy of both (lib/offline-persistence.ts). Work not yet sent is discarded
 * with it: the next person on this device must neither see it nor send it as theirs.
 */
export function forgetLearnerData(queryClient: QueryClient, keepQueryKeyRoot: string): void {
  queryClient.getMutationCache().clear();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== keepQueryKeyRoot });
  try {
    window.localStorage.removeItem(storageKeys.offlineCache);
  } catch {
    // Blocked storage kept nothing either.
  }
}
