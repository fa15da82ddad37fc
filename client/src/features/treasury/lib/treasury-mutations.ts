import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { CreateSavingsEntryInput, Goal, SavingsEntry, Treasury, TreasuryGoal } from '@shared/schemas/treasury';
import { ApiError } from '@/lib/api-client';
import { persistedQueryMeta, registerOnce, retryDelay, retryWhileUnreachable } from '@/lib/offline-mutations';
import { signedInUserId } from '@/lib/storage';
import { createSavingsEntry } from '../api/create-savings-entry';
import { deleteSavingsEntry } from '../api/delete-savings-entry';
import { getTreasury } from '../api/get-treasury';
import { resetTreasury } from '../api/reset-treasury';
import { saveGoal } from '../api/save-goal';
import { totalsWith, totalsWithout } from './treasury-totals';

/**
 * The treasury's changes as React Query mutations (docs/decisions/033-one-offline-mechanism.md):
 * each waits, paused, while offline, is kept in browser storage across a reload, and runs in the
 * order it was made (one scope). The server stores an entry once per clientId, so an entry sent
 * twice is kept once.
 */
export const treasuryKeys = {
  all: ['treasury'] as const,
  of: (userId: number) => ['treasury', userId] as const,
  goal: ['treasury', 'goal'] as const,
  add: ['treasury', 'add'] as const,
  remove: ['treasury', 'remove'] as const,
  reset: ['treasury', 'reset'] as const,
};

export type TreasuryChange =
  | { kind: 'goal'; userId: number; goal: Goal }
  | { kind: 'add'; userId: number; entry: CreateSavingsEntryInput & { date: string } }
  | { kind: 'remove'; userId: number; clientId: string; id?: number }
  | { kind: 'reset'; userId: number };

export function isTreasuryChange(value: unknown): value is TreasuryChange {
  return typeof value === 'object' && value !== null && 'kind' in value && 'userId' in value;
}

export type TreasuryPages = InfiniteData<Treasury, unknown>;

/** The treasury page by page (newest first); the first page carries the goal and the totals. */
export function treasuryQueryOptions(userId: number) {
  return infiniteQueryOptions({
    queryKey: treasuryKeys.of(userId),
    queryFn: ({ pageParam }) => getTreasury(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Treasury) => last.nextCursor ?? undefined,
    // Another device may have changed it: read again each time the tab opens.
    staleTime: 0,
    meta: persistedQueryMeta,
  });
}

const loadedEntries = (data: TreasuryPages) => data.pages.flatMap((page) => page.entries);

/** Newest first, by creation time (the server's order). */
function newestFirst<T extends { date: string; id?: number }>(entries: T[]): T[] {
  return [...entries].sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || (b.id ?? 0) - (a.id ?? 0));
}

/** The first page with `change` applied to it (goal, entries and totals live there). */
function withFirstPage(data: TreasuryPages, change: (first: Treasury) => Treasury): TreasuryPages {
  const [first, ...rest] = data.pages;
  return first ? { ...data, pages: [change(first), ...rest] } : data;
}

function withEntry(data: TreasuryPages, entry: SavingsEntry): TreasuryPages {
  const loaded = loadedEntries(data);
  const known = loaded.some((e) => e.clientId === entry.clientId);
  const pages = data.pages.map((page) => ({
    ...page,
    entries: page.entries.filter((e) => e.clientId !== entry.clientId),
  }));
  return withFirstPage({ ...data, pages }, (first) => ({
    ...first,
    entries: newestFirst([entry, ...first.entries]),
    currency: first.currency ?? entry.currency,
    totals: known ? first.totals : totalsWith(first.totals, loaded, entry),
  }));
}

function withoutEntry(data: TreasuryPages, clientId: string): TreasuryPages {
  const loaded = loadedEntries(data);
  const entry = loaded.find((e) => e.clientId === clientId);
  if (!entry) return data;
  const pages = data.pages.map((page) => ({ ...page, entries: page.entries.filter((e) => e.clientId !== clientId) }));
  return withFirstPage({ ...data, pages }, (first) => ({
    ...first,
    totals: totalsWithout(first.totals, loaded, entry),
  }));
}

/** A change made by another account than the one signed in now is not sent with this session. */
function sentByThisAccount(change: TreasuryChange): boolean {
  if (signedInUserId() === change.userId) return true;
  console.warn('A treasury change made offline by another account is not sent.');
  return false;
}

/** The server id of an entry: given, in the cached treasury, or from the mutation that stored it. */
function serverIdOf(queryClient: QueryClient, change: Extract<TreasuryChange, { kind: 'remove' }>): number | null {
  if (change.id !== undefined) return change.id;
  const cached = queryClient.getQueryData<TreasuryPages>(treasuryKeys.of(change.userId));
  const inCache = cached ? loadedEntries(cached).find((entry) => entry.clientId === change.clientId) : undefined;
  if (inCache) return inCache.id;
  const stored = queryClient
    .getMutationCache()
    .findAll({ mutationKey: treasuryKeys.add, status: 'success' })
    .map((mutation) => mutation.state.data)
    .find((data): data is SavingsEntry => isSavingsEntry(data) && data.clientId === change.clientId);
  return stored?.id ?? null;
}

function isSavingsEntry(value: unknown): value is SavingsEntry {
  return typeof value === 'object' && value !== null && 'clientId' in value && 'id' in value;
}

function update(queryClient: QueryClient, userId: number, change: (data: TreasuryPages) => TreasuryPages): void {
  queryClient.setQueryData<TreasuryPages>(treasuryKeys.of(userId), (current) => (current ? change(current) : current));
}

const shared = {
  retry: retryWhileUnreachable,
  retryDelay,
  // One at a time, in the order they were made (a removal after the entry's creation).
  scope: { id: 'treasury' },
  onError: (error: unknown, change: unknown) => {
    // A refusal (400, 409): sending it again cannot help; the change is dropped.
    console.warn('A treasury change was refused by the server and is dropped.', change, error);
  },
};

/** The treasury's mutation defaults (set before the cache is restored, and by useTreasury). */
export function registerTreasuryMutations(queryClient: QueryClient): void {
  registerOnce(queryClient, 'treasury', (client) => {
    client.setMutationDefaults(treasuryKeys.goal, {
      ...shared,
      mutationFn: async (change: TreasuryChange) =>
        change.kind === 'goal' && sentByThisAccount(change) ? saveGoal(change.goal) : null,
      onSuccess: (goal: TreasuryGoal | null, change: TreasuryChange) => {
        if (goal)
          update(client, change.userId, (data) =>
            withFirstPage(data, (first) => ({ ...first, goal, currency: goal.currency })),
          );
      },
    });
    client.setMutationDefaults(treasuryKeys.add, {
      ...shared,
      mutationFn: async (change: TreasuryChange) =>
        change.kind === 'add' && sentByThisAccount(change) ? createSavingsEntry(change.entry) : null,
      onSuccess: (entry: SavingsEntry | null, change: TreasuryChange) => {
        if (entry) update(client, change.userId, (data) => withEntry(data, entry));
      },
    });
    client.setMutationDefaults(treasuryKeys.remove, {
      ...shared,
      mutationFn: async (change: TreasuryChange) => {
        if (change.kind !== 'remove' || !sentByThisAccount(change)) return null;
        const id = serverIdOf(client, change);
        // Never stored on the server (it refused the entry): nothing to remove there.
        if (id === null) return change.clientId;
        try {
          await deleteSavingsEntry(id);
        } catch (error) {
          // Already gone (removed on another device): what was asked for.
          if (!(error instanceof ApiError && error.status === 404)) throw error;
        }
        return change.clientId;
      },
      onSuccess: (clientId: string | null, change: TreasuryChange) => {
        if (clientId) update(client, change.userId, (data) => withoutEntry(data, clientId));
      },
    });
    client.setMutationDefaults(treasuryKeys.reset, {
      ...shared,
      mutationFn: async (change: TreasuryChange) =>
        change.kind === 'reset' && sentByThisAccount(change) ? resetTreasury() : null,
      onSuccess: (treasury: Treasury | null, change: TreasuryChange) => {
        if (treasury) update(client, change.userId, () => ({ pages: [treasury], pageParams: [undefined] }));
      },
    });
  });
}
