import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  FREE_MONTHLY_LIMITS,
  featureAccess,
  hasPremiumAccess,
  isMeteredFeature,
  type LearnerSubject,
} from '@shared/domain/feature-access';
import { earlyAdopterMonthsRemaining, planOffer } from '@shared/domain/plans';
import { canStartCheckout, subscriptionState } from '@shared/domain/subscription';
import {
  subscriptionMessages,
  type CheckoutResponse,
  type EarlyAdopter,
  type LocalTestAction,
  type PlanOffer,
  type PortalResponse,
  type SubscriptionStatus,
} from '@shared/schemas/subscription';
import type { FeatureAccess } from '@shared/schemas/usage';
import { subscriptionTierSchema } from '@shared/schemas/user';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import { earlyAdopters, subscriptions, users, type SubscriptionRow, type UserRow } from '../db/schema';
import { AppError, conflict, notFound, unauthenticated } from '../lib/errors';
import type { BillingGateway } from './billing-gateway';
import { planPrices } from './billing-plans';
import type { BillingEvent, StripeSubscriptionObject, SubscriptionEvents } from './subscription-events';
import type { UsageService } from './usage.service';

export interface SubscriptionServiceDeps {
  db: Database;
  config: AppConfig;
  now: () => Date;
  usage: UsageService;
  /** Stripe, when billing through it (config.billing.mode 'stripe'). */
  gateway: BillingGateway | null;
  events: SubscriptionEvents;
}

/** The same day next month (UTC), or that month's last day: Jan 31 → Feb 28. */
function oneMonthLater(at: Date): Date {
  const next = new Date(at);
  const day = at.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/**
 * The Scholar plan: the learner's status and offer, Stripe Checkout and the billing portal, and
 * (development and test without Stripe keys) a local test checkout that feeds the webhook's own
 * event handler.
 */
export function createSubscriptionService({ db, config, now, usage, gateway, events }: SubscriptionServiceDeps) {
  const { billing } = config;

  async function userRow(userId: number): Promise<UserRow> {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    if (!row) throw unauthenticated();
    return row;
  }

  async function currentSubscription(row: UserRow): Promise<SubscriptionRow | null> {
    if (!row.stripeSubscriptionId) return null;
    const [sub] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, row.stripeSubscriptionId));
    return sub ?? null;
  }

  /** The learner's early-adopter seat, given as their account was made (./early-adopters.ts), if they have one. */
  async function earlyAdopter(userId: number): Promise<EarlyAdopter> {
    const [record] = await db.select().from(earlyAdopters).where(eq(earlyAdopters.userId, userId));
    if (!record) return { eligible: false, discountPercent: 0, monthsRemaining: 0 };
    return {
      eligible: true,
      discountPercent: record.discountPercent,
      monthsRemaining: earlyAdopterMonthsRemaining({
        months: record.monthsRemaining,
        redeemedAt: record.redeemedAt,
        now: now(),
      }),
    };
  }

  async function offerFor(userId: number): Promise<PlanOffer> {
    const discount = await earlyAdopter(userId);
    return planOffer(planPrices, discount.eligible ? discount : null);
  }

  /** Stripe's billing portal needs a Stripe customer; the local test mode, a subscription to manage. */
  function canManageBilling(row: UserRow, hasSubscription: boolean): boolean {
    return billing.mode === 'stripe' ? row.stripeCustomerId !== null : billing.mode === 'local_test' && hasSubscription;
  }

  async function status(userId: number): Promise<SubscriptionStatus> {
    const row = await userRow(userId);
    const at = now();
    const subject: LearnerSubject = {
      id: row.id,
      subscriptionTier: row.subscriptionTier,
      subscriptionStatus: row.subscriptionStatus,
      subscriptionExpiresAt: row.subscriptionExpiresAt,
    };
    const premium = hasPremiumAccess(subject, { now: at, beta: config.beta });
    // Scholar through the beta alone: without the beta there would be no premium access.
    const betaOnly = premium && !hasPremiumAccess(subject, { now: at, beta: null });
    const [sub, access] = await Promise.all([currentSubscription(row), usage.accessAll(subject)]);
    const used = (feature: string) => access.find((answer) => answer.feature === feature)?.used ?? 0;
    const cancelAtPeriodEnd = sub?.cancelAtPeriodEnd ?? false;
    return {
      tier: subscriptionTierSchema.catch('free').parse(row.subscriptionTier),
      status: row.subscriptionStatus,
      state: subscriptionState({ subject, cancelAtPeriodEnd, now: at }),
      premium,
      dcaCalculatorUsage: used('dca_calculator'),
      strategyComparisons: used('strategy_comparison'),
      monthlyUsageReset:
        access[0]?.resetsAt ?? featureAccess({ subject, feature: 'dca_calculator', used: 0, now: at }).resetsAt,
      limits: premium
        ? { dcaCalculator: null, strategyComparisons: null }
        : {
            dcaCalculator: FREE_MONTHLY_LIMITS.dca_calculator,
            strategyComparisons: FREE_MONTHLY_LIMITS.strategy_comparison,
          },
      expiresAt: row.subscriptionTier === 'free' ? null : (row.subscriptionExpiresAt?.toISOString() ?? null),
      currentPeriodEnd: sub?.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd,
      billing: billing.mode,
      canManageBilling: canManageBilling(row, sub !== null),
      canUpgrade: canStartCheckout(subject, at),
      betaAccessUntil: betaOnly ? config.beta.betaEndDate : null,
    };
  }

  function refuseWithoutBilling(): void {
    if (billing.mode === 'unconfigured') throw new AppError('UNAVAILABLE', subscriptionMessages.notConfigured);
  }

  /** The learner's Stripe customer, created once (the gateway's idempotency key covers a race). */
  async function customerFor(row: UserRow, stripe: BillingGateway): Promise<string> {
    if (row.stripeCustomerId) return row.stripeCustomerId;
    const created = await stripe.createCustomer({
      userId: row.id,
      email: row.email,
      name: `${row.firstName} ${row.lastName}`,
    });
    await db.update(users).set({ stripeCustomerId: created }).where(eq(users.id, row.id));
    return created;
  }

  /** Stands in for Stripe in the local test mode: the event Stripe would send, through the same handler. */
  async function sendLocalEvent(type: string, object: unknown): Promise<void> {
    const event: BillingEvent = {
      id: `evt_local_${randomUUID()}`,
      type,
      created: Math.floor(now().getTime() / 1000),
      data: { object },
    };
    await events.handleEvent(event);
  }

  function localSubscriptionObject(sub: SubscriptionRow, userId: number): StripeSubscriptionObject {
    const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);
    return {
      id: sub.stripeSubscriptionId,
      customer: sub.stripeCustomerId,
      status: sub.status,
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      items: {
        data: [
          {
            price: { id: sub.priceId ?? 'price_local_scholar' },
            current_period_start: seconds(sub.currentPeriodStart),
            current_period_end: seconds(sub.currentPeriodEnd),
          },
        ],
      },
      metadata: { userId: String(userId) },
    };
  }

  /** The learner's row, or 409 while a paid subscription stands (active, or waiting for a payment). */
  async function learnerFreeToSubscribe(userId: number): Promise<UserRow> {
    const row = await userRow(userId);
    if (!canStartCheckout(row, now())) throw conflict(subscriptionMessages.alreadySubscribed);
    return row;
  }

  async function completeLocalCheckout(userId: number): Promise<void> {
    const row = await learnerFreeToSubscribe(userId);
    const discount = await earlyAdopter(userId);
    const customer = row.stripeCustomerId ?? `cus_local_${userId}`;
    const start = now();
    const subscription: StripeSubscriptionObject = {
      id: `sub_local_${randomUUID()}`,
      customer,
      status: 'active',
      cancel_at_period_end: false,
      items: {
        data: [
          {
            price: { id: 'price_local_scholar' },
            current_period_start: Math.floor(start.getTime() / 1000),
            current_period_end: Math.floor(oneMonthLater(start).getTime() / 1000),
          },
        ],
      },
      discounts: discount.monthsRemaining > 0 ? ['local_early_adopter'] : [],
      metadata: { userId: String(userId) },
    };
    await sendLocalEvent('customer.subscription.created', subscription);
    await sendLocalEvent('checkout.session.completed', {
      id: `cs_local_${randomUUID()}`,
      customer,
      subscription: subscription.id,
      client_reference_id: String(userId),
      metadata: { userId: String(userId) },
    });
  }

  /** Stripe statuses after which a subscription never renews. */
  const endedStatuses = new Set(['canceled', 'incomplete_expired']);

  return {
    status: (user: { id: number }) => status(user.id),

    /**
     * Before an account is deleted: a Stripe subscription that would renew is set to end with the
     * period already paid for (503 when Stripe cannot be reached, and then nothing is deleted).
     */
    async stopRenewal(userId: number): Promise<void> {
      const row = await userRow(userId);
      if (!gateway || !row.stripeSubscriptionId) return;
      const sub = await currentSubscription(row);
      if (sub && (sub.cancelAtPeriodEnd || endedStatuses.has(sub.status))) return;
      await gateway.cancelAtPeriodEnd(row.stripeSubscriptionId);
    },

    earlyAdopter: (user: { id: number }) => earlyAdopter(user.id),

    plans: (user: { id: number }) => offerFor(user.id),

    /**
     * Counts one use of a metered feature (402 once this month's allowance is used). Any other
     * feature name counts nothing and answers reason unknown_feature.
     */
    async trackUsage(user: LearnerSubject, feature: string): Promise<FeatureAccess> {
      if (!isMeteredFeature(feature)) return featureAccess({ subject: user, feature, used: 0, now: now() });
      return usage.recordUse(user, feature);
    },

    /** Where to pay for Scholar: a Stripe Checkout page, or the local test checkout. */
    async createCheckout(user: { id: number }): Promise<CheckoutResponse> {
      refuseWithoutBilling();
      const row = await learnerFreeToSubscribe(user.id);
      const discount = await earlyAdopter(user.id);
      if (!gateway) return { checkoutUrl: '/subscription/test-checkout' };
      await gateway.checkScholarPrice({
        unitAmountCents: planPrices.scholarListPriceCents,
        currency: 'usd',
        interval: 'month',
      });
      const customerId = await customerFor(row, gateway);
      const couponId =
        discount.monthsRemaining > 0
          ? await gateway.earlyAdopterCoupon(discount.discountPercent, discount.monthsRemaining)
          : undefined;
      const checkoutUrl = await gateway.createCheckoutSession({
        customerId,
        userId: row.id,
        couponId,
        successUrl: `${config.appUrl}/subscription?checkout=success`,
        cancelUrl: `${config.appUrl}/subscription?checkout=cancelled`,
      });
      return { checkoutUrl };
    },

    /** Where to manage billing: the Stripe Billing Portal, or the local test billing page. */
    async manage(user: { id: number }): Promise<PortalResponse> {
      refuseWithoutBilling();
      const row = await userRow(user.id);
      if (!gateway) {
        if (!(await currentSubscription(row))) throw conflict(subscriptionMessages.noBillingAccount);
        return { portalUrl: '/subscription/test-billing' };
      }
      if (!row.stripeCustomerId) throw conflict(subscriptionMessages.noBillingAccount);
      const portalUrl = await gateway.createPortalSession({
        customerId: row.stripeCustomerId,
        returnUrl: `${config.appUrl}/subscription`,
      });
      return { portalUrl };
    },

    /**
     * The local test checkout and billing page (development and test without Stripe keys only):
     * each action is sent as the Stripe event it stands for, through the webhook's handler.
     */
    async localTest(user: { id: number }, action: LocalTestAction): Promise<SubscriptionStatus> {
      if (billing.mode !== 'local_test') throw notFound(subscriptionMessages.localTestOnly);
      if (action === 'complete_checkout') {
        await completeLocalCheckout(user.id);
        return status(user.id);
      }
      const row = await userRow(user.id);
      const sub = await currentSubscription(row);
      if (!sub) throw conflict(subscriptionMessages.noLocalSubscription);
      const object = localSubscriptionObject(sub, user.id);
      if (action === 'cancel_at_period_end' || action === 'resume') {
        // Resume also stands for a payment that went through: the subscription is active again.
        await sendLocalEvent('customer.subscription.updated', {
          ...object,
          ...(action === 'resume' ? { status: 'active' } : {}),
          cancel_at_period_end: action === 'cancel_at_period_end',
        });
      } else if (action === 'payment_failed') {
        await sendLocalEvent('invoice.payment_failed', {
          customer: sub.stripeCustomerId,
          parent: { subscription_details: { subscription: sub.stripeSubscriptionId } },
        });
      } else {
        await sendLocalEvent('customer.subscription.deleted', { ...object, status: 'canceled' });
      }
      return status(user.id);
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
