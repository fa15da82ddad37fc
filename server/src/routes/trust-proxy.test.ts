import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { createLogger } from '../lib/logger';
import { createMailer } from '../lib/mailer';
import { createAppWith, createTestContext, testEnv, type TestContext } from '../test/test-app';

// Per-address rate limits key on the client address. Behind a load balancer on another host that
// address is the one the balancer forwards, when (and only when) TRUST_PROXY trusts the balancer.
// Each case's peer is an address of its own: the counters of one database are shared by all.

let ctx: TestContext;
const servers: Server[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await ctx.close();
});

/**
 * The app with this TRUST_PROXY (unset: the default) and two sign-in attempts per address, on
 * loopback, every connection seen as coming from `peer`: the balancer's (or a client's) address
 * on another host, which a test on loopback cannot have for real. With `tls`, each connection is
 * also seen as a TLS one (Express reads `socket.encrypted`), as an https server's would be.
 */
async function appSeenFrom(peer: string, trustProxy?: string, { tls = false } = {}): Promise<string> {
  const { TRUST_PROXY: _testDefault, ...env } = testEnv;
  const config = loadConfig({
    ...env,
    RATE_LIMIT_LOGIN_ADDRESS: '2/15m',
    ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }),
  });
  const logger = createLogger('silent');
  const app = createAppWith({
    db: ctx.database.db,
    config,
    logger,
    mailer: createMailer({ smtpUrl: undefined, from: config.mailFrom, logger }),
  });
  const server = createServer(app);
  server.on('connection', (socket) => {
    Object.defineProperty(socket, 'remoteAddress', { value: peer });
    if (tls) Object.defineProperty(socket, 'encrypted', { value: true });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let attempt = 0;
/** A sign-in with an unknown email (each a new one: only the per-address limit counts); its status. */
async function signIn(baseUrl: string, forwardedFor?: string): Promise<number> {
  attempt += 1;
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: JSON.stringify({ email: `nobody-${process.pid}-${attempt}@example.com`, password: 'not-a-password' }),
  });
  await res.arrayBuffer();
  return res.status;
}

describe('TRUST_PROXY', () => {
  it('unset: a client on another host cannot pick its address with X-Forwarded-For', async () => {
    const app = await appSeenFrom('203.0.113.50');
    expect(await signIn(app, '198.51.100.1')).toBe(401);
    expect(await signIn(app, '198.51.100.2')).toBe(401);
    expect(await signIn(app, '198.51.100.3')).toBe(429);
    expect(await signIn(app)).toBe(429);
  });

  it('set to the balancer’s range: each client forwarded by it has its own count', async () => {
    const app = await appSeenFrom('10.1.2.3', '10.0.0.0/8');
    expect(await signIn(app, '198.51.100.10')).toBe(401);
    expect(await signIn(app, '198.51.100.10')).toBe(401);
    expect(await signIn(app, '198.51.100.10')).toBe(429);
    // Another client behind the same balancer is not held back by the first.
    expect(await signIn(app, '198.51.100.11')).toBe(401);
  });

  it('set to a hop count: the client is the address the balancer added, not one it was sent', async () => {
    const app = await appSeenFrom('10.1.2.4', '1');
    // The balancer appends the address it saw; whatever the client wrote before it is ignored.
    expect(await signIn(app, 'spoofed-1, 198.51.100.20')).toBe(401);
    expect(await signIn(app, '192.0.2.1, 198.51.100.20')).toBe(401);
    expect(await signIn(app, '192.0.2.2, 198.51.100.20')).toBe(429);
    expect(await signIn(app, '192.0.2.2, 198.51.100.21')).toBe(401);
  });

  it('set: a peer outside the trusted range is the client itself, whatever it forwards', async () => {
    const app = await appSeenFrom('203.0.113.60', '10.0.0.0/8');
    expect(await signIn(app, '198.51.100.30')).toBe(401);
    expect(await signIn(app, '198.51.100.31')).toBe(401);
    expect(await signIn(app, '198.51.100.32')).toBe(429);
  });
});

describe('TRUST_PROXY and loopback', () => {
  it('unset: a peer on this machine cannot pick its address with X-Forwarded-For either', async () => {
    const app = await appSeenFrom('127.0.0.2');
    expect(await signIn(app, '198.51.100.40')).toBe(401);
    expect(await signIn(app, '198.51.100.41')).toBe(401);
    expect(await signIn(app, '198.51.100.42')).toBe(429);
  });

  it('unset: nor can an IPv6 loopback peer', async () => {
    const app = await appSeenFrom('::1');
    expect(await signIn(app, '198.51.100.43')).toBe(401);
    expect(await signIn(app, '198.51.100.44')).toBe(401);
    expect(await signIn(app, '198.51.100.45')).toBe(429);
  });

  it('set to a range without loopback: a loopback peer is the client itself', async () => {
    const app = await appSeenFrom('127.0.0.3', '10.0.0.0/8');
    expect(await signIn(app, '198.51.100.46')).toBe(401);
    expect(await signIn(app, '198.51.100.47')).toBe(401);
    expect(await signIn(app, '198.51.100.48')).toBe(429);
  });

  it('set to loopback: a proxy on this machine names each client', async () => {
    const app = await appSeenFrom('127.0.0.4', 'loopback');
    expect(await signIn(app, '198.51.100.49')).toBe(401);
    expect(await signIn(app, '198.51.100.49')).toBe(401);
    expect(await signIn(app, '198.51.100.49')).toBe(429);
    expect(await signIn(app, '198.51.100.50')).toBe(401);
  });
});

/** The Strict-Transport-Security header of a page (the issuer's DID document, served outside /api). */
async function hsts(baseUrl: string, forwardedProto?: string): Promise<string | null> {
  const res = await fetch(`${baseUrl}/.well-known/did.json`, {
    headers: forwardedProto ? { 'x-forwarded-proto': forwardedProto } : {},
  });
  await res.arrayBuffer();
  expect(res.status).toBe(200);
  return res.headers.get('strict-transport-security');
}

describe('HSTS', () => {
  it('is not sent over plain http, even when the client claims https', async () => {
    const app = await appSeenFrom('203.0.113.70');
    expect(await hsts(app)).toBeNull();
    expect(await hsts(app, 'https')).toBeNull();
  });

  it('is not sent when an untrusted peer says X-Forwarded-Proto: https', async () => {
    const app = await appSeenFrom('203.0.113.71', '10.0.0.0/8');
    expect(await hsts(app, 'https')).toBeNull();
  });

  it('is sent over a TLS connection', async () => {
    const app = await appSeenFrom('203.0.113.72', undefined, { tls: true });
    expect(await hsts(app)).toBe('max-age=31536000; includeSubDomains');
  });

  it('is sent behind a trusted proxy that says https, and not when it says http', async () => {
    const app = await appSeenFrom('10.1.2.5', '10.0.0.0/8');
    expect(await hsts(app, 'https')).toBe('max-age=31536000; includeSubDomains');
    expect(await hsts(app, 'http')).toBeNull();
    expect(await hsts(app)).toBeNull();
  });

  it('is never sent on an API answer or a built asset, which no browser reads it from', async () => {
    const app = await appSeenFrom('203.0.113.73', undefined, { tls: true });
    const res = await fetch(`${app}/api/health`);
    await res.arrayBuffer();
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});
