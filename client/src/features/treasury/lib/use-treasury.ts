import {
  useInfiniteQuery,
  useMutation,
  useMutationState,
  useQueryClient,
  type MutationState,
} from '@tanstack/react-query';
import { defaultTreasuryTarget } from '@shared/domain/treasury';
import type { CurrencyCode } from '@shared/domain/fx-currencies';
import type { Goal, SavingsInput, TreasuryTotals } from '@shared/schemas/treasury';
import { useOnlineStatus } from '@/hooks/use-online-status';
import {
  isTreasuryChange,
  registerTreasuryMutations,
  treasuryKeys,
  treasuryQueryOptions,
  type TreasuryChange,
  type TreasuryPages,
} from './treasury-mutations';
import { noTotals, totalsWith, totalsWithout } from './treasury-totals';

export type SyncStatus = 'saved' | 'syncing' | 'waiting-offline' | 'failed' | 'local';

/** An entry as shown: `id` is absent while the server does not have it yet. */
export interface LocalEntry {
  clientId: string;
  month: string;
  amount: number;
  /** The currency it was saved in (absent in a change kept from before currencies were stored). */
  currency?: CurrencyCode;
  date: string;
  id?: number;
}

export interface LocalTreasury {
  /**
   * The one currency the goal and entries are kept in: the account's (its goal's or entries'),
   * else the learner's Settings currency for a treasury not started yet.
   */
  currency: CurrencyCode;
  /** Whether the currency is the account's (saved amounts), not only the Settings one. */
  currencyKept: boolean;
  targetAmount: number;
  targetDate: string | null;
  /** The entries loaded so far (pages), newest first. */
  entries: LocalEntry[];
  /** Every entry's count, sum and distinct months, not only the loaded ones. */
  totals: TreasuryTotals;
}

export interface UseTreasuryOptions {
  userId: number;
  /** The learner's Settings currency: a treasury with nothing saved yet starts in it. */
  preferredCurrency: CurrencyCode;
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
  /** More entries than the loaded ones: loadMore fetches the next page. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
}

interface PendingChange {
  change: TreasuryChange;
  submittedAt: number;
  /** Waiting for a connection. */
  paused: boolean;
  /** Tried and failed (the server could not be reached); tried again later. */
  failing: boolean;
}

function pendingChange(state: MutationState): PendingChange | null {
  if (!isTreasuryChange(state.variables)) return null;
  return {
    change: state.variables,
    submittedAt: state.submittedAt,
    paused: state.isPaused,
    failing: state.failureCount > 0,
  };
}

/** One change applied to what is shown. */
function applyChange(shown: LocalTreasury, change: TreasuryChange): LocalTreasury {
  switch (change.kind) {
    case 'goal':
      return {
        ...shown,
        targetAmount: change.goal.targetAmount,
        targetDate: change.goal.targetDate,
        ...(change.goal.currency ? { currency: change.goal.currency, currencyKept: true } : {}),
      };
    case 'add': {
      if (shown.entries.some((entry) => entry.clientId === change.entry.clientId)) return shown;
      const { clientId, month, amount, date, currency = shown.currency } = change.entry;
      const entry = { clientId, month, amount, date, currency };
      return {
        ...shown,
        currency,
        currencyKept: true,
        entries: [entry, ...shown.entries],
        totals: totalsWith(shown.totals, shown.entries, entry),
      };
    }
    case 'remove': {
      const entry = shown.entries.find((e) => e.clientId === change.clientId);
      if (!entry) return shown;
      return {
        ...shown,
        entries: shown.entries.filter((e) => e.clientId !== change.clientId),
        totals: totalsWithout(shown.totals, shown.entries, entry),
      };
    }
    case 'reset':
      return { ...shown, entries: [], totals: noTotals };
  }
}

/**
 * What the learner sees: the account's treasury as last read (or as kept on this device), with the
 * changes not sent yet applied in the order they were made.
 */
export function shownTreasury(
  server: TreasuryPages | undefined,
  changes: readonly PendingChange[],
  preferredCurrency: CurrencyCode,
): LocalTreasury {
  const first = server?.pages[0];
  const currency = first?.currency ?? preferredCurrency;
  const base: LocalTreasury = {
    currency,
    currencyKept: Boolean(first?.currency),
    // Before a goal is saved: $1,000 in the treasury's currency (¥160,000, not ¥1,000; issue 46).
    targetAmount: first?.goal?.targetAmount ?? defaultTreasuryTarget(currency),
    targetDate: first?.goal?.targetDate ?? null,
    entries: server?.pages.flatMap((page) => page.entries) ?? [],
    totals: first?.totals ?? noTotals,
  };
  const ordered = [...changes].sort((a, b) => a.submittedAt - b.submittedAt);
  const shown = ordered.reduce((current, { change }) => applyChange(current, change), base);
  const byDate = (a: LocalEntry, b: LocalEntry) => Date.parse(b.date) - Date.parse(a.date) || (b.id ?? 0) - (a.id ?? 0);
  return { ...shown, entries: [...shown.entries].sort(byDate) };
}

function syncStatus(input: {
  changes: readonly PendingChange[];
  online: boolean;
  fetching: boolean;
  failed: boolean;
  loaded: boolean;
}): SyncStatus {
  const { changes, online, fetching, failed, loaded } = input;
  if (changes.length > 0 && !online) return 'waiting-offline';
  if (changes.some((change) => change.failing && !change.paused) || (failed && online)) return 'failed';
  if (fetching || changes.length > 0) return 'syncing';
  return loaded ? 'saved' : 'local';
}

/**
 * The learner's treasury: the account's copy (kept on this device too, so it shows offline) and
 * the learner's changes, each a mutation that is sent at once, or when the connection comes back
 * (lib/offline-persistence.ts keeps them across a reload).
 */
export function useTreasury({
  userId,
  preferredCurrency,
  now = () => new Date(),
  newId = () => crypto.randomUUID(),
}: UseTreasuryOptions): UseTreasury {
  const queryClient = useQueryClient();
  registerTreasuryMutations(queryClient);
  const online = useOnlineStatus();
  const query = useInfiniteQuery(treasuryQueryOptions(userId));
  const changes = useMutationState({
    filters: { mutationKey: treasuryKeys.all, status: 'pending' },
    select: (mutation) => pendingChange(mutation.state),
  }).filter((change): change is PendingChange => change !== null && change.change.userId === userId);
  const treasury = shownTreasury(query.data, changes, preferredCurrency);
  // With no entry saved, a goal may be saved in the Settings currency (starting the treasury in it).
  const goalCurrency = treasury.totals.count === 0 ? preferredCurrency : treasury.currency;

  const goal = useMutation<unknown, Error, TreasuryChange>({ mutationKey: treasuryKeys.goal });
  const add = useMutation<unknown, Error, TreasuryChange>({ mutationKey: treasuryKeys.add });
  const remove = useMutation<unknown, Error, TreasuryChange>({ mutationKey: treasuryKeys.remove });
  const reset = useMutation<unknown, Error, TreasuryChange>({ mutationKey: treasuryKeys.reset });

  return {
    treasury,
    status: syncStatus({
      changes,
      online,
      fetching: query.isFetching && !query.isFetchingNextPage,
      failed: query.isError,
      loaded: query.isSuccess,
    }),
    pending: changes.length,
    setGoal: (value) => goal.mutate({ kind: 'goal', userId, goal: { ...value, currency: goalCurrency } }),
    addEntry: (input) => {
      const entry = {
        clientId: newId(),
        month: input.month,
        amount: input.amount,
        currency: treasury.currency,
        date: now().toISOString(),
      };
      add.mutate({ kind: 'add', userId, entry });
      return entry;
    },
    removeEntry: (clientId) => {
      const id = treasury.entries.find((entry) => entry.clientId === clientId)?.id;
      remove.mutate({ kind: 'remove', userId, clientId, ...(id === undefined ? {} : { id }) });
    },
    reset: () => reset.mutate({ kind: 'reset', userId }),
    retry: () => void query.refetch(),
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}

/**
 * The currency the learner's treasury is kept in, from the account's copy (shared with
 * useTreasury: the same query), else the Settings currency: the page asks for the price in it.
 */
export function useTreasuryCurrency(userId: number, preferredCurrency: CurrencyCode): CurrencyCode {
  const query = useInfiniteQuery(treasuryQueryOptions(userId));
  return query.data?.pages[0]?.currency ?? preferredCurrency;
}
