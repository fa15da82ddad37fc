import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';
import { chooseEncoding } from '../lib/content-encoding';

let ctx: TestContext;
let clientDir: string;
const script = `console.log(${JSON.stringify('arkad '.repeat(400))});`;
const html = `<!doctype html><html><body>${'<p>Arkad</p>'.repeat(200)}</body></html>`;

/** Collects the body as bytes (the HTTP client has already undone the Content-Encoding it names). */
const raw = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'arkad-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), html);
  writeFileSync(path.join(clientDir, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(path.join(clientDir, 'index.html.gz'), gzipSync(html));
  writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), script);
  writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  writeFileSync(path.join(clientDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  ctx = await createTestContext({ clientDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('compressed responses', () => {
  it('sends the brotli copy of a hashed asset to a client that accepts br', async () => {
    const res = await request(ctx.app)
      .get('/assets/app-abc123.js')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .buffer(true)
      .parse(raw);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect(Number(res.headers['content-length'])).toBeLessThan(script.length / 10);
    expect((res.body as Buffer).toString()).toBe(script);
  });

  it('sends gzip when brotli is not accepted, and the plain file when nothing is', async () => {
    const gz = await request(ctx.app)
      .get('/assets/app-abc123.js')
      .set('Accept-Encoding', 'gzip')
      .buffer(true)
      .parse(raw);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect((gz.body as Buffer).toString()).toBe(script);

    const plain = await request(ctx.app)
      .get('/assets/app-abc123.js')
      .set('Accept-Encoding', 'identity')
      .buffer(true)
      .parse(raw);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((plain.body as Buffer).toString()).toBe(script);
  });

  it('serves the SPA page compressed on any client route', async () => {
    const res = await request(ctx.app).get('/home').set('Accept-Encoding', 'br').buffer(true).parse(raw);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect((res.body as Buffer).toString()).toBe(html);
  });

  it("answers a path the app has no page for with 404 and the SPA page (its 'Page Not Found')", async () => {
    for (const url of ['/no-such-page', '/sitemap.xml', '/home/extra']) {
      const res = await request(ctx.app).get(url).set('Accept-Encoding', 'br').buffer(true).parse(raw);
      expect(res.status, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect((res.body as Buffer).toString()).toBe(html);
    }
    for (const url of ['/', '/settings', '/Subscription/', '/auth?token=abc', '/subscription/test-checkout']) {
      expect((await request(ctx.app).get(url)).status, url).toBe(200);
    }
  });

  it('sends a built asset with nosniff and CORP but without the headers only a page uses', async () => {
    const res = await request(ctx.app).get('/assets/app-abc123.js').set('Accept-Encoding', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of [
      'content-security-policy',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'strict-transport-security',
      'x-frame-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
      // The name changes with the content: nothing to revalidate, nothing to fetch in ranges.
      'etag',
      'last-modified',
      'accept-ranges',
    ]) {
      expect(res.headers[name], name).toBeUndefined();
    }
  });

  it('keeps the full set of security headers on the page and on the files at the root', async () => {
    for (const url of ['/', '/home', '/robots.txt']) {
      const res = await request(ctx.app).get(url);
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('answers /robots.txt with the file, not the SPA page', async () => {
    const res = await request(ctx.app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.text).toContain('User-agent: *');
  });

  it('compresses a large JSON answer from the API when asked', async () => {
    const res = await request(ctx.app).get('/api/openapi.json').set('Accept-Encoding', 'gzip').buffer(true).parse(raw);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse((res.body as Buffer).toString()).openapi).toBe('3.1.0');
  });

  it('leaves a small API answer uncompressed', async () => {
    const res = await request(ctx.app).get('/api/health').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('chooseEncoding', () => {
  const both = new Set(['br', 'gzip'] as const);
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', null],
  ] as const)('Accept-Encoding %s gives %s', (header, expected) => {
    expect(chooseEncoding(header, new Set(both))).toBe(expected);
  });
});
