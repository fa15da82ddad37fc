import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { LandingPage } from '@/features/landing/components/landing-page';
import { LANDING_PRICE_REFRESH_MS } from '@/features/market/api/get-bitcoin-price';
import { PriceTrackerCard } from '@/features/market/components/price-tracker-card';
import type { Language } from '@shared/i18n/languages';
import spanishTitles from '@/i18n/locales/es/titles.json';
import { headTags } from './public-document';
import { absoluteUrl, localizedPath, PREVIEW_IMAGE, SITE_NAME, type PublicPage } from './public-page';

/**
 * The landing page `/` as the server sends it (decision 061, amended): the app's own index.html
 * with the landing page rendered into `#root` at build time and the page's title, description,
 * canonical URL, Open Graph, Twitter and JSON-LD tags. The app's scripts stay: once they have run,
 * React renders the same landing page over this markup (client/src/main.tsx waits for its code, so
 * its first commit is the landing page, not a spinner). The same document serves a signed-in
 * learner: index.html's session hint (`<html data-session="stored">`, set before the body is
 * parsed) hides the landing page and shows the app's spinner instead, as before. `/es` is the same
 * page in Spanish (its words from the Spanish catalogues), which the app opens in Spanish.
 */

/** The landing page's title and description, as index.html has them for the app's other pages. */
export const landingCopy = {
  title: 'Arkad — Ancient Wisdom, Modern Bitcoin',
  description:
    'Arkad teaches beginners to accumulate Bitcoin with the savings principles of The Richest Man in Babylon. Educational only, not financial advice.',
} as const;

/** The landing page's title and description in each language (Spanish: its screen-title catalogue's). */
const landingCopies: Record<Language, { title: string; description: string }> = {
  en: landingCopy,
  es: { title: spanishTitles['titles.app'], description: spanishTitles['titles.description'] },
};

/** The landing page in every language: '/' and '/es'. */
export const landingAlternates: Record<Language, string> = { en: '/', es: localizedPath('es', '/') };

/**
 * The landing page's head: one canonical URL, a title and description, hreflang links to the other
 * language's landing page, WebSite and Organization.
 */
export function landingPage(lastmod: string, language: Language = 'en'): Omit<PublicPage, 'main'> {
  const path = landingAlternates[language];
  const url = absoluteUrl(path);
  const home = absoluteUrl('/');
  const copy = landingCopies[language];
  return {
    language,
    alternates: landingAlternates,
    path,
    title: copy.title,
    description: copy.description,
    lastmod,
    breadcrumbs: [],
    ogType: 'website',
    jsonLd: [
      {
        '@type': 'WebSite',
        '@id': `${url}#website`,
        name: SITE_NAME,
        url,
        description: copy.description,
        inLanguage: language,
        publisher: { '@id': `${home}#organization` },
      },
      {
        '@type': 'Organization',
        '@id': `${home}#organization`,
        name: SITE_NAME,
        url: home,
        logo: absoluteUrl(PREVIEW_IMAGE.path),
      },
    ],
  };
}

/**
 * The landing page as React renders it in the app for a visitor, with its price card still loading
 * (no price is known at build time). Inside the wrapper that shows it only to a visitor.
 */
function landingMarkup(path: string): string {
  // A client that never fetches: on the server React Query renders the query pending.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <Router ssrPath={path}>
        <LandingPage priceCard={<PriceTrackerCard refreshMs={LANDING_PRICE_REFRESH_MS} placement="hero" />} />
      </Router>
    </QueryClientProvider>,
  );
}

/**
 * Classes of the two wrappers in `#root`. The app's spinner (index.html's own) shows only when a
 * session is stored; the landing page only when none is, or when no script runs. On phones the
 * price card's explanations start folded in the app; its prerendered copy (rendered unfolded, as no
 * screen is known at build time) hides them there too, so nothing moves when the app takes over.
 * Controls that need the app (View All Features) wait, invisible, until it has.
 */
export const landingWrapperClasses = {
  spinner: 'hidden [html[data-session=stored]_&]:block',
  landing:
    '[html[data-session=stored]_&]:hidden max-sm:[&_details>:not(summary)]:hidden max-sm:[&_summary_svg]:rotate-0! [&_[data-needs-app]]:invisible',
} as const;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The built index.html with the landing page in `#root` (after the app's spinner, which then shows
 * only to a signed-in learner) and the landing page's head tags in place of its title and
 * description. The page's words are the active language's (the caller activates `language`).
 */
export function renderLandingDocument(indexHtml: string, lastmod: string, language: Language = 'en'): string {
  // The build moves the app's script into the head; the source (dev, tests) has it after #root.
  const root = /<div id="root">([\s\S]*)<\/div>(\s*(?:<script\b[^>]*><\/script>\s*)?<\/body>)/.exec(indexHtml);
  if (!root) throw new Error('index.html has no <div id="root"> at the end of its body: build the client first');
  const [whole, spinner = '', bodyEnd = ''] = root;
  const body =
    `<div id="root"><div class="${landingWrapperClasses.spinner}">${spinner}</div>` +
    `<div data-prerendered="landing" class="${escapeHtml(landingWrapperClasses.landing)}">${landingMarkup(landingAlternates[language])}</div></div>${bodyEnd}`;
  const head = headTags(landingPage(lastmod, language), { indexable: true }).join('\n    ');
  return indexHtml
    .replace(
      /<html\b([^>]*)>/,
      (_, attributes: string) => `<html lang="${language}"${attributes.replace(/\s*\blang="[^"]*"/, '')}>`,
    )
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, '')
    .replace(/<\/head>/, `\n    ${head}\n  </head>`)
    .replace(whole, () => body);
}
