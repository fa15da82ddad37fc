import type { Goal, SavingsInput } from '@shared/schemas/treasury';
import { emptyTreasury, newestFirst, type LocalEntry, type LocalTreasury } from './treasury-store';

/**
 * Changes the learner makes, applied to the browser's copy first (so they work offline) and marked
 * as still to be sent; the sync sends them when there is a connection.
 */

/** The copy as this learner may see it: another account's copy counts as empty. */
export function ownedBy(state: LocalTreasury, userId: number): LocalTreasury {
  return state.userId !== undefined && state.userId !== userId ? emptyTreasury() : state;
}

export function withGoal(state: LocalTreasury, goal: Goal): LocalTreasury {
  return { ...state, targetAmount: goal.targetAmount, targetDate: goal.targetDate, goalPending: true };
}

export function withEntry(state: LocalTreasury, input: SavingsInput, clientId: string, now: Date): LocalTreasury {
  const entry: LocalEntry = { clientId, month: input.month, amount: input.amount, date: now.toISOString() };
  return { ...state, entries: newestFirst([entry, ...state.entries]) };
}

/** An unsent entry just goes; a sent one is also queued for removal on the server. */
export function withoutEntry(state: LocalTreasury, clientId: string): LocalTreasury {
  const entry = state.entries.find((e) => e.clientId === clientId);
  if (!entry) return state;
  return {
    ...state,
    entries: state.entries.filter((e) => e.clientId !== clientId),
    pendingDeletes: entry.id === undefined ? state.pendingDeletes : [...(state.pendingDeletes ?? []), entry.id],
  };
}

/** Clears the entries and keeps the goal; the server's entries are cleared on the next sync. */
export function withReset(state: LocalTreasury): LocalTreasury {
  return { ...state, entries: [], pendingDeletes: [], resetPending: true };
}
