import * as marketApi from '@shared/api/market';
import type { BenchmarkSeries } from '@shared/schemas/benchmarks';
import type { ApiRouter } from '../http/api-router';

/** The file changes only with a release: the answer may be reused for an hour. */
export const BENCHMARKS_CACHE_CONTROL = 'public, max-age=3600';

export function benchmarkRoutes(api: ApiRouter, deps: { benchmarks: BenchmarkSeries }): void {
  api.handle(marketApi.getBenchmarks, ({ res }) => {
    res.set('Cache-Control', BENCHMARKS_CACHE_CONTROL);
    return deps.benchmarks;
  });
}
