import { Router } from 'express';
import { bitcoinPriceQuerySchema, historicalQuerySchema } from '@shared/schemas/price';
import { parseQuery } from '../middleware/validate';
import type { MarketQuoteService } from '../services/market-quote.service';
import type { PriceHistoryService } from '../services/price-history.service';

export function bitcoinRoutes(deps: { quotes: MarketQuoteService; prices: PriceHistoryService }): Router {
  const router = Router();

  router.get('/price', async (req, res) => {
    const { currency } = parseQuery(req, bitcoinPriceQuerySchema);
    const price = await deps.quotes.getPrice(currency);
    res.setHeader('Cache-Control', 'no-store');
    res.json(price);
  });

  router.get('/historical', async (req, res) => {
    const query = parseQuery(req, historicalQuerySchema);
    // Caches (the browser's, the service worker's) must ask again every time: the series can be
    // corrected on the server, and an unchanged one costs a 304 thanks to the ETag.
    res.setHeader('Cache-Control', 'no-cache');
    res.json(await deps.prices.history(query));
  });

  return router;
}
