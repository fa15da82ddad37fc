import type { RequestHandler, Response } from 'express';

/** Where the build puts its content-hashed scripts and stylesheets. */
export const BUILT_ASSETS_PATH = '/assets/';
const API_PATH = '/api/';

/**
 * What a built asset keeps: the browser runs a script only when it is served as one (nosniff), and
 * no other site may load our files (Cross-Origin-Resource-Policy).
 */
const ASSET_HEADERS: readonly (readonly [string, string])[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
];

/**
 * An API answer is data, never a page: opened in a tab it may load nothing, run nothing and be
 * framed by no one (a policy of 'none'), it is never sniffed into something else, and no other site
 * may read it through a script or image tag.
 */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
const API_HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', API_CONTENT_SECURITY_POLICY],
  ...ASSET_HEADERS,
];

/**
 * The worker index.html starts to warm up Intl (client/public/intl-warm-up.js, decision 032): a
 * dedicated worker runs under the policy its own script is served with, and it loads, fetches and
 * imports nothing, so it gets a policy that allows nothing instead of the page's (about 700 bytes
 * less on every first load).
 */
const WORKER_SCRIPTS: ReadonlySet<string> = new Set(['/intl-warm-up.js']);
const WORKER_HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', "default-src 'none'"],
  ...ASSET_HEADERS,
];

/**
 * HSTS, helmet's value (a year, subdomains included), sent only on a page that came over https:
 * on a TLS connection, or from a proxy TRUST_PROXY trusts that says X-Forwarded-Proto: https
 * (Express's req.secure). Browsers ignore it over http (RFC 6797, section 8.1), and sent there it
 * claims an https the server may not have; `documentHeaders` must not send it (helmet's
 * strictTransportSecurity: false).
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

function set(res: Response, headers: readonly (readonly [string, string])[]): void {
  for (const [name, value] of headers) res.setHeader(name, value);
}

/**
 * Security headers by what a response is. A page (the SPA's index.html, the files at the root such
 * as the favicon or robots.txt, a page an API route renders) gets the full set from
 * `documentHeaders` (helmet). The headers that only govern a document (frame options, opener and
 * referrer policies, HSTS, which every page over https carries, and the page's script policy) do
 * nothing on the build's scripts and stylesheets or on JSON, yet cost about 700 bytes on each
 * response: the files
 * under /assets keep nosniff and Cross-Origin-Resource-Policy, the API's answers those and a
 * policy that allows nothing. An API route that renders a page sets that page's own policy.
 */
export function securityHeaders(documentHeaders: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (req.path.startsWith(BUILT_ASSETS_PATH)) set(res, ASSET_HEADERS);
    else if (req.path.startsWith(API_PATH)) set(res, API_HEADERS);
    else if (WORKER_SCRIPTS.has(req.path)) set(res, WORKER_HEADERS);
    else {
      if (req.secure) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
      return documentHeaders(req, res, next);
    }
    next();
  };
}
