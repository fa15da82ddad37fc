import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingUseCount, queueOfflineUse, reportPendingUses } from './feature-usage';
import { storageKeys } from './storage';

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

describe('uses made offline', () => {
  it('are reported once each, dated, for the signed-in user only', async () => {
    queueOfflineUse(7, 'dca_calculator', new Date('2026-10-31T23:50:00.000Z'));
    queueOfflineUse(7, 'strategy_comparison', new Date('2026-11-01T08:00:00.000Z'));
    queueOfflineUse(8, 'dca_calculator', new Date('2026-11-01T09:00:00.000Z'));
    const calls = fakeUsageServer(() => json(200, counted));

    const ids = (JSON.parse(localStorage.getItem(storageKeys.pendingUses) ?? '[]') as { id: string }[]).map(
      (use) => use.id,
    );
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    expect(await reportPendingUses(7)).toBe(2);
    // Each use carries its id, so a report repeated after a lost answer is counted once.
    expect(calls()).toEqual([
      ['/api/usage/dca_calculator', { usedAt: '2026-10-31T23:50:00.000Z', useId: ids[0] }],
      ['/api/usage/strategy_comparison', { usedAt: '2026-11-01T08:00:00.000Z', useId: ids[1] }],
    ]);
    expect(pendingUseCount(7, 'dca_calculator')).toBe(0);
    expect(pendingUseCount(8, 'dca_calculator')).toBe(1);

    // Reporting again sends nothing more.
    expect(await reportPendingUses(7)).toBe(0);
    expect(calls()).toHaveLength(2);
  });

  it('are kept while the server cannot be reached, and dropped once it has answered 402 or 400', async () => {
    queueOfflineUse(7, 'dca_calculator', new Date('2026-11-02T10:00:00.000Z'));
    queueOfflineUse(7, 'dca_calculator', new Date('2026-11-02T11:00:00.000Z'));
    fakeUsageServer(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await reportPendingUses(7)).toBe(0);
    expect(pendingUseCount(7, 'dca_calculator')).toBe(2);

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = (status: number) =>
      json(status, {
        error: { code: status === 402 ? 'PAYMENT_REQUIRED' : 'VALIDATION_FAILED', message: 'no', requestId: 'r' },
      });
    let answers = 0;
    fakeUsageServer(() => error((answers += 1) === 1 ? 402 : 400));
    expect(await reportPendingUses(7)).toBe(0);
    expect(pendingUseCount(7, 'dca_calculator')).toBe(0);
    expect(localStorage.getItem(storageKeys.pendingUses)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
