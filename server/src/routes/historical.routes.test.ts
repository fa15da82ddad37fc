import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bitcoinMessages, type PricePoint } from '@shared/schemas/price';
import { dailyCloses } from '../db/schema';
import { HISTORY_REVALIDATE_MS } from '../services/price-history.service';
import { csvSeries, expectErrorShape, type MarketApp, startApp } from '../test/market-app';
import { HISTORY_CACHE_CONTROL } from './bitcoin.routes';

// GET /api/bitcoin/historical on the bundled daily closes (the test template holds them).

describe('GET /api/bitcoin/historical on the bundled data', () => {
  let ctx: MarketApp;
  const usd = csvSeries('usd');
  const eur = csvSeries('eur');

  beforeAll(async () => {
    ctx = await startApp({ LIVE_PRICES: 'off' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('returns the last 365 days by default, ending at the latest stored day', async () => {
    const res = await request(ctx.app).get('/api/bitcoin/historical');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(365);
    expect(res.body.data[0]).toEqual({ date: '2025-08-22', price: 116_891 });
    expect(res.body.data.at(-1)).toEqual({ date: '2026-08-21', price: 78_325.11 });
    expect(res.body.data).toEqual(usd.slice(-365));
    expect(res.body.meta).toEqual({ currency: 'usd', from: '2025-08-22', to: '2026-08-21', countableUntil: null });
    expect(res.body).not.toHaveProperty('error');
  });

  it('takes days, currency and a to day', async () => {
    // Rates end on 2026-04-13: the last 3 days in euros end there. Each is the USD close times
    // the day's EUR per USD (the weekend uses Friday's): 73,071 x 0.853898 = 62,395.180758;
    // 70,746 x 0.853898 = 60,409.867908; 74,447 x 0.855871 = 63,717.028337.
    const week = await request(ctx.app).get('/api/bitcoin/historical?days=3&currency=eur');
    expect(week.body.data).toEqual([
      { date: '2026-04-11', price: 62_395.18 },
      { date: '2026-04-12', price: 60_409.87 },
      { date: '2026-04-13', price: 63_717.03 },
    ]);
    expect(week.body.meta).toEqual({
      currency: 'eur',
      from: '2026-04-11',
      to: '2026-04-13',
      countableUntil: '2026-04-13',
    });
    const endingAt = await request(ctx.app).get('/api/bitcoin/historical?days=2&to=2012-01-02');
    expect(endingAt.body.data).toEqual([
      { date: '2012-01-01', price: 5 },
      { date: '2012-01-02', price: 5 },
    ]);
  });

  it('returns a from..to range, and from to the latest day without to', async () => {
    const range = await request(ctx.app).get('/api/bitcoin/historical?from=2024-03-12&to=2024-03-15&currency=eur');
    expect(range.body.data).toEqual([
      { date: '2024-03-12', price: 65_475.41 },
      { date: '2024-03-13', price: 66_844.29 },
      { date: '2024-03-14', price: 65_328.16 },
      { date: '2024-03-15', price: 63_822.99 },
    ]);
    const open = await request(ctx.app).get('/api/bitcoin/historical?from=2026-08-20');
    expect(open.body.data.map((p: PricePoint) => p.date)).toEqual(['2026-08-20', '2026-08-21']);
    const all = await request(ctx.app).get('/api/bitcoin/historical?from=2009-01-03');
    expect(all.body.data).toHaveLength(5347);
    expect(all.body.data).toEqual(usd);
    const allEur = await request(ctx.app).get('/api/bitcoin/historical?days=10000&currency=eur');
    expect(allEur.body.data).toEqual(eur);
  });

  it('counts yen over Easter 2026 with Thursday’s rate, and nothing after the rates end', async () => {
    // Good Friday 04-03 to Easter Monday 04-06 have no ECB row: Thursday 04-02's 159.601 JPY per
    // USD, 1 to 4 days old. 66,890 x 159.601 = 10,675,710.89; 66,944 x 159.601 = 10,684,329.344;
    // 67,290 x 159.601 = 10,739,551.29; 68,999 x 159.601 = 11,012,309.399;
    // 68,857 x 159.601 = 10,989,646.057; then Tuesday's 71,940 x 159.843 = 11,499,105.42.
    const easter = await request(ctx.app).get('/api/bitcoin/historical?from=2026-04-02&to=2026-04-07&currency=JPY');
    expect(easter.body.data).toEqual([
      { date: '2026-04-02', price: 10_675_710.89 },
      { date: '2026-04-03', price: 10_684_329.34 },
      { date: '2026-04-04', price: 10_739_551.29 },
      { date: '2026-04-05', price: 11_012_309.4 },
      { date: '2026-04-06', price: 10_989_646.06 },
      { date: '2026-04-07', price: 11_499_105.42 },
    ]);
    // 74,447 x 0.745104 = 55,470.757488.
    const after = await request(ctx.app).get('/api/bitcoin/historical?from=2026-04-13&currency=gbp');
    expect(after.body.data).toEqual([{ date: '2026-04-13', price: 55_470.76 }]);
    expect(after.body.meta.countableUntil).toBe('2026-04-13');
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

  it("answers Bitstamp's close of 2014-02-20 on a fresh database, and nothing before 2012-01-01", async () => {
    const res = await request(ctx.app).get('/api/bitcoin/historical?from=2014-02-20&to=2014-02-20');
    expect(res.body.data).toEqual([{ date: '2014-02-20', price: 561.86 }]);
    const before = await request(ctx.app).get('/api/bitcoin/historical?to=2011-12-31');
    expect(before.body.data).toEqual([]);
  });

  it('tells caches to ask again, and answers 304 while the series is unchanged', async () => {
    const first = await request(ctx.app).get('/api/bitcoin/historical?days=30');
    expect(first.headers['cache-control']).toBe(HISTORY_CACHE_CONTROL);
    expect(HISTORY_CACHE_CONTROL).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toEqual(expect.any(String));
    const again = await request(ctx.app).get('/api/bitcoin/historical?days=30').set('If-None-Match', etag);
    expect(again.status).toBe(304);
    // A corrected close (here by another process) changes the body, so the old copy is not
    // confirmed once this instance looks at the database again (at most HISTORY_REVALIDATE_MS later).
    await ctx.database.db.update(dailyCloses).set({ usd: 1 }).where(eq(dailyCloses.date, '2026-08-21'));
    ctx.clock.advance(HISTORY_REVALIDATE_MS);
    try {
      const changed = await request(ctx.app).get('/api/bitcoin/historical?days=30').set('If-None-Match', etag);
      expect(changed.status).toBe(200);
      expect(changed.body.data.at(-1)).toEqual({ date: '2026-08-21', price: 1 });
    } finally {
      await ctx.database.db.update(dailyCloses).set({ usd: 78_325.11 }).where(eq(dailyCloses.date, '2026-08-21'));
    }
  });
});
