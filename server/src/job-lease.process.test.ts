import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from './db/client';
import { jobs, userPreferences, users } from './db/schema';
import { jobMessageId } from './services/jobs/define-job';
import { createJobQueue, DEFAULT_LEASE_MS } from './services/jobs/job-queue';
import { createLogger } from './lib/logger';
import { REGISTRATION_NOTICE_JOB, registrationNoticeJob } from './services/registration-notice';
import { startServer, type ServerProcess } from './test/server-process';
import { startSmtpSink, type SmtpSink } from './test/smtp-sink';
import { createOwnDatabase, postgresUnreachableReason, type OwnDatabase } from './test/own-postgres';

// Issue 43: an instance killed after its emails went out and before they were marked done, and
// claims whose answer never reached their instance. Two real servers (A, then B) on one Postgres
// database send email jobs to a real SMTP server on 127.0.0.1 that counts what arrives.

const unreachable = await postgresUnreachableReason();
if (unreachable) console.log(`Job lease process test skipped: ${unreachable}`);

const JOBS = 200;
const LOST_CLAIMS = 10;
const HOST = 'arkad.example';

describe.skipIf(unreachable !== null)('a killed instance and lost claims, with the short lease', () => {
  let own: OwnDatabase;
  let sink: SmtpSink;
  let database: DatabaseHandle;
  const servers: ServerProcess[] = [];

  const start = () => {
    const server = startServer({
      DATABASE_URL: own.url,
      SMTP_URL: sink.url,
      APP_URL: `https://${HOST}`,
      JOB_CONCURRENCY: '10',
      JOB_POLL_INTERVAL_MS: '50',
      LOG_LEVEL: 'warn',
    });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    own = await createOwnDatabase('joblease');
    sink = await startSmtpSink();
    database = openPostgres(own.url, { maxConnections: 2 });
  });

  afterAll(async () => {
    for (const server of servers) await server.kill();
    await database?.close();
    await sink?.close();
    await own?.drop();
  });

  it('a resend after a crash carries the same Message-ID; killed and lost claims run again after the short lease', async () => {
    const { db } = database;
    const owners = await db
      .insert(users)
      .values(
        Array.from({ length: JOBS }, (_, n) => ({
          username: `owner_${n}`,
          email: `owner${n}@example.com`,
          password: 'not-a-hash',
          firstName: `Owner${n}`,
          lastName: 'Learner',
        })),
      )
      .returning({ id: users.id });
    // No weekly digest (the servers plan one on Mondays): the SMTP server gets the notes alone.
    await db.insert(userPreferences).values(owners.map((owner) => ({ userId: owner.id, weeklyDigest: false })));
    const queue = createJobQueue({ db, now: () => new Date(), logger: createLogger('silent') });
    const at = new Date();
    expect(await queue.enqueueMany(owners.map((owner) => registrationNoticeJob(owner.id, at)))).toBe(JOBS);
    const ours = eq(jobs.type, REGISTRATION_NOTICE_JOB);

    // A sends; the SMTP server keeps each message but does not answer yet: A is killed after its
    // sends went out and before it heard, so before it could mark them done. A claims 10 and sends
    // on 5 pooled SMTP connections: 5 messages arrive and wait for their answer.
    sink.holding = true;
    const a = start();
    await sink.waitFor(5);
    const killedAt = Date.now();
    await a.kill();
    const sentByA = sink.messages.length;
    sink.holding = false;
    sink.releaseHeld();
    const orphaned = await db
      .select({ id: jobs.id, lockedUntil: jobs.lockedUntil })
      .from(jobs)
      .where(and(ours, eq(jobs.state, 'running')));
    expect(orphaned.length).toBeGreaterThanOrEqual(sentByA);
    // Each of A's claims ends at most one lease after its last renewal, so before killedAt + lease.
    for (const job of orphaned) expect(job.lockedUntil!.getTime()).toBeLessThanOrEqual(killedAt + DEFAULT_LEASE_MS);

    // Claims whose answer was lost: committed (running, an attempt counted, a lease), and never run.
    const lostAt = new Date();
    const lost = await db
      .update(jobs)
      .set({
        state: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: new Date(lostAt.getTime() + DEFAULT_LEASE_MS),
      })
      .where(
        inArray(
          jobs.id,
          db
            .select({ id: jobs.id })
            .from(jobs)
            .where(and(ours, eq(jobs.state, 'queued')))
            .orderBy(jobs.id)
            .limit(LOST_CLAIMS),
        ),
      )
      .returning({ id: jobs.id });
    expect(lost).toHaveLength(LOST_CLAIMS);

    // B runs everything: the queued jobs at once, A's and the lost claims once their lease passed.
    start();
    await expect
      .poll(
        async () =>
          (
            await db
              .select({ n: sql<number>`count(*)::int` })
              .from(jobs)
              .where(and(ours, eq(jobs.state, 'done')))
          )[0]?.n,
        { timeout: 150_000, interval: 500 },
      )
      .toBe(JOBS);

    const rows = await db.select().from(jobs).where(ours);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ids = sink.messages.map((m) => m.headers.get('message-id') ?? '');
    const times = new Map<string, number>();
    for (const id of ids) times.set(id, (times.get(id) ?? 0) + 1);
    // Every job's email arrived, each with its job's Message-ID; the only repeats are A's sends.
    expect(new Set(ids)).toEqual(new Set(rows.map((row) => jobMessageId(row, HOST))));
    const repeated = [...times].filter(([, n]) => n > 1);
    expect(repeated.map(([, n]) => n)).toEqual(Array.from({ length: sentByA }, () => 2));
    expect(sink.messages).toHaveLength(JOBS + sentByA);
    for (const [messageId] of repeated) {
      const copies = sink.messages.filter((m) => m.headers.get('message-id') === messageId);
      expect(copies[1]?.subject).toBe(copies[0]?.subject);
      expect(copies[1]?.to).toEqual(copies[0]?.to);
    }
    // A's claims and the lost ones were claimed once more, after their lease, and delivered.
    for (const { id } of [...orphaned, ...lost]) expect(byId.get(id)).toMatchObject({ state: 'done', attempts: 2 });

    const waited = (list: readonly { id: number }[], from: number) =>
      Math.max(...list.map(({ id }) => byId.get(id)!.finishedAt!.getTime() - from));
    console.log(
      `lease ${DEFAULT_LEASE_MS} ms: ${sentByA} duplicates out of ${JOBS} (A killed after sending them), ` +
        `each with its original's Message-ID; A's ${orphaned.length} claims done at most ` +
        `${waited(orphaned, killedAt)} ms after the kill; ${LOST_CLAIMS} lost claims done at most ` +
        `${waited(lost, lostAt.getTime())} ms after they were made`,
    );
  });
});
