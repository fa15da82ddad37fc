/**
 * What Arkad keeps for the visit only, in sessionStorage: it survives a reload and a tab switch, is
 * gone when the tab closes, and is cleared on sign-out with the session (storage.ts clearSession).
 * Every value is checked when read back; a corrupt one is dropped and ignored.
 */
export const visitKeys = {
  /** The id of the account created in this visit: the header then says 'Welcome', not 'Welcome back'. */
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

/** The value stored under `key` if it still passes `check`; null otherwise (a bad one is removed). */
export function readVisit<T>(key: VisitKey, check: VisitValueCheck<T>): T | null {
  let text: string | null;
  try {
    text = sessionStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  const parsed = check.safeParse(value);
  if (parsed.success) return parsed.data;
  removeVisit(key);
  return null;
}

export function writeVisit(key: VisitKey, value: unknown): void {
  try {
    sessionStore()?.setItem(key, JSON.stringify(value));
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

/** Forgets everything kept for the visit (on sign-out: the next learner on this tab starts fresh). */
export function clearVisit(): void {
  for (const key of Object.values(visitKeys)) removeVisit(key);
}
