import type { RateLimitName } from '../config/rate-limit-rules';

/**
 * Every route a stranger can call without a session (issue 43): the API's operations whose access
 * is 'public', 'optional-sign-in' or 'admin-or-password', and the pages app.ts serves outside /api.
 * Each says what one request costs and what bounds that: the RATE_LIMIT_* counters it counts
 * against, or why its cost is bounded without one. docs/limits.md ('Routes without a session')
 * lists the same routes in the same order; public-route-limits.test.ts fails when a route is added
 * without an entry here (or an entry names no route), and when the doc and this list differ.
 */
export interface PublicRouteLimit {
  /** The method and the path as registered: 'GET /api/health', 'GET /certificate/:id'. */
  route: string;
  /** What one request costs. */
  cost: string;
  /** The counters it counts against, or why none is needed. */
  limit: { rateLimits: readonly RateLimitName[]; note?: string } | { bound: string };
}

/** RATE_LIMIT_SHARE_IMAGE_ADDRESS for 'shareImageAddress'. */
export function rateLimitVariable(name: RateLimitName): string {
  return `RATE_LIMIT_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
}

const MEMORY = 'an answer kept in memory (no database, no computation)';

export const publicRouteLimits: readonly PublicRouteLimit[] = [
  // Operations and the API's description.
  { route: 'GET /api/health', cost: 'a constant answer', limit: { bound: 'nothing to limit' } },
  {
    route: 'GET /api/ready',
    cost: 'one `select 1` on a pooled connection',
    limit: { bound: 'one trivial statement, within DATABASE_STATEMENT_TIMEOUT_MS and the pool' },
  },
  {
    route: 'GET /api/openapi.json',
    cost: 'a document built once per process, then sent as a kept string',
    limit: { bound: MEMORY },
  },
  {
    route: 'GET /api/reference',
    cost: 'a page built once per process; 404 in production',
    limit: { bound: `${MEMORY}; not served in production` },
  },
  // Accounts.
  {
    route: 'POST /api/auth/register',
    cost: 'a bcrypt hash (BCRYPT_COST) in the two-thread pool, zxcvbn, an insert',
    limit: {
      rateLimits: ['registerAddress', 'registerAddressDay'],
      note: 'hashing beyond the pool’s short queue answers 503',
    },
  },
  {
    route: 'POST /api/auth/login',
    cost: 'one indexed query and a bcrypt comparison in the two-thread pool',
    limit: { rateLimits: ['loginAddress', 'loginAccount'], note: 'hashing beyond the pool’s short queue answers 503' },
  },
  {
    route: 'POST /api/auth/logout',
    cost: 'a JWT check; one update only for a token the server signed',
    limit: { bound: 'a token not signed by the server is refused before any query' },
  },
  {
    route: 'POST /api/auth/forgot-password',
    cost: 'one indexed query; an email job when the account exists',
    limit: { rateLimits: ['forgotAddress', 'forgotAccount'] },
  },
  {
    route: 'POST /api/auth/reset-password',
    cost: 'one indexed query, zxcvbn and a bcrypt hash for a live link',
    limit: { rateLimits: ['resetAddress'] },
  },
  {
    route: 'POST /api/admin/login',
    cost: 'a SHA-256 comparison with ADMIN_PASSWORD and a signed token',
    limit: { rateLimits: ['adminAddress'], note: 'a correct password gives its hit back' },
  },
  // Beta and analytics.
  { route: 'GET /api/beta/config', cost: 'the configuration', limit: { bound: MEMORY } },
  {
    route: 'GET /api/beta/feedback',
    cost: 'a password check, then one page of submissions (at most 100 rows)',
    limit: { rateLimits: ['adminAddress'], note: 'the password counts; an admin token is checked without a query' },
  },
  {
    route: 'POST /api/beta/feedback',
    cost: 'one insert (a body of at most 20 KB)',
    limit: { rateLimits: ['feedbackAddress'] },
  },
  {
    route: 'POST /api/events',
    cost: 'one insert of the batch (a body of at most 20 KB); nothing under Do Not Track',
    limit: { rateLimits: ['eventsAddress'] },
  },
  // Certificates and credentials.
  {
    route: 'GET /api/certificates/:id',
    cost: 'one primary-key query (an id not of the certificate pattern is refused first)',
    limit: { bound: 'one indexed query, less than the rate limiter’s own upsert would cost' },
  },
  {
    route: 'GET /api/certificates/:id/image.png',
    cost: 'one primary-key query and a PNG drawn (tens of ms); a 304 by ETag costs the query only',
    limit: { rateLimits: ['shareImageAddress'], note: 'images drawn only; a 304 is not counted' },
  },
  {
    route: 'GET /api/certificates/:id/credential',
    cost: 'one primary-key query and an Ed25519 signature',
    limit: { bound: 'one indexed query and one signature (well under a millisecond)' },
  },
  { route: 'GET /api/credentials/issuer', cost: 'the DID document', limit: { bound: MEMORY } },
  {
    route: 'POST /api/credentials/verify',
    cost: 'a canonical form and an Ed25519 check of a body of at most 16 KB; one primary-key query when it holds',
    limit: { bound: 'the body limit (16 KB) bounds the work; a query only for a credential the server signed' },
  },
  // Market data and the calculator's share card.
  {
    route: 'GET /api/benchmarks/monthly',
    cost: 'the bundled series',
    limit: { bound: MEMORY },
  },
  {
    route: 'GET /api/bitcoin/price',
    cost: 'a quote kept serialised and compressed; 304 by ETag',
    limit: { bound: `${MEMORY}; the provider is called by the server on its own schedule` },
  },
  {
    route: 'GET /api/bitcoin/historical',
    cost: 'a series kept serialised and compressed (decision 016); 304 by ETag',
    limit: { bound: MEMORY },
  },
  { route: 'GET /api/bitcoin/provider', cost: 'the configured provider', limit: { bound: MEMORY } },
  {
    route: 'GET /api/share/dca.png',
    cost: 'a DCA over the stored closes and a PNG drawn (tens of ms); a 304 by ETag costs one query',
    limit: { rateLimits: ['shareImageAddress'], note: 'images drawn only; a 304 is not counted' },
  },
  // Notifications and billing.
  { route: 'GET /api/push/config', cost: 'the public VAPID key', limit: { bound: MEMORY } },
  {
    route: 'POST /api/push/subscription/renew',
    cost: 'an indexed lookup by endpoint; with the old keys right, a DNS check of the new push service and an update',
    limit: { bound: "nothing is resolved or written until the old subscription's keys match; a body of at most 4 KB" },
  },
  {
    route: 'POST /api/email/unsubscribe/confirm',
    cost: 'an HMAC check of the token; one upsert for a token the server signed',
    limit: { bound: 'a forged token is refused before any query' },
  },
  {
    route: 'POST /api/email/unsubscribe',
    cost: 'an HMAC check of the token; one upsert for a token the server signed',
    limit: { bound: 'a forged token is refused before any query' },
  },
  {
    route: 'POST /api/stripe/webhook',
    cost: 'an HMAC check of the raw body (at most 512 KB); writes only for an event Stripe signed',
    limit: { bound: 'an unsigned or forged event is refused before any query' },
  },
  // Pages, outside /api (app.ts).
  { route: 'GET /.well-known/did.json', cost: 'the DID document', limit: { bound: MEMORY } },
  {
    route: 'GET /',
    cost: 'the SPA page from memory; a calculator link (tab=calculator&amount=...) needs its preview: one query for the last stored day, and on a cache miss a DCA over the stored closes (13-29 ms median, up to 60 ms at p90; from the cache about 2 ms)',
    limit: {
      rateLimits: ['sharePreviewAddress'],
      note: 'previews computed only (a bounded LRU of 1,000 keeps them by the link’s canonical request); past the limit the page has generic tags',
    },
  },
  {
    route: 'GET /certificate/:id',
    cost: 'one primary-key query for the preview tags (an id not of the certificate pattern is refused first)',
    limit: { bound: 'one indexed query, less than the rate limiter’s own upsert would cost' },
  },
  {
    route: 'GET /.*/',
    cost: 'index.html (or its precompressed copy) sent from disk',
    limit: { bound: 'a file, no database and no computation' },
  },
];
