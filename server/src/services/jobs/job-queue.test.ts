import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { jobs } from '../../db/schema';
import { createTestDatabase } from '../../test/test-database';
import { createAppWith, TestClock, testEnv } from '../../test/test-app';
import { loadConfig } from '../../config/env';
import { startSmtpSink } from '../../test/smtp-sink';
import { createLogger } from '../../lib/logger';
import { createMailer } from '../../lib/mailer';
import { defineJob, jobMessageId, type JobContext } from './define-job';
import { createJobQueue, exponentialBackoff } from './job-queue';

const logger = createLogger('silent');

/** A job type of these tests with no payload. */
const jobType = (type: string, handler: (job: JobContext) => Promise<void> = async () => undefined) =>
  defineJob(type, z.object({}), handler);

describe('the job queue', () => {
  let database: DatabaseHandle;
  const clock = new TestClock(Date.UTC(2026, 10, 27, 12));

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(jobs);
  });

  const queueWith = (backoffMs?: (n: number) => number) =>
    createJobQueue({ db: database.db, now: clock.now, logger, backoffMs });

  it('backs off exponentially: 30 s, 1 min, 2 min ... at most an hour', () => {
    expect([1, 2, 3, 4].map(exponentialBackoff)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(exponentialBackoff(20)).toBe(3_600_000);
  });

  it('a job that keeps failing is retried after its backoff, then ends failed with its last error', async () => {
    const queue = queueWith();
    let calls = 0;
    const flaky = jobType('flaky', async () => {
      calls += 1;
      throw new Error(`refused #${calls}`);
    });
    queue.register(flaky);
    await queue.enqueue(flaky.job({}, { maxAttempts: 3 }));

    expect(await queue.runOnce()).toBe(1);
    // Not due again before its backoff has passed.
    expect(await queue.runOnce()).toBe(0);
    clock.advance(30_000);
    expect(await queue.runOnce()).toBe(1);
    clock.advance(59_000);
    expect(await queue.runOnce()).toBe(0);
    clock.advance(1_000);
    expect(await queue.runOnce()).toBe(1);
    clock.advance(3_600_000);
    expect(await queue.runOnce()).toBe(0);

    const [job] = await database.db.select().from(jobs);
    expect(job).toMatchObject({ state: 'failed', attempts: 3, lastError: 'Error: refused #3' });
    expect(calls).toBe(3);
    expect(await queue.counts()).toEqual({ queued: 0, running: 0, done: 0, failed: 1 });
  });

  it('a job of a type nobody handles fails visibly, never silently dropped', async () => {
    const queue = queueWith(() => 0);
    await queue.enqueue(jobType('unknown-type').job({}, { maxAttempts: 2 }));
    await queue.drain();
    const [job] = await database.db.select().from(jobs);
    expect(job).toMatchObject({ state: 'failed', attempts: 2 });
    expect(job?.lastError).toMatch(/no handler for job type 'unknown-type'/);
  });

  it('a stored payload its schema refuses fails the job at once, logged, and the handler never runs', async () => {
    const logged: string[] = [];
    const log = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    });
    const queue = createJobQueue({ db: database.db, now: clock.now, logger: createLogger('error', log) });
    const seen: number[] = [];
    const note = defineJob('note', z.object({ n: z.number().int() }), async (job) => {
      seen.push(job.payload.n);
    });
    queue.register(note);
    // Written before the schema changed, or by hand: job() would refuse it, the row holds it anyway.
    await database.db
      .insert(jobs)
      .values({ type: 'note', payload: { n: 'seven' }, maxAttempts: 5, runAt: clock.now(), createdAt: clock.now() });

    expect(await queue.drain()).toBe(1);
    const [job] = await database.db.select().from(jobs);
    expect(job).toMatchObject({ state: 'failed', attempts: 1 });
    expect(job?.lastError).toBe(
      "JobPayloadError: the payload of a 'note' job does not match its schema: n: Invalid input: expected number, received string",
    );
    expect(job?.finishedAt).toEqual(clock.now());
    expect(seen).toEqual([]);
    // Not put back for another try: nothing is due, however long one waits.
    clock.advance(24 * 3_600_000);
    expect(await queue.drain()).toBe(0);
    const lines = logged.map((line) => JSON.parse(line) as { level: number; msg: string; lastError: string });
    expect(lines).toEqual([
      expect.objectContaining({ level: 50, msg: 'job failed for good', lastError: job?.lastError }),
    ]);
  });

  it('a payload its schema refuses is not queued', async () => {
    const note = defineJob('note', z.object({ n: z.number().int() }), async () => undefined);
    expect(() => note.job({ n: 1.5 })).toThrow(z.ZodError);
    expect(await queueWith().counts()).toEqual({ queued: 0, running: 0, done: 0, failed: 0 });
  });

  it('queued jobs survive a restart: a new queue on the same database runs them', async () => {
    const seen: number[] = [];
    const note = defineJob('note', z.object({ n: z.number() }), async (job) => {
      seen.push(job.payload.n);
    });
    const before = queueWith();
    await before.enqueue(note.job({ n: 1 }));
    await before.enqueue(note.job({ n: 2 }));
    await before.stop();

    const after = queueWith();
    after.register(note);
    expect(await after.drain()).toBe(2);
    expect(seen.sort()).toEqual([1, 2]);
  });

  it('a job whose instance died mid-run is claimed again once its lease has passed', async () => {
    const dead = createJobQueue({ db: database.db, now: clock.now, logger, leaseMs: 60_000 });
    dead.register(jobType('slow', () => new Promise<void>(() => undefined)));
    await dead.enqueue(jobType('slow').job({}));
    void dead.runOnce();
    await expect.poll(async () => (await database.db.select().from(jobs))[0]?.state).toBe('running');

    const alive = createJobQueue({ db: database.db, now: clock.now, logger, leaseMs: 60_000 });
    let ran = 0;
    alive.register(
      jobType('slow', async () => {
        ran += 1;
      }),
    );
    expect(await alive.runOnce()).toBe(0);
    clock.advance(60_000);
    expect(await alive.runOnce()).toBe(1);
    expect(ran).toBe(1);
    const [job] = await database.db.select().from(jobs);
    expect(job).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('a running job keeps its claim by renewing its short lease, however long it runs', async () => {
    const holder = createJobQueue({ db: database.db, now: clock.now, logger, leaseMs: 20_000, renewEveryMs: 10 });
    let finish: (() => void) | null = null;
    holder.register(jobType('long', () => new Promise<void>((resolve) => (finish = resolve))));
    await holder.enqueue(jobType('long').job({}));
    const run = holder.runOnce();
    await expect.poll(() => finish !== null).toBe(true);

    const other = createJobQueue({ db: database.db, now: clock.now, logger, leaseMs: 20_000 });
    let ran = 0;
    other.register(
      jobType('long', async () => {
        ran += 1;
      }),
    );
    // Three times 15 s: 45 s in all, more than twice the lease, and never claimable by the other.
    for (let step = 0; step < 3; step += 1) {
      clock.advance(15_000);
      const renewedUntil = clock.now().getTime() + 20_000;
      await expect
        .poll(async () => (await database.db.select().from(jobs))[0]?.lockedUntil?.getTime())
        .toBe(renewedUntil);
      expect(await other.runOnce()).toBe(0);
    }
    finish!();
    await run;
    const [job] = await database.db.select().from(jobs);
    expect(job).toMatchObject({ state: 'done', attempts: 1, lockedUntil: null });
    expect(ran).toBe(0);
  });

  it('a claim whose instance went silent is taken over after the lease; its renewal then aborts the handler', async () => {
    const silent = createJobQueue({
      db: database.db,
      now: clock.now,
      logger,
      leaseMs: 20_000,
      renewEveryMs: 3_600_000,
    });
    let signal: AbortSignal | null = null;
    silent.register(
      jobType('long', (job) => {
        signal = job.signal;
        return new Promise<void>((resolve) => job.signal.addEventListener('abort', () => resolve()));
      }),
    );
    await silent.enqueue(jobType('long').job({}));
    const run = silent.runOnce();
    await expect.poll(() => signal !== null).toBe(true);

    const other = createJobQueue({ db: database.db, now: clock.now, logger, leaseMs: 20_000 });
    other.register(jobType('long'));
    clock.advance(19_999);
    expect(await other.runOnce()).toBe(0);
    clock.advance(1);
    expect(await other.runOnce()).toBe(1);

    // The silent instance renews at last: the job is no longer its claim's, so the handler is aborted.
    expect(signal!.aborted).toBe(false);
    await silent.renewLeases();
    expect(signal!.aborted).toBe(true);
    await run;
    const [job] = await database.db.select().from(jobs);
    // Its late 'done' changed nothing: the row is the second claim's.
    expect(job).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('a renewal that meets its own mark (done, not yet let go) neither renews nor aborts the job', async () => {
    const queue = createJobQueue({ db: database.db, now: clock.now, logger, leaseMs: 20_000, renewEveryMs: 3_600_000 });
    let signal: AbortSignal | null = null;
    let finish: (() => void) | null = null;
    queue.register(
      jobType('long', (job) => {
        signal = job.signal;
        return new Promise<void>((resolve) => (finish = resolve));
      }),
    );
    await queue.enqueue(jobType('long').job({}));
    const run = queue.runOnce();
    await expect.poll(() => finish !== null).toBe(true);
    // The 'done' mark has committed and the queue has not let the job go yet.
    await database.db.update(jobs).set({ state: 'done', lockedUntil: null });
    clock.advance(5_000);
    await queue.renewLeases();
    expect(signal!.aborted).toBe(false);
    const [job] = await database.db.select().from(jobs);
    expect(job).toMatchObject({ state: 'done', lockedUntil: null });
    finish!();
    await run;
  });

  it("a job's email carries a Message-ID of the job, the same when it is sent again", async () => {
    const sink = await startSmtpSink();
    const mailer = createMailer({ smtpUrl: sink.url, from: 'Arkad <arkad@arkad.test>', logger });
    try {
      const queue = queueWith(() => 0);
      const once = jobType('email:once', async (job) => {
        await mailer.send({
          to: 'learner@example.com',
          subject: 'A note',
          text: 'A note.',
          messageId: jobMessageId(job, 'arkad.test'),
        });
        // The first attempt dies between the send and the 'done' mark.
        if (job.attempts === 1) throw new Error('crashed after the send');
      });
      queue.register(once);
      await queue.enqueue(once.job({}));
      await queue.drain();
      const [job] = await database.db.select().from(jobs);
      expect(job).toMatchObject({ state: 'done', attempts: 2 });
      expect(sink.messages).toHaveLength(2);
      const ids = sink.messages.map((m) => m.headers.get('message-id'));
      expect(ids).toEqual([jobMessageId(job!, 'arkad.test'), jobMessageId(job!, 'arkad.test')]);
      expect(ids[0]).toBe(`<job-${job!.id}.${job!.createdAt.getTime().toString(36)}@arkad.test>`);
    } finally {
      mailer.close?.();
      await sink.close();
    }
  });

  it('a dedupe key queues a job once', async () => {
    const queue = queueWith();
    const digest = jobType('digest');
    expect(await queue.enqueue(digest.job({}, { dedupeKey: 'week-48:7' }))).toBe(true);
    expect(await queue.enqueue(digest.job({}, { dedupeKey: 'week-48:7' }))).toBe(false);
    expect(await database.db.select().from(jobs).where(eq(jobs.dedupeKey, 'week-48:7'))).toHaveLength(1);
  });

  it('stop() waits for the jobs running, then claims nothing more', async () => {
    const queue = createJobQueue({ db: database.db, now: clock.now, logger, pollIntervalMs: 50 });
    let release: (() => void) | null = null;
    let finished = 0;
    const work = jobType('work', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      finished += 1;
    });
    queue.register(work);
    await queue.enqueue(work.job({}));
    queue.start();
    await expect.poll(async () => (await database.db.select().from(jobs))[0]?.state).toBe('running');
    // The row says 'running' once the claim commits; the handler starts when its answer arrives.
    await expect.poll(() => release !== null).toBe(true);
    const stopped = queue.stop();
    await queue.enqueue(work.job({}));
    release!();
    await stopped;
    expect(finished).toBe(1);
    expect(await queue.counts()).toMatchObject({ queued: 1, done: 1 });
  });

  it('a slow job holds one slot, not the batch: the other slots are refilled meanwhile, each job run once', async () => {
    const queue = createJobQueue({ db: database.db, now: clock.now, logger, concurrency: 2, pollIntervalMs: 50 });
    let release = () => undefined as void;
    const ran: number[] = [];
    const slow = jobType('slow', () => new Promise<void>((resolve) => (release = resolve)));
    const fast = defineJob('fast', z.object({ n: z.number() }), async (job) => {
      ran.push(job.payload.n);
    });
    queue.register(slow);
    queue.register(fast);
    await queue.enqueue(slow.job({}));
    await queue.enqueueMany([1, 2, 3, 4, 5].map((n) => fast.job({ n })));
    queue.start();
    // All five fast jobs are done while the slow one (claimed first) is still running.
    await expect.poll(() => queue.counts()).toEqual({ queued: 0, running: 1, done: 5, failed: 0 });
    release();
    await expect.poll(() => queue.counts()).toEqual({ queued: 0, running: 0, done: 6, failed: 0 });
    await queue.stop();
    expect(ran).toEqual([1, 2, 3, 4, 5]);
  });

  it('the admin dashboard reads the counts (queued, failed) with the admin token', async () => {
    const config = loadConfig({ ...testEnv, ADMIN_PASSWORD: 'correct horse battery staple admin' });
    const app = createAppWith({
      db: database.db,
      config,
      logger,
      mailer: createMailer({ smtpUrl: undefined, from: config.mailFrom, logger }),
      now: clock.now,
    });
    const queue = queueWith(() => 0);
    await queue.enqueue(jobType('waiting').job({}, { runAt: new Date(clock.now().getTime() + 60_000) }));
    await queue.enqueue(jobType('broken').job({}, { maxAttempts: 1 }));
    await queue.drain();

    expect((await request(app).get('/api/admin/jobs')).status).toBe(401);
    const login = await request(app).post('/api/admin/login').send({ password: 'correct horse battery staple admin' });
    expect(login.status).toBe(200);
    const res = await request(app).get('/api/admin/jobs').set('Authorization', `Bearer ${login.body.token}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ queued: 1, running: 0, done: 0, failed: 1 });
  });
});
