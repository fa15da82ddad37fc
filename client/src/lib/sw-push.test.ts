import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

// client/public/sw-push.js, the service worker's push part, run against a stand-in for the worker's
// global scope: the listeners it adds are called as the browser would call them.

type Listener = (event: unknown) => void;

function loadWorker() {
  const listeners: Record<string, Listener> = {};
  const subscribe = vi.fn(async (options: { applicationServerKey: ArrayBuffer }) => ({
    toJSON: () => ({ endpoint: 'https://push.example/new', keys: { p256dh: 'BNEW', auth: 'AUTH' }, options }),
  }));
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ renewed: true }), { status: 200 }));
  const self = {
    addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
    registration: { pushManager: { subscribe }, showNotification: vi.fn() },
    location: { origin: 'https://arkad.example' },
  };
  const source = readFileSync('client/public/sw-push.js', 'utf8');
  new Function('self', 'clients', 'fetch', source)(self, {}, fetchMock);
  return { listeners, subscribe, fetchMock };
}

/** A pushsubscriptionchange event; resolves what the worker asked the browser to wait for. */
function subscriptionChange(init: { oldSubscription: unknown; newSubscription: unknown }) {
  let waited: Promise<unknown> = Promise.resolve();
  return {
    event: { ...init, waitUntil: (promise: Promise<unknown>) => (waited = promise) },
    settled: () => waited,
  };
}

describe('sw-push.js on pushsubscriptionchange', () => {
  const key = new Uint8Array([4, 1, 2, 3]).buffer;
  const oldSubscription = {
    endpoint: 'https://push.example/old',
    options: { applicationServerKey: key },
    toJSON: () => ({ endpoint: 'https://push.example/old', keys: { p256dh: 'BOLD', auth: 'OLDAUTH' } }),
  };

  it('subscribes again with the same key and tells the server which subscription it replaces', async () => {
    const { listeners, subscribe, fetchMock } = loadWorker();
    const change = subscriptionChange({ oldSubscription, newSubscription: null });
    listeners.pushsubscriptionchange?.(change.event);
    await change.settled();

    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: key });
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/push/subscription/renew');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toMatchObject({
      oldSubscription: { endpoint: 'https://push.example/old', keys: { p256dh: 'BOLD', auth: 'OLDAUTH' } },
      subscription: { endpoint: 'https://push.example/new', keys: { p256dh: 'BNEW', auth: 'AUTH' } },
    });
  });

  it('sends the new subscription the browser already made, without subscribing again', async () => {
    const { listeners, subscribe, fetchMock } = loadWorker();
    const newSubscription = {
      toJSON: () => ({ endpoint: 'https://push.example/given', keys: { p256dh: 'B', auth: 'A' } }),
    };
    const change = subscriptionChange({ oldSubscription, newSubscription });
    listeners.pushsubscriptionchange?.(change.event);
    await change.settled();
    expect(subscribe).not.toHaveBeenCalled();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).subscription.endpoint).toBe('https://push.example/given');
  });

  it('does nothing without the old subscription: nothing names the learner', () => {
    const { listeners, subscribe, fetchMock } = loadWorker();
    const change = subscriptionChange({ oldSubscription: null, newSubscription: null });
    listeners.pushsubscriptionchange?.(change.event);
    expect(subscribe).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
