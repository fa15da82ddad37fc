import { afterEach, describe, expect, it, vi } from 'vitest';
import * as authApi from '@/api/auth';
import * as treasuryApi from '@/api/treasury';
import { callApi } from './api-client';
import { dropEarlyResponses, takeEarlyResponse } from './early-requests';
import { testUser } from '@/test/test-user';
import { storageKeys } from './storage';

const user = testUser({ id: 7 });

/** What index.html's preload script leaves for the app: one early GET per path, with its token. */
function earlyAnswer(path: string, token: string, body: unknown, status = 200, language = 'en') {
  const response = Promise.resolve(new Response(JSON.stringify(body), { status }));
  window.__arkadEarlyRequests = { ...window.__arkadEarlyRequests, [path]: { token, language, response } };
  return response;
}

afterEach(() => {
  dropEarlyResponses();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('takeEarlyResponse', () => {
  it('gives the early answer for the same path, token and language, once', () => {
    const response = earlyAnswer('/api/auth/me', 'tok-1', { user });
    expect(takeEarlyResponse('/api/auth/me', 'tok-1', 'en')).toBe(response);
    expect(takeEarlyResponse('/api/auth/me', 'tok-1', 'en')).toBeNull();
  });

  it('gives none for another token, language or path, no token, or after the start', () => {
    earlyAnswer('/api/auth/me', 'tok-1', { user });
    expect(takeEarlyResponse('/api/auth/me', 'tok-2', 'en')).toBeNull();
    expect(takeEarlyResponse('/api/auth/me', null, 'en')).toBeNull();
    expect(takeEarlyResponse('/api/auth/me', 'tok-1', 'es')).toBeNull();
    expect(takeEarlyResponse('/api/progress', 'tok-1', 'en')).toBeNull();
    dropEarlyResponses();
    expect(takeEarlyResponse('/api/auth/me', 'tok-1', 'en')).toBeNull();
  });
});

describe('the API client and the early answers', () => {
  const fetchMock = () => {
    const mock = vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify({ user: { ...user, id: 8 } }), { status: 200 }),
    );
    vi.stubGlobal('fetch', mock);
    return mock;
  };

  it('reads the early answer instead of asking again, and asks the server the next time', async () => {
    localStorage.setItem(storageKeys.token, 'tok-1');
    const fetched = fetchMock();
    earlyAnswer('/api/auth/me', 'tok-1', { user });
    await expect(callApi(authApi.getMe)).resolves.toEqual({ user });
    expect(fetched).not.toHaveBeenCalled();
    await expect(callApi(authApi.getMe)).resolves.toEqual({ user: { ...user, id: 8 } });
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('throws the early answer’s error status as any answer’s (a revoked session is still a 401)', async () => {
    localStorage.setItem(storageKeys.token, 'tok-1');
    const fetched = fetchMock();
    earlyAnswer('/api/auth/me', 'tok-1', { error: { code: 'UNAUTHORIZED', message: 'Session revoked' } }, 401);
    await expect(callApi(authApi.getMe)).rejects.toMatchObject({ status: 401 });
    expect(fetched).not.toHaveBeenCalled();
  });

  it('asks the server when the page reads another language than the early request was sent in', async () => {
    localStorage.setItem(storageKeys.token, 'tok-1');
    const fetched = fetchMock();
    earlyAnswer('/api/auth/me', 'tok-1', { user }, 200, 'es');
    await expect(callApi(authApi.getMe)).resolves.toEqual({ user: { ...user, id: 8 } });
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('asks the server when the stored token is not the one the early request carried', async () => {
    localStorage.setItem(storageKeys.token, 'tok-2');
    const fetched = fetchMock();
    earlyAnswer('/api/auth/me', 'tok-1', { user });
    await callApi(authApi.getMe).catch(() => undefined);
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('never answers a write with an early answer', async () => {
    localStorage.setItem(storageKeys.token, 'tok-1');
    const fetched = vi.fn<typeof fetch>(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetched);
    earlyAnswer('/api/treasury/entries', 'tok-1', {});
    await callApi(treasuryApi.createSavingsEntry, {
      body: { clientId: '0b8f2a4e-6c1d-4f7e-9a3b-2d5c8e1f4a6b', month: 'November 2026', amount: 250 },
    }).catch(() => undefined);
    expect(fetched).toHaveBeenCalledTimes(1);
  });
});
