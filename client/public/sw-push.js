/* global self, clients */
// Imported by the service worker (decision 052). Shows a Web Push message from Arkad (a price
// alert: the server's JSON { title, body, url }, the same words as the alert email) and opens the
// app on a click: an Arkad tab already open is focused, otherwise a new one opens at `url`.
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
