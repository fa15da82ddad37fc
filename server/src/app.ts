import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { AppConfig } from './config/env';
import type { Database } from './db/client';
import { clientDistDir } from './lib/project-paths';
import type { Logger } from './lib/logger';
import type { Mailer } from './lib/mailer';
import { errorHandler, notFoundApi } from './middleware/error-handler';
import { requestId } from './middleware/request-id';
import { authRoutes } from './routes/auth.routes';
import { bitcoinRoutes } from './routes/bitcoin.routes';
import { dcaRoutes } from './routes/dca.routes';
import { usageRoutes } from './routes/usage.routes';
import { createAuthService } from './services/auth.service';
import { createDcaService } from './services/dca.service';
import { createMarketQuoteService, type MarketQuoteService } from './services/market-quote.service';
import { createPriceHistoryService } from './services/price-history.service';
import { createCoinGeckoProvider } from './services/price-provider';
import { createUsageService } from './services/usage.service';

export interface AppDeps {
  db: Database;
  config: AppConfig;
  logger: Logger;
  mailer: Mailer;
  /** The clock; tests move it to expire tokens. */
  now?: () => Date;
  /** Serve the built SPA from here (default dist/client when it exists). */
  clientDir?: string | null;
  /** Receives the market-quote service, so the caller can wait for its background work (shutdown, tests). */
  onMarketQuotes?: (service: MarketQuoteService) => void;
}

/** The whole HTTP app without listening, so tests can drive it with supertest. */
export function createApp(deps: AppDeps): Express {
  const now = deps.now ?? (() => new Date());
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(requestId);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // The SPA talks only to its own origin; the market-data provider is called by the server.
          'connect-src': ["'self'"],
          'img-src': ["'self'", 'data:'],
          'upgrade-insecure-requests': deps.config.isProduction ? [] : null,
        },
      },
    }),
  );
  app.use('/api', express.json({ limit: '100kb' }));

  const auth = createAuthService({ db: deps.db, config: deps.config, mailer: deps.mailer, logger: deps.logger, now });
  const prices = createPriceHistoryService({ db: deps.db });
  const quotes = createMarketQuoteService({
    db: deps.db,
    config: deps.config,
    logger: deps.logger,
    now,
    provider: createCoinGeckoProvider({ baseUrl: deps.config.priceApiUrl, timeoutMs: deps.config.priceApiTimeoutMs }),
    history: prices,
  });
  deps.onMarketQuotes?.(quotes);
  const usage = createUsageService({ db: deps.db, now });
  const dca = createDcaService({ prices });

  app.get('/api/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use('/api/auth', authRoutes(auth));
  app.use('/api/bitcoin/dca', dcaRoutes({ auth, dca }));
  app.use('/api/bitcoin', bitcoinRoutes({ quotes, prices }));
  app.use('/api/usage', usageRoutes({ auth, usage }));
  app.use('/api', notFoundApi);

  const clientDir = deps.clientDir === undefined ? clientDistDir : deps.clientDir;
  if (clientDir && existsSync(path.join(clientDir, 'index.html'))) {
    app.use(
      '/assets',
      express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
    );
    app.use(express.static(clientDir, { index: false, maxAge: 0 }));
    // Every other GET is a client-side route: the SPA decides (including its 'Page Not Found').
    app.get(/.*/, (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(path.join(clientDir, 'index.html'));
    });
  }

  app.use(errorHandler(deps.logger));
  return app;
}
