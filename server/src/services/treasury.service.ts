import { and, desc, eq } from 'drizzle-orm';
import { decimalStringToNumber, toDecimalString } from '@shared/domain/money';
import {
  isNotAfterToday,
  isTrackedMonth,
  treasuryMessages,
  type NewSavingsEntry,
  type Goal,
  type SavingsEntry,
  type Treasury,
  type TreasuryGoal,
} from '@shared/schemas/treasury';
import type { Database } from '../db/client';
import { savingsEntries, treasuryGoals } from '../db/schema';
import { badRequest, conflict, notFound } from '../lib/errors';

export interface TreasuryServiceDeps {
  db: Database;
  now: () => Date;
}

type GoalRow = typeof treasuryGoals.$inferSelect;
type EntryRow = typeof savingsEntries.$inferSelect;

const toGoal = (row: GoalRow): TreasuryGoal => ({
  targetAmount: decimalStringToNumber(row.targetAmount),
  targetDate: row.targetDate,
  updatedAt: row.updatedAt.toISOString(),
});

const toEntry = (row: EntryRow): SavingsEntry => ({
  id: row.id,
  clientId: row.clientId,
  month: row.month,
  amount: decimalStringToNumber(row.amount),
  date: row.createdAt.toISOString(),
});

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
  async function entriesOf(userId: number): Promise<SavingsEntry[]> {
    const rows = await db
      .select()
      .from(savingsEntries)
      .where(eq(savingsEntries.userId, userId))
      .orderBy(desc(savingsEntries.createdAt), desc(savingsEntries.id));
    return rows.map(toEntry);
  }

  async function goalOf(userId: number): Promise<TreasuryGoal | null> {
    const [row] = await db.select().from(treasuryGoals).where(eq(treasuryGoals.userId, userId));
    return row ? toGoal(row) : null;
  }

  return {
    /** The goal (null before one is saved) and the entries, newest first. */
    async get(userId: number): Promise<Treasury> {
      const [goal, entries] = await Promise.all([goalOf(userId), entriesOf(userId)]);
      return { goal, entries };
    },

    /** Saves the learner's one goal, replacing any earlier one. */
    async saveGoal(userId: number, goal: Goal): Promise<TreasuryGoal> {
      const at = now();
      const values = { targetAmount: toDecimalString(goal.targetAmount), targetDate: goal.targetDate, updatedAt: at };
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
      const madeAt = input.date ? new Date(input.date) : at;
      const [inserted] = await db
        .insert(savingsEntries)
        .values({
          userId,
          clientId: input.clientId,
          month: input.month,
          amount: toDecimalString(input.amount),
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
      if (entry.month !== input.month || entry.amount !== input.amount) {
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
      return { goal: await goalOf(userId), entries: [] };
    },
  };
}

export type TreasuryService = ReturnType<typeof createTreasuryService>;
