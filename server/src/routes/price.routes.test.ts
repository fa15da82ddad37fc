import { asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { circulatingSupply } from '@shared/domain/bitcoin-supply';
import { bitcoinMessages, type PricePoint } from '@shared/schemas/price';
import type { DatabaseHandle } from '../db/client';
import { PRICE_CACHE_CONTROL, PROVIDER_CACHE_CONTROL } from './bitcoin.routes';
import { dailyCloses, marketSnapshots } from '../db/schema';
import { seedDailyCloses } from '../services/price-seed';
import {
  CLOCK_START,
  chartCalls,
  clearMarketData,
  expectErrorShape,
  type FakeProvider,
  type MarketApp,
  providerQuote,
  quoteCalls,
  seedLastThreeDays,
  SHORT_PROVIDER_TIMEOUT_MS,
  silent,
  startApp,
  startFakeProvider,
  writeCsv,
} from '../test/market-app';
import { TestClock } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';

// GET /api/bitcoin/price: the live quote, one provider call per interval, and the fallbacks.
// These tests start from an empty price history and store only what each needs.

describe('GET /api/bitcoin/price with the provider answering', () => {
  let fake: FakeProvider;
  let ctx: MarketApp;

  beforeAll(async () => {
    fake = await startFakeProvider(() => ctx.clock.now().getTime());
    ctx = await startApp({ PRICE_API_URL: fake.url }, undefined, 'empty');
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
    expect(res.headers['cache-control']).toBe(PRICE_CACHE_CONTROL);
    expect(quoteCalls(fake)).toBe(1);
    const [stored] = await ctx.database.db.select().from(marketSnapshots);
    expect(stored).toMatchObject({
      priceUsd: 65_000.5,
      priceEur: 60_000.25,
      volume24hUsd: 31_000_000_000,
      lastError: null,
      // The other currencies the provider quoted (the fake quotes GBP, not JPY).
      otherQuotes: {
        gbp: { price: 52_000.4, change24h: 2.6, marketCap: 1_030_000_000_000, volume24h: 24_800_000_000 },
      },
    });
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

  it('answers pounds from the provider’s own quote, not counted from USD', async () => {
    const res = await request(ctx.app).get('/api/bitcoin/price?currency=gbp');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      price: 52_000.4,
      change24h: 2.6,
      marketCap: 1_030_000_000_000,
      volume24h: 24_800_000_000,
      currency: 'gbp',
      isFallback: false,
    });
    expect(res.body).not.toHaveProperty('convertedFromUsd');
    expect(quoteCalls(fake)).toBe(1);
  });

  it('answers yen the provider gave no figure for as USD x the latest rate, labelled', async () => {
    const res = await request(ctx.app).get('/api/bitcoin/price?currency=jpy');
    expect(res.status).toBe(200);
    // The fake quotes 65,000.5 USD (2.5 % in 24 h); the rates end on 2026-04-13 at 159.834 JPY per
    // USD: 65,000.5 x 159.834 = 10,389,289.917 -> 10,389,289.92; the change stays 2.5 %.
    expect(res.body).toMatchObject({
      price: 10_389_289.92,
      change24h: 2.5,
      currency: 'jpy',
      isFallback: false,
      convertedFromUsd: { rate: 159.834, rateDate: '2026-04-13' },
    });
    expect(quoteCalls(fake)).toBe(1);
  });

  it('appends the missing daily closes in the background after a live quote', async () => {
    await ctx.quotes.idle();
    // Stored through 2026-08-22, today 2026-11-22: asks for 2026-11-21 - 2026-08-22 + 1 = 92 days,
    // in USD only (every other currency is counted from it).
    expect(chartCalls(fake)).toBe(1);
    const rows = await ctx.database.db
      .select()
      .from(dailyCloses)
      .where(eq(dailyCloses.source, 'live'))
      .orderBy(asc(dailyCloses.date));
    // 2026-08-23 .. 2026-11-21: 9 + 30 + 31 + 21 = 91 days; nothing for today, still open.
    expect(rows).toHaveLength(91);
    expect(rows[0]?.date).toBe('2026-08-23');
    expect(rows.at(-1)?.date).toBe('2026-11-21');
    // The close of 2026-08-23 is the fake's price at 2026-08-24T00:00Z (ms / 1e8).
    expect(rows[0]?.usd).toBe(Date.UTC(2026, 7, 24) / 1e8);
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
    expect(chartCalls(fake)).toBe(1);
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
  let database: DatabaseHandle;
  const apps: MarketApp[] = [];

  beforeAll(async () => {
    fake = await startFakeProvider(() => CLOCK_START);
    database = await createTestDatabase({ priceHistory: 'empty' });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await fake.close();
    await database.close();
  });

  /** A new app on this block's database, emptied of market data first, as a fresh one would be. */
  async function appOnEmptyMarket(clock: TestClock): Promise<MarketApp> {
    const app = await startApp({ PRICE_API_URL: fake.url, LIVE_PRICES: 'on' }, { database, clock });
    apps.push(app);
    return app;
  }

  it('makes exactly one upstream call for 50 concurrent clients', async () => {
    await clearMarketData(database);
    const ctx = await appOnEmptyMarket(new TestClock(CLOCK_START));
    await seedLastThreeDays(ctx.database);
    fake.delayMs = 100;
    const responses = await Promise.all(Array.from({ length: 50 }, () => request(ctx.app).get('/api/bitcoin/price')));
    expect(responses.map((res) => res.status)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(new Set(responses.map((res) => res.body.price))).toEqual(new Set([65_000.5]));
    expect(quoteCalls(fake)).toBe(1);
  });

  it('makes one upstream call per interval across two server instances sharing the database', async () => {
    // The earlier app's background work (catching up daily closes) ends before the data is cleared.
    for (const app of apps) await app.quotes.idle();
    await clearMarketData(database);
    const clock = new TestClock(CLOCK_START);
    const first = await appOnEmptyMarket(clock);
    const second = await appOnEmptyMarket(clock);
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
  });
});

describe('GET /api/bitcoin/price when the provider fails', () => {
  let fake: FakeProvider;
  let database: DatabaseHandle;

  beforeAll(async () => {
    fake = await startFakeProvider(() => CLOCK_START);
    database = await createTestDatabase({ priceHistory: 'empty' });
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });

  /** A new app on this block's database, emptied of market data first, as a fresh one would be. */
  async function appOnEmptyMarket(env: Record<string, string>): Promise<MarketApp> {
    await clearMarketData(database);
    return startApp(env, { database, clock: new TestClock(CLOCK_START) });
  }

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
    ['never answers', 'stalled', `Price provider did not answer within ${SHORT_PROVIDER_TIMEOUT_MS} ms`],
    ['answers 500', 'error', 'Price provider answered 500 Internal Server Error'],
    ['sends malformed JSON', 'malformed', 'Price provider sent malformed JSON'],
    ['sends an unexpected shape', 'wrong-shape', 'Price provider sent an unexpected response'],
  ] as const)('falls back to the last stored close when the provider %s', async (_name, mode, lastError) => {
    // Only the timeout case gets the short timeout; its fake never answers.
    const timeout: Record<string, string> =
      mode === 'stalled' ? { PRICE_API_TIMEOUT_MS: String(SHORT_PROVIDER_TIMEOUT_MS) } : {};
    const ctx = await appOnEmptyMarket({ PRICE_API_URL: fake.url, ...timeout });
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
      if (mode !== 'stalled') expect(quoteCalls(fake)).toBe(1);
      const [stored] = await ctx.database.db.select().from(marketSnapshots);
      expect(stored?.lastError).toBe(lastError);
      // In the timeout case the answer came although the fake never answered, and not before the
      // timeout (a lower bound only: a slow machine cannot fail it).
      if (mode === 'stalled') expect(elapsed).toBeGreaterThanOrEqual(SHORT_PROVIDER_TIMEOUT_MS - 10);
    } finally {
      fake.mode = 'ok';
      await ctx.close();
    }
  });

  it('falls back in pounds at the latest rate after the rates end, and says which rate', async () => {
    const ctx = await appOnEmptyMarket({ PRICE_API_URL: fake.url });
    try {
      await seedLastThreeDays(ctx.database);
      fake.mode = 'error';
      const res = await request(ctx.app).get('/api/bitcoin/price?currency=gbp');
      // The rates end on 2026-04-13 (0.745104 GBP per USD): 77,861.63 x 0.745104 = 58,015.01 and
      // the day before 75,093.25 x 0.745104 = 55,952.28, at the same rate: +3.6866 %.
      expect(res.body).toMatchObject({
        price: 58_015.01,
        currency: 'gbp',
        isFallback: true,
        volume24h: null,
        convertedFromUsd: { rate: 0.745104, rateDate: '2026-04-13' },
      });
      expect(res.body.change24h).toBeCloseTo(3.6866, 3);
      // 58,015.01 x 20,071,800 = 1,164,465,677,718.
      expect(res.body.marketCap).toBeCloseTo(1_164_465_677_718, 0);
    } finally {
      fake.mode = 'ok';
      await ctx.close();
    }
  });

  it('has no 24h change when the day before the last close is not stored', async () => {
    const ctx = await appOnEmptyMarket({ LIVE_PRICES: 'off' });
    try {
      await seedDailyCloses({
        db: ctx.database.db,
        logger: silent,
        csvPath: writeCsv(['2026-08-22,77861.63']),
      });
      const res = await request(ctx.app).get('/api/bitcoin/price');
      expect(res.body).toMatchObject({ price: 77_861.63, change24h: null, isFallback: true });
    } finally {
      await ctx.close();
    }
  });

  it('never calls the provider with LIVE_PRICES=off', async () => {
    const ctx = await appOnEmptyMarket({ PRICE_API_URL: fake.url, LIVE_PRICES: 'off' });
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
      expect(res.headers.vary).toMatch(/Accept-Language/);
      // The sentence in the reader's language (the page's, as Accept-Language); the figures the same.
      const spanish = await request(ctx.app).get('/api/bitcoin/price').set('Accept-Language', 'es-MX,es;q=0.9');
      expect(spanish.body).toMatchObject({
        price: 77_861.63,
        isFallback: true,
        message:
          'Los precios en vivo están desactivados. Se muestra el último precio guardado: el cierre diario del 22 de agosto de 2026 (UTC).',
      });
      expect(fake.calls).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('answers 503 when the provider fails and nothing is stored', async () => {
    const ctx = await appOnEmptyMarket({ PRICE_API_URL: fake.url });
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
    const ctx = await appOnEmptyMarket({ LIVE_PRICES: 'off' });
    try {
      const res = await request(ctx.app).get('/api/bitcoin/price?currency=isk');
      expect(res.status).toBe(400);
      expectErrorShape(res.body, 'VALIDATION_FAILED');
      expect(res.body.error.fields).toEqual({ currency: [bitcoinMessages.currency] });
    } finally {
      await ctx.close();
    }
  });
});

describe('GET /api/bitcoin/provider', () => {
  it('names CoinGecko by default, with the attribution it asks for', async () => {
    const ctx = await startApp({ LIVE_PRICES: 'off' }, undefined, 'empty');
    try {
      const res = await request(ctx.app).get('/api/bitcoin/provider');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        name: 'CoinGecko',
        attribution: 'Price data by CoinGecko',
        url: 'https://www.coingecko.com',
      });
      expect(res.headers['cache-control']).toBe(PROVIDER_CACHE_CONTROL);
    } finally {
      await ctx.close();
    }
  });

  it('names another configured provider by its host, without a link', async () => {
    const ctx = await startApp(
      { PRICE_API_URL: 'https://prices.example.net/api/v3', LIVE_PRICES: 'off' },
      undefined,
      'empty',
    );
    try {
      const res = await request(ctx.app).get('/api/bitcoin/provider');
      expect(res.body).toEqual({
        name: 'prices.example.net',
        attribution: 'Price data from prices.example.net',
        url: null,
      });
    } finally {
      await ctx.close();
    }
  });
});
