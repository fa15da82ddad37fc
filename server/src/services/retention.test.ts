import { Writable } from 'node:stream';
import { asc } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServices } from '../composition';
import { loadConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import { analyticsEvents, analyticsSalts, rateLimits } from '../db/schema';
import { createLogger } from '../lib/logger';
import { createMailer } from '../lib/mailer';
import { createTestDatabase } from '../test/test-database';
import { TestClock, testEnv } from '../test/test-app';
import { createRetention, nextSweepDelay, SWEEP_INTERVAL_MS, type Schedule } from './retention';

const MINUTE = 60 * 1000;

describe('nextSweepDelay', () => {
  it.each([
    ['in the middle of a day: the interval', '2026-03-10T12:00:00.000Z', SWEEP_INTERVAL_MS],
    ['one minute before midnight UTC: one minute', '2026-03-10T23:59:00.000Z', MINUTE],
    ['one millisecond before midnight: one millisecond', '2026-03-10T23:59:59.999Z', 1],
    ['at midnight: the interval', '2026-03-11T00:00:00.000Z', SWEEP_INTERVAL_MS],
  ])('%s', (_case, at, delay) => {
    expect(nextSweepDelay(new Date(at))).toBe(delay);
  });
});

/** Timers the test runs by hand: what was scheduled, with its delay, and whether it was cancelled. */
function handTimers() {
  const scheduled: { run: () => void; delayMs: number; cancelled: boolean }[] = [];
  const schedule: Schedule = (run, delayMs) => {
    const entry = { run, delayMs, cancelled: false };
    scheduled.push(entry);
    return {
      cancel: () => {
        entry.cancelled = true;
      },
    };
  };
  return { schedule, scheduled, last: () => scheduled.at(-1)! };
}

describe('the retention sweeper', () => {
  let database: DatabaseHandle;
  // A fixed clock, from 2026-03-10 23:50 UTC.
  const clock = new TestClock(Date.parse('2026-03-10T23:50:00.000Z'));
  let services: ReturnType<typeof buildServices>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ ...testEnv, RATE_LIMIT_EVENTS_ADDRESS: '100/5m' });
    const logger = createLogger('silent');
    const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, logger });
    services = buildServices({ db: database.db, config, logger, mailer, now: clock.now });
  });
  afterAll(async () => {
    await database.close();
  });

  const visitor = { address: '192.0.2.7', userAgent: 'Browser/1' };
  const salts = async () =>
    (await database.db.select().from(analyticsSalts).orderBy(asc(analyticsSalts.day))).map((row) => row.day);
  const eventDays = async () =>
    (await database.db.select().from(analyticsEvents).orderBy(asc(analyticsEvents.occurredAt))).map((row) =>
      row.occurredAt.toISOString(),
    );
  const counters = async () =>
    (await database.db.select().from(rateLimits).orderBy(asc(rateLimits.key))).map((row) => row.key);

  it('deletes, at start, what has expired and keeps the rest; then waits until midnight UTC', async () => {
    // Yesterday's salt, from a batch sent yesterday; today's, from one sent now.
    clock.advance(-24 * 60 * MINUTE);
    await services.analytics.record([{ name: 'login', properties: {} }], visitor);
    clock.advance(24 * 60 * MINUTE);
    await services.analytics.record([{ name: 'login', properties: {} }], visitor);
    // Two old events: the dashboard's first day (2026-02-09) is kept, the day before is not.
    await database.db.insert(analyticsEvents).values([
      { name: 'login', properties: {}, visitorHash: 'old', occurredAt: new Date('2026-02-08T23:59:59.999Z') },
      { name: 'login', properties: {}, visitorHash: 'old', occurredAt: new Date('2026-02-09T00:00:00.000Z') },
    ]);
    // At 23:44 two counters start: a 5-minute one (ended 23:49) and an hour-long one.
    clock.advance(-6 * MINUTE);
    await services.limiter.hit('eventsAddress', '198.51.100.1');
    await services.limiter.hit('feedbackAddress', '198.51.100.3');
    // At 23:55 a third, whose window ends at midnight.
    clock.advance(11 * MINUTE);
    await services.limiter.hit('eventsAddress', '198.51.100.2');
    clock.advance(4 * MINUTE); // 23:59
    expect(await salts()).toEqual(['2026-03-09', '2026-03-10']);

    const timers = handTimers();
    const retention = createRetention({
      db: database.db,
      now: clock.now,
      logger: createLogger('silent'),
      analytics: services.analytics,
      schedule: timers.schedule,
    });
    retention.start();
    await retention.idle();

    expect(await salts()).toEqual(['2026-03-10']);
    expect(await eventDays()).toEqual([
      '2026-02-09T00:00:00.000Z',
      '2026-03-09T23:50:00.000Z',
      '2026-03-10T23:50:00.000Z',
    ]);
    // Only the counter whose window ended at 23:49 is gone.
    expect(await counters()).toEqual(['eventsAddress:198.51.100.2', 'feedbackAddress:198.51.100.3']);
    // The next sweep is due as the next UTC day starts, a minute from now.
    expect(timers.scheduled).toHaveLength(1);
    expect(timers.last().delayMs).toBe(MINUTE);

    // Midnight: today's salt becomes yesterday's and goes at once, with the counter whose window
    // has just ended and the events that fell out of the 30 days.
    clock.advance(MINUTE);
    await services.analytics.record([{ name: 'login', properties: {} }], visitor);
    expect(await salts()).toEqual(['2026-03-10', '2026-03-11']);
    timers.last().run();
    await retention.idle();
    expect(await salts()).toEqual(['2026-03-11']);
    expect(await eventDays()).not.toContain('2026-02-09T00:00:00.000Z');
    expect(await counters()).toEqual(['feedbackAddress:198.51.100.3']);
    // Then every 10 minutes.
    expect(timers.scheduled).toHaveLength(2);
    expect(timers.last().delayMs).toBe(SWEEP_INTERVAL_MS);

    // Stopping cancels the next sweep.
    await retention.stop();
    expect(timers.last().cancelled).toBe(true);
    expect(timers.scheduled).toHaveLength(2);
  });

  it('runs on several instances at once without harm', async () => {
    clock.advance(10 * 24 * 60 * MINUTE);
    await services.limiter.hit('eventsAddress', '198.51.100.9');
    clock.advance(60 * MINUTE);
    const instances = Array.from({ length: 4 }, () =>
      createRetention({
        db: database.db,
        now: clock.now,
        logger: createLogger('silent'),
        analytics: services.analytics,
        schedule: handTimers().schedule,
      }),
    );
    for (const instance of instances) instance.start();
    await Promise.all(instances.map((instance) => instance.stop()));
    expect(await salts()).toEqual([]);
    expect(await counters()).toEqual([]);
  });

  it('logs a failed sweep and tries again at the next', async () => {
    const broken = await createTestDatabase();
    const brokenServices = buildServices({
      db: broken.db,
      config: loadConfig({ ...testEnv }),
      logger: createLogger('silent'),
      mailer: createMailer({ smtpUrl: undefined, from: 'arkad@example.com', logger: createLogger('silent') }),
      now: clock.now,
    });
    await broken.close();
    const lines: string[] = [];
    const logger = pino(
      { level: 'warn' },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const timers = handTimers();
    const retention = createRetention({
      db: broken.db,
      now: clock.now,
      logger,
      analytics: brokenServices.analytics,
      schedule: timers.schedule,
    });
    retention.start();
    await retention.idle();
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['retention sweep failed; the next sweep tries again']);
    expect(timers.scheduled).toHaveLength(1);
    await retention.stop();
  });
});
