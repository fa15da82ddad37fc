/**
 * A value loaded on demand (a language's content module): `ready` when it is at hand, else the
 * component suspends on `load()` (a promise the caller keeps, so every render waits on the same
 * one) by throwing it to the nearest Suspense boundary, which renders the component again once it
 * settles. Not React's `use`: a component that suspended on `use` must call it again when it has
 * the value (React warns otherwise), and calling `use` at every render makes every synchronous
 * `act` in the tests report a suspension.
 */
export function useLoaded<T>(ready: T | undefined, load: () => Promise<T>): T {
  if (ready !== undefined) return ready;
  throw load();
}
