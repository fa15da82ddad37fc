import { timingSafeEqual } from 'node:crypto';
import { and, count, eq, ne } from 'drizzle-orm';
import webpush from 'web-push';
import { z } from 'zod';
import { defaultLanguage, isLanguage } from '@shared/i18n/languages';
import type { PushSubscriptionInput } from '@shared/api/notifications';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { pushSubscriptions, userPreferences } from '../../db/schema';
import { badRequest, conflict, entryLimit, notFound, unavailable } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { defineJob } from '../jobs/define-job';
import { priceMoveSchema, renderPriceAlertPush } from './email-templates';
import {
  createPushEndpointPolicy,
  PushEndpointRefused,
  PushEndpointUnresolved,
  pushEndpointMessages,
  type PushTarget,
  type ResolveHost,
} from './push-endpoint';
import { postPush } from './push-request';

export const PRICE_ALERT_PUSH_JOB = 'push:price-alert';
/** Browsers one learner may receive push on (anything a learner adds is bounded). */
export const MAX_PUSH_SUBSCRIPTIONS = 5;
/** A push service keeps an undelivered notification this long (the browser was offline), then drops it. */
const PUSH_TTL_SECONDS = 24 * 3600;
const PUSH_TIMEOUT_MS = 10_000;
/** The push service's answers that mean "this subscription is gone": forget it, do not retry. */
const EXPIRED_STATUSES = new Set([404, 410]);

/** What the service worker reads (client/public/sw-push.js). */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

export interface PushDeps {
  db: Database;
  config: Pick<AppConfig, 'push' | 'pushTestOrigins'>;
  logger: Logger;
  /** How endpoints' host names are resolved: the system's resolver in production (composition.ts). */
  resolveHost: ResolveHost;
}

/** The answer to a subscription whose endpoint is stored for another learner or with other keys. */
export const SUBSCRIPTION_TAKEN =
  'This push subscription is already in use with other keys or by another account. Turn push off in the account that turned it on, then try again.';

/** The 'push:price-alert' job: one browser, the alert's text, a click opens the app. */
export const priceAlertPushJob = defineJob(
  PRICE_ALERT_PUSH_JOB,
  z.object({ userId: z.number().int().positive(), subscriptionId: z.number().int().positive(), move: priceMoveSchema }),
  async (job, deps: { db: Database; deliver: (subscriptionId: number, message: PushMessage) => Promise<void> }) => {
    const { userId, subscriptionId, move } = job.payload;
    const [prefs] = await deps.db
      .select({
        push: userPreferences.pushNotifications,
        alerts: userPreferences.priceAlerts,
        language: userPreferences.language,
      })
      .from(userPreferences)
      .where(eq(userPreferences.userId, userId));
    if (!prefs?.push || !prefs.alerts) return;
    await deps.deliver(subscriptionId, {
      // In the account's language (English when it never chose one), as its emails are.
      ...renderPriceAlertPush(move, isLanguage(prefs.language) ? prefs.language : defaultLanguage),
      url: '/',
    });
  },
);

/** Whether a stored subscription has these keys (compared in constant time). */
function sameKeys(row: { p256dh: string; auth: string }, keys: PushSubscriptionInput['keys']): boolean {
  const same = (a: string, b: string) => {
    const left = Buffer.from(a);
    const right = Buffer.from(b);
    return left.length === right.length && timingSafeEqual(left, right);
  };
  return same(row.p256dh, keys.p256dh) && same(row.auth, keys.auth);
}

/**
 * Web Push (decision 052): the learner's browsers' subscriptions, and the job that sends a price
 * alert to one of them, encrypted (RFC 8291) and signed with the VAPID key (RFC 8292) by `web-push`.
 */
export function createPushService(deps: PushDeps) {
  const { db, config, logger } = deps;
  const policy = createPushEndpointPolicy({ testOrigins: config.pushTestOrigins, resolveHost: deps.resolveHost });

  function vapid() {
    if (!config.push) throw unavailable('Push notifications are not set up on this server.');
    return { subject: config.push.subject, publicKey: config.push.publicKey, privateKey: config.push.privateKey };
  }

  /** The endpoint as a learner sends it: refused with a 400 naming the field (or 503: DNS is down). */
  async function checkEndpoint(endpoint: string, field: string): Promise<void> {
    try {
      await policy.target(endpoint);
    } catch (error) {
      if (error instanceof PushEndpointRefused) throw badRequest(`${error.reason}.`, { [field]: [error.reason] });
      if (error instanceof PushEndpointUnresolved && !error.transient) {
        throw badRequest(`${pushEndpointMessages.noAddress}.`, { [field]: [pushEndpointMessages.noAddress] });
      }
      if (error instanceof PushEndpointUnresolved) {
        throw unavailable('The push service cannot be reached now. Please try again in a moment.');
      }
      throw error;
    }
  }

  async function send(subscriptionId: number, message: PushMessage): Promise<void> {
    const vapidDetails = vapid();
    const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
    // Turned off (or expired) since the job was queued: nothing to send to.
    if (!row) return;
    // Checked again now, and the address checked is the one connected to. A refused endpoint (a row
    // stored before the check existed, or a push service's name resolving inside the network) gets
    // nothing: no request, no retry, and neither the row nor the learner's switch changes.
    let target: PushTarget;
    try {
      target = await policy.target(row.endpoint);
    } catch (error) {
      if (!(error instanceof PushEndpointRefused)) throw error;
      logger.warn({ subscriptionId, reason: error.reason }, 'push endpoint refused; nothing sent');
      return;
    }
    // web-push encrypts (RFC 8291) and signs (RFC 8292); push-request.ts delivers, to the checked
    // address, following no redirect and reading no body.
    const request = webpush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      JSON.stringify(message),
      { vapidDetails, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
    );
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    const status = await postPush(
      target,
      { method: request.method, headers, body: request.body ? Buffer.from(request.body) : null },
      PUSH_TIMEOUT_MS,
    );
    if (status >= 200 && status < 300) return;
    if (EXPIRED_STATUSES.has(status)) {
      await db.transaction(async (tx) => {
        await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
        // Push stays on exactly while a browser can receive it: the last one gone turns it off.
        const [left] = await tx
          .select({ n: count() })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, row.userId));
        if ((left?.n ?? 0) === 0) {
          await tx
            .update(userPreferences)
            .set({ pushNotifications: false })
            .where(eq(userPreferences.userId, row.userId));
        }
      });
      logger.info({ subscriptionId, status }, 'push subscription expired; removed');
      return;
    }
    // Anything else (5xx, 429, a network error above): the queue retries with backoff.
    throw new Error(`the push service answered ${status}`);
  }

  return {
    /** Sends one message to one stored subscription (the price alert job's delivery). */
    deliver: send,

    publicKey(): string | null {
      return config.push?.publicKey ?? null;
    },

    /**
     * Stores a browser's subscription and turns the learner's push on. The same endpoint again is
     * accepted only from its own learner with its own keys (nothing changes); an endpoint stored for
     * another learner, or with other keys, is refused with 409 and its row is left as it is.
     */
    async subscribe(userId: number, input: PushSubscriptionInput): Promise<void> {
      vapid();
      await checkEndpoint(input.endpoint, 'endpoint');
      await db.transaction(async (tx) => {
        const [others] = await tx
          .select({ n: count() })
          .from(pushSubscriptions)
          .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.endpoint, input.endpoint)));
        if ((others?.n ?? 0) >= MAX_PUSH_SUBSCRIPTIONS) {
          throw entryLimit(
            `Push is on in ${MAX_PUSH_SUBSCRIPTIONS} browsers already. Turn it off and on again to start over with this one.`,
          );
        }
        const row = { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
        // One statement, so two requests at once cannot both see the endpoint free: a stored row is
        // "updated" (to itself) only when it is this learner's with these keys, else nothing returns.
        const stored = await tx
          .insert(pushSubscriptions)
          .values(row)
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { userId },
            setWhere: and(
              eq(pushSubscriptions.userId, userId),
              eq(pushSubscriptions.p256dh, row.p256dh),
              eq(pushSubscriptions.auth, row.auth),
            ),
          })
          .returning({ id: pushSubscriptions.id });
        if (stored.length === 0) throw conflict(SUBSCRIPTION_TAKEN, { endpoint: [SUBSCRIPTION_TAKEN] });
        await tx
          .insert(userPreferences)
          .values({ userId, pushNotifications: true })
          .onConflictDoUpdate({ target: userPreferences.userId, set: { pushNotifications: true } });
      });
    },

    /**
     * A subscription its push service replaced (`pushsubscriptionchange` in the service worker, which
     * has no session): the old subscription, endpoint and keys both, names the row, which takes the
     * new endpoint and keys for the same learner. Wrong keys answer as an unknown endpoint does. When
     * the new endpoint is already stored for the same learner with the same keys (the browser
     * subscribed again meanwhile), the old row just goes; stored otherwise, 409 and nothing changes.
     */
    async renew(oldSubscription: PushSubscriptionInput, input: PushSubscriptionInput): Promise<void> {
      vapid();
      // The old subscription's keys are checked before the new host is resolved: a stranger's
      // request costs one indexed lookup and never a DNS query.
      const [known] = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, oldSubscription.endpoint));
      if (!known || !sameKeys(known, oldSubscription.keys)) {
        throw notFound('No push subscription has that endpoint: turn push on again in Settings.');
      }
      await checkEndpoint(input.endpoint, 'subscription.endpoint');
      await db.transaction(async (tx) => {
        const [old] = await tx
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, oldSubscription.endpoint))
          .for('update');
        if (!old || !sameKeys(old, oldSubscription.keys)) {
          throw notFound('No push subscription has that endpoint: turn push on again in Settings.');
        }
        const [current] = await tx
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, input.endpoint));
        if (current && current.id !== old.id) {
          if (current.userId !== old.userId || !sameKeys(current, input.keys)) {
            throw conflict(SUBSCRIPTION_TAKEN, { 'subscription.endpoint': [SUBSCRIPTION_TAKEN] });
          }
          await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, old.id));
          return;
        }
        await tx
          .update(pushSubscriptions)
          .set({ endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
          .where(eq(pushSubscriptions.id, old.id));
      });
    },

    /** Turns the learner's push off: every browser's subscription is forgotten. */
    async unsubscribeAll(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
        await tx
          .insert(userPreferences)
          .values({ userId, pushNotifications: false })
          .onConflictDoUpdate({ target: userPreferences.userId, set: { pushNotifications: false } });
      });
    },
  };
}
