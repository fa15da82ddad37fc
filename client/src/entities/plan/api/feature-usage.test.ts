import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MeteredFeature } from '@shared/schemas/usage';
import { testUser } from '@/test/test-user';
import { offlineUseKey, registerUsageMutations } from './feature-usage';
import { createLocalStoragePersister, startOfflinePersistence } from '@/lib/offline-persistence';
import { createQueryClient } from '@/lib/query-client';
import { storeSession } from '@/lib/storage';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
/** An access answer as the server gives it after counting. */
const counted = {
  feature: 'dca_calculator',
  access: true,
  reason: 'free_tier',
  used: 1,
  limit: 5,
  remaining: 4,
  resetsAt: '2026-12-01T00:00:00.000Z',
};

function fakeUsageServer(answer: (body: unknown) => Response | Promise<Response>) {
  const fetchMock = vi
    .fn<typeof fetch>()
    .mockImplementation(async (_input, init) => answer(JSON.parse(String(init?.body))));
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.map(([url, init]) => [String(url), JSON.parse(String(init?.body))]);
}

afterEach(() => vi.unstubAllGlobals());

/** A use made offline, as FeatureGate queues it, on `client`. */
function queueUse(client: QueryClient, userId: number, feature: MeteredFeature, usedAt: string, useId: string) {
  void client
    .getMutationCache()
    .build(client, { mutationKey: offlineUseKey })
    .execute({ useId, userId, feature, usedAt })
    .catch(() => undefined);
}

const waiting = (client: QueryClient) =>
  client.getMutationCache().findAll({ mutationKey: offlineUseKey, status: 'pending' }).length;

afterEach(() => onlineManager.setOnline(true));

describe('uses made offline', () => {
  it('wait while offline, survive a reload, and are reported once each, dated, for the signed-in user only', async () => {
    storeSession(testUser({ id: 7 }), 'token');
    const calls = fakeUsageServer(() => json(200, counted));
    const first = createQueryClient();
    onlineManager.setOnline(false);
    registerUsageMutations(first);
    const persister = createLocalStoragePersister();
    await startOfflinePersistence(first, persister);
    queueUse(first, 7, 'dca_calculator', '2026-10-31T23:50:00.000Z', 'use-0000000001');
    queueUse(first, 7, 'strategy_comparison', '2026-11-01T08:00:00.000Z', 'use-0000000002');
    queueUse(first, 8, 'dca_calculator', '2026-11-01T09:00:00.000Z', 'use-0000000003');
    expect(waiting(first)).toBe(3);
    await waitFor(() =>
      expect(
        first
          .getMutationCache()
          .getAll()
          .every((mutation) => mutation.state.isPaused),
      ).toBe(true),
    );
    persister.flush();
    expect(calls()).toEqual([]);

    // A reload, back online: a new client restores the three and runs them, oldest first.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const second = createQueryClient();
    registerUsageMutations(second);
    await startOfflinePersistence(second);
    await waitFor(() => expect(waiting(second)).toBe(0));
    // Each use carries its id, so a report repeated after a lost answer is counted once.
    expect(calls()).toEqual([
      ['/api/usage/dca_calculator', { usedAt: '2026-10-31T23:50:00.000Z', useId: 'use-0000000001' }],
      ['/api/usage/strategy_comparison', { usedAt: '2026-11-01T08:00:00.000Z', useId: 'use-0000000002' }],
    ]);
    // Account 8's use is not reported with account 7's session.
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('another account'));
  });

  it('are dropped once the server has answered 402 or 400, and tried again while it cannot be reached', async () => {
    storeSession(testUser({ id: 7 }), 'token');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = (status: number) =>
      json(status, {
        error: { code: status === 402 ? 'PAYMENT_REQUIRED' : 'VALIDATION_FAILED', message: 'no', requestId: 'r' },
      });
    let answers = 0;
    const calls = fakeUsageServer(() => {
      answers += 1;
      // The first try of the first use cannot reach the server.
      if (answers === 1) throw new TypeError('Failed to fetch');
      return error(answers === 2 ? 402 : 400);
    });
    const client = createQueryClient();
    registerUsageMutations(client);
    queueUse(client, 7, 'dca_calculator', '2026-11-02T10:00:00.000Z', 'use-0000000011');
    queueUse(client, 7, 'dca_calculator', '2026-11-02T11:00:00.000Z', 'use-0000000012');
    await waitFor(() => expect(waiting(client)).toBe(0));
    expect(calls().map(([, body]) => (body as { useId: string }).useId)).toEqual([
      'use-0000000011',
      'use-0000000011',
      'use-0000000012',
    ]);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
