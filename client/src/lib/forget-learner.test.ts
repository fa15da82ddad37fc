import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetLearnerData } from './forget-learner';
import { createLocalStoragePersister, OFFLINE_CACHE_BUSTER } from './offline-persistence';
import { storageKeys } from './storage';

afterEach(() => localStorage.clear());

describe('forgetLearnerData', () => {
  it('drops every cached answer but the kept one, every unsent mutation and the stored copy', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['auth', 'me'], { id: 1 });
    queryClient.setQueryData(['treasury'], { entries: [{ amount: 4321 }] });
    queryClient.getMutationCache().build(queryClient, { mutationKey: ['treasury', 'add'] });
    localStorage.setItem(storageKeys.offlineCache, '{"clientState":{}}');
    localStorage.setItem(storageKeys.theme, 'dark');

    forgetLearnerData(queryClient, 'auth');

    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([['auth', 'me']]);
    expect(queryClient.getMutationCache().getAll()).toEqual([]);
    expect(localStorage.getItem(storageKeys.offlineCache)).toBeNull();
    expect(localStorage.getItem(storageKeys.theme)).toBe('dark');
  });
});

describe('createLocalStoragePersister', () => {
  it('removes its key, rather than writing, when there is nothing to keep', () => {
    const persister = createLocalStoragePersister(localStorage);
    localStorage.setItem(storageKeys.offlineCache, 'an older copy');
    void persister.persistClient({
      timestamp: 1,
      buster: OFFLINE_CACHE_BUSTER,
      clientState: { queries: [], mutations: [] },
    });
    persister.flush();
    expect(localStorage.getItem(storageKeys.offlineCache)).toBeNull();
  });
});
