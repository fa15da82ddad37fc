import { z } from 'zod';
import { errorStatusByCode, type ErrorCode } from '@shared/api-error';
import {
  changePasswordSchema,
  forgotPasswordResponseSchema,
  forgotPasswordSchema,
  loginSchema,
  messageResponseSchema,
  preferencesUpdateSchema,
  profileSchema,
  registerRequestSchema,
  resetPasswordSchema,
} from '@shared/schemas/auth';
import { analyticsBatchSchema, analyticsReceiptSchema, analyticsSummarySchema } from '@shared/schemas/analytics';
import {
  adminLoginSchema,
  adminSessionSchema,
  betaConfigSchema,
  betaFeedbackReceiptSchema,
  betaFeedbackSchema,
  feedbackListQuerySchema,
  feedbackListSchema,
  feedbackSummarySchema,
} from '@shared/schemas/beta';
import { dcaRequestSchema, dcaResultSchema } from '@shared/schemas/dca';
import {
  bitcoinPriceQuerySchema,
  bitcoinPriceSchema,
  priceProviderSchema,
  historicalQuerySchema,
  historicalResponseSchema,
} from '@shared/schemas/price';
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
} from '@shared/schemas/subscription';
import { createSavingsEntrySchema, goalSchema, savingsEntrySchema, treasurySchema } from '@shared/schemas/treasury';
import {
  featureAccessListSchema,
  featureAccessSchema,
  meteredFeatureSchema,
  recordUseSchema,
} from '@shared/schemas/usage';
import { authResponseSchema, userResponseSchema } from '@shared/schemas/user';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';

export interface ApiResponse {
  description: string;
  /** The JSON body; none for an empty answer (204) or a non-JSON one (`contentType`). */
  schema?: z.ZodType;
  contentType?: string;
}

/** One route of the API as developers see it: what it takes, what it answers, which errors it can give. */
export interface ApiOperation {
  method: HttpMethod;
  /** The Express path (`/api/usage/:feature`); the document writes parameters as `{feature}`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** Needs `Authorization: Bearer <token>`. */
  auth: boolean;
  /**
   * Needs the admin token (`Authorization: Bearer <admin token>` from /api/admin/login); with
   * 'token_or_password' the `x-admin-password` header is taken too.
   */
  admin?: 'token' | 'token_or_password';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  success: { status: number } & ApiResponse;
  errors: ErrorCode[];
}

/** The error shape every non-2xx answer uses. */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(Object.keys(errorStatusByCode) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    requestId: z.string().optional(),
  }),
});

const featureParams = z.object({ feature: meteredFeatureSchema });

/**
 * Every route the server answers under /api. `openapi.routes.test.ts` fails when a route exists
 * that this list does not describe (or the other way round), so adding a route means adding it here.
 */
export const apiOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/health',
    tag: 'Operations',
    summary: 'Liveness: the process answers (does not touch the database)',
    auth: false,
    success: { status: 200, description: 'The process is up', schema: z.object({ status: z.literal('ok') }) },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/ready',
    tag: 'Operations',
    summary: 'Readiness for load balancers: the database answers',
    auth: false,
    success: { status: 200, description: 'Ready to serve', schema: z.object({ status: z.literal('ready') }) },
    errors: ['UNAVAILABLE'],
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'Operations',
    summary: 'This document',
    auth: false,
    success: { status: 200, description: 'The OpenAPI 3.1 description of the API', contentType: 'application/json' },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/reference',
    tag: 'Operations',
    summary: 'A readable API reference page (development and test only)',
    auth: false,
    success: { status: 200, description: 'HTML page generated from this document', contentType: 'text/html' },
    errors: ['NOT_FOUND'],
  },
  {
    method: 'post',
    path: '/api/auth/register',
    tag: 'Auth',
    summary: 'Create an account and sign in',
    auth: false,
    body: registerRequestSchema,
    success: { status: 201, description: 'The new user and a session token', schema: authResponseSchema },
    errors: ['VALIDATION_FAILED', 'CONFLICT', 'RATE_LIMITED'],
  },
  {
    method: 'post',
    path: '/api/auth/login',
    tag: 'Auth',
    summary: 'Sign in with email and password',
    auth: false,
    body: loginSchema,
    success: { status: 200, description: 'The user and a session token', schema: authResponseSchema },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'RATE_LIMITED'],
  },
  {
    method: 'get',
    path: '/api/auth/me',
    tag: 'Auth',
    summary: 'The signed-in user',
    auth: true,
    success: { status: 200, description: 'The user of the bearer token', schema: userResponseSchema },
    errors: ['UNAUTHENTICATED'],
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    tag: 'Auth',
    summary: 'Revoke the bearer token (answers 204 with or without one)',
    auth: false,
    success: { status: 204, description: 'Signed out' },
    errors: [],
  },
  {
    method: 'post',
    path: '/api/auth/forgot-password',
    tag: 'Auth',
    summary: 'Email a password reset link if an account exists for the address',
    description: 'The answer is the same whether or not the account exists.',
    auth: false,
    body: forgotPasswordSchema,
    success: { status: 200, description: 'A neutral confirmation', schema: forgotPasswordResponseSchema },
    errors: ['VALIDATION_FAILED', 'RATE_LIMITED'],
  },
  {
    method: 'post',
    path: '/api/auth/reset-password',
    tag: 'Auth',
    summary: 'Set a new password with a reset token (one use, one hour)',
    auth: false,
    body: resetPasswordSchema,
    success: { status: 200, description: 'The password was changed', schema: messageResponseSchema },
    errors: ['VALIDATION_FAILED', 'RATE_LIMITED'],
  },
  {
    method: 'post',
    path: '/api/auth/complete-onboarding',
    tag: 'Auth',
    summary: 'Mark onboarding as finished',
    auth: true,
    success: { status: 200, description: 'The updated user', schema: userResponseSchema },
    errors: ['UNAUTHENTICATED'],
  },
  {
    method: 'put',
    path: '/api/auth/profile',
    tag: 'Account',
    summary: 'Change name, username or email',
    auth: true,
    body: profileSchema,
    success: { status: 200, description: 'The updated user', schema: userResponseSchema },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'CONFLICT', 'RATE_LIMITED'],
  },
  {
    method: 'post',
    path: '/api/auth/change-password',
    tag: 'Account',
    summary: 'Change the password; every other session is revoked',
    auth: true,
    body: changePasswordSchema,
    success: { status: 200, description: 'The user and a fresh token for this device', schema: authResponseSchema },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'RATE_LIMITED'],
  },
  {
    method: 'put',
    path: '/api/auth/preferences',
    tag: 'Account',
    summary: 'Save any subset of the preferences',
    auth: true,
    body: preferencesUpdateSchema,
    success: { status: 200, description: 'The updated user', schema: userResponseSchema },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED'],
  },
  {
    method: 'get',
    path: '/api/bitcoin/price',
    tag: 'Market data',
    summary: 'The current price (live, or the last stored close flagged isFallback)',
    auth: false,
    query: bitcoinPriceQuerySchema,
    success: { status: 200, description: 'The price', schema: bitcoinPriceSchema },
    errors: ['VALIDATION_FAILED'],
  },
  {
    method: 'get',
    path: '/api/bitcoin/provider',
    tag: 'Market data',
    summary: 'The live market-data provider (from PRICE_API_URL) and the attribution it asks for',
    auth: false,
    success: { status: 200, description: 'The provider and its credit', schema: priceProviderSchema },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/bitcoin/historical',
    tag: 'Market data',
    summary: 'Daily closes for the last `days` days or a from/to range',
    auth: false,
    query: historicalQuerySchema,
    success: { status: 200, description: 'The series, oldest first', schema: historicalResponseSchema },
    errors: ['VALIDATION_FAILED'],
  },
  {
    method: 'post',
    path: '/api/bitcoin/dca',
    tag: 'Market data',
    summary: 'Run the DCA calculation on the stored history',
    auth: true,
    body: dcaRequestSchema,
    success: { status: 200, description: 'DCA and lump-sum results', schema: dcaResultSchema },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED'],
  },
  {
    method: 'get',
    path: '/api/usage',
    tag: 'Usage',
    summary: "This month's allowance for every metered feature",
    auth: true,
    success: { status: 200, description: 'One access answer per feature', schema: featureAccessListSchema },
    errors: ['UNAUTHENTICATED'],
  },
  {
    method: 'get',
    path: '/api/usage/:feature',
    tag: 'Usage',
    summary: "This month's allowance for one metered feature",
    auth: true,
    params: featureParams,
    success: { status: 200, description: 'The access answer', schema: featureAccessSchema },
    errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  },
  {
    method: 'post',
    path: '/api/usage/:feature',
    tag: 'Usage',
    summary: 'Count one use of a metered feature',
    description:
      "A use is one deliberate action that produces a new result (Calculate, Compare). Answers 402 once the month's free allowance is used up; Scholar is never counted. A use made offline is reported later with `usedAt`, the moment it happened, and counts in that UTC month: this month or last (400 on `usedAt` otherwise, or when it is in the future), and `useId`, the device's id for it: a use reported again under the same id is counted once.",
    auth: true,
    params: featureParams,
    body: recordUseSchema,
    success: {
      status: 200,
      description: 'The access answer for this month, after counting',
      schema: featureAccessSchema,
    },
    errors: ['UNAUTHENTICATED', 'VALIDATION_FAILED', 'NOT_FOUND', 'PAYMENT_REQUIRED'],
  },
  {
    method: 'get',
    path: '/api/subscription/status',
    tag: 'Subscription',
    summary: "The learner's plan, this month's uses and the billing state",
    description:
      'Uses are read from usage_tracking; `state` is what the status badge says (active, cancelling, expired, or the status as it is).',
    auth: true,
    success: { status: 200, description: 'The subscription status', schema: subscriptionStatusSchema },
    errors: ['UNAUTHENTICATED'],
  },
  {
    method: 'get',
    path: '/api/subscription/early-adopter',
    tag: 'Subscription',
    summary: "The learner's early-adopter discount (0 and 0 when not an early adopter)",
    description:
      'The first EARLY_ADOPTER_SEATS accounts qualify; the discounted months count down from the first paid subscription.',
    auth: true,
    success: { status: 200, description: 'Discount percent and months remaining', schema: earlyAdopterSchema },
    errors: ['UNAUTHENTICATED'],
  },
  {
    method: 'get',
    path: '/api/subscription/plans',
    tag: 'Subscription',
    summary: 'The plans and the prices this learner is offered (computed from the server plan config)',
    auth: true,
    success: { status: 200, description: 'Free, Scholar and Sage with their prices', schema: planOfferSchema },
    errors: ['UNAUTHENTICATED'],
  },
  {
    method: 'post',
    path: '/api/subscription/track-usage',
    tag: 'Subscription',
    summary: 'Count one use of a metered feature',
    description:
      "Answers 402 once this month's free allowance is used up; Scholar is never counted. A feature that is not metered counts nothing and answers access false with reason unknown_feature.",
    auth: true,
    body: trackUsageSchema,
    success: { status: 200, description: 'The access answer after counting', schema: featureAccessSchema },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'PAYMENT_REQUIRED'],
  },
  {
    method: 'post',
    path: '/api/subscription/create-checkout',
    tag: 'Subscription',
    summary: 'Start paying for Scholar: a Stripe Checkout session (or the local test checkout)',
    description:
      "The learner's Stripe customer is created once and reused; the early-adopter coupon is applied while discounted months remain. 409 for a learner who already has a subscription; 503 'Billing is not configured' in production without Stripe keys, or when Stripe cannot be reached.",
    auth: true,
    body: createCheckoutSchema,
    success: { status: 200, description: 'Where the browser goes to pay', schema: checkoutResponseSchema },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'CONFLICT', 'UNAVAILABLE'],
  },
  {
    method: 'post',
    path: '/api/subscription/manage',
    tag: 'Subscription',
    summary: 'Open the Stripe Billing Portal (or the local test billing page)',
    auth: true,
    success: { status: 200, description: 'Where the browser goes to manage billing', schema: portalResponseSchema },
    errors: ['UNAUTHENTICATED', 'CONFLICT', 'UNAVAILABLE'],
  },
  {
    method: 'post',
    path: '/api/subscription/local-test',
    tag: 'Subscription',
    summary:
      'Local test checkout and billing: send the Stripe event an action stands for (no Stripe keys, outside production)',
    description:
      'complete_checkout makes the learner Scholar; cancel_at_period_end, resume, payment_failed and end change the test subscription. Each goes through the webhook handler. 404 when billing goes through Stripe or in production.',
    auth: true,
    body: localTestActionSchema,
    success: { status: 200, description: 'The subscription status afterwards', schema: subscriptionStatusSchema },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT'],
  },
  {
    method: 'post',
    path: '/api/stripe/webhook',
    tag: 'Subscription',
    summary: "Stripe's event deliveries (signed with Stripe-Signature)",
    description:
      'The signature is checked against STRIPE_WEBHOOK_SECRET on the raw body (400 otherwise). Each event id is applied once; a replay answers duplicate true and changes nothing. Handles checkout.session.completed, customer.subscription.created/updated/deleted and invoice.payment_failed; other events are acknowledged. 503 when Stripe is not configured.',
    auth: false,
    success: { status: 200, description: 'Acknowledged', schema: webhookResponseSchema },
    errors: ['VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE', 'UNAVAILABLE'],
  },
  {
    method: 'get',
    path: '/api/treasury',
    tag: 'Treasury',
    summary: "The learner's savings goal and entries, newest first",
    auth: true,
    success: { status: 200, description: 'Goal (or null) and entries', schema: treasurySchema },
    errors: ['UNAUTHENTICATED'],
  },
  {
    method: 'put',
    path: '/api/treasury/goal',
    tag: 'Treasury',
    summary: 'Set the savings goal (target amount, optional target date)',
    auth: true,
    body: goalSchema,
    success: { status: 200, description: 'The treasury with the new goal', schema: treasurySchema },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED'],
  },
  {
    method: 'post',
    path: '/api/treasury/entries',
    tag: 'Treasury',
    summary: 'Log savings; idempotent by clientId',
    description:
      '201 with the new entry; 200 with the stored entry when the clientId was already sent; 409 when that clientId was stored with another month or amount.',
    auth: true,
    body: createSavingsEntrySchema,
    success: { status: 201, description: 'The stored entry', schema: savingsEntrySchema },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'CONFLICT'],
  },
  {
    method: 'delete',
    path: '/api/treasury/entries/:id',
    tag: 'Treasury',
    summary: "Remove one of the learner's entries (another learner's is a 404)",
    auth: true,
    params: z.object({ id: z.coerce.number().int().positive() }),
    success: { status: 204, description: 'Removed' },
    errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  },
  {
    method: 'post',
    path: '/api/treasury/reset',
    tag: 'Treasury',
    summary: 'Clear every entry and keep the goal',
    auth: true,
    success: { status: 200, description: 'The treasury after the reset', schema: treasurySchema },
    errors: ['UNAUTHENTICATED'],
  },
  {
    method: 'get',
    path: '/api/beta/config',
    tag: 'Beta',
    summary: "The deployment's beta programme (from the server's environment)",
    auth: false,
    success: { status: 200, description: 'The beta settings', schema: betaConfigSchema },
    errors: [],
  },
  {
    method: 'post',
    path: '/api/beta/feedback',
    tag: 'Beta',
    summary: 'Send Beta Feedback (signed in or not; a bearer token links it to the account)',
    description:
      '201 with the receipt; 200 with the first receipt when this feedbackId was already stored. The server records the user agent and client address of the request itself. At most 20 KB; rate-limited per address.',
    auth: false,
    body: betaFeedbackSchema,
    success: { status: 201, description: 'Stored', schema: betaFeedbackReceiptSchema },
    errors: ['VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE', 'RATE_LIMITED'],
  },
  {
    method: 'get',
    path: '/api/beta/feedback',
    tag: 'Admin',
    summary: 'The feedback submissions, newest first, a page at a time',
    description: 'Takes the admin token or the `x-admin-password` header; 401 "Invalid admin password" otherwise.',
    auth: false,
    admin: 'token_or_password',
    query: feedbackListQuerySchema,
    success: { status: 200, description: 'One page of submissions', schema: feedbackListSchema },
    errors: ['UNAUTHENTICATED', 'RATE_LIMITED', 'UNAVAILABLE'],
  },
  {
    method: 'post',
    path: '/api/admin/login',
    tag: 'Admin',
    summary: 'Check the admin password; a correct one earns a 30-minute admin token',
    description:
      'Compared on the server with ADMIN_PASSWORD (constant time), rate-limited per address. 503 when ADMIN_PASSWORD is not set.',
    auth: false,
    body: adminLoginSchema,
    success: { status: 200, description: 'The admin token and when it expires', schema: adminSessionSchema },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'RATE_LIMITED', 'UNAVAILABLE'],
  },
  {
    method: 'get',
    path: '/api/admin/feedback/summary',
    tag: 'Admin',
    summary: "The dashboard's cards: totals, price ranges, top features and frustrations",
    auth: false,
    admin: 'token',
    success: { status: 200, description: 'Counts over every submission', schema: feedbackSummarySchema },
    errors: ['UNAUTHENTICATED', 'RATE_LIMITED', 'UNAVAILABLE'],
  },
  {
    method: 'get',
    path: '/api/admin/feedback/export',
    tag: 'Admin',
    summary: 'Every submission as a CSV download (RFC 4180, formulas neutralised)',
    auth: false,
    admin: 'token',
    success: { status: 200, description: 'The CSV file', contentType: 'text/csv' },
    errors: ['UNAUTHENTICATED', 'RATE_LIMITED', 'UNAVAILABLE'],
  },
  {
    method: 'get',
    path: '/api/admin/analytics',
    tag: 'Admin',
    summary: 'Event counts per event and per UTC day over the last 30 days',
    auth: false,
    admin: 'token',
    success: { status: 200, description: 'Counts per day, oldest first, and totals', schema: analyticsSummarySchema },
    errors: ['UNAUTHENTICATED', 'RATE_LIMITED', 'UNAVAILABLE'],
  },
  {
    method: 'post',
    path: '/api/events',
    tag: 'Analytics',
    summary: 'Record first-party analytics events (batched; sendBeacon may post them as text/plain)',
    description:
      'Nothing is stored when the request carries `DNT: 1` or `Sec-GPC: 1` (accepted: 0). Only the listed properties, the time and a daily salted visitor hash are kept. At most 20 KB; rate-limited per address.',
    auth: false,
    body: analyticsBatchSchema,
    success: { status: 202, description: 'How many events were stored', schema: analyticsReceiptSchema },
    errors: ['VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE', 'RATE_LIMITED'],
  },
];

export function statusOf(code: ErrorCode): number {
  return errorStatusByCode[code];
}
