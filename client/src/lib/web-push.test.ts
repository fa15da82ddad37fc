import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeThisBrowser } from './web-push';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('subscribeThisBrowser', () => {
  it('registers the offline worker at once when the page has not registered it yet', async () => {
    const subscription = {
      endpoint: 'http://127.0.0.1:9/push/1',
      toJSON: () => ({ endpoint: 'http://127.0.0.1:9/push/1', keys: { p256dh: 'key', auth: 'secret' } }),
    };
    const registration = {
      pushManager: { getSubscription: vi.fn(async () => null), subscribe: vi.fn(async () => subscription) },
    };
    const register = vi.fn(async () => registration);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => undefined, register, ready: Promise.resolve(registration) },
    });
    vi.stubGlobal('Notification', { requestPermission: async () => 'granted' });
    vi.stubEnv('PROD', true);

    await expect(subscribeThisBrowser('BKey')).resolves.toEqual({
      endpoint: 'http://127.0.0.1:9/push/1',
      keys: { p256dh: 'key', auth: 'secret' },
    });
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(registration.pushManager.subscribe).toHaveBeenCalledOnce();
  });

  it('says the worker is not running where the build has none', async () => {
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => undefined, register: vi.fn() },
    });
    vi.stubGlobal('Notification', { requestPermission: async () => 'granted' });
    vi.stubEnv('PROD', false);
    await expect(subscribeThisBrowser('BKey')).rejects.toMatchObject({ reason: 'no-worker' });
  });
});
