import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { subscriptionMessages } from '@shared/schemas/subscription';
import type { Database } from '../db/client';
import { earlyAdopters, refunds, stripeEvents, subscriptions, users } from '../db/schema';
import { AppError } from '../lib/errors';
import type { Logger } from '../lib/logger';
import type { BillingGateway } from './billing-gateway';
import { RENEWAL_GRACE_MS } from './billing-plans';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The parts of Stripe's objects Arkad reads, parsed rather than trusted: a verified event still
 * comes from outside. Expandable fields arrive as an id or as the object.
 */
const stripeId = z.string().min(1).max(255);
const expandable = z.union([stripeId, z.object({ id: stripeId })]).transform((v) => (typeof v === 'string' ? v : v.id));
const epochSeconds = z.number().int().nonnegative();
const metadataSchema = z.record(z.string(), z.string()).nullish();

const subscriptionObjectSchema = z.object({
  id: stripeId,
  customer: expandable,
  status: z.string().min(1).max(40),
  cancel_at_period_end: z.boolean().nullish(),
  cancel_at: epochSeconds.nullish(),
  // Older API versions keep the period on the subscription; newer ones on each item.
  current_period_start: epochSeconds.nullish(),
  current_period_end: epochSeconds.nullish(),
  items: z
    .object({
      data: z.array(
        z.object({
          price: z.object({ id: stripeId }).nullish(),
          current_period_start: epochSeconds.nullish(),
          current_period_end: epochSeconds.nullish(),
        }),
      ),
    })
    .nullish(),
  discounts: z.array(z.unknown()).nullish(),
  discount: z.unknown().nullish(),
  metadata: metadataSchema,
});
export type StripeSubscriptionObject = z.input<typeof subscriptionObjectSchema>;

const checkoutSessionObjectSchema = z.object({
  id: stripeId,
  customer: expandable.nullish(),
  subscription: expandable.nullish(),
  client_reference_id: z.string().nullish(),
  metadata: metadataSchema,
});

const invoiceObjectSchema = z.object({
  customer: expandable.nullish(),
  subscription: expandable.nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: expandable }).nullish() }).nullish(),
});

/** A payment (charge), as charges.list, charges.retrieve and the charge.refunded event carry it. */
export const chargeObjectSchema = z.object({
  id: stripeId,
  customer: expandable.nullish(),
  amount: z.number().int().nonnegative(),
  amount_refunded: z.number().int().nonnegative().nullish(),
  currency: z.string().min(1).max(10),
  created: epochSeconds,
  status: z.string().min(1).max(40),
  paid: z.boolean().nullish(),
  refunded: z.boolean().nullish(),
  refunds: z.object({ data: z.array(z.object({ id: stripeId })) }).nullish(),
});
export type ChargeObject = z.output<typeof chargeObjectSchema>;

/** A refund to record: the payment and who made it (the admin through Arkad, or Stripe's dashboard). */
export interface RefundRecord {
  charge: ChargeObject;
  refundId: string | null;
  source: 'admin' | 'webhook';
}

const eventSchema = z.object({
  id: stripeId,
  type: z.string().min(1).max(100),
  created: epochSeconds,
  data: z.object({ object: z.unknown() }),
});
export type BillingEvent = z.input<typeof eventSchema>;

/** Statuses of a subscription that still belongs to the learner (paid or waiting for payment). */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due', 'unpaid', 'paused']);
/** Statuses Stripe never leaves. */
const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);

interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  status: string;
  priceId: string | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When it is set to end (cancel_at), if it is. */
  cancelAt: Date | null;
  discounted: boolean;
  userIdHint: number | null;
}

const fromEpoch = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000);

function userIdFrom(...candidates: Array<string | null | undefined>): number | null {
  for (const candidate of candidates) {
    if (candidate && /^[1-9]\d{0,9}$/.test(candidate)) {
      const id = Number(candidate);
      if (id <= 2_147_483_647) return id;
    }
  }
  return null;
}

function snapshotOf(object: z.output<typeof subscriptionObjectSchema>): SubscriptionSnapshot {
  const item = object.items?.data[0];
  return {
    id: object.id,
    customerId: object.customer,
    status: object.status,
    priceId: item?.price?.id ?? null,
    currentPeriodStart: fromEpoch(item?.current_period_start ?? object.current_period_start),
    currentPeriodEnd: fromEpoch(item?.current_period_end ?? object.current_period_end),
    cancelAtPeriodEnd: Boolean(object.cancel_at_period_end) || Boolean(object.cancel_at),
    cancelAt: fromEpoch(object.cancel_at),
    discounted: (object.discounts?.length ?? 0) > 0 || Boolean(object.discount),
    userIdHint: userIdFrom(object.metadata?.userId),
  };
}

/**
 * Until when a subscription gives access: a renewing one to its period's end plus a grace for a
 * late renewal; a cancelling one to its end exactly.
 */
function accessEnd(snapshot: SubscriptionSnapshot): Date | null {
  if (!snapshot.currentPeriodEnd) return snapshot.cancelAt;
  if (snapshot.cancelAtPeriodEnd) {
    return snapshot.cancelAt && snapshot.cancelAt < snapshot.currentPeriodEnd
      ? snapshot.cancelAt
      : snapshot.currentPeriodEnd;
  }
  return new Date(snapshot.currentPeriodEnd.getTime() + RENEWAL_GRACE_MS);
}

export interface SubscriptionEventsDeps {
  db: Database;
  logger: Logger;
  now: () => Date;
  /** Stripe, when billing through it; null in the local test mode (the events carry everything). */
  gateway: BillingGateway | null;
}

/**
 * Applies Stripe's events to `subscriptions` and to the learner's tier, status and expiry (what the
 * access check reads). Used by the webhook and, in the local test mode, by the test checkout, so
 * both take the same path. Each event id is applied once: a replay changes nothing.
 */
export function createSubscriptionEvents({ db, logger, now, gateway }: SubscriptionEventsDeps) {
  /** The learner a Stripe customer belongs to (linking the customer when only the metadata names them). */
  async function ownerOf(tx: Tx, customerId: string, userIdHint: number | null): Promise<number | null> {
    const [byCustomer] = await tx.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId));
    if (byCustomer) return byCustomer.id;
    if (userIdHint === null) return null;
    const [linked] = await tx
      .update(users)
      .set({ stripeCustomerId: customerId })
      .where(and(eq(users.id, userIdHint), isNull(users.stripeCustomerId)))
      .returning({ id: users.id });
    return linked?.id ?? null;
  }

  async function applySubscription(tx: Tx, snapshot: SubscriptionSnapshot, eventAt: Date): Promise<void> {
    const userId = await ownerOf(tx, snapshot.customerId, snapshot.userIdHint);
    if (userId === null) {
      logger.warn({ stripe: { subscription: snapshot.id } }, 'Stripe subscription for an unknown customer: ignored');
      return;
    }
    const [stored] = await tx.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, snapshot.id));
    if (stored) {
      // An event older than the one applied last arrived late; an ended subscription stays ended.
      if (stored.lastEventAt && stored.lastEventAt > eventAt) return;
      if (ENDED_STATUSES.has(stored.status) && !ENDED_STATUSES.has(snapshot.status)) return;
    }
    const values = {
      userId,
      stripeCustomerId: snapshot.customerId,
      status: snapshot.status,
      tier: 'scholar',
      priceId: snapshot.priceId,
      currentPeriodStart: snapshot.currentPeriodStart,
      currentPeriodEnd: snapshot.currentPeriodEnd,
      cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
      lastEventAt: eventAt,
      updatedAt: now(),
    };
    await tx
      .insert(subscriptions)
      .values({ stripeSubscriptionId: snapshot.id, ...values })
      .onConflictDoUpdate({ target: subscriptions.stripeSubscriptionId, set: values });

    const [user] = await tx
      .select({ stripeSubscriptionId: users.stripeSubscriptionId })
      .from(users)
      .where(eq(users.id, userId));
    const isCurrent = user?.stripeSubscriptionId === snapshot.id;
    if (LIVE_STATUSES.has(snapshot.status)) {
      await tx
        .update(users)
        .set({
          subscriptionTier: 'scholar',
          subscriptionStatus: snapshot.status,
          stripeSubscriptionId: snapshot.id,
          subscriptionExpiresAt: accessEnd(snapshot),
        })
        .where(eq(users.id, userId));
      if (snapshot.status === 'active' && snapshot.discounted) {
        await tx
          .update(earlyAdopters)
          .set({ redeemedAt: snapshot.currentPeriodStart ?? now() })
          .where(and(eq(earlyAdopters.userId, userId), isNull(earlyAdopters.redeemedAt)));
      }
    } else if (ENDED_STATUSES.has(snapshot.status) && isCurrent) {
      // Back to the free plan.
      await tx
        .update(users)
        .set({
          subscriptionTier: 'free',
          subscriptionStatus: 'active',
          stripeSubscriptionId: null,
          subscriptionExpiresAt: null,
        })
        .where(eq(users.id, userId));
    }
    // 'incomplete' (waiting for a first payment) changes nothing for the learner yet.
  }

  /** A renewal payment failed: the subscription is past due until a payment succeeds. */
  async function markPastDue(tx: Tx, subscriptionId: string, eventAt: Date): Promise<void> {
    const [stored] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, subscriptionId));
    if (!stored) {
      logger.warn({ stripe: { subscription: subscriptionId } }, 'payment failed for an unknown subscription: ignored');
      return;
    }
    if ((stored.lastEventAt && stored.lastEventAt > eventAt) || !LIVE_STATUSES.has(stored.status)) return;
    await tx
      .update(subscriptions)
      .set({ status: 'past_due', lastEventAt: eventAt, updatedAt: now() })
      .where(eq(subscriptions.id, stored.id));
    await tx
      .update(users)
      .set({ subscriptionStatus: 'past_due' })
      .where(and(eq(users.id, stored.userId), eq(users.stripeSubscriptionId, subscriptionId)));
  }

  /**
   * Records a refunded payment once (the charge id is unique) and, the first time, ends the paid
   * access of the learner it belongs to: back to Free at once, the current subscription marked
   * canceled so no late event makes it live again. A second record of the same charge (the
   * webhook after the admin's refund, or a repeated webhook) changes nothing.
   */
  async function recordRefund(tx: Tx, refund: RefundRecord): Promise<{ recorded: boolean; userId: number | null }> {
    const { charge } = refund;
    const [owner] = charge.customer
      ? await tx
          .select({ id: users.id, stripeSubscriptionId: users.stripeSubscriptionId })
          .from(users)
          .where(eq(users.stripeCustomerId, charge.customer))
      : [];
    const inserted = await tx
      .insert(refunds)
      .values({
        stripeChargeId: charge.id,
        stripeRefundId: refund.refundId ?? charge.refunds?.data[0]?.id ?? null,
        userId: owner?.id ?? null,
        amountCents: charge.amount,
        currency: charge.currency,
        paidAt: new Date(charge.created * 1000),
        source: refund.source,
        refundedAt: now(),
      })
      .onConflictDoNothing()
      .returning({ id: refunds.id });
    if (inserted.length === 0 || !owner) return { recorded: inserted.length > 0, userId: owner?.id ?? null };
    if (owner.stripeSubscriptionId) {
      await tx
        .update(subscriptions)
        .set({ status: 'canceled', cancelAtPeriodEnd: false, updatedAt: now() })
        .where(eq(subscriptions.stripeSubscriptionId, owner.stripeSubscriptionId));
    }
    await tx
      .update(users)
      .set({
        subscriptionTier: 'free',
        subscriptionStatus: 'active',
        stripeSubscriptionId: null,
        subscriptionExpiresAt: null,
      })
      .where(eq(users.id, owner.id));
    return { recorded: true, userId: owner.id };
  }

  /** A completed checkout: the customer's owner, and the subscription as Stripe has it now. */
  async function planCheckout(object: unknown): Promise<((tx: Tx, at: Date) => Promise<void>) | null> {
    const parsed = checkoutSessionObjectSchema.safeParse(object);
    if (!parsed.success) return null;
    const session = parsed.data;
    const userIdHint = userIdFrom(session.client_reference_id, session.metadata?.userId);
    // Through Stripe: ask for the subscription as it is now, so the learner is Scholar even if
    // the subscription's own events are late or lost. Locally its created event carries it.
    const current =
      gateway && session.subscription
        ? subscriptionObjectSchema.safeParse(await gateway.retrieveSubscription(session.subscription))
        : null;
    return async (tx, at) => {
      if (session.customer) await ownerOf(tx, session.customer, userIdHint);
      if (current?.success) {
        await applySubscription(tx, { ...snapshotOf(current.data), userIdHint }, at);
      }
    };
  }

  /** What an event asks for, worked out before the transaction (Stripe is asked outside it). */
  async function planFor(event: z.output<typeof eventSchema>): Promise<((tx: Tx, at: Date) => Promise<void>) | null> {
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const parsed = subscriptionObjectSchema.safeParse(event.data.object);
        if (!parsed.success) return null;
        const snapshot = snapshotOf(parsed.data);
        return (tx, at) => applySubscription(tx, snapshot, at);
      }
      case 'checkout.session.completed':
        return planCheckout(event.data.object);
      case 'invoice.payment_failed': {
        const parsed = invoiceObjectSchema.safeParse(event.data.object);
        if (!parsed.success) return null;
        const subscriptionId = parsed.data.parent?.subscription_details?.subscription ?? parsed.data.subscription;
        if (!subscriptionId) return async () => undefined;
        return (tx, at) => markPastDue(tx, subscriptionId, at);
      }
      case 'charge.refunded': {
        const parsed = chargeObjectSchema.safeParse(event.data.object);
        if (!parsed.success) return null;
        // Only a whole refund ends the access; a partial one is Stripe's business alone.
        if (!parsed.data.refunded) return async () => undefined;
        const charge = parsed.data;
        return async (tx) => {
          await recordRefund(tx, { charge, refundId: null, source: 'webhook' });
        };
      }
      default:
        return async () => undefined;
    }
  }

  /** Applies one event once; `duplicate` when its id was applied before. */
  async function handleEvent(raw: unknown): Promise<{ duplicate: boolean }> {
    const parsedEvent = eventSchema.safeParse(raw);
    if (!parsedEvent.success) {
      logger.warn('Stripe event without an id, type or time: ignored');
      return { duplicate: false };
    }
    const event = parsedEvent.data;
    const [seen] = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id));
    if (seen) return { duplicate: true };
    const apply = await planFor(event);
    if (!apply)
      logger.warn({ stripe: { event: event.id, type: event.type } }, 'Stripe event object not understood: ignored');
    const eventAt = new Date(event.created * 1000);
    return db.transaction(async (tx) => {
      // The event id is claimed in the same transaction as its effect: a concurrent delivery of
      // the same event waits here and then finds it taken; a failed effect frees it for Stripe's retry.
      const claimed = await tx
        .insert(stripeEvents)
        .values({ id: event.id, type: event.type, eventCreatedAt: eventAt, processedAt: now() })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      if (claimed.length === 0) return { duplicate: true };
      if (apply) await apply(tx, eventAt);
      return { duplicate: false };
    });
  }

  return {
    handleEvent,

    /** Records a refund made through Arkad (see recordRefund), in its own transaction. */
    recordRefund: (refund: RefundRecord) => db.transaction((tx) => recordRefund(tx, refund)),

    /**
     * A webhook delivery: verified against STRIPE_WEBHOOK_SECRET on the raw body (400 otherwise),
     * then applied once. 503 when this server does not bill through Stripe.
     */
    async receive(rawBody: Buffer, signature: string | undefined): Promise<{ duplicate: boolean }> {
      if (!gateway) throw new AppError('UNAVAILABLE', subscriptionMessages.notConfigured);
      return handleEvent(gateway.verifyEvent(rawBody, signature, now().getTime()));
    },
  };
}

export type SubscriptionEvents = ReturnType<typeof createSubscriptionEvents>;
