import type { PublicUser } from '@shared/schemas/user';
import { clearVisit } from './visit-storage';

/** Every browser-storage key Arkad uses, in one place (config/browser-storage.ts says what each holds). */
export const storageKeys = {
  user: 'arkad_auth_user',
  token: 'arkad_auth_token',
  bitcoinPriceCache: 'bitcoin_price_cache',
  /**
   * Work kept for when the server can be reached again, and the treasury to show offline: React
   * Query's persisted cache (lib/offline-persistence.ts).
   */
  offlineCache: 'arkad_offline_cache',
  /** The beta banner was dismissed (value: the end date of the beta it was dismissed for). */
  betaDismissed: 'arkad_beta_dismissed',
  /** Session storage: the admin dashboard's token and its expiry, for this tab only. */
  adminSession: 'arkad_admin_session',
  /** 'light' or 'dark' when the learner chose one; absent means follow the system. */
  theme: 'arkad_theme',
  /** 'en' or 'es' when the learner chose a language; absent means the browser's languages decide. */
  language: 'arkad_language',
} as const;

/** How long the saved price copy may stand in when the server cannot be reached (features/market/lib/price-cache.ts). */
export const PRICE_COPY_MAX_AGE_MINUTES = 15;

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The language the learner chose in this browser, as stored ('en', 'es'), or null. */
export function readStoredLanguage(): string | null {
  return safeStorage()?.getItem(storageKeys.language) ?? null;
}

export function storeLanguage(language: string): void {
  try {
    safeStorage()?.setItem(storageKeys.language, language);
  } catch {
    // Storage full or blocked: the choice holds for this visit (and on the account when signed in).
  }
}

export function readStoredToken(): string | null {
  return safeStorage()?.getItem(storageKeys.token) ?? null;
}

export function readStoredUserText(): string | null {
  return safeStorage()?.getItem(storageKeys.user) ?? null;
}

/** Whether the last visit kept work or data for offline use (lib/offline-persistence.ts). */
export function hasKeptOfflineWork(): boolean {
  return (safeStorage()?.getItem(storageKeys.offlineCache) ?? null) !== null;
}

/** The id of the user signed in in this browser (the stored user), or null. */
export function signedInUserId(): number | null {
  try {
    const parsed: unknown = JSON.parse(readStoredUserText() ?? 'null');
    if (typeof parsed !== 'object' || parsed === null || !('id' in parsed)) return null;
    return typeof parsed.id === 'number' ? parsed.id : null;
  } catch {
    return null;
  }
}

export function storeSession(user: PublicUser, token: string): void {
  const storage = safeStorage();
  storage?.setItem(storageKeys.token, token);
  storage?.setItem(storageKeys.user, JSON.stringify(user));
}

export function storeUser(user: PublicUser): void {
  safeStorage()?.setItem(storageKeys.user, JSON.stringify(user));
}

export function clearSession(): void {
  const storage = safeStorage();
  storage?.removeItem(storageKeys.user);
  storage?.removeItem(storageKeys.token);
  // What was kept for the visit (answers, the onboarding step) belonged to this session too.
  clearVisit();
}
