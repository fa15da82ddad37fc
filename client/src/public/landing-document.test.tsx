import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
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
