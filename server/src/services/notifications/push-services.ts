/**
 * The browsers' push services: the only hosts a push endpoint may name (https, port 443). A
 * browser's PushSubscription.endpoint is a URL at its vendor's push service; anything else a
 * learner sends as an endpoint is not one, and the server would POST to it (issue 43, point 2).
 * Chromium browsers other than Edge (Chrome, Opera, Brave, Samsung Internet) use Google's FCM.
 *
 * `host` is matched exactly; a leading `*.` matches any name below it (not the name itself).
 */
export interface PushService {
  host: string;
  browsers: string;
  /** Where the vendor documents its push endpoints' host. */
  source: string;
}

export const PUSH_SERVICES: readonly PushService[] = [
  {
    host: 'fcm.googleapis.com',
    browsers: 'Chrome and other Chromium browsers (Firebase Cloud Messaging)',
    source:
      'https://web.dev/articles/push-notifications-subscribing-a-user (endpoints https://fcm.googleapis.com/fcm/send/…)',
  },
  {
    host: 'updates.push.services.mozilla.com',
    browsers: 'Firefox (Mozilla autopush)',
    source:
      'https://mozilla-services.github.io/autopush-rs/ (endpoints https://updates.push.services.mozilla.com/wpush/v2/…)',
  },
  {
    host: '*.push.apple.com',
    browsers: 'Safari on macOS 13+ and iOS/iPadOS 16.4+ (Apple Push Notification service)',
    source:
      'https://developer.apple.com/documentation/usernotifications/sending-web-push-notifications-in-web-apps-and-browsers ("allow URLs from *.push.apple.com"; today web.push.apple.com)',
  },
  {
    host: '*.notify.windows.com',
    browsers: 'Microsoft Edge (Windows Push Notification Services)',
    source:
      'https://learn.microsoft.com/en-us/windows/apps/develop/notifications/push-notifications/wns-overview (channel URIs at *.notify.windows.com, e.g. wns2-by3p.notify.windows.com)',
  },
];

/** Whether a (lower-case, as URL gives it) host name is one of the push services'. */
export function isPushServiceHost(hostname: string): boolean {
  return PUSH_SERVICES.some(({ host }) => {
    if (!host.startsWith('*.')) return hostname === host;
    const suffix = host.slice(1);
    return hostname.endsWith(suffix) && hostname.length > suffix.length;
  });
}
