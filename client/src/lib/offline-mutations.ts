import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * What offline work shares (docs/decisions/033-one-offline-mechanism.md): a mutation that could not
 * reach the server is tried again, later and later, and waits paused while the browser is offline;
 * an answer from the server (a refusal: 4xx) ends it.
 */
export function retryWhileUnreachable(_failureCount: number, error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500;
}

/** 1 s, 2 s, 4 s … up to a minute between tries. */
export function retryDelay(failureCount: number): number {
  return Math.min(60_000, 1000 * 2 ** failureCount);
}

/** A query with this meta is kept in browser storage (lib/offline-persistence.ts). */
export const persistedQueryMeta = { persist: true } as const;

const registered = new WeakMap<QueryClient, Set<string>>();

/**
 * Sets a group of mutation defaults once per client: a mutation restored after a reload finds its
 * mutationFn by its key, so each area registers its defaults before the cache is restored and
 * before its screens use them.
 */
export function registerOnce(queryClient: QueryClient, name: string, register: (client: QueryClient) => void): void {
  const names = registered.get(queryClient) ?? new Set<string>();
  if (names.has(name)) return;
  names.add(name);
  registered.set(queryClient, names);
  register(queryClient);
}
