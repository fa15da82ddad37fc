import { z } from 'zod';
import { userResponseSchema } from '../schemas/user';
import { exampleUser } from './auth';
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

/** Web Push (decision 052). */
const pushTag = 'Push';

export const pushConfigResponseSchema = z.object({
  /** The VAPID public key (base64url) a browser subscribes with; null: push is not set up on this server. */
  publicKey: z.string().nullable(),
  /** Whether this server sends email at all (SMTP_URL set): what its notification switches can do. */
  email: z.boolean(),
});

export const getPushConfig = defineOperation({
  method: 'get',
  path: '/api/push/config',
  tag: pushTag,
  summary: 'What this server can send: Web Push (the VAPID public key to subscribe with) and email',
  access: 'public',
  success: { status: 200, description: 'The public key, or null when push is off', schema: pushConfigResponseSchema },
  errors: [],
  example: {
    answer: {
      publicKey: 'BDd3_hVL9fZi9Ybo2UUzA284WG5FZR30_95YeZJsiApwXKpNcF1rRPF3foIiBHXRdJI2Qhumhf6_LFTeZaNndIo',
      email: true,
    },
  },
});

const base64url = (what: string, max: number) =>
  z
    .string({ error: `The ${what} is missing` })
    .min(1, `The ${what} is missing`)
    .max(max, `The ${what} is too long`)
    .regex(/^[A-Za-z0-9_-]+=*$/, `The ${what} is not base64url`);

/** What PushSubscription.toJSON() gives, bounded. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'The push endpoint is not a URL' })
    .max(1000, 'The push endpoint is too long'),
  keys: z.object({ p256dh: base64url('p256dh key', 200), auth: base64url('auth secret', 100) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushResponseSchema = userResponseSchema;

const exampleSubscription: PushSubscriptionInput = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/c1KrmpTuRm0:APA91bE',
  keys: {
    p256dh: 'BIPUL12DLfytvTajnryr2PRdAgXS3HGKiLqndGcJGabyhHheJYlNGCeXl1dn18gSJ1WAkAPIxr4gK0_dQds4yiI',
    auth: 'FPssNDTKnInHVndSTdbKFw',
  },
};

export const subscribePush = defineOperation({
  method: 'put',
  path: '/api/push/subscription',
  tag: pushTag,
  summary: "Store this browser's push subscription and turn push on",
  description:
    "The endpoint must be https on port 443 at a browser's push service (FCM, Mozilla, Apple, Windows) whose host resolves to public addresses only, else 400 VALIDATION_FAILED on `endpoint`. At most 5 browsers per learner (409 ENTRY_LIMIT beyond). The same endpoint again is accepted from the same learner with the same keys; stored for another learner or with other keys it is 409 CONFLICT and the stored one is left as it is. 503 UNAVAILABLE when push is not set up on this server.",
  access: 'signed-in',
  body: pushSubscriptionSchema,
  bodyLimit: '4kb',
  success: { status: 200, description: 'The user, push on', schema: pushResponseSchema },
  errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'CONFLICT', 'ENTRY_LIMIT', 'UNAVAILABLE', 'PAYLOAD_TOO_LARGE'],
  example: {
    body: exampleSubscription,
    answer: { user: { ...exampleUser, preferences: { ...exampleUser.preferences, pushNotifications: true } } },
  },
});

/** A browser's new subscription, and the one it replaces, keys included (`pushsubscriptionchange`). */
export const renewPushSubscriptionSchema = z.object({
  oldSubscription: pushSubscriptionSchema,
  subscription: pushSubscriptionSchema,
});

export const renewPushSubscription = defineOperation({
  method: 'post',
  path: '/api/push/subscription/renew',
  tag: pushTag,
  summary: "Replace a browser's push subscription that its push service changed",
  description:
    'Sent by the service worker on `pushsubscriptionchange`, which runs without a session: the old subscription, its endpoint and its keys (secrets known only to the browser and this server), names the subscription to replace, and the learner stays the same. 404 NOT_FOUND when no subscription has that endpoint with those keys (push was turned off, or the subscription expired). The new endpoint is checked as on PUT /api/push/subscription (400); stored already for another learner or with other keys, 409 CONFLICT and nothing changes. 503 UNAVAILABLE when push is not set up on this server.',
  access: 'public',
  body: renewPushSubscriptionSchema,
  bodyLimit: '4kb',
  success: { status: 200, description: 'Replaced', schema: z.object({ renewed: z.literal(true) }) },
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'CONFLICT', 'UNAVAILABLE', 'PAYLOAD_TOO_LARGE'],
  example: {
    body: {
      oldSubscription: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/a8Qx0qL2Zk4:APA91bH',
        keys: {
          p256dh: 'BOr9xUiBbQ3Lq5vY3m7cDgJzq2wXkJ0c3PXbF2oQG1yVYqgQ3lqz1b8pV3v8l9Ht6H8qz0pW1yEo3wUq1Ue5b2c',
          auth: 'k1Yy3G1pQm5nWcZr8Xh2Aw',
        },
      },
      subscription: exampleSubscription,
    },
    answer: { renewed: true },
  },
});

export const unsubscribePush = defineOperation({
  method: 'post',
  path: '/api/push/unsubscribe',
  tag: pushTag,
  summary: "Turn push off: forget every browser's push subscription of the learner",
  access: 'signed-in',
  success: { status: 200, description: 'The user, push off', schema: pushResponseSchema },
  errors: ['UNAUTHENTICATED'],
  example: { answer: { user: exampleUser } },
});
