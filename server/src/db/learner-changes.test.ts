import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';
import { users } from './schema';

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
