import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Goal, SavingsInput } from '@shared/schemas/treasury';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { createSavingsEntry } from '../api/create-savings-entry';
import { deleteSavingsEntry } from '../api/delete-savings-entry';
import { getTreasury } from '../api/get-treasury';
import { resetTreasury } from '../api/reset-treasury';
import { saveGoal } from '../api/save-goal';
import { ownedBy, withEntry, withGoal, withoutEntry, withReset } from './treasury-changes';
import {
  createTreasuryStore,
  pendingChanges,
  type LocalEntry,
  type LocalTreasury,
  type TreasuryStore,
} from './treasury-store';
import { syncTreasury, type TreasuryApi } from './treasury-sync';

const browserStore = createTreasuryStore();
const serverApi: TreasuryApi = { getTreasury, saveGoal, createSavingsEntry, deleteSavingsEntry, resetTreasury };

export type SyncStatus = 'saved' | 'syncing' | 'waiting-offline' | 'failed' | 'local';

export interface UseTreasuryOptions {
  userId: number;
  store?: TreasuryStore;
  api?: TreasuryApi;
  now?: () => Date;
  newId?: () => string;
}

export interface UseTreasury {
  treasury: LocalTreasury;
  status: SyncStatus;
  /** Changes kept on this device that the account does not have yet. */
  pending: number;
  setGoal(goal: Goal): void;
  addEntry(input: SavingsInput): LocalEntry;
  removeEntry(clientId: string): void;
  reset(): void;
  retry(): void;
}

/**
 * The learner's treasury: read from browser storage (so it works offline and before the first
 * sync), changed there first, and synced with the account whenever there is a connection: at
 * start, after each change and when the connection comes back. One sync runs at a time; a change
 * made during a sync is sent by a second pass.
 */
export function useTreasury({
  userId,
  store = browserStore,
  api = serverApi,
  now = () => new Date(),
  newId = () => crypto.randomUUID(),
}: UseTreasuryOptions): UseTreasury {
  const stored = useSyncExternalStore(store.subscribe, store.read, store.read);
  const treasury = ownedBy(stored, userId);
  const online = useOnlineStatus();
  const [syncing, setSyncing] = useState(false);
  const [failed, setFailed] = useState(false);
  const running = useRef(false);
  const again = useRef(false);

  const requestSync = useCallback(() => {
    if (!navigator.onLine) return;
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    setSyncing(true);
    void (async () => {
      try {
        do {
          again.current = false;
          await syncTreasury(userId, api, store);
        } while (again.current && navigator.onLine);
        setFailed(false);
      } catch (error) {
        console.warn('Could not sync the treasury; the changes stay on this device.', error);
        setFailed(true);
      } finally {
        running.current = false;
        setSyncing(false);
      }
    })();
  }, [userId, api, store]);

  useEffect(() => {
    if (online) requestSync();
  }, [online, requestSync]);

  const change = (apply: (current: LocalTreasury) => LocalTreasury) => {
    const next = store.update((current) => apply(ownedBy(current, userId)));
    requestSync();
    return next;
  };

  const pending = pendingChanges(treasury);
  const status: SyncStatus = syncing
    ? 'syncing'
    : pending > 0 && !online
      ? 'waiting-offline'
      : failed
        ? 'failed'
        : treasury.userId === userId && pending === 0
          ? 'saved'
          : 'local';

  return {
    treasury,
    status,
    pending,
    setGoal: (goal) => change((current) => withGoal(current, goal)),
    addEntry: (input) => {
      const clientId = newId();
      const next = change((current) => withEntry(current, input, clientId, now()));
      const added = next.entries.find((entry) => entry.clientId === clientId);
      if (!added) throw new Error('The new savings entry was not stored');
      return added;
    },
    removeEntry: (clientId) => change((current) => withoutEntry(current, clientId)),
    reset: () => change(withReset),
    retry: requestSync,
  };
}
