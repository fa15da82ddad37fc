import { toCents } from '@shared/domain/money';
import { DEFAULT_TREASURY_TARGET } from '@shared/domain/treasury';
import { savingsSchema, storedTreasurySchema, type StoredEntry, type StoredTreasury } from '@shared/schemas/treasury';
import { storageKeys } from '@/lib/storage';

/** A stored entry once read: it always has its clientId. */
export type LocalEntry = StoredEntry & { clientId: string };
export type LocalTreasury = Omit<StoredTreasury, 'entries'> & { entries: LocalEntry[] };

export function emptyTreasury(): LocalTreasury {
  return { targetAmount: DEFAULT_TREASURY_TARGET, targetDate: null, entries: [] };
}

/** Newest first, by creation time (the server's order). */
export function newestFirst(entries: LocalEntry[]): LocalEntry[] {
  return [...entries].sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || (b.id ?? 0) - (a.id ?? 0));
}

/** Changes not on the server yet: unsent entries, removals, a reset and a changed goal. */
export function pendingChanges(state: LocalTreasury): number {
  return (
    state.entries.filter((entry) => entry.id === undefined).length +
    (state.pendingDeletes?.length ?? 0) +
    (state.resetPending ? 1 : 0) +
    (state.goalPending ? 1 : 0)
  );
}

export interface TreasuryStore {
  read(): LocalTreasury;
  update(change: (current: LocalTreasury) => LocalTreasury): LocalTreasury;
  subscribe(listener: () => void): () => void;
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The treasury as this browser keeps it under bitcoinTreasuryGoal. A value that cannot be read is
 * logged as a warning and ignored (the tracker starts empty and the next change replaces it).
 * Entries written without a clientId (before sync existed) get one, saved at once, so they are
 * sent to the account exactly once; entries that fail the savings rules are dropped with a warning.
 */
export function createTreasuryStore(
  storage: Storage | null = browserStorage(),
  newId: () => string = () => crypto.randomUUID(),
): TreasuryStore {
  const key = storageKeys.treasuryGoal;
  const listeners = new Set<() => void>();
  let cache: { text: string | null; state: LocalTreasury } | null = null;

  const getText = (): string | null => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };

  const setText = (text: string) => {
    try {
      storage?.setItem(key, text);
    } catch (error) {
      console.warn('Could not save the treasury in browser storage.', error);
    }
  };

  /** The stored value, and whether reading it changed it (ids given, entries dropped). */
  function parse(text: string): { state: LocalTreasury; changed: boolean } | null {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (error) {
      console.warn(`Ignoring the saved treasury goal (${key}): it is not valid JSON.`, error);
      return null;
    }
    const parsed = storedTreasurySchema.safeParse(raw);
    if (!parsed.success) {
      console.warn(
        `Ignoring the saved treasury goal (${key}): it does not have the expected shape.`,
        parsed.error.issues,
      );
      return null;
    }
    let changed = false;
    const entries: LocalEntry[] = [];
    for (const entry of parsed.data.entries) {
      // Older copies may hold amounts with more than two decimals: kept, rounded to the cent.
      const amount = Number.isFinite(entry.amount) ? toCents(entry.amount) / 100 : entry.amount;
      const valid = savingsSchema.safeParse({ month: entry.month, amount });
      if (!valid.success || Number.isNaN(Date.parse(entry.date))) {
        console.warn('Ignoring a saved savings entry that cannot be used.', entry);
        changed = true;
        continue;
      }
      if (entry.clientId === undefined || valid.data.amount !== entry.amount) changed = true;
      entries.push({
        ...entry,
        ...valid.data,
        date: new Date(entry.date).toISOString(),
        clientId: entry.clientId ?? newId(),
      });
    }
    return { state: { ...parsed.data, entries: newestFirst(entries) }, changed };
  }

  function read(): LocalTreasury {
    const text = getText();
    if (cache && cache.text === text) return cache.state;
    const parsed = text === null ? null : parse(text);
    const state = parsed?.state ?? emptyTreasury();
    let storedText = text;
    // Save the clientIds just given to older entries, so a later read gives the same ones.
    if (parsed?.changed) {
      storedText = JSON.stringify(state);
      setText(storedText);
    }
    cache = { text: storedText, state };
    return state;
  }

  function emit() {
    for (const listener of listeners) listener();
  }

  function onStorage(event: StorageEvent) {
    if (event.key === key || event.key === null) emit();
  }

  return {
    read,
    update(change) {
      const next = change(read());
      const text = JSON.stringify(next);
      setText(text);
      cache = { text: getText() === text ? text : null, state: next };
      emit();
      return next;
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}
