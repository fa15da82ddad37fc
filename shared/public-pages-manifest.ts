/**
 * What the build's prerender step (scripts/prerender.tsx) writes to dist/public-pages/manifest.json
 * and the server reads (decision 061): every public page's path, file and last change, the
 * not-found page, and the path prefixes whose unknown paths answer 404 with it.
 */
export interface PublicPagesManifest {
  /** The landing page '/' first (the app's page with the landing rendered in), then the public pages. */
  pages: {
    path: string;
    file: string;
    lastmod: string;
    /** The same page in each language it exists in ('en', 'es' → path), for the sitemap; absent for one language. */
    alternates?: Record<string, string>;
  }[];
  notFound: string;
  /** The not-found page of another language, for unknown paths under its prefix ('/es/' → '404-es.html'). */
  localNotFound?: { prefix: string; file: string }[];
  sections: string[];
}
