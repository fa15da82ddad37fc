import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import fc from 'fast-check';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@shared/api-error';
import { registeredOperations } from '../app';
import { startFakeStripe, type FakeStripe } from '../test/fake-stripe';
import { createTestContext, registerUser, type TestContext } from '../test/test-app';

/** The admin dashboard's password here: some requests send it (header) or its token, to reach past the gate. */
const FUZZ_ADMIN_PASSWORD = 'fuzz-admin-password';

async function fetchAdminToken(app: Express): Promise<string> {
  const res = await supertest(app).post('/api/admin/login').send({ password: FUZZ_ADMIN_PASSWORD });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status}`);
  return res.body.token as string;
}

/** Generated requests in this file, across every route; each run is one request. */
const NUM_RUNS = 1000;

interface MountedRoute {
  method: string;
  path: string;
}

/** Every /api route of the app: the operations it registered (each one declared in shared/api). */
function routesOf(app: Express): MountedRoute[] {
  return registeredOperations(app).map((operation) => ({
    method: operation.method.toUpperCase(),
    path: operation.path,
  }));
}

/** Percent-encodes UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser would send it). */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

const FIELD_NAMES = [
  'email',
  'password',
  'username',
  'firstName',
  'lastName',
  'experienceLevel',
  'investmentGoal',
  'token',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'defaultCurrency',
  'defaultDCAAmount',
  'riskTolerance',
  'emailNotifications',
  'pushNotifications',
  'priceAlerts',
  'weeklyDigest',
  'amount',
  'frequency',
  'timeframe',
  'startDate',
  'feePercent',
  'currency',
  'days',
  'from',
  'to',
  'feature',
  'tier',
  'action',
  'id',
  'type',
  'created',
  'data',
  'object',
  'feedbackId',
  'rating',
  'featuresArray',
  'comments',
  'paymentLikelihood',
  'pricingThoughts',
  'mostValuableFeature',
  'biggestFriction',
  'betaVersion',
  'deployment',
  'userAgent',
  'ipAddress',
  'events',
  'name',
  'properties',
  'page',
  'pageSize',
];
const POLLUTION_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '__defineGetter__',
  'hasOwnProperty',
  'toString',
  'valueOf',
];

/** Short hostile strings: they fit in a URL and in headers (Node refuses a head over 16 KB itself). */
const shortNastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  // Any code points, lone surrogates included (fc.string's 'binary' unit is the same strings, but
  // it maps all 1.1 million code points as it is made: 0.8 s of CPU before the first request).
  fc.array(fc.integer({ min: 0, max: 0x10ffff }), { maxLength: 40 }).map((points) => String.fromCodePoint(...points)),
  // Any UTF-16 code units, lone surrogates and NUL included.
  fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 30 }).map((units) => String.fromCharCode(...units)),
  fc.constantFrom(
    '',
    '\u0000',
    'Ada\u0000',
    '\uD800',
    '\uDFFF',
    'a\uDC00b',
    '\u202E',
    '\uFEFF',
    '%00',
    '%',
    '..',
    '../../etc/passwd',
    "'; drop table users; --",
    '$2b$10$abcdefghijklmnopqrstuv',
    'eyJhbGciOiJIUzI1NiJ9.e30.x',
    'NaN',
    '-1',
    '1e309',
    'learner@example.com',
    'a@b.co',
    'correct-horse-battery',
    'usd',
    'eur',
    'custom',
    'monthly',
    '2020-01-01',
    '9999-99-99',
  ),
);
/** In bodies, huge strings too (up to the 100 kB body limit and past it). */
const nastyString = fc.oneof(
  { arbitrary: shortNastyString, weight: 9 },
  {
    arbitrary: fc.constantFrom(
      'x'.repeat(5_000),
      'é'.repeat(20_000),
      '\u0000'.repeat(1_000),
      '🔑'.repeat(10_000),
      'y'.repeat(120_000),
    ),
    weight: 1,
  },
);
const key = fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.constantFrom(...POLLUTION_KEYS), fc.string({ maxLength: 12 }));
const leaf = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, 1, 100, 1e21, -1e21, Number.MAX_SAFE_INTEGER, true, false, null),
);

/** JSON text, written by hand so keys like __proto__ reach the server as keys. */
const jsonText: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf.map((v) => JSON.stringify(v)),
    fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    fc
      .array(fc.tuple(key, tie('value')), { maxLength: 6 })
      .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
  ),
})).value;

/** A plausible body for the real schemas with one or two fields replaced by something hostile. */
const shapedBody = fc
  .tuple(
    fc.record({
      email: fc.constantFrom('fuzz@example.com', 'FUZZ@EXAMPLE.COM', 'a@b.co'),
      password: fc.constantFrom('correct-horse-battery', 'short'),
      username: fc.constantFrom('fuzzer', 'fuzz_2'),
      firstName: fc.constantFrom('Ada', 'Zoë'),
      lastName: fc.constantFrom('Lovelace'),
      token: fc.constantFrom('abc', 'x'.repeat(43)),
      amount: fc.constantFrom(100, 1),
      timeframe: fc.constantFrom('1year', 'custom'),
      currency: fc.constantFrom('usd', 'eur'),
      feature: fc.constantFrom('dca_calculator', 'strategy_comparison', 'time_travel'),
      tier: fc.constantFrom('scholar', 'sage'),
      action: fc.constantFrom('complete_checkout', 'end', 'refund'),
      feedbackId: fc.constantFrom('fuzz-feedback-1', 'fuzz-feedback-2'),
      rating: fc.constantFrom(5, 1),
      paymentLikelihood: fc.constantFrom('2.99-4.99', 'free-only'),
      mostValuableFeature: fc.constantFrom('dca-calculator', 'none'),
      biggestFriction: fc.constantFrom('nothing-major', 'loading-slow'),
      events: fc.constantFrom(
        [{ name: 'page_view', properties: { path: '/home', tab: 'guide' } }],
        [{ name: 'strategy_toggle', properties: { strategyId: 'dca', selected: true } }, { name: 'login' }],
      ),
    }),
    fc.array(
      fc.tuple(
        key,
        fc.oneof(
          jsonText,
          leaf.map((v) => JSON.stringify(v)),
        ),
      ),
      { maxLength: 2 },
    ),
  )
  .map(([base, hostile]) => {
    const entries = [
      ...Object.entries(base).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`),
      ...hostile.map(([k, v]) => `${JSON.stringify(k)}:${v}`),
    ];
    return `{${entries.join(',')}}`;
  });

const deepNesting = fc
  .integer({ min: 50, max: 5_000 })
  .chain((depth) =>
    fc.constantFrom(
      `${'['.repeat(depth)}${']'.repeat(depth)}`,
      `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
      `{"__proto__":${'{"__proto__":'.repeat(depth)}{}${'}'.repeat(depth)}}`,
    ),
  );
const malformed = fc.constantFrom(
  '{',
  '{"email":',
  'nul',
  '\u0000',
  '{"a":1,}',
  "{'a':1}",
  '[1,2',
  '"\\ud800"',
  '{"a":"\\u0000"}',
  '',
);

const body = fc.oneof(
  { arbitrary: jsonText, weight: 4 },
  { arbitrary: shapedBody, weight: 4 },
  { arbitrary: deepNesting, weight: 1 },
  { arbitrary: malformed, weight: 1 },
);

const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          'currency',
          'days',
          'from',
          'to',
          'page',
          'pageSize',
          '__proto__',
          'constructor',
          'a[b]',
          'days[]',
        ),
        fc.string({ maxLength: 8 }),
      ),
      fc.oneof(
        shortNastyString.map(encode),
        fc.constantFrom(
          '%',
          '%E0%A4%A',
          '%00',
          '%uD800',
          '-5',
          '99999999999999999999',
          '2024-02-30',
          'x'.repeat(2_000),
        ),
      ),
    ),
    { maxLength: 5 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${v}`).join('&'));

const pathParam = fc.oneof(
  fc.constantFrom('strategy_comparison', 'dca_calculator', 'unknown', '__proto__', 'constructor'),
  shortNastyString.filter((s) => s.length > 0).map(encode),
  fc.constantFrom('%', '%E0%A4%A', '%00', '..%2F..'),
);

/** Header values Node's client can send: printable ASCII and Latin-1. */
const headerValue = fc.oneof(
  fc.string({ maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
  fc.constantFrom('é', '\u00ff'.repeat(200), 'x'.repeat(2_000), ''),
);
const headers = fc.record(
  {
    'content-type': fc.oneof(
      fc.constantFrom(
        'application/json',
        'application/json; charset=utf-16',
        'application/json; charset=latin1',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/merge-patch+json',
      ),
      headerValue,
    ),
    authorization: fc.oneof(
      fc.constantFrom(
        'VALID',
        'Bearer',
        'Bearer ',
        'Bearer eyJhbGciOiJub25lIn0.eyJzaWQiOiJ4Iiwic3ViIjoiMSJ9.',
        'Basic YTpi',
        'Bearer ADMIN',
      ),
      headerValue.map((v) => `Bearer ${v}`),
    ),
    'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), headerValue),
    'x-admin-password': fc.oneof(fc.constantFrom(FUZZ_ADMIN_PASSWORD, ''), headerValue),
    dnt: fc.constantFrom('1', '0'),
    'user-agent': headerValue,
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/png'),
    'content-encoding': fc.constantFrom('gzip', 'br', 'identity', 'bogus'),
  },
  { requiredKeys: [] },
);

let ctx: TestContext;
let stripe: FakeStripe;
let server: Server;
let baseUrl: string;
let validToken: string;
let adminToken: string;

beforeAll(async () => {
  // Billing through the real Stripe SDK, pointed at a fake Stripe API, so checkout, the portal and
  // the webhook's signature check are all exercised.
  stripe = await startFakeStripe();
  ctx = await createTestContext({ env: { LIVE_PRICES: 'off', ADMIN_PASSWORD: FUZZ_ADMIN_PASSWORD, ...stripe.env } });
  // The test database starts with the bundled daily closes, so the price and history routes answer from data.
  validToken = (await registerUser(ctx.app)).token;
  adminToken = await fetchAdminToken(ctx.app);
  server = ctx.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await ctx.close();
  await stripe.close();
});

describe('fuzzing every route', () => {
  it('finds the routes in the router stack, mounted routers included', () => {
    const routes = routesOf(ctx.app).map((route) => `${route.method} ${route.path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'POST /api/auth/login',
        'PUT /api/auth/profile',
        'POST /api/bitcoin/dca',
        'GET /api/usage/:feature',
        'POST /api/subscription/track-usage',
        'POST /api/subscription/create-checkout',
        'POST /api/stripe/webhook',
      ]),
    );
    expect(routes.length).toBeGreaterThanOrEqual(15);
  });

  it(`answers ${NUM_RUNS} generated requests without a 5xx, every error in the one JSON shape`, async () => {
    const routes = routesOf(ctx.app);
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
    const request = fc.record({
      route: fc.constantFrom(...routes),
      body,
      query: queryString,
      headers,
      param: pathParam,
    });
    let sent = 0;
    let lastFailure = '';
    try {
      await fc.assert(
        fc.asyncProperty(request, async ({ route, body: text, query, headers: generated, param }) => {
          sent += 1;
          const path = route.path.replace(/:[A-Za-z]+/g, param);
          const url = `${baseUrl}${path}${query ? `?${query}` : ''}`;
          const sentHeaders: Record<string, string> = { ...generated };
          if (sentHeaders.authorization === 'VALID') sentHeaders.authorization = `Bearer ${validToken}`;
          if (sentHeaders.authorization === 'Bearer ADMIN') sentHeaders.authorization = `Bearer ${adminToken}`;
          const res = await fetch(url, {
            method: route.method,
            headers: sentHeaders,
            body: route.method === 'GET' || route.method === 'HEAD' ? undefined : text,
          });
          const raw = await res.text();
          const context = `${route.method} ${url.slice(0, 200)} → ${res.status} ${res.headers.get('content-type')} ${raw.slice(0, 300)}`;
          if (
            res.status >= 500 ||
            (res.status >= 300 && !res.headers.get('content-type')?.startsWith('application/json'))
          )
            lastFailure = context;
          expect(res.status, context).toBeLessThan(500);
          if (res.status >= 300 && res.status !== 304) {
            expect(res.headers.get('content-type'), context).toMatch(/^application\/json/);
            expect(isApiErrorBody(JSON.parse(raw)), context).toBe(true);
          }
        }),
        { numRuns: NUM_RUNS, seed, endOnFailure: true },
      );
    } catch (error) {
      // The counterexample can hold 100 kB strings: keep the report readable.
      const report = (error as Error).message.replace(/(.)\1{40,}/g, (run, char: string) => `${char}…×${run.length}`);
      throw new Error(
        `Fuzzing failed (seed ${seed}; rerun with FUZZ_SEED=${seed}): ${lastFailure}\n${report.slice(0, 4000)}`,
        { cause: error },
      );
    }
    expect(sent).toBe(NUM_RUNS);
  }, 120_000);
});
