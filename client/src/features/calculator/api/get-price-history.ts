import { queryOptions, useQuery } from '@tanstack/react-query';
import { dcaMessages } from '@shared/domain/dca';
import { historicalQueryFor } from '@shared/domain/dca-window';
import type { HistoricalResponse, PriceCurrency } from '@shared/schemas/price';
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
 * computed in the browser, offline too (the service worker keeps the last answer). Failures:
 * a non-OK answer is 'Failed to fetch Bitcoin data: {status} {statusText}', an error field in the
 * response is thrown as is, and an answer without a data list is 'Invalid data format received
 * from API'. The points themselves are checked by the calculator (no data, bad prices).
 */
export async function getPriceHistory(currency: PriceCurrency): Promise<HistoricalResponse> {
  let response: unknown;
  try {
    response = await api.get<unknown>(`/api/bitcoin/historical?${fullHistorySearch(currency)}`);
  } catch (error) {
    if (error instanceof ApiError)
      throw new Error(dcaMessages.fetchFailed(error.status, error.statusText).trimEnd(), { cause: error });
    if (error instanceof TypeError) throw new Error(HISTORY_UNREACHABLE_MESSAGE, { cause: error });
    // A body that is not JSON at all (an HTML page from a proxy, say).
    if (error instanceof SyntaxError) throw new Error(dcaMessages.invalidFormat, { cause: error });
    throw error;
  }
  if (typeof response !== 'object' || response === null || Array.isArray(response)) {
    throw new Error(dcaMessages.invalidFormat);
  }
  const body = response as Partial<Record<keyof HistoricalResponse, unknown>>;
  if (typeof body.error === 'string' && body.error) throw new Error(body.error);
  if (!Array.isArray(body.data)) throw new Error(dcaMessages.invalidFormat);
  return response as HistoricalResponse;
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
