import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Express } from 'express';
import { createApp } from './app';
import { buildServices } from './composition';
import { InvalidEnvironmentError, loadConfig } from './config/env';
import { loadOrCreateCredentialSecret, loadOrCreateJwtSecret } from './config/jwt-secret';
import { MigrationLockTimeoutError, openDatabase } from './db/client';
import { answerClientErrors } from './lib/client-errors';
import { DataDirLockedError } from './lib/data-dir-lock';
import { trackForShutdown } from './lib/graceful-shutdown';
import { createLogger } from './lib/logger';
import { createMailer } from './lib/mailer';
import { databaseErrorSummary } from './lib/pg-errors';
import { projectRoot } from './lib/project-paths';
import { seedDailyCloses } from './services/price-seed';
import { passwordWeakness } from '@shared/domain/password-strength';

/**
 * How long an idle keep-alive connection stays open. Node's default, 5 s, is shorter than the idle
 * timeouts of the load balancers and clients that reuse connections (an AWS load balancer or an
 * nginx upstream keeps one 60 s): the server then closes a connection just as the other side
 * sends a request on it, and that request fails with ECONNRESET (a browser test's API request did).
 * The side that reuses a connection must be the one that gives it up first. Sent to clients as
 * `Keep-Alive: timeout=65`.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Longer than the keep-alive timeout, as Node requires for a reused connection's next request. */
const HEADERS_TIMEOUT_MS = 66_000;

/**
 * Requests still running this long after the stop signal are answered 503: the rest of the grace
 * period (a quarter of it, at most 2 s) is kept for closing the database.
 */
function shutdownAnswerDeadlineMs(graceMs: number): number {
  return graceMs - Math.min(2_000, Math.floor(graceMs / 4));
}

/** A start-up failure with a message meant for the operator (no stack trace). */
class StartupError extends Error {}

/** Resolves once the server listens; rejects when it cannot (port in use, not permitted). */
function listen(app: Express, port: number, host: string): Promise<http.Server> {
  return new Promise((resolve, reject) => {
    const server = http.createServer(
      { keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS, headersTimeout: HEADERS_TIMEOUT_MS },
      app,
    );
    answerClientErrors(server);
    const failed = (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new StartupError(
            `Port ${port} on ${host} is already in use: another process is listening there. ` +
              'Stop it, or start Arkad with PORT set to a free port.',
          ),
        );
      } else if (error.code === 'EACCES') {
        reject(new StartupError(`Not permitted to listen on port ${port} on ${host}: choose a port above 1023.`));
      } else {
        reject(error);
      }
    };
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve(server);
    });
  });
}

async function main(): Promise<void> {
  const envFile = path.join(projectRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);

  const config = loadConfig(process.env, {
    generatedJwtSecret: (dataDir) => loadOrCreateJwtSecret(path.resolve(projectRoot, dataDir)),
    generatedCredentialSecret: (dataDir) => loadOrCreateCredentialSecret(path.resolve(projectRoot, dataDir)),
  });
  const logger = createLogger(config.logLevel);
  for (const warning of config.startupWarnings) logger.warn(warning);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.resolve(projectRoot, config.dataDir),
    postgres: {
      maxConnections: config.postgres.poolSize,
      connectTimeoutMs: config.postgres.connectTimeoutMs,
      statementTimeoutMs: config.postgres.statementTimeoutMs,
      idleInTransactionTimeoutMs: config.postgres.idleInTransactionTimeoutMs,
      migrationLockTimeoutMs: config.postgres.migrationLockTimeoutMs,
      onConnectionError: (error) => logger.warn({ db: databaseErrorSummary(error) }, 'database connection lost'),
    },
  });
  let server: http.Server;
  let services: ReturnType<typeof buildServices>;
  let mailer: ReturnType<typeof createMailer>;
  try {
    await database.migrate();
    logger.info({ driver: database.driver }, 'database ready, migrations applied');
    // Bundled price history: adds missing days and corrects rows from an older file (one checksum
    // query when nothing changed); logs how many rows it added and corrected.
    await seedDailyCloses({ db: database.db, logger, csvPath: config.priceSeedFile });

    mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
    services = buildServices({ db: database.db, config, logger, mailer, learnerChanges: database.learnerChanges });
    // The password rule's dictionaries are built once, now (a few hundred ms of CPU, decision 051),
    // rather than during the first registration after start.
    passwordWeakness('arkad-start-up');
    server = await listen(createApp({ config, logger, services }), config.port, config.host);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }

  // Expired analytics salts and events and abuse-limit counters are deleted from now on.
  services.retention.start();
  // Jobs (emails, scheduled price checks and digests) run on this instance unless JOB_WORKER=off.
  if (config.jobs.worker) {
    services.queue.start();
    services.notifications.start();
  }

  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Arkad is running at http://localhost:${port} (database: ${database.driver})`);

  // After a stop signal: no new connection; every request received is answered (served, or 503
  // with Retry-After once the answer deadline passes); then the database closes and the process
  // exits 0, all within SHUTDOWN_GRACE_MS.
  const graceMs = config.shutdownGraceMs;
  const drain = trackForShutdown(server, {
    answerDeadlineMs: shutdownAnswerDeadlineMs(graceMs),
    onDeadline: (answered) =>
      logger.warn({ answered }, 'shutdown: requests still running at the deadline were answered 503'),
  });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    services.lifecycle.markStopping();
    logger.info(
      { signal, inFlight: drain.inFlight(), graceMs },
      'shutting down: no new connections, finishing requests in flight',
    );
    setTimeout(() => {
      logger.error('shutdown did not finish in time; exiting');
      process.exit(1);
    }, graceMs).unref();
    // The worker claims no more jobs from now on; the jobs it is running finish (a job cut off by
    // the deadline is claimed again by an instance once its lease has passed).
    services.notifications.stop();
    const jobsStopped = services.queue.stop();
    // Every request answered and every connection closed; then a running price refresh finishes
    // writing before the database (the pool, or PGlite and its lock) closes.
    drain
      .drain()
      .then(() => jobsStopped)
      .then(() => mailer.close?.())
      .then(() => services.quotes.idle())
      .then(() => services.retention.stop())
      .then(() => database.close())
      .then(() => {
        logger.info('shutdown complete: requests finished, database closed');
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (
    error instanceof InvalidEnvironmentError ||
    error instanceof DataDirLockedError ||
    error instanceof MigrationLockTimeoutError ||
    error instanceof StartupError
  ) {
    console.error(error.message);
  } else {
    console.error('Arkad failed to start:', error);
  }
  process.exit(1);
});
