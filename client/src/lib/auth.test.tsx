import { QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRendered } from './after-first-screen';
import { AuthProvider, useAuth } from './auth';
import { createQueryClient } from './query-client';
import { storageKeys } from './storage';
import { visitKeys, writeVisit } from './visit-storage';
import { testUser } from '@/test/test-user';

const user = testUser();

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}

function Probe() {
  const { user: current, isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <p>loading</p>;
  return <p>{isAuthenticated ? `signed in as ${current?.firstName}` : 'signed out'}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('AuthProvider', () => {
  it('useAuth outside the provider throws a message naming the provider', () => {
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });

  it('logs a corrupt stored user and removes both stored keys', async () => {
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(storageKeys.user, '{"broken":');
    localStorage.setItem(storageKeys.token, 'tok');
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    render(<Probe />, { wrapper });
    await screen.findByText('signed out');
    expect(errorSpy).toHaveBeenCalledOnce();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('asks the server for the current user at start and treats 401 as no user', async () => {
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
    localStorage.setItem(storageKeys.token, 'expired');
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response('{"error":{"code":"UNAUTHENTICATED","message":"x"}}', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<Probe />, { wrapper });
    expect(screen.getByText('loading')).toBeInTheDocument();
    await screen.findByText('signed out');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/me', expect.anything());
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it.each([
    ['the server answers 401', 'expired'],
    ['the token is gone (signed out in another tab)', null],
  ])('when %s, what this tab kept for the visit is forgotten', async (_case, token) => {
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
    if (token) localStorage.setItem(storageKeys.token, token);
    writeVisit(user.id, visitKeys.wizard, { index: 2 });
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(new Response('{"error":{"code":"UNAUTHENTICATED","message":"x"}}', { status: 401 })),
    );
    render(<Probe />, { wrapper });
    await screen.findByText('signed out');
    // Without a token it is done once the first screen is shown (the app says so when it has rendered).
    appRendered();
    await waitFor(() => expect(sessionStorage.getItem(visitKeys.wizard)).toBeNull());
  });

  it('keeps the stored user when the server cannot be reached (offline)', async () => {
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
    localStorage.setItem(storageKeys.token, 'tok');
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    render(<Probe />, { wrapper });
    await screen.findByText('signed in as Arkad');
  });

  it('offline, a stored user of another shape is logged and discarded, not used as the session', async () => {
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(storageKeys.user, JSON.stringify({ id: 'not-a-number', firstName: 'Arkad' }));
    localStorage.setItem(storageKeys.token, 'tok');
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    render(<Probe />, { wrapper });
    await screen.findByText('signed out');
    expect(errorSpy).toHaveBeenCalledOnce();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('logout clears the stored session even when the server call fails', async () => {
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
    localStorage.setItem(storageKeys.token, 'tok');
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response(JSON.stringify({ user }), { status: 200 }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    await result.current.logout();
    await waitFor(() => expect(result.current.isAuthenticated).toBe(false));
    expect(warn).toHaveBeenCalled();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });
});
