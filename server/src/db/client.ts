import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from '../lib/data-dir-lock';
import { isConnectionLost, pgErrorCode } from '../lib/pg-errors';
import { migrationsDir } from '../lib/project-paths';
import { pgliteLearnerChanges, postgresLearnerChanges, type LearnerChanges } from './learner-changes';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type services use; PGlite and node-postgres both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Changes to learners' rows as this handle hears them (decision 054): the learner cache's invalidation. */
  learnerChanges: LearnerChanges;
  /** Applies migrations/ (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Any key works as long as every Arkad instance uses the same one. */
export const MIGRATION_LOCK_KEY = 7_264_513;
/** SQLSTATE of a lock wait ended by lock_timeout. */
const LOCK_NOT_AVAILABLE = '55P03';

export function openPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    learnerChanges: pgliteLearnerChanges(client),
    migrate: async () => {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: migrationsDir });
    },
    close: () => client.close(),
  };
}

export interface PostgresOptions {
  maxConnections?: number;
  /** Give up opening a connection after this long. */
  connectTimeoutMs?: number;
  /** Postgres cancels a statement running longer than this; the client gives up shortly after. */
  statementTimeoutMs?: number;
  /** Postgres ends a session left idle inside a transaction for this long (releasing its locks). */
  idleInTransactionTimeoutMs?: number;
  /** Told about connections that fail outside a query (a restart, a terminated backend). */
  onConnectionError?: (error: Error) => void;
  /** migrate() waits at most this long for another instance's migration lock, then refuses. */
  migrationLockTimeoutMs?: number;
  /** How often the connection listening for learner changes is checked (default 5 s); tests shorten it. */
  listenerPingMs?: number;
}

export const POSTGRES_DEFAULTS = {
  maxConnections: 10,
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 15_000,
  idleInTransactionTimeoutMs: 30_000,
  migrationLockTimeoutMs: 60_000,
} as const;

/** Start-up refused: another session held the migration lock for longer than the wait allowed. */
export class MigrationLockTimeoutError extends Error {
  constructor(readonly waitedMs: number) {
    super(
      `Could not apply the migrations: another session has held the migration lock (Postgres advisory ` +
        `lock ${MIGRATION_LOCK_KEY}) for more than ${waitedMs / 1000} s. If another Arkad instance is ` +
        'migrating, start this one again once it is up. Otherwise find the session holding it ' +
        `(select pid from pg_locks where locktype = 'advisory' and objid = ${MIGRATION_LOCK_KEY}) and end it, ` +
        'or raise DATABASE_MIGRATION_LOCK_TIMEOUT_MS.',
    );
    this.name = 'MigrationLockTimeoutError';
  }
}

/** How much longer than the statement timeout the client waits before abandoning a query itself. */
const CLIENT_QUERY_GRACE_MS = 2_000;

/**
 * A pg pool whose checked-out clients cannot leak when their connection fails.
 *
 * drizzle-orm's node-postgres transaction() checks a client out and sends BEGIN *before* the
 * try/finally that releases it: when BEGIN fails (the backend was just terminated, the server is
 * restarting, the connection died while the client sat idle), the client is never released and its
 * pool slot is lost for good. Once every slot is lost, each request waits for a connection until
 * the connect timeout and answers 503, for as long as the process runs, although the database is
 * back. (Found by the fault tests: a cluster restart under load left 4 of 4 clients checked out.)
 *
 * So a checkout is released here, with its error (the pool then ends that client), as soon as:
 * its first statement fails (drizzle would not release it), its connection is lost or a statement
 * on it goes unanswered (it must not serve anyone again), or the client reports an error. The
 * holder's own release afterwards does nothing; its further statements fail at once ("not
 * queryable"), so the request answers 503 instead of waiting.
 */
class CheckoutSafePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): Promise<pg.PoolClient> | void {
    // The callback form is pg's own pool.query(), which releases its client on every outcome.
    if (callback) return super.connect(callback);
    return super.connect().then(guardCheckout);
  }
}

function guardCheckout(client: pg.PoolClient): pg.PoolClient {
  const poolRelease = client.release.bind(client);
  const query = client.query;
  let released = false;
  let statements = 0;
  const release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off('error', releaseWithError);
    // The holder keeps this (now idle) release; the pool gives the client a new one at its next
    // checkout, and a client released with an error is ended, never checked out again.
    client.query = query;
    poolRelease(error);
  };
  const releaseWithError = (error: Error) => release(error);
  client.on('error', releaseWithError);
  client.release = release;
  // Only the promise form is wrapped: drizzle uses it, and pg's internals never call it here.
  client.query = ((...args: Parameters<pg.PoolClient['query']>) => {
    const first = statements === 0;
    statements += 1;
    const result = (query as (...a: unknown[]) => unknown).apply(client, args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (first || isConnectionLost(error)) release(error instanceof Error ? error : new Error(String(error)));
      });
    }
    return result;
  }) as pg.PoolClient['query'];
  return client;
}

/**
 * Waits for the migration lock at most timeoutMs: Postgres gives up the wait itself (lock_timeout,
 * SQLSTATE 55P03), and the client too shortly after, should even that answer not come. Without a
 * bound, a session that never lets the lock go would keep every instance from starting, silently.
 */
async function takeMigrationLock(client: pg.Client, timeoutMs: number): Promise<void> {
  await client.query(`set lock_timeout = ${Math.round(timeoutMs)}`);
  try {
    await client.query({
      text: 'select pg_advisory_lock($1)',
      values: [MIGRATION_LOCK_KEY],
      query_timeout: timeoutMs + CLIENT_QUERY_GRACE_MS,
    } as pg.QueryConfig);
  } catch (error) {
    const clientGaveUp = error instanceof Error && /^Query read timeout/.test(error.message);
    if (pgErrorCode(error) === LOCK_NOT_AVAILABLE || clientGaveUp) {
      throw new MigrationLockTimeoutError(timeoutMs);
    }
    throw error;
  }
  // The migrations themselves wait for table locks as long as they must.
  await client.query('reset lock_timeout');
}

export function openPostgres(connectionString: string, options: PostgresOptions = {}): DatabaseHandle {
  const settings = { ...POSTGRES_DEFAULTS, ...options };
  const connectionLost = (error: Error) => options.onConnectionError?.(error);
  const changes = postgresLearnerChanges(connectionString, {
    connectTimeoutMs: settings.connectTimeoutMs,
    pingIntervalMs: options.listenerPingMs,
    onConnectionError: connectionLost,
  });
  const pool = new CheckoutSafePool({
    connectionString,
    max: settings.maxConnections,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    statement_timeout: settings.statementTimeoutMs,
    // A stalled network never answers at all: the client stops waiting by itself.
    query_timeout: settings.statementTimeoutMs + CLIENT_QUERY_GRACE_MS,
    idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs,
    keepAlive: true,
    // Each connection hears learners' changes, its own writes' before their promise settles (decision 054).
    onConnect: (client) => changes.listenOnPoolClient(client),
  });
  // A connection that dies (Postgres restarted, backend terminated) emits 'error' on its client;
  // unheard, that event would end the process. The pool listens on idle clients only, so every
  // client gets a listener too. The request using it fails (answered 503), the pool drops the
  // broken client on release and opens a fresh one for the next request.
  pool.on('error', connectionLost);
  pool.on('connect', (client) => client.on('error', connectionLost));
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    learnerChanges: changes.changes,
    migrate: async () => {
      // Several instances may start at once: one applies the migrations, the others wait.
      const client = new pg.Client({ connectionString, connectionTimeoutMillis: settings.connectTimeoutMs });
      client.on('error', connectionLost);
      await client.connect();
      try {
        await takeMigrationLock(client, settings.migrationLockTimeoutMs);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsDir });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        await client.end();
      }
    },
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}

/**
 * Postgres through `pg` when a URL is given, otherwise embedded PGlite stored under dataDir,
 * locked for this process until close (a second server on the same directory refuses to start).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  postgres?: PostgresOptions;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.postgres);
  const dir = path.resolve(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const lock = lockDataDir(dir);
  try {
    const handle = openPglite(await PGlite.create({ dataDir: dir }));
    return {
      ...handle,
      close: async () => {
        try {
          await handle.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
