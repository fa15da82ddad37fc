import { use } from 'react';

/** A promise as React's `use` reads it: once `status` is 'fulfilled', `use` returns `value` at once. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

const fulfilledOf = new WeakMap<object, Tracked<unknown>>();

/** A promise React reads as settled already, one per value (so every render passes the same one). */
function fulfilled<T>(value: T): Promise<T> {
  const key = typeof value === 'object' && value !== null ? value : undefined;
  const known = key ? (fulfilledOf.get(key) as Tracked<T> | undefined) : undefined;
  if (known) return known;
  const promise = Promise.resolve(value) as Tracked<T>;
  promise.status = 'fulfilled';
  promise.value = value;
  if (key) fulfilledOf.set(key, promise as Tracked<unknown>);
  return promise;
}

/**
 * A value loaded on demand (a language's content module): `ready` when it is at hand, else the
 * component suspends on `load()` (a promise the caller keeps, so every render waits on the same
 * one). `use` is called on every render either way: React requires a component that suspended on
 * `use` to call it again when it renders with the value.
 */
export function useLoaded<T>(ready: T | undefined, load: () => Promise<T>): T {
  return use(ready !== undefined ? fulfilled(ready) : load());
}
