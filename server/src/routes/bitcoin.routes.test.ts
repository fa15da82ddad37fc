import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { asc, eq, sql } from 'drizzle-orm';
import type { Express } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { circulatingSupply } from '@shared/domain/bitcoin-supply';
import { calculateDca, dcaMessages } from '@shared/domain/dca';
import { bitcoinMessages, dcaInputMessages, type DcaInput, type PricePoint } from '@shared/schemas/bitcoin';
import { createApp } from '../app';
import { buildServices } from '../composition';
import { loadConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import { dailyCloses, marketSnapshots } from '../db/schema';
import { createLogger } from '../lib/logger';
import { createMailer } from '../lib/mailer';
import type { MarketQuoteService } from '../services/market-quote.service';
import { SEED_CSV_PATH, seedDailyCloses } from '../services/price-history.service';
import { registerUser, TestClock, testEnv } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';

// ---------------------------------------------------------------------------------------------
// A fake market-data provider on 127.0.0.1, answering CoinGecko's two calls.

type FakeMode = 'ok' | 'slow' | 'error' | 'malformed' | 'wrong-shape';

interface FakeProvider {
  url: string;
  mode: FakeMode;
  /** Delay of every answer in the modes other than 'slow', in ms. */
  delayMs: number;
  /** Paths called, in order. */
  calls: string[];
  quote: Record<string, number>;
  close(): Promise<void>;
}

/**
 * Timeouts. The normal tests give the provider a generous PRICE_API_TIMEOUT_MS, so that a loaded
 * machine (tests running beside builds on two cores) cannot turn a prompt fake answer into a
 * timeout. Only the timeout test uses a short one, with a fake that answers far later than that.
 */
const PROVIDER_TIMEOUT_MS = 2_000;
const SHORT_PROVIDER_TIMEOUT_MS = 300;
/** How late the fake answers in 'slow' mode: far past the short timeout, and past the test's bound. */
const SLOW_ANSWER_MS = 10_000;

const QUOTED_AT_SECONDS = 1_795_334_400; // 2026-11-22T08:00:00Z

function providerQuote(usd = 65_000.5) {
  return {
    usd,
    usd_market_cap: 1_290_000_000_000,
    usd_24h_vol: 31_000_000_000,
    usd_24h_change: 2.5,
    eur: 60_000.25,
    eur_market_cap: 1_190_000_000_000,
    eur_24h_vol: 28_600_000_000,
    eur_24h_change: 2.4,
    last_updated_at: QUOTED_AT_SECONDS,
  };
}

/** market_chart prices: one point per midnight over the last `days` days, and the current price. */
function chartPrices(currency: string, days: number, nowMs: number): [number, number][] {
  const today = Math.floor(nowMs / 86_400_000) * 86_400_000;
  const divisor = currency === 'eur' ? 1.25e8 : 1e8;
  const points: [number, number][] = [];
  for (let t = today - days * 86_400_000; t <= today; t += 86_400_000) points.push([t, t / divisor]);
  points.push([nowMs, 99_999]);
  return points;
}

async function startFakeProvider(nowMs: () => number): Promise<FakeProvider> {
  const fake = { mode: 'ok' as FakeMode, delayMs: 0, calls: [] as string[], quote: providerQuote() };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    fake.calls.push(url.pathname);
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    };
    const answer = () => {
      if (fake.mode === 'error') return send(500, '{"error":"internal"}');
      if (fake.mode === 'malformed') return send(200, '{"bitcoin": {"usd": 650');
      if (fake.mode === 'wrong-shape') return send(200, '{"bitcoin": {"usd": "a lot"}}');
      if (url.pathname === '/simple/price') return send(200, JSON.stringify({ bitcoin: fake.quote }));
      if (url.pathname === '/coins/bitcoin/market_chart') {
        const currency = url.searchParams.get('vs_currency') ?? 'usd';
        const days = Number(url.searchParams.get('days'));
        return send(200, JSON.stringify({ prices: chartPrices(currency, days, nowMs()) }));
      }
      return send(404, '{"error":"not found"}');
    };
    const delay = fake.mode === 'slow' ? SLOW_ANSWER_MS : fake.delayMs;
    if (delay === 0) return answer();
    const timer = setTimeout(answer, delay);
    res.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

// ---------------------------------------------------------------------------------------------
// The app on a fresh database of its own, with a clock at 2026-11-22 12:00 UTC.

const CLOCK_START = Date.UTC(2026, 10, 22, 12, 0, 0);

interface MarketApp {
  app: Express;
  database: DatabaseHandle;
  clock: TestClock;
  quotes: MarketQuoteService;
  close(): Promise<void>;
}

async function startApp(env: Record<string, string>, shared?: { database: DatabaseHandle; clock: TestClock }): Promise<MarketApp> {
  const database = shared?.database ?? (await createTestDatabase());
  const config = loadConfig({ ...testEnv, PRICE_API_TIMEOUT_MS: String(PROVIDER_TIMEOUT_MS), ...env });
  const logger = createLogger(config.logLevel);
  const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, logger });
  const clock = shared?.clock ?? new TestClock(CLOCK_START);
  const services = buildServices({ db: database.db, config, logger, mailer, now: clock.now });
  const app = createApp({ config, logger, services, clientDir: null });
  const service = services.quotes;
  return {
    app,
    database,
    clock,
    quotes: service,
    close: async () => {
      await service.idle();
      if (!shared) await database.close();
    },
  };
}

const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'arkad-prices-'));
afterAll(() => rmSync(tmpDir, { recursive: true, force: true }));

let csvCounter = 0;
function writeCsv(lines: string[]): string {
  csvCounter += 1;
  const file = path.join(tmpDir, `closes-${csvCounter}.csv`);
  writeFileSync(file, ['date,close_usd,close_eur', ...lines, ''].join('\n'));
  return file;
}

const silent = createLogger('silent');

/** The last three days of the bundled CSV. */
const LAST_THREE_DAYS = ['2026-08-20,69678.75,59673.65', '2026-08-21,75093.25,64234.54', '2026-08-22,77861.63,66665.12'];

async function seedLastThreeDays(database: DatabaseHandle) {
  await seedDailyCloses({ db: database.db, logger: silent, csvPath: writeCsv(LAST_THREE_DAYS) });
}

const quoteCalls = (fake: FakeProvider) => fake.calls.filter((call) => call === '/simple/price').length;
const chartCalls = (fake: FakeProvider) => fake.calls.filter((call) => call === '/coins/bitcoin/market_chart').length;

function expectErrorShape(body: unknown, code: string) {
  expect(body).toMatchObject({ error: { code, message: expect.any(String), requestId: expect.any(String) } });
}

/** The bundled CSV read straight from the file: { date, price } in one currency. */
function csvSeries(currency: 'usd' | 'eur'): PricePoint[] {
  return readFileSync(SEED_CSV_PATH, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [date = '', usd = '', eur = ''] = line.split(',');
      return { date, price: Number(currency === 'usd' ? usd : eur) };
    });
}

// ---------------------------------------------------------------------------------------------

describe('GET /api/bitcoin/price with the provider answering', () => {
  let fake: FakeProvider;
  let ctx: MarketApp;

  beforeAll(async () => {
    fake = await startFakeProvider(() => ctx.clock.now().getTime());
    ctx = await startApp({ PRICE_API_URL: fake.url });
    await seedLastThreeDays(ctx.database);
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it('answers the live quote and stores it', async () => {
    const res = await request(ctx.app).get('/api/bitcoin/price');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      price: 65_000.5,
      change24h: 2.5,
      marketCap: 1_290_000_000_000,
      volume24h: 31_000_000_000,
      lastUpdated: '2026-11-22T08:00:00.000Z',
      currency: 'usd',
      isFallback: false,
      cached: false,
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(quoteCalls(fake)).toBe(1);
    const [stored] = await ctx.database.db.select().from(marketSnapshots);
    expect(stored).toMatchObject({ priceUsd: 65_000.5, priceEur: 60_000.25, volume24hUsd: 31_000_000_000, lastError: null });
    expect(stored?.fetchedAt?.toISOString()).toBe('2026-11-22T12:00:00.000Z');
  });

  it('answers euros from the same quote without calling the provider again', async () => {
    const res = await request(ctx.app).get('/api/bitcoin/price?currency=EUR');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      price: 60_000.25,
      change24h: 2.4,
      marketCap: 1_190_000_000_000,
      volume24h: 28_600_000_000,
      currency: 'eur',
      isFallback: false,
      cached: true,
    });
    expect(quoteCalls(fake)).toBe(1);
  });

  it('appends the missing daily closes in the background after a live quote', async () => {
    await ctx.quotes.idle();
    // Stored through 2026-08-22, today 2026-11-22: asks for 2026-11-21 - 2026-08-22 + 1 = 92 days.
    expect(chartCalls(fake)).toBe(2);
    const rows = await ctx.database.db.select().from(dailyCloses).where(eq(dailyCloses.source, 'live')).orderBy(asc(dailyCloses.date));
    // 2026-08-23 .. 2026-11-21: 9 + 30 + 31 + 21 = 91 days; nothing for today, still open.
    expect(rows).toHaveLength(91);
    expect(rows[0]?.date).toBe('2026-08-23');
    expect(rows.at(-1)?.date).toBe('2026-11-21');
    // The close of 2026-08-23 is the fake's price at 2026-08-24T00:00Z (ms / 1e8, and / 1.25e8 in EUR).
    expect(rows[0]?.usd).toBe(Date.UTC(2026, 7, 24) / 1e8);
    expect(rows[0]?.eur).toBe(Date.UTC(2026, 7, 24) / 1.25e8);
    const history = await request(ctx.app).get('/api/bitcoin/historical?days=2');
    expect(history.body.data.map((p: PricePoint) => p.date)).toEqual(['2026-11-20', '2026-11-21']);
  });

  it('keeps the quote for the refresh interval and asks again once it has passed', async () => {
    fake.quote = providerQuote(66_000);
    ctx.clock.advance(59_000);
    const within = await request(ctx.app).get('/api/bitcoin/price');
    expect(within.body).toMatchObject({ price: 65_000.5, cached: true, isFallback: false });
    expect(quoteCalls(fake)).toBe(1);

    ctx.clock.advance(1_000);
    const after = await request(ctx.app).get('/api/bitcoin/price');
    expect(after.body).toMatchObject({ price: 66_000, cached: false, isFallback: false });
    expect(quoteCalls(fake)).toBe(2);
    // The closes are up to date now: no history call.
    await ctx.quotes.idle();
    expect(chartCalls(fake)).toBe(2);
  });

  it('falls back to the stored quote, with its real volume, when the provider then fails', async () => {
    fake.mode = 'error';
    ctx.clock.advance(60_000);
    const res = await request(ctx.app).get('/api/bitcoin/price');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      price: 66_000,
      change24h: 2.5,
      marketCap: 1_290_000_000_000,
      volume24h: 31_000_000_000,
      lastUpdated: '2026-11-22T08:00:00.000Z',
      currency: 'usd',
      isFallback: true,
      cached: false,
      message: 'Live price unavailable. Showing the last stored price, from 2026-11-22 08:00 UTC.',
    });
    expect(quoteCalls(fake)).toBe(3);
    const [stored] = await ctx.database.db.select().from(marketSnapshots);
    expect(stored?.lastError).toBe('Price provider answered 500 Internal Server Error');

    // While failing, still at most one call per interval.
    ctx.clock.advance(30_000);
    const again = await request(ctx.app).get('/api/bitcoin/price');
    expect(again.body.isFallback).toBe(true);
    expect(quoteCalls(fake)).toBe(3);
    fake.mode = 'ok';
  });
});

describe('GET /api/bitcoin/price: one provider call however many ask', () => {
  let fake: FakeProvider;
  const apps: MarketApp[] = [];

  beforeAll(async () => {
    fake = await startFakeProvider(() => CLOCK_START);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await fake.close();
  });

  it('makes exactly one upstream call for 50 concurrent clients', async () => {
    const ctx = await startApp({ PRICE_API_URL: fake.url, LIVE_PRICES: 'on' });
    apps.push(ctx);
    await seedLastThreeDays(ctx.database);
    fake.delayMs = 100;
    const responses = await Promise.all(Array.from({ length: 50 }, () => request(ctx.app).get('/api/bitcoin/price')));
    expect(responses.map((res) => res.status)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(new Set(responses.map((res) => res.body.price))).toEqual(new Set([65_000.5]));
    expect(quoteCalls(fake)).toBe(1);
  });

  it('makes one upstream call per interval across two server instances sharing the database', async () => {
    const database = await createTestDatabase();
    const clock = new TestClock(CLOCK_START);
    const first = await startApp({ PRICE_API_URL: fake.url }, { database, clock });
    const second = await startApp({ PRICE_API_URL: fake.url }, { database, clock });
    await seedLastThreeDays(database);
    fake.calls.length = 0;
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => request((i % 2 === 0 ? first : second).app).get('/api/bitcoin/price')),
    );
    expect(responses.every((res) => res.status === 200)).toBe(true);
    expect(quoteCalls(fake)).toBe(1);
    // Whoever did not win answered from what was stored: the new quote or the last close.
    for (const res of responses) expect([65_000.5, 77_861.63]).toContain(res.body.price);
    await first.quotes.idle();
    await second.quotes.idle();
    await database.close();
  });
});

describe('GET /api/bitcoin/price when the provider fails', () => {
  let fake: FakeProvider;

  beforeAll(async () => {
    fake = await startFakeProvider(() => CLOCK_START);
  });
  afterAll(async () => {
    await fake.close();
  });

  // The last stored close: 77,861.63 USD / 66,665.12 EUR on 2026-08-22, after 75,093.25 / 64,234.54.
  // Supply on 2026-08-22: height 840,000 + 144 x 854 days = 962,976 -> 19,687,500 + 122,976 x 3.125
  // = 20,071,800 BTC. Market cap 77,861.63 x 20,071,800 = 1,562,823,065,034.
  // Change (77,861.63 - 75,093.25) / 75,093.25 = 3.6866%.
  const fallbackUsd = {
    price: 77_861.63,
    volume24h: null,
    lastUpdated: '2026-08-22T23:59:59.000Z',
    currency: 'usd',
    isFallback: true,
    cached: false,
    message: 'Live price unavailable. Showing the last stored price: the daily close of 2026-08-22 (UTC).',
  };

  it.each([
    ['answers after the timeout', 'slow', `Price provider did not answer within ${SHORT_PROVIDER_TIMEOUT_MS} ms`],
    ['answers 500', 'error', 'Price provider answered 500 Internal Server Error'],
    ['sends malformed JSON', 'malformed', 'Price provider sent malformed JSON'],
    ['sends an unexpected shape', 'wrong-shape', 'Price provider sent an unexpected response'],
  ] as const)('falls back to the last stored close when the provider %s', async (_name, mode, lastError) => {
    // Only the timeout case gets the short timeout; its fake answers after SLOW_ANSWER_MS.
    const timeout: Record<string, string> = mode === 'slow' ? { PRICE_API_TIMEOUT_MS: String(SHORT_PROVIDER_TIMEOUT_MS) } : {};
    const ctx = await startApp({ PRICE_API_URL: fake.url, ...timeout });
    try {
      await seedLastThreeDays(ctx.database);
      fake.mode = mode;
      fake.calls.length = 0;
      const started = Date.now();
      const res = await request(ctx.app).get('/api/bitcoin/price');
      const elapsed = Date.now() - started;
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject(fallbackUsd);
      expect(res.body.marketCap).toBeCloseTo(1_562_823_065_034, 0);
      expect(res.body.marketCap).toBe(77_861.63 * circulatingSupply('2026-08-22'));
      expect(res.body.change24h).toBeCloseTo(3.6866, 4);
      // The stored error says which failure it was. (A timeout may abort the call before the fake
      // has even seen it on a loaded machine, so the calls are counted for the other modes only.)
      if (mode !== 'slow') expect(quoteCalls(fake)).toBe(1);
      const [stored] = await ctx.database.db.select().from(marketSnapshots);
      expect(stored?.lastError).toBe(lastError);
      // The answer did not wait for the slow fake (a bound loose enough for a loaded machine)...
      expect(elapsed).toBeLessThan(SLOW_ANSWER_MS / 2);
      // ...and in the timeout case it did wait for the timeout.
      if (mode === 'slow') expect(elapsed).toBeGreaterThanOrEqual(SHORT_PROVIDER_TIMEOUT_MS - 10);
    } finally {
      fake.mode = 'ok';
      await ctx.close();
    }
  });

  it('falls back in euros with the euro market cap', async () => {
    const ctx = await startApp({ PRICE_API_URL: fake.url });
    try {
      await seedLastThreeDays(ctx.database);
      fake.mode = 'error';
      const res = await request(ctx.app).get('/api/bitcoin/price?currency=eur');
      expect(res.body).toMatchObject({ price: 66_665.12, currency: 'eur', isFallback: true, volume24h: null });
      // 66,665.12 x 20,071,800 = 1,338,088,955,616.
      expect(res.body.marketCap).toBeCloseTo(1_338_088_955_616, 0);
    } finally {
      fake.mode = 'ok';
      await ctx.close();
    }
  });

  it('has no 24h change when the day before the last close is not stored', async () => {
    const ctx = await startApp({ LIVE_PRICES: 'off' });
    try {
      await seedDailyCloses({ db: ctx.database.db, logger: silent, csvPath: writeCsv(['2026-08-22,77861.63,66665.12']) });
      const res = await request(ctx.app).get('/api/bitcoin/price');
      expect(res.body).toMatchObject({ price: 77_861.63, change24h: null, isFallback: true });
    } finally {
      await ctx.close();
    }
  });

  it('never calls the provider with LIVE_PRICES=off', async () => {
    const ctx = await startApp({ PRICE_API_URL: fake.url, LIVE_PRICES: 'off' });
    try {
      await seedLastThreeDays(ctx.database);
      fake.calls.length = 0;
      const res = await request(ctx.app).get('/api/bitcoin/price');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        price: 77_861.63,
        isFallback: true,
        message: 'Live prices are turned off. Showing the last stored price: the daily close of 2026-08-22 (UTC).',
      });
      expect(fake.calls).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('answers 503 when the provider fails and nothing is stored', async () => {
    const ctx = await startApp({ PRICE_API_URL: fake.url });
    try {
      fake.mode = 'error';
      const res = await request(ctx.app).get('/api/bitcoin/price');
      expect(res.status).toBe(503);
      expectErrorShape(res.body, 'UNAVAILABLE');
      expect(res.body.error.message).toBe(bitcoinMessages.fetchFailed);
    } finally {
      fake.mode = 'ok';
      await ctx.close();
    }
  });

  it('rejects an unknown currency with 400', async () => {
    const ctx = await startApp({ LIVE_PRICES: 'off' });
    try {
      const res = await request(ctx.app).get('/api/bitcoin/price?currency=gbp');
      expect(res.status).toBe(400);
      expectErrorShape(res.body, 'VALIDATION_FAILED');
      expect(res.body.error.fields).toEqual({ currency: [bitcoinMessages.currency] });
    } finally {
      await ctx.close();
    }
  });
});

describe('seeding the daily closes', () => {
  let ctx: MarketApp;

  beforeAll(async () => {
    ctx = await startApp({ LIVE_PRICES: 'off' });
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
    expect(first).toEqual({ rows: 5880, inserted: 5880, invalid: 0, alreadySeeded: false });
    expect(await countRows()).toBe(5880);
    const [earliest] = await ctx.database.db.select().from(dailyCloses).orderBy(asc(dailyCloses.date)).limit(1);
    expect(earliest).toEqual({ date: '2010-07-18', usd: 0.1, eur: 0.08, source: 'seed' });

    const second = await seedDailyCloses({ db: ctx.database.db, logger: silent });
    expect(second).toEqual({ rows: 5880, inserted: 0, invalid: 0, alreadySeeded: true });
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
    expect(report).toEqual({ rows: 3, inserted: 1, invalid: 6, alreadySeeded: false });
    expect(await countRows()).toBe(5881);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ count: 6, msg: expect.stringContaining('skipped as invalid') });
    const [added] = await ctx.database.db.select().from(dailyCloses).where(eq(dailyCloses.date, '2030-01-05'));
    expect(added).toEqual({ date: '2030-01-05', usd: 100, eur: 90, source: 'seed' });
    await ctx.database.db.delete(dailyCloses).where(eq(dailyCloses.date, '2030-01-05'));
  });
});

describe('GET /api/bitcoin/historical on the bundled data', () => {
  let ctx: MarketApp;
  const usd = csvSeries('usd');
  const eur = csvSeries('eur');

  beforeAll(async () => {
    ctx = await startApp({ LIVE_PRICES: 'off' });
    await seedDailyCloses({ db: ctx.database.db, logger: silent });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('returns the last 365 days by default, ending at the latest stored day', async () => {
    const res = await request(ctx.app).get('/api/bitcoin/historical');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(365);
    expect(res.body.data[0]).toEqual({ date: '2025-08-23', price: usd.at(-365)?.price });
    expect(res.body.data.at(-1)).toEqual({ date: '2026-08-22', price: 77_861.63 });
    expect(res.body.data).toEqual(usd.slice(-365));
    expect(res.body.meta).toEqual({ currency: 'usd', from: '2025-08-23', to: '2026-08-22' });
    expect(res.body).not.toHaveProperty('error');
  });

  it('takes days, currency and a to day', async () => {
    const week = await request(ctx.app).get('/api/bitcoin/historical?days=3&currency=eur');
    expect(week.body.data).toEqual([
      { date: '2026-08-20', price: 59_673.65 },
      { date: '2026-08-21', price: 64_234.54 },
      { date: '2026-08-22', price: 66_665.12 },
    ]);
    const endingAt = await request(ctx.app).get('/api/bitcoin/historical?days=2&to=2010-07-19');
    expect(endingAt.body.data).toEqual([
      { date: '2010-07-18', price: 0.1 },
      { date: '2010-07-19', price: 0.1 },
    ]);
  });

  it('returns a from..to range, and from to the latest day without to', async () => {
    const range = await request(ctx.app).get('/api/bitcoin/historical?from=2024-03-12&to=2024-03-15&currency=eur');
    expect(range.body.data).toEqual([
      { date: '2024-03-12', price: 65_428.9 },
      { date: '2024-03-13', price: 66_765.6 },
      { date: '2024-03-14', price: 65_666.4 },
      { date: '2024-03-15', price: 63_761.3 },
    ]);
    const open = await request(ctx.app).get('/api/bitcoin/historical?from=2026-08-21');
    expect(open.body.data.map((p: PricePoint) => p.date)).toEqual(['2026-08-21', '2026-08-22']);
    const all = await request(ctx.app).get('/api/bitcoin/historical?from=2009-01-03');
    expect(all.body.data).toHaveLength(5880);
    expect(all.body.data).toEqual(usd);
    const allEur = await request(ctx.app).get('/api/bitcoin/historical?days=10000&currency=eur');
    expect(allEur.body.data).toEqual(eur);
  });

  it('returns an empty list for a range with no stored days', async () => {
    const res = await request(ctx.app).get('/api/bitcoin/historical?from=2030-01-01');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it.each([
    ['days=0', 'days', bitcoinMessages.days],
    ['days=-1', 'days', bitcoinMessages.days],
    ['days=1.5', 'days', bitcoinMessages.days],
    ['days=abc', 'days', bitcoinMessages.days],
    ['days=', 'days', bitcoinMessages.days],
    ['days=10001', 'days', bitcoinMessages.days],
    ['days=5&days=6', 'days', bitcoinMessages.days],
    ['from=2024-02-30', 'from', bitcoinMessages.from],
    ['from=last-year', 'from', bitcoinMessages.from],
    ['to=2024-1-1', 'to', bitcoinMessages.to],
    ['from=2024-03-02&to=2024-03-01', 'from', bitcoinMessages.fromAfterTo],
    ['from=2024-03-01&days=5', 'days', bitcoinMessages.daysWithFrom],
    ['currency=btc', 'currency', bitcoinMessages.currency],
  ])('answers 400 for %s', async (query, field, message) => {
    const res = await request(ctx.app).get(`/api/bitcoin/historical?${query}`);
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_FAILED');
    expect(res.body.error.message).toBe(message);
    expect(res.body.error.fields).toEqual({ [field]: [message] });
  });
});

describe('POST /api/bitcoin/dca', () => {
  let ctx: MarketApp;
  let token: string;
  const usd = csvSeries('usd');
  const eur = csvSeries('eur');

  beforeAll(async () => {
    ctx = await startApp({ LIVE_PRICES: 'off' });
    await seedDailyCloses({ db: ctx.database.db, logger: silent });
    ({ token } = await registerUser(ctx.app));
  });
  afterAll(async () => {
    await ctx.close();
  });

  const post = (body: unknown) =>
    request(ctx.app).post('/api/bitcoin/dca').set('Authorization', `Bearer ${token}`).send(body as object);

  it('requires a signed-in user', async () => {
    const res = await request(ctx.app).post('/api/bitcoin/dca').send({ amount: 500 });
    expect(res.status).toBe(401);
    expectErrorShape(res.body, 'UNAUTHENTICATED');
  });

  it.each([
    [{ amount: 500 }, usd],
    [{ amount: 25, frequency: 'weekly', timeframe: '3months', feePercent: 1.5 }, usd],
    [{ amount: 10, frequency: 'daily', timeframe: 'all', currency: 'eur' }, eur],
    [{ amount: 100, frequency: 'biweekly', timeframe: 'custom', startDate: '2020-03-12' }, usd],
    [{ amount: 250, frequency: 'monthly', timeframe: '5years' }, usd],
  ] as [DcaInput, PricePoint[]][])('matches the shared calculator on the same data for %j', async (input, series) => {
    const res = await post(input);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(calculateDca(series, input));
  });

  it('gives the default calculation its result fields with 12 monthly purchases of $500', async () => {
    const res = await post({ amount: 500 });
    expect(res.body).toMatchObject({
      startDate: '2025-08-23',
      endDate: '2026-08-22',
      periods: 12,
      dcaInvestment: 6000,
      lumpSumInvestment: 6000,
      startingPrice: usd.at(-365)?.price,
      endingPrice: 77_861.63,
    });
    expect(res.body.labels).toEqual(Array.from({ length: 12 }, (_, i) => `Month ${i + 1}`));
  });

  it.each([
    [{ amount: 0 }, 'amount', dcaInputMessages.amountPositive],
    [{ amount: 'lots' }, 'amount', dcaInputMessages.amountPositive],
    [{ amount: 5, frequency: 'hourly' }, 'frequency', dcaInputMessages.frequency],
    [{ amount: 5, feePercent: 12 }, 'feePercent', dcaInputMessages.fee],
    [{ amount: 5, timeframe: 'custom' }, 'startDate', dcaInputMessages.startDateRequired],
  ])('answers 400 for %j', async (body, field, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_FAILED');
    expect(res.body.error.fields[field]).toEqual([message]);
  });

  it('answers 400 with the calculator message when the stored data cannot cover the request', async () => {
    const after = await post({ amount: 5, timeframe: 'custom', startDate: '2030-01-01' });
    expect(after.status).toBe(400);
    expectErrorShape(after.body, 'VALIDATION_FAILED');
    expect(after.body.error).not.toHaveProperty('fields');
    expect(after.body.error.message).toBe(dcaMessages.calculationFailed(dcaMessages.noPortfolioValues));
    const tooShort = await post({ amount: 5, frequency: 'monthly', timeframe: 'custom', startDate: '2026-08-10' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.error.message).toBe(dcaMessages.calculationFailed(dcaMessages.noPeriods));
  });

  it('answers 503 when no price history is stored', async () => {
    const empty = await startApp({ LIVE_PRICES: 'off' });
    try {
      const { token: other } = await registerUser(empty.app);
      const res = await request(empty.app).post('/api/bitcoin/dca').set('Authorization', `Bearer ${other}`).send({ amount: 5 });
      expect(res.status).toBe(503);
      expect(res.body.error.message).toBe(dcaMessages.calculationFailed(dcaMessages.noData));
    } finally {
      await empty.close();
    }
  });
});
