import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiError, errorMessage } from './api-client';
import { storageKeys } from './storage';

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends credentials, JSON headers and the stored bearer token', async () => {
    localStorage.setItem(storageKeys.token, 'tok-123');
    const fetchMock = mockFetch(new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    await expect(apiRequest('POST', '/api/x', { a: 1 })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/x');
    expect(init?.credentials).toBe('include');
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
    expect(init?.body).toBe('{"a":1}');
  });

  it('sends no Authorization header without a stored token', async () => {
    const fetchMock = mockFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('POST', '/api/x')).resolves.toBeUndefined();
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it("raises 'status: body text' and keeps the parsed error", async () => {
    const body = JSON.stringify({
      error: { code: 'CONFLICT', message: 'That username is already taken', fields: { username: ['taken'] } },
    });
    mockFetch(new Response(body, { status: 409, statusText: 'Conflict' }));
    const error = await apiRequest('POST', '/api/auth/register', {}).catch((e: unknown) => e);
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
    const error = (await apiRequest('GET', '/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('503: Service Unavailable');
    expect(errorMessage(error, 'Login failed. Please try again.')).toBe('Login failed. Please try again.');
  });
});
