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

describe('SIGTERM', () => {
  it(
    'lets the request in flight finish, refuses new connections, closes the database and exits 0',
    async () => {
      // A price provider that holds its answer until the test releases it, so a request is
      // certainly in flight when the signal arrives.
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
      await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
      const providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
      try {
        const server = start({ LIVE_PRICES: 'on', PRICE_API_URL: providerUrl });
        const port = await server.listening();
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
      } finally {
        release();
        provider.closeAllConnections();
        await new Promise<void>((resolve) => provider.close(() => resolve()));
      }
    },
    SPAWN_TIMEOUT_MS,
  );
});
