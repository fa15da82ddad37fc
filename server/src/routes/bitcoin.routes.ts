import { Router } from 'express';
import { bitcoinPriceQuerySchema, dcaRequestSchema, historicalQuerySchema } from '@shared/schemas/bitcoin';
import { authOf, requireAuth } from '../middleware/require-auth';
import { parseBody, parseQuery } from '../middleware/validate';
import type { AuthenticationService } from '../services/authentication.service';
import type { MarketQuoteService } from '../services/market-quote.service';
import type { PriceHistoryService } from '../services/price-history.service';

export function bitcoinRoutes(deps: { auth: AuthenticationService; quotes: MarketQuoteService; prices: PriceHistoryService }): Router {
  const router = Router();

  router.get('/price', async (req, res) => {
    const { currency } = parseQuery(req, bitcoinPriceQuerySchema);
    const price = await deps.quotes.getPrice(currency);
    res.setHeader('Cache-Control', 'no-store');
    res.json(price);
  });

  router.get('/historical', async (req, res) => {
    const query = parseQuery(req, historicalQuerySchema);
    res.json(await deps.prices.history(query));
  });

  router.post('/dca', requireAuth(deps.auth), async (req, res) => {
    const input = parseBody(req, dcaRequestSchema);
    res.json(await deps.prices.calculateDcaForUser(authOf(req).userId, input));
  });

  return router;
}
