import { useQuery } from '@tanstack/react-query';
import * as marketApi from '@/api/market';
import { callApi } from '@/lib/api-client';

/** GET /api/benchmarks/monthly: asked for only when a US-dollar result shows its benchmarks. */
export function useBenchmarks(enabled: boolean) {
  return useQuery({
    queryKey: ['benchmarks', 'monthly'],
    queryFn: () => callApi(marketApi.getBenchmarks, {}),
    enabled,
    // The file changes only with a release.
    staleTime: 60 * 60 * 1000,
    networkMode: 'offlineFirst',
  });
}
