// Renders the public pages (decision 061) into dist/public-pages after the client build: one HTML
// file per page, the landing page (the app's index.html with the landing rendered in), the not-found page, and manifest.json (each page's path, file and last change),
// which the server reads to serve them, answer 404 in their sections, and write sitemap.xml.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { priceSeries } from '@shared/domain/dca';
import type { PriceSeries } from '@shared/domain/dca-window';
import { activateLoadedLanguage } from '@/i18n/i18n';
import english from '@/i18n/locales/en.json';
import spanish from '@/i18n/locales/es.json';
import { landingAlternates, renderLandingDocument } from '@/public/landing-document';
import { renderPublicDocument, type DocumentShell } from '@/public/public-document';
import { notFoundPage, publicSections, publicSite, type ContentChanges } from '@/public/public-site';
import type { PublicPagesManifest } from '@shared/public-pages-manifest';
import { compileCatalogue } from './message-catalogues';

/** The built app's stylesheets and its theme script, as index.html has them. */
export function documentShell(indexHtml: string): DocumentShell {
  const stylesheets = [...indexHtml.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map(
    ([tag]) => /href="([^"]+)"/.exec(tag)?.[1] ?? '',
  );
  const themeScript = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map(([, text = '']) => text)
    .find((text) => text.includes('arkad_theme') && text.includes('data-theme'));
  if (stylesheets.length === 0 || stylesheets.includes('') || themeScript === undefined) {
    throw new Error('index.html has no stylesheet or no theme script: build the client first');
  }
  return { stylesheets, themeScript };
}

/** The bundled daily closes (date, close in USD) as a price series. */
export function bundledSeries(csv: string): PriceSeries {
  const rows = csv.trim().split('\n').slice(1);
  return priceSeries(
    rows.map((row) => {
      const [date = '', close = ''] = row.split(',');
      return { date, price: Number(close) };
    }),
  );
}

/** The day of the last commit that changed any of these files; today (UTC) when git cannot say. */
function lastChanged(files: string[]): string {
  try {
    const day = execFileSync('git', ['log', '-1', '--format=%cs', '--', ...files], { encoding: 'utf8' }).trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  } catch {
    // Not a git checkout (a source archive): the build day is the best known.
  }
  return new Date().toISOString().slice(0, 10);
}

const contentChanges = (): ContentChanges => ({
  learn: lastChanged([
    'client/src/public/learn-pages.tsx',
    'shared/content/strategies.ts',
    'shared/content/es/strategies.ts',
    'shared/content/es/guide.ts',
  ]),
  guide: lastChanged([
    'shared/content/guide.ts',
    'shared/content/parables-index.ts',
    'shared/content/es/guide.ts',
    'shared/content/es/parables-index.ts',
  ]),
  stories: lastChanged([
    'shared/content/parables.ts',
    'shared/content/parables-index.ts',
    'shared/content/es/parables.ts',
    'shared/content/es/parables-index.ts',
  ]),
  strategies: lastChanged(['shared/content/strategies.ts', 'shared/content/es/strategies.ts']),
  glossary: lastChanged(['shared/content/glossary-index.ts', 'shared/content/glossary-definitions.ts']),
});

const fileFor = (pagePath: string) => `${pagePath.slice(1)}.html`;
const LANDING_FILE = 'index.html';
/** The Spanish landing page '/es' (the same page in Spanish; the app opens there in Spanish). */
const SPANISH_LANDING_FILE = 'es.html';

export function prerender(options: { clientDir: string; outDir: string; csvPath: string }): PublicPagesManifest {
  const indexHtml = readFileSync(path.join(options.clientDir, 'index.html'), 'utf8');
  const shell = documentShell(indexHtml);
  const series = bundledSeries(readFileSync(options.csvPath, 'utf8'));
  const pages = publicSite(series, contentChanges());
  rmSync(options.outDir, { recursive: true, force: true });
  const write = (file: string, html: string) => {
    const full = path.join(options.outDir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, html);
  };
  for (const page of pages) write(fileFor(page.path), renderPublicDocument(page, shell));
  // The landing page: the app's own page with the landing rendered in (decision 061, amended).
  const landingLastmod = lastChanged([
    'client/src/features/landing/components/landing-page.tsx',
    'client/src/public/landing-document.tsx',
  ]);
  // The landing page's words come from the start catalogue (decision 063): '/' in English (a visitor
  // who chose another language sees the app render theirs over it), '/es' in Spanish.
  activateLoadedLanguage('es', compileCatalogue(spanish));
  write(SPANISH_LANDING_FILE, renderLandingDocument(indexHtml, landingLastmod, 'es'));
  activateLoadedLanguage('en', compileCatalogue(english));
  write(LANDING_FILE, renderLandingDocument(indexHtml, landingLastmod));
  const lastDay = series.dates[series.dates.length - 1] ?? '';
  write('404.html', renderPublicDocument(notFoundPage(lastDay), shell, { indexable: false }));
  // Unknown paths under '/es/' answer with the Spanish not-found page.
  const localNotFound = [{ prefix: '/es/', file: '404-es.html' }];
  write('404-es.html', renderPublicDocument(notFoundPage(lastDay, 'es'), shell, { indexable: false }));
  const manifest: PublicPagesManifest = {
    pages: [
      { path: '/', file: LANDING_FILE, lastmod: landingLastmod, alternates: landingAlternates },
      {
        path: landingAlternates.es,
        file: SPANISH_LANDING_FILE,
        lastmod: landingLastmod,
        alternates: landingAlternates,
      },
      ...pages.map((page) => ({
        path: page.path,
        file: fileFor(page.path),
        lastmod: page.lastmod,
        ...(page.alternates ? { alternates: page.alternates as Record<string, string> } : {}),
      })),
    ],
    notFound: '404.html',
    localNotFound,
    sections: [...publicSections],
  };
  write('manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('scripts/prerender.tsx')) {
  const manifest = prerender({
    clientDir: 'dist/client',
    outDir: 'dist/public-pages',
    csvPath: 'server/data/btc-daily-close.csv',
  });
  console.log(`public pages rendered: ${manifest.pages.length} pages and 404.html in dist/public-pages`);
}
