/**
 * Registers the offline service worker (built by vite-plugin-pwa from vite.config.ts): it precaches
 * every built file, so the app opens offline after a visit. Started after the first screen
 * (main.tsx), not at load: its install downloads the whole app, which a first visit's own screen
 * must not wait behind. Development builds have no worker.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
    console.warn('The offline copy of the app could not be set up.', error);
  });
}
