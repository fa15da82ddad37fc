/**
 * Loads a code chunk that start-up work needs. Asked for while the browser is offline and no service
 * worker answers yet (a first visit that loses its connection within seconds), the request fails:
 * that is not an error of the app, so it is logged as a warning and asked for again once the browser
 * is back online. A request that failed while the connection dropped may only be answered after it
 * is back (the browser then says it is online): it is asked for once more before it counts as an
 * error.
 */
export function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return attempt(load, false);
}

function attempt<T>(load: () => Promise<T>, triedOnline: boolean): Promise<T> {
  return load().catch((error: unknown) => {
    if (navigator.onLine) {
      if (triedOnline) throw error;
      return attempt(load, true);
    }
    console.warn('A part of the app could not load offline; it loads when the connection is back.', error);
    return new Promise<T>((resolve, reject) => {
      window.addEventListener('online', () => attempt(load, false).then(resolve, reject), { once: true });
    });
  });
}
