import { adminSessionSchema, type AdminSession } from '@shared/schemas/beta';
import { storageKeys } from '@/lib/storage';

/**
 * The admin token lives in this tab's session storage (never local storage): closing the tab, the
 * Logout button or the token's 30 minutes end the admin session. The password itself is never stored.
 */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored admin session, or null when there is none or it has expired. */
export function readAdminSession(now: Date): AdminSession | null {
  const text = storage()?.getItem(storageKeys.adminSession);
  if (!text) return null;
  try {
    const session = adminSessionSchema.parse(JSON.parse(text));
    return Date.parse(session.expiresAt) > now.getTime() ? session : null;
  } catch {
    return null;
  }
}

export function storeAdminSession(session: AdminSession): void {
  storage()?.setItem(storageKeys.adminSession, JSON.stringify(session));
}

export function clearAdminSession(): void {
  storage()?.removeItem(storageKeys.adminSession);
}
