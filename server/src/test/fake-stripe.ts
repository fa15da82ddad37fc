import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One request the fake Stripe API received: form parameters flattened ('line_items[0][price]'). */
export interface FakeStripeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

export interface FakeStripePrice {
  id: string;
  unit_amount: number;
  currency: string;
  interval: 'month' | 'year';
  active: boolean;
}

/** A payment the fake holds; `created` in epoch seconds. */
export interface FakeStripeCharge {
  id: string;
  object: 'charge';
  customer: string | null;
  amount: number;
  amount_refunded: number;
  currency: string;
  created: number;
  status: 'succeeded' | 'failed' | 'pending';
  paid: boolean;
  refunded: boolean;
  refunds: { object: 'list'; data: Array<{ id: string; object: 'refund' }> };
}

export const FAKE_WEBHOOK_SECRET = 'whsec_arkad_fake_endpoint_secret';
export const FAKE_SECRET_KEY = 'sk_test_arkad_fake';
export const FAKE_PRICE_ID = 'price_fake_scholar';

/**
 * A small stand-in for the Stripe API on 127.0.0.1 (an OS-assigned port), answering the calls
 * Arkad makes with Stripe-shaped objects and recording every request, so the real SDK can be
 * driven in tests. Events for the webhook are signed with the SDK's own test-header helper.
 */
export async function startFakeStripe() {
  const requests: FakeStripeRequest[] = [];
  const customers = new Map<string, Record<string, unknown>>();
  const coupons = new Map<string, Record<string, unknown>>();
  const subscriptionObjects = new Map<string, Record<string, unknown>>();
  const charges = new Map<string, FakeStripeCharge>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const prices = new Map<string, FakeStripePrice>([
    [FAKE_PRICE_ID, { id: FAKE_PRICE_ID, unit_amount: 499, currency: 'usd', interval: 'month', active: true }],
  ]);
  let sequence = 0;
  let failing = false;
  const nextId = (prefix: string) => `${prefix}_fake_${(sequence += 1)}`;

  function stripeError(status: number, code: string, message: string) {
    return { status, body: { error: { type: 'invalid_request_error', code, message } } };
  }

  function answer(method: string, path: string, params: Record<string, string>): { status: number; body: unknown } {
    if (failing) return { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong' } } };
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const id = nextId('cus');
      const customer = { id, object: 'customer', email: params.email ?? null, name: params.name ?? null };
      customers.set(id, customer);
      return { status: 200, body: { ...customer, metadata: { userId: params['metadata[userId]'] } } };
    }
    if (method === 'GET' && (match = /^\/v1\/prices\/([^/]+)$/.exec(path))) {
      const price = prices.get(decodeURIComponent(match[1]!));
      if (!price) return stripeError(404, 'resource_missing', 'No such price');
      return {
        status: 200,
        body: {
          id: price.id,
          object: 'price',
          active: price.active,
          currency: price.currency,
          unit_amount: price.unit_amount,
          type: 'recurring',
          recurring: { interval: price.interval, interval_count: 1 },
        },
      };
    }
    if (method === 'GET' && (match = /^\/v1\/coupons\/([^/]+)$/.exec(path))) {
      const coupon = coupons.get(decodeURIComponent(match[1]!));
      return coupon ? { status: 200, body: coupon } : stripeError(404, 'resource_missing', 'No such coupon');
    }
    if (method === 'POST' && path === '/v1/coupons') {
      const id = params.id ?? nextId('coupon');
      if (coupons.has(id)) return stripeError(400, 'resource_already_exists', 'Coupon already exists');
      const coupon = {
        id,
        object: 'coupon',
        percent_off: Number(params.percent_off),
        duration: params.duration,
        duration_in_months: Number(params.duration_in_months),
        valid: true,
      };
      coupons.set(id, coupon);
      return { status: 200, body: coupon };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = nextId('cs');
      return {
        status: 200,
        body: {
          id,
          object: 'checkout.session',
          mode: params.mode,
          customer: params.customer,
          url: `https://checkout.stripe.test/c/pay/${id}`,
        },
      };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = nextId('bps');
      return {
        status: 200,
        body: {
          id,
          object: 'billing_portal.session',
          customer: params.customer,
          return_url: params.return_url,
          url: `https://billing.stripe.test/p/session/${id}`,
        },
      };
    }
    if (method === 'GET' && (match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const subscription = subscriptionObjects.get(decodeURIComponent(match[1]!));
      return subscription
        ? { status: 200, body: subscription }
        : stripeError(404, 'resource_missing', 'No such subscription');
    }
    if (method === 'GET' && path === '/v1/charges') {
      const since = Number(params['created[gte]'] ?? 0);
      const data = [...charges.values()]
        .filter((charge) => charge.created >= since)
        .sort((a, b) => b.created - a.created);
      return { status: 200, body: { object: 'list', url: '/v1/charges', has_more: false, data } };
    }
    if (method === 'GET' && (match = /^\/v1\/charges\/([^/]+)$/.exec(path))) {
      const charge = charges.get(decodeURIComponent(match[1]!));
      return charge ? { status: 200, body: charge } : stripeError(404, 'resource_missing', 'No such charge');
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const charge = charges.get(params.charge ?? '');
      if (!charge) return stripeError(404, 'resource_missing', 'No such charge');
      if (charge.refunded) return stripeError(400, 'charge_already_refunded', 'Charge has already been refunded.');
      const refund = { id: nextId('re'), object: 'refund' as const };
      charge.refunded = true;
      charge.amount_refunded = charge.amount;
      charge.refunds.data.push(refund);
      return {
        status: 200,
        body: {
          ...refund,
          amount: charge.amount,
          charge: charge.id,
          currency: charge.currency,
          status: 'succeeded',
          reason: params.reason,
        },
      };
    }
    if (method === 'POST' && (match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const id = decodeURIComponent(match[1]!);
      const subscription = subscriptionObjects.get(id);
      if (!subscription) return stripeError(404, 'resource_missing', 'No such subscription');
      const updated = {
        ...subscription,
        ...(params.cancel_at_period_end === undefined
          ? {}
          : { cancel_at_period_end: params.cancel_at_period_end === 'true' }),
      };
      subscriptionObjects.set(id, updated);
      return { status: 200, body: updated };
    }
    if (method === 'DELETE' && (match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const id = decodeURIComponent(match[1]!);
      const subscription = subscriptionObjects.get(id) ?? { id, object: 'subscription' };
      const canceled = { ...subscription, status: 'canceled' };
      subscriptionObjects.set(id, canceled);
      return { status: 200, body: canceled };
    }
    return stripeError(404, 'unknown_route', `Unrecognized request URL (${method}: ${path})`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake-stripe');
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const params: Record<string, string> = {};
    for (const [key, value] of [...url.searchParams, ...form]) params[key] = value;
    const method = req.method ?? 'GET';
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method, path: url.pathname, params, authorization: req.headers.authorization, idempotencyKey });
    const key = idempotencyKey ? `${method} ${url.pathname} ${idempotencyKey}` : null;
    const result = (key && idempotent.get(key)) || answer(method, url.pathname, params);
    if (key && result.status < 500) idempotent.set(key, result);
    res.writeHead(result.status, { 'content-type': 'application/json', 'request-id': `req_fake_${sequence}` });
    res.end(JSON.stringify(result.body));
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const signer = new Stripe(FAKE_SECRET_KEY);

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The environment that points the app's Stripe SDK here. */
    env: {
      STRIPE_SECRET_KEY: FAKE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_PRICE_SCHOLAR: FAKE_PRICE_ID,
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    } as Record<string, string>,
    /** Requests to one method and path, oldest first. */
    calls(method: string, path: string): FakeStripeRequest[] {
      return requests.filter((request) => request.method === method && request.path === path);
    },
    setPrice(price: FakeStripePrice) {
      prices.set(price.id, price);
    },
    /** What GET /v1/subscriptions/:id answers (and POST /v1/subscriptions/:id updates). */
    setSubscription(subscription: Record<string, unknown> & { id: string }) {
      subscriptionObjects.set(subscription.id, subscription);
    },
    /** The subscription as the fake holds it now. */
    subscription(id: string): Record<string, unknown> | undefined {
      return subscriptionObjects.get(id);
    },
    /** A payment by `customer`, `created` seconds since the epoch; returns the charge as the fake holds it. */
    addCharge(input: {
      customer: string | null;
      amount?: number;
      created: number;
      status?: FakeStripeCharge['status'];
    }) {
      const charge: FakeStripeCharge = {
        id: nextId('ch'),
        object: 'charge',
        customer: input.customer,
        amount: input.amount ?? 499,
        amount_refunded: 0,
        currency: 'usd',
        created: input.created,
        status: input.status ?? 'succeeded',
        paid: (input.status ?? 'succeeded') === 'succeeded',
        refunded: false,
        refunds: { object: 'list', data: [] },
      };
      charges.set(charge.id, charge);
      return charge;
    },
    /** Every call answers 500 until set back. */
    setFailing(value: boolean) {
      failing = value;
    },
    /**
     * A webhook delivery as Stripe sends it: the JSON body and its Stripe-Signature, signed with the
     * SDK's test-header helper (timestamp in seconds; default now).
     */
    signedEvent(event: Record<string, unknown>, options: { secret?: string; timestamp?: number } = {}) {
      const payload = JSON.stringify(event);
      const header = signer.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? FAKE_WEBHOOK_SECRET,
        ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
      });
      return { payload, header };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The SDK keeps connections alive; close them too.
        server.closeAllConnections();
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
