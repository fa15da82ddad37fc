import { z } from 'zod';

/**
 * GET /api/benchmarks/monthly: the monthly benchmark series the DCA calculator compares with
 * (server/data/benchmarks/benchmarks-monthly.csv). A month whose value the file leaves empty is
 * null: nothing is filled in.
 */
export const benchmarkMonthSchema = z.object({
  /** Calendar month, YYYY-MM. */
  month: z.string(),
  /** S&P 500 total return index (dividends reinvested, 2010-07 = 100); ends 2023-06. */
  sp500TotalReturn: z.number().nullable(),
  /** Gold, US dollars per troy ounce, mean of the month's daily prices. */
  goldUsd: z.number().nullable(),
  /** US CPI-U, all items, not seasonally adjusted (1982-84 = 100); 2025-10 was never published. */
  cpiUs: z.number().nullable(),
});
export type BenchmarkMonth = z.infer<typeof benchmarkMonthSchema>;

export const benchmarkSeriesSchema = z.object({
  /** One row per calendar month, oldest first, no month left out. */
  months: z.array(benchmarkMonthSchema),
});
export type BenchmarkSeries = z.infer<typeof benchmarkSeriesSchema>;
