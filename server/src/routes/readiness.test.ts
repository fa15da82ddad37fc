import net from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { buildServices } from '../composition';
import { loadConfig } from '../config/env';
import { openPostgres } from '../db/client';
import { createLogger } from '../lib/logger';
import { createMailer } from '../lib/mailer';
import { createTestContext, newUserInput, testEnv, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

function expectUnavailable(res: request.Response) {
  expect(res.status).toBe(503);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  expect(res.body).toMatchObject({
    error: { code: 'UNAVAILABLE', message: expect.any(String), requestId: expect.any(String) },
  });
}

/** The app on a pg pool pointed at `url`, whatever answers (or does not) there. */
function appOn(url: string, connectTimeoutMs = 2_000) {
  const config = loadConfig(testEnv);
  const logger = createLogger('silent');
  const database = openPostgres(url, { maxConnections: 2, connectTimeoutMs });
  const services = buildServices({
    db: database.db,
    config,
    logger,
    mailer: createMailer({ smtpUrl: undefined, from: config.mailFrom, logger }),
  });
  return { app: createApp({ config, logger, services, clientDir: null }), close: () => database.close() };
}

/** A loopback port nothing listens on: connections to it are refused. */
async function refusedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('GET /api/ready and /api/health', () => {
  it('answers 200 ready when the database answers', async () => {
    const res = await request(ctx.app).get('/api/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
  });

  it('answers 503 UNAVAILABLE once the instance is stopping, while /api/health stays 200', async () => {
    const stopping = await createTestContext();
    try {
      expect((await request(stopping.app).get('/api/ready')).status).toBe(200);
      stopping.services.lifecycle.markStopping();
      const res = await request(stopping.app).get('/api/ready');
      expectUnavailable(res);
      expect(res.body.error.message).toBe('This server is shutting down.');
      expect((await request(stopping.app).get('/api/health')).status).toBe(200);
    } finally {
      await stopping.close();
    }
  });

  it('answers 503 UNAVAILABLE when the database refuses connections, while /api/health stays 200', async () => {
    const down = appOn(`postgres://postgres@127.0.0.1:${await refusedPort()}/arkad`);
    try {
      expectUnavailable(await request(down.app).get('/api/ready'));
      const health = await request(down.app).get('/api/health');
      expect(health.status).toBe(200);
      expect(health.body).toEqual({ status: 'ok' });
    } finally {
      await down.close();
    }
  });
});

describe('API requests while the database is unreachable', () => {
  it('answer 503 UNAVAILABLE in the error shape, not 500', async () => {
    const down = appOn(`postgres://postgres@127.0.0.1:${await refusedPort()}/arkad`);
    try {
      const input = newUserInput();
      expectUnavailable(
        await request(down.app).post('/api/auth/login').send({ email: input.email, password: input.password }),
      );
      expectUnavailable(await request(down.app).post('/api/auth/register').send(input));
      expectUnavailable(await request(down.app).get('/api/bitcoin/historical?timeframe=7d'));
      // Bad input is still answered as bad input: the database is never asked.
      expect((await request(down.app).post('/api/auth/login').send({ email: 'nope' })).status).toBe(400);
    } finally {
      await down.close();
    }
  });

  it('give up on a database that accepts connections but never answers, after the connect timeout', async () => {
    const sockets = new Set<net.Socket>();
    const stalled = net.createServer((socket) => {
      // Accepts and then says nothing, like a hung server or a black-holed network.
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    const { port } = stalled.address() as AddressInfo;
    const hung = appOn(`postgres://postgres@127.0.0.1:${port}/arkad`, 100);
    try {
      expectUnavailable(await request(hung.app).get('/api/ready'));
      expectUnavailable(await request(hung.app).get('/api/bitcoin/historical?timeframe=7d'));
    } finally {
      await hung.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => stalled.close(() => resolve()));
    }
  });
});
