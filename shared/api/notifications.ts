import { z } from 'zod';
import { defineOperation } from './operation';

const tag = 'Notifications';

/** The signed token of an email's unsubscribe link ('<userId>.<signature>'). */
const unsubscribeTokenSchema = z
  .string({ error: 'The unsubscribe link is incomplete' })
  .trim()
  .min(1, 'The unsubscribe link is incomplete')
  .max(80, 'This unsubscribe link is not valid');

export const unsubscribeResponseSchema = z.object({ unsubscribed: z.literal(true) });

export const unsubscribe = defineOperation({
  method: 'post',
  path: '/api/email/unsubscribe/confirm',
  tag,
  summary: "The unsubscribe page's button: turns the learner's email switch off, without a sign-in",
  description:
    'The token is the signed one from the link in every Arkad email. Afterwards only account mail (password reset) is sent; Settings › Notifications turns emails back on.',
  access: 'public',
  noStore: true,
  body: z.object({ token: unsubscribeTokenSchema }),
  bodyLimit: '1kb',
  success: { status: 200, description: 'Emails are off', schema: unsubscribeResponseSchema },
  errors: ['VALIDATION_FAILED'],
  example: {
    body: { token: '7.c2lnbmF0dXJlLW9mLXRoZS11c2VyLWlkLXdpdGgtdGhlLXNlY3JldA' },
    answer: { unsubscribed: true },
  },
});

export const unsubscribeOneClick = defineOperation({
  method: 'post',
  path: '/api/email/unsubscribe',
  tag,
  summary: 'One-click unsubscribe (RFC 8058): the URL of the List-Unsubscribe header',
  description:
    "Mail clients POST 'List-Unsubscribe=One-Click' (form-encoded) here; the body is not needed. Same effect as the unsubscribe page.",
  access: 'public',
  noStore: true,
  query: z.object({ token: unsubscribeTokenSchema }),
  bodyFormat: 'raw',
  bodyLimit: '1kb',
  success: { status: 200, description: 'Emails are off', schema: unsubscribeResponseSchema },
  errors: ['VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE'],
  example: {
    query: { token: '7.c2lnbmF0dXJlLW9mLXRoZS11c2VyLWlkLXdpdGgtdGhlLXNlY3JldA' },
    answer: { unsubscribed: true },
  },
});
