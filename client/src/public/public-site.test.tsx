import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { glossaryTerms } from '@shared/content/glossary';
import { priceSeries } from '@shared/domain/dca';
import { parableIds } from '@shared/content/parables-index';
import { strategies } from '@shared/content/strategies';
import { findContentProblems } from '@shared/content/content-checks';
import { renderToStaticMarkup } from 'react-dom/server';
import { guideEs } from '@shared/content/es/guide';
import { parableTextsEs } from '@shared/content/es/parables';
import { plansSpanish } from '@shared/content/es/plans';
import { strategyTextsEs } from '@shared/content/es/strategies';
import { renderPublicDocument } from './public-document';
import { localizedPath, ORIGIN_TOKEN } from './public-page';
import { notFoundPage, publicSite } from './public-site';

const csv = readFileSync(path.join(process.cwd(), 'server/data/btc-daily-close.csv'), 'utf8');
const series = priceSeries(
  csv
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [date = '', close = ''] = line.split(',');
      return { date, price: Number(close) };
    }),
);
const changes = {
  learn: '2026-12-01',
  guide: '2026-11-02',
  stories: '2026-11-03',
  strategies: '2026-11-04',
  glossary: '2026-11-05',
};
const pages = publicSite(series, changes);
const shell = {
  stylesheets: ['/assets/index-abc.css'],
  themeScript: "document.documentElement.dataset.theme='light';",
};
const byPath = new Map(pages.map((page) => [page.path, page]));
const html = (pagePath: string) => renderPublicDocument(byPath.get(pagePath)!, shell);

/** The JSON-LD graph a document carries. */
function jsonLd(document: string): Record<string, unknown>[] {
  const text = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(document)?.[1];
  return (JSON.parse(text ?? '{}') as { '@graph': Record<string, unknown>[] })['@graph'];
}

describe('public pages', () => {
  it('has a page per reading, term and scenario, each path once', () => {
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
    for (const id of parableIds) expect(byPath.has(`/learn/stories/${id}`), id).toBe(true);
    for (const s of strategies) expect(byPath.has(`/learn/strategies/${s.id}`), s.id).toBe(true);
    for (const term of glossaryTerms) expect(byPath.has(`/glossary/${term.id}`), term.id).toBe(true);
    expect(pages.filter((p) => p.path.startsWith('/calculator/')).length).toBeGreaterThanOrEqual(40);
    for (const p of ['/learn', '/learn/guide', '/glossary', '/calculator']) expect(byPath.has(p), p).toBe(true);
  });

  it('gives every page its own title, a description of at most 160 characters and crumbs ending at itself', () => {
    expect(new Set(pages.map((p) => p.title)).size).toBe(pages.length);
    for (const page of pages) {
      expect(page.description.length, page.path).toBeGreaterThan(20);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
      expect(page.breadcrumbs.at(-1)?.path).toBe(page.path);
      expect(page.breadcrumbs[0]?.path).toBe(localizedPath(page.language ?? 'en', '/'));
    }
  });

  it('dates scenario pages by the last close they use, and readings by their content', () => {
    expect(byPath.get('/calculator/100-usd-weekly-since-2020')?.lastmod).toBe(series.dates.at(-1));
    expect(byPath.get('/glossary/bitcoin')?.lastmod).toBe('2026-11-05');
    expect(byPath.get('/learn/guide')?.lastmod).toBe('2026-11-02');
  });

  it('writes canonical, Open Graph, Twitter and JSON-LD tags with the origin left to the server', () => {
    const doc = html('/glossary/bitcoin');
    expect(doc).toContain(`<link rel="canonical" href="${ORIGIN_TOKEN}/glossary/bitcoin" />`);
    expect(doc).toContain(`<meta property="og:image" content="${ORIGIN_TOKEN}/icon-512.png" />`);
    expect(doc).toContain('<meta name="twitter:card" content="summary" />');
    expect(doc).toContain('<title>Bitcoin: meaning in Bitcoin | Arkad glossary</title>');
    expect(doc).not.toMatch(/<script[^>]*src=/);
    const crumbs = jsonLd(doc).find((item) => item['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement).toHaveLength(3);
  });

  it("shows a free term's whole definition, and a Scholar term's summary and what Scholar opens", () => {
    const free = glossaryTerms.find((t) => t.free)!;
    const scholar = glossaryTerms.find((t) => !t.free)!;
    const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
    const freeDoc = html(`/glossary/${free.id}`);
    expect(freeDoc).toContain(escape(free.definition));
    expect(freeDoc).toContain(escape(free.whyItMatters));
    const scholarDoc = html(`/glossary/${scholar.id}`);
    expect(scholarDoc).toContain(escape(scholar.shortDefinition));
    expect(scholarDoc).not.toContain(escape(scholar.definition));
    expect(scholarDoc).not.toContain(escape(scholar.whyItMatters));
    expect(scholarDoc).toContain('Full glossary (100+ terms)');
    const [page] = jsonLd(scholarDoc);
    expect(page).toMatchObject({
      '@type': 'WebPage',
      isAccessibleForFree: false,
      mainEntity: { '@type': 'DefinedTerm' },
    });
    expect(jsonLd(freeDoc)[0]).toMatchObject({ isAccessibleForFree: true });
  });

  it('marks the path as a Course of LearningResources, and a scenario with its days and data credit', () => {
    expect(jsonLd(html('/learn'))[0]).toMatchObject({ '@type': 'Course' });
    expect(jsonLd(html('/learn/guide'))[0]).toMatchObject({
      '@type': 'LearningResource',
      isPartOf: { '@type': 'Course' },
    });
    expect(jsonLd(html('/glossary'))[0]).toMatchObject({ '@type': 'DefinedTermSet' });
    const scenario = html('/calculator/100-usd-weekly-since-2020');
    expect(scenario).toContain('Had you bought $100 of bitcoin every week from 1 January 2020');
    expect(scenario).toContain('21 August 2026');
    expect(scenario).toContain('CC BY-SA 4.0');
  });

  it("passes the content checks (docs/content.md) in every page's text and description", () => {
    for (const page of [...pages, notFoundPage('2026-08-21')]) {
      const text = renderToStaticMarkup(page.main)
        .replace(/<[^>]+>/g, ' ')
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, '&');
      expect(findContentProblems(`${page.title}. ${page.description}. ${text}`), page.path).toEqual([]);
    }
  });

  it('keeps the not-found page out of the index', () => {
    const doc = renderPublicDocument(notFoundPage('2026-08-21'), shell, { indexable: false });
    expect(doc).toContain('<meta name="robots" content="noindex" />');
    expect(doc).not.toContain('rel="canonical"');
  });

  it('writes the glossary and the scenarios in Spanish under /es, with the same slugs and figures in es-419', () => {
    const term = html('/es/glossary/seed-phrase');
    expect(term).toContain('<html lang="es">');
    expect(term).toContain('<title>Frase semilla: qué significa en Bitcoin | Glosario de Arkad</title>');
    expect(term).toContain('Una frase semilla es una lista de palabras comunes');
    expect(term).toContain('Por qué importa');
    expect(term).toContain('href="/es/glossary/private-key"');
    const graph = jsonLd(term);
    expect(graph[0]).toMatchObject({ '@type': 'WebPage', inLanguage: 'es', isAccessibleForFree: true });
    const scenario = html('/es/calculator/100-usd-weekly-since-2020');
    expect(scenario).toMatch(/tracking-tight">USD\s100 a la semana desde 2020<\/h1>/);
    expect(scenario).toMatch(/aportado USD\s\d{1,3}(,\d{3})*\.\d{2}/);
    expect(scenario).toContain('de 2020');
    expect(scenario).not.toMatch(/Had you bought|Put in|Other plans/);
    expect(html('/es/calculator')).toContain('Escenarios de DCA con precios pasados');
    expect(html('/es/glossary')).toContain('Glosario de Bitcoin');
  });

  it('keeps Free and Scholar apart in Spanish too (decision 062)', () => {
    const scholar = html('/es/glossary/nonce');
    expect(scholar).toContain('La entrada completa es parte de Scholar');
    expect(scholar).toContain('Un número del encabezado del bloque');
    expect(scholar).not.toContain('Un nonce, abreviatura de number used once');
    expect(scholar).not.toContain('Por qué importa');
    expect(jsonLd(scholar)[0]).toMatchObject({ isAccessibleForFree: false, inLanguage: 'es' });
  });

  it('links each page to its other language with hreflang, both ways', () => {
    for (const [en, es] of [
      ['/learn', '/es/learn'],
      ['/learn/guide', '/es/learn/guide'],
      ['/learn/stories/the-man-who-desired-gold', '/es/learn/stories/the-man-who-desired-gold'],
      ['/learn/strategies/dca', '/es/learn/strategies/dca'],
      ['/glossary', '/es/glossary'],
      ['/glossary/bitcoin', '/es/glossary/bitcoin'],
      ['/calculator', '/es/calculator'],
      ['/calculator/10-usd-monthly-since-2014', '/es/calculator/10-usd-monthly-since-2014'],
    ] as const) {
      for (const page of [en, es]) {
        expect(byPath.get(page)?.alternates, page).toEqual({ en, es });
        const doc = html(page);
        expect(doc).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN_TOKEN}${en}" />`);
        expect(doc).toContain(`<link rel="alternate" hreflang="es" href="${ORIGIN_TOKEN}${es}" />`);
        expect(doc).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN_TOKEN}${en}" />`);
      }
    }
    // Every page has its other language: the same pages in English and in Spanish.
    const spanish = pages.filter((page) => page.language === 'es');
    expect(spanish.length * 2).toBe(pages.length);
    for (const page of pages) expect(Object.keys(page.alternates ?? {}), page.path).toEqual(['en', 'es']);
  });

  it('writes the learning path, the Guide, every story and every strategy in Spanish under /es/learn', () => {
    for (const id of parableIds) expect(byPath.get(`/es/learn/stories/${id}`)?.language, id).toBe('es');
    for (const s of strategies) expect(byPath.get(`/es/learn/strategies/${s.id}`)?.language, s.id).toBe('es');
    const learn = html('/es/learn');
    expect(learn).toContain('<html lang="es">');
    expect(learn).toContain(
      '<title>La ruta de aprendizaje de 8 pasos: ahorrar en bitcoin al estilo de Babilonia | Arkad</title>',
    );
    // The steps' names are the app's (its Spanish start catalogue).
    for (const name of ['Asistente de estrategias', 'Construye tu tesoro', 'Evaluación de seguridad', 'Paso 8']) {
      expect(learn).toContain(name);
    }
    expect(learn).toContain('href="/es/learn/guide"');
    expect(learn).toContain('href="/es/glossary"');
    expect(learn).toContain('href="/es/calculator"');
    expect(learn).toContain('href="/es/learn/stories/the-man-who-desired-gold"');
    expect(jsonLd(learn)[0]).toMatchObject({ '@type': 'Course', inLanguage: 'es', name: guideEs.hero.title });

    const guide = html('/es/learn/guide');
    const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
    expect(guide).toContain(escape(guideEs.hero.intro));
    expect(guide).toContain(escape(guideEs.sevenCures[0]!.bitcoinPractice));
    expect(guide).toContain('En su lugar: ');
    expect(jsonLd(guide)[0]).toMatchObject({ '@type': 'LearningResource', inLanguage: 'es' });

    const story = html('/es/learn/stories/the-man-who-desired-gold');
    expect(story).toContain(escape(parableTextsEs['the-man-who-desired-gold'].story[0]));
    expect(story).toContain('En palabras de Clason (traducción de Arkad)');
    expect(story).toContain(
      '<h1 class="mt-1 font-display text-3xl font-bold tracking-tight">El hombre que deseaba oro</h1>',
    );

    const strategy = html('/es/learn/strategies/dca');
    expect(strategy).toContain(escape(strategyTextsEs.dca.description));
    expect(strategy).toContain('Por qué importa');
    // Ratings as the app words them, not capitalised word by word ('2 De 5').
    expect(strategy).toContain('<dd class="mt-1 font-semibold">2 de 5</dd>');
    expect(strategy).toContain('<dd class="mt-1 font-semibold">Baja</dd>');
    expect(html('/learn/strategies/dca')).toContain('<dd class="mt-1 font-semibold">Low</dd>');
    expect(strategy).toContain('href="/es/learn/strategies/value-averaging"');
    // The frame's shared words come from shared/content/es: the disclaimer, Scholar's benefits.
    expect(strategy).toContain(escape(guideEs.disclaimer));
    expect(strategy).toContain(`${plansSpanish.everyPlanIncludes.charAt(0).toLowerCase()}`);
    for (const doc of [learn, guide, story, strategy]) {
      expect(doc).not.toMatch(/In modern words|With bitcoin|Instead:|Why it matters|Step \d|min read|needs a free/);
      // Only the legal pages are still in English (the footer says so).
      expect(doc).not.toMatch(/(aprendizaje|lecturas) \(en inglés\)/);
    }
  });

  it('links the Spanish glossary and calculator to the Spanish learning path and home page', () => {
    for (const page of ['/es/glossary', '/es/glossary/bitcoin', '/es/calculator']) {
      const doc = html(page);
      expect(doc, page).toContain('href="/es/learn"');
      expect(doc, page).not.toContain('href="/learn"');
      expect(doc, page).toContain('href="/es"');
      // Sign-in and sign-up open the app in Spanish.
      expect(doc, page).toContain('href="/auth?mode=signup&amp;lang=es"');
      expect(doc, page).not.toMatch(/href="\/auth(\?mode=sign(in|up)(&amp;next=[^"&]*)?)?"/);
    }
    expect(html('/glossary/bitcoin')).toContain('href="/auth?mode=signup"');
    expect(html('/glossary/bitcoin')).not.toContain('&amp;lang=');
  });

  it('renders the Spanish not-found page in Spanish', () => {
    const doc = renderPublicDocument(notFoundPage('2026-08-21', 'es'), shell, { indexable: false });
    expect(doc).toContain('<html lang="es">');
    expect(doc).toContain('Página no encontrada');
  });
});
