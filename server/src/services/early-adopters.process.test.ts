import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/client';
import { earlyAdopters, users } from '../db/schema';
import { createOwnDatabase, postgresUnreachableReason, type OwnDatabase } from '../test/own-postgres';
import { createTestContext, earlyAdopterOffer, newUserInput, registerUser, type TestContext } from '../test/test-app';
import { createEarlyAdopterSeats } from './early-adopters';

// A registration stalled inside its transaction (on Postgres, where transactions run side by
// side; PGlite runs one at a time): the others go past its seat instead of waiting on a lock.
// Always on a Postgres database of this file's own, whatever API_TEST_DRIVER names: in the
// 'processes' project, so npm test runs it once (decision 038). The other seat tests are in
// early-adopters.test.ts.
const unreachable = await postgresUnreachableReason();
if (unreachable) console.log(`early-adopter seat tests on Postgres skipped: ${unreachable}`);

describe.skipIf(unreachable !== null)('early-adopter seats while one registration stalls (Postgres)', () => {
  let own: OwnDatabase;
  let ctx: TestContext;
  const offer = { seats: 3, discountPercent: 40, months: 12 };

  beforeAll(async () => {
    own = await createOwnDatabase('seats');
    ctx = await createTestContext({
      database: openPostgres(own.url, { maxConnections: 6 }),
      env: { EARLY_ADOPTER_SEATS: String(offer.seats) },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await own?.drop();
  });

  it('lets other registrations take the other seats, at once, and frees the stalled seat if it fails', async () => {
    // A registration that has taken its seat and stops before committing.
    const seats = createEarlyAdopterSeats({ db: ctx.database.db, offer });
    await seats.prepare();
    let seatTaken!: () => void;
    const taken = new Promise<void>((resolve) => (seatTaken = resolve));
    let fail!: () => void;
    const failed = new Promise<void>((resolve) => (fail = resolve));
    const stalled = ctx.database.db.transaction(async (tx) => {
      const input = newUserInput();
      const [user] = await tx
        .insert(users)
        .values({ ...input, password: 'hash', investmentGoal: null, experienceLevel: 'beginner' })
        .returning();
      expect(await seats.claim(tx, { userId: user!.id, at: new Date() })).toBe(true);
      seatTaken();
      await failed;
      throw new Error('the stalled registration fails');
    });
    await taken;

    // Three registrations meanwhile: all answered, two take the two other seats, one gets none.
    const learners = await Promise.all(Array.from({ length: 3 }, () => registerUser(ctx.app)));
    const eligible = await Promise.all(
      learners.map(async ({ token }) => (await earlyAdopterOffer(ctx.app, token)).eligible),
    );
    expect(eligible.filter(Boolean)).toHaveLength(2);
    expect(await ctx.database.db.select().from(earlyAdopters)).toHaveLength(2);

    // The stalled registration fails: its seat is free again, and the next account takes it.
    fail();
    await expect(stalled).rejects.toThrow('the stalled registration fails');
    const next = await registerUser(ctx.app);
    expect(await earlyAdopterOffer(ctx.app, next.token)).toMatchObject({ eligible: true });
    const given = await ctx.database.db.select().from(earlyAdopters);
    expect(given).toHaveLength(3);
    expect(new Set(given.map((row) => row.userId)).size).toBe(3);
    // Every seat is taken now: one more account gets none.
    const late = await registerUser(ctx.app);
    expect(await earlyAdopterOffer(ctx.app, late.token)).toMatchObject({ eligible: false });
    expect(await ctx.database.db.select().from(earlyAdopters)).toHaveLength(3);
  });
});
