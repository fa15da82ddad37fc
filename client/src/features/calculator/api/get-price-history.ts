import { queryOptions, useQuery } from '@tanstack/react-query';
import { dcaMessages, historicalQueryFor } from '@shared/domain/dca';
import type { HistoricalResponse, PriceCurrency } from '@shared/schemas/bitcoin';
import { api, ApiError } from '@/lib/api-client';

export const HISTORY_UNREACHABLE_MESSAGE = 'Could not reach the server for price history. Check your connection.';

/** The query string asking for the whole stored series ('since 2010') in `currency`. */
export function fullHistorySearch(currency: PriceCurrency): string {
  const query = historicalQueryFor({ timeframe: 'all', currency });
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return params.toString();
}

/**
 * GET /api/bitcoin/historical for the whole series, so every period and start date can be
 * computed in the browser, offline too (the service worker keeps the last answer). The data is
 * checked by the calculator itself (spec section 8: invalid format, no data, bad prices).
 */
export async function getPriceHistory(currency: PriceCurrency): Promise<HistoricalResponse> {
  let response: HistoricalResponse;
  try {
    response = await api.get<HistoricalResponse>(`/api/bitcoin/historical?${fullHistorySearch(currency)}`);
  } catch (error) {
    if (error instanceof ApiError) {
      // The API client keeps the server's message rather than the HTTP status text.
      throw new Error(dcaMessages.fetchFailed(error.status, error.serverMessage ?? '').trimEnd());
    }
    if (error instanceof TypeError) throw new Error(HISTORY_UNREACHABLE_MESSAGE);
    throw error;
  }
  // Spec section 8: an error field in the response is thrown as is.
  if (response && typeof response === 'object' && typeof response.error === 'string' && response.error) {
    throw new Error(response.error);
  }
  return response;
}

export function getPriceHistoryQueryOptions(currency: PriceCurrency) {
  return queryOptions({
    queryKey: ['bitcoin-history', currency, 'all'],
    queryFn: () => getPriceHistory(currency),
    // Offline the request is still made once: the service worker may answer from its cache.
    networkMode: 'offlineFirst',
  });
}

export function usePriceHistory(currency: PriceCurrency) {
  return useQuery(getPriceHistoryQueryOptions(currency));
}
