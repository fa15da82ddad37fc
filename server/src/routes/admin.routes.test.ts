import { SignJWT } from 'jose';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOperations } from '@shared/api';
import { ADMIN_OFF_MESSAGE } from '../services/admin.service';
import { parseCsv } from '../test/csv';
import { createTestContext, registerUser, type TestContext } from '../test/test-app';

const ADMIN_PASSWORD = 'scribe-of-babylon-2026';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({
    env: {
      ADMIN_PASSWORD,
      RATE_LIMIT_ADMIN_ADDRESS: '4/15m',
      RATE_LIMIT_FEEDBACK_ADDRESS: '1000/1h',
    },
  });
});
afterAll(async () => {
  await ctx.close();
});

let addressCounter = 0;
const newAddress = () => `198.51.100.${++addressCounter}`;
let idCounter = 0;

async function submitFeedback(overrides: Record<string, unknown> = {}) {
  idCounter += 1;
  const body = {
    feedbackId: `admin-test-${process.pid}-${idCounter}`,
    rating: 4,
    paymentLikelihood: '2.99-4.99',
    mostValuableFeature: 'dca-calculator',
    biggestFriction: 'nothing-major',
    ...overrides,
  };
  const res = await request(ctx.app).post('/api/beta/feedback').set('X-Forwarded-For', newAddress()).send(body);
  expect(res.status).toBe(201);
  return body.feedbackId;
}

async function adminToken(): Promise<string> {
  const res = await request(ctx.app)
    .post('/api/admin/login')
    .set('X-Forwarded-For', newAddress())
    .send({ password: ADMIN_PASSWORD });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

function expectInvalidPassword(res: request.Response) {
  expect(res.status).toBe(401);
  expect(res.body).toEqual({
    error: { code: 'UNAUTHENTICATED', message: 'Invalid admin password', requestId: expect.any(String) },
  });
}

const adminRoutes = [
  '/api/beta/feedback',
  '/api/admin/feedback/summary',
  '/api/admin/feedback/export',
  '/api/admin/analytics',
];

describe('payments on a server without Stripe', () => {
  it('lists none, and says billing is off, rather than answering an error', async () => {
    const res = await request(ctx.app)
      .get('/api/admin/payments')
      .set({ Authorization: `Bearer ${await adminToken()}` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ billing: 'off', payments: [] });
  });
});

describe('the admin password', () => {
  it('earns a 30-minute admin token, never cached', async () => {
    const res = await request(ctx.app)
      .post('/api/admin/login')
      .set('X-Forwarded-For', newAddress())
      .send({ password: ADMIN_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.get('Cache-Control')).toBe('no-store');
    expect(Date.parse(res.body.expiresAt) - ctx.clock.now().getTime()).toBe(30 * 60 * 1000);
    expect(res.body.token).not.toContain(ADMIN_PASSWORD);
  });

  it.each([
    ['a wrong password', { password: 'scribe-of-babylon-2025' }],
    ['the password with a different case', { password: ADMIN_PASSWORD.toUpperCase() }],
    ['a prefix of it', { password: ADMIN_PASSWORD.slice(0, 5) }],
  ])('answers 401 for %s', async (_case, body) => {
    expectInvalidPassword(
      await request(ctx.app).post('/api/admin/login').set('X-Forwarded-For', newAddress()).send(body),
    );
  });

  it('answers 400 without a password', async () => {
    const res = await request(ctx.app).post('/api/admin/login').set('X-Forwarded-For', newAddress()).send({});
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ password: ['Invalid admin password'] });
  });

  it('is rate-limited per address (4 per 15 minutes here), even for the right password', async () => {
    const address = newAddress();
    for (let i = 0; i < 4; i++) {
      expectInvalidPassword(
        await request(ctx.app)
          .post('/api/admin/login')
          .set('X-Forwarded-For', address)
          .send({ password: `guess-${i}` }),
      );
    }
    const blocked = await request(ctx.app)
      .post('/api/admin/login')
      .set('X-Forwarded-For', address)
      .send({ password: ADMIN_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('RATE_LIMITED');
    expect(Number(blocked.get('Retry-After'))).toBeGreaterThan(0);
    // Guessing through the header counts against the same limit.
    const header = await request(ctx.app)
      .get('/api/beta/feedback')
      .set('X-Forwarded-For', address)
      .set('x-admin-password', ADMIN_PASSWORD);
    expect(header.status).toBe(429);

    ctx.clock.advance(15 * 60 * 1000);
    const later = await request(ctx.app)
      .post('/api/admin/login')
      .set('X-Forwarded-For', address)
      .send({ password: ADMIN_PASSWORD });
    expect(later.status).toBe(200);
  });
});

describe('what counts against the limit', () => {
  it('counts only failed checks: the right password, by login or header, is never limited', async () => {
    const address = newAddress();
    // Twice the limit of right passwords: none counts.
    for (let i = 0; i < 8; i++) {
      const res =
        i % 2 === 0
          ? await request(ctx.app)
              .get('/api/beta/feedback')
              .set('X-Forwarded-For', address)
              .set('x-admin-password', ADMIN_PASSWORD)
          : await request(ctx.app)
              .post('/api/admin/login')
              .set('X-Forwarded-For', address)
              .send({ password: ADMIN_PASSWORD });
      expect(res.status, `request ${i + 1}`).toBe(200);
    }
    // Failures do count: 4 are answered 401, the 5th and anything after it 429.
    for (let i = 0; i < 4; i++) {
      expectInvalidPassword(
        await request(ctx.app)
          .get('/api/beta/feedback')
          .set('X-Forwarded-For', address)
          .set('x-admin-password', `guess-${i}`),
      );
    }
    const blocked = await request(ctx.app)
      .get('/api/beta/feedback')
      .set('X-Forwarded-For', address)
      .set('x-admin-password', 'guess-4');
    expect(blocked.status).toBe(429);
    const right = await request(ctx.app)
      .get('/api/beta/feedback')
      .set('X-Forwarded-For', address)
      .set('x-admin-password', ADMIN_PASSWORD);
    expect(right.status).toBe(429);
  });

  it.each(['/api/admin/feedback/summary', '/api/admin/feedback/export', '/api/admin/analytics'])(
    '%s takes the admin token only, not the x-admin-password header',
    async (path) => {
      expectInvalidPassword(
        await request(ctx.app).get(path).set('X-Forwarded-For', newAddress()).set('x-admin-password', ADMIN_PASSWORD),
      );
      const token = await adminToken();
      expect((await request(ctx.app).get(path).set('Authorization', `Bearer ${token}`)).status).toBe(200);
    },
  );
});

describe('the admin routes', () => {
  it.each(adminRoutes)('%s answers 401 without credentials', async (path) => {
    expectInvalidPassword(await request(ctx.app).get(path));
  });

  it.each(adminRoutes)('%s answers 401 to a learner session token', async (path) => {
    const { token } = await registerUser(ctx.app);
    expectInvalidPassword(await request(ctx.app).get(path).set('Authorization', `Bearer ${token}`));
  });

  it('answers 401 to a token signed with the JWT secret alone, or with another password', async () => {
    const forged = await new SignJWT({ sub: 'admin', aud: 'arkad-admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(ctx.config.jwtSecret));
    expectInvalidPassword(await request(ctx.app).get('/api/beta/feedback').set('Authorization', `Bearer ${forged}`));

    const other = await createTestContext({
      env: { ADMIN_PASSWORD: 'another-admin-password' },
      database: ctx.database,
    });
    const otherToken = (await request(other.app).post('/api/admin/login').send({ password: 'another-admin-password' }))
      .body.token as string;
    expectInvalidPassword(
      await request(ctx.app).get('/api/beta/feedback').set('Authorization', `Bearer ${otherToken}`),
    );
  });

  it('answers 401 once the token is 30 minutes old', async () => {
    const token = await adminToken();
    const ok = await request(ctx.app).get('/api/admin/feedback/summary').set('Authorization', `Bearer ${token}`);
    expect(ok.status).toBe(200);
    expect(ok.get('Cache-Control')).toBe('no-store');
    ctx.clock.advance(30 * 60 * 1000);
    expectInvalidPassword(
      await request(ctx.app).get('/api/admin/feedback/summary').set('Authorization', `Bearer ${token}`),
    );
  });

  it('lists submissions with the x-admin-password header, and 401 for a wrong one', async () => {
    await submitFeedback();
    const ok = await request(ctx.app)
      .get('/api/beta/feedback')
      .set('X-Forwarded-For', newAddress())
      .set('x-admin-password', ADMIN_PASSWORD);
    expect(ok.status).toBe(200);
    expect(ok.body.meta.total).toBeGreaterThan(0);
    expectInvalidPassword(
      await request(ctx.app)
        .get('/api/beta/feedback')
        .set('X-Forwarded-For', newAddress())
        .set('x-admin-password', 'wrong'),
    );
  });
});

describe('what the dashboard reads', () => {
  let fresh: TestContext;
  let token: string;

  beforeAll(async () => {
    fresh = await createTestContext({ env: { ADMIN_PASSWORD, RATE_LIMIT_FEEDBACK_ADDRESS: '1000/1h' } });
    token = (await request(fresh.app).post('/api/admin/login').send({ password: ADMIN_PASSWORD })).body.token;
    const send = async (overrides: Record<string, unknown>) => {
      idCounter += 1;
      fresh.clock.advance(1000);
      const res = await request(fresh.app)
        .post('/api/beta/feedback')
        .send({
          feedbackId: `summary-${process.pid}-${idCounter}`,
          rating: 4,
          paymentLikelihood: '2.99-4.99',
          mostValuableFeature: 'dca-calculator',
          biggestFriction: 'nothing-major',
          ...overrides,
        });
      expect(res.status).toBe(201);
    };
    // 7 submissions, worked out by hand below.
    await send({ rating: 5, paymentLikelihood: 'free-only', email: 'a@example.com' });
    await send({ rating: 4, paymentLikelihood: '2.99-4.99', mostValuableFeature: 'strategy-wizard' });
    await send({ rating: 4, paymentLikelihood: '5.99-9.99', biggestFriction: 'loading-slow' });
    await send({ rating: 3, paymentLikelihood: '10-plus', mostValuableFeature: 'mobile-app', email: 'b@example.com' });
    await send({ rating: 2, paymentLikelihood: 'one-time', mostValuableFeature: 'price-alerts' });
    await send({ rating: 5, paymentLikelihood: '0.99-1.99', mostValuableFeature: 'education-content' });
    await send({
      rating: 1,
      paymentLikelihood: '2.99-4.99',
      mostValuableFeature: 'none',
      biggestFriction: 'loading-slow',
      comments: '=HYPERLINK("http://evil.example","x"), "quoted"\nnext line',
    });
  });
  afterAll(async () => {
    await fresh.close();
  });

  const auth = () => ({ Authorization: `Bearer ${token}` });

  it('answers what the API contract describes', async () => {
    for (const path of ['/api/beta/feedback', '/api/admin/feedback/summary', '/api/admin/analytics']) {
      const res = await request(fresh.app).get(path).set(auth());
      const operation = apiOperations.find((op) => op.method === 'get' && op.path === path)!;
      expect(operation.success.schema!.safeParse(res.body).success, path).toBe(true);
    }
    const login = await request(fresh.app).post('/api/admin/login').send({ password: ADMIN_PASSWORD });
    const operation = apiOperations.find((op) => op.path === '/api/admin/login')!;
    expect(operation.success.schema!.safeParse(login.body).success).toBe(true);
  });

  it('sums up every submission', async () => {
    const res = await request(fresh.app).get('/api/admin/feedback/summary').set(auth());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total: 7,
      // (5 + 4 + 4 + 3 + 2 + 5 + 1) / 7 = 24 / 7 = 3.43 → 3.4
      averageRating: 3.4,
      withEmail: 2,
      // 2.99-4.99 twice, 5.99-9.99 once, 10-plus once.
      willPay: 4,
      priceRanges: [
        { value: 'free-only', count: 1 },
        { value: '0.99-1.99', count: 1 },
        { value: '2.99-4.99', count: 2 },
        { value: '5.99-9.99', count: 1 },
        { value: '10-plus', count: 1 },
        { value: 'one-time', count: 1 },
      ],
      // dca-calculator 2; then five with one each: the first four in the form's order.
      mostValuableFeatures: [
        { value: 'dca-calculator', count: 2 },
        { value: 'education-content', count: 1 },
        { value: 'price-alerts', count: 1 },
        { value: 'strategy-wizard', count: 1 },
        { value: 'mobile-app', count: 1 },
      ],
      biggestFrictions: [
        { value: 'nothing-major', count: 5 },
        { value: 'loading-slow', count: 2 },
      ],
    });
  });

  it('pages the submissions newest first', async () => {
    const first = await request(fresh.app).get('/api/beta/feedback?page=1&pageSize=3').set(auth());
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ page: 1, pageSize: 3, total: 7, pages: 3 });
    expect(first.body.data.map((r: { rating: number }) => r.rating)).toEqual([1, 5, 2]);
    const last = await request(fresh.app).get('/api/beta/feedback?page=3&pageSize=3').set(auth());
    expect(last.body.data.map((r: { rating: number }) => r.rating)).toEqual([5]);
    const bad = await request(fresh.app).get('/api/beta/feedback?pageSize=500').set(auth());
    expect(bad.status).toBe(400);
  });

  it('exports every submission as an RFC 4180 CSV download, formulas disarmed', async () => {
    const res = await request(fresh.app).get('/api/admin/feedback/export').set(auth());
    expect(res.status).toBe(200);
    expect(res.get('Content-Type')).toBe('text/csv; charset=utf-8; header=present');
    expect(res.get('Content-Disposition')).toMatch(
      /^attachment; filename="arkad-beta-feedback-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.get('Cache-Control')).toBe('no-store');
    const rows = parseCsv(res.text.replace(/^\uFEFF/, ''));
    expect(rows).toHaveLength(8);
    const [header, newest] = rows;
    expect(newest![header!.indexOf('comments')]).toBe('\'=HYPERLINK("http://evil.example","x"), "quoted"\nnext line');
    expect(newest![header!.indexOf('rating')]).toBe('1');
  });
});

describe('without ADMIN_PASSWORD', () => {
  it('answers 503 in production on every admin route, saying why', async () => {
    const production = await createTestContext({
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: 'p'.repeat(40),
        CREDENTIAL_SIGNING_SECRET: 'c'.repeat(40),
        ADMIN_PASSWORD: '',
      },
    });
    try {
      for (const path of adminRoutes) {
        const res = await request(production.app).get(path).set('x-admin-password', 'anything');
        expect(res.status, path).toBe(503);
        expect(res.body.error).toMatchObject({ code: 'UNAVAILABLE', message: ADMIN_OFF_MESSAGE });
      }
      const login = await request(production.app).post('/api/admin/login').send({ password: 'anything' });
      expect(login.status).toBe(503);
      expect(login.body.error.message).toBe(
        'The admin dashboard is off: ADMIN_PASSWORD is not set on the server. Set it and restart to use /admin.',
      );
      expect(production.config.startupWarnings).toContain(
        'ADMIN_PASSWORD is not set: the admin dashboard is off (its API answers 503).',
      );
    } finally {
      await production.close();
    }
  });
});
