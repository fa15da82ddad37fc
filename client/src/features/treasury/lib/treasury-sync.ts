import { DEFAULT_TREASURY_TARGET } from '@shared/domain/treasury';
import type { CreateSavingsEntryInput, Goal, SavingsEntry, Treasury, TreasuryGoal } from '@shared/schemas/treasury';
import { ApiError } from '@/lib/api-client';
import { emptyTreasury, newestFirst, type LocalEntry, type LocalTreasury, type TreasuryStore } from './treasury-store';

export interface TreasuryApi {
  getTreasury(): Promise<Treasury>;
  saveGoal(goal: Goal): Promise<TreasuryGoal>;
  createSavingsEntry(input: CreateSavingsEntryInput): Promise<SavingsEntry>;
  deleteSavingsEntry(id: number): Promise<void>;
  resetTreasury(): Promise<Treasury>;
}

const fromServer = (entry: SavingsEntry): LocalEntry => ({
  id: entry.id,
  clientId: entry.clientId,
  month: entry.month,
  amount: entry.amount,
  date: entry.date,
});

const sameGoal = (
  a: { targetAmount: number; targetDate: string | null },
  b: { targetAmount: number; targetDate: string | null },
) => a.targetAmount === b.targetAmount && a.targetDate === b.targetDate;

/** A goal chosen in this browser before it was ever synced (anything but the untouched default). */
const hasOwnGoal = (state: LocalTreasury) =>
  state.targetAmount !== DEFAULT_TREASURY_TARGET || state.targetDate !== null;

/** The server refused the request itself (bad or conflicting data): retrying cannot help. */
const isRefused = (error: unknown) => error instanceof ApiError && (error.status === 400 || error.status === 409);

/**
 * Brings the browser's copy and the learner's account together:
 * 1. a queued reset, then queued removals, are sent (an entry already gone is fine);
 * 2. the goal: a goal changed here is saved; a goal chosen before the first sync is saved when
 *    the account has none; otherwise the account's goal is taken;
 * 3. every entry the server does not have yet is sent with its clientId, oldest first; the server
 *    stores a clientId once, so an entry whose answer was lost is not duplicated when sent again;
 * 4. the copy becomes the account's entries plus anything added meanwhile, marked as this account's.
 * A copy that belongs to another account is dropped first. Network failures stop the sync and
 * leave the queue as it was, to be sent on the next try.
 */
export async function syncTreasury(userId: number, api: TreasuryApi, store: TreasuryStore): Promise<void> {
  if (store.read().userId !== undefined && store.read().userId !== userId) store.update(() => emptyTreasury());

  if (store.read().resetPending) {
    await api.resetTreasury();
    store.update((current) => ({ ...current, resetPending: false }));
  }
  for (const id of store.read().pendingDeletes ?? []) {
    try {
      await api.deleteSavingsEntry(id);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    store.update((current) => ({
      ...current,
      pendingDeletes: (current.pendingDeletes ?? []).filter((pending) => pending !== id),
    }));
  }

  const server = await api.getTreasury();
  const local = store.read();
  let goal = server.goal;
  let sentGoal: Goal | null = null;
  if (local.goalPending || (!server.goal && local.userId === undefined && hasOwnGoal(local))) {
    sentGoal = { targetAmount: local.targetAmount, targetDate: local.targetDate };
    try {
      goal = await api.saveGoal(sentGoal);
    } catch (error) {
      if (!isRefused(error)) throw error;
      console.warn('The saved treasury goal was refused by the server and is replaced by the account’s.', error);
    }
  }

  const onServer = new Map(server.entries.map((entry) => [entry.clientId, fromServer(entry)]));
  const refused = new Set<string>();
  const unsent = local.entries.filter((entry) => entry.id === undefined && !onServer.has(entry.clientId)).reverse();
  for (const entry of unsent) {
    try {
      const saved = await api.createSavingsEntry({
        clientId: entry.clientId,
        month: entry.month,
        amount: entry.amount,
        // Older copies may hold any date text the browser can read; the server takes ISO.
        date: new Date(entry.date).toISOString(),
      });
      onServer.set(saved.clientId, fromServer(saved));
    } catch (error) {
      if (!isRefused(error)) throw error;
      console.warn('A saved savings entry was refused by the server and is dropped.', entry, error);
      refused.add(entry.clientId);
    }
  }

  store.update((current) => {
    const removing = new Set(current.pendingDeletes ?? []);
    const kept = current.resetPending
      ? []
      : [...onServer.values()].filter((entry) => entry.id === undefined || !removing.has(entry.id));
    const addedMeanwhile = current.entries.filter(
      (entry) => entry.id === undefined && !onServer.has(entry.clientId) && !refused.has(entry.clientId),
    );
    const goalChangedMeanwhile = current.goalPending === true && !(sentGoal && sameGoal(current, sentGoal));
    const next: LocalTreasury = {
      targetAmount: goalChangedMeanwhile ? current.targetAmount : (goal?.targetAmount ?? current.targetAmount),
      targetDate: goalChangedMeanwhile ? current.targetDate : goal ? goal.targetDate : current.targetDate,
      entries: newestFirst([...addedMeanwhile, ...kept]),
      userId,
    };
    if (goalChangedMeanwhile) next.goalPending = true;
    if (current.resetPending) next.resetPending = true;
    if (removing.size > 0) next.pendingDeletes = [...removing];
    return next;
  });
}
