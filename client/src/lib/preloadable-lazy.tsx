import { lazy, type ComponentType } from 'react';
import { importWhenOnline } from './import-when-online';

/**
 * React.lazy for a screen whose code the start asks for early (preloadFirstScreen): once its module
 * is loaded, the screen renders it at once. React.lazy suspends at its first render even when the
 * module is already there, and React then holds back the content of a Suspense boundary that has
 * just shown its fallback for up to 300 ms (its fallback throttle): the signed-in home stayed a
 * spinner that long after the session check had answered and its code had long arrived.
 *
 * Before the module is loaded the screen is React.lazy's, which suspends; the module is kept before
 * that lazy component resolves, so the lazy one never commits and the screen never re-mounts.
 * Offline, a load that fails waits for the connection, as lib/lazy-when-online.ts explains.
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): { Screen: ComponentType<P>; preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    importWhenOnline(load).then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Screen(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return { Screen, preload };
}
