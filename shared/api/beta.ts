import {
  betaConfigSchema,
  betaFeedbackReceiptSchema,
  betaFeedbackSchema,
  feedbackListQuerySchema,
  feedbackListSchema,
} from '../schemas/beta';
import { defineOperation } from './operation';

/** Feedback bodies are small: 20 KB at most (413 beyond). */
export const SMALL_BODY_LIMIT = '20kb';

export const getBetaConfig = defineOperation({
  method: 'get',
  path: '/api/beta/config',
  tag: 'Beta',
  summary: "The deployment's beta programme (from the server's environment)",
  access: 'public',
  success: { status: 200, description: 'The beta settings', schema: betaConfigSchema },
  errors: [],
  example: {
    answer: { isBetaEnabled: true, betaEndDate: '2027-01-31', betaFeedbackUrl: null, premiumTrialDays: 30 },
  },
});

export const submitBetaFeedback = defineOperation({
  method: 'post',
  path: '/api/beta/feedback',
  tag: 'Beta',
  summary: 'Send Beta Feedback (signed in or not; a bearer token links it to the account)',
  description:
    '201 with the receipt; 200 with the first receipt when this feedbackId was already stored. With an email, the server records the user agent and client address of the request itself and the account of a bearer token; without an email the feedback is anonymous and none of them is stored. At most 20 KB; rate-limited per address.',
  access: 'optional-sign-in',
  body: betaFeedbackSchema,
  bodyLimit: SMALL_BODY_LIMIT,
  success: { status: 201, also: [200], description: 'Stored', schema: betaFeedbackReceiptSchema },
  errors: ['VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE', 'RATE_LIMITED'],
  example: {
    body: {
      feedbackId: 'fb_5c2e9a7d1b',
      rating: 4,
      featuresArray: ['glossary'],
      paymentLikelihood: '2.99-4.99',
      mostValuableFeature: 'dca-calculator',
      biggestFriction: 'nothing-major',
    },
    answer: { feedbackId: 'fb_5c2e9a7d1b', submittedAt: '2026-11-27T09:30:00.000Z' },
  },
});

export const listBetaFeedback = defineOperation({
  method: 'get',
  path: '/api/beta/feedback',
  tag: 'Admin',
  summary: 'The feedback submissions, newest first, a page at a time',
  description: 'Takes the admin token or the `x-admin-password` header; 401 "Invalid admin password" otherwise.',
  access: 'admin-or-password',
  noStore: true,
  query: feedbackListQuerySchema,
  success: { status: 200, description: 'One page of submissions', schema: feedbackListSchema },
  errors: ['UNAUTHENTICATED', 'RATE_LIMITED', 'UNAVAILABLE'],
  example: {
    query: { page: 1, pageSize: 20 },
    answer: { data: [], meta: { page: 1, pageSize: 20, total: 0, pages: 0 } },
  },
});
