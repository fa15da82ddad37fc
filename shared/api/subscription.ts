import {
  checkoutResponseSchema,
  createCheckoutSchema,
  earlyAdopterSchema,
  localTestActionSchema,
  planOfferSchema,
  portalResponseSchema,
  subscriptionStatusSchema,
  trackUsageSchema,
  webhookResponseSchema,
} from '../schemas/subscription';
import { featureAccessSchema } from '../schemas/usage';
import { defineOperation } from './operation';

const tag = 'Subscription';

const freeStatus = {
  tier: 'free',
  status: 'active',
  state: 'active',
  premium: false,
  dcaCalculatorUsage: 2,
  strategyComparisons: 0,
  monthlyUsageReset: '2026-12-01T00:00:00.000Z',
  limits: { dcaCalculator: 5, strategyComparisons: 3 },
  expiresAt: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  billing: 'stripe',
  canManageBilling: false,
  canUpgrade: true,
  betaAccessUntil: null,
} as const;

export const getSubscriptionStatus = defineOperation({
  method: 'get',
  path: '/api/subscription/status',
  tag,
  summary: "The learner's plan, this month's uses and the billing state",
  description:
    'Uses are read from usage_tracking; `state` is what the status badge says (active, cancelling, expired, or the status as it is).',
  access: 'signed-in',
  noStore: true,
  success: { status: 200, description: 'The subscription status', schema: subscriptionStatusSchema },
  errors: ['UNAUTHENTICATED'],
  example: { answer: freeStatus },
});

export const getEarlyAdopter = defineOperation({
  method: 'get',
  path: '/api/subscription/early-adopter',
  tag,
  summary: "The learner's early-adopter discount (0 and 0 when not an early adopter)",
  description:
    'The first EARLY_ADOPTER_SEATS accounts qualify; the discounted months count down from the first paid subscription.',
  access: 'signed-in',
  noStore: true,
  success: { status: 200, description: 'Discount percent and months remaining', schema: earlyAdopterSchema },
  errors: ['UNAUTHENTICATED'],
  example: { answer: { eligible: true, discountPercent: 40, monthsRemaining: 12 } },
});

export const getPlans = defineOperation({
  method: 'get',
  path: '/api/subscription/plans',
  tag,
  summary: 'The plans and the prices this learner is offered (computed from the server plan config)',
  access: 'signed-in',
  noStore: true,
  success: { status: 200, description: 'Free, Scholar and Sage with their prices', schema: planOfferSchema },
  errors: ['UNAUTHENTICATED'],
  example: {},
});

export const trackUsage = defineOperation({
  method: 'post',
  path: '/api/subscription/track-usage',
  tag,
  summary: 'Count one use of a metered feature',
  description:
    "Answers 402 once this month's free allowance is used up; Scholar is never counted. A feature that is not metered counts nothing and answers access false with reason unknown_feature.",
  access: 'signed-in',
  noStore: true,
  body: trackUsageSchema,
  success: { status: 200, description: 'The access answer after counting', schema: featureAccessSchema },
  errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'PAYMENT_REQUIRED'],
  example: { body: { feature: 'dca_calculator' } },
});

export const createCheckout = defineOperation({
  method: 'post',
  path: '/api/subscription/create-checkout',
  tag,
  summary: 'Start paying for Scholar: a Stripe Checkout session (or the local test checkout)',
  description:
    "The learner's Stripe customer is created once and reused; the early-adopter coupon is applied while discounted months remain. 409 for a learner who already has a subscription; 503 'Billing is not configured' in production without Stripe keys, or when Stripe cannot be reached.",
  access: 'signed-in',
  noStore: true,
  body: createCheckoutSchema,
  success: { status: 200, description: 'Where the browser goes to pay', schema: checkoutResponseSchema },
  errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'CONFLICT', 'RATE_LIMITED', 'UNAVAILABLE'],
  example: { body: { tier: 'scholar' }, answer: { checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_a1' } },
});

export const manageBilling = defineOperation({
  method: 'post',
  path: '/api/subscription/manage',
  tag,
  summary: 'Open the Stripe Billing Portal (or the local test billing page)',
  access: 'signed-in',
  noStore: true,
  success: { status: 200, description: 'Where the browser goes to manage billing', schema: portalResponseSchema },
  errors: ['UNAUTHENTICATED', 'CONFLICT', 'RATE_LIMITED', 'UNAVAILABLE'],
  example: { answer: { portalUrl: 'https://billing.stripe.com/p/session/test_a1' } },
});

export const runLocalTestAction = defineOperation({
  method: 'post',
  path: '/api/subscription/local-test',
  tag,
  summary:
    'Local test checkout and billing: send the Stripe event an action stands for (no Stripe keys, outside production)',
  description:
    'complete_checkout makes the learner Scholar; cancel_at_period_end, resume, payment_failed and end change the test subscription. Each goes through the webhook handler. 404 when billing goes through Stripe or in production.',
  access: 'signed-in',
  noStore: true,
  body: localTestActionSchema,
  success: { status: 200, description: 'The subscription status afterwards', schema: subscriptionStatusSchema },
  errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT'],
  example: { body: { action: 'complete_checkout' } },
});

export const stripeWebhook = defineOperation({
  method: 'post',
  path: '/api/stripe/webhook',
  tag,
  summary: "Stripe's event deliveries (signed with Stripe-Signature)",
  description:
    'The signature is checked against STRIPE_WEBHOOK_SECRET on the raw body (400 otherwise). Each event id is applied once; a replay answers duplicate true and changes nothing. Handles checkout.session.completed, customer.subscription.created/updated/deleted and invoice.payment_failed; other events are acknowledged. 503 when Stripe is not configured.',
  access: 'public',
  bodyFormat: 'raw',
  bodyLimit: '512kb',
  success: { status: 200, description: 'Acknowledged', schema: webhookResponseSchema },
  errors: ['VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE', 'UNAVAILABLE'],
  example: { answer: { received: true, duplicate: false } },
});
