import { readFileSync } from 'node:fs';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from './storage';
import type { ThemeChoice } from './theme';

// The theme module starts its sync once per page (as the app does): each test loads its own copy,
// not yet syncing, so no test depends on the order they run in.
let readThemeChoice: typeof import('./theme').readThemeChoice;
let resolveTheme: typeof import('./theme').resolveTheme;
let setThemeChoice: typeof import('./theme').setThemeChoice;
let startThemeSync: typeof import('./theme').startThemeSync;
let themeColors: typeof import('./theme').themeColors;
let useThemeChoice: typeof import('./theme').useThemeChoice;

/** A system colour scheme the test can switch, as matchMedia reports it. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => (query === '(prefers-color-scheme: dark)' ? media : { ...media, matches: false })),
  );
  return {
    switchTo(next: boolean) {
      dark = next;
      for (const listener of listeners) listener();
    },
  };
}

const html = () => document.documentElement;
const indexHtml = readFileSync('client/index.html', 'utf8');

/** The browser's UI colour the page asks for. */
const themeColor = () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content');

/** The inline script of client/index.html, run as the browser runs it before the first paint. */
function runIndexHtmlScript() {
  const page = indexHtml;
  // The theme's script (the page's other inline script starts the Intl warm-up worker).
  const inline = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((script) => script.includes('arkad_theme'));
  expect(inline).toHaveLength(1);
  new Function(inline[0] ?? '')();
}

beforeEach(async () => {
  vi.resetModules();
  ({ readThemeChoice, resolveTheme, setThemeChoice, startThemeSync, themeColors, useThemeChoice } =
    await import('./theme'));
  html().removeAttribute('data-theme');
  html().style.colorScheme = '';
  // The head of client/index.html: its theme-color meta, as the page starts with it.
  const head = /<head>([\s\S]*?)<\/head>/.exec(indexHtml)?.[1] ?? '';
  document.head.innerHTML = [...head.matchAll(/<meta name="theme-color"[^>]*>/g)].map((match) => match[0]).join('');
});
afterEach(() => vi.unstubAllGlobals());

describe('theme', () => {
  it.each([
    { choice: 'system', systemDark: false, theme: 'light' },
    { choice: 'system', systemDark: true, theme: 'dark' },
    { choice: 'light', systemDark: true, theme: 'light' },
    { choice: 'dark', systemDark: false, theme: 'dark' },
  ] as const)('$choice with a dark system $systemDark is $theme', ({ choice, systemDark, theme }) => {
    expect(resolveTheme(choice, systemDark)).toBe(theme);
  });

  it("reads 'system' when nothing or something unknown is stored", () => {
    expect(readThemeChoice()).toBe('system');
    localStorage.setItem(storageKeys.theme, 'sepia');
    expect(readThemeChoice()).toBe('system');
  });

  it('a choice is applied to <html> and remembered on the device; system forgets it', () => {
    fakeSystem(false);
    setThemeChoice('dark');
    expect(html().dataset.theme).toBe('dark');
    expect(html().style.colorScheme).toBe('dark');
    expect(localStorage.getItem(storageKeys.theme)).toBe('dark');
    setThemeChoice('system');
    expect(html().dataset.theme).toBe('light');
    expect(localStorage.getItem(storageKeys.theme)).toBeNull();
  });

  it("the browser's UI colour follows the chosen theme, not the system", () => {
    // index.html asks for one colour, the light theme's, whatever the system (a page without
    // JavaScript is light); the choice then sets it.
    expect(document.querySelectorAll('meta[name="theme-color"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="theme-color"]')?.hasAttribute('media')).toBe(false);
    expect(themeColor()).toBe(themeColors.light);
    const system = fakeSystem(true);
    setThemeChoice('light');
    expect(themeColor()).toBe(themeColors.light);
    setThemeChoice('dark');
    expect(themeColor()).toBe(themeColors.dark);
    system.switchTo(false);
    setThemeChoice('system');
    expect(themeColor()).toBe(themeColors.light);
  });

  it.each([
    { stored: null, systemDark: true, theme: 'dark' },
    { stored: null, systemDark: false, theme: 'light' },
    { stored: 'light', systemDark: true, theme: 'light' },
    { stored: 'dark', systemDark: false, theme: 'dark' },
    { stored: 'sepia', systemDark: false, theme: 'light' },
  ] as const)(
    "index.html's script applies the same rule before the app starts: $stored, dark system $systemDark → $theme",
    ({ stored, systemDark, theme }) => {
      fakeSystem(systemDark);
      if (stored) localStorage.setItem(storageKeys.theme, stored);
      runIndexHtmlScript();
      expect(html().dataset.theme).toBe(theme);
      expect(html().style.colorScheme).toBe(theme);
      expect(themeColor()).toBe(themeColors[theme]);
      expect(resolveTheme(readThemeChoice(), systemDark)).toBe(theme);
    },
  );

  it('useThemeChoice follows a choice made elsewhere, and the system while the choice is system', () => {
    const system = fakeSystem(false);
    startThemeSync();
    function Probe() {
      const [choice] = useThemeChoice();
      return <p>{choice}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('system')).toBeInTheDocument();
    act(() => setThemeChoice('dark' satisfies ThemeChoice));
    expect(screen.getByText('dark')).toBeInTheDocument();
    act(() => setThemeChoice('system'));
    act(() => system.switchTo(true));
    expect(html().dataset.theme).toBe('dark');
    act(() => system.switchTo(false));
    expect(html().dataset.theme).toBe('light');
  });

  it('follows a choice made in another tab', () => {
    fakeSystem(false);
    startThemeSync();
    function Probe() {
      const [choice] = useThemeChoice();
      return <p>{choice}</p>;
    }
    render(<Probe />);
    localStorage.setItem(storageKeys.theme, 'dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.theme, newValue: 'dark' }));
    });
    expect(screen.getByText('dark')).toBeInTheDocument();
    expect(html().dataset.theme).toBe('dark');
  });
});
