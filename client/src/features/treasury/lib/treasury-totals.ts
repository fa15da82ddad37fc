import { toCents } from '@shared/domain/money';
import type { TreasuryTotals } from '@shared/schemas/treasury';

interface EntryLike {
  clientId: string;
  month: string;
  amount: number;
}

const sameMonth = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The totals after one more entry. The months count grows when no entry loaded here is for the
 * entry's month (entries on pages not loaded are not known: the next read corrects it).
 */
export function totalsWith(totals: TreasuryTotals, loaded: readonly EntryLike[], entry: EntryLike): TreasuryTotals {
  const newMonth = !loaded.some((other) => sameMonth(other.month, entry.month));
  return {
    count: totals.count + 1,
    saved: (toCents(totals.saved) + toCents(entry.amount)) / 100,
    months: totals.months + (newMonth ? 1 : 0),
  };
}

/** The totals without `entry` (one of `loaded`). */
export function totalsWithout(totals: TreasuryTotals, loaded: readonly EntryLike[], entry: EntryLike): TreasuryTotals {
  const lastOfMonth = !loaded.some((other) => other.clientId !== entry.clientId && sameMonth(other.month, entry.month));
  return {
    count: Math.max(0, totals.count - 1),
    saved: Math.max(0, toCents(totals.saved) - toCents(entry.amount)) / 100,
    months: Math.max(0, totals.months - (lastOfMonth ? 1 : 0)),
  };
}

export const noTotals: TreasuryTotals = { count: 0, saved: 0, months: 0 };
