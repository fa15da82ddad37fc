/**
 * The browser side of Web Push (decision 052): whether this browser can receive it, asking its
 * permission, and subscribing through the app's service worker (client/public/sw-push.js shows the
 * notifications). Plumbing only: what is sent, and when, is the server's (price alerts).
 */

import { registerServiceWorker } from './service-worker';

export type PushBlock = 'unsupported' | 'denied' | null;

/** Why this browser cannot get push now (no Push API, or notifications blocked), or null. */
export function pushBlock(): PushBlock {
  if (typeof window === 'undefined') return 'unsupported';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'denied' : null;
}

export class PushSetupError extends Error {
  constructor(
    readonly reason: 'denied' | 'no-worker' | 'no-service',
    message: string,
  ) {
    super(message);
    this.name = 'PushSetupError';
  }
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The subscription as the server stores it (PushSubscription.toJSON()). */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * The offline worker's registration. On a first visit the page registers it only once it has
 * settled (lib/service-worker.ts): asked for before then, it is registered now and waited for.
 */
async function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (existing) return existing;
  if ((await registerServiceWorker()) === null) return undefined;
  return navigator.serviceWorker.ready;
}

/** Asks the permission (a prompt the first time), then subscribes with the server's VAPID key. */
export async function subscribeThisBrowser(publicKey: string): Promise<BrowserSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushSetupError('denied', 'Notifications are not allowed for Arkad in this browser.');
  }
  const registration = await workerRegistration();
  if (!registration) {
    throw new PushSetupError(
      'no-worker',
      "The app's offline worker is not running in this browser yet. Reload the page and try again.",
    );
  }
  let subscription: PushSubscription;
  try {
    subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  } catch {
    // No push service for this browser (offline, or none built in): nothing was stored.
    throw new PushSetupError(
      'no-service',
      'This browser could not reach its push service. Check the connection and try again.',
    );
  }
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** Unsubscribes this browser, if it was subscribed (the server forgets it separately). */
export async function unsubscribeThisBrowser(): Promise<void> {
  if (pushBlock() === 'unsupported') return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
