import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { PublicUser } from '@shared/schemas/user';
import * as authApi from '@/api/auth';
import { afterFirstScreen } from './after-first-screen';
import { ApiError, callApi } from './api-client';
import { forgetLearnerData } from './forget-learner';
import { clearSession, readStoredToken, readStoredUserText, storeSession, storeUser } from './storage';
import { clearVisit } from './visit-storage';

const ME_STALE_MS = 5 * 60 * 1000;

function discardStoredSession(error: unknown): void {
  console.error('Discarding the stored Arkad session: the stored user could not be read.', error);
  clearSession();
}

/**
 * The stored user, parsed at start to pre-fill the current-user cache while the server is asked;
 * text that is not a JSON object is logged and the whole stored session discarded. Its shape is
 * checked (readCheckedStoredUser) before it is ever used as the session, so the schema library is
 * not part of every page's first load.
 */
function readStoredUser(): PublicUser | null {
  const text = readStoredUserText();
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) throw new TypeError('The stored user is not an object');
    // Shape checked before use: see above.
    return parsed as PublicUser;
  } catch (error) {
    discardStoredSession(error);
    return null;
  }
}

/** The stored user checked against the user schema; a stored user of another shape is discarded. */
async function readCheckedStoredUser(): Promise<PublicUser | null> {
  const text = readStoredUserText();
  if (text === null) return null;
  // Offline, this chunk comes from the service worker's precache.
  const { publicUserSchema } = await import('@shared/schemas/user');
  try {
    return publicUserSchema.parse(JSON.parse(text));
  } catch (error) {
    discardStoredSession(error);
    return null;
  }
}

/** GET /api/auth/me: null without a token or on 401; the stored user when the network is down. */
async function getCurrentUser(): Promise<PublicUser | null> {
  if (!readStoredToken()) {
    // Signed out elsewhere (another tab): the session is over, and so is what this tab kept for it.
    // Nobody reads it meanwhile (it is kept per learner), so a first visit's screen does not wait for it.
    afterFirstScreen(clearVisit);
    return null;
  }
  try {
    const { user } = await callApi(authApi.getMe);
    storeUser(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 401) {
        clearSession();
        return null;
      }
      throw error;
    }
    // Offline or the server unreachable: keep the user signed in now (read again: they may have
    // switched accounts since the page loaded) so offline features still open.
    const storedUser = await readCheckedStoredUser().catch(() => null);
    if (storedUser) return storedUser;
    throw error;
  }
}

export const currentUserQueryKey = ['auth', 'me'] as const;

function currentUserQueryOptions(storedUser: PublicUser | null) {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: getCurrentUser,
    staleTime: ME_STALE_MS,
    refetchOnWindowFocus: false,
    refetchOnMount: true,
    retry: false,
    // The stored user pre-fills the cache but counts as stale, so the server is asked at start.
    initialData: storedUser ?? undefined,
    initialDataUpdatedAt: 0,
  });
}

export interface AuthContextValue {
  user: PublicUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  error: Error | null;
  /** After login, register or a password change: store the user and token. */
  setSession(user: PublicUser, token: string): void;
  /** After the server returns a changed user. */
  updateUser(user: PublicUser): void;
  logout(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [storedUser] = useState(readStoredUser);
  const query = useQuery(currentUserQueryOptions(storedUser));

  const setSession = useCallback(
    (user: PublicUser, token: string) => {
      storeSession(user, token);
      queryClient.setQueryData(currentUserQueryKey, user);
    },
    [queryClient],
  );

  const updateUser = useCallback(
    (user: PublicUser) => {
      storeUser(user);
      queryClient.setQueryData(currentUserQueryKey, user);
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    try {
      await callApi(authApi.logout, {}, { token: readStoredToken() });
    } catch (error) {
      console.warn('Logout request failed; clearing the local session anyway.', error);
    }
    clearSession();
    forgetLearnerData(queryClient, currentUserQueryKey[0]);
    queryClient.setQueryData(currentUserQueryKey, null);
    await queryClient.refetchQueries({ queryKey: currentUserQueryKey });
  }, [queryClient]);

  // The server's answer to the session check opens the page in a transition: React renders the first
  // screen in slices of a few milliseconds rather than in one long task (the answer arrives through
  // React Query's store, whose updates React renders at once), and keeps the spinner rather than
  // showing a fallback while that screen's code is still loading.
  const checked = query.isFetchedAfterMount;
  const [loading, setLoading] = useState(!checked);
  useEffect(() => {
    if (checked && loading) startTransition(() => setLoading(false));
  }, [checked, loading]);

  const user = query.data ?? null;
  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isLoading: loading,
      isAuthenticated: user !== null && !query.error,
      error: query.error,
      setSession,
      updateUser,
      logout,
    }),
    [user, loading, query.error, setSession, updateUser, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/**
 * The session when the page has one (inside AuthProvider), else null: a control that also renders
 * outside the app (the landing page the build renders to HTML, decision 061) reads it this way.
 */
export function useOptionalAuth(): AuthContextValue | null {
  return useContext(AuthContext);
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
