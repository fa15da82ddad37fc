import '@testing-library/jest-dom/vitest';
import { onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy* and waitFor give up after this long: a bound for a busy machine, not a wait. A lazy chunk
// (a dialog, a chart) took over 10 s to import at load 16; the bound stays under testTimeout (60 s).
configure({ asyncUtilTimeout: 45_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  // React Query's connection state is module-wide: a test that went offline does not leave it so.
  onlineManager.setOnline(true);
});

// An unexpected console.error fails the test; tests that expect one spy on it first.
const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`Unexpected console.error: ${args.map(String).join(' ')}`);
};
