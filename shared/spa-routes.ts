/**
 * Every path the single-page app answers, once: the client router declares its routes with these
 * and the server answers any other GET with the SPA's 'Page Not Found' and HTTP 404, so the status
 * and the page agree (a crawler or a link checker is told a missing page is missing).
 */
export const spaRoutes = {
  landing: '/',
  /** The landing page in Spanish: the app opens there in Spanish (the server sends it prerendered). */
  landingEs: '/es',
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
  unsubscribe: '/unsubscribe',
  /** The final exam (decision 056). */
  exam: '/exam',
  /** The learner's own record: attempts, missed questions and their lessons, the review schedule. */
  record: '/record',
  /** Checks a downloaded credential file (decision 056). */
  verifyCredential: '/verify',
  /** A story from Babylon (Stories from Babylon, part of the Guide step); an unknown id shows 'not found'. */
  story: '/stories/:id',
  /** A certificate's public page (decision 048); the server answers 404 for an unknown id. */
  certificate: '/certificate/:id',
  /** A class's join screen (decision 060): what the teacher will see, then join or decline. */
  join: '/join/:code',
  /** A teacher's classes, and one class's cohort view. */
  teach: '/teach',
  teachClass: '/teach/:classId',
} as const;

let matchers: { paths: Set<string>; patterns: RegExp[] } | null = null;

/**
 * The exact paths, and a pattern for each route with a parameter (each `:name` is one non-empty
 * segment). Made on first use, so the client, which imports only `spaRoutes`, carries none of it.
 */
function routeMatchers(): { paths: Set<string>; patterns: RegExp[] } {
  if (matchers) return matchers;
  const all = Object.values(spaRoutes);
  matchers = {
    paths: new Set<string>(all.filter((path) => !path.includes(':'))),
    patterns: all
      .filter((path) => path.includes(':'))
      .map((path) => new RegExp(`^${path.replace(/:[a-z]+/gi, '[^/]+')}$`, 'i')),
  };
  return matchers;
}

/**
 * Whether the app has a page at this path. As the client router matches: the whole path, any
 * letter case, one trailing slash allowed ('/Home/' is '/home'); the query string is not part of it.
 */
export function isSpaRoute(pathname: string): boolean {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const { paths, patterns } = routeMatchers();
  return paths.has(path.toLowerCase()) || patterns.some((pattern) => pattern.test(path));
}
