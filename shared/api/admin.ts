import { z } from 'zod';
import { analyticsSummarySchema } from '../schemas/analytics';
import { adminLoginSchema, adminSessionSchema, feedbackSummarySchema } from '../schemas/beta';
import { chargeParamsSchema, paymentListSchema, refundReceiptSchema } from '../schemas/refunds';
import { completionFunnelSchema, quizPassRatesSchema } from '../schemas/learning-stats';
import { progressSteps } from '../domain/learning-progress';
import { FLAG_MIN_ANSWERS, FLAG_PASS_RATE_BELOW } from '../domain/learning-stats';
import { SMALL_BODY_LIMIT } from './beta';
import { defineOperation } from './operation';

const tag = 'Admin';

export const adminLogin = defineOperation({
  method: 'post',
  path: '/api/admin/login',
  tag,
  summary: 'Check the admin password; a correct one earns a 30-minute admin token',
  description:
    'Compared on the server with ADMIN_PASSWORD (constant time), rate-limited per address. 503 when ADMIN_PASSWORD is not set.',
  access: 'public',
  noStore: true,
  body: adminLoginSchema,
  bodyLimit: SMALL_BODY_LIMIT,
  success: { status: 200, description: 'The admin token and when it expires', schema: adminSessionSchema },
  errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'RATE_LIMITED', 'UNAVAILABLE'],
  example: {
    body: { password: 'the admin password' },
    answer: { token: 'eyJhbGciOiJIUzI1NiJ9.admin.signature', expiresAt: '2026-11-27T10:00:00.000Z' },
  },
});

export const getFeedbackSummary = defineOperation({
  method: 'get',
  path: '/api/admin/feedback/summary',
  tag,
  summary: "The dashboard's cards: totals, price ranges, top features and frustrations",
  access: 'admin',
  noStore: true,
  success: { status: 200, description: 'Counts over every submission', schema: feedbackSummarySchema },
  errors: ['UNAUTHENTICATED', 'RATE_LIMITED', 'UNAVAILABLE'],
  example: {
    answer: {
      total: 0,
      averageRating: null,
      withEmail: 0,
      willPay: 0,
      priceRanges: [],
      mostValuableFeatures: [],
      biggestFrictions: [],
    },
  },
});

export const exportFeedback = defineOperation({
  method: 'get',
  path: '/api/admin/feedback/export',
  tag,
  summary: 'Every submission as a CSV download (RFC 4180, formulas neutralised)',
  access: 'admin',
  noStore: true,
  success: { status: 200, description: 'The CSV file', contentType: 'text/csv' },
  errors: ['UNAUTHENTICATED', 'RATE_LIMITED', 'UNAVAILABLE'],
  example: {},
});

export const getAnalyticsSummary = defineOperation({
  method: 'get',
  path: '/api/admin/analytics',
  tag,
  summary: 'Event counts per event and per UTC day over the last 30 days',
  access: 'admin',
  noStore: true,
  success: { status: 200, description: 'Counts per day, oldest first, and totals', schema: analyticsSummarySchema },
  errors: ['UNAUTHENTICATED', 'RATE_LIMITED', 'UNAVAILABLE'],
  example: {},
});

export const listPayments = defineOperation({
  method: 'get',
  path: '/api/admin/payments',
  tag,
  summary: 'Payments of the last 30 days, as Stripe has them, with the learner who paid',
  description:
    "Read from Stripe's charges. A server that does not bill through Stripe answers billing: 'off' and no payments.",
  access: 'admin',
  noStore: true,
  success: { status: 200, description: 'Newest first', schema: paymentListSchema },
  errors: ['UNAUTHENTICATED', 'RATE_LIMITED', 'UNAVAILABLE'],
  example: {
    answer: {
      billing: 'stripe',
      payments: [
        {
          chargeId: 'ch_3PqRsT',
          amountCents: 499,
          currency: 'usd',
          paidAt: '2026-11-20T10:00:00.000Z',
          learner: { id: 12, email: 'ada@example.com' },
          refunded: false,
          refundable: true,
        },
      ],
    },
  },
});

export const refundPayment = defineOperation({
  method: 'post',
  path: '/api/admin/payments/:chargeId/refund',
  tag,
  summary: 'Refund a payment made in the last 30 days in full, and end the paid access it bought',
  description:
    "Through Stripe's refund API (idempotent per payment), then the learner's subscription is cancelled in Stripe and they are back on Free at once. The refund is recorded once, whether this call or Stripe's charge.refunded webhook comes first. 409 for a payment older than 30 days, already refunded or not paid.",
  access: 'admin',
  noStore: true,
  params: chargeParamsSchema,
  success: { status: 200, description: 'Refunded', schema: refundReceiptSchema },
  errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED', 'UNAVAILABLE'],
  example: {
    params: { chargeId: 'ch_3PqRsT' },
    answer: { chargeId: 'ch_3PqRsT', refundId: 're_3PqRsU', amountCents: 499, accessEnded: true },
  },
});

export const jobCountsSchema = z.object({
  queued: z.number().int(),
  running: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
});

export const getJobCounts = defineOperation({
  method: 'get',
  path: '/api/admin/jobs',
  tag,
  summary: 'The job queue by state: queued, running, done (last 7 days) and failed (last 30 days)',
  description: 'A failed job ran out of attempts; its last error is in the jobs table and the log.',
  access: 'admin',
  noStore: true,
  success: { status: 200, description: 'Counts by state', schema: jobCountsSchema },
  errors: ['UNAUTHENTICATED', 'RATE_LIMITED', 'UNAVAILABLE'],
  example: { answer: { queued: 3, running: 1, done: 1200, failed: 0 } },
});

export const getCompletionFunnel = defineOperation({
  method: 'get',
  path: '/api/admin/learning/funnel',
  tag,
  summary: 'Learners per completed learning-path step, and those who completed all 8',
  description:
    'Counted in SQL (learners grouped by what they have done), then the progress rules of decision 044 applied to each group.',
  access: 'admin',
  noStore: true,
  success: { status: 200, description: 'The funnel, in path order', schema: completionFunnelSchema },
  errors: ['UNAUTHENTICATED', 'RATE_LIMITED', 'UNAVAILABLE'],
  example: {
    answer: {
      learners: 120,
      steps: progressSteps.map((step, index) => ({ step, completed: 100 - index * 10 })),
      completedAll: 25,
    },
  },
});

export const getQuizPassRates = defineOperation({
  method: 'get',
  path: '/api/admin/learning/questions',
  tag,
  summary: 'Each quiz question’s pass rate (correct answers / answers), flagged under 40% for review',
  description: `Counted in SQL over every answered attempt. A question is flagged when under ${FLAG_PASS_RATE_BELOW * 100}% of at least ${FLAG_MIN_ANSWERS} answers were right.`,
  access: 'admin',
  noStore: true,
  success: { status: 200, description: 'Every question of the bank, in bank order', schema: quizPassRatesSchema },
  errors: ['UNAUTHENTICATED', 'RATE_LIMITED', 'UNAVAILABLE'],
  example: {
    answer: {
      flagBelow: FLAG_PASS_RATE_BELOW,
      minAnswers: FLAG_MIN_ANSWERS,
      questions: [
        {
          id: 'guide-first-law',
          step: 'guide',
          prompt: 'A question?',
          answers: 25,
          correct: 8,
          passRate: 0.32,
          flagged: true,
        },
      ],
    },
  },
});
