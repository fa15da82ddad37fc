import { useCallback, useSyncExternalStore } from 'react';
import { storageKeys } from './storage';

/**
 * Light or dark: the learner's choice on this device (system, light or dark), kept in localStorage.
 * The inline script in client/index.html applies the same rule before the first paint, so the page
 * never flashes the other theme; this module keeps the page in step afterwards (a new choice, the
 * system switching while the choice is 'system', another tab changing it).
 */
export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];
export type Theme = 'light' | 'dark';

/** The browser's own colour around the page (the theme-color meta) in each theme. */
export const themeColors: Record<Theme, string> = { light: '#b45309', dark: '#1c1917' };

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

function isThemeChoice(value: unknown): value is ThemeChoice {
  return themeChoices.some((choice) => choice === value);
}

/** The stored choice; 'system' when none is stored, storage is refused, or the value is unknown. */
export function readThemeChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(storageKeys.theme);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(SYSTEM_DARK).matches;
}

export function resolveTheme(choice: ThemeChoice, systemDark: boolean): Theme {
  return choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;
}

/**
 * Puts the theme on <html data-theme>, which the colour tokens and Tailwind's dark: variant read,
 * and gives the browser's own UI (the theme-color meta) the same theme.
 */
function applyTheme(choice: ThemeChoice): void {
  const theme = resolveTheme(choice, systemPrefersDark());
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColors[theme]);
}

const listeners = new Set<() => void>();

function notify(): void {
  applyTheme(readThemeChoice());
  for (const listener of listeners) listener();
}

export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') window.localStorage.removeItem(storageKeys.theme);
    else window.localStorage.setItem(storageKeys.theme, choice);
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
  applyTheme(choice);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function onStorage(event: StorageEvent): void {
  if (event.key === storageKeys.theme || event.key === null) notify();
}

let syncing = false;

/**
 * Keeps <html data-theme> in step for the life of the page: the system switching between light and
 * dark while the choice is 'system', and a choice made in another tab. Called once at start (main.tsx).
 */
export function startThemeSync(): void {
  if (syncing) return;
  syncing = true;
  if (typeof window.matchMedia === 'function') window.matchMedia(SYSTEM_DARK).addEventListener('change', notify);
  window.addEventListener('storage', onStorage);
  applyTheme(readThemeChoice());
}

/** The current choice and a setter; every component using it follows a change made anywhere. */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const choice = useSyncExternalStore(subscribe, readThemeChoice, () => 'system' as const);
  const choose = useCallback((next: ThemeChoice) => setThemeChoice(next), []);
  return [choice, choose];
}
