import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earlyAdopters, stripeEvents, subscriptions, usageTracking, users } from '../db/schema';
import { createTestContext, registerUser, type TestContext } from '../test/test-app';

/**
 * /api/subscription without Stripe keys, outside production: the local test checkout. (Through
 * Stripe, against a fake Stripe API: stripe-billing.test.ts.)
 */
let ctx: TestContext;
let earlyAdopterToken: string;

beforeAll(async () => {
  // One early-adopter seat: the first account registered here takes it.
  ctx = await createTestContext({ env: { EARLY_ADOPTER_SEATS: '1' } });
  earlyAdopterToken = (await registerUser(ctx.app)).token;
});
afterAll(async () => {
  await ctx.close();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const DAY_MS = 24 * 60 * 60 * 1000;

async function storedUser(id: number) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function usageRows(userId: number, feature: string) {
  return ctx.database.db
    .select({ usageCount: usageTracking.usageCount })
    .from(usageTracking)
    .where(and(eq(usageTracking.userId, userId), eq(usageTracking.feature, feature)));
}

/** Signs in again after the clock moved past the session's lifetime. */
async function signInAgain(input: { email: string; password: string }): Promise<string> {
  const res = await request(ctx.app).post('/api/auth/login').send({ email: input.email, password: input.password });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

describe('/api/subscription (local test billing)', () => {
  it('answers 401 without a token on every route', async () => {
    for (const [method, path] of [
      ['get', '/api/subscription/status'],
      ['get', '/api/subscription/early-adopter'],
      ['get', '/api/subscription/plans'],
      ['post', '/api/subscription/track-usage'],
      ['post', '/api/subscription/create-checkout'],
      ['post', '/api/subscription/manage'],
      ['post', '/api/subscription/local-test'],
    ] as const) {
      const res = await request(ctx.app)[method](path);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHENTICATED');
    }
  });

  it("gives a new free learner's status: free, active, no uses, the free limits, resetting next month", async () => {
    const { token } = await registerUser(ctx.app);
    const res = await request(ctx.app).get('/api/subscription/status').set(bearer(token));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const now = ctx.clock.now();
    expect(res.body).toEqual({
      tier: 'free',
      status: 'active',
      state: 'active',
      premium: false,
      dcaCalculatorUsage: 0,
      strategyComparisons: 0,
      monthlyUsageReset: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
      limits: { dcaCalculator: 5, strategyComparisons: 3 },
      expiresAt: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      billing: 'local_test',
      canManageBilling: false,
      canUpgrade: true,
      betaAccessUntil: null,
    });
  });

  it('counts uses with track-usage, shows them in the status, and refuses the 6th calculation with 402', async () => {
    const { token, user } = await registerUser(ctx.app);
    const remaining: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await request(ctx.app)
        .post('/api/subscription/track-usage')
        .set(bearer(token))
        .send({ feature: 'dca_calculator' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ feature: 'dca_calculator', limit: 5 });
      remaining.push(res.body.remaining);
    }
    // The answer after counting: the 5th use leaves none (limit_exceeded for the next one).
    expect(remaining).toEqual([4, 3, 2, 1, 0]);

    const refused = await request(ctx.app)
      .post('/api/subscription/track-usage')
      .set(bearer(token))
      .send({ feature: 'dca_calculator' });
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatchObject({
      code: 'PAYMENT_REQUIRED',
      message:
        "You've used all 5 free uses this month for the DCA Calculator. Upgrade to continue or wait until next month for reset.",
    });
    await request(ctx.app)
      .post('/api/subscription/track-usage')
      .set(bearer(token))
      .send({ feature: 'strategy_comparison' });

    const status = await request(ctx.app).get('/api/subscription/status').set(bearer(token));
    expect(status.body).toMatchObject({ dcaCalculatorUsage: 5, strategyComparisons: 1 });
    expect(await usageRows(user.id, 'dca_calculator')).toEqual([{ usageCount: 5 }]);
  });

  it('answers an unknown feature with reason unknown_feature (not 404) and counts nothing', async () => {
    const { token, user } = await registerUser(ctx.app);
    const res = await request(ctx.app)
      .post('/api/subscription/track-usage')
      .set(bearer(token))
      .send({ feature: 'time_travel' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      feature: 'time_travel',
      access: false,
      reason: 'unknown_feature',
      used: 0,
      limit: null,
      remaining: null,
    });
    expect(await usageRows(user.id, 'time_travel')).toEqual([]);
  });

  it.each([
    [{}, 'feature is required'],
    [{ feature: '' }, 'feature is required'],
    [{ feature: 42 }, 'feature is required'],
    [{ feature: 'x'.repeat(65) }, 'feature must be at most 64 characters'],
  ])('refuses track-usage with %j: 400 and a field message', async (body, message) => {
    const { token } = await registerUser(ctx.app);
    const res = await request(ctx.app).post('/api/subscription/track-usage').set(bearer(token)).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { feature: [message] } });
  });

  it('gives the first account (the early-adopter seat) 40% off for 12 months: Scholar at $2.99', async () => {
    const early = await request(ctx.app).get('/api/subscription/early-adopter').set(bearer(earlyAdopterToken));
    expect(early.status).toBe(200);
    expect(early.body).toEqual({ eligible: true, discountPercent: 40, monthsRemaining: 12 });
    const plans = await request(ctx.app).get('/api/subscription/plans').set(bearer(earlyAdopterToken));
    expect(plans.status).toBe(200);
    expect(plans.body).toEqual({
      currency: 'USD',
      guarantee: 'Cancel anytime; 30-day money-back guarantee.',
      free: { name: 'Free', priceCents: 0, limits: { dcaCalculator: 5, strategyComparisons: 3 } },
      scholar: {
        name: 'Scholar',
        interval: 'month',
        listPriceCents: 499,
        priceCents: 299,
        discountPercent: 40,
        discountMonths: 12,
      },
      sage: { name: 'Sage', interval: 'month', priceCents: 999, comingSoon: true },
    });
    // Asked again: the same single record.
    await request(ctx.app).get('/api/subscription/early-adopter').set(bearer(earlyAdopterToken));
    expect(await ctx.database.db.select().from(earlyAdopters)).toHaveLength(1);
  });

  it('offers a later account the list price: not an early adopter', async () => {
    const { token } = await registerUser(ctx.app);
    const early = await request(ctx.app).get('/api/subscription/early-adopter').set(bearer(token));
    expect(early.body).toEqual({ eligible: false, discountPercent: 0, monthsRemaining: 0 });
    const plans = await request(ctx.app).get('/api/subscription/plans').set(bearer(token));
    expect(plans.body.scholar).toMatchObject({ priceCents: 499, discountPercent: 0, discountMonths: 0 });
  });

  it('sends checkout to the local test checkout and refuses a tier other than scholar', async () => {
    const { token } = await registerUser(ctx.app);
    const res = await request(ctx.app)
      .post('/api/subscription/create-checkout')
      .set(bearer(token))
      .send({ tier: 'scholar' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ checkoutUrl: '/subscription/test-checkout' });
    const sage = await request(ctx.app)
      .post('/api/subscription/create-checkout')
      .set(bearer(token))
      .send({ tier: 'sage' });
    expect(sage.status).toBe(400);
    expect(sage.body.error.fields).toEqual({ tier: ['Only the Scholar plan can be bought; Sage is coming soon'] });
    const manage = await request(ctx.app).post('/api/subscription/manage').set(bearer(token));
    expect(manage.status).toBe(409);
    expect(manage.body.error.message).toBe('There is no billing account to manage yet. Upgrade to Scholar first.');
  });

  it('makes the learner Scholar through the webhook handler: unlimited, not counted, until the period ends', async () => {
    const { token, user } = await registerUser(ctx.app);
    const done = await request(ctx.app)
      .post('/api/subscription/local-test')
      .set(bearer(token))
      .send({ action: 'complete_checkout' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      tier: 'scholar',
      status: 'active',
      state: 'active',
      premium: true,
      limits: { dcaCalculator: null, strategyComparisons: null },
      cancelAtPeriodEnd: false,
      canManageBilling: true,
      canUpgrade: false,
    });
    const periodEnd = Date.parse(done.body.currentPeriodEnd);
    const start = ctx.clock.now().getTime();
    // One calendar month (28 to 31 days), plus 48 hours of grace for a late renewal.
    expect(periodEnd - start).toBeGreaterThanOrEqual(28 * DAY_MS - 1000);
    expect(periodEnd - start).toBeLessThanOrEqual(31 * DAY_MS);
    expect(Date.parse(done.body.expiresAt) - periodEnd).toBe(2 * DAY_MS);

    const row = await storedUser(user.id);
    expect(row).toMatchObject({ subscriptionTier: 'scholar', subscriptionStatus: 'active' });
    expect(row.stripeCustomerId).toBe(`cus_local_${user.id}`);
    const [sub] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(sub).toMatchObject({
      status: 'active',
      stripeSubscriptionId: row.stripeSubscriptionId,
      cancelAtPeriodEnd: false,
    });
    // Both events went through the event handler (and its idempotency record).
    const handled = await ctx.database.db.select({ type: stripeEvents.type }).from(stripeEvents);
    expect(handled.map((event) => event.type)).toEqual(
      expect.arrayContaining(['customer.subscription.created', 'checkout.session.completed']),
    );

    // The same user object the app reads: Scholar in /api/auth/me, unlimited and uncounted.
    const me = await request(ctx.app).get('/api/auth/me').set(bearer(token));
    expect(me.body.user).toMatchObject({ subscriptionTier: 'scholar', subscriptionStatus: 'active' });
    for (let i = 0; i < 7; i += 1) {
      const use = await request(ctx.app)
        .post('/api/subscription/track-usage')
        .set(bearer(token))
        .send({ feature: 'dca_calculator' });
      expect(use.status).toBe(200);
      expect(use.body).toMatchObject({ access: true, reason: 'scholar', remaining: null });
    }
    expect(await usageRows(user.id, 'dca_calculator')).toEqual([]);

    const again = await request(ctx.app).post('/api/subscription/create-checkout').set(bearer(token)).send({});
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(
      'You already have a Scholar subscription. Manage it from the billing portal.',
    );
    const manage = await request(ctx.app).post('/api/subscription/manage').set(bearer(token));
    expect(manage.body).toEqual({ portalUrl: '/subscription/test-billing' });
  });

  it('starts the early-adopter countdown at the first paid subscription', async () => {
    await request(ctx.app)
      .post('/api/subscription/local-test')
      .set(bearer(earlyAdopterToken))
      .send({ action: 'complete_checkout' });
    const [record] = await ctx.database.db.select().from(earlyAdopters);
    expect(record!.redeemedAt).not.toBeNull();
    const early = await request(ctx.app).get('/api/subscription/early-adopter').set(bearer(earlyAdopterToken));
    expect(early.body).toEqual({ eligible: true, discountPercent: 40, monthsRemaining: 12 });
  });

  it('cancels at period end (still Scholar, cancelling), resumes, shows a failed payment as past_due, and ends', async () => {
    const { token, user } = await registerUser(ctx.app);
    const act = (action: string) =>
      request(ctx.app).post('/api/subscription/local-test').set(bearer(token)).send({ action });
    const none = await act('cancel_at_period_end');
    expect(none.status).toBe(409);
    expect(none.body.error.message).toBe('There is no test subscription to change. Complete a test checkout first.');
    await act('complete_checkout');

    const cancelling = await act('cancel_at_period_end');
    expect(cancelling.body).toMatchObject({
      tier: 'scholar',
      state: 'cancelling',
      premium: true,
      cancelAtPeriodEnd: true,
    });
    // Access lasts exactly to the period's end (no renewal grace).
    expect(cancelling.body.expiresAt).toBe(cancelling.body.currentPeriodEnd);

    const resumed = await act('resume');
    expect(resumed.body).toMatchObject({ state: 'active', premium: true, cancelAtPeriodEnd: false });

    const pastDue = await act('payment_failed');
    expect(pastDue.body).toMatchObject({
      tier: 'scholar',
      status: 'past_due',
      state: 'past_due',
      premium: false,
      canUpgrade: false,
    });
    // A payment is due: fixed in billing, not with a second subscription.
    const secondCheckout = await request(ctx.app).post('/api/subscription/create-checkout').set(bearer(token)).send({});
    expect(secondCheckout.status).toBe(409);
    expect(pastDue.body.limits).toEqual({ dcaCalculator: 5, strategyComparisons: 3 });
    expect((await storedUser(user.id)).subscriptionStatus).toBe('past_due');

    const paid = await act('resume');
    expect(paid.body).toMatchObject({ status: 'active', premium: true });

    const ended = await act('end');
    expect(ended.body).toMatchObject({
      tier: 'free',
      status: 'active',
      premium: false,
      canManageBilling: false,
      canUpgrade: true,
    });
    const row = await storedUser(user.id);
    expect(row).toMatchObject({ subscriptionTier: 'free', stripeSubscriptionId: null, subscriptionExpiresAt: null });
    const [sub] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(sub!.status).toBe('canceled');
  });

  it('ends access when the paid period is over even if no event says so: expired, metered again', async () => {
    const { token, input } = await registerUser(ctx.app);
    const done = await request(ctx.app)
      .post('/api/subscription/local-test')
      .set(bearer(token))
      .send({ action: 'complete_checkout' });
    const delta = Date.parse(done.body.expiresAt) - ctx.clock.now().getTime() + 1000;
    ctx.clock.advance(delta);
    try {
      const fresh = await signInAgain(input);
      const status = await request(ctx.app).get('/api/subscription/status').set(bearer(fresh));
      expect(status.body).toMatchObject({
        tier: 'scholar',
        status: 'active',
        state: 'expired',
        premium: false,
        canUpgrade: true,
      });
      const use = await request(ctx.app)
        .post('/api/subscription/track-usage')
        .set(bearer(fresh))
        .send({ feature: 'strategy_comparison' });
      expect(use.body).toMatchObject({ reason: 'free_tier', used: 1, remaining: 2 });
      const usage = await request(ctx.app).get('/api/usage/dca_calculator').set(bearer(fresh));
      expect(usage.body).toMatchObject({ access: true, reason: 'free_tier' });

      // The learner subscribes again: the test checkout starts and makes them Scholar once more.
      const checkout = await request(ctx.app).post('/api/subscription/create-checkout').set(bearer(fresh)).send({});
      expect(checkout.status).toBe(200);
      expect(checkout.body).toEqual({ checkoutUrl: '/subscription/test-checkout' });
      const again = await request(ctx.app)
        .post('/api/subscription/local-test')
        .set(bearer(fresh))
        .send({ action: 'complete_checkout' });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ tier: 'scholar', state: 'active', premium: true, canUpgrade: false });
    } finally {
      ctx.clock.advance(-delta);
    }
  });

  it('refuses unknown local-test actions with 400', async () => {
    const { token } = await registerUser(ctx.app);
    const res = await request(ctx.app)
      .post('/api/subscription/local-test')
      .set(bearer(token))
      .send({ action: 'refund' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('answers the Stripe webhook 503 when billing does not go through Stripe', async () => {
    const res = await request(ctx.app)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', 't=1,v1=abc')
      .send('{"id":"evt_1"}');
    expect(res.status).toBe(503);
    expect(res.body.error).toMatchObject({ code: 'UNAVAILABLE', message: 'Billing is not configured' });
  });
});

describe('/api/subscription in production without Stripe keys', () => {
  let production: TestContext;
  beforeAll(async () => {
    production = await createTestContext({
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: 'k3v9Qw2LxZp8Rt6Ym4Nb1Hc7Jd5Fg0Ae',
        CREDENTIAL_SIGNING_SECRET: 'c'.repeat(40),
      },
      database: ctx.database,
    });
  });

  it("answers checkout and manage 503 'Billing is not configured', and has no local test checkout", async () => {
    const { token } = await registerUser(production.app);
    for (const path of ['/api/subscription/create-checkout', '/api/subscription/manage']) {
      const res = await request(production.app).post(path).set(bearer(token)).send({});
      expect(res.status, path).toBe(503);
      expect(res.body.error).toMatchObject({ code: 'UNAVAILABLE', message: 'Billing is not configured' });
    }
    const local = await request(production.app)
      .post('/api/subscription/local-test')
      .set(bearer(token))
      .send({ action: 'complete_checkout' });
    expect(local.status).toBe(404);
    const status = await request(production.app).get('/api/subscription/status').set(bearer(token));
    expect(status.body).toMatchObject({ billing: 'unconfigured', tier: 'free' });
  });
});
