import { afterEach, vi } from 'vitest';

// An unexpected console.error fails the test that caused it.
afterEach(() => {
  vi.restoreAllMocks();
});

// Files share a worker (isolate: false) and this module runs before each of them: wrap once.
const wrapped = Symbol.for('arkad.test.consoleErrorThrows');
const marked = console as Console & { [wrapped]?: true };
if (!marked[wrapped]) {
  const originalError = console.error;
  console.error = (...args: unknown[]) => {
    originalError(...args);
    throw new Error(`Unexpected console.error: ${args.map(String).join(' ')}`);
  };
  marked[wrapped] = true;
}
