import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  registerServiceWorkerWhenSettled,
  SETTLED_MAX_WAIT_MS,
  SETTLED_QUIET_MS,
  whenPageSettled,
} from './service-worker';

/** A PerformanceObserver whose 'resource' entries the test delivers: a download finishing. */
let downloadFinished: (() => void) | undefined;
class FakePerformanceObserver {
  constructor(callback: () => void) {
    downloadFinished = callback;
  }
  observe() {}
  disconnect() {
    downloadFinished = undefined;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  downloadFinished = undefined;
});

describe('whenPageSettled', () => {
  it('runs once the loaded page has gone the quiet period without a download finishing', () => {
    const settled = vi.fn();
    whenPageSettled(settled);
    vi.advanceTimersByTime(SETTLED_QUIET_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(settled).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(SETTLED_MAX_WAIT_MS);
    expect(settled).toHaveBeenCalledOnce();
  });

  it('waits the quiet period again after each download', () => {
    const settled = vi.fn();
    whenPageSettled(settled);
    vi.advanceTimersByTime(SETTLED_QUIET_MS - 100);
    downloadFinished?.();
    vi.advanceTimersByTime(SETTLED_QUIET_MS - 100);
    expect(settled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(settled).toHaveBeenCalledOnce();
  });

  it('runs at the longest wait on a page that never stops downloading', () => {
    const settled = vi.fn();
    whenPageSettled(settled);
    for (let waited = 0; waited < SETTLED_MAX_WAIT_MS - 1000; waited += 1000) {
      vi.advanceTimersByTime(1000);
      downloadFinished?.();
    }
    expect(settled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(settled).toHaveBeenCalledOnce();
  });

  it('starts counting at the load event on a page still loading', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const settled = vi.fn();
    whenPageSettled(settled);
    vi.advanceTimersByTime(SETTLED_MAX_WAIT_MS);
    expect(settled).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(SETTLED_QUIET_MS);
    expect(settled).toHaveBeenCalledOnce();
  });
});

describe('registerServiceWorkerWhenSettled', () => {
  function fakeServiceWorker(controlled: boolean) {
    const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: controlled ? {} : null, register },
    });
    vi.stubEnv('PROD', true);
    return register;
  }

  it('registers the worker once the page has settled on a first visit', () => {
    const register = fakeServiceWorker(false);
    registerServiceWorkerWhenSettled();
    vi.advanceTimersByTime(SETTLED_QUIET_MS - 1);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('registers it at once in a page it already controls (an update check)', () => {
    const register = fakeServiceWorker(true);
    registerServiceWorkerWhenSettled();
    expect(register).toHaveBeenCalledOnce();
  });

  it('registers nothing in a development build', () => {
    const register = fakeServiceWorker(false);
    vi.stubEnv('PROD', false);
    registerServiceWorkerWhenSettled();
    vi.advanceTimersByTime(SETTLED_MAX_WAIT_MS);
    expect(register).not.toHaveBeenCalled();
  });
});
