import { z } from 'zod';
import { subscriptionTierSchema } from './user';

/** The texts of the subscription screens and of the billing calls' failures, as the learner reads them. */
export const subscriptionMessages = {
  upgradeFailedTitle: 'Upgrade failed',
  upgradeFailedText: 'Unable to start checkout process',
  portalFailedTitle: 'Unable to open billing portal',
  portalFailedText: 'Please try again later',
  notConfigured: 'Billing is not configured',
  /** Beside a disabled Upgrade on a server that cannot bill (every screen that shows one). */
  upgradeUnavailable: 'Upgrading is not available on this server yet: it has no payment provider configured.',
  unavailable: 'Billing is temporarily unavailable. Please try again in a moment.',
  onlyScholar: 'Only the Scholar plan can be bought; Sage is coming soon',
  alreadySubscribed: 'You already have a Scholar subscription. Manage it from the billing portal.',
  noBillingAccount: 'There is no billing account to manage yet. Upgrade to Scholar first.',
  missingSignature: 'Missing Stripe-Signature header',
  badSignature: 'The Stripe-Signature header does not match the request body',
  localTestOnly: 'The local test checkout exists only in development without Stripe keys',
  noLocalSubscription: 'There is no test subscription to change. Complete a test checkout first.',
} as const;

/**
 * How this server bills: through Stripe; a local test checkout (development and test without
 * Stripe keys); or not at all (production without Stripe keys: checkout answers 503).
 */
export const billingModes = ['stripe', 'local_test', 'unconfigured'] as const;
export const billingModeSchema = z.enum(billingModes);
export type BillingMode = z.infer<typeof billingModeSchema>;

const count = z.number().int().nonnegative();

/** GET /api/subscription/status: the learner's plan, this month's uses and the billing state. */
export const subscriptionStatusSchema = z.object({
  tier: subscriptionTierSchema,
  /** The stored status as it is: active, past_due, unpaid, ... */
  status: z.string(),
  /** What the status badge says: active, cancelling, expired, or the status as it is. */
  state: z.string(),
  /** Unlimited access now (the shared access check). */
  premium: z.boolean(),
  /** DCA calculations counted this month (usage_tracking). */
  dcaCalculatorUsage: count,
  /** Strategy comparisons counted this month (usage_tracking). */
  strategyComparisons: count,
  /** When this month's counts start again (ISO time: the first of next month, UTC). */
  monthlyUsageReset: z.string(),
  /** This month's allowances; null when unlimited. */
  limits: z.object({ dcaCalculator: count.nullable(), strategyComparisons: count.nullable() }),
  /** When paid access ends unless renewed (ISO time); null on the free plan. */
  expiresAt: z.string().nullable(),
  /** The end of the current billing period (ISO time); null without a subscription. */
  currentPeriodEnd: z.string().nullable(),
  /** The subscription ends at the period's end rather than renewing. */
  cancelAtPeriodEnd: z.boolean(),
  billing: billingModeSchema,
  /** A billing account exists to manage (Manage Billing works). */
  canManageBilling: z.boolean(),
  /** A Scholar checkout can start: on the free plan, or once paid access has ended (not while a payment is due). */
  canUpgrade: z.boolean(),
  /**
   * The beta's last day (YYYY-MM-DD, UTC) when the learner has Scholar through the beta and no paid
   * Scholar: the screens show the beta as their plan until then. Null otherwise.
   */
  betaAccessUntil: z.string().nullable(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** GET /api/subscription/early-adopter. Not an early adopter: eligible false, both numbers 0. */
export const earlyAdopterSchema = z.object({
  eligible: z.boolean(),
  discountPercent: z.number().int().min(0).max(100),
  monthsRemaining: count,
});
export type EarlyAdopter = z.infer<typeof earlyAdopterSchema>;

/** GET /api/subscription/plans: the prices this learner is offered, computed on the server. */
export const planOfferSchema = z.object({
  currency: z.literal('USD'),
  guarantee: z.string(),
  free: z.object({
    name: z.string(),
    priceCents: count,
    limits: z.object({ dcaCalculator: count, strategyComparisons: count }),
  }),
  scholar: z.object({
    name: z.string(),
    interval: z.literal('month'),
    listPriceCents: count,
    /** What this learner pays per month now (the list price less any early-adopter discount). */
    priceCents: count,
    discountPercent: z.number().int().min(0).max(100),
    /** For how many months the discounted price applies (0: no discount). */
    discountMonths: count,
  }),
  sage: z.object({ name: z.string(), interval: z.literal('month'), priceCents: count, comingSoon: z.literal(true) }),
});
export type PlanOffer = z.infer<typeof planOfferSchema>;

/** POST /api/subscription/track-usage. Any feature name is accepted; an unknown one gets reason unknown_feature. */
export const trackUsageSchema = z.object({
  feature: z
    .string({ error: 'feature is required' })
    .min(1, 'feature is required')
    .max(64, 'feature must be at most 64 characters'),
});
export type TrackUsageInput = z.infer<typeof trackUsageSchema>;

/** POST /api/subscription/create-checkout: the tier to buy (only scholar; the default). */
export const createCheckoutSchema = z.object({
  tier: z.literal('scholar', { error: subscriptionMessages.onlyScholar }).default('scholar'),
});
export type CreateCheckoutInput = z.input<typeof createCheckoutSchema>;

export const checkoutResponseSchema = z.object({
  /** Where the browser goes to pay: Stripe Checkout, or the local test checkout page. */
  checkoutUrl: z.string(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const portalResponseSchema = z.object({ portalUrl: z.string() });
export type PortalResponse = z.infer<typeof portalResponseSchema>;

export const webhookResponseSchema = z.object({
  received: z.literal(true),
  /** The event id was processed before: nothing was changed again. */
  duplicate: z.boolean(),
});

/**
 * POST /api/subscription/local-test: what the local test checkout and billing page can do; each
 * becomes the Stripe event it stands for and goes through the webhook's handler.
 */
export const localTestActions = [
  'complete_checkout',
  'cancel_at_period_end',
  'resume',
  'payment_failed',
  'end',
] as const;
export const localTestActionSchema = z.object({
  action: z.enum(localTestActions, { error: `action must be one of ${localTestActions.join(', ')}` }),
});
export type LocalTestAction = z.infer<typeof localTestActionSchema>['action'];
