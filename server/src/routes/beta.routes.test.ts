import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betaMessages } from '@shared/schemas/beta';
import { betaFeedback } from '../db/schema';
import { createTestContext, registerUser, type TestContext } from '../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({
    env: {
      BETA_END_DATE: '2030-06-30',
      BETA_FEEDBACK_URL: 'mailto:beta@arkad.app',
      BETA_PREMIUM_TRIAL_DAYS: '14',
      RATE_LIMIT_FEEDBACK_ADDRESS: '3/1h',
    },
  });
});
afterAll(async () => {
  await ctx.close();
});

let addressCounter = 0;
/** A distinct client address for one test, forwarded by a proxy on this machine. */
const newAddress = () => `203.0.113.${++addressCounter}`;
let idCounter = 0;
const newFeedbackId = () => `fb-${process.pid}-${++idCounter}-${Math.random().toString(36).slice(2, 10)}`;

const validFeedback = () => ({
  feedbackId: newFeedbackId(),
  rating: 4,
  featuresArray: ['calculator', 'glossary'],
  comments: 'The calculator taught me patience.',
  email: 'Tester@Example.com',
  paymentLikelihood: '2.99-4.99',
  pricingThoughts: 'Fair for what it teaches.',
  mostValuableFeature: 'dca-calculator',
  biggestFriction: 'features-hard-find',
  betaVersion: '1.0.0-beta',
  deployment: 'web',
  userAgent: 'Spoofed-Agent/9.9',
  ipAddress: '6.6.6.6',
});

async function storedFeedback(feedbackId: string) {
  return ctx.database.db.select().from(betaFeedback).where(eq(betaFeedback.feedbackId, feedbackId));
}

describe('GET /api/beta/config', () => {
  it("answers the deployment's beta settings from the server's environment", async () => {
    const res = await request(ctx.app).get('/api/beta/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      isBetaEnabled: true,
      betaEndDate: '2030-06-30',
      betaFeedbackUrl: 'mailto:beta@arkad.app',
      premiumTrialDays: 14,
    });
  });
});

describe("the beta as the learner's plan", () => {
  it("names the beta's last day in the status of a free learner it gives Scholar to", async () => {
    const { token } = await registerUser(ctx.app);
    const res = await request(ctx.app).get('/api/subscription/status').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      tier: 'free',
      premium: true,
      limits: { dcaCalculator: null, strategyComparisons: null },
      betaAccessUntil: '2030-06-30',
    });
  });
});

describe('POST /api/beta/feedback', () => {
  it('keeps feedback without an email anonymous: no account id, network address or user agent stored', async () => {
    const { token } = await registerUser(ctx.app);
    const body = { ...validFeedback(), email: '' };
    const res = await request(ctx.app)
      .post('/api/beta/feedback')
      .set('Authorization', `Bearer ${token}`)
      .set('X-Forwarded-For', newAddress())
      .set('User-Agent', 'RealBrowser/1.0')
      .send(body);
    expect(res.status).toBe(201);
    const [row] = await storedFeedback(body.feedbackId);
    expect(row).toMatchObject({ email: null, userId: null, ipAddress: null, userAgent: null, rating: 4 });

    const withoutEmail = { ...validFeedback(), email: undefined };
    const second = await request(ctx.app)
      .post('/api/beta/feedback')
      .set('Authorization', `Bearer ${token}`)
      .set('X-Forwarded-For', newAddress())
      .send(withoutEmail);
    expect(second.status).toBe(201);
    const [other] = await storedFeedback(withoutEmail.feedbackId);
    expect(other).toMatchObject({ email: null, userId: null, ipAddress: null, userAgent: null });
  });

  it('stores a submission with the user agent and address of the request, not of the body', async () => {
    const { token, user } = await registerUser(ctx.app);
    const address = newAddress();
    const body = validFeedback();
    const res = await request(ctx.app)
      .post('/api/beta/feedback')
      .set('Authorization', `Bearer ${token}`)
      .set('X-Forwarded-For', address)
      .set('User-Agent', 'RealBrowser/1.0')
      .send(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ feedbackId: body.feedbackId, submittedAt: ctx.clock.now().toISOString() });

    const [row] = await storedFeedback(body.feedbackId);
    expect(row).toMatchObject({
      userId: user.id,
      rating: 4,
      featuresArray: ['calculator', 'glossary'],
      comments: 'The calculator taught me patience.',
      email: 'tester@example.com',
      paymentLikelihood: '2.99-4.99',
      pricingThoughts: 'Fair for what it teaches.',
      mostValuableFeature: 'dca-calculator',
      biggestFriction: 'features-hard-find',
      betaVersion: '1.0.0-beta',
      deployment: 'web',
      userAgent: 'RealBrowser/1.0',
      ipAddress: address,
    });
  });

  it('takes feedback without a session, and with an expired one, as anonymous', async () => {
    const body = validFeedback();
    const res = await request(ctx.app)
      .post('/api/beta/feedback')
      .set('X-Forwarded-For', newAddress())
      .set('Authorization', 'Bearer not-a-token')
      .send({ ...body, email: '', comments: '' });
    expect(res.status).toBe(201);
    const [row] = await storedFeedback(body.feedbackId);
    expect(row).toMatchObject({ userId: null, email: null, comments: null });
  });

  it('stores a feedbackId once: sending it again answers the first receipt and changes nothing', async () => {
    const address = newAddress();
    const body = validFeedback();
    const first = await request(ctx.app).post('/api/beta/feedback').set('X-Forwarded-For', address).send(body);
    expect(first.status).toBe(201);
    ctx.clock.advance(60_000);
    const again = await request(ctx.app)
      .post('/api/beta/feedback')
      .set('X-Forwarded-For', address)
      .send({ ...body, rating: 1, comments: 'Overwritten?' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const rows = await storedFeedback(body.feedbackId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 4, comments: 'The calculator taught me patience.' });
  });

  it('refuses a submission without the three choices, naming each missing one, and stores nothing', async () => {
    const { feedbackId } = validFeedback();
    const res = await request(ctx.app)
      .post('/api/beta/feedback')
      .set('X-Forwarded-For', newAddress())
      .send({ feedbackId, rating: 9, email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      requestId: expect.any(String),
      fields: {
        rating: [betaMessages.rating],
        email: [betaMessages.email],
        paymentLikelihood: ['Please select your payment likelihood to help us improve our pricing.'],
        mostValuableFeature: ['Please select which feature you would pay for most.'],
        biggestFriction: ['Please select your biggest frustration to help us improve the app.'],
      },
    });
    expect(await storedFeedback(feedbackId)).toEqual([]);
  });

  it('refuses a NUL in the comments with a field message (never a database error), storing nothing', async () => {
    const feedback = { ...validFeedback(), comments: 'before\u0000after' };
    const res = await request(ctx.app).post('/api/beta/feedback').set('X-Forwarded-For', newAddress()).send(feedback);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { comments: [betaMessages.commentsControlChars] },
    });
    expect(await storedFeedback(feedback.feedbackId)).toEqual([]);
  });

  it('answers 413 in the error shape for a body over 20 KB', async () => {
    const body = { ...validFeedback(), comments: 'x'.repeat(21 * 1024) };
    const res = await request(ctx.app).post('/api/beta/feedback').set('X-Forwarded-For', newAddress()).send(body);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large', requestId: expect.any(String) },
    });
    expect(await storedFeedback(body.feedbackId)).toEqual([]);
  });

  it('limits submissions per address (3 an hour here), then answers 429 with Retry-After', async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i++) {
      const res = await request(ctx.app)
        .post('/api/beta/feedback')
        .set('X-Forwarded-For', address)
        .send(validFeedback());
      expect(res.status).toBe(201);
    }
    const body = validFeedback();
    const blocked = await request(ctx.app).post('/api/beta/feedback').set('X-Forwarded-For', address).send(body);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('RATE_LIMITED');
    expect(Number(blocked.get('Retry-After'))).toBeGreaterThan(0);
    expect(await storedFeedback(body.feedbackId)).toEqual([]);
    // Another address is not affected.
    const other = await request(ctx.app).post('/api/beta/feedback').set('X-Forwarded-For', newAddress()).send(body);
    expect(other.status).toBe(201);
  });
});

describe('Scholar access for beta learners, around the end date (fixed clock)', () => {
  it('is unlimited through the last second of the last day, and the free tier from the next day', async () => {
    const beta = await createTestContext({ env: { BETA_ENABLED: 'true', BETA_END_DATE: '2025-08-15' } });
    try {
      beta.clock.advance(Date.parse('2025-08-15T23:59:59.000Z') - beta.clock.now().getTime());
      const { token } = await registerUser(beta.app);
      const auth = { Authorization: `Bearer ${token}` };

      const during = await request(beta.app).get('/api/usage/dca_calculator').set(auth);
      expect(during.body).toMatchObject({ access: true, reason: 'scholar', limit: null, remaining: null });
      // Uses are not counted during the beta.
      for (let i = 0; i < 6; i++) {
        expect((await request(beta.app).post('/api/usage/strategy_comparison').set(auth)).body.reason).toBe('scholar');
      }

      beta.clock.advance(1000); // 2025-08-16T00:00:00Z: the beta is over.
      const after = await request(beta.app).get('/api/usage/strategy_comparison').set(auth);
      expect(after.body).toMatchObject({ access: true, reason: 'free_tier', used: 0, limit: 3, remaining: 3 });
    } finally {
      await beta.close();
    }
  });

  it('is never given with the flag off, whatever the date', async () => {
    const off = await createTestContext({ env: { BETA_ENABLED: 'false', BETA_END_DATE: '2099-12-31' } });
    try {
      const { token } = await registerUser(off.app);
      const res = await request(off.app).get('/api/usage/dca_calculator').set('Authorization', `Bearer ${token}`);
      expect(res.body).toMatchObject({ reason: 'free_tier', limit: 5 });
      expect((await request(off.app).get('/api/beta/config')).body.isBetaEnabled).toBe(false);
    } finally {
      await off.close();
    }
  });
});
