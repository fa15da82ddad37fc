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

const SPAWN_TIMEOUT_MS = 60_000;
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
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
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
