import { analyticsSummarySchema } from '../schemas/analytics';
import { adminLoginSchema, adminSessionSchema, feedbackSummarySchema } from '../schemas/beta';
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
