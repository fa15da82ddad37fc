import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

// The robots.txt the project ships (client/public/robots.txt), as the built app serves it: the
// file itself as plain text, not the SPA's page that answers every other path, with the line that
// names the sitemap on the app's origin (decision 061).
test('the built app serves the shipped robots.txt as plain text, naming its sitemap', async ({ request, baseURL }) => {
  const shipped = readFileSync('client/public/robots.txt', 'utf8');
  expect(shipped).toContain('User-agent: *');
  expect(shipped).toContain('Disallow: /api/');

  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await res.text()).toBe(`${shipped.trimEnd()}\n\nSitemap: ${new URL(baseURL ?? '').origin}/sitemap.xml\n`);
});
