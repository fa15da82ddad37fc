import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { buildServices, type AppServices } from '../../composition';
import { InvalidEnvironmentError, loadConfig } from '../../config/env';
import type { DatabaseHandle } from '../../db/client';
import { jobs, pushSubscriptions, userPreferences } from '../../db/schema';
import { createLogger } from '../../lib/logger';
import { createMailer } from '../../lib/mailer';
import { createTestDatabase } from '../../test/test-database';
import { registerUser, TestClock, testEnv } from '../../test/test-app';
import { PRICE_ALERT_PUSH_JOB, priceAlertPushJob, SUBSCRIPTION_TAKEN } from './push';
import { pushEndpointMessages, type ResolvedAddress } from './push-endpoint';
import { postPush } from './push-request';

// Issue 43, point 2: the server POSTs only to a browser's push service, at a public address it
// checked and connects to, and one learner's subscription cannot be moved or probed by another.
// The push endpoint is a server this test starts on 127.0.0.1 (named in PUSH_TEST_ORIGINS); host
// names resolve through a table this test keeps (the resolver is injected by composition).

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
}

/** A public address (outside every special-purpose range) for names that must pass the check. */
const PUBLIC_V4 = '93.184.216.34';

/** Each class of address the server must never connect to, as a push service's name could resolve to it. */
const internalAddresses: [string, ResolvedAddress][] = [
  ['loopback v4', { address: '127.0.0.1', family: 4 }],
  ['loopback v6', { address: '::1', family: 6 }],
  ['10/8', { address: '10.1.2.3', family: 4 }],
  ['172.16/12', { address: '172.31.255.1', family: 4 }],
  ['192.168/16', { address: '192.168.0.10', family: 4 }],
  ['169.254/16 (cloud metadata)', { address: '169.254.169.254', family: 4 }],
  ['100.64/10 (carrier-grade NAT)', { address: '100.64.0.1', family: 4 }],
  ['0.0.0.0 (unspecified)', { address: '0.0.0.0', family: 4 }],
  ['224/4 (multicast)', { address: '224.0.0.1', family: 4 }],
  ['IPv4-mapped loopback', { address: '::ffff:127.0.0.1', family: 6 }],
  ['fc00::/7 (unique local)', { address: 'fd12:3456::1', family: 6 }],
  ['fe80::/10 (link-local)', { address: 'fe80::1', family: 6 }],
];

describe('push endpoints: where the server sends', () => {
  const vapid = webpush.generateVAPIDKeys();
  const received: Received[] = [];
  /** The resolver's table: host name → addresses; a name not in it does not exist. */
  const dns = new Map<string, ResolvedAddress[]>();
  /** Names whose resolution fails with this code (a resolver that cannot answer now). */
  const dnsFailures = new Map<string, string>();
  let pushServer: Server;
  let port: number;
  let pushOrigin: string;
  let database: DatabaseHandle;
  let services: AppServices;
  let app: Express;
  const clock = new TestClock(Date.UTC(2026, 11, 7, 6, 0, 0));

  function keys() {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  }

  /** The error body without its request id (which differs per request). */
  function errorOf(res: request.Response) {
    const { requestId: _requestId, ...error } = res.body.error as Record<string, unknown>;
    return error;
  }

  function token(): string {
    return randomBytes(8).toString('hex');
  }

  async function subscribe(bearer: string, endpoint: string, subscriptionKeys = keys()) {
    return request(app)
      .put('/api/push/subscription')
      .set('Authorization', `Bearer ${bearer}`)
      .send({ endpoint, keys: subscriptionKeys });
  }

  /** A learner with price alerts on, push on in one browser at `endpoint`. */
  async function learnerWithPush(endpoint: string) {
    const { token: bearer, user } = await registerUser(app);
    const prefs = await request(app)
      .put('/api/auth/preferences')
      .set('Authorization', `Bearer ${bearer}`)
      .send({ priceAlerts: true, priceAlertThreshold: 5, weeklyDigest: false, emailNotifications: false });
    expect(prefs.status).toBe(200);
    const subscriptionKeys = keys();
    const res = await subscribe(bearer, endpoint, subscriptionKeys);
    expect(res.status).toBe(200);
    const [row] = await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    return { bearer, user, keys: subscriptionKeys, subscriptionId: row!.id };
  }

  /** One price-alert push to one stored subscription, run by the queue as the price check queues it. */
  async function sendAlert(userId: number, subscriptionId: number) {
    const move = {
      currency: 'USD' as const,
      from: 64_000,
      fromAt: clock.now().toISOString(),
      to: 60_000,
      percent: -6.25,
    };
    await services.queue.enqueue(
      priceAlertPushJob.job({ userId, subscriptionId, move: { ...move, toAt: clock.now().toISOString() } }),
    );
    await services.queue.drain();
    const [job] = await database.db.select().from(jobs).where(eq(jobs.type, PRICE_ALERT_PUSH_JOB));
    return job!;
  }

  async function pushOn(userId: number) {
    const [row] = await database.db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
    return row?.pushNotifications;
  }

  beforeAll(async () => {
    pushServer = createServer((req, res) => {
      received.push({ path: req.url ?? '', headers: req.headers });
      req.resume();
      req.on('end', () => {
        if (req.url?.startsWith('/redirect/')) {
          res.writeHead(307, { Location: `${pushOrigin}/elsewhere` }).end();
        } else if (req.url?.startsWith('/endless/')) {
          // An answer that never ends: a sender that read it would never finish.
          res.writeHead(201, { 'Content-Type': 'application/octet-stream' });
          const chunk = Buffer.alloc(64 * 1024, 1);
          const pump = () => {
            while (!res.destroyed && res.write(chunk));
          };
          res.on('drain', pump);
          pump();
        } else {
          res.writeHead(201).end();
        }
      });
    });
    await new Promise<void>((resolve) => pushServer.listen(0, '127.0.0.1', resolve));
    port = (pushServer.address() as AddressInfo).port;
    pushOrigin = `http://127.0.0.1:${port}`;
    database = await createTestDatabase();
    const config = loadConfig({
      ...testEnv,
      LIVE_PRICES: 'off',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:push@arkad.example',
      // The test's endpoint by address, and by a name whose addresses the table below decides.
      PUSH_TEST_ORIGINS: `${pushOrigin},http://push.test:${port}`,
    });
    const logger = createLogger('silent');
    const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, logger });
    services = buildServices({
      db: database.db,
      config,
      logger,
      mailer,
      now: clock.now,
      // A failed push waits (the clock does not move): drain runs each job once.
      jobBackoffMs: () => 3_600_000,
      pushResolveHost: async (hostname) => {
        const failure = dnsFailures.get(hostname);
        if (failure) throw Object.assign(new Error(`getaddrinfo ${failure} ${hostname}`), { code: failure });
        const answer = dns.get(hostname);
        if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
        return answer;
      },
    });
    app = createApp({ config, logger, services, clientDir: null });
  });

  afterAll(async () => {
    pushServer.closeAllConnections();
    await new Promise((resolve) => pushServer.close(resolve));
    await database.close();
  });

  beforeEach(async () => {
    received.length = 0;
    dns.clear();
    dnsFailures.clear();
    await database.db.delete(jobs);
  });

  describe('at subscribe: 400 with the reason on the field', () => {
    it.each([
      ['plain http', 'http://fcm.googleapis.com/fcm/send/abc', pushEndpointMessages.https],
      ['a port other than 443', 'https://fcm.googleapis.com:8443/fcm/send/abc', pushEndpointMessages.port],
      ["the probe's internal admin URL", 'https://127.0.0.1:47891/internal/admin?x=1', pushEndpointMessages.port],
      ['a host that is no push service', 'https://push.example/abc', pushEndpointMessages.host],
      ['a look-alike host', 'https://fcm.googleapis.com.evil.example/abc', pushEndpointMessages.host],
      ['a name ending like a push service', 'https://evilnotify.windows.com/w/?token=a', pushEndpointMessages.host],
      ['the name a wildcard entry is below', 'https://push.apple.com/abc', pushEndpointMessages.host],
      ['a user name in the URL', 'https://me@fcm.googleapis.com/fcm/send/abc', pushEndpointMessages.credentials],
      ['loopback v4 by address', 'https://127.0.0.1/push', pushEndpointMessages.host],
      ['loopback v6 by address', 'https://[::1]/push', pushEndpointMessages.host],
      ['10/8 by address', 'https://10.0.0.1/push', pushEndpointMessages.host],
      ['172.16/12 by address', 'https://172.16.0.1/push', pushEndpointMessages.host],
      ['192.168/16 by address', 'https://192.168.1.1/push', pushEndpointMessages.host],
      ['169.254/16 by address', 'https://169.254.169.254/latest/meta-data', pushEndpointMessages.host],
      [
        'a push service whose name does not resolve',
        'https://nowhere.notify.windows.com/w/?token=a',
        pushEndpointMessages.noAddress,
      ],
    ])('%s', async (_what, endpoint, message) => {
      const { token: bearer, user } = await registerUser(app);
      const res = await subscribe(bearer, endpoint);
      expect(res.status).toBe(400);
      expect(errorOf(res)).toEqual({
        code: 'VALIDATION_FAILED',
        message: `${message}.`,
        fields: { endpoint: [message] },
      });
      expect(await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual(
        [],
      );
      expect(await pushOn(user.id)).not.toBe(true);
    });

    it.each(internalAddresses)("a push service's name resolving to %s", async (_what, address) => {
      const host = `${token()}.notify.windows.com`;
      dns.set(host, [address]);
      const { token: bearer, user } = await registerUser(app);
      const res = await subscribe(bearer, `https://${host}/w/?token=abc`);
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ endpoint: [pushEndpointMessages.address] });
      expect(await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual(
        [],
      );
    });

    it('a name resolving to 127.0.0.1, even one named in PUSH_TEST_ORIGINS; one bad address of several refuses', async () => {
      const { token: bearer } = await registerUser(app);
      dns.set('push.test', [{ address: '127.0.0.1', family: 4 }]);
      const local = await subscribe(bearer, `http://push.test:${port}/push/${token()}`);
      expect(local.status).toBe(400);
      expect(local.body.error.fields).toEqual({ endpoint: [pushEndpointMessages.address] });

      dns.set('fcm.googleapis.com', [
        { address: PUBLIC_V4, family: 4 },
        { address: '10.0.0.7', family: 4 },
      ]);
      const mixed = await subscribe(bearer, `https://fcm.googleapis.com/fcm/send/${token()}`);
      expect(mixed.status).toBe(400);
      expect(mixed.body.error.fields).toEqual({ endpoint: [pushEndpointMessages.address] });
      expect(received).toEqual([]);
    });

    it('accepts each push service at a public address', async () => {
      const { token: bearer } = await registerUser(app);
      for (const host of [
        'fcm.googleapis.com',
        'updates.push.services.mozilla.com',
        'web.push.apple.com',
        'wns2-by3p.notify.windows.com',
      ]) {
        dns.set(host, [{ address: PUBLIC_V4, family: 4 }]);
        const res = await subscribe(bearer, `https://${host}/send/${token()}`);
        expect(res.status, host).toBe(200);
      }
    });
  });

  it('a resolver that fails for now answers 503, and nothing is stored', async () => {
    const { token: bearer, user } = await registerUser(app);
    dnsFailures.set('fcm.googleapis.com', 'EAI_AGAIN');
    const res = await subscribe(bearer, `https://fcm.googleapis.com/fcm/send/${token()}`);
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('UNAVAILABLE');
    expect(await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([]);
  });

  describe('at send: refused endpoints get no request, no retry, and no change', () => {
    it.each(internalAddresses)('a name that resolves to %s by then (DNS rebinding)', async (_what, address) => {
      const host = `${token()}.notify.windows.com`;
      dns.set(host, [{ address: PUBLIC_V4, family: 4 }]);
      const { user, subscriptionId } = await learnerWithPush(`https://${host}/w/?token=abc`);
      dns.set(host, [address]);
      const job = await sendAlert(user.id, subscriptionId);
      // Done at its first attempt, without an error: a connection tried (to port 443 there) fails.
      expect(job).toMatchObject({ state: 'done', attempts: 1, lastError: null });
      expect(
        await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId)),
      ).toHaveLength(1);
      expect(await pushOn(user.id)).toBe(true);
    });

    it('a name that resolves to 127.0.0.1, where a push endpoint listens, receives nothing', async () => {
      dns.set('push.test', [{ address: PUBLIC_V4, family: 4 }]);
      const { user, subscriptionId } = await learnerWithPush(`http://push.test:${port}/push/${token()}`);
      dns.set('push.test', [{ address: '127.0.0.1', family: 4 }]);
      const job = await sendAlert(user.id, subscriptionId);
      expect(job).toMatchObject({ state: 'done', attempts: 1, lastError: null });
      expect(received).toEqual([]);
      expect(await pushOn(user.id)).toBe(true);
    });

    it.each([
      ['loopback by address, the test endpoint itself but over https', () => `https://127.0.0.1:${port}/push/legacy`],
      ['the cloud metadata address', () => 'https://169.254.169.254/latest/meta-data'],
      ['a Postgres port', () => 'https://10.0.0.5:5432/'],
    ])('a row stored before the check: %s', async (_what, endpoint) => {
      const { user, subscriptionId } = await learnerWithPush(`${pushOrigin}/push/${token()}`);
      await database.db
        .update(pushSubscriptions)
        .set({ endpoint: endpoint() })
        .where(eq(pushSubscriptions.id, subscriptionId));
      received.length = 0;
      const job = await sendAlert(user.id, subscriptionId);
      expect(job).toMatchObject({ state: 'done', attempts: 1, lastError: null });
      expect(received).toEqual([]);
      expect(await pushOn(user.id)).toBe(true);
    });

    it('a redirect is not followed: one request, the answer counts as a failure', async () => {
      const { user, subscriptionId } = await learnerWithPush(`${pushOrigin}/redirect/${token()}`);
      const job = await sendAlert(user.id, subscriptionId);
      expect(received.map((r) => r.path.split('/')[1])).toEqual(['redirect']);
      expect(job).toMatchObject({ state: 'queued', attempts: 1 });
      expect(job.lastError).toMatch(/answered 307/);
    });

    it("the answer's body is not read: an endless one still ends the send", async () => {
      const { user, subscriptionId } = await learnerWithPush(`${pushOrigin}/endless/${token()}`);
      const job = await sendAlert(user.id, subscriptionId);
      expect(job).toMatchObject({ state: 'done', attempts: 1, lastError: null });
      expect(received).toHaveLength(1);
    });

    it('connects to the checked address, not to what the name resolves to now', async () => {
      // 'rebound.invalid' resolves nowhere (RFC 6761): the request can only arrive by the pinned address.
      const status = await postPush(
        { url: new URL(`http://rebound.invalid:${port}/pinned`), address: '127.0.0.1', family: 4 },
        { method: 'POST', headers: { TTL: '60' }, body: Buffer.from('x') },
        60_000,
      );
      expect(status).toBe(201);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ path: '/pinned', headers: { host: `rebound.invalid:${port}` } });
    });
  });

  describe("one learner's subscription is theirs", () => {
    it("subscribing with another learner's endpoint is refused, whatever the keys, and their row stays", async () => {
      const endpoint = `${pushOrigin}/push/${token()}`;
      const owner = await learnerWithPush(endpoint);
      const other = await registerUser(app);
      const withTheirKeys = await subscribe(other.token, endpoint, owner.keys);
      const withOtherKeys = await subscribe(other.token, endpoint);
      for (const res of [withTheirKeys, withOtherKeys]) {
        expect(res.status).toBe(409);
        expect(errorOf(res)).toEqual({
          code: 'CONFLICT',
          message: SUBSCRIPTION_TAKEN,
          fields: { endpoint: [SUBSCRIPTION_TAKEN] },
        });
      }
      const [row] = await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
      expect(row).toMatchObject({ userId: owner.user.id, ...owner.keys });
      expect(await pushOn(owner.user.id)).toBe(true);
      expect(await pushOn(other.user.id)).not.toBe(true);
      const me = await request(app).get('/api/auth/me').set('Authorization', `Bearer ${other.token}`);
      expect(me.body.user.preferences.pushNotifications).toBe(false);
    });

    it('the same endpoint again: accepted with its own keys, refused with other keys (the row keeps its own)', async () => {
      const endpoint = `${pushOrigin}/push/${token()}`;
      const owner = await learnerWithPush(endpoint);
      expect((await subscribe(owner.bearer, endpoint, owner.keys)).status).toBe(200);
      const swapped = await subscribe(owner.bearer, endpoint);
      expect(swapped.status).toBe(409);
      const [row] = await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
      expect(row).toMatchObject({ userId: owner.user.id, ...owner.keys });
    });

    it('a renewal needs the old subscription’s keys: wrong ones answer as an unknown endpoint does', async () => {
      const endpoint = `${pushOrigin}/push/${token()}`;
      const owner = await learnerWithPush(endpoint);
      const replacement = { endpoint: `${pushOrigin}/push/${token()}`, keys: keys() };
      const wrong = await request(app)
        .post('/api/push/subscription/renew')
        .send({ oldSubscription: { endpoint, keys: keys() }, subscription: replacement });
      const unknown = await request(app)
        .post('/api/push/subscription/renew')
        .send({
          oldSubscription: { endpoint: `${pushOrigin}/push/${token()}`, keys: keys() },
          subscription: replacement,
        });
      expect(wrong.status).toBe(404);
      expect(errorOf(wrong)).toEqual(errorOf(unknown));
      const keyless = await request(app)
        .post('/api/push/subscription/renew')
        .send({ oldSubscription: { endpoint }, subscription: replacement });
      expect(keyless.status).toBe(400);
      expect(Object.keys(keyless.body.error.fields)).toContain('oldSubscription.keys');
      const [row] = await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
      expect(row).toMatchObject({ id: owner.subscriptionId, userId: owner.user.id, ...owner.keys });
    });

    it("a renewal onto another learner's endpoint, or to a refused one, changes nothing", async () => {
      const mine = await learnerWithPush(`${pushOrigin}/push/${token()}`);
      const theirEndpoint = `${pushOrigin}/push/${token()}`;
      const theirs = await learnerWithPush(theirEndpoint);
      const [before] = await database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.id, mine.subscriptionId));
      const oldSubscription = { endpoint: before!.endpoint, keys: mine.keys };

      const onto = await request(app)
        .post('/api/push/subscription/renew')
        .send({ oldSubscription, subscription: { endpoint: theirEndpoint, keys: theirs.keys } });
      expect(onto.status).toBe(409);
      expect(onto.body.error.fields).toEqual({ 'subscription.endpoint': [SUBSCRIPTION_TAKEN] });

      const inside = await request(app)
        .post('/api/push/subscription/renew')
        .send({ oldSubscription, subscription: { endpoint: 'https://169.254.169.254/latest', keys: keys() } });
      expect(inside.status).toBe(400);
      expect(inside.body.error.fields).toEqual({ 'subscription.endpoint': [pushEndpointMessages.host] });

      const rows = await database.db.select().from(pushSubscriptions);
      expect(rows.find((r) => r.id === mine.subscriptionId)).toMatchObject({
        ...oldSubscription.keys,
        endpoint: before!.endpoint,
        userId: mine.user.id,
      });
      expect(rows.find((r) => r.id === theirs.subscriptionId)).toMatchObject({
        endpoint: theirEndpoint,
        userId: theirs.user.id,
        ...theirs.keys,
      });
    });
  });
});

describe('PUSH_TEST_ORIGINS', () => {
  it('is refused in production, and takes only origins with a port', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PUSH_TEST_ORIGINS: 'http://127.0.0.1:4567' }),
    ).toThrow(/PUSH_TEST_ORIGINS is for tests only/);
    for (const value of ['http://127.0.0.1', 'ftp://127.0.0.1:21', 'http://127.0.0.1:4567/push', 'not a url']) {
      expect(() => loadConfig({ ...testEnv, PUSH_TEST_ORIGINS: value }), value).toThrow(InvalidEnvironmentError);
    }
    expect(
      loadConfig({ ...testEnv, PUSH_TEST_ORIGINS: 'http://127.0.0.1:4567, http://[::1]:8080' }).pushTestOrigins,
    ).toEqual(['http://127.0.0.1:4567', 'http://[::1]:8080']);
    expect(loadConfig({ ...testEnv }).pushTestOrigins).toEqual([]);
  });
});
