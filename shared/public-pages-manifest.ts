/**
 * What the build's prerender step (scripts/prerender.tsx) writes to dist/public-pages/manifest.json
 * and the server reads (decision 061): every public page's path, file and last change, the
 * not-found page, and the path prefixes whose unknown paths answer 404 with it.
 */
export interface PublicPagesManifest {
  /** The landing page '/' first (the app's page with the landing rendered in), then the public pages. */
  pages: { path: string; file: string; lastmod: string }[];
  notFound: string;
  sections: string[];
}
