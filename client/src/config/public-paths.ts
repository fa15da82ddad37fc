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
