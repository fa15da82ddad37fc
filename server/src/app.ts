import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { AppConfig } from './config/env';
import type { Database } from './db/client';
import { notFound } from './lib/errors';
import { clientDistDir } from './lib/project-paths';
import type { Logger } from './lib/logger';
import type { Mailer } from './lib/mailer';
import { errorHandler, notFoundApi } from './middleware/error-handler';
import { requestId } from './middleware/request-id';
import { authRoutes } from './routes/auth.routes';
import { bitcoinRoutes } from './routes/bitcoin.routes';
import { usageRoutes } from './routes/usage.routes';
import { createAccountService } from './services/account.service';
import { createAuthenticationService, type BackgroundRunner } from './services/authentication.service';
import { createMarketQuoteService, type MarketQuoteService } from './services/market-quote.service';
import { createPriceHistoryService } from './services/price-history.service';
import { createPasswordHasher } from './services/password-hasher';
import { createCoinGeckoProvider } from './services/price-provider';
import { createRateLimiter } from './services/rate-limiter';
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
  /** Runs work after an answer (the reset link's token and email); default: at once, not awaited. */
  background?: BackgroundRunner;
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
          // Only when the app is really served over https (not on http://localhost by default).
          'upgrade-insecure-requests': deps.config.isProduction && deps.config.appUrl.startsWith('https:') ? [] : null,
        },
      },
    }),
  );
  app.use('/api', express.json({ limit: '100kb' }));

  const hasher = createPasswordHasher({ cost: deps.config.bcryptCost });
  const auth = createAuthenticationService({
    db: deps.db,
    config: deps.config,
    mailer: deps.mailer,
    logger: deps.logger,
    hasher,
    now,
    background: deps.background,
  });
  const account = createAccountService({ db: deps.db, hasher, now, startSession: auth.startSession });
  const limiter = createRateLimiter({ db: deps.db, rules: deps.config.rateLimits, now });
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

  app.get('/api/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use('/api/auth', authRoutes({ authentication: auth, account, limiter, devConveniences: deps.config.devConveniences }));
  app.use('/api/bitcoin', bitcoinRoutes({ auth, quotes, prices }));
  app.use('/api/usage', usageRoutes({ auth, usage }));
  app.use('/api', notFoundApi);

  const clientDir = deps.clientDir === undefined ? clientDistDir : deps.clientDir;
  if (clientDir && existsSync(path.join(clientDir, 'index.html'))) {
    if (deps.config.isProduction) {
      // Source maps carry the full sources: the built files keep them for debugging, the web does not.
      app.use((req, _res, next) => {
        next(req.path.endsWith('.map') ? notFound(`Nothing at ${req.path}`) : undefined);
      });
    }
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
