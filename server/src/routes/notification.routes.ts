import * as notificationsApi from '@shared/api/notifications';
import type { ApiRouter } from '../http/api-router';
import type { AccountService } from '../services/account.service';
import type { NotificationService } from '../services/notifications/notification.service';

/**
 * Unsubscribing from Arkad's emails, without a sign-in: the page's button and RFC 8058's one-click
 * POST. Web Push (decision 052): the public key, and storing or forgetting a browser's subscription.
 */
export function notificationRoutes(
  api: ApiRouter,
  deps: { notifications: NotificationService; account: AccountService; emailConfigured: boolean },
): void {
  const { push } = deps.notifications;
  api.handle(notificationsApi.unsubscribe, async ({ body }) => {
    await deps.notifications.unsubscribe(body.token);
    return { unsubscribed: true as const };
  });
  api.handle(notificationsApi.unsubscribeOneClick, async ({ query }) => {
    await deps.notifications.unsubscribe(query.token);
    return { unsubscribed: true as const };
  });
  api.handle(notificationsApi.getPushConfig, () => ({ publicKey: push.publicKey(), email: deps.emailConfigured }));
  api.handle(notificationsApi.subscribePush, async ({ auth, body }) => {
    await push.subscribe(auth.userId, body);
    return { user: await deps.account.updatePreferences(auth.userId, {}) };
  });
  api.handle(notificationsApi.renewPushSubscription, async ({ body }) => {
    await push.renew(body.oldSubscription, body.subscription);
    return { renewed: true as const };
  });
  api.handle(notificationsApi.unsubscribePush, async ({ auth }) => {
    await push.unsubscribeAll(auth.userId);
    return { user: await deps.account.updatePreferences(auth.userId, {}) };
  });
}
