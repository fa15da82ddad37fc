import { and, asc, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { BillingConfig } from '../config/env';
import type { Database } from '../db/client';
import { earlyAdopterSeats, earlyAdopters } from '../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The early-adopter seats, given as the first `seats` accounts are made, without a lock that
 * registrations queue on (decision 037).
 *
 * Each seat is a row of early_adopter_seats. A registration takes the lowest free one inside its
 * own transaction with `FOR UPDATE SKIP LOCKED`: concurrent registrations take different rows, and
 * one that stalls holds only its own seat while the others go past it. A seat is given at most once
 * (its row is taken once; a rolled-back registration frees it again) and never more than `seats`
 * (only rows numbered 1 to `seats` are taken). A registration that finds the only free seats held by
 * registrations still running gets none.
 *
 * Seats are never given back (a deleted account's early_adopters row stays, without its user), so
 * "the first 1,000 accounts" means the first 1,000 ever made, and later accounts never move up.
 */
export interface EarlyAdopterSeats {
  /**
   * Adds the free seat rows up to the configured number, once per process, outside any
   * registration's transaction (inserting them there would make concurrent registrations wait
   * on each other's uncommitted rows).
   */
  prepare(): Promise<void>;
  /** In the registration's transaction: gives the account a seat if one is free. Answers whether it did. */
  claim(tx: Tx, input: { userId: number; at: Date }): Promise<boolean>;
}

export function createEarlyAdopterSeats({
  db,
  offer,
}: {
  db: Database;
  offer: BillingConfig['earlyAdopter'];
}): EarlyAdopterSeats {
  const { seats, discountPercent, months } = offer;
  let prepared: Promise<void> | null = null;

  return {
    prepare() {
      if (seats === 0) return Promise.resolve();
      prepared ??= db
        .execute(
          // Only the numbers missing: the conflict check on a seat row a running registration has
          // just taken would wait for that registration to end.
          sql`insert into early_adopter_seats (seat)
              select n from generate_series(1, ${seats}::integer) as n
              where not exists (select 1 from early_adopter_seats where seat = n)
              on conflict do nothing`,
        )
        .then(
          () => undefined,
          (error: unknown) => {
            // Tried again by the next registration (the database may be back by then).
            prepared = null;
            throw error;
          },
        );
      return prepared;
    },

    async claim(tx, { userId, at }) {
      if (seats === 0) return false;
      const lowestFree = tx
        .select({ seat: earlyAdopterSeats.seat })
        .from(earlyAdopterSeats)
        .where(and(isNull(earlyAdopterSeats.takenAt), lte(earlyAdopterSeats.seat, seats)))
        .orderBy(asc(earlyAdopterSeats.seat))
        .limit(1)
        .for('update', { skipLocked: true });
      const taken = await tx
        .update(earlyAdopterSeats)
        .set({ takenAt: at })
        .where(inArray(earlyAdopterSeats.seat, lowestFree))
        .returning({ seat: earlyAdopterSeats.seat });
      if (taken.length === 0) return false;
      await tx.insert(earlyAdopters).values({
        userId,
        discountType: 'early_adopter',
        discountPercent,
        monthsRemaining: months,
        createdAt: at,
      });
      return true;
    },
  };
}
