/* global self */
// Imported by the service worker. Analytics beacons (POST /api/events, sent as a page is hidden or
// left) go straight to the network, never through the worker: Chromium drops a beacon that the
// worker would intercept when its page is going away. Browsers without the Static Routing API
// (event.addRoutes) keep the worker's usual path.
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function' || typeof URLPattern !== 'function') return;
  event.waitUntil(
    event
      .addRoutes({ condition: { urlPattern: new URLPattern({ pathname: '/api/events' }) }, source: 'network' })
      .catch(() => undefined),
  );
});
