import { describe, expect, it } from 'vitest';
import type { SavingsEntry, TreasuryGoal } from '@shared/schemas/treasury';
import { withEntry, withGoal } from './treasury-changes';
import { createTreasuryStore } from './treasury-store';
import { syncTreasury, type TreasuryApi } from './treasury-sync';

/** An account like /api/treasury whose answer to the first entry post is lost on the way back. */
function accountLosingFirstAnswer() {
  const entries: SavingsEntry[] = [];
  let goal: TreasuryGoal | null = null;
  let lost = false;
  const api: TreasuryApi = {
    getTreasury: async () => ({ goal, entries: [...entries].reverse() }),
    saveGoal: async (input) => (goal = { ...input, updatedAt: '2026-01-01T00:00:00.000Z' }),
    createSavingsEntry: async (input) => {
      let entry = entries.find((e) => e.clientId === input.clientId);
      if (!entry) {
        entry = {
          id: entries.length + 1,
          clientId: input.clientId,
          month: input.month,
          amount: input.amount,
          date: input.date ?? '',
        };
        entries.push(entry);
      }
      if (!lost) {
        lost = true;
        throw new TypeError('Failed to fetch');
      }
      return entry;
    },
    deleteSavingsEntry: async () => undefined,
    resetTreasury: async () => ({ goal, entries: [] }),
  };
  return { api, entries, goal: () => goal };
}

describe('syncTreasury', () => {
  it('sends an entry whose answer was lost again, and the account keeps it once', async () => {
    const account = accountLosingFirstAnswer();
    const store = createTreasuryStore(localStorage);
    store.update((s) =>
      withEntry(
        s,
        { month: 'Jan', amount: 12.5 },
        '11111111-1111-4111-8111-111111111111',
        new Date('2026-01-05T00:00:00Z'),
      ),
    );
    store.update((s) => withGoal(s, { targetAmount: 2500, targetDate: null }));

    await expect(syncTreasury(7, account.api, store)).rejects.toThrow('Failed to fetch');
    // The entry is stored on the server, but this browser does not know it yet.
    expect(store.read().entries[0]?.id).toBeUndefined();

    await syncTreasury(7, account.api, store);
    expect(account.entries).toHaveLength(1);
    expect(store.read()).toMatchObject({
      targetAmount: 2500,
      userId: 7,
      entries: [{ id: 1, clientId: '11111111-1111-4111-8111-111111111111', month: 'Jan', amount: 12.5 }],
    });
    expect(store.read().goalPending).toBeUndefined();
    expect(account.goal()).toMatchObject({ targetAmount: 2500 });
  });
});
