import { existsSync } from 'node:fs';
import path from 'node:path';
import { createApp } from './app';
import { InvalidEnvironmentError, loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { createLogger } from './lib/logger';
import { createMailer } from './lib/mailer';
import { projectRoot } from './lib/project-paths';
import type { MarketQuoteService } from './services/market-quote.service';
import { seedDailyCloses } from './services/price-seed';

async function main(): Promise<void> {
  const envFile = path.join(projectRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);

  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.resolve(projectRoot, config.dataDir) });
  await database.migrate();
  logger.info({ driver: database.driver }, 'database ready, migrations applied');
  // Bundled price history: adds missing days and corrects rows from an older file (one checksum
  // query when nothing changed); logs how many rows it added and corrected.
  await seedDailyCloses({ db: database.db, logger, csvPath: config.priceSeedFile });

  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
  let marketQuotes: MarketQuoteService | undefined;
  const app = createApp({ db: database.db, config, logger, mailer, onMarketQuotes: (service) => (marketQuotes = service) });

  const server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(`Arkad is running at http://localhost:${port} (database: ${database.driver})`);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    server.close(() => {
      // Let a running price refresh finish writing before the database closes.
      void (marketQuotes?.idle() ?? Promise.resolve())
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof InvalidEnvironmentError) {
    console.error(error.message);
  } else {
    console.error('Arkad failed to start:', error);
  }
  process.exit(1);
});
