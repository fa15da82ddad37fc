import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { buildServices } from '../composition';
import { loadConfig } from '../config/env';
import { createLogger } from '../lib/logger';
import { createMailer } from '../lib/mailer';
import { isDatabaseUnavailable } from '../lib/pg-errors';
import { createOwnDatabase, postgresUnreachableReason, type OwnDatabase } from '../test/own-postgres';
import { newUserInput, testEnv } from '../test/test-app';
import { openPostgres, type DatabaseHandle } from './client';

// Faults on a real Postgres server, in a database this file creates: only that database's
// backends are ever terminated (other test runs share the server).

const unreachable = await postgresUnreachableReason();
if (unreachable) console.log(`Postgres fault tests skipped: ${unreachable}`);

describe.skipIf(unreachable !== null)('Postgres faults', () => {
  let own: OwnDatabase;
  beforeAll(async () => {
    own = await createOwnDatabase('fault');
  });
  afterAll(() => own?.drop());

  it('sends the statement and idle-in-transaction timeouts to Postgres, which cancels a long statement', async () => {
    const handle = openPostgres(own.url, { maxConnections: 1, statementTimeoutMs: 250, idleInTransactionTimeoutMs: 4_321 });
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

  describe('backends terminated during concurrent writes', () => {
    let database: DatabaseHandle;
    let server: Server;
    let baseUrl: string;
    const connectionErrors: Error[] = [];

    beforeAll(async () => {
      database = openPostgres(own.url, { maxConnections: 4, onConnectionError: (error) => connectionErrors.push(error) });
      const config = loadConfig(testEnv);
      const logger = createLogger('silent');
      const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, logger });
      const app = createApp({ config, logger, services: buildServices({ db: database.db, config, logger, mailer }), clientDir: null });
      server = app.listen(0, '127.0.0.1');
      await new Promise<void>((resolve) => server.once('listening', () => resolve()));
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      server?.closeAllConnections();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      await database?.close();
    });

    async function call(method: string, url: string, body: unknown, token?: string) {
      const res = await fetch(`${baseUrl}${url}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      return { status: res.status, contentType: res.headers.get('content-type') ?? '', body: (await res.json()) as unknown };
    }

    it('keeps the process alive, answers 503 JSON meanwhile, serves again and loses no acknowledged write', async () => {
      const WORKERS = 6;
      const users: { id: number; token: string }[] = [];
      for (let i = 0; i < WORKERS; i++) {
        const res = await call('POST', '/api/auth/register', newUserInput());
        expect(res.status).toBe(201);
        const body = res.body as { token: string; user: { id: number } };
        users.push({ id: body.user.id, token: body.token });
      }

      const outcomes: { status: number; contentType: string; body: unknown }[] = [];
      const ackedAmount: number[] = [];
      const attemptedAmount: number[] = [];
      const ackedEmails: string[] = [];
      let acknowledged = 0;
      const waiters = new Set<() => void>();
      const record = (outcome: (typeof outcomes)[number]) => {
        outcomes.push(outcome);
        if (outcome.status < 300) acknowledged += 1;
        for (const check of waiters) check();
      };
      /** Resolves once the condition holds, checked after every answer. */
      const until = (condition: () => boolean) =>
        new Promise<void>((resolve) => {
          const check = () => {
            if (!condition()) return;
            waiters.delete(check);
            resolve();
          };
          waiters.add(check);
          check();
        });

      let stopped = false;
      const worker = async (i: number) => {
        const user = users[i]!;
        for (let n = 1; !stopped; n++) {
          const amount = 100 + n;
          attemptedAmount[i] = amount;
          const saved = await call('PUT', '/api/auth/preferences', { defaultDCAAmount: amount }, user.token);
          record(saved);
          if (saved.status === 200) ackedAmount[i] = amount;
          if (n % 3 === 0) {
            const input = newUserInput();
            const registered = await call('POST', '/api/auth/register', input);
            record(registered);
            if (registered.status === 201) ackedEmails.push(input.email);
          }
        }
      };
      const workers = Array.from({ length: WORKERS }, (_, i) => worker(i));

      try {
        await until(() => acknowledged >= WORKERS);
        const unavailableAnswers = () => outcomes.filter((outcome) => outcome.status === 503).length;
        let rounds = 0;
        for (let attempt = 0; attempt < 300 && (rounds < 4 || unavailableAnswers() === 0); attempt++) {
          // Terminate this database's backends that are running a statement or sit inside a
          // transaction: the connections in use by requests right now.
          const killed = await own.admin.query(
            `select pg_terminate_backend(pid) from pg_stat_activity
              where datname = $1 and pid <> pg_backend_pid() and state is not null and state <> 'idle'`,
            [own.name],
          );
          const answered = outcomes.length;
          if ((killed.rowCount ?? 0) === 0) {
            await until(() => outcomes.length > answered);
            continue;
          }
          rounds += 1;
          // Serving again without a restart: more writes are acknowledged after the cut.
          const before = acknowledged;
          await until(() => acknowledged >= before + 3);
        }
        expect(rounds).toBeGreaterThanOrEqual(4);
        expect(unavailableAnswers()).toBeGreaterThan(0);
      } finally {
        stopped = true;
        await Promise.all(workers);
      }

      // Every answer was a success or a 503 in the error shape: never a 500, never HTML.
      for (const outcome of outcomes.filter((o) => o.status >= 300)) {
        expect(outcome.status).toBe(503);
        expect(outcome.contentType).toMatch(/application\/json/);
        expect(outcome.body).toMatchObject({ error: { code: 'UNAVAILABLE', message: expect.any(String) } });
      }
      expect(connectionErrors.length).toBeGreaterThan(0);

      // Still serving, with no restart.
      expect((await fetch(`${baseUrl}/api/ready`)).status).toBe(200);
      expect((await call('PUT', '/api/auth/preferences', { riskTolerance: 'conservative' }, users[0]!.token)).status).toBe(200);

      // Every acknowledged write is stored (a write whose answer was lost may be stored too).
      const check = new pg.Client({ connectionString: own.url });
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
        const registered = await check.query<{ email: string }>('select email from users where email = any($1)', [ackedEmails]);
        expect(registered.rows.map((row) => row.email).sort()).toEqual([...ackedEmails].sort());
      } finally {
        await check.end();
      }
    }, 120_000);
  });
});
