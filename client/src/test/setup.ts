import '@testing-library/jest-dom/vitest';
import { onlineManager, QueryClient, timeoutManager, type TimeoutProvider } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetStartupWork } from '@/lib/after-first-screen';
import { stopAnalytics } from '@/lib/analytics';
import { inEnglish } from './in-spanish';

// findBy* and waitFor give up after this long: a bound for a busy machine, not a wait. A lazy chunk
// (a dialog, a chart) took over 10 s to import at load 16; the bound stays under testTimeout (60 s).
configure({ asyncUtilTimeout: 45_000 });

/**
 * What React Query started during a test. The client project runs many files in one module graph
 * per worker (isolate: false), and React Query's clients and timers are module-wide: a mutation's
 * next try, a refetch interval or a cache entry's expiry left by one test would run in a later one
 * and reach its fetch stub. Every timer React Query sets is kept here and cleared after the test,
 * with every client's caches, so nothing one test started outlives it.
 */
interface ReactQueryLeftovers {
  timeouts: Set<ReturnType<typeof setTimeout>>;
  intervals: Set<ReturnType<typeof setInterval>>;
  clients: Set<QueryClient>;
}

// This file runs before each test file of a worker: install once per module graph.
const leftoversKey = Symbol.for('arkad.test.reactQueryLeftovers');
const withLeftovers = globalThis as typeof globalThis & { [leftoversKey]?: ReactQueryLeftovers };

function trackReactQuery(): ReactQueryLeftovers {
  const leftovers: ReactQueryLeftovers = { timeouts: new Set(), intervals: new Set(), clients: new Set() };
  // The global timers are looked up at each call, so a test's fake timers still drive React Query.
  const provider: TimeoutProvider<ReturnType<typeof setTimeout>> = {
    setTimeout(callback, delay) {
      const id = globalThis.setTimeout(() => {
        leftovers.timeouts.delete(id);
        callback();
      }, delay);
      leftovers.timeouts.add(id);
      return id;
    },
    clearTimeout(id) {
      if (id !== undefined) leftovers.timeouts.delete(id);
      globalThis.clearTimeout(id);
    },
    setInterval(callback, delay) {
      const id = globalThis.setInterval(callback, delay);
      leftovers.intervals.add(id);
      return id;
    },
    clearInterval(id) {
      if (id !== undefined) leftovers.intervals.delete(id);
      globalThis.clearInterval(id);
    },
  };
  timeoutManager.setTimeoutProvider(provider);
  // Every client a screen uses is mounted by its QueryClientProvider.
  const mount = QueryClient.prototype.mount;
  QueryClient.prototype.mount = function mountTracked(this: QueryClient) {
    leftovers.clients.add(this);
    mount.call(this);
  };
  return leftovers;
}

const reactQuery = (withLeftovers[leftoversKey] ??= trackReactQuery());

function endReactQueryWork() {
  for (const id of reactQuery.timeouts) globalThis.clearTimeout(id);
  for (const id of reactQuery.intervals) globalThis.clearInterval(id);
  reactQuery.timeouts.clear();
  reactQuery.intervals.clear();
  for (const client of reactQuery.clients) client.clear();
  reactQuery.clients.clear();
}

// Tests read English unless they choose another language; Lingui compiles the catalogue as it is used.
inEnglish();

afterEach(() => {
  cleanup();
  inEnglish();
  endReactQueryWork();
  // The start-up queue is module-wide too: once a test has rendered the app, a later test's queued
  // work (forgetting a signed-out visit) would run in the test after it.
  forgetStartupWork();
  stopAnalytics();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  // React Query's connection state is module-wide: a test that went offline does not leave it so.
  onlineManager.setOnline(true);
});

// An unexpected console.error fails the test; tests that expect one spy on it first. Wrapped once
// per module graph (this file runs before each test file).
const wrappedKey = Symbol.for('arkad.test.consoleErrorThrows');
const marked = console as Console & { [wrappedKey]?: true };
if (!marked[wrappedKey]) {
  const originalError = console.error;
  console.error = (...args: unknown[]) => {
    originalError(...args);
    throw new Error(`Unexpected console.error: ${args.map(String).join(' ')}`);
  };
  marked[wrappedKey] = true;
}
