import type { RequestHandler } from 'express';

/** Where the build puts its content-hashed scripts and stylesheets. */
export const BUILT_ASSETS_PATH = '/assets/';

/**
 * The headers a built asset keeps: the browser must run a script only when it is served as one
 * (nosniff), and no other site may load our files (Cross-Origin-Resource-Policy).
 */
const ASSET_HEADERS = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
] as const;

/**
 * Security headers by what a response is. Anything a browser may show as a page (the SPA's
 * index.html, the files at the root such as the favicon or robots.txt, the API's answers) gets the
 * full set from `documentHeaders` (helmet). The files under /assets are the build's scripts and
 * stylesheets, loaded by the page and never opened as documents, so the headers that only govern a
 * document (Content-Security-Policy, frame options, opener and referrer policies, HSTS, which the
 * page itself carries) do nothing there; they would cost about 700 bytes on each of the dozen files
 * of a first load. Those keep only nosniff and Cross-Origin-Resource-Policy.
 */
export function securityHeaders(documentHeaders: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (!req.path.startsWith(BUILT_ASSETS_PATH)) {
      documentHeaders(req, res, next);
      return;
    }
    for (const [name, value] of ASSET_HEADERS) res.setHeader(name, value);
    next();
  };
}
