import { queryOptions, useQuery } from '@tanstack/react-query';
import { priceProviderSchema, type PriceProvider } from '@shared/schemas/price';
import { api } from './api-client';

/**
 * The live market-data provider this server is configured with (from its PRICE_API_URL) and the
 * attribution it asks for: credited where the calculator and the terms name where prices come from.
 */
export async function getPriceProvider(): Promise<PriceProvider> {
  return priceProviderSchema.parse(await api.get<unknown>('/api/bitcoin/provider'));
}

export function getPriceProviderQueryOptions() {
  // It changes only with the server's configuration.
  return queryOptions({ queryKey: ['bitcoin-provider'], queryFn: getPriceProvider, staleTime: Infinity });
}

export function usePriceProvider() {
  return useQuery(getPriceProviderQueryOptions());
}
