import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../http/share-preview';
import { expectErrorShape } from '../test/market-app';
import { createTestContext, type TestContext } from '../test/test-app';

// GET /api/share/dca.png and the preview tags of a shared calculator link (decision 045).

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const html = '<!doctype html><html><head><title>Arkad</title></head><body><div id="root"></div></body></html>';

const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

/** Width and height from the IHDR chunk, which follows the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

let ctx: TestContext;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'arkad-share-'));
  writeFileSync(path.join(clientDir, 'index.html'), html);
  ctx = await createTestContext({ clientDir, env: { APP_URL: 'https://arkad.example' } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const image = (query: string) => request(ctx.app).get(`/api/share/dca.png?${query}`).buffer(true).parse(binary);

describe('GET /api/share/dca.png', () => {
  it('draws a 1200x630 PNG for a shared link’s parameters, with an ETag and cache headers', async () => {
    const res = await image('tab=calculator&amount=300&frequency=weekly&period=2years&fee=0.5&currency=eur');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.etag).toMatch(/^"share-/);
    expect(pngSize(res.body as Buffer)).toEqual({ width: 1200, height: 630 });

    const again = await request(ctx.app)
      .get('/api/share/dca.png?tab=calculator&amount=300&frequency=weekly&period=2years&fee=0.5&currency=eur')
      .set('If-None-Match', String(res.headers.etag));
    expect(again.status).toBe(304);
    const other = await image('amount=301&frequency=weekly&period=2years&fee=0.5&currency=eur');
    expect(other.headers.etag).not.toBe(res.headers.etag);
  });

  it('draws a custom window with an end date', async () => {
    const res = await image('amount=100&frequency=monthly&period=custom&start=2020-03-12&end=2022-03-12');
    expect(res.status).toBe(200);
    expect(pngSize(res.body as Buffer)).toEqual({ width: 1200, height: 630 });
  });

  it.each([
    ['', 'amount'],
    ['amount=abc', 'amount'],
    ['amount=0', 'amount'],
    ['amount=300&frequency=hourly', 'frequency'],
    ['amount=300&period=custom', 'startDate'],
    ['amount=300&fee=11', 'feePercent'],
    ['amount=300&currency=isk', 'currency'],
    ['amount=300&period=custom&start=2031-01-01', null],
  ])('answers 400 JSON for %s', async (query, field) => {
    const res = await request(ctx.app).get(`/api/share/dca.png?${query}`);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expectErrorShape(res.body, 'VALIDATION_FAILED');
    if (field) expect(JSON.stringify(res.body.error.fields)).toContain(field);
  });

  it('draws every plan of a three-plan link, so the image differs from plan 1’s alone (issue 46)', async () => {
    const plan1 = 'amount=50&frequency=weekly&period=custom&start=2018-01-01&currency=usd';
    const three = `${plan1}&amount2=100&frequency2=monthly&period2=4years&amount3=10&frequency3=daily&period3=2years`;
    const one = await image(plan1);
    const all = await image(three);
    expect(all.status).toBe(200);
    expect(pngSize(all.body as Buffer)).toEqual({ width: 1200, height: 630 });
    expect((all.body as Buffer).equals(one.body as Buffer)).toBe(false);
    expect(all.headers.etag).not.toBe(one.headers.etag);
    // A later plan's bad field is named by its plan.
    const bad = await request(ctx.app).get(`/api/share/dca.png?${plan1}&amount2=100&fee2=11`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.error.fields)).toContain('plans.1.feePercent');
  });

  it('takes no account data: a signed-in caller gets the same image as anyone', async () => {
    const anonymous = await image('amount=50&frequency=daily&period=3months');
    const signedIn = await request(ctx.app)
      .get('/api/share/dca.png?amount=50&frequency=daily&period=3months')
      .set('Authorization', 'Bearer not-a-session')
      .buffer(true)
      .parse(binary);
    expect(signedIn.status).toBe(200);
    expect((signedIn.body as Buffer).equals(anonymous.body as Buffer)).toBe(true);
  });
});

describe('preview tags of a shared link', () => {
  it('puts Open Graph and Twitter card tags pointing at the image into the page', async () => {
    const res = await request(ctx.app).get('/?tab=calculator&amount=300&frequency=weekly&period=2years');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const page = res.text;
    expect(page).toContain(
      '<meta property="og:image" content="https://arkad.example/api/share/dca.png?amount=300&amp;frequency=weekly&amp;period=2years">',
    );
    expect(page).toContain('<meta property="og:image:width" content="1200">');
    expect(page).toContain('<meta property="og:image:height" content="630">');
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(page).toMatch(/<meta property="og:title" content="Bitcoin DCA, \$300\.00 every week: [+-][\d.,]+%/);
    expect(page).toMatch(/<meta property="og:description" content="[^"]*not a forecast or advice\.">/);
    expect(page.indexOf('og:title')).toBeLessThan(page.indexOf('</head>'));
  });

  it('describes every plan of a three-plan link, and points the image at all of them (issue 46)', async () => {
    const res = await request(ctx.app).get(
      '/?tab=calculator&amount=50&frequency=weekly&period=custom&start=2018-01-01&currency=usd&amount2=100&frequency2=monthly&period2=4years&amount3=10&frequency3=daily&period3=2years',
    );
    expect(res.text).toMatch(
      /<meta property="og:title" content="Bitcoin DCA, 3 plans: Plan 1, \$50\.00 every week: [+-][\d.,]+%; Plan 2, \$100\.00 every 30 days: [+-][\d.,]+%; Plan 3, \$10\.00 every day: [+-][\d.,]+%">/,
    );
    expect(res.text).toMatch(/<meta property="og:description" content="Plan 1, \$50\.00 every week, Jan 1, 2018 to /);
    expect(res.text).toContain('amount2=100&amp;frequency2=monthly&amp;period2=4years&amp;amount3=10');
    expect(res.text).toMatch(/<meta property="og:image:alt" content="3 plans\. Plan 1/);
  });

  it('names the step-up and the starting stack the figures include (the review’s N7)', async () => {
    const res = await request(ctx.app).get(
      '/?tab=calculator&amount=300&frequency=weekly&period=2years&stepup=10&stack=0.5&stackcost=1000',
    );
    expect(res.text).toMatch(
      /<meta property="og:title" content="Bitcoin DCA, \$300\.00 every week, stepping up 10(\.0)?% a year, starting stack 0\.5\d* BTC \(cost \$1,000\.00\): /,
    );
    expect(res.text).toMatch(
      /<meta property="og:description" content="[^"]*the starting stack’s cost included, ended with/,
    );
    expect(res.text).toMatch(
      /<meta property="og:description" content="[^"]*The plan: stepping up 10(\.0)?% a year; starting stack/,
    );
    const plain = await request(ctx.app).get('/?tab=calculator&amount=300&frequency=weekly&period=2years');
    expect(plain.text).not.toContain('stepping up');
    expect(plain.text).not.toContain('starting stack');
  });

  it('titles a yen link in yen without decimals, ending where the rates end', async () => {
    const res = await request(ctx.app).get('/?tab=calculator&amount=5000&frequency=weekly&period=1year&currency=jpy');
    expect(res.text).toMatch(
      /<meta property="og:title" content="Bitcoin DCA, ¥5,000 every week: [+-][\d.]+% \([A-Z][a-z]{2} \d+, 2025 to Apr 13, 2026\)"/,
    );
  });

  it('says when the result is theoretical (purchases that could not have been filled)', async () => {
    const res = await request(ctx.app).get('/?tab=calculator&amount=50000&frequency=weekly&period=all');
    expect(res.text).toMatch(/<meta property="og:description" content="Theoretical: \d+ purchases of more than 0\.1%/);
    const plain = await request(ctx.app).get('/?tab=calculator&amount=300&frequency=weekly&period=2years');
    expect(plain.text).not.toContain('Theoretical');
  });

  it('escapes what the link carries', async () => {
    const res = await request(ctx.app).get(
      `/?tab=calculator&amount=300&frequency=weekly&period=2years&utm=${encodeURIComponent('"><script>')}&currency=${encodeURIComponent('usd')}`,
    );
    expect(res.text).not.toContain('<script>');
    const hostile = await request(ctx.app).get(`/?tab=calculator&amount=${encodeURIComponent('300"><b>')}`);
    expect(hostile.text).not.toContain('og:');
    expect(hostile.text).not.toContain('<b>');
  });

  it('works a link out within RATE_LIMIT_SHARE_PREVIEW_ADDRESS per address; past it the page has generic tags', async () => {
    const limited = await createTestContext({
      clientDir,
      env: { APP_URL: 'https://arkad.example', RATE_LIMIT_SHARE_PREVIEW_ADDRESS: '2/1m' },
    });
    try {
      const page = (query: string, address = '198.51.100.77') =>
        request(limited.app).get(`/?tab=calculator&${query}`).set('X-Forwarded-For', address);
      const first = await page('amount=300&period=all');
      expect(first.text).toContain('og:image');
      // From the cache: not counted, however the same link is written.
      for (let i = 0; i < 3; i++) expect((await page('amount=300.0&period=all&fee=0')).text).toContain('og:image');
      expect((await page('amount=301&period=all')).text).toContain('og:image');
      const past = await page('amount=302&period=all');
      expect(past.status).toBe(200);
      expect(past.headers['content-type']).toMatch(/^text\/html/);
      expect(past.text).toContain('<div id="root"></div>');
      expect(past.text).toContain('<meta property="og:title" content="Bitcoin DCA calculator · Arkad">');
      expect(past.text).not.toContain('og:image');
      // A link already worked out keeps its full preview; another address has its own count.
      expect((await page('amount=300&period=all')).text).toContain('og:image');
      expect((await page('amount=302&period=all', '198.51.100.78')).text).toContain('og:image');
    } finally {
      await limited.close();
    }
  });

  it('leaves plain pages and unreadable links as they are', async () => {
    for (const url of ['/', '/?tab=calculator', '/?tab=calculator&amount=abc', '/guide']) {
      const res = await request(ctx.app).get(url);
      expect(res.text).not.toContain('og:');
      expect(res.text).not.toContain('twitter:card');
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes the share image with the link’s parameters', async () => {
    const res = await request(ctx.app).get('/api/openapi.json');
    const operation = res.body.paths['/api/share/dca.png'].get;
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      'amount',
      'frequency',
      'period',
      'start',
      'end',
      'fee',
      'stepup',
      'stack',
      'stackcost',
      'currency',
      ...['2', '3'].flatMap((suffix) =>
        ['amount', 'frequency', 'period', 'start', 'end', 'fee', 'stepup', 'stack', 'stackcost'].map(
          (name) => `${name}${suffix}`,
        ),
      ),
    ]);
    expect(Object.keys(operation.responses['200'].content)).toEqual(['image/png']);
  });
});

describe('bounds', () => {
  it('escapes every character that could end an attribute or open a tag', () => {
    expect(escapeHtml(`"'<>&x`)).toBe('&quot;&#39;&lt;&gt;&amp;x');
  });

  it('draws RATE_LIMIT_SHARE_IMAGE_ADDRESS images per address; an answer from cache is not counted', async () => {
    const limited = await createTestContext({ env: { RATE_LIMIT_SHARE_IMAGE_ADDRESS: '2/1m' } });
    try {
      const url = '/api/share/dca.png?amount=20&frequency=monthly&period=1year';
      const first = await request(limited.app).get(url);
      expect(first.status).toBe(200);
      for (let i = 0; i < 3; i++) {
        const cached = await request(limited.app).get(url).set('If-None-Match', String(first.headers.etag));
        expect(cached.status).toBe(304);
      }
      expect((await request(limited.app).get(url)).status).toBe(200);
      const refused = await request(limited.app).get(url);
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expectErrorShape(refused.body, 'RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('a shared link in Spanish (its `lang`, else the Accept-Language)', () => {
  const link = 'tab=calculator&amount=300&frequency=weekly&period=2years&stepup=10';

  it('words the preview in Spanish and points at the Spanish image', async () => {
    const res = await request(ctx.app).get(`/?${link}&lang=es`);
    expect(res.status).toBe(200);
    const page = res.text;
    // Money by Intl in es-419 ('USD 300.00'), dates in Spanish ('22 ago 2024').
    expect(page).toMatch(
      /<meta property="og:title" content="DCA en bitcoin, USD\u00a0300\.00 cada semana, con un aumento de 10(\.0)?% al año: [+-][\d.,]+% \(del \d{1,2} [a-z]{3,4}\.? \d{4} al \d{1,2} [a-z]{3,4}\.? \d{4}\)">/,
    );
    expect(page).toMatch(
      /<meta property="og:description" content="[^"]*no es un pronóstico ni asesoramiento financiero\.">/,
    );
    expect(page).toContain('&amp;lang=es">');
    expect(page).not.toMatch(/content="[^"]*\b(every week|put in|forecast|advice|stepping up)\b/);

    // The same link asked in English is another preview, in English, with an image without `lang`.
    const english = await request(ctx.app).get(`/?${link}`);
    expect(english.text).toMatch(/<meta property="og:title" content="Bitcoin DCA, \$300\.00 every week/);
    expect(english.text).not.toContain('lang=es');
  });

  it('follows Accept-Language when the link has no `lang`', async () => {
    const res = await request(ctx.app).get(`/?${link}`).set('Accept-Language', 'es-MX,es;q=0.9');
    expect(res.text).toMatch(/<meta property="og:title" content="DCA en bitcoin, /);
  });

  it('draws a Spanish image: another PNG with its own ETag, the English one unchanged', async () => {
    const query = 'amount=300&frequency=weekly&period=2years';
    const [en, es] = await Promise.all([image(query), image(`${query}&lang=es`)]);
    expect(es.status).toBe(200);
    expect(pngSize(es.body as Buffer)).toEqual({ width: 1200, height: 630 });
    expect((es.body as Buffer).equals(en.body as Buffer)).toBe(false);
    expect(es.headers.etag).not.toBe(en.headers.etag);
    expect(es.headers.vary).toMatch(/Accept-Language/);
    // Three plans in Spanish draw too (the rows' words are longer).
    const plans = await image(`${query}&lang=es&amount2=100&frequency2=monthly&period2=4years`);
    expect(pngSize(plans.body as Buffer)).toEqual({ width: 1200, height: 630 });
  });
});
