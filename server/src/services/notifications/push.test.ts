import {
  createCipheriv,
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findContentProblems } from '@shared/content/content-checks';
import { createApp } from '../../app';
import { buildServices, type AppServices } from '../../composition';
import { loadConfig } from '../../config/env';
import type { DatabaseHandle } from '../../db/client';
import { jobs, pushSubscriptions, userPreferences } from '../../db/schema';
import { createLogger } from '../../lib/logger';
import { createMailer, type Mailer } from '../../lib/mailer';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { createTestDatabase } from '../../test/test-database';
import { registerUser, TestClock, testEnv } from '../../test/test-app';
import type { PriceProvider, ProviderQuote } from '../price-provider';
import { MAX_PUSH_SUBSCRIPTIONS } from './push';

// Web Push of a price alert (decision 052), delivered to a push endpoint this test starts on
// 127.0.0.1. The test plays the browser: it makes the P-256 key pair and auth secret of the
// subscription, and decrypts what arrives (RFC 8291, aes128gcm) with node:crypto alone.

interface Browser {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  endpoint: string;
}

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** RFC 8291 + RFC 8188: one record, the sender's key in the header's keyid. */
function decrypt(browser: Browser, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  expect(end).toBeGreaterThanOrEqual(0);
  expect(padded.subarray(end + 1).every((byte) => byte === 0)).toBe(true);
  return padded.subarray(0, end).toString('utf8');
}

/** The VAPID header (RFC 8292): a JWT signed by the server's key, for this push service's origin. */
function checkVapid(header: string | string[] | undefined, publicKey: string, endpoint: string): void {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(header));
  expect(match?.[2]).toBe(publicKey);
  const [head, claims, signature] = match![1]!.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  expect(signed).toBe(true);
  const body = JSON.parse(Buffer.from(claims!, 'base64url').toString('utf8')) as { aud: string; sub: string };
  expect(body.aud).toBe(new URL(endpoint).origin);
  expect(body.sub).toBe('mailto:push@arkad.example');
}

describe('price alerts by Web Push', () => {
  const vapid = webpush.generateVAPIDKeys();
  let pushServer: Server;
  let pushOrigin: string;
  const received: Received[] = [];
  /** What the push endpoint answers next (201 once they are used up). */
  const answers: number[] = [];
  let sink: SmtpSink;
  let database: DatabaseHandle;
  let services: AppServices;
  let app: Express;
  let mailer: Mailer;
  const clock = new TestClock(Date.UTC(2026, 10, 23, 6, 0, 0));
  let quote: ProviderQuote | null = null;
  const provider: PriceProvider = {
    fetchQuote: async () => {
      if (!quote) throw new Error('provider unreachable');
      return quote;
    },
    fetchDailyCloses: async () => [],
  };

  function setMove(change: number, usd = 66_000): void {
    quote = {
      usd: { price: usd, change24h: change, marketCap: null, volume24h: null },
      eur: { price: usd * 0.9, change24h: change, marketCap: null, volume24h: null },
      others: {},
      quotedAt: clock.now(),
    };
  }

  /** The clock's time plus `hours`, as the alert writes it. */
  function utc(hours: number): string {
    return `${new Date(clock.now().getTime() + hours * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  }

  function newBrowser(): Browser {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return { ecdh, auth: randomBytes(16), endpoint: `${pushOrigin}/push/${randomBytes(8).toString('hex')}` };
  }

  function subscriptionOf(browser: Browser) {
    return {
      endpoint: browser.endpoint,
      keys: { p256dh: browser.ecdh.getPublicKey().toString('base64url'), auth: browser.auth.toString('base64url') },
    };
  }

  /** A learner with price alerts on at 5%, email off, push on in `browser`. */
  async function learnerWithPush(browser: Browser, email = false) {
    const { token, user } = await registerUser(app);
    const prefs = await request(app)
      .put('/api/auth/preferences')
      .set('Authorization', `Bearer ${token}`)
      .send({ priceAlerts: true, priceAlertThreshold: 5, weeklyDigest: false, emailNotifications: email });
    expect(prefs.status).toBe(200);
    const res = await request(app)
      .put('/api/push/subscription')
      .set('Authorization', `Bearer ${token}`)
      .send(subscriptionOf(browser));
    expect(res.status).toBe(200);
    expect(res.body.user.preferences.pushNotifications).toBe(true);
    return { token, user };
  }

  async function runPriceCheck(): Promise<void> {
    await services.notifications.schedule();
    await services.queue.drain();
  }

  beforeAll(async () => {
    pushServer = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        res.statusCode = answers.shift() ?? 201;
        res.end();
      });
    });
    await new Promise<void>((resolve) => pushServer.listen(0, '127.0.0.1', resolve));
    pushOrigin = `http://127.0.0.1:${(pushServer.address() as AddressInfo).port}`;
    sink = await startSmtpSink();
    database = await createTestDatabase();
    const config = loadConfig({
      ...testEnv,
      SMTP_URL: sink.url,
      APP_URL: 'https://arkad.example',
      LIVE_PRICES: 'on',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:push@arkad.example',
      // The test's push endpoint (plain http on 127.0.0.1): accepted only because it is named here.
      PUSH_TEST_ORIGINS: pushOrigin,
    });
    const logger = createLogger('silent');
    mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
    services = buildServices({
      db: database.db,
      config,
      logger,
      mailer,
      now: clock.now,
      provider,
      jobBackoffMs: () => 0,
    });
    app = createApp({ config, logger, services, clientDir: null });
  });

  afterAll(async () => {
    mailer.close?.();
    await sink.close();
    await new Promise((resolve) => pushServer.close(resolve));
    await database.close();
  });

  beforeEach(async () => {
    received.length = 0;
    answers.length = 0;
    sink.messages.length = 0;
    quote = null;
    clock.advance(2 * 24 * 3_600_000);
    await database.db.delete(jobs);
    await database.db.update(userPreferences).set({ priceAlerts: false, weeklyDigest: false });
  });

  it('serves the VAPID public key', async () => {
    const res = await request(app).get('/api/push/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ publicKey: vapid.publicKey, email: true });
  });

  it('a move past the threshold arrives as one encrypted notification with the email subject, and no email when email is off', async () => {
    const browser = newBrowser();
    const { user } = await learnerWithPush(browser);
    setMove(-6.25, 60_000);
    await runPriceCheck();

    const mine = received.filter((r) => r.path === new URL(browser.endpoint).pathname);
    expect(mine).toHaveLength(1);
    const [push] = mine;
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push!.headers.ttl)).toBe(86_400);
    checkVapid(push!.headers.authorization, vapid.publicKey, browser.endpoint);
    const message = JSON.parse(decrypt(browser, push!.body)) as { title: string; body: string; url: string };
    expect(message.title).toBe('Bitcoin price: down 6.3% in 24 hours');
    expect(message.body).toBe(
      `Bitcoin (USD) moved from $64,000.00 at ${utc(-24)} to $60,000.00 at ${utc(0)}, a change of −6.3%. Prices: CoinGecko, as Arkad fetched them; times in UTC.`,
    );
    expect(message.url).toBe('/');
    for (const text of [message.title, message.body]) expect(findContentProblems(text)).toEqual([]);
    expect(sink.messages.filter((m) => m.to.includes(user.email))).toHaveLength(0);

    // One alert per 24 hours: a second move within the day sends nothing.
    setMove(-8);
    await runPriceCheck();
    expect(received.filter((r) => r.path === new URL(browser.endpoint).pathname)).toHaveLength(1);
  });

  it('email and push on: the same alert arrives by both', async () => {
    const browser = newBrowser();
    const { user } = await learnerWithPush(browser, true);
    setMove(7);
    await runPriceCheck();
    const [mail] = sink.messages.filter((m) => m.to.includes(user.email));
    const [push] = received.filter((r) => r.path === new URL(browser.endpoint).pathname);
    expect(JSON.parse(decrypt(browser, push!.body)).title).toBe(mail!.subject);
  });

  it('a learner whose account is in Spanish gets the notification in Spanish, its figures by Intl in es-419', async () => {
    const browser = newBrowser();
    const { token } = await learnerWithPush(browser);
    await request(app)
      .put('/api/auth/preferences')
      .set('Authorization', `Bearer ${token}`)
      .send({ language: 'es' })
      .expect(200);
    setMove(-6.25, 60_000);
    await runPriceCheck();
    const [push] = received.filter((r) => r.path === new URL(browser.endpoint).pathname);
    const message = JSON.parse(decrypt(browser, push!.body)) as { title: string; body: string; url: string };
    const day = (hours: number) =>
      new Intl.DateTimeFormat('es-419', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(clock.now().getTime() + hours * 3_600_000),
      );
    const time = utc(0).slice(11, 16);
    expect(message.title).toBe('Precio de Bitcoin: bajó 6.3% en 24 horas');
    expect(message.body).toBe(
      `Bitcoin (USD) pasó de USD\u00a064,000.00 el ${day(-24)}, ${time} UTC a USD\u00a060,000.00 el ${day(0)}, ${time} UTC, un cambio de −6.3%. Precios: CoinGecko, tal como Arkad los obtuvo; horas en UTC.`,
    );
    expect(message.body).toMatch(
      / de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de 20\d\d/,
    );
    for (const text of [message.title, message.body]) expect(findContentProblems(text)).toEqual([]);
  });

  it('push switched on without a stored browser, email off: no alert is claimed (the day is not used up)', async () => {
    const { token, user } = await registerUser(app);
    const prefs = await request(app)
      .put('/api/auth/preferences')
      .set('Authorization', `Bearer ${token}`)
      .send({ priceAlerts: true, priceAlertThreshold: 5, emailNotifications: false });
    expect(prefs.status).toBe(200);
    // As a learner is left whose only browser's subscription expired (a 410 removed it): the API
    // itself no longer turns push on without a browser.
    await database.db
      .update(userPreferences)
      .set({ pushNotifications: true })
      .where(eq(userPreferences.userId, user.id));
    setMove(-15);
    await runPriceCheck();
    const [row] = await database.db.select().from(userPreferences).where(eq(userPreferences.userId, user.id));
    expect(row?.lastPriceAlertAt).toBeNull();
    expect(await database.db.select().from(jobs).where(eq(jobs.type, 'push:price-alert'))).toEqual([]);
  });

  it('a 410 from the push service removes the subscription, without retrying; the last one gone turns push off', async () => {
    const browser = newBrowser();
    const { token, user } = await learnerWithPush(browser);
    const other = newBrowser();
    const second = await request(app)
      .put('/api/push/subscription')
      .set('Authorization', `Bearer ${token}`)
      .send(subscriptionOf(other));
    expect(second.status).toBe(200);
    const pushOn = async () =>
      (await database.db.select().from(userPreferences).where(eq(userPreferences.userId, user.id)))[0]
        ?.pushNotifications;

    // One browser's subscription has expired: removed, push still on for the other.
    answers.push(410, 201);
    setMove(9);
    await runPriceCheck();
    expect(received).toHaveLength(2);
    const rows = await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(await pushOn()).toBe(true);
    const done = await database.db.select().from(jobs).where(eq(jobs.type, 'push:price-alert'));
    expect(done.map((job) => job.state)).toEqual(['done', 'done']);

    // Then the other's: none left, so push is off, as Settings then shows it.
    clock.advance(2 * 24 * 3_600_000);
    received.length = 0;
    answers.push(410);
    setMove(-9);
    await runPriceCheck();
    expect(received).toHaveLength(1);
    expect(await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([]);
    expect(await pushOn()).toBe(false);
  });

  it('a 500 from the push service is retried through the queue, then delivered once', async () => {
    const browser = newBrowser();
    await learnerWithPush(browser);
    answers.push(500);
    setMove(-12);
    await services.notifications.schedule();
    await services.queue.runOnce();
    await services.queue.runOnce();
    const [job] = await database.db.select().from(jobs).where(eq(jobs.type, 'push:price-alert'));
    expect(job?.state).toBe('queued');
    expect(job?.attempts).toBe(1);
    expect(job?.lastError).toMatch(/500/);

    await services.queue.drain();
    expect(received).toHaveLength(2);
    expect(JSON.parse(decrypt(browser, received[1]!.body)).title).toBe('Bitcoin price: down 12.0% in 24 hours');
    const [after] = await database.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(after?.state).toBe('done');
    const rows = await database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.endpoint));
    expect(rows).toHaveLength(1);
  });

  it('a subscription its push service replaced is renewed by its old endpoint, and the alert goes to the new one', async () => {
    const before = newBrowser();
    const { user } = await learnerWithPush(before);
    const after = newBrowser();
    // The service worker's call: no session, the old endpoint names the subscription.
    const res = await request(app)
      .post('/api/push/subscription/renew')
      .send({ oldSubscription: subscriptionOf(before), subscription: subscriptionOf(after) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ renewed: true });
    const rows = await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(rows.map((row) => row.endpoint)).toEqual([after.endpoint]);

    setMove(-6.25);
    await runPriceCheck();
    expect(received.filter((r) => r.path === new URL(before.endpoint).pathname)).toHaveLength(0);
    const [push] = received.filter((r) => r.path === new URL(after.endpoint).pathname);
    expect(JSON.parse(decrypt(after, push!.body)).title).toBe('Bitcoin price: down 6.3% in 24 hours');

    // The old endpoint is gone: a second renewal by it names nothing.
    const again = await request(app)
      .post('/api/push/subscription/renew')
      .send({ oldSubscription: subscriptionOf(before), subscription: subscriptionOf(newBrowser()) });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('NOT_FOUND');
    const unchanged = await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(unchanged.map((row) => row.endpoint)).toEqual([after.endpoint]);
  });

  it('a renewal to an endpoint already stored keeps that one and drops the old', async () => {
    const first = newBrowser();
    const { token, user } = await learnerWithPush(first);
    const second = newBrowser();
    const stored = await request(app)
      .put('/api/push/subscription')
      .set('Authorization', `Bearer ${token}`)
      .send(subscriptionOf(second));
    expect(stored.status).toBe(200);
    const res = await request(app)
      .post('/api/push/subscription/renew')
      .send({ oldSubscription: subscriptionOf(first), subscription: subscriptionOf(second) });
    expect(res.status).toBe(200);
    const rows = await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(rows.map((row) => row.endpoint)).toEqual([second.endpoint]);
  });

  it('refuses a renewal that is not one: no old subscription, bad keys', async () => {
    const res = await request(app)
      .post('/api/push/subscription/renew')
      .send({ subscription: { endpoint: `${pushOrigin}/push/x`, keys: { p256dh: 'not base64url!', auth: '' } } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(
      expect.arrayContaining(['oldSubscription', 'subscription.keys.p256dh', 'subscription.keys.auth']),
    );
  });

  it('turning push off forgets every browser and sends nothing more', async () => {
    const browser = newBrowser();
    const { token, user } = await learnerWithPush(browser);
    const res = await request(app).post('/api/push/unsubscribe').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body.user.preferences.pushNotifications).toBe(false);
    expect(await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([]);
    setMove(-30);
    await runPriceCheck();
    expect(received).toHaveLength(0);
  });

  it(`keeps at most ${MAX_PUSH_SUBSCRIPTIONS} browsers per learner; the same endpoint again is an update`, async () => {
    const first = newBrowser();
    const { token, user } = await learnerWithPush(first);
    for (let i = 1; i < MAX_PUSH_SUBSCRIPTIONS; i++) {
      const res = await request(app)
        .put('/api/push/subscription')
        .set('Authorization', `Bearer ${token}`)
        .send(subscriptionOf(newBrowser()));
      expect(res.status).toBe(200);
    }
    const again = await request(app)
      .put('/api/push/subscription')
      .set('Authorization', `Bearer ${token}`)
      .send(subscriptionOf(first));
    expect(again.status).toBe(200);
    const sixth = await request(app)
      .put('/api/push/subscription')
      .set('Authorization', `Bearer ${token}`)
      .send(subscriptionOf(newBrowser()));
    expect(sixth.status).toBe(409);
    expect(sixth.body.error.code).toBe('ENTRY_LIMIT');
    const rows = await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(rows).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
  });

  it('refuses a subscription that is not one: bad keys', async () => {
    const { token } = await registerUser(app);
    const res = await request(app)
      .put('/api/push/subscription')
      .set('Authorization', `Bearer ${token}`)
      .send({ endpoint: `${pushOrigin}/push/x`, keys: { p256dh: 'not base64url!', auth: '' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(expect.arrayContaining(['keys.p256dh', 'keys.auth']));
  });
});

describe('Web Push not set up', () => {
  it('says so: no public key, and a subscription is refused with 503', async () => {
    const database = await createTestDatabase();
    try {
      const config = loadConfig({ ...testEnv });
      const logger = createLogger('silent');
      const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, logger });
      const services = buildServices({ db: database.db, config, logger, mailer });
      const app = createApp({ config, logger, services, clientDir: null });
      // Nor email: without SMTP_URL the settings say this server sends neither (issue 44 point 8).
      expect((await request(app).get('/api/push/config')).body).toEqual({ publicKey: null, email: false });
      const { token } = await registerUser(app);
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const res = await request(app)
        .put('/api/push/subscription')
        .set('Authorization', `Bearer ${token}`)
        .send({
          endpoint: 'https://push.example/abc',
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
        });
      expect(res.status).toBe(503);
      expect(res.body.error.message).toBe('Push notifications are not set up on this server.');
    } finally {
      await database.close();
    }
  });
});

// Keeps the decryptor honest: it must read what a sender it does not share code with encrypts.
describe('the test decryptor', () => {
  it('reads an RFC 8291 message built here by hand', () => {
    const browser: Browser = { ecdh: createECDH('prime256v1'), auth: randomBytes(16), endpoint: 'http://x' };
    browser.ecdh.generateKeys();
    const sender = createECDH('prime256v1');
    sender.generateKeys();
    const salt = randomBytes(16);
    const shared = sender.computeSecret(browser.ecdh.getPublicKey());
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), sender.getPublicKey()]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const cipher = createCipheriv('aes-128-gcm', cek, nonce);
    const sealed = Buffer.concat([cipher.update(Buffer.from('hello\u0002\0\0')), cipher.final(), cipher.getAuthTag()]);
    const header = Buffer.alloc(21);
    salt.copy(header);
    header.writeUInt32BE(4096, 16);
    header.writeUInt8(65, 20);
    expect(decrypt(browser, Buffer.concat([header, sender.getPublicKey(), sealed]))).toBe('hello');
  });
});
