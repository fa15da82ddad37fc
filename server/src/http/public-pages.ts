import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Router, type Request, type Response } from 'express';
import type { PublicPagesManifest } from '@shared/public-pages-manifest';
import { chooseEncoding, type Encoding } from '../lib/content-encoding';

/**
 * The public pages rendered at build time (decision 061, scripts/prerender.tsx): served from
 * memory, their origin token replaced by APP_URL, 200 for a page, 404 with the not-found page for
 * an unknown path in their sections ('/glossary/no-such-term'), the landing page '/' (the app's
 * page with the landing rendered in; not for a shared calculator link), a permanent redirect from another
 * spelling of a page's path ('/Glossary/Bitcoin/'), sitemap.xml listing exactly these pages, and
 * robots.txt naming it. Pages are compressed on their first request and kept so.
 */

/** The token the prerender writes where an absolute URL needs the site's origin. */
const ORIGIN_TOKEN = '%ARKAD_ORIGIN%';
const ENCODINGS: ReadonlySet<Encoding> = new Set(['br', 'gzip']);
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

class CompressedPage {
  private readonly compressed = new Map<Encoding, Promise<Buffer>>();
  constructor(readonly html: string) {}

  body(encoding: Encoding): Promise<Buffer> {
    let body = this.compressed.get(encoding);
    if (!body) {
      const input = Buffer.from(this.html, 'utf8');
      body =
        encoding === 'br'
          ? brotli(input, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: input.length },
            })
          : gzipAsync(input, { level: 9 });
      this.compressed.set(encoding, body);
    }
    return body;
  }
}

export interface PublicPages {
  /** The page at exactly this path. */
  page(pathname: string): CompressedPage | undefined;
  /** The canonical path of another spelling of a page's path ('/Glossary/bitcoin/'), if any. */
  canonicalPath(pathname: string): string | undefined;
  /** Whether the path falls in a section of public pages (an unknown one there is a 404). */
  inSection(pathname: string): boolean;
  /** The not-found page for a path: its language's (under '/es/'), else English. */
  notFoundFor(pathname: string): CompressedPage;
  notFound: CompressedPage;
  sitemap: string;
  robots: string;
}

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A page's other languages, as the sitemap lists them: each language's URL and the English one as x-default. */
function alternateLinks(alternates: Record<string, string> | undefined, appUrl: string): string[] {
  if (!alternates || Object.keys(alternates).length < 2) return [];
  const link = (hreflang: string, pagePath: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(appUrl + pagePath)}" />`;
  return [
    ...Object.entries(alternates).map(([language, pagePath]) => link(language, pagePath)),
    ...(alternates.en ? [link('x-default', alternates.en)] : []),
  ];
}

function sitemapXml(manifest: PublicPagesManifest, appUrl: string): string {
  const urls = manifest.pages.map((page) =>
    [
      '  <url>',
      `    <loc>${xmlEscape(appUrl + page.path)}</loc>`,
      `    <lastmod>${page.lastmod}</lastmod>`,
      ...alternateLinks(page.alternates, appUrl),
      '  </url>',
    ].join('\n'),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The pages the build wrote into `dir`, for the site at `appUrl`; null when the build wrote none
 * (the app is then served without them). `robotsText` is the shipped robots.txt.
 */
export function loadPublicPages(dir: string, appUrl: string, robotsText: string): PublicPages | null {
  const manifestPath = path.join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as PublicPagesManifest;
  const read = (file: string) =>
    new CompressedPage(readFileSync(path.join(dir, file), 'utf8').replaceAll(ORIGIN_TOKEN, appUrl));
  const pages = new Map(manifest.pages.map((page) => [page.path, read(page.file)]));
  const lowerCase = new Map(manifest.pages.map((page) => [page.path.toLowerCase(), page.path]));
  const sections = manifest.sections;
  const notFound = read(manifest.notFound);
  const localNotFound = (manifest.localNotFound ?? []).map(({ prefix, file }) => ({ prefix, page: read(file) }));
  return {
    page: (pathname) => pages.get(pathname),
    canonicalPath: (pathname) => {
      const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      const canonical = lowerCase.get(trimmed.toLowerCase());
      return canonical !== undefined && canonical !== pathname ? canonical : undefined;
    },
    inSection: (pathname) => sections.some((prefix) => pathname.toLowerCase().startsWith(prefix)),
    notFound,
    notFoundFor: (pathname) =>
      localNotFound.find(({ prefix }) => pathname.toLowerCase().startsWith(prefix))?.page ?? notFound,
    sitemap: sitemapXml(manifest, appUrl),
    robots: `${robotsText.trimEnd()}\n\nSitemap: ${appUrl}/sitemap.xml\n`,
  };
}

async function sendPage(req: Request, res: Response, page: CompressedPage): Promise<void> {
  // Like the app's index.html: always revalidated, so a new build is seen at once.
  res.setHeader('Cache-Control', 'no-cache');
  res.vary('Accept-Encoding');
  res.type('html');
  const encoding = chooseEncoding(req.get('accept-encoding'), ENCODINGS as Set<Encoding>);
  if (!encoding) {
    res.send(page.html);
    return;
  }
  const body = await page.body(encoding);
  res.setHeader('Content-Encoding', encoding);
  res.send(body);
}

/** '/?tab=calculator…': the app shows a shared calculation there, not the landing page (client router). */
function isSharedCalculation(req: Request): boolean {
  const query = req.originalUrl.indexOf('?');
  return query >= 0 && new URLSearchParams(req.originalUrl.slice(query + 1)).get('tab') === 'calculator';
}

/** GET and HEAD of the public pages, sitemap.xml and robots.txt; anything else goes on. */
export function publicPagesRouter(pages: PublicPages): Router {
  const router = Router();
  router.get('/sitemap.xml', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/xml').send(pages.sitemap);
  });
  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/plain').send(pages.robots);
  });
  router.get(/.*/, async (req, res, next) => {
    // A shared calculator link on '/' is the app's read-only result, with its own preview tags.
    if (req.path === '/' && isSharedCalculation(req)) return next();
    const page = pages.page(req.path);
    if (page) return sendPage(req, res, page);
    const canonical = pages.canonicalPath(req.path);
    if (canonical) return res.redirect(301, canonical);
    if (!pages.inSection(req.path)) return next();
    res.status(404);
    return sendPage(req, res, pages.notFoundFor(req.path));
  });
  return router;
}
