import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { jobs } from '../db/schema';
import { createTestDatabase } from '../test/test-database';
import { createAppWith, TestClock, testEnv } from '../test/test-app';
import { loadConfig } from '../config/env';
import { createJobQueue, exponentialBackoff } from './job-queue';
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
