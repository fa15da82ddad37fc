import { lazy } from 'react';
import { importWhenOnline } from './import-when-online';

/**
 * React.lazy for a part of the app whose code is fetched when first shown. Shown while the browser
 * is offline, before the service worker holds that code (a first visit that loses its connection),
 * the fetch fails: React.lazy would throw, and an error unmounts the page. Here the part waits
 * instead, showing its Suspense fallback under the offline banner, and loads when the connection is
 * back. A part that fails to load online is a real error, for the app's error boundary
 * (components/app-error-boundary.tsx).
 *
 * The app's only use of React.lazy (with lib/preloadable-lazy.tsx): eslint.config.js forbids it elsewhere.
 */
export const lazyWhenOnline: typeof lazy = (load) => lazy(() => importWhenOnline(load));
