import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLoadedLanguage } from '@/i18n/i18n';
import english from '@/i18n/locales/en.json';
import spanish from '@/i18n/locales/es.json';
import spanishTitles from '@/i18n/locales/es/titles.json';
import { compileCatalogue } from '../../../scripts/message-catalogues';
import { landingCopy, renderLandingDocument } from './landing-document';

/** The texts of the document's inline scripts (not JSON-LD, which is data and never runs). */
const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => text);

// The source index.html stands in for the built one: the same head, scripts and #root.
const indexHtml = readFileSync('client/index.html', 'utf8');

describe('the landing page document', () => {
  const html = renderLandingDocument(indexHtml, '2026-12-07');

  it("keeps index.html's inline scripts byte for byte, so the policy's hashes allow them", () => {
    expect(inlineScripts(html)).toEqual(inlineScripts(indexHtml));
  });

  it("has the app's title and description, once, and the landing page after the app's spinner in #root", () => {
    expect(indexHtml).toContain(`<title>${landingCopy.title}</title>`);
    expect(indexHtml.replace(/\s+/g, ' ')).toContain(`content="${landingCopy.description}"`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root.indexOf('<span class="sr-only">Loading</span>')).toBeGreaterThan(0);
    expect(root.indexOf('data-prerendered="landing"')).toBeGreaterThan(root.indexOf('Loading'));
    expect(root).toContain('Save in Bitcoin the way Arkad saved gold.');
    // The price card as it loads: no price is known at build time.
    expect(root).toContain('aria-label="Loading Bitcoin price"');
    expect(root).not.toContain('data-testid="price-value"');
  });
});

describe('the Spanish landing page document (/es)', () => {
  afterAll(() => activateLoadedLanguage('en', compileCatalogue(english)));

  it('is the same page in Spanish: lang, title, canonical, hreflang both ways, links to the Spanish pages', () => {
    activateLoadedLanguage('es', compileCatalogue(spanish));
    const html = renderLandingDocument(indexHtml, '2026-12-07', 'es');
    expect(/<html\b[^>]*>/.exec(html)?.[0]).toBe('<html lang="es">');
    expect(inlineScripts(html)).toEqual(inlineScripts(indexHtml));
    expect(html).toContain(`<title>${spanishTitles['titles.app']}</title>`);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="%ARKAD_ORIGIN%/es" />');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="%ARKAD_ORIGIN%/" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="%ARKAD_ORIGIN%/" />');
    expect(html).toContain('<meta property="og:title" content="Arkad — Sabiduría antigua, Bitcoin moderno" />');
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('Ahorra en Bitcoin como Arkad ahorró oro.');
    for (const href of ['/es/learn', '/es/glossary', '/es/calculator']) expect(root).toContain(`href="${href}"`);
    expect(root).not.toContain('href="/learn"');
    const graph = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1] ?? '{}';
    expect(JSON.parse(graph)).toMatchObject({ '@graph': [{ '@type': 'WebSite', inLanguage: 'es' }, {}] });
    const englishHtml = renderLandingDocument(indexHtml, '2026-12-07');
    expect(englishHtml).toContain('<link rel="alternate" hreflang="es" href="%ARKAD_ORIGIN%/es" />');
  });
});
