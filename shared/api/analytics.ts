import { analyticsBatchSchema, analyticsReceiptSchema } from '../schemas/analytics';
import { SMALL_BODY_LIMIT } from './beta';
import { defineOperation } from './operation';

export const recordEvents = defineOperation({
  method: 'post',
  path: '/api/events',
  tag: 'Analytics',
  summary: 'Record first-party analytics events (batched; sendBeacon may post them as text/plain)',
  description:
    'Nothing is stored when the request carries `DNT: 1` or `Sec-GPC: 1` (accepted: 0). Only the listed properties, the time and a daily salted visitor hash are kept. At most 20 KB; rate-limited per address.',
  access: 'public',
  body: analyticsBatchSchema,
  bodyFormat: 'json-or-text',
  bodyLimit: SMALL_BODY_LIMIT,
  success: { status: 202, description: 'How many events were stored', schema: analyticsReceiptSchema },
  errors: ['VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE', 'RATE_LIMITED'],
  example: {
    body: { events: [{ name: 'login', properties: { path: '/auth' } }] },
    answer: { accepted: 1 },
  },
});
