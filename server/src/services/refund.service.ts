import { inArray } from 'drizzle-orm';
import { REFUND_ADMIN_DAYS, refundMessages, type PaymentList, type RefundReceipt } from '@shared/schemas/refunds';
import { subscriptionMessages } from '@shared/schemas/subscription';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { AppError, conflict, notFound } from '../lib/errors';
import type { Logger } from '../lib/logger';
import type { BillingGateway } from './billing-gateway';
import { chargeObjectSchema, type ChargeObject, type SubscriptionEvents } from './subscription-events';

// The guarantee's 30 days and the time for our reply: a request made in time is honoured (N6).
const WINDOW_MS = REFUND_ADMIN_DAYS * 24 * 60 * 60 * 1000;

export interface RefundServiceDeps {
  db: Database;
  logger: Logger;
  now: () => Date;
  /** Stripe, when billing through it; null: there is nothing to refund here (503). */
  gateway: BillingGateway | null;
  events: SubscriptionEvents;
}

/**
 * The 30-day money-back guarantee (the Terms' Refunds clause): the admin lists the last 40 days'
 * payments (30, and 10 for our reply) and refunds one in full through Stripe, which cancels the learner's subscription and
 * ends their paid access at once (decision 035).
 */
export function createRefundService({ db, logger, now, gateway, events }: RefundServiceDeps) {
  function stripe(): BillingGateway {
    if (!gateway) throw new AppError('UNAVAILABLE', subscriptionMessages.notConfigured);
    return gateway;
  }

  const isRefunded = (charge: ChargeObject) =>
    Boolean(charge.refunded) || (charge.amount_refunded ?? 0) >= charge.amount;
  const withinWindow = (charge: ChargeObject, at: Date) => at.getTime() - charge.created * 1000 <= WINDOW_MS;
  const isPaid = (charge: ChargeObject) => charge.status === 'succeeded' && charge.paid !== false;

  return {
    async listPayments(): Promise<PaymentList> {
      // Without Stripe's keys this server takes no payments: nothing to list, and nothing wrong.
      if (!gateway) return { billing: 'off', payments: [] };
      const at = now();
      const raw = await stripe().listChargesSince(new Date(at.getTime() - WINDOW_MS));
      const charges = raw.flatMap((item) => {
        const parsed = chargeObjectSchema.safeParse(item);
        if (!parsed.success) logger.warn('A Stripe charge Arkad cannot read: left out of the list');
        return parsed.success ? [parsed.data] : [];
      });
      const customerIds = [...new Set(charges.flatMap((charge) => (charge.customer ? [charge.customer] : [])))];
      const owners =
        customerIds.length === 0
          ? []
          : await db
              .select({ id: users.id, email: users.email, customer: users.stripeCustomerId })
              .from(users)
              .where(inArray(users.stripeCustomerId, customerIds));
      const byCustomer = new Map(owners.map((owner) => [owner.customer, { id: owner.id, email: owner.email }]));
      return {
        billing: 'stripe',
        payments: charges
          .sort((a, b) => b.created - a.created)
          .map((charge) => {
            const refunded = isRefunded(charge);
            return {
              chargeId: charge.id,
              amountCents: charge.amount,
              currency: charge.currency,
              paidAt: new Date(charge.created * 1000).toISOString(),
              learner: (charge.customer && byCustomer.get(charge.customer)) || null,
              refunded,
              refundable: !refunded && isPaid(charge) && withinWindow(charge, at),
            };
          }),
      };
    },

    /**
     * Refunds one payment in full: 404 when Stripe has no such payment, 409 when it is not paid,
     * already refunded or older than 30 days. Stripe is asked first (its idempotency key makes a
     * repeat return the same refund), then the subscription is cancelled there, then the refund is
     * recorded once and the access ended.
     */
    async refund(chargeId: string): Promise<RefundReceipt> {
      const billing = stripe();
      const parsed = chargeObjectSchema.safeParse(await billing.retrieveCharge(chargeId));
      if (!parsed.success) throw notFound(refundMessages.notFound);
      const charge = parsed.data;
      if (isRefunded(charge)) throw conflict(refundMessages.alreadyRefunded);
      if (!isPaid(charge)) throw conflict(refundMessages.notPaid);
      if (!withinWindow(charge, now())) throw conflict(refundMessages.tooOld);
      const refund = await billing.refundCharge(charge.id);
      const [owner] = charge.customer
        ? await db
            .select({ stripeSubscriptionId: users.stripeSubscriptionId })
            .from(users)
            .where(inArray(users.stripeCustomerId, [charge.customer]))
        : [];
      if (owner?.stripeSubscriptionId) await billing.cancelSubscription(owner.stripeSubscriptionId);
      const recorded = await events.recordRefund({ charge, refundId: refund.id, source: 'admin' });
      return {
        chargeId: charge.id,
        refundId: refund.id,
        amountCents: charge.amount,
        accessEnded: recorded.userId !== null,
      };
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
