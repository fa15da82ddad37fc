import { and, isNull, lte } from 'drizzle-orm';
import { DAY_MS } from '@shared/domain/dates';
import { RETENTION_SWEEP_MINUTES } from '@shared/schemas/analytics';
import { QUIZ_ATTEMPT_TTL_MS } from '@shared/domain/quiz-rules';
import type { Database } from '../db/client';
import { quizAttempts, rateLimits } from '../db/schema';
import type { Logger } from '../lib/logger';
import type { AnalyticsService } from './analytics.service';

/** At most this long between two sweeps of one instance. */
export const SWEEP_INTERVAL_MS = RETENTION_SWEEP_MINUTES * 60 * 1000;

/** A timer the sweeper can cancel. */
export interface ScheduledRun {
  cancel(): void;
}
export type Schedule = (run: () => void, delayMs: number) => ScheduledRun;

/** setTimeout, unref'd: a waiting sweep never keeps the process alive. */
const timerSchedule: Schedule = (run, delayMs) => {
  const timer = setTimeout(run, delayMs);
  timer.unref();
  return { cancel: () => clearTimeout(timer) };
};

/** How long until the next sweep: the sweep interval, or less when the next UTC day starts sooner. */
export function nextSweepDelay(now: Date): number {
  const nextDay = Math.floor(now.getTime() / DAY_MS + 1) * DAY_MS;
  return Math.max(1, Math.min(SWEEP_INTERVAL_MS, nextDay - now.getTime()));
}

export interface RetentionDeps {
  db: Database;
  now: () => Date;
  logger: Logger;
  analytics: AnalyticsService;
  schedule?: Schedule;
}

/**
 * Deletes what the privacy policy says is kept only for a while: earlier days' analytics salts
 * (as each UTC day starts), events older than 30 days, and abuse-limit counters (which hold
 * network addresses) once their window has ended, and quiz attempts never answered in their 24 hours. Each instance sweeps at start, at the start of
 * every UTC day and at least every 10 minutes; the deletes are idempotent, so instances sweeping
 * at the same moment do no harm. A failed sweep is logged and the next one tries again.
 */
export function createRetention({ db, now, logger, analytics, schedule = timerSchedule }: RetentionDeps) {
  let next: ScheduledRun | null = null;
  let running: Promise<void> | null = null;
  let started = false;

  async function sweep(): Promise<void> {
    const at = now();
    await analytics.sweep(at);
    await db.delete(rateLimits).where(lte(rateLimits.expiresAt, at));
    const expired = new Date(at.getTime() - QUIZ_ATTEMPT_TTL_MS);
    await db.delete(quizAttempts).where(and(isNull(quizAttempts.answeredAt), lte(quizAttempts.createdAt, expired)));
  }

  function runNow(): void {
    next = null;
    running = sweep()
      .catch((error: unknown) => logger.warn({ err: error }, 'retention sweep failed; the next sweep tries again'))
      .finally(() => {
        running = null;
        if (started) next = schedule(runNow, nextSweepDelay(now()));
      });
  }

  return {
    /** Sweeps now, then on schedule until stopped. */
    start(): void {
      if (started) return;
      started = true;
      runNow();
    },

    /** Resolves once no sweep is running (the one in progress, if any, has finished). */
    async idle(): Promise<void> {
      await running;
    },

    /** No more sweeps; resolves once a sweep in progress has finished (before the database closes). */
    async stop(): Promise<void> {
      started = false;
      next?.cancel();
      next = null;
      await running;
    },
  };
}

export type Retention = ReturnType<typeof createRetention>;
