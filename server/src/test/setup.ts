import { afterEach, vi } from 'vitest';

// An unexpected console.error fails the test that caused it.
afterEach(() => {
  vi.restoreAllMocks();
});

const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`Unexpected console.error: ${args.map(String).join(' ')}`);
};
