import * as notificationsApi from '@shared/api/notifications';
import type { ApiRouter } from '../http/api-router';
import type { NotificationService } from '../services/notifications/notification.service';

/** Unsubscribing from Arkad's emails, without a sign-in: the page's button and RFC 8058's one-click POST. */
export function notificationRoutes(api: ApiRouter, deps: { notifications: NotificationService }): void {
  api.handle(notificationsApi.unsubscribe, async ({ body }) => {
    await deps.notifications.unsubscribe(body.token);
    return { unsubscribed: true as const };
  });
  api.handle(notificationsApi.unsubscribeOneClick, async ({ query }) => {
    await deps.notifications.unsubscribe(query.token);
    return { unsubscribed: true as const };
  });
}
