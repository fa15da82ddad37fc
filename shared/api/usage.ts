import { z } from 'zod';
import { featureAccessListSchema, featureAccessSchema, meteredFeatures, recordUseSchema } from '../schemas/usage';
import { defineOperation } from './operation';

const tag = 'Usage';
/** A feature that is not metered is not a resource here: 404 with its name. */
const featureParams = z.object({
  feature: z.enum(meteredFeatures, { error: (issue) => `Unknown feature "${String(issue.input)}"` }),
});

const access = {
  feature: 'dca_calculator',
  access: true,
  reason: 'free_tier',
  used: 2,
  limit: 5,
  remaining: 3,
  resetsAt: '2026-12-01T00:00:00.000Z',
} as const;

export const listFeatureAccess = defineOperation({
  method: 'get',
  path: '/api/usage',
  tag,
  summary: "This month's allowance for every metered feature",
  access: 'signed-in',
  success: { status: 200, description: 'One access answer per feature', schema: featureAccessListSchema },
  errors: ['UNAUTHENTICATED'],
  example: { answer: { data: [access, { ...access, feature: 'strategy_comparison', limit: 3, remaining: 1 }] } },
});

export const getFeatureAccess = defineOperation({
  method: 'get',
  path: '/api/usage/:feature',
  tag,
  summary: "This month's allowance for one metered feature",
  access: 'signed-in',
  params: featureParams,
  success: { status: 200, description: 'The access answer', schema: featureAccessSchema },
  errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  example: { params: { feature: 'dca_calculator' }, answer: access },
});

export const recordFeatureUse = defineOperation({
  method: 'post',
  path: '/api/usage/:feature',
  tag,
  summary: 'Count one use of a metered feature',
  description:
    "A use is one deliberate action that produces a new result (Calculate, Compare). Answers 402 once the month's free allowance is used up; Scholar is never counted. A use made offline is reported later with `usedAt`, the moment it happened, and counts in that UTC month: this month or last (400 on `usedAt` otherwise, or when it is in the future), and `useId`, the device's id for it: a use reported again under the same id is counted once. `resultKey` names what the use shows (a comparison's sorted strategy ids): the same result asked for again in the same month is not counted again, and is not refused at the limit.",
  access: 'signed-in',
  params: featureParams,
  body: recordUseSchema,
  success: {
    status: 200,
    description: 'The access answer for this month, after counting',
    schema: featureAccessSchema,
  },
  errors: ['UNAUTHENTICATED', 'VALIDATION_FAILED', 'NOT_FOUND', 'PAYMENT_REQUIRED'],
  example: {
    params: { feature: 'dca_calculator' },
    body: { usedAt: '2026-11-26T18:05:00.000Z', useId: 'use_2f9c1e7a4b' },
    answer: { ...access, used: 3, remaining: 2 },
  },
});
