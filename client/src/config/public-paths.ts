import type { Language } from '@shared/i18n/languages';

// Apart from paths.ts, which the app's entry carries: only the pages that link here load these.
/**
 * The public pages rendered at build time (decision 061): server documents, not app routes, so
 * they are reached with plain links (a full page load), never the router's.
 */
export const publicPaths = {
  learn: '/learn',
  guide: '/learn/guide',
  story: (id: string) => `/learn/stories/${id}`,
  strategy: (id: string) => `/learn/strategies/${id}`,
  glossary: '/glossary',
  term: (id: string) => `/glossary/${id}`,
  calculator: '/calculator',
  scenario: (slug: string) => `/calculator/${slug}`,
} as const;

/**
 * A public page's path in a language: English at the root, another language under its code
 * ('/es/glossary/bitcoin'). A term or scenario keeps its slug in every language: the slug is the id
 * the app and the sitemap already use, so the same page in another language is found by its path.
 */
export function localizedPath(language: Language, path: string): string {
  if (language === 'en') return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}
