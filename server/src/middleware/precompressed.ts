import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { chooseEncoding, type Encoding } from '../lib/content-encoding';

const suffixOf: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

/** Which compressed copies the build wrote next to each file, by URL path ('/assets/x.js' → {br, gzip}). */
export function findPrecompressed(dir: string): Map<string, Set<Encoding>> {
  const found = new Map<string, Set<Encoding>>();
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      for (const encoding of ['br', 'gzip'] as const) {
        if (!entry.name.endsWith(suffixOf[encoding])) continue;
        const urlPath = `/${path.relative(dir, full.slice(0, -suffixOf[encoding].length)).split(path.sep).join('/')}`;
        const set = found.get(urlPath) ?? new Set<Encoding>();
        set.add(encoding);
        found.set(urlPath, set);
      }
    }
  };
  walk(dir);
  return found;
}

/** The Content-Type of the uncompressed file, so a `.br` copy is not sent as a download. */
export function contentTypeOf(urlPath: string): string | undefined {
  return contentTypes[path.extname(urlPath)];
}

export function encodingHeaders(urlPath: string, encoding: Encoding): Record<string, string> {
  const type = contentTypeOf(urlPath);
  return { 'Content-Encoding': encoding, ...(type ? { 'Content-Type': type } : {}) };
}

/**
 * Before express.static: when the build left a compressed copy of the requested file and the
 * client accepts it, serve that copy with the right Content-Encoding (and Vary either way).
 */
export function servePrecompressed(available: Map<string, Set<Encoding>>): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const encodings = available.get(req.path);
    if (!encodings) return next();
    res.vary('Accept-Encoding');
    const encoding = chooseEncoding(req.get('accept-encoding'), encodings);
    if (!encoding) return next();
    for (const [name, value] of Object.entries(encodingHeaders(req.path, encoding))) res.setHeader(name, value);
    req.url = `${req.path}${suffixOf[encoding]}${req.url.slice(req.path.length)}`;
    next();
  };
}

export function precompressedSuffix(encoding: Encoding): string {
  return suffixOf[encoding];
}
