import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwnDatabase, postgresUnreachableReason, type OwnDatabase } from '../test/own-postgres';
import { startPgProxy } from '../test/pg-proxy';
import { openPostgres, type DatabaseHandle } from './client';
import { LISTENER_APPLICATION_NAME } from './learner-changes';
import { users } from './schema';

// Decision 054 on a real Postgres: two handles (two instances) on one database hear each other's
// changes to learners' rows; a handle hears its own before the write settles; a lost listening
// connection is reported (not live) and replaced.

const unreachable = await postgresUnreachableReason();
if (unreachable) console.log(`Learner change tests skipped: ${unreachable}`);

describe.skipIf(unreachable !== null)('learner changes on Postgres', () => {
  let own: OwnDatabase;
  let writer: DatabaseHandle;
  let reader: DatabaseHandle;
  const heardBy = { writer: [] as (number | null)[], reader: [] as (number | null)[] };
  const liveness: boolean[] = [];
  let userId = 0;

  beforeAll(async () => {
    own = await createOwnDatabase('changes');
    writer = openPostgres(own.url, { maxConnections: 2 });
    reader = openPostgres(own.url, { maxConnections: 2 });
    const bothLive = [writer, reader].map(
      (handle) =>
        new Promise<void>((resolve) => {
          const heard = handle === writer ? heardBy.writer : heardBy.reader;
          handle.learnerChanges.subscribe({
            changed: (id) => heard.push(id),
            live(isLive) {
              if (handle === reader) liveness.push(isLive);
              if (isLive) resolve();
            },
          });
        }),
    );
    await Promise.all(bothLive);
    const [user] = await writer.db
      .insert(users)
      .values({ username: 'changes', email: 'changes@example.com', password: 'x', firstName: 'A', lastName: 'B' })
      .returning();
    userId = user!.id;
  });

  afterAll(async () => {
    await writer?.close();
    await reader?.close();
    await own?.drop();
  });

  it('tells the writing handle before its write settles, and the other handle when it commits', async () => {
    heardBy.writer.length = 0;
    heardBy.reader.length = 0;
    await writer.db.update(users).set({ firstName: 'Changed' }).where(eq(users.id, userId));
    expect(heardBy.writer).toContain(userId);
    await expect.poll(() => heardBy.reader.includes(userId)).toBe(true);
  });

  it('tells nothing until a transaction commits, and nothing of one rolled back', async () => {
    const [other] = await writer.db
      .insert(users)
      .values({ username: 'other', email: 'other@example.com', password: 'x', firstName: 'C', lastName: 'D' })
      .returning();
    const otherId = other!.id;
    await writer.db
      .transaction(async (tx) => {
        await tx.update(users).set({ firstName: 'Rolled back' }).where(eq(users.id, otherId));
        expect(heardBy.writer).not.toContain(otherId);
        tx.rollback();
      })
      .catch(() => undefined);
    // Notifications arrive in commit order: once this later change is heard, an earlier one would have been.
    heardBy.reader.length = 0;
    await writer.db.update(users).set({ firstName: 'Later' }).where(eq(users.id, userId));
    await expect.poll(() => heardBy.reader.includes(userId)).toBe(true);
    expect(heardBy.writer).not.toContain(otherId);
    expect(heardBy.reader).not.toContain(otherId);
  });

  it('reports a lost listening connection, listens again, and hears changes from then on', async () => {
    liveness.length = 0;
    await own.admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2`,
      [own.name, LISTENER_APPLICATION_NAME],
    );
    await expect.poll(() => liveness, { timeout: 10_000 }).toEqual([false, true]);
    heardBy.reader.length = 0;
    await writer.db.update(users).set({ firstName: 'Again' }).where(eq(users.id, userId));
    await expect.poll(() => heardBy.reader.includes(userId)).toBe(true);
  });

  it('reports a listening connection that stops answering, and listens again on a new one', async () => {
    const proxy = await startPgProxy(own.url);
    const behind = openPostgres(proxy.url, { maxConnections: 1, listenerPingMs: 200 });
    const seen: boolean[] = [];
    const heard: (number | null)[] = [];
    try {
      behind.learnerChanges.subscribe({ changed: (id) => heard.push(id), live: (is) => seen.push(is) });
      await expect.poll(() => seen, { timeout: 10_000 }).toEqual([true]);
      // The next ping never reaches Postgres (a connection cut without a reset).
      await proxy.holdFrom(/select 1/);
      await expect.poll(() => seen, { timeout: 10_000 }).toEqual([true, false, true]);
      await writer.db.update(users).set({ firstName: 'Heard' }).where(eq(users.id, userId));
      await expect.poll(() => heard.includes(userId)).toBe(true);
    } finally {
      await behind.close();
      await proxy.close();
    }
  });
});
