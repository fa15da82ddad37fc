import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerender } from '../../../scripts/prerender';
import { createTestContext, type TestContext } from '../test/test-app';

// The real prerender step, on a stand-in for the built index.html (its stylesheet and theme script).
const themeScript = "document.documentElement.setAttribute('data-theme', 'light'); // arkad_theme";
const indexHtml = `<!doctype html><html><head><title>Arkad</title>
<meta name="description" content="The app's page." /><script>${themeScript}</script>
<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"><div>Loading</div></div>
</body></html>`;
const robots = 'User-agent: *\nAllow: /\nDisallow: /api/\n';

describe('public pages served by the app', () => {
  let ctx: TestContext;
  let dir: string;
  let pagePaths: string[];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'arkad-public-'));
    const clientDir = path.join(dir, 'client');
    const publicPagesDir = path.join(dir, 'public-pages');
    mkdirSync(clientDir);
    writeFileSync(path.join(clientDir, 'index.html'), indexHtml);
    writeFileSync(path.join(clientDir, 'robots.txt'), robots);
    const manifest = prerender({ clientDir, outDir: publicPagesDir, csvPath: 'server/data/btc-daily-close.csv' });
    pagePaths = manifest.pages.map((page) => page.path);
    ctx = await createTestContext({ clientDir, publicPagesDir, env: { APP_URL: 'https://arkad.example' } });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a term page with 200 and its definition in the HTML, its URLs on the app origin', async () => {
    const res = await request(ctx.app).get('/glossary/bitcoin');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    // The page's one script is the theme script, allowed by the hash the app computes from index.html.
    const hash = createHash('sha256').update(themeScript, 'utf8').digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    expect(res.text).toContain(`<script>${themeScript}</script>`);
    expect(res.text).toContain('Bitcoin is a digital money that runs on a public network of computers');
    expect(res.text).toContain('<link rel="canonical" href="https://arkad.example/glossary/bitcoin" />');
    expect(res.text).not.toContain('%ARKAD_ORIGIN%');
  });

  it("answers a lesson and a scenario page with their main content, and the theme script's hash in the policy", async () => {
    const lesson = await request(ctx.app).get('/learn/stories/the-man-who-desired-gold');
    expect(lesson.status).toBe(200);
    expect(lesson.text).toContain('Bansir builds chariots in Babylon');
    const scenario = await request(ctx.app).get('/calculator/100-usd-weekly-since-2020');
    expect(scenario.status).toBe(200);
    expect(scenario.text).toMatch(/Had you bought \$100 of bitcoin every week from 1 January 2020/);
  });

  it('answers an unknown term, scenario or reading with 404 and the not-found page', async () => {
    for (const url of ['/glossary/no-such-term', '/calculator/7-usd-weekly-since-2020', '/learn/stories/nope']) {
      const res = await request(ctx.app).get(url);
      expect(res.status, url).toBe(404);
      expect(res.text, url).toContain('Page not found');
      expect(res.text, url).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it("redirects another spelling of a page's path to its canonical one", async () => {
    const res = await request(ctx.app).get('/Glossary/Bitcoin/');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/glossary/bitcoin');
  });

  it('sends a page compressed when the client takes brotli', async () => {
    const res = await request(ctx.app).get('/glossary').set('Accept-Encoding', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.text).toContain('Bitcoin glossary');
  });

  it('lists exactly the public pages in sitemap.xml, each with its last change, and names it in robots.txt', async () => {
    const sitemap = await request(ctx.app).get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(pagePaths[0]).toBe('/');
    expect(locs).toEqual(pagePaths.map((p) => `https://arkad.example${p}`));
    expect(sitemap.text.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(locs.length);
    const robotsRes = await request(ctx.app).get('/robots.txt');
    expect(robotsRes.text).toBe(`${robots}\nSitemap: https://arkad.example/sitemap.xml\n`);
  });

  it('answers / with the landing page in the HTML, its preview tags and structured data', async () => {
    const res = await request(ctx.app).get('/');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    // The app's page: its scripts and its spinner (shown only to a signed-in learner), then the landing.
    expect(res.text).toContain(`<script>${themeScript}</script>`);
    expect(res.text).toContain('<div>Loading</div>');
    expect(res.text).toContain('data-prerendered="landing"');
    expect(res.text).toContain('Save in Bitcoin the way Arkad saved gold.');
    expect(res.text).toContain('into an 8-step path for learning to accumulate Bitcoin steadily');
    expect(res.text).toContain('Everything a careful saver needs');
    expect(res.text).toContain('href="/auth?mode=signup"');
    expect(res.text.match(/<title>/g)).toEqual(['<title>']);
    expect(res.text).toContain('<title>Arkad — Ancient Wisdom, Modern Bitcoin</title>');
    expect(res.text).not.toContain("The app's page.");
    expect(res.text.match(/<meta name="description"/g)).toHaveLength(1);
    expect(res.text).toContain('<link rel="canonical" href="https://arkad.example/" />');
    expect(res.text).toContain('<meta property="og:url" content="https://arkad.example/" />');
    expect(res.text).toContain('<meta name="twitter:card" content="summary" />');
    const jsonLd = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(res.text)?.[1] ?? '{}';
    const graph = (JSON.parse(jsonLd) as { '@graph': { '@type': string; url?: string }[] })['@graph'];
    expect(graph.map((node) => node['@type'])).toEqual(['WebSite', 'Organization']);
    expect(graph[0]?.url).toBe('https://arkad.example/');
    expect(res.text).not.toContain('%ARKAD_ORIGIN%');
  });

  it('leaves a shared calculator link on / to the app', async () => {
    const res = await request(ctx.app).get('/?tab=calculator');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('data-prerendered');
    expect((await request(ctx.app).get('/?utm_source=chat')).text).toContain('data-prerendered="landing"');
  });

  it("leaves the app's own pages to the app", async () => {
    expect((await request(ctx.app).get('/auth')).status).toBe(200);
    expect((await request(ctx.app).get('/no-such-page')).status).toBe(404);
  });

  it('answers the Spanish term and scenario pages under /es in Spanish, with hreflang to both languages', async () => {
    const term = await request(ctx.app).get('/es/glossary/bitcoin');
    expect(term.status).toBe(200);
    expect(term.text).toContain('<html lang="es">');
    expect(term.text).toContain('Bitcoin es un dinero digital que funciona en una red pública de computadoras');
    expect(term.text).toContain('<link rel="canonical" href="https://arkad.example/es/glossary/bitcoin" />');
    for (const [hreflang, url] of [
      ['en', 'https://arkad.example/glossary/bitcoin'],
      ['es', 'https://arkad.example/es/glossary/bitcoin'],
      ['x-default', 'https://arkad.example/glossary/bitcoin'],
    ]) {
      expect(term.text).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${url}" />`);
      expect((await request(ctx.app).get(new URL(url ?? '').pathname)).status, url).toBe(200);
    }
    const english = await request(ctx.app).get('/glossary/bitcoin');
    expect(english.text).toContain('<html lang="en">');
    expect(english.text).toContain(
      '<link rel="alternate" hreflang="es" href="https://arkad.example/es/glossary/bitcoin" />',
    );
    const scenario = await request(ctx.app).get('/es/calculator/100-usd-weekly-since-2020');
    expect(scenario.status).toBe(200);
    expect(scenario.text).toMatch(/Si hubieras comprado USD\s100 de bitcoin cada semana desde el 1 de enero de 2020/);
  });

  it('answers the learning path and every reading in Spanish under /es/learn, with hreflang both ways', async () => {
    const spanishLessons = pagePaths.filter((pagePath) => pagePath.startsWith('/es/learn'));
    expect(spanishLessons).toHaveLength(pagePaths.filter((pagePath) => pagePath.startsWith('/learn')).length);
    for (const pagePath of spanishLessons) expect((await request(ctx.app).get(pagePath)).status, pagePath).toBe(200);
    const story = await request(ctx.app).get('/es/learn/stories/the-man-who-desired-gold');
    expect(story.text).toContain('<html lang="es">');
    expect(story.text).toContain('Bansir construye carros en Babilonia');
    expect(story.text).toContain(
      '<link rel="canonical" href="https://arkad.example/es/learn/stories/the-man-who-desired-gold" />',
    );
    const english = await request(ctx.app).get('/learn/stories/the-man-who-desired-gold');
    for (const text of [story.text, english.text]) {
      expect(text).toContain(
        '<link rel="alternate" hreflang="en" href="https://arkad.example/learn/stories/the-man-who-desired-gold" />',
      );
      expect(text).toContain(
        '<link rel="alternate" hreflang="es" href="https://arkad.example/es/learn/stories/the-man-who-desired-gold" />',
      );
      expect(text).toContain(
        '<link rel="alternate" hreflang="x-default" href="https://arkad.example/learn/stories/the-man-who-desired-gold" />',
      );
    }
    for (const url of ['/es/learn/x', '/es/learn/stories/nope', '/es/learn/strategies/nope']) {
      const res = await request(ctx.app).get(url);
      expect(res.status, url).toBe(404);
      expect(res.text, url).toContain('Página no encontrada');
    }
  });

  it('answers /es with the landing page in Spanish, hreflang between it and /', async () => {
    const res = await request(ctx.app).get('/es');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<html lang="es"/);
    // The app's page, as '/' is: its scripts and spinner, then the landing page in Spanish.
    expect(res.text).toContain(`<script>${themeScript}</script>`);
    expect(res.text).toContain('data-prerendered="landing"');
    expect(res.text).toContain('Ahorra en Bitcoin como Arkad ahorró oro.');
    expect(res.text).not.toContain('Save in Bitcoin the way Arkad saved gold.');
    expect(res.text.match(/<title>/g)).toEqual(['<title>']);
    expect(res.text).toContain('<title>Arkad — Sabiduría antigua, Bitcoin moderno</title>');
    expect(res.text.match(/<link rel="canonical"/g)).toHaveLength(1);
    expect(res.text).toContain('<link rel="canonical" href="https://arkad.example/es" />');
    expect(res.text).toContain('<meta property="og:url" content="https://arkad.example/es" />');
    // Its footer leads to the Spanish public pages.
    for (const href of ['/es/learn', '/es/glossary', '/es/calculator']) expect(res.text).toContain(`href="${href}"`);
    const jsonLd = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(res.text)?.[1] ?? '{}';
    const graph = (JSON.parse(jsonLd) as { '@graph': { '@type': string; inLanguage?: string }[] })['@graph'];
    expect(graph[0]).toMatchObject({ '@type': 'WebSite', inLanguage: 'es' });
    const english = await request(ctx.app).get('/');
    expect(english.text).toMatch(/<html lang="en"/);
    for (const text of [res.text, english.text]) {
      expect(text).toContain('<link rel="alternate" hreflang="en" href="https://arkad.example/" />');
      expect(text).toContain('<link rel="alternate" hreflang="es" href="https://arkad.example/es" />');
      expect(text).toContain('<link rel="alternate" hreflang="x-default" href="https://arkad.example/" />');
    }
    expect((await request(ctx.app).get('/es/')).headers.location).toBe('/es');
  });

  it('answers an unknown path under /es/ with 404 and the Spanish not-found page', async () => {
    for (const url of ['/es/glossary/no-such-term', '/es/calculator/7-usd-weekly-since-2020', '/es/nada']) {
      const res = await request(ctx.app).get(url);
      expect(res.status, url).toBe(404);
      expect(res.text, url).toContain('<html lang="es">');
      expect(res.text, url).toContain('Página no encontrada');
      expect(res.text, url).toContain('<meta name="robots" content="noindex" />');
    }
    expect((await request(ctx.app).get('/ES/Glossary/Bitcoin')).headers.location).toBe('/es/glossary/bitcoin');
  });

  it("lists each page's languages in sitemap.xml", async () => {
    const sitemap = (await request(ctx.app).get('/sitemap.xml')).text;
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = (loc: string) => new RegExp(`<url>\\s*<loc>${loc}</loc>[\\s\\S]*?</url>`).exec(sitemap)?.[0] ?? '';
    for (const loc of ['https://arkad.example/glossary/halving', 'https://arkad.example/es/glossary/halving']) {
      expect(entry(loc), loc).toContain(
        '<xhtml:link rel="alternate" hreflang="es" href="https://arkad.example/es/glossary/halving" />',
      );
      expect(entry(loc), loc).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://arkad.example/glossary/halving" />',
      );
    }
    for (const loc of ['https://arkad.example/learn/guide', 'https://arkad.example/es/learn/guide']) {
      expect(entry(loc), loc).toContain(
        '<xhtml:link rel="alternate" hreflang="es" href="https://arkad.example/es/learn/guide" />',
      );
    }
    for (const loc of ['https://arkad.example/', 'https://arkad.example/es']) {
      expect(entry(loc), loc).toContain('<xhtml:link rel="alternate" hreflang="es" href="https://arkad.example/es" />');
      expect(entry(loc), loc).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://arkad.example/" />',
      );
    }
  });
});
