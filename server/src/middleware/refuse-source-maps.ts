import type { RequestHandler } from 'express';
import { notFound } from '../lib/errors';

/**
 * Whether a request path names a source map once decoded the way the static file server decodes
 * it: '/assets/x.js.%6dap' and '/assets/x.js.ma%70' are '/assets/x.js.map' to it. A path that does
 * not decode is not a file the static server would find either.
 */
export function isSourceMapPath(requestPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return false;
  }
  return /\.map$/i.test(decoded);
}

/**
 * Production: source maps carry the full sources. The build keeps them out of the served folder
 * (dist/sourcemaps); this answers 404 for any that is there anyway, however its name is encoded.
 */
export const refuseSourceMaps: RequestHandler = (req, _res, next) => {
  next(isSourceMapPath(req.path) ? notFound(`Nothing at ${req.path}`) : undefined);
};
