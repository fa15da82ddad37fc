import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dailyCloses, users } from '../db/schema';
import { createTestDatabase } from './test-database';

/**
 * Every test file gets a database in the state of a new one, whether it is new or one another file
 * has closed (on PGlite a worker hands closed databases on, reset): these hold either way.
 */

const newUser = (name: string) => ({
  username: name,
  email: `${name}@example.com`,
  password: 'not-a-real-hash',
  firstName: 'Ada',
  lastName: 'Lovelace',
});

async function closesIn(database: Awaited<ReturnType<typeof createTestDatabase>>) {
  const [row] = await database.db.select({ n: count() }).from(dailyCloses);
  return row?.n ?? 0;
}

describe('a test database', () => {
  it('opens with no learners, identities from 1 and every bundled close, whatever the file before did', async () => {
    const first = await createTestDatabase();
    const bundled = await closesIn(first);
    expect(bundled).toBeGreaterThan(5_000);
    await first.db.insert(users).values([newUser('first_a'), newUser('first_b')]);
    await first.db.delete(dailyCloses);
    await first.close();

    const next = await createTestDatabase();
    try {
      expect(await next.db.select().from(users)).toEqual([]);
      const [created] = await next.db.insert(users).values(newUser('next_a')).returning({ id: users.id });
      expect(created?.id).toBe(1);
      expect(await closesIn(next)).toBe(bundled);
    } finally {
      await next.close();
    }
  });

  it('is never handed on with a structure a file changed (a trigger refusing writes)', async () => {
    const changed = await createTestDatabase();
    await changed.db.execute(
      sql.raw(`create function arkad_test_refuse_all() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test'; end $$`),
    );
    await changed.db.execute(
      sql.raw(`create trigger arkad_test_refuse_all before insert on users
        for each row execute function arkad_test_refuse_all()`),
    );
    await expect(changed.db.insert(users).values(newUser('refused'))).rejects.toThrow();
    await changed.close();

    const next = await createTestDatabase();
    try {
      await expect(next.db.insert(users).values(newUser('accepted'))).resolves.toBeDefined();
    } finally {
      await next.close();
    }
  });

  it('refuses queries once closed, so work a file left running cannot reach the next file', async () => {
    const database = await createTestDatabase();
    await database.close();
    await expect(database.db.select().from(users)).rejects.toThrow();
  });
});
