import { and, asc, count, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { JobPayloadError, type JobContext, type JobDefinition, type NewJob } from './define-job';

/** A registered type's runner: parses the stored payload, then calls the definition's handler. */
type JobRunner = (job: JobContext) => Promise<void>;

export interface JobCounts {
  queued: number;
  running: number;
  done: number;
  failed: number;
}

export interface JobQueueOptions {
  db: Database;
  now: () => Date;
  logger: Logger;
  /** Jobs claimed at once by one poll, run concurrently. */
  concurrency?: number;
  /** Wait between polls when nothing was due. */
  pollIntervalMs?: number;
  /**
   * How long a claim holds without a renewal; after that (the instance died, or the claim's answer
   * was lost) another instance claims the job again.
   */
  leaseMs?: number;
  /** How often the leases of the jobs this instance holds are renewed (default: a quarter of the lease). */
  renewEveryMs?: number;
  /** Delay before attempt n+1 after n failed attempts. */
  backoffMs?: (failedAttempts: number) => number;
}

export const DEFAULT_MAX_ATTEMPTS = 5;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60_000;
/**
 * Renewed every quarter of it while the job runs (decision 049, amended): a claim whose instance
 * died, or whose answer never arrived, is claimed again within seconds, and a job that runs longer
 * keeps its claim as long as its instance is alive.
 */
export const DEFAULT_LEASE_MS = 20_000;
const ERROR_MAX_CHARS = 1000;
const INSERT_CHUNK = 1000;

/** 30 s, 1 min, 2 min, 4 min ... at most an hour. */
export function exponentialBackoff(failedAttempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failedAttempts - 1));
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, ERROR_MAX_CHARS);
}

/**
 * A job queue on the app's own Postgres table `jobs` (decision 049), the same code on PGlite and
 * node-postgres. A poll claims due jobs with UPDATE ... WHERE id IN (SELECT ... FOR UPDATE SKIP
 * LOCKED): several instances polling at once never claim the same job. A job runs once its claim
 * commits; success marks it 'done', a throw puts it back with an exponential backoff, or marks it
 * 'failed' with its last error after maxAttempts. A claim holds a short lease, renewed while the
 * job runs: a job whose instance died mid-run, or whose claim's answer was lost, is claimed again
 * once the lease has passed (so delivery is at-least-once on a crash between the send and the
 * 'done' mark, exactly once otherwise; jobMessageId makes such a resend recognisable).
 */
export function createJobQueue(options: JobQueueOptions) {
  const { db, now, logger } = options;
  const concurrency = options.concurrency ?? 10;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const renewEveryMs = options.renewEveryMs ?? Math.max(1, Math.floor(leaseMs / 4));
  const backoffMs = options.backoffMs ?? exponentialBackoff;
  const handlers = new Map<string, JobRunner>();
  let started = false;
  let timer: NodeJS.Timeout | null = null;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  /** The jobs this instance has claimed and not yet marked (running, or finished and waiting for the mark). */
  const held = new Map<number, { job: JobContext; controller: AbortController }>();
  let renewTimer: NodeJS.Timeout | null = null;
  let renewing: Promise<void> | null = null;

  const row = (job: NewJob) => ({
    type: job.type,
    payload: job.payload,
    dedupeKey: job.dedupeKey ?? null,
    runAt: job.runAt ?? now(),
    maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    createdAt: now(),
  });

  /**
   * Takes up to n jobs in `state` that are due (queued: runAt passed; running: the lease passed),
   * locked so that another instance skips them, in the order of the (state, run_at, id) index: a
   * claim reads a few index rows, not every queued job.
   */
  async function take(state: 'queued' | 'running', n: number, at: Date): Promise<JobContext[]> {
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.state, state), state === 'queued' ? lte(jobs.runAt, at) : lte(jobs.lockedUntil, at)))
      .orderBy(asc(jobs.state), asc(jobs.runAt), asc(jobs.id))
      .limit(n)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({ state: 'running', attempts: sql`${jobs.attempts} + 1`, lockedUntil: new Date(at.getTime() + leaseMs) })
      .where(inArray(jobs.id, due))
      .returning({
        id: jobs.id,
        type: jobs.type,
        payload: jobs.payload,
        attempts: jobs.attempts,
        maxAttempts: jobs.maxAttempts,
        createdAt: jobs.createdAt,
      })
      .then((rows) => rows.map(hold));
  }

  /** Keeps the claimed job's lease renewed until it is released (marked, failed or put back). */
  function hold(job: Omit<JobContext, 'signal'>): JobContext {
    const controller = new AbortController();
    const kept = { ...job, signal: controller.signal };
    held.set(job.id, { job: kept, controller });
    if (!renewTimer) {
      renewTimer = setInterval(() => void renewLeases(), renewEveryMs);
      renewTimer.unref();
    }
    return kept;
  }

  function release(list: readonly JobContext[]): void {
    for (const job of list) if (held.get(job.id)?.job.attempts === job.attempts) held.delete(job.id);
    if (held.size === 0 && renewTimer) {
      clearInterval(renewTimer);
      renewTimer = null;
    }
  }

  /**
   * One statement for every job this instance holds: each lease runs from now again, if the job
   * is still this claim's. One that is not (the lease passed meanwhile and another instance took
   * it over) is aborted and let go; its late outcome changes nothing (the marks are guarded too).
   * A renewal that fails (the database is away) is tried again at the next tick.
   */
  function renewLeases(): Promise<void> {
    if (renewing || held.size === 0) return renewing ?? Promise.resolve();
    const list = [...held.values()].map((entry) => entry.job);
    const mine = list.map((job) => and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts)));
    const until = new Date(now().getTime() + leaseMs).toISOString();
    // Only a running job's lease is renewed; one this claim has just marked (done, failed, queued
    // for a retry) still answers with its attempts, so it is not taken for lost: a take-over is
    // what adds an attempt.
    renewing = db
      .update(jobs)
      .set({
        lockedUntil: sql`case when ${jobs.state} = 'running' then ${until}::timestamptz else ${jobs.lockedUntil} end`,
      })
      .where(or(...mine))
      .returning({ id: jobs.id, attempts: jobs.attempts })
      .then((renewed) => {
        const kept = new Set(renewed.map((r) => `${r.id}:${r.attempts}`));
        const lost = list.filter((job) => !kept.has(`${job.id}:${job.attempts}`) && held.get(job.id)?.job === job);
        for (const job of lost) {
          logger.warn(
            { job: job.id, type: job.type, attempts: job.attempts },
            'job lease lost; another instance has it',
          );
          held.get(job.id)?.controller.abort(new Error(`job ${job.id}: lease lost`));
        }
        release(lost);
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'renewing job leases failed; trying again'))
      .finally(() => {
        renewing = null;
      });
    return renewing;
  }

  /** Claims up to `limit` jobs: first those whose instance died (lease passed), then due ones. */
  async function claim(limit: number): Promise<JobContext[]> {
    if (limit <= 0) return [];
    const at = now();
    const expired = await take('running', limit, at);
    const due = expired.length < limit ? await take('queued', limit - expired.length, at) : [];
    return [...expired, ...due].sort((a, b) => a.id - b.id);
  }

  /** Marks finished jobs 'done' in one statement (each only if still this claim's). */
  async function markDone(list: readonly JobContext[]): Promise<void> {
    if (list.length === 0) return;
    const mine = list.map((job) => and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts)));
    await db
      .update(jobs)
      .set({ state: 'done', lockedUntil: null, finishedAt: now() })
      .where(and(eq(jobs.state, 'running'), or(...mine)));
    release(list);
  }

  /** Hands claimed jobs back untouched (queued, this claim's attempt undone): the queue stopped meanwhile. */
  async function putBack(list: readonly JobContext[]): Promise<void> {
    if (list.length === 0) return;
    const mine = list.map((job) => and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts)));
    await db
      .update(jobs)
      .set({ state: 'queued', lockedUntil: null, attempts: sql`${jobs.attempts} - 1` })
      .where(and(eq(jobs.state, 'running'), or(...mine)));
    release(list);
  }

  /**
   * Puts a failed job back with a backoff, or marks it 'failed' after its last attempt; a payload
   * that does not parse will not parse later either: failed at once.
   */
  async function fail(job: JobContext, error: unknown): Promise<void> {
    const at = now();
    const mine = and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), eq(jobs.state, 'running'));
    const lastError = errorText(error);
    // Whatever the statements below do, this instance stops renewing the job's lease.
    release([job]);
    if (job.attempts >= job.maxAttempts || error instanceof JobPayloadError) {
      logger.error({ job: job.id, type: job.type, attempts: job.attempts, lastError }, 'job failed for good');
      await db.update(jobs).set({ state: 'failed', lockedUntil: null, finishedAt: at, lastError }).where(mine);
      return;
    }
    logger.warn({ job: job.id, type: job.type, attempts: job.attempts, lastError }, 'job failed; retrying later');
    await db
      .update(jobs)
      .set({ state: 'queued', lockedUntil: null, lastError, runAt: new Date(at.getTime() + backoffMs(job.attempts)) })
      .where(mine);
  }

  /** Runs the job's handler: null on success, else what it threw. */
  async function execute(job: JobContext): Promise<unknown | null> {
    const handler = handlers.get(job.type);
    try {
      if (!handler) throw new Error(`no handler for job type '${job.type}'`);
      await handler(job);
      return null;
    } catch (error) {
      return error ?? new Error('job failed');
    }
  }

  /** Claims one batch of due jobs and runs them; resolves with how many it ran. */
  async function runOnce(): Promise<number> {
    const batch = await claim(concurrency);
    try {
      const outcomes = await Promise.all(batch.map(execute));
      await markDone(batch.filter((_, i) => outcomes[i] === null));
      await Promise.all(batch.map((job, i) => (outcomes[i] === null ? undefined : fail(job, outcomes[i]))));
    } finally {
      release(batch);
    }
    return batch.length;
  }

  /** Waits for the poll interval, an enqueue on this instance (nudge) or `also`, whichever first. */
  async function idle(also: Promise<unknown> | null): Promise<void> {
    await new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, pollIntervalMs);
      timer.unref();
      void also?.then(() => resolve());
    });
    wake = null;
    timer = null;
  }

  /**
   * Keeps up to `concurrency` jobs running: claims again as soon as half the slots are free (one
   * claim and one 'done' statement per half batch, not per job), and waits when nothing is due.
   */
  async function poll(): Promise<void> {
    const running = new Set<Promise<void>>();
    const succeeded: JobContext[] = [];
    const refill = Math.ceil(concurrency / 2);
    const launch = (job: JobContext) => {
      const settled: Promise<void> = execute(job)
        .then((error) => (error === null ? void succeeded.push(job) : fail(job, error)))
        .catch((error: unknown) => logger.warn({ err: error, job: job.id }, 'marking a job failed did not work'))
        .finally(() => running.delete(settled));
      running.add(settled);
    };
    // Kept until their 'done' statement has committed: a failed one is tried again at the next poll.
    const flush = async () => {
      const finished = succeeded.splice(0);
      try {
        await markDone(finished);
      } catch (error) {
        succeeded.push(...finished);
        throw error;
      }
    };
    while (started) {
      let short = true;
      try {
        await flush();
        const free = concurrency - running.size;
        const batch = await claim(free);
        // stop() was called while the claim was on its way: nothing more is claimed after it.
        if (!started) {
          await putBack(batch);
          break;
        }
        batch.forEach(launch);
        short = batch.length < free;
      } catch (error) {
        logger.warn({ err: error }, 'job poll failed; trying again');
      }
      if (!started) break;
      if (short) {
        // Nothing more due: wait, but mark the running ones done once they have all finished.
        await idle(running.size > 0 ? Promise.all(running) : null);
      } else {
        while (started && running.size > concurrency - refill) await Promise.race(running);
      }
    }
    await Promise.all(running);
    await flush().catch((error: unknown) => {
      logger.warn({ err: error }, 'marking jobs done at stop did not work; their lease will expire');
      release([...held.values()].map((entry) => entry.job));
    });
  }

  return {
    /**
     * Registers a job type (before start) with what its handler runs with. Its jobs' payloads are
     * parsed by its schema first: the handler gets the parsed payload, or the job fails at once.
     */
    register<Schema extends z.ZodType, Deps>(
      definition: JobDefinition<Schema, Deps>,
      ...deps: undefined extends Deps ? [] : [Deps]
    ): void {
      const [given] = deps;
      handlers.set(definition.type, async (job) => {
        const parsed = definition.payloadSchema.safeParse(job.payload);
        if (!parsed.success) throw new JobPayloadError(job.type, parsed.error);
        // `given` is the tuple's one element, absent only when Deps allows undefined.
        await definition.handler({ ...job, payload: parsed.data }, given as Deps);
      });
    },

    /** Queues a job (a definition's job()); with a dedupeKey already used, nothing. Resolves: added? */
    async enqueue(job: NewJob): Promise<boolean> {
      const added = await db.insert(jobs).values(row(job)).onConflictDoNothing().returning({ id: jobs.id });
      return added.length > 0;
    },

    /** Queues many jobs in a few statements; resolves with how many were added. */
    async enqueueMany(list: readonly NewJob[], database: Database = db): Promise<number> {
      let added = 0;
      for (let i = 0; i < list.length; i += INSERT_CHUNK) {
        const rows = list.slice(i, i + INSERT_CHUNK).map(row);
        const inserted = await database.insert(jobs).values(rows).onConflictDoNothing().returning({ id: jobs.id });
        added += inserted.length;
      }
      return added;
    },

    runOnce,

    /** Renews the leases this instance holds now (the timer does it every renewEveryMs). */
    renewLeases,

    /** Runs due jobs until none is due (tests, and the bench). Resolves with how many ran. */
    async drain(): Promise<number> {
      let total = 0;
      for (let ran = await runOnce(); ran > 0; ran = await runOnce()) total += ran;
      return total;
    },

    /** The admin dashboard's counts, by state. */
    async counts(): Promise<JobCounts> {
      const rows = await db.select({ state: jobs.state, n: count() }).from(jobs).groupBy(jobs.state);
      const of = (state: string) => rows.find((r) => r.state === state)?.n ?? 0;
      return { queued: of('queued'), running: of('running'), done: of('done'), failed: of('failed') };
    },

    /** Deletes done jobs finished before `doneBefore` and failed ones before `failedBefore`. */
    async prune(doneBefore: Date, failedBefore: Date): Promise<void> {
      await db.delete(jobs).where(and(eq(jobs.state, 'done'), lte(jobs.finishedAt, doneBefore)));
      await db.delete(jobs).where(and(eq(jobs.state, 'failed'), lte(jobs.finishedAt, failedBefore)));
    },

    /** Polls from now on until stopped. */
    start(): void {
      if (started) return;
      started = true;
      loop = poll();
    },

    /** Polls at once (after an enqueue on this instance). */
    nudge(): void {
      if (timer) clearTimeout(timer);
      wake?.();
    },

    /** No more claims; resolves once the jobs this instance is running have finished. */
    async stop(): Promise<void> {
      started = false;
      if (timer) clearTimeout(timer);
      wake?.();
      await loop;
      loop = null;
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
