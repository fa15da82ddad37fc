import type { ReactNode } from 'react';
import type { PublicUser } from '@shared/schemas/user';
import { useAuth } from '@/lib/auth';
import { storeSession } from '@/lib/storage';

/** Stores `user`'s session in the browser, as signing in does, before the app starts. */
export function startSignedIn(user: PublicUser, token = 'token-1') {
  storeSession(user, token);
}

/** Renders its children with the signed-in user from the auth provider, as the settings route does. */
export function WithCurrentUser({ children }: { children: (user: PublicUser) => ReactNode }) {
  const { user } = useAuth();
  return user ? <>{children(user)}</> : null;
}
