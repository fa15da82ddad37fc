/**
 * The offline service worker (built by vite-plugin-pwa from vite.config.ts): it precaches every
 * built file, so the app opens offline after a visit. Its install downloads the whole app (about 1.5
 * MB of files, a hundred requests) and stores it, work that competes with a first visit's own
 * downloads and with its main thread for the device's cores; a first visit does not need it until
 * later. So the page registers it once it has settled (registerServiceWorkerWhenSettled, started by
 * main.tsx after the first screen): after its load event, once no download has finished for
 * SETTLED_QUIET_MS (docs/decisions/032-start-up-in-short-tasks.md). A page the worker already
 * controls registers it at once: that only checks sw.js for an update. Development builds have no
 * worker.
 */

/** How long the page goes without a finished download before the worker is registered. */
export const SETTLED_QUIET_MS = 3000;
/** A page that never stops downloading (a poll, a stream) registers it this long after load anyway. */
export const SETTLED_MAX_WAIT_MS = 30_000;

function hasWorker(): boolean {
  return import.meta.env.PROD && 'serviceWorker' in navigator;
}

/** Registers the worker now; its registration, or null when this build or browser has none. */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!hasWorker()) return null;
  try {
    return await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch (error) {
    console.warn('The offline copy of the app could not be set up.', error);
    return null;
  }
}

/**
 * Runs `settled` once the page has loaded and then gone `quietMs` without a download finishing (read
 * from the Resource Timing entries the browser adds as each one ends), or `maxWaitMs` after its load.
 */
export function whenPageSettled(
  settled: () => void,
  { quietMs = SETTLED_QUIET_MS, maxWaitMs = SETTLED_MAX_WAIT_MS } = {},
): void {
  let quietTimer: number | undefined;
  let maxTimer: number | undefined;
  let observer: PerformanceObserver | undefined;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    window.clearTimeout(quietTimer);
    window.clearTimeout(maxTimer);
    observer?.disconnect();
    settled();
  };
  const waitForQuiet = () => {
    window.clearTimeout(quietTimer);
    quietTimer = window.setTimeout(finish, quietMs);
  };
  const start = () => {
    if (typeof PerformanceObserver === 'function') {
      observer = new PerformanceObserver(waitForQuiet);
      try {
        observer.observe({ type: 'resource' });
      } catch {
        observer = undefined;
      }
    }
    waitForQuiet();
    maxTimer = window.setTimeout(finish, maxWaitMs);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** See the module's comment: at once for a page the worker controls, else once the page has settled. */
export function registerServiceWorkerWhenSettled(): void {
  if (!hasWorker()) return;
  if (navigator.serviceWorker.controller) {
    void registerServiceWorker();
    return;
  }
  whenPageSettled(() => void registerServiceWorker());
}
