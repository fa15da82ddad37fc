/**
 * Loads a code chunk that start-up work needs. Asked for while the browser is offline and no service
 * worker answers yet (a first visit that loses its connection within seconds), the request fails:
 * that is not an error of the app, so it is logged as a warning and asked for again once the browser
 * is back online.
 */
export function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (navigator.onLine) throw error;
    console.warn('A part of the app could not load offline; it loads when the connection is back.', error);
    return new Promise<T>((resolve, reject) => {
      window.addEventListener('online', () => importWhenOnline(load).then(resolve, reject), { once: true });
    });
  });
}
