import { renderToStaticMarkup } from 'react-dom/server';
import { absoluteUrl, PREVIEW_IMAGE, SITE_NAME, type PublicPage } from './public-page';

/** What every page takes from the built app: its stylesheets and the theme script (decision 021). */
export interface DocumentShell {
  stylesheets: readonly string[];
  /** The inline theme script's text, byte for byte as in the built index.html, so its CSP hash holds. */
  themeScript: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: '<' escaped, so no text can close the element. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function breadcrumbList(page: Omit<PublicPage, 'main'>) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: page.breadcrumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

function meta(attribute: 'name' | 'property', key: string, content: string | number): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`;
}

/**
 * The same page in every language it exists in, and the English one as the default for any other
 * language (x-default); nothing for a page in one language only.
 */
function hreflangLinks(page: Omit<PublicPage, 'main'>): string[] {
  const alternates = Object.entries(page.alternates ?? {});
  if (alternates.length < 2) return [];
  const link = (hreflang: string, path: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(absoluteUrl(path))}" />`;
  const fallback = page.alternates?.en;
  return [
    ...alternates.map(([language, path]) => link(language, path)),
    ...(fallback ? [link('x-default', fallback)] : []),
  ];
}

/** The head's tags: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function headTags(page: Omit<PublicPage, 'main'>, options: { indexable: boolean }): string[] {
  const url = absoluteUrl(page.path);
  const image = absoluteUrl(PREVIEW_IMAGE.path);
  const tags = [`<title>${escapeHtml(page.title)}</title>`, meta('name', 'description', page.description)];
  if (!options.indexable) return [...tags, meta('name', 'robots', 'noindex')];
  // The home page is the first crumb of every other page: it has no trail of its own.
  const trail = page.breadcrumbs.length > 1 ? [breadcrumbList(page)] : [];
  const graph = { '@context': 'https://schema.org', '@graph': [...page.jsonLd, ...trail] };
  return [
    ...tags,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...hreflangLinks(page),
    meta('property', 'og:type', page.ogType),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', PREVIEW_IMAGE.width),
    meta('property', 'og:image:height', PREVIEW_IMAGE.height),
    meta('property', 'og:image:alt', PREVIEW_IMAGE.alt),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    `<script type="application/ld+json">${jsonForScript(graph)}</script>`,
  ];
}

/**
 * A whole HTML document for a public page: its content rendered to static markup, no script but
 * the theme's (the page needs none to be read), the app's stylesheet.
 */
export function renderPublicDocument(page: PublicPage, shell: DocumentShell, options = { indexable: true }): string {
  const body = renderToStaticMarkup(page.main);
  return [
    '<!doctype html>',
    `<html lang="${page.language ?? 'en'}">`,
    '<head>',
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1.0, viewport-fit=cover" />',
    '<meta name="theme-color" content="#b45309" />',
    '<meta name="color-scheme" content="light dark" />',
    '<link rel="icon" type="image/png" sizes="32x32" href="/favicon-32.png" />',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />',
    ...headTags(page, options),
    `<script>${shell.themeScript}</script>`,
    ...shell.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
    '</head>',
    `<body><div id="root">${body}</div></body>`,
    '</html>',
    '',
  ].join('\n');
}
