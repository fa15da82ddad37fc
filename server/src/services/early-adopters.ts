import { count, sql } from 'drizzle-orm';
import type { BillingConfig } from '../config/env';
import type { Database } from '../db/client';
import { earlyAdopters } from '../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Registrations that may take one of the last seats take them one at a time (any fixed key). */
const SEAT_LOCK_KEY = 4_180_231;

async function seatsGiven(tx: Tx): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(earlyAdopters);
  return row?.value ?? 0;
}

/**
 * Gives the account being made an early-adopter seat when one of the first `seats` is left, in
 * the registration's transaction. Seats are never given back (a deleted account's row stays,
 * without its user), so "the first 1,000 accounts" means the first 1,000 ever made, and later
 * accounts never move up. Answers whether a seat was given.
 */
export async function claimEarlyAdopterSeat(
  tx: Tx,
  input: { userId: number; offer: BillingConfig['earlyAdopter']; at: Date },
): Promise<boolean> {
  const { seats, discountPercent, months } = input.offer;
  if (seats === 0) return false;
  // Once every seat is given no lock is needed: the number of seats given never goes down.
  if ((await seatsGiven(tx)) >= seats) return false;
  await tx.execute(sql`select pg_advisory_xact_lock(${SEAT_LOCK_KEY})`);
  // Counted again under the lock: a registration that held it before has committed by now.
  if ((await seatsGiven(tx)) >= seats) return false;
  await tx.insert(earlyAdopters).values({
    userId: input.userId,
    discountType: 'early_adopter',
    discountPercent,
    monthsRemaining: months,
    createdAt: input.at,
  });
  return true;
}
