/**
 * Every path the single-page app answers, once: the client router declares its routes with these
 * and the server answers any other GET with the SPA's 'Page Not Found' and HTTP 404, so the status
 * and the page agree (a crawler or a link checker is told a missing page is missing).
 */
export const spaRoutes = {
  landing: '/',
  home: '/home',
  compare: '/compare',
  auth: '/auth',
  settings: '/settings',
  testCheckout: '/subscription/test-checkout',
  testBilling: '/subscription/test-billing',
  subscription: '/subscription',
  premium: '/premium',
  privacy: '/privacy',
  terms: '/terms',
  admin: '/admin',
  /** A certificate's public page (decision 048); the server answers 404 for an unknown id. */
  certificate: '/certificate/:id',
} as const;

const knownPaths = new Set<string>(Object.values(spaRoutes).filter((path) => !path.includes(':')));
/** Routes with a parameter: each `:name` matches one non-empty segment. */
const patterns = Object.values(spaRoutes)
  .filter((path) => path.includes(':'))
  .map((path) => new RegExp(`^${path.replace(/:[a-z]+/gi, '[^/]+')}$`, 'i'));

/**
 * Whether the app has a page at this path. As the client router matches: the whole path, any
 * letter case, one trailing slash allowed ('/Home/' is '/home'); the query string is not part of it.
 */
export function isSpaRoute(pathname: string): boolean {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return knownPaths.has(path.toLowerCase()) || patterns.some((pattern) => pattern.test(path));
}
