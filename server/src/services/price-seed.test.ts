import { Writable } from 'node:stream';
import { asc, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyCloses } from '../db/schema';
import { type MarketApp, silent, startApp, writeCsv } from '../test/market-app';
import { HISTORY_REVALIDATE_MS } from './price-history.service';
import { seedDailyCloses } from './price-seed';

describe('seeding the daily closes', () => {
  let ctx: MarketApp;

  beforeAll(async () => {
    ctx = await startApp({ LIVE_PRICES: 'off' }, undefined, 'empty');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const countRows = async () => {
    const [row] = await ctx.database.db.select({ count: sql<number>`count(*)::int` }).from(dailyCloses);
    return row?.count;
  };

  it('loads the bundled CSV (5,880 days) and adds nothing the second time', async () => {
    const first = await seedDailyCloses({ db: ctx.database.db, logger: silent });
    expect(first).toEqual({ rows: 5880, inserted: 5880, corrected: 0, invalid: 0, alreadySeeded: false });
    expect(await countRows()).toBe(5880);
    const [earliest] = await ctx.database.db.select().from(dailyCloses).orderBy(asc(dailyCloses.date)).limit(1);
    expect(earliest).toEqual({ date: '2010-07-18', usd: 0.08584, eur: 0.06645, source: 'seed' });

    const second = await seedDailyCloses({ db: ctx.database.db, logger: silent });
    expect(second).toEqual({ rows: 5880, inserted: 0, corrected: 0, invalid: 0, alreadySeeded: true });
    expect(await countRows()).toBe(5880);
  });

  it('skips invalid rows with a warning and fills in only missing days', async () => {
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
    const csv = writeCsv([
      '2026-08-21,75093.25,64234.54',
      '2026-08-22,77861.63,66665.12',
      '2030-01-01,0,1',
      '2030-01-02,-5,1',
      '2030-01-03,abc,1',
      '2030-02-30,1,1',
      '2030-01-04,100,',
      '2030-01-05,100,90',
      '2030-01-05,101,91',
    ]);
    const report = await seedDailyCloses({ db: ctx.database.db, logger, csvPath: csv });
    // Already stored: 2026-08-21 and 2026-08-22. New: 2030-01-05 (its repeat is invalid).
    expect(report).toEqual({ rows: 3, inserted: 1, corrected: 0, invalid: 6, alreadySeeded: false });
    expect(await countRows()).toBe(5881);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      count: 6,
      msg: expect.stringContaining('skipped as invalid'),
    });
    const [added] = await ctx.database.db.select().from(dailyCloses).where(eq(dailyCloses.date, '2030-01-05'));
    expect(added).toEqual({ date: '2030-01-05', usd: 100, eur: 90, source: 'seed' });
    await ctx.database.db.delete(dailyCloses).where(eq(dailyCloses.date, '2030-01-05'));
  });
});

describe('repairing a database seeded from the old bundled file', () => {
  // Rows of the first version of the file (git history), as a database seeded from it holds them.
  const OLD_ROWS = [
    '2010-10-01,0.10,0.07',
    '2013-12-04,1237.60,827.00',
    '2014-02-20,111.90,411.30',
    '2014-02-21,111.60,418.00',
    '2026-08-22,77861.63,66665.12',
  ];
  // A day the live provider wrote (in the file's range): the file must never overwrite it.
  const PROVIDER_ROW = { date: '2014-02-22', usd: 600.5, eur: 440.25, source: 'live' };
  let ctx: MarketApp;
  const logLines: string[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  );

  beforeAll(async () => {
    ctx = await startApp({ LIVE_PRICES: 'off' }, undefined, 'empty');
    await ctx.database.db.insert(dailyCloses).values(PROVIDER_ROW);
    await seedDailyCloses({ db: ctx.database.db, logger: silent, csvPath: writeCsv(OLD_ROWS) });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const closeOn = async (date: string) => {
    const [row] = await ctx.database.db.select().from(dailyCloses).where(eq(dailyCloses.date, date));
    return row;
  };

  it('corrects the old rows in one start, leaves the provider row alone, and logs how many', async () => {
    const before = await request(ctx.app).get('/api/bitcoin/historical?from=2014-02-20&to=2014-02-20');
    expect(before.body.data).toEqual([{ date: '2014-02-20', price: 111.9 }]);

    logLines.length = 0;
    const report = await seedDailyCloses({ db: ctx.database.db, logger });
    // 4 old rows differ from the file (2026-08-22 did not change); 5,880 - 5 stored - 1 provider day added.
    expect(report).toEqual({ rows: 5880, inserted: 5874, corrected: 4, invalid: 0, alreadySeeded: false });
    expect(logLines).toHaveLength(1);
    expect(JSON.parse(logLines[0] ?? '{}')).toMatchObject({
      corrected: 4,
      inserted: 5874,
      msg: expect.stringContaining('4 rows corrected'),
    });

    // The running app sees the repair (made here as by another process) once it looks at the
    // database again: at most HISTORY_REVALIDATE_MS later.
    ctx.clock.advance(HISTORY_REVALIDATE_MS);
    const after = await request(ctx.app).get('/api/bitcoin/historical?from=2014-02-20&to=2014-02-20');
    expect(after.body.data).toEqual([{ date: '2014-02-20', price: 563.77 }]);
    const euros = await request(ctx.app).get('/api/bitcoin/historical?from=2014-02-20&to=2014-02-20&currency=eur');
    expect(euros.body.data).toEqual([{ date: '2014-02-20', price: 411.83 }]);
    expect(await closeOn('2010-10-01')).toEqual({ date: '2010-10-01', usd: 0.06197, eur: 0.04506, source: 'seed' });
    expect(await closeOn('2013-12-04')).toMatchObject({ usd: 1134.93, source: 'seed' });
    expect(await closeOn('2014-02-22')).toEqual(PROVIDER_ROW);
  });

  it('changes nothing on the next start', async () => {
    logLines.length = 0;
    const report = await seedDailyCloses({ db: ctx.database.db, logger });
    expect(report).toEqual({ rows: 5880, inserted: 0, corrected: 0, invalid: 0, alreadySeeded: true });
    expect(JSON.parse(logLines[0] ?? '{}')).toMatchObject({ corrected: 0, inserted: 0 });
    expect(await closeOn('2014-02-22')).toEqual(PROVIDER_ROW);
    expect(await closeOn('2014-02-20')).toMatchObject({ usd: 563.77 });
  });

  it('corrects a row again when it drifts from the file, and only that one', async () => {
    await ctx.database.db.update(dailyCloses).set({ usd: 1 }).where(eq(dailyCloses.date, '2020-01-01'));
    const report = await seedDailyCloses({ db: ctx.database.db, logger: silent });
    expect(report).toMatchObject({ inserted: 0, corrected: 1, alreadySeeded: false });
    expect(await closeOn('2020-01-01')).toMatchObject({ usd: 7199.8 });
  });
});
