import type { ReactElement } from 'react';

/**
 * One public page (decision 061): rendered to HTML at build time (scripts/prerender.tsx), served
 * by the server with its status, found through sitemap.xml. Absolute URLs (canonical, Open Graph,
 * JSON-LD) are written with ORIGIN_TOKEN, which the server replaces with its APP_URL when it
 * loads the pages, so one build serves any origin.
 */
export const ORIGIN_TOKEN = '%ARKAD_ORIGIN%';

/** The page's own absolute URL, with the origin the server fills in. */
export function absoluteUrl(path: string): string {
  return `${ORIGIN_TOKEN}${path}`;
}

export interface Crumb {
  name: string;
  path: string;
}

export interface PublicPage {
  /** The canonical path, lower-case, no trailing slash ('/glossary/bitcoin'). */
  path: string;
  /** The document's title, also the Open Graph and Twitter title. */
  title: string;
  /** One or two sentences, at most 160 characters: meta description, og:description. */
  description: string;
  /** The day the page's content last changed (YYYY-MM-DD), for sitemap.xml. */
  lastmod: string;
  /** From the home page to this page (the last crumb is this page). */
  breadcrumbs: readonly Crumb[];
  /** Structured data besides the BreadcrumbList, which the document adds from the crumbs. */
  jsonLd: readonly Record<string, unknown>[];
  ogType: 'website' | 'article';
  main: ReactElement;
}

/** The page-wide image for previews: the app's icon, 512 × 512. */
export const PREVIEW_IMAGE = { path: '/icon-512.png', width: 512, height: 512, alt: 'Arkad' } as const;

export const SITE_NAME = 'Arkad';
