import { queryOptions, useQuery } from '@tanstack/react-query';
import { dcaMessages } from '@shared/domain/dca';
import { historicalQueryFor } from '@shared/domain/dca-window';
import { AnswerMismatchError } from '@shared/api/answer-check';
import type { HistoricalResponse, PriceCurrency } from '@shared/schemas/price';
import * as marketApi from '@/api/market';
import { ApiError, fetchApi, parseAnswer } from '@/lib/api-client';

export const HISTORY_UNREACHABLE_MESSAGE = 'Could not reach the server for price history. Check your connection.';

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
    const answer = await fetchApi(marketApi.getPriceHistory, {
      query: historicalQueryFor({ timeframe: 'all', currency }),
    });
    const text = await answer.text();
    response = text ? JSON.parse(text) : undefined;
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
  if ('error' in response && typeof response.error === 'string' && response.error) throw new Error(response.error);
  try {
    return parseAnswer(marketApi.getPriceHistory, response);
  } catch (error) {
    if (error instanceof AnswerMismatchError) throw new Error(dcaMessages.invalidFormat, { cause: error });
    throw error;
  }
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
