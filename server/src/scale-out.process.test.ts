import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { buildServices, type AppServices } from './composition';
import { loadConfig } from './config/env';
import { openPostgres, type DatabaseHandle } from './db/client';
import { createLogger } from './lib/logger';
import { createMailer } from './lib/mailer';
import { createOwnDatabase, postgresUnreachableReason, type OwnDatabase } from './test/own-postgres';
import { newUserInput, TestClock, testEnv } from './test/test-app';

// Three app instances, each with its own connection pool and port, on one Postgres database
// (of this file's own): the rules that must hold across instances hold whichever one answers.

const unreachable = await postgresUnreachableReason();
if (unreachable) console.log(`Scale-out tests skipped: ${unreachable}`);

const REFRESH_SECONDS = 30;

interface Instance {
  url: string;
  services: AppServices;
  database: DatabaseHandle;
  server: Server;
}

describe.skipIf(unreachable !== null)('three instances on one Postgres database', () => {
  let own: OwnDatabase;
  let instances: Instance[] = [];
  const clock = new TestClock(Date.UTC(2026, 10, 22, 12, 0, 0));

  // A price provider on loopback that counts the quote calls it answers.
  let quoteCalls = 0;
  const provider = http.createServer((req, res) => {
    if (!req.url?.startsWith('/simple/price')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    quoteCalls += 1;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        bitcoin: { usd: 64_000 + quoteCalls, eur: 59_000 + quoteCalls, last_updated_at: 1_795_000_000 },
      }),
    );
  });

  beforeAll(async () => {
    own = await createOwnDatabase('scale');
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const config = loadConfig({
      ...testEnv,
      LIVE_PRICES: 'on',
      PRICE_API_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}`,
      // The provider answers at once: a long timeout keeps a starved test process from timing out.
      PRICE_API_TIMEOUT_MS: '20000',
      PRICE_REFRESH_SECONDS: String(REFRESH_SECONDS),
    });
    const logger = createLogger('silent');
    const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, logger });
    instances = await Promise.all(
      [0, 1, 2].map(async () => {
        const database = openPostgres(own.url, { maxConnections: 3 });
        const services = buildServices({
          db: database.db,
          config,
          logger,
          mailer,
          now: clock.now,
          learnerChanges: database.learnerChanges,
        });
        const server = createApp({ config, logger, services, clientDir: null }).listen(0, '127.0.0.1');
        await new Promise<void>((resolve) => server.once('listening', () => resolve()));
        return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, services, database, server };
      }),
    );
  });

  afterAll(async () => {
    for (const instance of instances) {
      await instance.services.quotes.idle();
      instance.server.closeAllConnections();
      await new Promise<void>((resolve) => instance.server.close(() => resolve()));
      await instance.database.close();
    }
    provider.closeAllConnections();
    await new Promise<void>((resolve) => provider.close(() => resolve()));
    await own?.drop();
  });

  /** Instance i (round-robin over the three). */
  const on = (i: number) => instances[i % instances.length]!;

  async function call(i: number, method: string, url: string, options: { token?: string; body?: unknown } = {}) {
    const res = await fetch(`${on(i).url}${url}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> | null };
  }

  /** Registers (202, no session: decision 058) and signs in with the same email and password. */
  async function register(i: number, input = newUserInput()): Promise<string> {
    const res = await call(i, 'POST', '/api/auth/register', { body: input });
    expect(res.status).toBe(202);
    const signedIn = await call(i, 'POST', '/api/auth/login', {
      body: { email: input.email, password: input.password },
    });
    expect(signedIn.status).toBe(200);
    return signedIn.body?.token as string;
  }

  it('the instances really are separate: each answers on its own port', () => {
    expect(new Set(instances.map((instance) => instance.url)).size).toBe(3);
  });

  describe('the free tier limit', () => {
    it('counts exactly 3 comparisons among 12 concurrent requests spread over the three instances', async () => {
      const token = await register(0);
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => call(i, 'POST', '/api/usage/strategy_comparison', { token })),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused).toHaveLength(9);
      for (const answer of refused) {
        expect(answer.status).toBe(402);
        expect(answer.body).toMatchObject({ error: { code: 'PAYMENT_REQUIRED' } });
      }
      for (let i = 0; i < 3; i++) {
        const status = await call(i, 'GET', '/api/usage/strategy_comparison', { token });
        expect(status.body).toMatchObject({ access: false, used: 3, remaining: 0 });
      }
    });
  });

  // Each instance keeps sessions and learning answers in memory (decision 054): the instance that
  // writes forgets its copy before it answers; the others when Postgres's notice reaches them.
  const eventually = (read: () => Promise<unknown>) => expect.poll(read, { timeout: 10_000, interval: 20 });
  const meStatus = async (i: number, token: string) => (await call(i, 'GET', '/api/auth/me', { token })).status;

  describe('a revoked token', () => {
    it('signed out on one instance is refused there at once, and by every instance', async () => {
      const token = await register(0);
      for (let i = 0; i < 3; i++) expect(await meStatus(i, token)).toBe(200);
      expect((await call(2, 'POST', '/api/auth/logout', { token })).status).toBe(204);
      const me = await call(2, 'GET', '/api/auth/me', { token });
      expect(me.status).toBe(401);
      expect(me.body).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
      for (let i = 0; i < 2; i++) await eventually(() => meStatus(i, token)).toBe(401);
    });

    it('is refused everywhere after a password change on one instance', async () => {
      const input = newUserInput();
      const token = await register(0, input);
      for (let i = 0; i < 3; i++) expect(await meStatus(i, token)).toBe(200);
      const newPassword = 'five laws of gold, kept safe';
      const changed = await call(1, 'POST', '/api/auth/change-password', {
        token,
        body: { currentPassword: input.password, newPassword, confirmPassword: newPassword },
      });
      expect(changed.status).toBe(200);
      expect(await meStatus(1, token)).toBe(401);
      for (const i of [0, 2]) await eventually(() => meStatus(i, token)).toBe(401);
      for (let i = 0; i < 3; i++) expect(await meStatus(i, changed.body?.token as string)).toBe(200);
    });

    it('is refused everywhere once the account is deleted on one instance', async () => {
      const input = newUserInput();
      const token = await register(0, input);
      for (let i = 0; i < 3; i++) expect(await meStatus(i, token)).toBe(200);
      const deleted = await call(2, 'POST', '/api/account/delete', { token, body: { password: input.password } });
      expect(deleted.status).toBe(204);
      expect(await meStatus(2, token)).toBe(401);
      for (const i of [0, 1]) await eventually(() => meStatus(i, token)).toBe(401);
    });
  });

  describe('learning progress', () => {
    const calculatorDone = async (i: number, token: string) => {
      const res = await call(i, 'GET', '/api/progress', { token });
      const steps = res.body?.steps as { step: string; completed: boolean }[];
      return steps.find((step) => step.step === 'calculator')?.completed;
    };

    it('written on one instance is read back there at once, and by the others once told', async () => {
      const token = await register(0);
      for (let i = 0; i < 3; i++) expect(await calculatorDone(i, token)).toBe(false);
      const event = { kind: 'calculation', clientId: crypto.randomUUID() };
      expect((await call(1, 'POST', '/api/progress/events', { token, body: event })).status).toBe(200);
      expect(await calculatorDone(1, token)).toBe(true);
      for (const i of [0, 2]) await eventually(() => calculatorDone(i, token)).toBe(true);
    });
  });

  describe('the price provider', () => {
    it('is called once per refresh interval, however many instances ask at once', async () => {
      const first = await call(0, 'GET', '/api/bitcoin/price?currency=usd');
      expect(first.status).toBe(200);
      expect(quoteCalls).toBe(1);

      for (const round of [2, 3]) {
        clock.advance(REFRESH_SECONDS * 1000);
        const answers = await Promise.all(
          Array.from({ length: 9 }, (_, i) => call(i, 'GET', '/api/bitcoin/price?currency=usd')),
        );
        for (const answer of answers) {
          expect(answer.status).toBe(200);
          expect(answer.body).toMatchObject({ currency: 'usd', isFallback: false });
        }
        await Promise.all(instances.map((instance) => instance.services.quotes.idle()));
        expect(quoteCalls).toBe(round);
      }
    });
  });

  describe('the rate limits', () => {
    it('count sign-in attempts for one account across the instances, and refuse the rest with 429', async () => {
      const input = newUserInput();
      expect((await call(0, 'POST', '/api/auth/register', { body: input })).status).toBe(202);
      // The per-account default is 10 attempts in 15 minutes; 13 wrong passwords arrive at once,
      // spread over the three instances: exactly 10 are checked, the other 3 refused.
      const wrong = { email: input.email, password: 'not-the-password-at-all' };
      const answers = await Promise.all(
        Array.from({ length: 13 }, (_, i) => call(i, 'POST', '/api/auth/login', { body: wrong })),
      );
      expect(answers.filter((a) => a.status === 401)).toHaveLength(10);
      const limited = answers.filter((a) => a.status === 429);
      expect(limited).toHaveLength(3);
      for (const answer of limited) expect(answer.body).toMatchObject({ error: { code: 'RATE_LIMITED' } });

      // Every instance now refuses the account, even with the right password, and says when to retry.
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`${on(i).url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: input.email, password: input.password }),
        });
        expect(res.status).toBe(429);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    });
  });
});
