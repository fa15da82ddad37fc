import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { buildServices } from '../composition';
import { loadConfig } from '../config/env';
import { createLogger } from '../lib/logger';
import { createMailer } from '../lib/mailer';
import { isDatabaseUnavailable } from '../lib/pg-errors';
import { createOwnDatabase, postgresUnreachableReason, type OwnDatabase } from '../test/own-postgres';
import { startPgProxy } from '../test/pg-proxy';
import { startServer } from '../test/server-process';
import { newUserInput, testEnv } from '../test/test-app';
import { databaseUrlFor } from '../test/test-database-config';
import { createThrowawayCluster, type ThrowawayCluster } from '../test/throwaway-cluster';
import { MIGRATION_LOCK_KEY, MigrationLockTimeoutError, openPostgres } from './client';

// Faults on a real Postgres server. On the shared server only the backends of a database this file
// creates are ever terminated (other test runs share it, and it is never restarted); the restart
// happens on a throw-away cluster of the file's own.

// The app under test always runs on Postgres here, whichever driver the API suite uses, so this file
// is in the 'processes' project (vitest.config.ts), which npm test runs once. Without any Postgres it
// cannot run at all.
const unreachable = await postgresUnreachableReason();
if (unreachable) console.log(`Postgres fault tests skipped: ${unreachable}`);

/** The app, listening on loopback, on its own pool to `url`. */
async function startApp(url: string) {
  const connectionErrors: Error[] = [];
  const database = openPostgres(url, { maxConnections: 4, onConnectionError: (error) => connectionErrors.push(error) });
  const config = loadConfig(testEnv);
  const logger = createLogger('silent');
  const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, logger });
  const app = createApp({
    config,
    logger,
    services: buildServices({ db: database.db, config, logger, mailer }),
    clientDir: null,
  });
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connectionErrors,
    /** Stops listening and closes the pool; bounded, so a stuck pool is reported, not waited for. */
    close: async () => {
      server.closeAllConnections();
      await bounded(
        new Promise<void>((resolve) => server.close(() => resolve())),
        CLOSE_BOUND_MS,
        'closing the HTTP server',
      );
      await bounded(database.close(), CLOSE_BOUND_MS, 'closing the pool (a client is still checked out)');
    },
  };
}

/** Every request gives up after this long: a hung request is an answer too (status 0), not a wait. */
const REQUEST_TIMEOUT_MS = 30_000;
/** Closing the app, and stopping the load (whose requests are bounded by the above), end within these. */
const CLOSE_BOUND_MS = 15_000;
const STOP_BOUND_MS = REQUEST_TIMEOUT_MS + 10_000;
/** A failure bound on a state the test waits for; it says what it last saw instead of hanging. */
const STATE_BOUND_MS = 60_000;

/** The promise, or a rejection saying what did not finish once `ms` have passed (a bound on failure only). */
async function bounded<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs body, then cleanup whatever happened. The body's error is the one thrown (it carries the
 * diagnosis); a cleanup failure is added to its message, or thrown when the body succeeded.
 */
async function withCleanup<T>(body: () => Promise<T>, cleanup: () => Promise<void>): Promise<T> {
  let result: T;
  try {
    result = await body();
  } catch (error) {
    const cleanupError = await cleanup().then(
      () => null,
      (failure: unknown) => failure,
    );
    if (cleanupError === null || !(error instanceof Error)) throw error;
    throw new Error(`${error.message}\n(then the cleanup failed too: ${String(cleanupError)})`, { cause: error });
  }
  await cleanup();
  return result;
}

interface Outcome {
  status: number;
  contentType: string;
  body: unknown;
}

const succeeded = (outcome: Outcome) => outcome.status >= 200 && outcome.status < 300;

/** One request, answered within REQUEST_TIMEOUT_MS; no answer at all (or no JSON) is status 0. */
async function call(baseUrl: string, method: string, url: string, body?: unknown, token?: string): Promise<Outcome> {
  try {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const contentType = res.headers.get('content-type') ?? '';
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Kept as text: expectOnlySuccessOr503 reports it.
    }
    return { status: res.status, contentType, body: parsed };
  } catch (error) {
    return { status: 0, contentType: '', body: `no answer: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * How long a writer waits before its next request after failures in a row: 10 ms doubling to
 * 250 ms. A load generator's pacing, so that writers do not spin while the database is down; the
 * test itself waits for states (answers counted), never for a time.
 */
const backOffMs = (failuresInARow: number) =>
  failuresInARow === 0 ? 0 : Math.min(250, 10 * 2 ** (failuresInARow - 1));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writers that each save their own user's preferences (an increasing amount) and register a new
 * user every third round, recording every answer, until stopped.
 */
async function startWriteLoad(baseUrl: string, writers: number) {
  const users: { id: number; token: string }[] = [];
  for (let i = 0; i < writers; i++) {
    const input = newUserInput();
    const res = await call(baseUrl, 'POST', '/api/auth/register', input);
    expect(res.status).toBe(202);
    // Registering starts no session (decision 058): signing in does.
    const signedIn = await call(baseUrl, 'POST', '/api/auth/login', { email: input.email, password: input.password });
    expect(signedIn.status).toBe(200);
    const body = signedIn.body as { token: string; user: { id: number } };
    users.push({ id: body.user.id, token: body.token });
  }

  const outcomes: Outcome[] = [];
  const ackedAmount: number[] = [];
  const attemptedAmount: number[] = [];
  const ackedEmails: string[] = [];
  const counts = { acknowledged: 0, unavailable: 0 };
  const waiters = new Set<() => void>();
  const record = (outcome: Outcome) => {
    outcomes.push(outcome);
    if (succeeded(outcome)) counts.acknowledged += 1;
    if (outcome.status === 503) counts.unavailable += 1;
    for (const check of waiters) check();
  };

  let stopped = false;
  const writer = async (i: number) => {
    const user = users[i]!;
    let failuresInARow = 0;
    const paced = async (outcome: Outcome) => {
      record(outcome);
      failuresInARow = succeeded(outcome) ? 0 : failuresInARow + 1;
      if (failuresInARow > 0 && !stopped) await pause(backOffMs(failuresInARow));
    };
    for (let n = 1; !stopped; n++) {
      const amount = 100 + n;
      attemptedAmount[i] = amount;
      const saved = await call(baseUrl, 'PUT', '/api/auth/preferences', { defaultDCAAmount: amount }, user.token);
      if (saved.status === 200) ackedAmount[i] = amount;
      await paced(saved);
      if (n % 3 === 0 && !stopped) {
        const input = newUserInput();
        const registered = await call(baseUrl, 'POST', '/api/auth/register', input);
        if (registered.status === 202) ackedEmails.push(input.email);
        await paced(registered);
      }
    }
  };
  const running = Array.from({ length: writers }, (_, i) => writer(i));
  /** What the load saw so far, for a failure message. */
  const diagnosis = () => {
    const last = outcomes.slice(-8).map((o) => (o.status === 0 ? o.body : o.status));
    return `${JSON.stringify(counts)}, last answers ${JSON.stringify(last)}`;
  };

  return {
    counts,
    outcomes,
    /** Resolves once the condition holds, checked after every answer. */
    until: (condition: () => boolean) =>
      new Promise<void>((resolve, reject) => {
        // A bound on a failure only: when the app stops answering, say what it last answered
        // instead of running into the test's own timeout without a word.
        const stuck = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`not reached in ${STATE_BOUND_MS / 1000} s: ${diagnosis()}`));
        }, STATE_BOUND_MS);
        const check = () => {
          if (!condition()) return;
          clearTimeout(stuck);
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      }),
    diagnosis,
    /** Stops the writers; each is at most one request (bounded by its timeout) from stopping. */
    stop: async () => {
      stopped = true;
      await bounded(Promise.all(running), STOP_BOUND_MS, `stopping the writers (${diagnosis()})`);
    },
    /** Every answer was a success or a 503 in the error shape: never a 500, never HTML. */
    expectOnlySuccessOr503() {
      for (const outcome of outcomes.filter((o) => !succeeded(o))) {
        expect(outcome.status).toBe(503);
        expect(outcome.contentType).toMatch(/application\/json/);
        expect(outcome.body).toMatchObject({ error: { code: 'UNAVAILABLE', message: expect.any(String) } });
      }
    },
    /** Every acknowledged write is stored (a write whose answer was lost may be stored too). */
    async expectAcknowledgedWritesStored(databaseUrl: string) {
      const check = new pg.Client({ connectionString: databaseUrl });
      await check.connect();
      try {
        const prefs = await check.query<{ user_id: number; amount: string }>(
          'select user_id, default_dca_amount as amount from user_preferences where user_id = any($1)',
          [users.map((user) => user.id)],
        );
        const stored = new Map(prefs.rows.map((row) => [row.user_id, Number(row.amount)]));
        users.forEach((user, i) => {
          expect(ackedAmount[i]).toBeDefined();
          expect(stored.get(user.id)).toBeGreaterThanOrEqual(ackedAmount[i]!);
          expect(stored.get(user.id)).toBeLessThanOrEqual(attemptedAmount[i]!);
        });
        const registered = await check.query<{ email: string }>('select email from users where email = any($1)', [
          ackedEmails,
        ]);
        expect(registered.rows.map((row) => row.email).sort()).toEqual([...ackedEmails].sort());
      } finally {
        await check.end();
      }
    },
    /** A request that works once the database is back, without restarting anything. */
    async expectServing() {
      expect((await call(baseUrl, 'GET', '/api/ready')).status).toBe(200);
      expect(
        (await call(baseUrl, 'PUT', '/api/auth/preferences', { riskTolerance: 'conservative' }, users[0]!.token))
          .status,
      ).toBe(200);
    },
  };
}

describe.skipIf(unreachable !== null)('Postgres faults', () => {
  let own: OwnDatabase;
  beforeAll(async () => {
    own = await createOwnDatabase('fault');
  });
  afterAll(() => own?.drop());

  /**
   * Looks for a writer's backend waiting on the test's lock, at most this many times per round: a
   * look finds none only in the moment between the lock being taken and the next write reaching it.
   */
  const MAX_LOOKS_FOR_A_WAITING_WRITER = 5_000;

  /** Ends this database's backends matching `where` (never the caller's own); how many it ended. */
  async function terminate(where: string, params: unknown[] = []): Promise<number> {
    const ended = await own.admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid() and ${where}`,
      [own.name, ...params],
    );
    return ended.rowCount ?? 0;
  }

  it('sends the statement and idle-in-transaction timeouts to Postgres, which cancels a long statement', async () => {
    const handle = openPostgres(own.url, {
      maxConnections: 1,
      statementTimeoutMs: 250,
      idleInTransactionTimeoutMs: 4_321,
    });
    try {
      // node-postgres answers execute() with its QueryResult; the shared Database type leaves it open.
      const settings = (await handle.db.execute(
        "select current_setting('statement_timeout') as statement, current_setting('idle_in_transaction_session_timeout') as idle",
      )) as unknown as pg.QueryResult<{ statement: string; idle: string }>;
      expect(settings.rows[0]).toEqual({ statement: '250ms', idle: '4321ms' });
      const slow = await handle.db.execute('select pg_sleep(30)').then(
        () => 'finished',
        (error: unknown) => error,
      );
      expect(slow).not.toBe('finished');
      expect(isDatabaseUnavailable(slow)).toBe(true);
    } finally {
      await handle.close();
    }
  });

  // drizzle sends BEGIN before the try/finally that releases the client: a BEGIN that fails used to
  // keep its pool slot for good. With a pool of one, the next transaction then waited for a
  // connection until the connect timeout, for ever after.
  it('gives the pool slot back when the connection is lost at BEGIN: the next transaction runs', async () => {
    const proxy = await startPgProxy(own.url);
    const handle = openPostgres(proxy.url, { maxConnections: 1, connectTimeoutMs: 2_000, onConnectionError: () => {} });
    try {
      // The pool's one connection, and its backend's pid (a backend of an earlier test may still
      // be on its way out: only this one is terminated).
      const [backend] = (
        (await handle.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as pg.QueryResult<{ pid: number }>
      ).rows;
      // BEGIN never reaches Postgres; the backend is terminated meanwhile, and its last words
      // (57P01) are the only answer the client gets.
      const held = proxy.holdFrom(/begin/i);
      const transaction = handle.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
        })
        .then(
          () => 'committed',
          (error: unknown) => error,
        );
      await held;
      expect(await terminate('pid = $2', [backend?.pid])).toBe(1);
      const failed = await transaction;
      expect(failed).not.toBe('committed');
      expect(isDatabaseUnavailable(failed)).toBe(true);

      const next = await handle.db.transaction(async (tx) => tx.execute(sql`select 2 as two`));
      expect((next as unknown as pg.QueryResult<{ two: number }>).rows).toEqual([{ two: 2 }]);
    } finally {
      await handle.close();
      await proxy.close();
    }
  });

  it('ends a connection whose statement got no answer inside a transaction: the next transaction runs', async () => {
    const proxy = await startPgProxy(own.url);
    // The client stops waiting for an answer 2 s after the statement timeout (100 ms): only that
    // timeout can end the wait, since the held statement never reaches Postgres.
    const handle = openPostgres(proxy.url, {
      maxConnections: 1,
      connectTimeoutMs: 2_000,
      statementTimeoutMs: 100,
      onConnectionError: () => {},
    });
    try {
      await handle.db.execute(sql`select 1`);
      const held = proxy.holdFrom(/never-answered/);
      const transaction = handle.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await tx.execute(sql`select 'never-answered'`);
        })
        .then(
          () => 'committed',
          (error: unknown) => error,
        );
      await held;
      const failed = await transaction;
      expect(failed).not.toBe('committed');
      expect(isDatabaseUnavailable(failed)).toBe(true);

      // Put back in the pool, that client would still wait for its lost answer, and every later
      // statement on it would queue behind.
      const next = await handle.db.transaction(async (tx) => tx.execute(sql`select 2 as two`));
      expect((next as unknown as pg.QueryResult<{ two: number }>).rows).toEqual([{ two: 2 }]);
    } finally {
      await handle.close();
      await proxy.close();
    }
  });

  it('backends terminated during concurrent writes: the process lives, answers 503 JSON meanwhile, serves again and loses no acknowledged write', async () => {
    const app = await startApp(own.url);
    // Holds a lock that every write waits for, so that the writers' backends are certainly busy
    // inside a request (in a transaction, for registrations) when they are terminated.
    const locker = new pg.Client({ connectionString: own.url });
    locker.on('error', () => undefined);
    await withCleanup(
      async () => {
        await locker.connect();
        const lockerPid = (await locker.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid ?? 0;
        const load = await startWriteLoad(app.baseUrl, 6);
        await withCleanup(
          async () => {
            await load.until(() => load.counts.acknowledged >= 6);
            for (let round = 0; round < 4; round++) {
              await locker.query('begin');
              await locker.query('lock table user_preferences in exclusive mode');
              // Wait (checking again after each look, each of which waits for an answer) until a
              // writer's backend waits for the lock; a bound on looks, not on time.
              let looks = 0;
              while ((await terminate(`wait_event_type = 'Lock' and pid <> $2`, [lockerPid])) === 0) {
                looks += 1;
                if (looks >= MAX_LOOKS_FOR_A_WAITING_WRITER) {
                  throw new Error(
                    `round ${round + 1}: no writer's backend waited for the lock in ${looks} looks: ${load.diagnosis()}`,
                  );
                }
                await new Promise((resolve) => setImmediate(resolve));
              }
              await locker.query('commit');
              // Serving again without a restart: more writes are acknowledged after the cut.
              let before = load.counts.acknowledged;
              await load.until(() => load.counts.acknowledged >= before + 3);

              // And backends caught wherever they are (between statements, at BEGIN or COMMIT, inside a
              // transaction): whatever is busy right now, which may be nothing.
              await terminate(`state is not null and state <> 'idle' and pid <> $2`, [lockerPid]);
              before = load.counts.acknowledged;
              await load.until(() => load.counts.acknowledged >= before + 3);
            }
            expect(load.counts.unavailable).toBeGreaterThanOrEqual(4);
          },
          () => load.stop(),
        );
        load.expectOnlySuccessOr503();
        expect(app.connectionErrors.length).toBeGreaterThan(0);
        await load.expectServing();
        await load.expectAcknowledgedWritesStored(own.url);
      },
      async () => {
        await bounded(locker.end(), CLOSE_BOUND_MS, 'closing the lock holder').catch(() => undefined);
        await app.close();
      },
    );
  }, 240_000);
});

describe.skipIf(unreachable !== null)(
  'a throw-away Postgres cluster stopped and started during concurrent writes',
  () => {
    let cluster: ThrowawayCluster | undefined;
    let clusterUnavailable: string | null = null;
    let databaseUrl: string;

    beforeAll(async () => {
      const made = await createThrowawayCluster();
      if (typeof made === 'string') {
        clusterUnavailable = made;
        console.log(`Throw-away cluster test skipped: ${made}`);
        return;
      }
      cluster = made;
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query('create database arkad');
      await admin.end();
      databaseUrl = databaseUrlFor(cluster.url, 'arkad');
      const handle = openPostgres(databaseUrl, { maxConnections: 1 });
      await handle.migrate();
      await handle.close();
    }, 240_000);
    afterAll(() => cluster?.destroy());

    it('keeps the process alive, answers 503 JSON while it is down, serves again once it is up, loses no acknowledged write', async (context) => {
      if (!cluster) {
        context.skip(clusterUnavailable ?? 'no throw-away cluster');
        return;
      }
      const running = cluster;
      const app = await startApp(databaseUrl);
      await withCleanup(
        async () => {
          const load = await startWriteLoad(app.baseUrl, 4);
          await withCleanup(
            async () => {
              await load.until(() => load.counts.acknowledged >= 4);
              // Three restarts: before the fix, about one in five left the pool without a usable slot.
              for (let round = 0; round < 3; round++) {
                await running.stop();
                // Down: requests answer 503 (the pool cannot connect); the writers back off meanwhile.
                const unavailableBefore = load.counts.unavailable;
                await load.until(() => load.counts.unavailable >= unavailableBefore + 4);
                await running.start();
                const acknowledgedBefore = load.counts.acknowledged;
                await load.until(() => load.counts.acknowledged >= acknowledgedBefore + 8);
              }
            },
            () => load.stop(),
          );
          load.expectOnlySuccessOr503();
          expect(app.connectionErrors.length).toBeGreaterThan(0);
          await load.expectServing();
          await load.expectAcknowledgedWritesStored(databaseUrl);
        },
        () => app.close(),
      );
    }, 240_000);
  },
);

describe.skipIf(unreachable !== null)('another session holding the migration lock at start', () => {
  let own: OwnDatabase;
  let holder: pg.Client;
  beforeAll(async () => {
    own = await createOwnDatabase('migration_lock');
    holder = new pg.Client({ connectionString: own.url });
    holder.on('error', () => undefined);
    await holder.connect();
  });
  afterAll(async () => {
    await holder?.end().catch(() => undefined);
    await own?.drop();
  });

  it('ends the wait after the timeout with a clear refusal, and migrates once the lock is free', async () => {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const handle = openPostgres(own.url, { maxConnections: 1, migrationLockTimeoutMs: 200 });
    try {
      const refused = await handle.migrate().then(
        () => 'migrated',
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(MigrationLockTimeoutError);
      expect((refused as Error).message).toMatch(
        /^Could not apply the migrations: another session has held the migration lock \(Postgres advisory lock \d+\) for more than 0\.2 s\./,
      );
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      await handle.migrate();
    } finally {
      await holder.query('select pg_advisory_unlock_all()');
      await handle.close();
    }
  });

  it('makes the server refuse to start, saying why, with exit code 1', async () => {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const server = startServer({ DATABASE_URL: own.url, DATABASE_MIGRATION_LOCK_TIMEOUT_MS: '300' });
      try {
        await server.waitFor(/Could not apply the migrations: another session has held the migration lock/);
        expect(await server.exited).toBe(1);
        expect(server.output()).not.toContain('Arkad is running');
      } finally {
        await server.kill();
      }
    } finally {
      await holder.query('select pg_advisory_unlock_all()');
    }
  }, 60_000);
});
