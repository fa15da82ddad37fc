import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { jobs } from '../db/schema';
import { createTestDatabase } from '../test/test-database';
import { createAppWith, TestClock, testEnv } from '../test/test-app';
import { loadConfig } from '../config/env';
import { startSmtpSink } from '../test/smtp-sink';
import { createJobQueue, exponentialBackoff, jobMessageId } from './job-queue';
import { createLogger } from './logger';
import { createMailer } from './mailer';

const logger = createLogger('silent');

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
    queue.register('flaky', async () => {
      calls += 1;
      throw new Error(`refused #${calls}`);
    });
    await queue.enqueue('flaky', {}, { maxAttempts: 3 });

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
    await queue.enqueue('unknown-type', {}, { maxAttempts: 2 });
    await queue.drain();
    const [job] = await database.db.select().from(jobs);
    expect(job).toMatchObject({ state: 'failed', attempts: 2 });
    expect(job?.lastError).toMatch(/no handler for job type 'unknown-type'/);
  });

  it('queued jobs survive a restart: a new queue on the same database runs them', async () => {
    const before = queueWith();
    await before.enqueue('note', { n: 1 });
    await before.enqueue('note', { n: 2 });
    await before.stop();

    const after = queueWith();
    const seen: unknown[] = [];
    after.register('note', async (job) => {
      seen.push(job.payload.n);
    });
    expect(await after.drain()).toBe(2);
    expect(seen.sort()).toEqual([1, 2]);
  });

  it('a job whose instance died mid-run is claimed again once its lease has passed', async () => {
    const dead = createJobQueue({ db: database.db, now: clock.now, logger, leaseMs: 60_000 });
    dead.register('slow', () => new Promise<void>(() => undefined));
    await dead.enqueue('slow');
    void dead.runOnce();
    await expect.poll(async () => (await database.db.select().from(jobs))[0]?.state).toBe('running');

    const alive = createJobQueue({ db: database.db, now: clock.now, logger, leaseMs: 60_000 });
    let ran = 0;
    alive.register('slow', async () => {
      ran += 1;
    });
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
    holder.register('long', () => new Promise<void>((resolve) => (finish = resolve)));
    await holder.enqueue('long');
    const run = holder.runOnce();
    await expect.poll(() => finish !== null).toBe(true);

    const other = createJobQueue({ db: database.db, now: clock.now, logger, leaseMs: 20_000 });
    let ran = 0;
    other.register('long', async () => {
      ran += 1;
    });
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
    silent.register('long', (job) => {
      signal = job.signal;
      return new Promise<void>((resolve) => job.signal.addEventListener('abort', () => resolve()));
    });
    await silent.enqueue('long');
    const run = silent.runOnce();
    await expect.poll(() => signal !== null).toBe(true);

    const other = createJobQueue({ db: database.db, now: clock.now, logger, leaseMs: 20_000 });
    other.register('long', async () => undefined);
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
    queue.register('long', (job) => {
      signal = job.signal;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    await queue.enqueue('long');
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
      queue.register('email:once', async (job) => {
        await mailer.send({
          to: 'learner@example.com',
          subject: 'A note',
          text: 'A note.',
          messageId: jobMessageId(job, 'arkad.test'),
        });
        // The first attempt dies between the send and the 'done' mark.
        if (job.attempts === 1) throw new Error('crashed after the send');
      });
      await queue.enqueue('email:once');
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
    expect(await queue.enqueue('digest', {}, { dedupeKey: 'week-48:7' })).toBe(true);
    expect(await queue.enqueue('digest', {}, { dedupeKey: 'week-48:7' })).toBe(false);
    expect(await database.db.select().from(jobs).where(eq(jobs.dedupeKey, 'week-48:7'))).toHaveLength(1);
  });

  it('stop() waits for the jobs running, then claims nothing more', async () => {
    const queue = createJobQueue({ db: database.db, now: clock.now, logger, pollIntervalMs: 50 });
    let release: (() => void) | null = null;
    let finished = 0;
    queue.register('work', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      finished += 1;
    });
    await queue.enqueue('work');
    queue.start();
    await expect.poll(async () => (await database.db.select().from(jobs))[0]?.state).toBe('running');
    // The row says 'running' once the claim commits; the handler starts when its answer arrives.
    await expect.poll(() => release !== null).toBe(true);
    const stopped = queue.stop();
    await queue.enqueue('work');
    release!();
    await stopped;
    expect(finished).toBe(1);
    expect(await queue.counts()).toMatchObject({ queued: 1, done: 1 });
  });

  it('a slow job holds one slot, not the batch: the other slots are refilled meanwhile, each job run once', async () => {
    const queue = createJobQueue({ db: database.db, now: clock.now, logger, concurrency: 2, pollIntervalMs: 50 });
    let release = () => undefined as void;
    const ran: number[] = [];
    queue.register('slow', () => new Promise<void>((resolve) => (release = resolve)));
    queue.register('fast', async (job) => {
      ran.push(Number(job.payload.n));
    });
    await queue.enqueue('slow');
    await queue.enqueueMany([1, 2, 3, 4, 5].map((n) => ({ type: 'fast', payload: { n } })));
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
    await queue.enqueue('waiting', {}, { runAt: new Date(clock.now().getTime() + 60_000) });
    await queue.enqueue('broken', {}, { maxAttempts: 1 });
    await queue.drain();

    expect((await request(app).get('/api/admin/jobs')).status).toBe(401);
    const login = await request(app).post('/api/admin/login').send({ password: 'correct horse battery staple admin' });
    expect(login.status).toBe(200);
    const res = await request(app).get('/api/admin/jobs').set('Authorization', `Bearer ${login.body.token}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ queued: 1, running: 0, done: 0, failed: 1 });
  });
});
