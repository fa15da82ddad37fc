import Stripe from 'stripe';
import { pluralize } from '@shared/domain/plural';
import { subscriptionMessages } from '@shared/schemas/subscription';
import type { StripeConfig } from '../config/env';
import { AppError, badRequest, unavailable } from '../lib/errors';
import type { Logger } from '../lib/logger';

/** What Stripe is asked for the Scholar plan's price, so the page never shows one price and charges another. */
export interface ExpectedPrice {
  unitAmountCents: number;
  currency: 'usd';
  interval: 'month';
}

/** Stripe's own tolerance: a delivery signed more than 5 minutes before or after its receipt is refused. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The `t=` (signing time, Unix seconds) of a Stripe-Signature header, or null when it has none. */
function signatureTimestamp(header: string): number | null {
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2);
    if (key?.trim() === 't' && value !== undefined && /^\d{1,12}$/.test(value.trim())) return Number(value.trim());
  }
  return null;
}

/**
 * Arkad's calls to Stripe, through the official SDK (its host/port/protocol options point it at
 * another address in tests). Every failure of Stripe (unreachable, timed out, refused) becomes 503
 * UNAVAILABLE with a plain message; the details are logged.
 */
export function createBillingGateway({ config, logger }: { config: StripeConfig; logger: Logger }) {
  const stripe = new Stripe(config.secretKey, {
    timeout: config.timeoutMs,
    maxNetworkRetries: 1,
    telemetry: false,
    appInfo: { name: 'Arkad' },
    ...(config.api ?? {}),
  });
  const couponIds = new Map<string, string>();
  let priceChecked = false;

  async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw stripeFailure(what, error);
    }
  }

  function stripeFailure(what: string, error: unknown): AppError {
    if (error instanceof AppError) return error;
    const stripeError = error instanceof Stripe.errors.StripeError ? error : undefined;
    logger.error(
      {
        stripe: {
          call: what,
          type: stripeError?.type,
          code: stripeError?.code,
          statusCode: stripeError?.statusCode,
          requestId: stripeError?.requestId,
          message: error instanceof Error ? error.message : String(error),
        },
      },
      'Stripe call failed',
    );
    return unavailable(subscriptionMessages.unavailable);
  }

  const isMissing = (error: unknown) =>
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    (error.statusCode === 404 || error.code === 'resource_missing');

  return {
    /** Refuses (503 'Billing is not configured') when the configured price is not the plan's price. */
    async checkScholarPrice(expected: ExpectedPrice): Promise<void> {
      if (priceChecked) return;
      const price = await call('prices.retrieve', () => stripe.prices.retrieve(config.scholarPriceId));
      const matches =
        price.active &&
        price.unit_amount === expected.unitAmountCents &&
        price.currency === expected.currency &&
        price.recurring?.interval === expected.interval &&
        (price.recurring.interval_count ?? 1) === 1;
      if (!matches) {
        logger.error(
          {
            stripe: {
              price: config.scholarPriceId,
              active: price.active,
              unitAmount: price.unit_amount,
              currency: price.currency,
              interval: price.recurring?.interval ?? null,
            },
            expected,
          },
          'STRIPE_PRICE_SCHOLAR is not the Scholar plan price: checkout refused',
        );
        throw new AppError('UNAVAILABLE', subscriptionMessages.notConfigured);
      }
      priceChecked = true;
    },

    /** One Stripe customer per learner: the idempotency key makes a repeated create return the same one. */
    async createCustomer(input: { userId: number; email: string; name: string }): Promise<string> {
      const customer = await call('customers.create', () =>
        stripe.customers.create(
          { email: input.email, name: input.name, metadata: { userId: String(input.userId) } },
          { idempotencyKey: `arkad-customer-${input.userId}` },
        ),
      );
      return customer.id;
    },

    /** The early-adopter coupon for this discount (id fixed by percent and months), created when missing. */
    async earlyAdopterCoupon(percentOff: number, months: number): Promise<string> {
      const id = `arkad-early-adopter-${percentOff}-off-${months}m`;
      const known = couponIds.get(id);
      if (known) return known;
      const found = await call('coupons.retrieve', async () => {
        try {
          return await stripe.coupons.retrieve(id);
        } catch (error) {
          if (isMissing(error)) return null;
          throw error;
        }
      });
      if (!found) {
        await call('coupons.create', async () => {
          try {
            await stripe.coupons.create({
              id,
              percent_off: percentOff,
              duration: 'repeating',
              duration_in_months: months,
              name: `Early adopter: ${percentOff}% off for ${pluralize(months, 'month')}`,
            });
          } catch (error) {
            // Another request created it meanwhile.
            if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_already_exists') {
              return;
            }
            throw error;
          }
        });
      }
      couponIds.set(id, id);
      return id;
    },

    async createCheckoutSession(input: {
      customerId: string;
      userId: number;
      couponId: string | undefined;
      successUrl: string;
      cancelUrl: string;
    }): Promise<string> {
      const metadata = { userId: String(input.userId) };
      const session = await call('checkout.sessions.create', () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: input.customerId,
          client_reference_id: String(input.userId),
          line_items: [{ price: config.scholarPriceId, quantity: 1 }],
          ...(input.couponId ? { discounts: [{ coupon: input.couponId }] } : {}),
          metadata,
          subscription_data: { metadata },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        }),
      );
      if (!session.url) throw stripeFailure('checkout.sessions.create', new Error('The session has no url'));
      return session.url;
    },

    async createPortalSession(input: { customerId: string; returnUrl: string }): Promise<string> {
      const session = await call('billingPortal.sessions.create', () =>
        stripe.billingPortal.sessions.create({ customer: input.customerId, return_url: input.returnUrl }),
      );
      return session.url;
    },

    /** The subscription as Stripe has it now (a plain object; parsed by the caller). */
    async retrieveSubscription(id: string): Promise<unknown> {
      return call('subscriptions.retrieve', () => stripe.subscriptions.retrieve(id));
    },

    /** Payments (charges) made since `since`, newest first, at most 100. */
    async listChargesSince(since: Date): Promise<unknown[]> {
      const page = await call('charges.list', () =>
        stripe.charges.list({ created: { gte: Math.floor(since.getTime() / 1000) }, limit: 100 }),
      );
      return page.data;
    },

    /** One payment as Stripe has it now; null when Stripe has no such charge. */
    async retrieveCharge(id: string): Promise<unknown> {
      return call('charges.retrieve', async () => {
        try {
          return await stripe.charges.retrieve(id);
        } catch (error) {
          if (isMissing(error)) return null;
          throw error;
        }
      });
    },

    /** Refunds a whole payment; the idempotency key makes a repeated refund return the first one. */
    async refundCharge(chargeId: string): Promise<{ id: string }> {
      const refund = await call('refunds.create', () =>
        stripe.refunds.create(
          { charge: chargeId, reason: 'requested_by_customer' },
          { idempotencyKey: `arkad-refund-${chargeId}` },
        ),
      );
      return { id: refund.id };
    },

    /**
     * Lets a subscription run to the end of the period paid for, then end (no renewal): before an
     * account is deleted. One Stripe no longer has is left as it is.
     */
    async cancelAtPeriodEnd(id: string): Promise<void> {
      await call('subscriptions.update', async () => {
        try {
          await stripe.subscriptions.update(id, { cancel_at_period_end: true });
        } catch (error) {
          if (isMissing(error)) return;
          throw error;
        }
      });
    },

    /** Ends a subscription now (no further renewals); one Stripe has already ended is left as it is. */
    async cancelSubscription(id: string): Promise<void> {
      await call('subscriptions.cancel', async () => {
        try {
          await stripe.subscriptions.cancel(id);
        } catch (error) {
          if (isMissing(error)) return;
          throw error;
        }
      });
    },

    /**
     * The event in a webhook request, after checking its Stripe-Signature against the raw body and
     * the endpoint secret (and that it was signed at most 5 minutes before or after `receivedAtMs`);
     * 400 otherwise.
     */
    verifyEvent(rawBody: Buffer, signature: string | undefined, receivedAtMs: number): unknown {
      if (!signature) throw badRequest(subscriptionMessages.missingSignature);
      // The SDK refuses a signature older than the tolerance but takes one dated in the future (a
      // signed delivery dated ahead could be replayed until then): the gap is checked both ways.
      const signedAt = signatureTimestamp(signature);
      if (signedAt === null || Math.abs(receivedAtMs / 1000 - signedAt) > WEBHOOK_TOLERANCE_SECONDS) {
        throw badRequest(subscriptionMessages.badSignature);
      }
      try {
        return stripe.webhooks.constructEvent(
          rawBody,
          signature,
          config.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          receivedAtMs,
        );
      } catch {
        // A signature that does not match (or is too old), or a signed body that is not JSON.
        throw badRequest(subscriptionMessages.badSignature);
      }
    },
  };
}

export type BillingGateway = ReturnType<typeof createBillingGateway>;
