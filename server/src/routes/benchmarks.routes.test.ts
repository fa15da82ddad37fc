import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBenchmarks } from '@shared/api/market';
import { parseBenchmarkCsv } from '../services/benchmarks';
import { type MarketApp, startApp } from '../test/market-app';
import { BENCHMARKS_CACHE_CONTROL } from './benchmarks.routes';

// GET /api/benchmarks/monthly: the bundled benchmark file, as it is (empty cells are null).

describe('GET /api/benchmarks/monthly', () => {
  let ctx: MarketApp;

  beforeAll(async () => {
    ctx = await startApp({ LIVE_PRICES: 'off' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('serves every month of the file, with its gaps left empty', async () => {
    const res = await request(ctx.app).get('/api/benchmarks/monthly');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(BENCHMARKS_CACHE_CONTROL);
    expect(getBenchmarks.success.schema!.safeParse(res.body).success).toBe(true);
    const { months } = res.body as { months: { month: string; sp500TotalReturn: number | null }[] };
    // 2010-07 to 2026-05: 191 months, none left out.
    expect(months).toHaveLength(191);
    expect(months[0]).toEqual({ month: '2010-07', sp500TotalReturn: 100, goldUsd: 1192.97, cpiUs: 218.011 });
    expect(months.at(-1)?.month).toBe('2026-05');
    // The total return ends at 2023-06; October 2025 has no CPI.
    expect(months.find((m) => m.month === '2023-06')).toMatchObject({ sp500TotalReturn: 513.275 });
    expect(months.filter((m) => m.sp500TotalReturn !== null).at(-1)?.month).toBe('2023-06');
    expect(months.find((m) => m.month === '2025-10')).toEqual({
      month: '2025-10',
      sp500TotalReturn: null,
      goldUsd: 4058.33,
      cpiUs: null,
    });
  });
});

describe('the benchmark file reader', () => {
  const header = 'month,sp500_price,sp500_dividend,sp500_total_return_index,gold_usd_oz,cpi_us';

  it('refuses a wrong header, a month left out and a value at or below zero', () => {
    expect(() => parseBenchmarkCsv('month,gold\n2020-01,1')).toThrow(/header/);
    expect(() => parseBenchmarkCsv(`${header}\n2020-01,1,1,100,1,1\n2020-03,1,1,100,1,1`)).toThrow(/does not follow/);
    expect(() => parseBenchmarkCsv(`${header}\n2020-01,1,1,0,1,1`)).toThrow(/bad value/);
    expect(parseBenchmarkCsv(`${header}\n2019-12,,,,1500.5,\n2020-01,1,1,100,1,2`).months).toEqual([
      { month: '2019-12', sp500TotalReturn: null, goldUsd: 1500.5, cpiUs: null },
      { month: '2020-01', sp500TotalReturn: 100, goldUsd: 1, cpiUs: 2 },
    ]);
  });
});
