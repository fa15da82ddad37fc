import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from './lib/data-dir-lock';
import { createOwnDatabase, type OwnDatabase } from './test/own-postgres';
import { prepareDataDir, startServer, type ServerProcess } from './test/server-process';
import { apiTestDriver } from './test/test-database-config';

// The real server in a child process: start-up refusals and graceful shutdown. Every wait is for
// a state (a line printed, a request received, the process ended); a test's timeout bounds it.

// A hang guard, not a speed check: beside the other process tests on two busy cores a server's
// start alone has taken most of a minute.
const SPAWN_TIMEOUT_MS = 180_000;
let dataDir: string;
/** On the Postgres run the servers use a database of this file's own; otherwise PGlite in dataDir. */
let postgres: OwnDatabase | undefined;
const running: ServerProcess[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'arkad-server-'));
  if (apiTestDriver() === 'postgres') postgres = await createOwnDatabase('server');
  else await prepareDataDir(dataDir);
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.kill()));
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop();
});

function start(env: Record<string, string> = {}): ServerProcess {
  const server = startServer({ DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '', ...env });
  running.push(server);
  return server;
}

describe('starting the server', () => {
  it(
    'refuses to start on a data directory another server holds, with a message and exit code 1',
    async () => {
      const lock = lockDataDir(path.join(dataDir, 'pglite'));
      try {
        const second = start({ DATABASE_URL: '' });
        expect(await second.exited).toBe(1);
        expect(second.output()).toContain(`already in use by another Arkad server (pid ${process.pid})`);
        expect(second.output()).not.toContain('Arkad is running');
      } finally {
        lock.release();
      }
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    'exits with code 1 and says so when the port is already in use',
    async () => {
      const occupant = net.createServer();
      await new Promise<void>((resolve) => occupant.listen(0, '127.0.0.1', resolve));
      const { port } = occupant.address() as AddressInfo;
      try {
        const server = start({ PORT: String(port) });
        expect(await server.exited).toBe(1);
        expect(server.output()).toContain(`Port ${port} on 127.0.0.1 is already in use`);
        expect(server.output()).not.toContain('Arkad is running');
      } finally {
        await new Promise<void>((resolve) => occupant.close(() => resolve()));
      }
    },
    SPAWN_TIMEOUT_MS,
  );
});

// One server for the rest of the file: what it answers while running, then how it stops.
describe('a running server', () => {
  // A price provider that holds its answer until the test releases it, so a request is certainly
  // in flight when the signal arrives.
  let providerCalled!: () => void;
  const called = new Promise<void>((resolve) => (providerCalled = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const provider = http.createServer((req, res) => {
    if (!req.url?.startsWith('/simple/price')) {
      res.writeHead(404).end();
      return;
    }
    providerCalled();
    void released.then(() => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ bitcoin: { usd: 64_000, eur: 59_000, last_updated_at: 1_795_000_000 } }));
    });
  });
  let server: ServerProcess;
  let port: number;

  beforeAll(async () => {
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    server = startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      LIVE_PRICES: 'on',
      PRICE_API_URL: providerUrl,
      // The held answer comes when the test releases it: the call must not time out before.
      PRICE_API_TIMEOUT_MS: '60000',
      // The price-alert check (a job) would call the held provider too, and be the call the test
      // waits for: this server runs no jobs (the other servers here do, and stop them on SIGTERM).
      JOB_WORKER: 'off',
    });
    port = await server.listening();
  }, SPAWN_TIMEOUT_MS);
  afterAll(async () => {
    release();
    await server?.kill();
    provider.closeAllConnections();
    await new Promise<void>((resolve) => provider.close(() => resolve()));
  });

  it('keeps an idle connection open for 65 s, past the idle timeout of load balancers and clients', async () => {
    // Node's 5 s default closed connections that clients were about to reuse (ECONNRESET). The
    // server says how long it keeps them; no clock is involved.
    const agent = new http.Agent({ keepAlive: true });
    try {
      const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.headers));
          })
          .on('error', reject);
      });
      expect(headers.connection).toBe('keep-alive');
      expect(headers['keep-alive']).toBe('timeout=65');
    } finally {
      agent.destroy();
    }
  });

  it(
    'on SIGTERM lets the request in flight finish, refuses new connections, closes the database and exits 0',
    async () => {
      const inFlight = fetch(`http://127.0.0.1:${port}/api/bitcoin/price?currency=usd`);
      await called;

      server.child.kill('SIGTERM');
      await server.waitFor(/shutting down/);
      // Connections the kernel completed just before the listening socket closed are still
      // answered; once it has closed, a new connection is refused.
      const newConnection = () =>
        fetch(`http://127.0.0.1:${port}/api/health`).then(
          () => 'accepted',
          () => 'refused',
        );
      await expect.poll(newConnection, { timeout: SPAWN_TIMEOUT_MS }).toBe('refused');
      release();

      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ currency: 'usd', price: expect.any(Number) });
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('shutdown complete: requests finished, database closed');
    },
    SPAWN_TIMEOUT_MS,
  );
});

// Stopping with work queued: sign-ins waiting for the password hash, and a request that outlives
// the grace period. Each test starts its own server.
describe('stopping with requests queued', () => {
  const credentials = { email: 'queued@example.com', password: 'correct horse battery staple' };

  function postJson(port: number, path: string, body: unknown, agent?: http.Agent) {
    let flushed!: () => void;
    const sent = new Promise<void>((resolve) => (flushed = resolve));
    const json = JSON.stringify(body);
    const answer = new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            path,
            method: 'POST',
            agent,
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
          },
        );
        req.on('error', reject);
        req.on('finish', flushed);
        req.end(json);
      },
    );
    return { sent, answer };
  }

  it(
    'on SIGTERM answers all 4 sign-ins waiting for the password hash and exits 0',
    async () => {
      // Cost 12 (hundreds of milliseconds each, two at a time): the sign-ins are still queued when
      // the signal arrives. The grace period is long enough for all of them on a busy machine.
      const server = start({ BCRYPT_COST: '12', SHUTDOWN_GRACE_MS: '120000' });
      const port = await server.listening();
      const registered = await postJson(port, '/api/auth/register', {
        ...credentials,
        username: 'queued',
        firstName: 'Queued',
        lastName: 'Learner',
        experienceLevel: 'beginner',
      }).answer;
      expect(registered.status).toBe(202);

      // Four connections already open (as a proxy's are), each sending a sign-in.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
      try {
        const warm = await Promise.all(
          [1, 2, 3, 4].map(() => fetchVia(agent, port, '/api/health').then((answer) => answer.status)),
        );
        expect(warm).toEqual([200, 200, 200, 200]);
        const signIns = [1, 2, 3, 4].map(() => postJson(port, '/api/auth/login', credentials, agent));
        // Every request's bytes are with the operating system before the signal.
        await Promise.all(signIns.map((signIn) => signIn.sent));
        server.child.kill('SIGTERM');

        const answers = await Promise.all(signIns.map((signIn) => signIn.answer));
        for (const answer of answers) {
          expect(answer.status).toBe(200);
          expect(JSON.parse(answer.body)).toMatchObject({
            user: { email: credentials.email },
            token: expect.any(String),
          });
          expect(answer.headers.connection).toBe('close');
        }
        expect(await server.exited).toBe(0);
        expect(server.output()).toContain('shutdown complete: requests finished, database closed');
      } finally {
        agent.destroy();
      }
    },
    SPAWN_TIMEOUT_MS * 2,
  );

  it(
    'answers a request still running at the end of the grace period 503 with Retry-After, and exits 0',
    async () => {
      // A price provider that answers only when the test says, so the request outlives the deadline.
      let providerCalled!: () => void;
      const called = new Promise<void>((resolve) => (providerCalled = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const provider = http.createServer((_req, res) => {
        providerCalled();
        void released.then(() => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ bitcoin: { usd: 64_000, eur: 59_000, last_updated_at: 1_795_000_000 } }));
        });
      });
      await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
      // A data directory of its own: a quote an earlier test stored would be answered without
      // asking the provider, and the request would never be held.
      const ownDir = mkdtempSync(path.join(os.tmpdir(), 'arkad-grace-'));
      if (!postgres) await prepareDataDir(ownDir);
      try {
        // 8 s of grace: requests are answered 503 after 6 s, the last 2 s are for closing.
        const server = start({
          DATA_DIR: ownDir,
          LIVE_PRICES: 'on',
          PRICE_API_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}`,
          PRICE_API_TIMEOUT_MS: '60000',
          SHUTDOWN_GRACE_MS: '8000',
        });
        const port = await server.listening();
        const held = fetch(`http://127.0.0.1:${port}/api/bitcoin/price?currency=usd`);
        await called;

        server.child.kill('SIGTERM');
        const answer = await held;
        expect(answer.status).toBe(503);
        expect(answer.headers.get('retry-after')).toBe('1');
        expect(await answer.json()).toEqual({
          error: { code: 'UNAVAILABLE', message: 'This server is restarting. Please try again in a moment.' },
        });
        // The provider call the request was waiting for ends; the server closes and exits 0.
        release();
        expect(await server.exited).toBe(0);
        expect(server.output()).toContain('requests still running at the deadline were answered 503');
      } finally {
        release();
        rmSync(ownDir, { recursive: true, force: true });
        provider.closeAllConnections();
        await new Promise<void>((resolve) => provider.close(() => resolve()));
      }
    },
    SPAWN_TIMEOUT_MS,
  );
});

function fetchVia(agent: http.Agent, port: number, path: string): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      })
      .on('error', reject);
  });
}
