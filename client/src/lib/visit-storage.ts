/**
 * What Arkad keeps for the visit only, in sessionStorage: it survives a reload and a tab switch and
 * is gone when the tab closes. It belongs to the signed-in learner: each value is stored with their
 * user id and read back only for that id (another account on this tab, after a sign-out, an expired
 * session or a sign-in in another tab, never sees it), and it is cleared whenever the session ends
 * (storage.ts clearSession). Without a signed-in learner nothing is kept. Every value is checked
 * when read back; a corrupt one, or one of another learner, is dropped and ignored.
 */
export const visitKeys = {
  /** Set for the account created in this visit: the header then says 'Welcome', not 'Welcome back'. */
  newAccount: 'arkad_visit_new_account',
  onboardingStep: 'arkad_visit_onboarding_step',
  wizard: 'arkad_visit_wizard',
  securityAssessment: 'arkad_visit_security_assessment',
} as const;

export type VisitKey = (typeof visitKeys)[keyof typeof visitKeys];

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * What a stored value is checked with: a zod schema fits, and so does a small hand-written check
 * where the screen is part of the first load (zod comes later, with the first form).
 */
export interface VisitValueCheck<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** A whole number from `min` to `max`, checked without zod. */
export function wholeNumberIn(min: number, max: number): VisitValueCheck<number> {
  return {
    safeParse: (value) =>
      typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
        ? { success: true, data: value }
        : { success: false },
  };
}

/** Only `true`, checked without zod. */
export const isTrue: VisitValueCheck<true> = {
  safeParse: (value) => (value === true ? { success: true, data: true } : { success: false }),
};

/** The signed-in learner's user id, or null when nobody is signed in (then nothing is kept). */
export type VisitOwner = number | null | undefined;

/** What `text` holds when it is a value stored for `owner`; undefined otherwise. */
function storedValueOf(text: string, owner: number): { value: unknown } | undefined {
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof stored !== 'object' || stored === null || !('owner' in stored) || !('value' in stored)) return undefined;
  return stored.owner === owner ? { value: stored.value } : undefined;
}

/**
 * The value `owner` stored under `key` if it still passes `check`; null otherwise. A corrupt value,
 * or one stored for another learner, is removed.
 */
export function readVisit<T>(owner: VisitOwner, key: VisitKey, check: VisitValueCheck<T>): T | null {
  if (owner === null || owner === undefined) return null;
  let text: string | null;
  try {
    text = sessionStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (text === null) return null;
  const stored = storedValueOf(text, owner);
  const parsed = stored ? check.safeParse(stored.value) : null;
  if (parsed?.success) return parsed.data;
  removeVisit(key);
  return null;
}

/** Keeps `value` under `key` for `owner` for the rest of the visit; without an owner, nothing. */
export function writeVisit(owner: VisitOwner, key: VisitKey, value: unknown): void {
  if (owner === null || owner === undefined) return;
  try {
    sessionStore()?.setItem(key, JSON.stringify({ owner, value }));
  } catch {
    // Storage full or refused (private mode): the visit simply is not remembered.
  }
}

export function removeVisit(key: VisitKey): void {
  try {
    sessionStore()?.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** Forgets everything kept for the visit (when the session ends: the next learner on this tab starts fresh). */
export function clearVisit(): void {
  for (const key of Object.values(visitKeys)) removeVisit(key);
}
