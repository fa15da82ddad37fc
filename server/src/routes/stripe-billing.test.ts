import { count, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earlyAdopters, stripeEvents, subscriptions, users } from '../db/schema';
import { FAKE_PRICE_ID, FAKE_SECRET_KEY, startFakeStripe, type FakeStripe } from '../test/fake-stripe';
import { createTestContext, registerUser, type TestContext } from '../test/test-app';

/**
 * Billing through Stripe: the real SDK, pointed (STRIPE_API_URL → its host/port/protocol options)
 * at a fake Stripe API on 127.0.0.1, and webhook events signed with the SDK's test-header helper.
 */
let ctx: TestContext;
let stripe: FakeStripe;
let earlyAdopter: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  stripe = await startFakeStripe();
  ctx = await createTestContext({ env: { ...stripe.env, EARLY_ADOPTER_SEATS: '1', APP_URL: 'https://arkad.test' } });
  // The first account takes the one early-adopter seat.
  earlyAdopter = await registerUser(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const DAY_MS = 24 * 60 * 60 * 1000;
const seconds = (ms: number) => Math.floor(ms / 1000);

let eventCounter = 0;
/** A Stripe event created `offsetSeconds` after the test clock's now. */
function event(type: string, object: Record<string, unknown>, offsetSeconds = 0) {
  eventCounter += 1;
  return {
    id: `evt_test_${eventCounter}_${Date.now()}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: seconds(ctx.clock.now().getTime()) + offsetSeconds,
    livemode: false,
    type,
    data: { object },
  };
}

function subscriptionObject(options: {
  id: string;
  customer: string;
  userId?: number;
  status?: string;
  cancelAtPeriodEnd?: boolean;
  periodStart: number;
  periodEnd: number;
  discounted?: boolean;
}) {
  return {
    id: options.id,
    object: 'subscription',
    customer: options.customer,
    status: options.status ?? 'active',
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${options.id}`,
          object: 'subscription_item',
          price: { id: FAKE_PRICE_ID, object: 'price' },
          current_period_start: options.periodStart,
          current_period_end: options.periodEnd,
        },
      ],
    },
    discounts: options.discounted ? ['di_early'] : [],
    metadata: options.userId ? { userId: String(options.userId) } : {},
  };
}

/** Delivers an event as Stripe does: the raw JSON body and its Stripe-Signature, signed at the test clock's time. */
function deliver(
  body: Record<string, unknown>,
  options: { secret?: string; timestamp?: number; tamper?: boolean } = {},
) {
  const signed = stripe.signedEvent(body, {
    secret: options.secret,
    timestamp: options.timestamp ?? seconds(ctx.clock.now().getTime()),
  });
  const payload = options.tamper ? signed.payload.replace('"active"', '"trialing"') : signed.payload;
  return request(ctx.app)
    .post('/api/stripe/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', signed.header)
    .send(payload);
}

async function storedUser(id: number) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function eventCount(): Promise<number> {
  const [row] = await ctx.database.db.select({ value: count() }).from(stripeEvents);
  return row!.value;
}

async function statusOf(token: string) {
  const res = await request(ctx.app).get('/api/subscription/status').set(bearer(token));
  expect(res.status).toBe(200);
  return res.body;
}

/** A learner with a Stripe customer (made by starting a checkout). */
async function learnerWithCustomer() {
  const learner = await registerUser(ctx.app);
  const res = await request(ctx.app).post('/api/subscription/create-checkout').set(bearer(learner.token)).send({});
  expect(res.status).toBe(200);
  const customer = (await storedUser(learner.user.id)).stripeCustomerId!;
  return { ...learner, customer };
}

describe('checkout through Stripe', () => {
  it("refuses checkout (503 'Billing is not configured') while the Stripe price is not $4.99 a month", async () => {
    stripe.setPrice({ id: FAKE_PRICE_ID, unit_amount: 299, currency: 'usd', interval: 'month', active: true });
    try {
      const { token } = await registerUser(ctx.app);
      const res = await request(ctx.app).post('/api/subscription/create-checkout').set(bearer(token)).send({});
      expect(res.status).toBe(503);
      expect(res.body.error).toMatchObject({ code: 'UNAVAILABLE', message: 'Billing is not configured' });
      expect(stripe.calls('POST', '/v1/checkout/sessions')).toHaveLength(0);
    } finally {
      stripe.setPrice({ id: FAKE_PRICE_ID, unit_amount: 499, currency: 'usd', interval: 'month', active: true });
    }
  });

  it('creates a subscription Checkout Session for the Scholar price, with the customer created once and reused', async () => {
    const { token, user, input } = await registerUser(ctx.app);
    const first = await request(ctx.app)
      .post('/api/subscription/create-checkout')
      .set(bearer(token))
      .send({ tier: 'scholar' });
    expect(first.status).toBe(200);
    expect(first.body.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_fake_\d+$/);

    const customers = stripe.calls('POST', '/v1/customers');
    const created = customers.at(-1)!;
    expect(created.params).toMatchObject({
      email: input.email,
      name: 'Ada Lovelace',
      'metadata[userId]': String(user.id),
    });
    expect(created.idempotencyKey).toBe(`arkad-customer-${user.id}`);
    expect(created.authorization).toBe(`Bearer ${FAKE_SECRET_KEY}`);
    const customerId = (await storedUser(user.id)).stripeCustomerId;
    expect(customerId).toMatch(/^cus_fake_\d+$/);

    const session = stripe.calls('POST', '/v1/checkout/sessions').at(-1)!;
    expect(session.params).toMatchObject({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: String(user.id),
      'line_items[0][price]': FAKE_PRICE_ID,
      'line_items[0][quantity]': '1',
      'metadata[userId]': String(user.id),
      'subscription_data[metadata][userId]': String(user.id),
      success_url: 'https://arkad.test/subscription?checkout=success',
      cancel_url: 'https://arkad.test/subscription?checkout=cancelled',
    });
    // Not an early adopter (the seat is taken): no coupon.
    expect(Object.keys(session.params).filter((key) => key.startsWith('discounts'))).toEqual([]);

    const customerCalls = stripe.calls('POST', '/v1/customers').length;
    const second = await request(ctx.app).post('/api/subscription/create-checkout').set(bearer(token)).send({});
    expect(second.status).toBe(200);
    expect(stripe.calls('POST', '/v1/customers')).toHaveLength(customerCalls);
    expect(stripe.calls('POST', '/v1/checkout/sessions').at(-1)!.params.customer).toBe(customerId);
  });

  it("applies the early adopter's coupon: 40% off for 12 months, created once in Stripe", async () => {
    const res = await request(ctx.app)
      .post('/api/subscription/create-checkout')
      .set(bearer(earlyAdopter.token))
      .send({});
    expect(res.status).toBe(200);
    const couponId = 'arkad-early-adopter-40-off-12m';
    expect(stripe.calls('POST', '/v1/checkout/sessions').at(-1)!.params['discounts[0][coupon]']).toBe(couponId);
    expect(stripe.calls('POST', '/v1/coupons').at(-1)!.params).toMatchObject({
      id: couponId,
      percent_off: '40',
      duration: 'repeating',
      duration_in_months: '12',
    });
    await request(ctx.app).post('/api/subscription/create-checkout').set(bearer(earlyAdopter.token)).send({});
    expect(stripe.calls('POST', '/v1/coupons')).toHaveLength(1);
  });

  it('answers 503 with a plain message when Stripe fails, and stores no customer', async () => {
    const { token, user } = await registerUser(ctx.app);
    stripe.setFailing(true);
    try {
      const res = await request(ctx.app).post('/api/subscription/create-checkout').set(bearer(token)).send({});
      expect(res.status).toBe(503);
      expect(res.body.error).toMatchObject({
        code: 'UNAVAILABLE',
        message: 'Billing is temporarily unavailable. Please try again in a moment.',
      });
    } finally {
      stripe.setFailing(false);
    }
    expect((await storedUser(user.id)).stripeCustomerId).toBeNull();
  });
});

describe('the billing portal', () => {
  it('opens a Billing Portal session for the customer, returning to /subscription', async () => {
    const { token, customer } = await learnerWithCustomer();
    const res = await request(ctx.app).post('/api/subscription/manage').set(bearer(token));
    expect(res.status).toBe(200);
    expect(res.body.portalUrl).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_fake_\d+$/);
    expect(stripe.calls('POST', '/v1/billing_portal/sessions').at(-1)!.params).toEqual({
      customer,
      return_url: 'https://arkad.test/subscription',
    });
  });

  it('answers 409 for a learner without a billing account', async () => {
    const { token } = await registerUser(ctx.app);
    const res = await request(ctx.app).post('/api/subscription/manage').set(bearer(token));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('There is no billing account to manage yet. Upgrade to Scholar first.');
  });
});

describe('the Stripe webhook', () => {
  it('refuses a missing, wrong, tampered, stale or future-dated signature with 400 and stores nothing', async () => {
    const { user, customer } = await learnerWithCustomer();
    const now = seconds(ctx.clock.now().getTime());
    const body = event(
      'customer.subscription.created',
      subscriptionObject({ id: 'sub_refused', customer, periodStart: now, periodEnd: now + 30 * 86400 }),
    );
    const before = await eventCount();

    const missing = await request(ctx.app)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(body));
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Missing Stripe-Signature header' });

    for (const res of [
      await deliver(body, { secret: 'whsec_someone_else' }),
      await deliver(body, { tamper: true }),
      await deliver(body, { timestamp: now - 10 * 60 }),
      // An hour ahead, and just past the 5-minute tolerance ahead.
      await deliver(body, { timestamp: now + 60 * 60 }),
      await deliver(body, { timestamp: now + 5 * 60 + 1 }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'The Stripe-Signature header does not match the request body',
      });
    }
    expect(await eventCount()).toBe(before);
    expect((await storedUser(user.id)).subscriptionTier).toBe('free');
    // Signed 4 minutes ahead (a clock a little fast): within the tolerance, taken.
    expect((await deliver(body, { timestamp: now + 4 * 60 })).status).toBe(200);
    expect(await eventCount()).toBe(before + 1);
  });

  it('makes the learner Scholar on customer.subscription.created, and a replay changes nothing', async () => {
    const { token, user, customer } = await learnerWithCustomer();
    const now = seconds(ctx.clock.now().getTime());
    const periodEnd = now + 30 * 86400;
    const created = event(
      'customer.subscription.created',
      subscriptionObject({ id: 'sub_created', customer, periodStart: now, periodEnd }),
    );
    const first = await deliver(created);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, duplicate: false });
    expect(await storedUser(user.id)).toMatchObject({
      subscriptionTier: 'scholar',
      subscriptionStatus: 'active',
      stripeSubscriptionId: 'sub_created',
      subscriptionExpiresAt: new Date(periodEnd * 1000 + 2 * DAY_MS),
    });
    expect(await statusOf(token)).toMatchObject({ tier: 'scholar', state: 'active', premium: true, billing: 'stripe' });

    // The learner cancels at period end; then Stripe delivers the created event again.
    await deliver(
      event(
        'customer.subscription.updated',
        subscriptionObject({ id: 'sub_created', customer, periodStart: now, periodEnd, cancelAtPeriodEnd: true }),
        1,
      ),
    );
    const eventsBefore = await eventCount();
    const replay = await deliver(created);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ received: true, duplicate: true });
    expect(await eventCount()).toBe(eventsBefore);
    const [sub] = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, 'sub_created'));
    expect(sub!.cancelAtPeriodEnd).toBe(true);
    expect(await statusOf(token)).toMatchObject({ state: 'cancelling', cancelAtPeriodEnd: true });
  });

  it('makes the learner Scholar on checkout.session.completed, asking Stripe for the subscription', async () => {
    const { token, user, customer } = await learnerWithCustomer();
    const now = seconds(ctx.clock.now().getTime());
    stripe.setSubscription(
      subscriptionObject({
        id: 'sub_from_checkout',
        customer,
        userId: user.id,
        periodStart: now,
        periodEnd: now + 31 * 86400,
      }),
    );
    const res = await deliver(
      event('checkout.session.completed', {
        id: 'cs_fake_done',
        object: 'checkout.session',
        mode: 'subscription',
        customer,
        subscription: 'sub_from_checkout',
        client_reference_id: String(user.id),
        metadata: { userId: String(user.id) },
      }),
    );
    expect(res.status).toBe(200);
    expect(stripe.calls('GET', '/v1/subscriptions/sub_from_checkout')).toHaveLength(1);
    expect(await statusOf(token)).toMatchObject({
      tier: 'scholar',
      premium: true,
      currentPeriodEnd: new Date((now + 31 * 86400) * 1000).toISOString(),
      canManageBilling: true,
    });
  });

  it('links a subscription to its learner by the metadata when the customer is not known yet', async () => {
    const { token, user } = await registerUser(ctx.app);
    const now = seconds(ctx.clock.now().getTime());
    await deliver(
      event(
        'customer.subscription.created',
        subscriptionObject({
          id: 'sub_by_metadata',
          customer: 'cus_made_elsewhere',
          userId: user.id,
          periodStart: now,
          periodEnd: now + 30 * 86400,
        }),
      ),
    );
    expect((await storedUser(user.id)).stripeCustomerId).toBe('cus_made_elsewhere');
    expect(await statusOf(token)).toMatchObject({ tier: 'scholar', premium: true });
  });

  it('keeps access to the period end after a cancellation at period end, then ends it', async () => {
    const { token, user, customer, input } = await learnerWithCustomer();
    const now = seconds(ctx.clock.now().getTime());
    const periodEnd = now + 30 * 86400;
    await deliver(
      event(
        'customer.subscription.created',
        subscriptionObject({ id: 'sub_cancel', customer, periodStart: now, periodEnd }),
      ),
    );
    await deliver(
      event(
        'customer.subscription.updated',
        subscriptionObject({ id: 'sub_cancel', customer, periodStart: now, periodEnd, cancelAtPeriodEnd: true }),
        5,
      ),
    );
    const cancelling = await statusOf(token);
    expect(cancelling).toMatchObject({ tier: 'scholar', state: 'cancelling', premium: true, cancelAtPeriodEnd: true });
    expect(cancelling.expiresAt).toBe(new Date(periodEnd * 1000).toISOString());

    // One second after the period's end: no access, even before Stripe's deleted event arrives.
    const delta = periodEnd * 1000 - ctx.clock.now().getTime() + 1000;
    ctx.clock.advance(delta);
    try {
      const login = await request(ctx.app)
        .post('/api/auth/login')
        .send({ email: input.email, password: input.password });
      const fresh = login.body.token as string;
      expect(await statusOf(fresh)).toMatchObject({ state: 'expired', premium: false });
      const deleted = await deliver(
        event(
          'customer.subscription.deleted',
          subscriptionObject({
            id: 'sub_cancel',
            customer,
            status: 'canceled',
            periodStart: now,
            periodEnd,
            cancelAtPeriodEnd: true,
          }),
        ),
      );
      expect(deleted.status).toBe(200);
      expect(await statusOf(fresh)).toMatchObject({ tier: 'free', status: 'active', state: 'active', premium: false });
      expect(await storedUser(user.id)).toMatchObject({ subscriptionTier: 'free', stripeSubscriptionId: null });
    } finally {
      ctx.clock.advance(-delta);
    }
  });

  it('shows a failed payment as past_due without access, until a later update says active', async () => {
    const { token, user, customer } = await learnerWithCustomer();
    const now = seconds(ctx.clock.now().getTime());
    const periodEnd = now + 30 * 86400;
    await deliver(
      event(
        'customer.subscription.created',
        subscriptionObject({ id: 'sub_unpaid', customer, periodStart: now, periodEnd }),
      ),
    );
    const failed = await deliver(
      event(
        'invoice.payment_failed',
        {
          id: 'in_fake_failed',
          object: 'invoice',
          customer,
          parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_unpaid' } },
        },
        10,
      ),
    );
    expect(failed.status).toBe(200);
    expect(await statusOf(token)).toMatchObject({
      tier: 'scholar',
      status: 'past_due',
      state: 'past_due',
      premium: false,
    });
    expect((await storedUser(user.id)).subscriptionStatus).toBe('past_due');
    const use = await request(ctx.app)
      .post('/api/subscription/track-usage')
      .set(bearer(token))
      .send({ feature: 'dca_calculator' });
    expect(use.body).toMatchObject({ reason: 'free_tier', remaining: 4 });

    // An update created before the failure arrives late: it changes nothing.
    await deliver(
      event(
        'customer.subscription.updated',
        subscriptionObject({ id: 'sub_unpaid', customer, periodStart: now, periodEnd }),
        5,
      ),
    );
    expect(await statusOf(token)).toMatchObject({ status: 'past_due' });

    // The retry succeeds: Stripe reports the subscription active again.
    await deliver(
      event(
        'customer.subscription.updated',
        subscriptionObject({ id: 'sub_unpaid', customer, periodStart: now, periodEnd }),
        20,
      ),
    );
    expect(await statusOf(token)).toMatchObject({ status: 'active', state: 'active', premium: true });
  });

  it('lets a learner whose paid period ended subscribe again, with the same customer; a failed payment goes to billing', async () => {
    const { token, user, customer, input } = await learnerWithCustomer();
    const now = seconds(ctx.clock.now().getTime());
    const periodEnd = now + 30 * 86400;
    await deliver(
      event(
        'customer.subscription.created',
        subscriptionObject({ id: 'sub_lapsed', customer, periodStart: now, periodEnd, cancelAtPeriodEnd: true }),
      ),
    );
    expect(await statusOf(token)).toMatchObject({ state: 'cancelling', canUpgrade: false });
    const whilePaid = await request(ctx.app).post('/api/subscription/create-checkout').set(bearer(token)).send({});
    expect(whilePaid.status).toBe(409);

    // The period ends and Stripe's deleted event never arrives: the tier is still scholar, expired.
    const delta = periodEnd * 1000 - ctx.clock.now().getTime() + 1000;
    ctx.clock.advance(delta);
    try {
      const login = await request(ctx.app)
        .post('/api/auth/login')
        .send({ email: input.email, password: input.password });
      const fresh = login.body.token as string;
      expect(await statusOf(fresh)).toMatchObject({
        tier: 'scholar',
        state: 'expired',
        premium: false,
        canUpgrade: true,
      });
      const customersBefore = stripe.calls('POST', '/v1/customers').length;
      const again = await request(ctx.app).post('/api/subscription/create-checkout').set(bearer(fresh)).send({});
      expect(again.status).toBe(200);
      expect(again.body.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_fake_\d+$/);
      expect(stripe.calls('POST', '/v1/customers')).toHaveLength(customersBefore);
      expect(stripe.calls('POST', '/v1/checkout/sessions').at(-1)!.params).toMatchObject({
        mode: 'subscription',
        customer,
        client_reference_id: String(user.id),
      });

      // Paid through the new session: Scholar again on the new subscription.
      const later = seconds(ctx.clock.now().getTime());
      await deliver(
        event(
          'customer.subscription.created',
          subscriptionObject({ id: 'sub_renewed', customer, periodStart: later, periodEnd: later + 30 * 86400 }),
        ),
      );
      expect(await statusOf(fresh)).toMatchObject({
        tier: 'scholar',
        state: 'active',
        premium: true,
        canUpgrade: false,
      });
      expect((await storedUser(user.id)).stripeSubscriptionId).toBe('sub_renewed');
    } finally {
      ctx.clock.advance(-delta);
    }
  });

  it('lets a learner whose subscription was cancelled subscribe again', async () => {
    const { token, user } = await learnerWithCustomer();
    await ctx.database.db
      .update(users)
      .set({ subscriptionTier: 'scholar', subscriptionStatus: 'canceled' })
      .where(eq(users.id, user.id));
    expect(await statusOf(token)).toMatchObject({ tier: 'scholar', state: 'canceled', canUpgrade: true });
    const res = await request(ctx.app).post('/api/subscription/create-checkout').set(bearer(token)).send({});
    expect(res.status).toBe(200);
  });

  it('sends a learner whose payment failed to billing: no second checkout, even after the period', async () => {
    const { customer, input } = await learnerWithCustomer();
    const now = seconds(ctx.clock.now().getTime());
    const periodEnd = now + 30 * 86400;
    await deliver(
      event(
        'customer.subscription.created',
        subscriptionObject({ id: 'sub_due', customer, periodStart: now, periodEnd }),
      ),
    );
    await deliver(
      event(
        'invoice.payment_failed',
        { id: 'in_due', object: 'invoice', customer, parent: { subscription_details: { subscription: 'sub_due' } } },
        10,
      ),
    );
    const delta = periodEnd * 1000 - ctx.clock.now().getTime() + 3 * DAY_MS;
    for (const advance of [0, delta]) {
      ctx.clock.advance(advance);
      try {
        const login = await request(ctx.app)
          .post('/api/auth/login')
          .send({ email: input.email, password: input.password });
        const fresh = login.body.token as string;
        expect(await statusOf(fresh)).toMatchObject({ state: 'past_due', canUpgrade: false, canManageBilling: true });
        const res = await request(ctx.app).post('/api/subscription/create-checkout').set(bearer(fresh)).send({});
        expect(res.status).toBe(409);
        expect(res.body.error.message).toBe(
          'You already have a Scholar subscription. Manage it from the billing portal.',
        );
      } finally {
        ctx.clock.advance(-advance);
      }
    }
  });

  it("starts the early adopter's countdown when the discounted subscription is paid", async () => {
    const { customer } = { customer: (await storedUser(earlyAdopter.user.id)).stripeCustomerId! };
    const now = seconds(ctx.clock.now().getTime());
    await deliver(
      event(
        'customer.subscription.created',
        subscriptionObject({
          id: 'sub_early',
          customer,
          periodStart: now,
          periodEnd: now + 30 * 86400,
          discounted: true,
        }),
      ),
    );
    const [record] = await ctx.database.db
      .select()
      .from(earlyAdopters)
      .where(eq(earlyAdopters.userId, earlyAdopter.user.id));
    expect(record!.redeemedAt).toEqual(new Date(now * 1000));
    const early = await request(ctx.app).get('/api/subscription/early-adopter').set(bearer(earlyAdopter.token));
    expect(early.body).toEqual({ eligible: true, discountPercent: 40, monthsRemaining: 12 });
  });

  it('acknowledges events it does not act on, and ignores subscriptions of unknown customers', async () => {
    const now = seconds(ctx.clock.now().getTime());
    const other = await deliver(event('invoice.paid', { id: 'in_paid', object: 'invoice' }));
    expect(other.body).toEqual({ received: true, duplicate: false });
    const unknown = await deliver(
      event(
        'customer.subscription.created',
        subscriptionObject({ id: 'sub_stranger', customer: 'cus_stranger', periodStart: now, periodEnd: now + 86400 }),
      ),
    );
    expect(unknown.status).toBe(200);
    const [sub] = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, 'sub_stranger'));
    expect(sub).toBeUndefined();
  });
});
