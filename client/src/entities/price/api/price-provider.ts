import { queryOptions, useQuery } from '@tanstack/react-query';
import * as marketApi from '@/api/market';
import { callApi } from '@/lib/api-client';

/**
 * The live market-data provider this server is configured with (from its PRICE_API_URL) and the
 * attribution it asks for: credited where the calculator and the terms name where prices come from.
 */
export function getPriceProvider() {
  return callApi(marketApi.getPriceProvider);
}

export function getPriceProviderQueryOptions() {
  // It changes only with the server's configuration.
  return queryOptions({ queryKey: ['bitcoin-provider'], queryFn: getPriceProvider, staleTime: Infinity });
}

export function usePriceProvider() {
  return useQuery(getPriceProviderQueryOptions());
}
