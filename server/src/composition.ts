import { sql } from 'drizzle-orm';
import type { AppConfig } from './config/env';
import type { Database } from './db/client';
import type { Logger } from './lib/logger';
import type { Mailer } from './lib/mailer';
import { createAuthService, type AuthService } from './services/auth.service';
import { createMarketQuoteService, type MarketQuoteService } from './services/market-quote.service';
import { createPriceHistoryService, type PriceHistoryService } from './services/price-history.service';
import { createCoinGeckoProvider, type PriceProvider } from './services/price-provider';
import { createTreasuryService, type TreasuryService } from './services/treasury.service';
import { createUsageService, type UsageService } from './services/usage.service';

export interface ServiceDeps {
  db: Database;
  config: AppConfig;
  logger: Logger;
  mailer: Mailer;
  /** The clock; tests move it to expire tokens. */
  now?: () => Date;
  /** The market-data provider (default: the CoinGecko-compatible API at PRICE_API_URL). */
  provider?: PriceProvider;
}

/** Every service the HTTP app uses, built once by the composition root and handed to createApp. */
export interface AppServices {
  auth: AuthService;
  prices: PriceHistoryService;
  quotes: MarketQuoteService;
  usage: UsageService;
  treasury: TreasuryService;
  /** Resolves when the database answers a trivial query; rejects otherwise (readiness probe). */
  checkDatabase(): Promise<void>;
}

/** The composition root: the one place that builds the services from their dependencies. */
export function buildServices(deps: ServiceDeps): AppServices {
  const { db, config, logger, mailer } = deps;
  const now = deps.now ?? (() => new Date());
  const prices = createPriceHistoryService({ db });
  const provider =
    deps.provider ?? createCoinGeckoProvider({ baseUrl: config.priceApiUrl, timeoutMs: config.priceApiTimeoutMs });
  return {
    auth: createAuthService({ db, config, mailer, logger, now }),
    prices,
    quotes: createMarketQuoteService({ db, config, logger, now, provider, history: prices }),
    usage: createUsageService({ db, now }),
    treasury: createTreasuryService({ db, now }),
    checkDatabase: async () => {
      await db.execute(sql`select 1`);
    },
  };
}
