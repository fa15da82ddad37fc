import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '@/lib/auth';
import { storageKeys } from '@/lib/storage';
import { startOfflineWorkWhenNeeded } from './start-offline-work';

const { startOfflineWork } = vi.hoisted(() => ({ startOfflineWork: vi.fn(() => Promise.resolve()) }));
vi.mock('./offline-work', () => ({ startOfflineWork }));
// The first screen counts as shown: queued work runs at once.
vi.mock('@/lib/after-first-screen', () => ({ afterFirstScreen: (task: () => unknown) => task() }));

/** Lets the chunk's (mocked) import settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  startOfflineWork.mockClear();
});
afterEach(() => localStorage.clear());

describe('startOfflineWorkWhenNeeded', () => {
  it('starts after the first screen when a session is stored', async () => {
    localStorage.setItem(storageKeys.token, 'token');
    const queryClient = new QueryClient();
    startOfflineWorkWhenNeeded(queryClient);
    await settle();
    expect(startOfflineWork).toHaveBeenCalledExactlyOnceWith(queryClient);
  });

  it('starts when work kept offline is stored, even signed out', async () => {
    localStorage.setItem(storageKeys.offlineCache, '{}');
    startOfflineWorkWhenNeeded(new QueryClient());
    await settle();
    expect(startOfflineWork).toHaveBeenCalledOnce();
  });

  it('waits, for a signed-out first visitor, until a learner signs in, then starts once', async () => {
    const queryClient = new QueryClient();
    startOfflineWorkWhenNeeded(queryClient);
    queryClient.setQueryData(currentUserQueryKey, null);
    queryClient.setQueryData(['bitcoin', 'price'], { price: 1 });
    await settle();
    expect(startOfflineWork).not.toHaveBeenCalled();

    queryClient.setQueryData(currentUserQueryKey, { id: 1 });
    queryClient.setQueryData(currentUserQueryKey, { id: 2 });
    await settle();
    expect(startOfflineWork).toHaveBeenCalledExactlyOnceWith(queryClient);
  });
});
