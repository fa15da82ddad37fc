import { and, desc, eq, lt, ne, or, sql } from 'drizzle-orm';
import { toCurrencyCode, type CurrencyCode } from '@shared/domain/fx-currencies';
import { decimalStringToNumber, toDecimalString } from '@shared/domain/money';
import {
  MAX_ENTRIES_PER_ACCOUNT,
  TREASURY_PAGE_SIZE,
  isNotAfterToday,
  isTrackedMonth,
  treasuryMessages,
  type NewSavingsEntry,
  type Goal,
  type SavingsEntry,
  type Treasury,
  type TreasuryGoal,
  type TreasuryQuery,
  type TreasuryTotals,
} from '@shared/schemas/treasury';
import type { Database } from '../db/client';
import { savingsEntries, treasuryGoals } from '../db/schema';
import { badRequest, conflict, entryLimit, notFound } from '../lib/errors';

export interface TreasuryServiceDeps {
  db: Database;
  now: () => Date;
}

type GoalRow = typeof treasuryGoals.$inferSelect;
type EntryRow = typeof savingsEntries.$inferSelect;

const asCurrency = (value: string): CurrencyCode => toCurrencyCode(value) ?? 'USD';

const toGoal = (row: GoalRow): TreasuryGoal => ({
  targetAmount: decimalStringToNumber(row.targetAmount),
  currency: asCurrency(row.currency),
  targetDate: row.targetDate,
  updatedAt: row.updatedAt.toISOString(),
});

const toEntry = (row: EntryRow): SavingsEntry => ({
  id: row.id,
  clientId: row.clientId,
  month: row.month,
  amount: decimalStringToNumber(row.amount),
  currency: asCurrency(row.currency),
  date: row.createdAt.toISOString(),
});

/** '2026-11-27T09:30:00.000Z_12' → the creation time and id of the last entry shown. */
function parseCursor(cursor: string): { createdAt: Date; id: number } {
  const [time = '', id = ''] = cursor.split('_');
  return { createdAt: new Date(time), id: Number(id) };
}

/** The checks that need the clock: a picked month no later than this month, a date not after today. */
function checkNotInFuture(input: NewSavingsEntry, now: Date): void {
  if (/^\d{4}-\d{2}$/.test(input.month) && !isTrackedMonth(input.month, now))
    throw badRequest(treasuryMessages.monthRange, { month: [treasuryMessages.monthRange] });
  if (input.date !== undefined && !isNotAfterToday(input.date, now))
    throw badRequest(treasuryMessages.dateRange, { date: [treasuryMessages.dateRange] });
}

/**
 * A learner's savings goal and savings entries. Every read and write is scoped to the learner, so
 * another learner's entry is simply not found. Entries carry the browser's clientId: posting the
 * same entry again (a retry after a lost answer, an offline queue sent twice) stores it once.
 */
export function createTreasuryService({ db, now }: TreasuryServiceDeps) {
  /** One page, newest first, starting after `cursor` ('<ISO time>_<id>' of the last entry shown). */
  async function pageOf(
    userId: number,
    query: TreasuryQuery,
  ): Promise<{ entries: SavingsEntry[]; nextCursor: string | null }> {
    const limit = query.limit ?? TREASURY_PAGE_SIZE;
    const after = query.cursor ? parseCursor(query.cursor) : null;
    const rows = await db
      .select()
      .from(savingsEntries)
      .where(
        and(
          eq(savingsEntries.userId, userId),
          after
            ? or(
                lt(savingsEntries.createdAt, after.createdAt),
                and(eq(savingsEntries.createdAt, after.createdAt), lt(savingsEntries.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(savingsEntries.createdAt), desc(savingsEntries.id))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const nextCursor = rows.length > limit && last ? `${last.createdAt.toISOString()}_${last.id}` : null;
    return { entries: page.map(toEntry), nextCursor };
  }

  /**
   * Count, sum and distinct months of every entry, added up by the database. The months are counted
   * by skipping through the index on (user_id, lower(btrim(month))) from one month to the next, a
   * few lookups per month instead of sorting every entry (100,000 entries: milliseconds, not
   * hundreds of them).
   */
  async function totalsOf(userId: number): Promise<TreasuryTotals> {
    const monthKey = sql`lower(btrim(${savingsEntries.month}))`;
    const distinctMonths = sql<number>`(
      with recursive month_keys(key) as (
        (select ${monthKey} from ${savingsEntries} where ${savingsEntries.userId} = ${userId}
          order by ${monthKey} limit 1)
        union all
        select (select ${monthKey} from ${savingsEntries}
                 where ${savingsEntries.userId} = ${userId} and ${monthKey} > month_keys.key
                 order by ${monthKey} limit 1)
        from month_keys where month_keys.key is not null
      )
      select count(key)::int from month_keys)`;
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        saved: sql<string>`coalesce(sum(${savingsEntries.amount}), 0)::text`,
        months: distinctMonths,
      })
      .from(savingsEntries)
      .where(eq(savingsEntries.userId, userId));
    return { count: row?.count ?? 0, saved: decimalStringToNumber(row?.saved ?? '0'), months: row?.months ?? 0 };
  }

  /**
   * An account holds at most MAX_ENTRIES_PER_ACCOUNT entries; a repeat of a stored clientId is not a
   * new entry. (Two posts at the same moment may pass the count together: the cap is a bound on
   * growth, not an exact number.)
   */
  async function checkRoomFor(userId: number, clientId: string): Promise<void> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(savingsEntries)
      .where(eq(savingsEntries.userId, userId));
    if ((row?.count ?? 0) < MAX_ENTRIES_PER_ACCOUNT) return;
    const [stored] = await db
      .select({ id: savingsEntries.id })
      .from(savingsEntries)
      .where(and(eq(savingsEntries.userId, userId), eq(savingsEntries.clientId, clientId)));
    if (!stored)
      throw entryLimit(
        `This account holds ${MAX_ENTRIES_PER_ACCOUNT.toLocaleString('en-US')} savings entries, the most allowed; remove some or reset to add more.`,
      );
  }

  async function goalOf(userId: number): Promise<TreasuryGoal | null> {
    const [row] = await db.select().from(treasuryGoals).where(eq(treasuryGoals.userId, userId));
    return row ? toGoal(row) : null;
  }

  /** The currency of one stored entry (other than `other` when given), or null when there is none. */
  async function entriesCurrency(userId: number, other?: CurrencyCode): Promise<CurrencyCode | null> {
    const [row] = await db
      .select({ currency: savingsEntries.currency })
      .from(savingsEntries)
      .where(and(eq(savingsEntries.userId, userId), other ? ne(savingsEntries.currency, other) : undefined))
      .limit(1);
    return row ? asCurrency(row.currency) : null;
  }

  /** The treasury's currency: its goal's, else its entries', else null. */
  async function currencyOf(userId: number, goal: TreasuryGoal | null): Promise<CurrencyCode | null> {
    return goal?.currency ?? (await entriesCurrency(userId));
  }

  /**
   * A treasury keeps one currency, so its totals add like with like: an amount in another currency
   * than the stored entries' (or, for an entry, the goal's) is a 409; the learner resets the
   * entries to switch, and the next goal saved sets the currency.
   */
  async function checkSameCurrency(userId: number, currency: CurrencyCode, goal?: TreasuryGoal | null): Promise<void> {
    const kept = goal && goal.currency !== currency ? goal.currency : await entriesCurrency(userId, currency);
    if (kept)
      throw conflict(treasuryMessages.otherCurrency(kept), { currency: [treasuryMessages.otherCurrency(kept)] });
  }

  return {
    /** The goal (null before one is saved), a page of entries newest first, and the totals. */
    async get(userId: number, query: TreasuryQuery = {}): Promise<Treasury> {
      const [goal, page, totals] = await Promise.all([goalOf(userId), pageOf(userId, query), totalsOf(userId)]);
      return { goal, ...page, totals, currency: await currencyOf(userId, goal) };
    },

    /** Saves the learner's one goal, replacing any earlier one. */
    async saveGoal(userId: number, goal: Goal): Promise<TreasuryGoal> {
      const at = now();
      const currency = goal.currency ?? (await currencyOf(userId, await goalOf(userId))) ?? 'USD';
      await checkSameCurrency(userId, currency);
      const values = {
        targetAmount: toDecimalString(goal.targetAmount),
        targetDate: goal.targetDate,
        currency,
        updatedAt: at,
      };
      const [row] = await db
        .insert(treasuryGoals)
        .values({ userId, ...values, createdAt: at })
        .onConflictDoUpdate({ target: treasuryGoals.userId, set: values })
        .returning();
      if (!row) throw new Error('Saving the treasury goal returned no row');
      return toGoal(row);
    },

    /**
     * Stores an entry once per clientId. `created` is false when the learner already had an entry
     * with this clientId and the same month and amount (it is returned as stored); the same
     * clientId with a different month or amount is a 409.
     */
    async addEntry(userId: number, input: NewSavingsEntry): Promise<{ entry: SavingsEntry; created: boolean }> {
      const at = now();
      checkNotInFuture(input, at);
      await checkRoomFor(userId, input.clientId);
      const goal = await goalOf(userId);
      const currency = input.currency ?? (await currencyOf(userId, goal)) ?? 'USD';
      await checkSameCurrency(userId, currency, goal);
      const madeAt = input.date ? new Date(input.date) : at;
      const [inserted] = await db
        .insert(savingsEntries)
        .values({
          userId,
          clientId: input.clientId,
          month: input.month,
          amount: toDecimalString(input.amount),
          currency,
          // An entry made offline keeps the time it was made (never a time after now).
          createdAt: madeAt.getTime() <= at.getTime() ? madeAt : at,
        })
        .onConflictDoNothing({ target: [savingsEntries.userId, savingsEntries.clientId] })
        .returning();
      if (inserted) return { entry: toEntry(inserted), created: true };

      const [existing] = await db
        .select()
        .from(savingsEntries)
        .where(and(eq(savingsEntries.userId, userId), eq(savingsEntries.clientId, input.clientId)));
      if (!existing) throw new Error('A savings entry conflicted on its clientId but could not be read back');
      const entry = toEntry(existing);
      if (entry.month !== input.month || entry.amount !== input.amount || entry.currency !== currency) {
        throw conflict('This clientId was already used for a different savings entry', {
          clientId: ['This clientId was already used for a different savings entry'],
        });
      }
      return { entry, created: false };
    },

    /** Removes one of the learner's entries; anyone else's (or a missing one) is a 404. */
    async deleteEntry(userId: number, id: number): Promise<void> {
      const deleted = await db
        .delete(savingsEntries)
        .where(and(eq(savingsEntries.id, id), eq(savingsEntries.userId, userId)))
        .returning({ id: savingsEntries.id });
      if (deleted.length === 0) throw notFound(treasuryMessages.entryNotFound);
    },

    /** Clears all of the learner's entries; the goal stays. */
    async reset(userId: number): Promise<Treasury> {
      await db.delete(savingsEntries).where(eq(savingsEntries.userId, userId));
      const goal = await goalOf(userId);
      return {
        goal,
        entries: [],
        nextCursor: null,
        totals: { count: 0, saved: 0, months: 0 },
        currency: goal?.currency ?? null,
      };
    },
  };
}

export type TreasuryService = ReturnType<typeof createTreasuryService>;
