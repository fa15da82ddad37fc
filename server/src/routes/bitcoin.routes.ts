import * as marketApi from '@shared/api/market';
import { requestLanguage } from '../http/request-language';
import type { ApiRouter } from '../http/api-router';
import { SENT } from '../http/api-router';
import { sendJsonBody } from '../lib/json-body';
import type { MarketQuoteService } from '../services/market-quote.service';
import type { PriceHistoryService } from '../services/price-history.service';

/**
 * Both answers come from the instance's memory (serialised and compressed once, see the services)
 * with a strong ETag, so an unchanged answer costs a 304.
 * - The price may be reused for a few seconds: it changes at most once per refresh interval.
 * - The history must be asked for again every time (no-cache): a stored series can be corrected on
 *   the server, and browsers and the service worker must see that on their next online visit.
 */
export const PRICE_CACHE_CONTROL = 'public, max-age=10';
export const HISTORY_CACHE_CONTROL = 'no-cache';
/** The provider changes only with the server's configuration. */
export const PROVIDER_CACHE_CONTROL = 'public, max-age=3600';

export function bitcoinRoutes(api: ApiRouter, deps: { quotes: MarketQuoteService; prices: PriceHistoryService }): void {
  api.handle(marketApi.getBitcoinPrice, async ({ query, req, res }) => {
    // A fallback answer's sentence is in the reader's language (the page's, as Accept-Language).
    res.vary('Accept-Language');
    sendJsonBody(req, res, await deps.quotes.priceBody(query.currency, requestLanguage(req)), PRICE_CACHE_CONTROL);
    return SENT;
  });

  api.handle(marketApi.getPriceProvider, ({ res }) => {
    res.set('Cache-Control', PROVIDER_CACHE_CONTROL);
    return deps.quotes.provider;
  });

  api.handle(marketApi.getPriceHistory, async ({ query, req, res }) => {
    sendJsonBody(req, res, await deps.prices.historyBody(query), HISTORY_CACHE_CONTROL);
    return SENT;
  });
}
