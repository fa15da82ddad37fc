import type { ReactElement } from 'react';
import type { Language } from '@shared/i18n/languages';
import { localizedPath } from '@/config/public-paths';

export { localizedPath };

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

/** For a page written in English and Spanish: the same page in the other language, for its switch link. */
export function otherLanguageOf(language: Language, englishPath: string): { language: Language; path: string } {
  const other: Language = language === 'en' ? 'es' : 'en';
  return { language: other, path: localizedPath(other, englishPath) };
}

export interface PublicPage {
  /** The page's language (English when not given): `<html lang>`, JSON-LD `inLanguage`. */
  language?: Language;
  /**
   * The same page in each language it exists in (this one included), by path: `hreflang` links and
   * the sitemap's alternates. Set by publicSite; a page in one language only has none.
   */
  alternates?: Partial<Record<Language, string>>;
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
