import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';
import { learnerVersions, users } from './schema';

// The notices migrations 0020 and 0021 send (decision 054), heard through the handle that wrote:
// every write to a learner's rows names each learner whose rows it touched, once per statement.

let database: DatabaseHandle;
const heard: (number | null)[] = [];
let stop: () => void;

beforeAll(async () => {
  database = await createTestDatabase();
  await new Promise<void>((resolve) => {
    stop = database.learnerChanges.subscribe({
      changed: (userId) => heard.push(userId),
      live: (isLive) => {
        if (isLive) resolve();
      },
    });
  });
});
afterAll(async () => {
  stop();
  await database.close();
});

let learnerCounter = 0;

/** A new account (no preferences, no other rows: its insert notifies nobody); its id. */
async function newLearner(): Promise<number> {
  learnerCounter += 1;
  const name = `notice_${process.pid}_${learnerCounter}`;
  const [row] = await database.db
    .insert(users)
    .values({ username: name, email: `${name}@example.com`, password: 'hash', firstName: 'Ada', lastName: 'Lovelace' })
    .returning({ id: users.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

describe('learner-change notices', () => {
  // On Postgres a notice is heard twice: on the writing connection before the write returns, and
  // again, later, on the instance's listening connection. So each check names learners of its own
  // and asks who was heard among them.
  it('name every learner a many-row insert, update or delete touched, and no other', async () => {
    const a = await newLearner();
    const b = await newLearner();
    const untouched = await newLearner();
    await database.db.execute(sql`
      insert into savings_entries (user_id, client_id, month, amount)
      select case when n % 2 = 0 then ${a}::int else ${b}::int end, 'bulk-' || n, '2026-01', 1
      from generate_series(1, 500) as n`);
    expect(heard).toEqual(expect.arrayContaining([a, b]));

    const c = await newLearner();
    const d = await newLearner();
    await database.db.execute(sql`update savings_entries set user_id = ${c} where user_id = ${a}`);
    expect(heard).toEqual(expect.arrayContaining([a, c]));
    await database.db.execute(sql`delete from savings_entries where user_id in (${b}, ${c})`);
    expect(heard).toEqual(expect.arrayContaining([b, c]));
    expect(heard).not.toContain(untouched);
    expect(heard).not.toContain(d);
    expect(heard).not.toContain(null);
  });

  it('name nobody for a statement that touched no row', async () => {
    const a = await newLearner();
    await database.db.execute(sql`update savings_entries set amount = 3 where user_id = ${a}`);
    await database.db.execute(sql`delete from progress_events where user_id = ${a}`);
    await database.db.execute(sql`update users set first_name = 'Grace' where id = -1`);
    expect(heard).not.toContain(a);
    expect(heard).not.toContain(null);
  });

  it('name the account by its id on an update or a deletion of users', async () => {
    const a = await newLearner();
    const b = await newLearner();
    const c = await newLearner();
    await database.db.execute(sql`update users set first_name = 'Grace' where id = ${a}`);
    expect(heard).toContain(a);
    await database.db.execute(sql`delete from users where id in (${b}, ${c})`);
    expect(heard).toEqual(expect.arrayContaining([b, c]));
  });

  it('name the learner for the other tables cached answers are made of', async () => {
    const writes = [
      (id: number) => sql`insert into user_preferences (user_id) values (${id})`,
      (id: number) => sql`insert into progress_events (user_id, client_id, kind, subject, occurred_at)
        values (${id}, 'notice-1', 'step', 'guide', now())`,
      (id: number) => sql`insert into treasury_goals (user_id, target_amount) values (${id}, 1000)`,
    ];
    for (const write of writes) {
      const a = await newLearner();
      await database.db.execute(write(a));
      expect(heard).toContain(a);
    }
    const b = await newLearner();
    await database.db.execute(sql`insert into user_preferences (user_id) values (${b})`);
    const c = await newLearner();
    await database.db.execute(sql`update user_preferences set user_id = ${c} where user_id = ${b}`);
    expect(heard).toEqual(expect.arrayContaining([b, c]));
  });

  it('name nobody for a drawn quiz attempt, and the learner once it is answered', async () => {
    const a = await newLearner();
    await database.db.execute(sql`
      insert into quiz_attempts (id, user_id, step, questions)
      values ('00000000-0000-4000-8000-000000000001', ${a}, 'guide', '[]'::jsonb)`);
    expect(heard).not.toContain(a);
    await database.db.execute(sql`
      update quiz_attempts set answered_at = now(), score = 0, passed = false
      where id = '00000000-0000-4000-8000-000000000001'`);
    expect(heard).toContain(a);
  });
});

// The versions migration 0022 keeps (decision 054, amended): what the learner cache is checked
// against on every authenticated request, so a write must change its learner's in its own statement.
describe('learner versions', () => {
  async function versionOf(id: number): Promise<number | null> {
    const [row] = await database.db
      .select({ version: learnerVersions.version })
      .from(learnerVersions)
      .where(eq(learnerVersions.userId, id));
    return row?.version ?? null;
  }

  /** Runs `write` and tells whether it gave the learner a version other than the one before. */
  async function changes(id: number, write: ReturnType<typeof sql>): Promise<boolean> {
    const before = await versionOf(id);
    await database.db.execute(write);
    return (await versionOf(id)) !== before;
  }

  it('gives a new account a version, and a new one on every write its cached answers are made of', async () => {
    const a = await newLearner();
    expect(await versionOf(a)).not.toBeNull();
    const writes = [
      sql`update users set first_name = 'Grace' where id = ${a}`,
      sql`insert into user_preferences (user_id) values (${a})`,
      sql`update user_preferences set weekly_digest = false where user_id = ${a}`,
      sql`insert into progress_events (user_id, client_id, kind, subject, occurred_at)
        values (${a}, 'version-1', 'calculation', '', now())`,
      sql`insert into treasury_goals (user_id, target_amount) values (${a}, 1000)`,
      sql`insert into savings_entries (user_id, client_id, month, amount) values (${a}, 'version-1', '2026-01', 1)`,
      sql`delete from savings_entries where user_id = ${a}`,
      sql`insert into review_items (user_id, kind, item_id, box, due_day, reviewed_at, last_client_id, last_correct)
        values (${a}, 'term', 'version-term', 1, '2026-01-01', now(), 'version-1', true)`,
      sql`insert into quiz_attempts (id, user_id, step, questions, answered_at, score, passed)
        values ('00000000-0000-4000-8000-000000000002', ${a}, 'guide', '[]'::jsonb, now(), 0, false)`,
    ];
    for (const write of writes) expect(await changes(a, write)).toBe(true);
  });

  it('keeps the version through writes that change no cached answer, and of other learners', async () => {
    const a = await newLearner();
    const b = await newLearner();
    expect(
      await changes(
        a,
        sql`insert into savings_entries (user_id, client_id, month, amount)
      values (${b}, 'version-2', '2026-01', 1)`,
      ),
    ).toBe(false);
    expect(
      await changes(
        a,
        sql`insert into quiz_attempts (id, user_id, step, questions)
      values ('00000000-0000-4000-8000-000000000003', ${a}, 'guide', '[]'::jsonb)`,
      ),
    ).toBe(false);
    expect(await changes(a, sql`update users set first_name = 'Grace' where id = -1`)).toBe(false);
  });

  it('never gives a version twice: a truncate gives every learner a new one, a deletion removes it', async () => {
    const a = await newLearner();
    const b = await newLearner();
    const before = [await versionOf(a), await versionOf(b)];
    expect(before[0]).not.toBe(before[1]);
    await database.db.execute(sql`delete from users where id = ${b}`);
    expect(await versionOf(b)).toBeNull();
    const kept = await versionOf(a);
    await database.db.execute(sql`truncate usage_tracking`);
    expect(await versionOf(a)).not.toBe(kept);
  });
});
