import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './app';
import { createTestContext, type TestContext } from './test/test-app';

const themeScript = `
      (function () {
        document.documentElement.setAttribute('data-theme', 'dark');
      })();
    `;
const otherScript = 'window.arkadStarted = true;';
const html = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<script>${themeScript}</script>
<script id="vite-plugin-pwa:register-sw" src="/registerSW.js" defer></script>
<SCRIPT>${otherScript}</SCRIPT>
<script></script>
</head><body><div id="root"></div></body></html>`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The script-src sources of a Content-Security-Policy header. */
function scriptSources(csp: string | undefined): string[] {
  const directive = (csp ?? '').split(';').find((part) => part.trim().startsWith('script-src '));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script exactly as written, and no script with a src', () => {
    expect(inlineScriptHashes(html)).toEqual([sha256(themeScript), sha256(otherScript)]);
  });
});

describe('Content-Security-Policy with the built client', () => {
  let ctx: TestContext;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(os.tmpdir(), 'arkad-csp-'));
    writeFileSync(path.join(clientDir, 'index.html'), html);
    writeFileSync(path.join(clientDir, 'intl-warm-up.js'), 'self.close();\n');
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'assets', 'index-abc.js'), 'export {};\n');
    ctx = await createTestContext({ clientDir });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("allows index.html's inline scripts by hash only: never 'unsafe-inline'", async () => {
    for (const url of ['/', '/settings']) {
      const res = await request(ctx.app).get(url);
      const sources = scriptSources(res.headers['content-security-policy']);
      expect(sources, url).toEqual(["'self'", sha256(themeScript), sha256(otherScript)]);
    }
  });

  it('serves the Intl warm-up worker under a policy that allows nothing, without the page-only headers', async () => {
    const res = await request(ctx.app).get('/intl-warm-up.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['referrer-policy']).toBeUndefined();
  });

  it('sends no request id with a content-hashed build file, and one with a page', async () => {
    const asset = await request(ctx.app).get('/assets/index-abc.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['x-request-id']).toBeUndefined();
    expect((await request(ctx.app).get('/')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('Security headers of the API', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("gives the API's answers a policy that allows nothing, and no page-only headers", async () => {
    for (const url of ['/api/health', '/api/bitcoin/price', '/api/auth/me', '/api/nothing-here']) {
      const res = await request(ctx.app).get(url);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['x-frame-options'], url).toBeUndefined();
      expect(res.headers['referrer-policy'], url).toBeUndefined();
    }
  });
});
