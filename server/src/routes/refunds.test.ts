import { count, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds, subscriptions, users } from '../db/schema';
import { FAKE_PRICE_ID, startFakeStripe, type FakeStripe } from '../test/fake-stripe';
import { createTestContext, registerUser, type TestContext } from '../test/test-app';

/**
 * The 30-day money-back guarantee: the admin refunds a payment through Stripe's refund API (the
 * real SDK against the fake Stripe on 127.0.0.1), which ends the paid access; the refund is
 * recorded once, whether the admin's call or Stripe's charge.refunded webhook comes first.
 */
const ADMIN_PASSWORD = 'refunds-admin-password';
const DAY = 86_400;
let ctx: TestContext;
let stripe: FakeStripe;
let adminToken: string;

beforeAll(async () => {
  stripe = await startFakeStripe();
  ctx = await createTestContext({ env: { ...stripe.env, ADMIN_PASSWORD } });
  const login = await request(ctx.app).post('/api/admin/login').send({ password: ADMIN_PASSWORD });
  expect(login.status).toBe(200);
  adminToken = login.body.token as string;
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const nowSeconds = () => Math.floor(ctx.clock.now().getTime() / 1000);
let eventCounter = 0;

function deliver(type: string, object: Record<string, unknown>, options: { id?: string; offset?: number } = {}) {
  eventCounter += 1;
  const body = {
    id: options.id ?? `evt_refund_${eventCounter}_${Date.now()}`,
    object: 'event',
    created: nowSeconds() + (options.offset ?? 0),
    type,
    data: { object },
  };
  const signed = stripe.signedEvent(body, { timestamp: nowSeconds() });
  return request(ctx.app)
    .post('/api/stripe/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', signed.header)
    .send(signed.payload);
}

function subscriptionObject(id: string, customer: string, status = 'active') {
  const start = nowSeconds() - 5 * DAY;
  return {
    id,
    object: 'subscription',
    customer,
    status,
    cancel_at_period_end: false,
    items: {
      object: 'list',
      data: [{ price: { id: FAKE_PRICE_ID }, current_period_start: start, current_period_end: start + 30 * DAY }],
    },
    metadata: {},
  };
}

/** A learner who subscribed to Scholar (through the webhook) and paid `daysAgo` days ago. */
async function payingLearner(daysAgo: number) {
  const learner = await registerUser(ctx.app);
  const checkout = await request(ctx.app).post('/api/subscription/create-checkout').set(bearer(learner.token)).send({});
  expect(checkout.status).toBe(200);
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, learner.user.id));
  const customer = row!.stripeCustomerId!;
  const subscriptionId = `sub_refund_${learner.user.id}`;
  const created = await deliver('customer.subscription.created', subscriptionObject(subscriptionId, customer), {
    offset: -10,
  });
  expect(created.status).toBe(200);
  const charge = stripe.addCharge({ customer, created: nowSeconds() - daysAgo * DAY });
  return { ...learner, customer, subscriptionId, charge };
}

async function premium(token: string): Promise<boolean> {
  const res = await request(ctx.app).get('/api/subscription/status').set(bearer(token));
  expect(res.status).toBe(200);
  return res.body.premium as boolean;
}

async function refundRows(chargeId: string) {
  return ctx.database.db.select().from(refunds).where(eq(refunds.stripeChargeId, chargeId));
}

const refund = (chargeId: string, token = adminToken) =>
  request(ctx.app).post(`/api/admin/payments/${chargeId}/refund`).set(bearer(token));

describe('the admin refunds a payment of the last 40 days (30, and 10 for the reply)', () => {
  it("lists the last 40 days' payments with the learner who paid, newest first", async () => {
    const older = await payingLearner(29);
    const newer = await payingLearner(2);
    const outside = stripe.addCharge({ customer: older.customer, created: nowSeconds() - 41 * DAY });
    const res = await request(ctx.app).get('/api/admin/payments').set(bearer(adminToken));
    expect(res.status).toBe(200);
    expect(res.get('Cache-Control')).toContain('no-store');
    expect(res.body.billing).toBe('stripe');
    const ids = res.body.payments.map((payment: { chargeId: string }) => payment.chargeId);
    expect(ids.indexOf(newer.charge.id)).toBeLessThan(ids.indexOf(older.charge.id));
    expect(ids).not.toContain(outside.id);
    expect(res.body.payments.find((p: { chargeId: string }) => p.chargeId === older.charge.id)).toEqual({
      chargeId: older.charge.id,
      amountCents: 499,
      currency: 'usd',
      paidAt: new Date(older.charge.created * 1000).toISOString(),
      learner: { id: older.user.id, email: older.user.email },
      refunded: false,
      refundable: true,
    });
  });

  it("refunds through Stripe's refund API, cancels the subscription and ends the paid access at once", async () => {
    const learner = await payingLearner(3);
    expect(await premium(learner.token)).toBe(true);

    const res = await refund(learner.charge.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      chargeId: learner.charge.id,
      refundId: expect.stringMatching(/^re_fake_\d+$/),
      amountCents: 499,
      accessEnded: true,
    });
    const call = stripe.calls('POST', '/v1/refunds').at(-1)!;
    expect(call.params).toEqual({ charge: learner.charge.id, reason: 'requested_by_customer' });
    expect(call.idempotencyKey).toBe(`arkad-refund-${learner.charge.id}`);
    expect(stripe.calls('DELETE', `/v1/subscriptions/${learner.subscriptionId}`)).toHaveLength(1);

    expect(await premium(learner.token)).toBe(false);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, learner.user.id));
    expect(user).toMatchObject({ subscriptionTier: 'free', stripeSubscriptionId: null, subscriptionExpiresAt: null });
    const [stored] = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, learner.subscriptionId));
    expect(stored!.status).toBe('canceled');
    const rows = await refundRows(learner.charge.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: learner.user.id,
      amountCents: 499,
      source: 'admin',
      stripeRefundId: res.body.refundId,
    });

    // Stripe's charge.refunded for the same refund, delivered twice, and once more under a new id.
    const charge = { ...learner.charge };
    const event = await deliver('charge.refunded', charge, { id: `evt_refunded_${learner.charge.id}` });
    expect(event.body).toEqual({ received: true, duplicate: false });
    const replay = await deliver('charge.refunded', charge, { id: `evt_refunded_${learner.charge.id}` });
    expect(replay.body).toEqual({ received: true, duplicate: true });
    expect((await deliver('charge.refunded', charge)).status).toBe(200);
    expect(await refundRows(learner.charge.id)).toHaveLength(1);

    // A subscription event Stripe created before the refund, arriving late, gives no access back.
    const late = await deliver(
      'customer.subscription.updated',
      subscriptionObject(learner.subscriptionId, learner.customer),
      {
        offset: -5,
      },
    );
    expect(late.status).toBe(200);
    expect(await premium(learner.token)).toBe(false);

    // A second refund of the same payment is refused.
    const again = await refund(learner.charge.id);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'CONFLICT', message: 'This payment has already been refunded' });
    expect(stripe.calls('POST', '/v1/refunds').filter((c) => c.params.charge === learner.charge.id)).toHaveLength(1);
  });

  it('refunds a payment of 35 days: a request made on day 28 is honoured when the reply comes on day 35 (N6)', async () => {
    const learner = await payingLearner(35);
    const res = await refund(learner.charge.id);
    expect(res.status).toBe(200);
  });

  it('refuses a payment older than 40 days, one that did not go through, and one Stripe does not have', async () => {
    const learner = await payingLearner(1);
    const old = stripe.addCharge({ customer: learner.customer, created: nowSeconds() - 41 * DAY });
    const tooOld = await refund(old.id);
    expect(tooOld.status).toBe(409);
    expect(tooOld.body.error.message).toBe('Only a payment made in the last 40 days can be refunded here');

    const failed = stripe.addCharge({ customer: learner.customer, created: nowSeconds() - DAY, status: 'failed' });
    const notPaid = await refund(failed.id);
    expect(notPaid.status).toBe(409);
    expect(notPaid.body.error.message).toBe('This payment did not go through, so there is nothing to refund');

    expect((await refund('ch_does_not_exist')).status).toBe(404);
    expect((await refund('not-a-charge')).status).toBe(404);
    expect(stripe.calls('POST', '/v1/refunds').filter((c) => [old.id, failed.id].includes(c.params.charge!))).toEqual(
      [],
    );
    expect(await premium(learner.token)).toBe(true);
    expect(await refundRows(old.id)).toHaveLength(0);
  });

  it('needs the admin token', async () => {
    const learner = await payingLearner(1);
    expect((await request(ctx.app).get('/api/admin/payments')).status).toBe(401);
    expect((await refund(learner.charge.id, learner.token)).status).toBe(401);
    expect(await premium(learner.token)).toBe(true);
  });
});

describe("Stripe's charge.refunded webhook", () => {
  it('records a refund made in Stripe once and ends the paid access; a partial refund changes nothing', async () => {
    const learner = await payingLearner(4);
    const partial = { ...learner.charge, amount_refunded: 100, refunded: false };
    expect((await deliver('charge.refunded', partial)).status).toBe(200);
    expect(await premium(learner.token)).toBe(true);
    expect(await refundRows(learner.charge.id)).toHaveLength(0);

    const whole = {
      ...learner.charge,
      amount_refunded: 499,
      refunded: true,
      refunds: { data: [{ id: 're_dashboard_1' }] },
    };
    expect((await deliver('charge.refunded', whole)).status).toBe(200);
    expect((await deliver('charge.refunded', whole)).status).toBe(200);
    expect(await premium(learner.token)).toBe(false);
    const rows = await refundRows(learner.charge.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'webhook', stripeRefundId: 're_dashboard_1', userId: learner.user.id });
    const [total] = await ctx.database.db
      .select({ value: count() })
      .from(refunds)
      .where(eq(refunds.userId, learner.user.id));
    expect(total!.value).toBe(1);
  });
});
