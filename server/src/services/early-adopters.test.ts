import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { earlyAdopterSeats, earlyAdopters, users } from '../db/schema';
import { migrationsDir } from '../lib/project-paths';
import { newPgliteCluster } from '../test/pglite-cluster';
import { createTestContext, earlyAdopterOffer, registerUser, type TestContext } from '../test/test-app';

describe('early-adopter seats', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ env: { EARLY_ADOPTER_SEATS: '2' } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('are given as the first accounts are made, before any offer is asked for', async () => {
    const first = await registerUser(ctx.app);
    const [seat] = await ctx.database.db.select().from(earlyAdopters).where(eq(earlyAdopters.userId, first.user.id));
    expect(seat).toMatchObject({ discountType: 'early_adopter', discountPercent: 40, monthsRemaining: 12 });
    const [account] = await ctx.database.db.select().from(users).where(eq(users.id, first.user.id));
    expect(seat!.createdAt).toEqual(account!.createdAt);
    expect(await earlyAdopterOffer(ctx.app, first.token)).toEqual({
      eligible: true,
      discountPercent: 40,
      monthsRemaining: 12,
    });
  });

  it('stay taken when an earlier account is deleted: later accounts never move up', async () => {
    const second = await registerUser(ctx.app);
    const third = await registerUser(ctx.app);
    expect(await earlyAdopterOffer(ctx.app, second.token)).toMatchObject({ eligible: true });
    expect(await earlyAdopterOffer(ctx.app, third.token)).toEqual({
      eligible: false,
      discountPercent: 0,
      monthsRemaining: 0,
    });

    // The first account is deleted: its seat is kept, without a user.
    const [firstSeat] = await ctx.database.db.select().from(earlyAdopters).orderBy(asc(earlyAdopters.id)).limit(1);
    await ctx.database.db.delete(users).where(eq(users.id, firstSeat!.userId!));
    expect(await ctx.database.db.select().from(earlyAdopters).where(isNull(earlyAdopters.userId))).toHaveLength(1);

    expect(await earlyAdopterOffer(ctx.app, third.token)).toMatchObject({ eligible: false });
    const fourth = await registerUser(ctx.app);
    expect(await earlyAdopterOffer(ctx.app, fourth.token)).toMatchObject({ eligible: false });
    expect(await earlyAdopterOffer(ctx.app, second.token)).toMatchObject({ eligible: true });
    expect(await ctx.database.db.select().from(earlyAdopters)).toHaveLength(2);
  });
});

describe('early-adopter seats for accounts made at once', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ env: { EARLY_ADOPTER_SEATS: '3' } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('gives exactly the seats there are among 10 registrations at the same moment', async () => {
    const learners = await Promise.all(Array.from({ length: 10 }, () => registerUser(ctx.app)));
    const seats = await ctx.database.db.select().from(earlyAdopters);
    expect(seats).toHaveLength(3);
    const eligible = await Promise.all(
      learners.map(async ({ token }) => (await earlyAdopterOffer(ctx.app, token)).eligible),
    );
    expect(eligible.filter(Boolean)).toHaveLength(3);
  });

  it('gives the seats added when EARLY_ADOPTER_SEATS grows, and only those', async () => {
    const grown = await createTestContext({ database: ctx.database, env: { EARLY_ADOPTER_SEATS: '5' } });
    const learners = await Promise.all(Array.from({ length: 4 }, () => registerUser(grown.app)));
    const eligible = await Promise.all(
      learners.map(async ({ token }) => (await earlyAdopterOffer(grown.app, token)).eligible),
    );
    expect(eligible.filter(Boolean)).toHaveLength(2);
    expect(await ctx.database.db.select().from(earlyAdopters)).toHaveLength(5);
    const taken = await ctx.database.db.select().from(earlyAdopterSeats).orderBy(asc(earlyAdopterSeats.seat));
    expect(taken.map((row) => [row.seat, row.takenAt !== null])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, true],
      [5, true],
    ]);
  });

  it('gives none when the programme has no seats', async () => {
    const closed = await createTestContext({ env: { EARLY_ADOPTER_SEATS: '0' } });
    try {
      const { user, token } = await registerUser(closed.app);
      expect(await closed.database.db.select().from(earlyAdopters).where(eq(earlyAdopters.userId, user.id))).toEqual(
        [],
      );
      expect(await earlyAdopterOffer(closed.app, token)).toMatchObject({ eligible: false });
    } finally {
      await closed.close();
    }
  });
});

describe('migration 0008 (seats written at registration)', () => {
  it('gives the accounts made before it the seats they registered under: the first 1,000, 40% for 12 months', async () => {
    // The migrations up to 0007, then accounts made under the old rule, then 0008.
    const before = mkdtempSync(path.join(os.tmpdir(), 'arkad-migrations-'));
    const client = await newPgliteCluster();
    try {
      cpSync(migrationsDir, before, { recursive: true, filter: (source) => !/0008_/.test(path.basename(source)) });
      const journalPath = path.join(before, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
      journal.entries = journal.entries.filter((entry) => entry.tag < '0008');
      writeFileSync(journalPath, JSON.stringify(journal));
      const db = drizzle({ client, schema });
      await migrate(db, { migrationsFolder: before });

      await db.execute(sql`
        insert into users (username, email, password, first_name, last_name, created_at)
        select 'learner_' || n, 'learner' || n || '@example.com', 'hash', 'Ada', 'Lovelace',
               timestamptz '2026-01-01T00:00:00Z' + n * interval '1 minute'
        from generate_series(1, 1002) as n`);
      // Account 2 asked for its offer under the old rule: its row stays as it is.
      await db.insert(earlyAdopters).values({
        userId: 2,
        discountType: 'early_adopter',
        discountPercent: 30,
        monthsRemaining: 6,
      });

      await migrate(db, { migrationsFolder: migrationsDir });

      const seats = await db.select().from(earlyAdopters).orderBy(asc(earlyAdopters.userId));
      expect(seats).toHaveLength(1000);
      // Migration 0010: each seat given is a seat row, taken.
      const seatRows = await db.select().from(earlyAdopterSeats);
      expect(seatRows).toHaveLength(1000);
      expect(seatRows.every((row) => row.takenAt !== null)).toBe(true);
      expect(seats.map((seat) => seat.userId)).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
      expect(seats[1]).toMatchObject({ userId: 2, discountPercent: 30, monthsRemaining: 6 });
      expect(seats[0]).toMatchObject({
        discountType: 'early_adopter',
        discountPercent: 40,
        monthsRemaining: 12,
        createdAt: new Date('2026-01-01T00:01:00Z'),
      });
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
