/* global self, clients */
// Imported by the service worker (decision 052). Shows a Web Push message from Arkad (a price
// alert: the server's JSON { title, body, url }, the same words as the alert email) and opens the
// app on a click: an Arkad tab already open is focused, otherwise a new one opens at `url`. When the
// push service replaces the browser's subscription, the server is told which one the new one replaces.
self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== 'string') return;
  const url = typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/';
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/favicon.svg',
      tag: 'arkad-price-alert',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin).href;
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((open) => {
      const tab = open.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) return tab.focus();
      return clients.openWindow(url);
    }),
  );
});

// The push service replaced this browser's subscription (it expired, or its keys were renewed). The
// worker has no session, so the server is told by the old subscription, its endpoint and keys, which
// only it and the browser know, which one the new one replaces (POST /api/push/subscription/renew).
// Without the old subscription nothing names the learner: push comes back when they turn it on again.
self.addEventListener('pushsubscriptionchange', (event) => {
  const old = event.oldSubscription;
  if (!old) return;
  const renewed = event.newSubscription
    ? Promise.resolve(event.newSubscription)
    : self.registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: old.options.applicationServerKey,
      });
  event.waitUntil(
    renewed
      .then((subscription) =>
        fetch('/api/push/subscription/renew', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ oldSubscription: old.toJSON(), subscription: subscription.toJSON() }),
        }),
      )
      .catch(() => undefined),
  );
});
