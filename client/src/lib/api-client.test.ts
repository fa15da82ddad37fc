import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerMismatchError } from '@shared/api/answer-check';
import * as authApi from '@/api/auth';
import * as treasuryApi from '@/api/treasury';
import * as usageApi from '@/api/usage';
import { apiUrl, ApiError, callApi, errorMessage } from './api-client';
import { storageKeys } from './storage';

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

const entry = {
  id: 3,
  clientId: '0b8f2a4e-6c1d-4f7e-9a3b-2d5c8e1f4a6b',
  month: 'November 2026',
  amount: 250,
  currency: 'USD',
  date: '2026-11-27T09:30:00.000Z',
};

describe('callApi', () => {
  it('sends credentials, JSON headers, the body and the stored bearer token to the operation’s URL', async () => {
    localStorage.setItem(storageKeys.token, 'tok-123');
    const fetchMock = mockFetch(new Response(JSON.stringify(entry), { status: 201 }));
    const body = { clientId: entry.clientId, month: 'November 2026', amount: 250 };
    await expect(callApi(treasuryApi.createSavingsEntry, { body })).resolves.toEqual(entry);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/treasury/entries');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
    // The page's language, so what the API writes for the learner follows the screen.
    expect(headers.get('Accept-Language')).toBe('en');
    expect(init?.body).toBe(JSON.stringify(body));
  });

  it('fills path parameters (encoded) and the query', async () => {
    const fetchMock = mockFetch(new Response(null, { status: 204 }));
    await expect(callApi(treasuryApi.deleteSavingsEntry, { params: { id: 42 } })).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/treasury/entries/42');
    expect(apiUrl(usageApi.getFeatureAccess, { params: { feature: 'dca_calculator' } })).toBe(
      '/api/usage/dca_calculator',
    );
  });

  it('sends no Authorization header without a stored token, or the token it is given instead', async () => {
    const fetchMock = mockFetch(new Response(null, { status: 204 }));
    await callApi(authApi.logout);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
    localStorage.setItem(storageKeys.token, 'stored');
    await callApi(authApi.logout, {}, { token: 'other' });
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('Authorization')).toBe('Bearer other');
  });

  it('checks the answer against the operation’s schema and leaves out keys it does not declare', async () => {
    mockFetch(new Response(JSON.stringify({ ...entry, extra: 'not in the contract' }), { status: 200 }));
    await expect(
      callApi(treasuryApi.createSavingsEntry, { body: { clientId: entry.clientId, month: 'x', amount: 1 } }),
    ).resolves.toEqual(entry);
    mockFetch(new Response(JSON.stringify({ ...entry, amount: '250' }), { status: 200 }));
    const error = await callApi(treasuryApi.createSavingsEntry, {
      body: { clientId: entry.clientId, month: 'x', amount: 1 },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnswerMismatchError);
    expect((error as AnswerMismatchError).where).toBe('.amount');
  });

  it("raises 'status: body text' and keeps the parsed error", async () => {
    const body = JSON.stringify({
      error: { code: 'CONFLICT', message: 'That username is already taken', fields: { username: ['taken'] } },
    });
    mockFetch(new Response(body, { status: 409, statusText: 'Conflict' }));
    const input = {
      username: 'taken',
      email: 'a@example.com',
      password: 'long enough',
      firstName: 'A',
      lastName: 'B',
    };
    const error = await callApi(authApi.register, { body: input }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`409: ${body}`);
    expect(apiError.statusText).toBe('Conflict');
    expect(apiError.code).toBe('CONFLICT');
    expect(apiError.fields).toEqual({ username: ['taken'] });
    expect(errorMessage(apiError, 'fallback')).toBe('That username is already taken');
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const error = (await callApi(authApi.getMe).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('503: Service Unavailable');
    expect(errorMessage(error, 'Login failed. Please try again.')).toBe('Login failed. Please try again.');
  });
});
