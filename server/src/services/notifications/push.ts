import { and, count, eq, ne } from 'drizzle-orm';
import webpush from 'web-push';
import type { PushSubscriptionInput } from '@shared/api/notifications';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { pushSubscriptions, userPreferences } from '../../db/schema';
import { badRequest, entryLimit, notFound, unavailable } from '../../lib/errors';
import type { JobContext } from '../../lib/job-queue';
import type { Logger } from '../../lib/logger';
import { renderPriceAlertPush, type PriceMove } from './email-templates';

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
  config: Pick<AppConfig, 'push' | 'devConveniences'>;
  logger: Logger;
}

/**
 * Web Push (decision 052): the learner's browsers' subscriptions, and the job that sends a price
 * alert to one of them, encrypted (RFC 8291) and signed with the VAPID key (RFC 8292) by `web-push`.
 */
export function createPushService(deps: PushDeps) {
  const { db, config, logger } = deps;

  function vapid() {
    if (!config.push) throw unavailable('Push notifications are not set up on this server.');
    return { subject: config.push.subject, publicKey: config.push.publicKey, privateKey: config.push.privateKey };
  }

  /** Push services are https; plain http (a local test endpoint) only outside production. */
  function checkEndpoint(endpoint: string, field: string): void {
    if (!endpoint.startsWith('https://') && !config.devConveniences) {
      throw badRequest('The push endpoint must be https.', { [field]: ['The push endpoint must be https'] });
    }
  }

  async function send(subscriptionId: number, message: PushMessage): Promise<void> {
    const vapidDetails = vapid();
    const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
    // Turned off (or expired) since the job was queued: nothing to send to.
    if (!row) return;
    // web-push encrypts (RFC 8291) and signs (RFC 8292); fetch delivers, so the request's timeout and
    // answer are ours to read (and a test's endpoint may be plain http on 127.0.0.1).
    const request = webpush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      JSON.stringify(message),
      { vapidDetails, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
    );
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return;
    if (EXPIRED_STATUSES.has(response.status)) {
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
      logger.info({ subscriptionId, status: response.status }, 'push subscription expired; removed');
      return;
    }
    // Anything else (5xx, 429, a network error above): the queue retries with backoff.
    throw new Error(`the push service answered ${response.status}`);
  }

  return {
    publicKey(): string | null {
      return config.push?.publicKey ?? null;
    },

    /** Stores (or refreshes) a browser's subscription and turns the learner's push on. */
    async subscribe(userId: number, input: PushSubscriptionInput): Promise<void> {
      vapid();
      checkEndpoint(input.endpoint, 'endpoint');
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
        await tx
          .insert(pushSubscriptions)
          .values(row)
          .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row });
        await tx
          .insert(userPreferences)
          .values({ userId, pushNotifications: true })
          .onConflictDoUpdate({ target: userPreferences.userId, set: { pushNotifications: true } });
      });
    },

    /**
     * A subscription its push service replaced (`pushsubscriptionchange` in the service worker): the
     * row with the old endpoint takes the new endpoint and keys, for the same learner. When the new
     * endpoint is already stored (the browser subscribed again meanwhile), the old row just goes.
     */
    async renew(oldEndpoint: string, input: PushSubscriptionInput): Promise<void> {
      vapid();
      checkEndpoint(input.endpoint, 'subscription.endpoint');
      await db.transaction(async (tx) => {
        const [old] = await tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, oldEndpoint));
        if (!old) throw notFound('No push subscription has that endpoint: turn push on again in Settings.');
        const [current] = await tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, input.endpoint));
        if (current && current.id !== old.id) {
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

    /** The 'push:price-alert' job: one browser, the alert's text, a click opens the app. */
    async priceAlertPush(job: JobContext): Promise<void> {
      const userId = Number(job.payload.userId);
      const [prefs] = await db
        .select({ push: userPreferences.pushNotifications, alerts: userPreferences.priceAlerts })
        .from(userPreferences)
        .where(eq(userPreferences.userId, userId));
      if (!prefs?.push || !prefs.alerts) return;
      const text = renderPriceAlertPush(job.payload.move as PriceMove);
      await send(Number(job.payload.subscriptionId), { ...text, url: '/' });
    },
  };
}
