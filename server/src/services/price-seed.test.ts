import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { asc, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyCloses } from '../db/schema';
import { type MarketApp, silent, startApp, writeCsv } from '../test/market-app';
import { HISTORY_REVALIDATE_MS } from './price-history.service';
import { parseSeedCsv, SEED_CSV_PATH, seedDailyCloses } from './price-seed';

/** The bundled file's rows, as the table should hold them. */
const BUNDLED = parseSeedCsv(readFileSync(SEED_CSV_PATH, 'utf8')).rows.map((row) => ({ ...row, source: 'seed' }));

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

  it('loads the bundled CSV (5,347 days from 2012-01-01) and adds nothing the second time', async () => {
    const first = await seedDailyCloses({ db: ctx.database.db, logger: silent });
    expect(first).toEqual({ rows: 5347, inserted: 5347, corrected: 0, removed: 0, invalid: 0, alreadySeeded: false });
    expect(await countRows()).toBe(5347);
    const [earliest] = await ctx.database.db.select().from(dailyCloses).orderBy(asc(dailyCloses.date)).limit(1);
    expect(earliest).toEqual({ date: '2012-01-01', usd: 5, source: 'seed' });

    const second = await seedDailyCloses({ db: ctx.database.db, logger: silent });
    expect(second).toEqual({ rows: 5347, inserted: 0, corrected: 0, removed: 0, invalid: 0, alreadySeeded: true });
    expect(await countRows()).toBe(5347);
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
    // Starts on the bundled file's first day, so no stored row lies before it.
    const csv = writeCsv([
      '2012-01-01,5.00',
      '2026-08-21,78325.11',
      '2030-01-01,0',
      '2030-01-02,-5',
      '2030-01-03,abc',
      '2030-02-30,1',
      '2030-01-04,',
      '2030-01-05,100',
      '2030-01-05,101',
    ]);
    const report = await seedDailyCloses({ db: ctx.database.db, logger, csvPath: csv });
    // Already stored: 2012-01-01 and 2026-08-21. New: 2030-01-05 (its repeat is invalid).
    expect(report).toEqual({ rows: 3, inserted: 1, corrected: 0, removed: 0, invalid: 6, alreadySeeded: false });
    expect(await countRows()).toBe(5348);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      count: 6,
      msg: expect.stringContaining('skipped as invalid'),
    });
    const [added] = await ctx.database.db.select().from(dailyCloses).where(eq(dailyCloses.date, '2030-01-05'));
    expect(added).toEqual({ date: '2030-01-05', usd: 100, source: 'seed' });
    await ctx.database.db.delete(dailyCloses).where(eq(dailyCloses.date, '2030-01-05'));
  });
});

describe('repairing a database seeded from the previous bundled file (2010-07-18 on)', () => {
  // Rows of the previous file (git history: 2010-07-18..2026-08-22, Coin Metrics and unsourced
  // rows), as a database seeded from it holds them.
  const OLD_ROWS = [
    '2010-07-18,0.08584',
    '2011-12-31,4.71',
    '2012-01-01,5.29',
    '2012-01-18,5.90',
    '2014-02-20,563.77',
    '2015-08-18,246.70',
    '2026-03-04,67983.30',
    '2026-08-21,75093.25',
    '2026-08-22,77861.63',
  ];
  // Days the live provider wrote: one in the file's range (2014-02-22) and one after the old
  // file's last day (2026-08-23). The file must never overwrite or remove them.
  const PROVIDER_ROWS = [
    { date: '2014-02-22', usd: 600.5, source: 'live' },
    { date: '2026-08-23', usd: 79000.5, source: 'live' },
  ];
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
    await ctx.database.db.insert(dailyCloses).values(PROVIDER_ROWS);
    await seedDailyCloses({ db: ctx.database.db, logger: silent, csvPath: writeCsv(OLD_ROWS) });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const closeOn = async (date: string) => {
    const [row] = await ctx.database.db.select().from(dailyCloses).where(eq(dailyCloses.date, date));
    return row;
  };
  const allRows = () => ctx.database.db.select().from(dailyCloses).orderBy(asc(dailyCloses.date));

  it('ends with exactly the new rows in one start, keeps the provider rows, and logs how many', async () => {
    const before = await request(ctx.app).get('/api/bitcoin/historical?from=2012-01-18&to=2012-01-18');
    expect(before.body.data).toEqual([{ date: '2012-01-18', price: 5.9 }]);

    logLines.length = 0;
    const report = await seedDailyCloses({ db: ctx.database.db, logger });
    // 6 old rows lie in the file's range and all differ from it: corrected. 2 lie before 2012-01-01 and 1 after 2026-08-21:
    // removed. Added: 5,347 - 6 stored - 1 provider day (2014-02-22) = 5,340.
    expect(report).toEqual({ rows: 5347, inserted: 5340, corrected: 6, removed: 3, invalid: 0, alreadySeeded: false });
    expect(logLines).toHaveLength(1);
    expect(JSON.parse(logLines[0] ?? '{}')).toMatchObject({
      corrected: 6,
      inserted: 5340,
      removed: 3,
      msg: 'price history ready from the bundled file: 5,340 rows added, 6 rows corrected, 3 rows outside 2012-01-01..2026-08-21 removed',
    });

    // Exactly the file's rows, but the provider's day in its range, and the provider's newer day.
    const expected = [...BUNDLED.map((row) => (row.date === '2014-02-22' ? PROVIDER_ROWS[0] : row)), PROVIDER_ROWS[1]];
    expect(await allRows()).toEqual(expected);

    // The running app sees the repair (made here as by another process) once it looks at the
    // database again: at most HISTORY_REVALIDATE_MS later.
    ctx.clock.advance(HISTORY_REVALIDATE_MS);
    const after = await request(ctx.app).get('/api/bitcoin/historical?from=2011-12-30&to=2012-01-18');
    expect(after.body.data[0]).toEqual({ date: '2012-01-01', price: 5 });
    expect(after.body.data).toHaveLength(18);
    expect(after.body.data[17]).toEqual({ date: '2012-01-18', price: 7.1 });
    const euros = await request(ctx.app).get('/api/bitcoin/historical?from=2014-02-20&to=2014-02-20&currency=eur');
    expect(euros.body.data).toEqual([{ date: '2014-02-20', price: 409.94 }]);
    expect(await closeOn('2015-08-18')).toEqual({ date: '2015-08-18', usd: 224.8, source: 'seed' });
    expect(await closeOn('2026-03-04')).toMatchObject({ usd: 72691, source: 'seed' });
    expect(await closeOn('2010-07-18')).toBeUndefined();
    expect(await closeOn('2026-08-22')).toBeUndefined();
  });

  it('changes nothing on the next start', async () => {
    logLines.length = 0;
    const report = await seedDailyCloses({ db: ctx.database.db, logger });
    expect(report).toEqual({ rows: 5347, inserted: 0, corrected: 0, removed: 0, invalid: 0, alreadySeeded: true });
    expect(JSON.parse(logLines[0] ?? '{}')).toMatchObject({ corrected: 0, inserted: 0, removed: 0 });
    expect(await closeOn('2014-02-22')).toEqual(PROVIDER_ROWS[0]);
    expect(await closeOn('2026-08-23')).toEqual(PROVIDER_ROWS[1]);
    expect(await closeOn('2014-02-20')).toMatchObject({ usd: 561.86 });
  });

  it('corrects a row again when it drifts from the file, and only that one', async () => {
    await ctx.database.db.update(dailyCloses).set({ usd: 1 }).where(eq(dailyCloses.date, '2020-01-01'));
    const report = await seedDailyCloses({ db: ctx.database.db, logger: silent });
    expect(report).toMatchObject({ inserted: 0, corrected: 1, removed: 0, alreadySeeded: false });
    expect(await closeOn('2020-01-01')).toMatchObject({ usd: 7178.68 });
  });

  it('removes seed rows outside the file again, but never a provider row there', async () => {
    await ctx.database.db.insert(dailyCloses).values([
      { date: '2011-06-01', usd: 9.5, source: 'seed' },
      { date: '2011-06-02', usd: 9.6, source: 'live' },
      { date: '2026-08-24', usd: 80000, source: 'seed' },
    ]);
    const report = await seedDailyCloses({ db: ctx.database.db, logger: silent });
    expect(report).toMatchObject({ inserted: 0, corrected: 0, removed: 2, alreadySeeded: false });
    expect(await closeOn('2011-06-01')).toBeUndefined();
    expect(await closeOn('2026-08-24')).toBeUndefined();
    expect(await closeOn('2011-06-02')).toMatchObject({ source: 'live' });
    expect(await closeOn('2026-08-23')).toEqual(PROVIDER_ROWS[1]);
  });
});
