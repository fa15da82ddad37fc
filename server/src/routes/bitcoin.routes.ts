import { Router } from 'express';
import { bitcoinPriceQuerySchema, historicalQuerySchema } from '@shared/schemas/price';
import { sendJsonBody } from '../lib/json-body';
import { parseQuery } from '../middleware/validate';
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

export function bitcoinRoutes(deps: { quotes: MarketQuoteService; prices: PriceHistoryService }): Router {
  const router = Router();

  router.get('/price', async (req, res) => {
    const { currency } = parseQuery(req, bitcoinPriceQuerySchema);
    sendJsonBody(req, res, await deps.quotes.priceBody(currency), PRICE_CACHE_CONTROL);
  });

  router.get('/provider', (_req, res) => {
    res.set('Cache-Control', PROVIDER_CACHE_CONTROL).json(deps.quotes.provider);
  });

  router.get('/historical', async (req, res) => {
    const query = parseQuery(req, historicalQuerySchema);
    sendJsonBody(req, res, await deps.prices.historyBody(query), HISTORY_CACHE_CONTROL);
  });

  return router;
}
