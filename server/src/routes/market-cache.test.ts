import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PricePoint } from '@shared/schemas/price';
import type { DatabaseHandle } from '../db/client';
import { dailyCloses } from '../db/schema';
import { PRICE_REVALIDATE_MS } from '../services/market-quote.service';
import { HISTORY_REVALIDATE_MS } from '../services/price-history.service';
import {
  CLOCK_START,
  type FakeProvider,
  type MarketApp,
  providerQuote,
  quoteCalls,
  seedLastThreeDays,
  startApp,
  startFakeProvider,
} from '../test/market-app';
import { TestClock } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import { HISTORY_CACHE_CONTROL, PRICE_CACHE_CONTROL } from './bitcoin.routes';

// The price and the price history are kept serialised (and compressed) in each instance: strong
// ETags and 304s, compressed copies, and what makes a kept answer go: this instance's appends at
// once, another instance's within the revalidation interval.

/** The body as bytes (the HTTP client has already undone the Content-Encoding it names). */
const rawBody = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

const lastDay = (res: request.Response) => (res.body.data as PricePoint[]).at(-1)?.date;

describe('the price history kept in memory', () => {
  let ctx: MarketApp;

  beforeAll(async () => {
    ctx = await startApp({ LIVE_PRICES: 'off' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers with a strong ETag, then 304 for the same copy, with no-cache', async () => {
    const first = await request(ctx.app).get('/api/bitcoin/historical?days=365');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe(HISTORY_CACHE_CONTROL);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await request(ctx.app).get('/api/bitcoin/historical?days=365').set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);
    // Another query is another answer, with its own ETag.
    const other = await request(ctx.app).get('/api/bitcoin/historical?days=30').set('If-None-Match', etag);
    expect(other.status).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('sends the kept brotli or gzip copy when asked, each with its own ETag, and plain JSON otherwise', async () => {
    const plain = await request(ctx.app)
      .get('/api/bitcoin/historical?days=10000')
      .set('Accept-Encoding', 'identity')
      .buffer(true)
      .parse(rawBody);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    const json = (plain.body as Buffer).toString('utf8');
    expect((JSON.parse(json) as { data: unknown[] }).data.length).toBeGreaterThan(5000);

    const br = await request(ctx.app)
      .get('/api/bitcoin/historical?days=10000')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .buffer(true)
      .parse(rawBody);
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBeLessThan(json.length / 3);
    expect((br.body as Buffer).toString('utf8')).toBe(json);

    const gz = await request(ctx.app)
      .get('/api/bitcoin/historical?days=10000')
      .set('Accept-Encoding', 'gzip')
      .buffer(true)
      .parse(rawBody);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBeLessThan(json.length / 3);
    expect((gz.body as Buffer).toString('utf8')).toBe(json);

    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    const notModified = await request(ctx.app)
      .get('/api/bitcoin/historical?days=10000')
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', br.headers.etag as string);
    expect(notModified.status).toBe(304);
  });

  it('sends the kept copy until it looks at the database again, then the changed series', async () => {
    const before = await request(ctx.app).get('/api/bitcoin/historical?days=7');
    await ctx.database.db.update(dailyCloses).set({ usd: 2 }).where(eq(dailyCloses.date, '2026-08-20'));
    try {
      // Within the interval this instance does not ask the database: the kept answer, unchanged.
      ctx.clock.advance(HISTORY_REVALIDATE_MS - 1);
      const kept = await request(ctx.app).get('/api/bitcoin/historical?days=7');
      expect(kept.headers.etag).toBe(before.headers.etag);
      expect(kept.body).toEqual(before.body);
      ctx.clock.advance(1);
      const changed = await request(ctx.app).get('/api/bitcoin/historical?days=7');
      expect(changed.headers.etag).not.toBe(before.headers.etag);
      expect(changed.body.data.at(-2)).toEqual({ date: '2026-08-20', price: 2 });
    } finally {
      await ctx.database.db.update(dailyCloses).set({ usd: 73_007.7 }).where(eq(dailyCloses.date, '2026-08-20'));
      ctx.clock.advance(HISTORY_REVALIDATE_MS);
    }
  });
});

describe('market data kept in memory with the provider appending closes', () => {
  const clock = new TestClock(CLOCK_START);
  let fake: FakeProvider;
  let database: DatabaseHandle;
  let first: MarketApp;
  let second: MarketApp;

  beforeAll(async () => {
    fake = await startFakeProvider(() => clock.now().getTime());
    database = await createTestDatabase({ priceHistory: 'empty' });
    first = await startApp({ PRICE_API_URL: fake.url }, { database, clock });
    second = await startApp({ PRICE_API_URL: fake.url }, { database, clock });
    await seedLastThreeDays(database);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
    await fake.close();
  });

  it('shows this instance’s appended closes at once, and another instance’s within the interval', async () => {
    // Both instances keep the series as stored: through 2026-08-22.
    expect(lastDay(await request(first.app).get('/api/bitcoin/historical?days=10000'))).toBe('2026-08-22');
    expect(lastDay(await request(second.app).get('/api/bitcoin/historical?days=10000'))).toBe('2026-08-22');

    // The first instance's price call fetches the quote, then appends the missing closes.
    const price = await request(first.app).get('/api/bitcoin/price');
    expect(price.body).toMatchObject({ price: 65_000.5, cached: false });
    await first.quotes.idle();

    // The instance that appended sends the new series at once, without the clock moving.
    expect(lastDay(await request(first.app).get('/api/bitcoin/historical?days=10000'))).toBe('2026-11-21');
    // The other one still sends its kept copy, until it looks at the database again.
    expect(lastDay(await request(second.app).get('/api/bitcoin/historical?days=10000'))).toBe('2026-08-22');
    clock.advance(HISTORY_REVALIDATE_MS);
    expect(lastDay(await request(second.app).get('/api/bitcoin/historical?days=10000'))).toBe('2026-11-21');
  });

  it('keeps the price answer with a strong ETag and a short Cache-Control; 304 for the same copy', async () => {
    const res = await request(second.app).get('/api/bitcoin/price');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(PRICE_CACHE_CONTROL);
    expect(res.body).toMatchObject({ price: 65_000.5, cached: true, isFallback: false });
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await request(second.app).get('/api/bitcoin/price').set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(quoteCalls(fake)).toBe(1);
  });

  it('asks the provider on time, and the other instance sends the new quote without asking again', async () => {
    fake.quote = providerQuote(70_000);
    // The kept answers never outlive the quote's refresh time (PRICE_REFRESH_SECONDS, 60 s here).
    clock.advance(60_000);
    const refreshed = await request(second.app).get('/api/bitcoin/price');
    expect(refreshed.body).toMatchObject({ price: 70_000, cached: false });
    expect(quoteCalls(fake)).toBe(2);
    const other = await request(first.app).get('/api/bitcoin/price');
    expect(other.body).toMatchObject({ price: 70_000, cached: true });
    expect(quoteCalls(fake)).toBe(2);
    // Later calls on the instance that fetched send its kept copy of the stored quote.
    const kept = await request(second.app).get('/api/bitcoin/price');
    expect(kept.body).toMatchObject({ price: 70_000, cached: true });
    clock.advance(PRICE_REVALIDATE_MS);
    expect((await request(second.app).get('/api/bitcoin/price')).headers.etag).toBe(kept.headers.etag);
    expect(quoteCalls(fake)).toBe(2);
  });
});
