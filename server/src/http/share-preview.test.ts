import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DcaError } from '@shared/domain/dca';
import type { DcaPlansRequest } from '@shared/schemas/dca';
import { rateLimited } from '../lib/errors';
import { createTestContext, type TestContext } from '../test/test-app';
import { createSharePreview, GENERIC_PREVIEW, type SharePreviewDeps } from './share-preview';

// The calculator link's preview (issue 43): a bounded cache keyed by the link's canonical request
// and the last stored day, one computation per link at a time, and a per-address limit on
// computations. The DCA and the closes are the real ones; the counter and the day are watched.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

interface Harness {
  app: express.Express;
  calculations: DcaPlansRequest[];
  hits: string[];
  /** Holds every calculation until released. */
  hold(): () => void;
  setLatestDay(day: string | null | Error): void;
  failNext(error: Error): void;
}

function harness(options: { limit?: number; cacheSize?: number } = {}): Harness {
  const calculations: DcaPlansRequest[] = [];
  const hits: string[] = [];
  let gate: Promise<void> | null = null;
  let latestDay: string | null | Error | undefined;
  let failure: Error | null = null;
  const deps: SharePreviewDeps = {
    dca: {
      async calculatePlans(req) {
        calculations.push(req);
        if (gate) await gate;
        if (failure) {
          const error = failure;
          failure = null;
          throw error;
        }
        return ctx.services.dca.calculatePlans(req);
      },
    },
    prices: {
      async latestDay() {
        if (latestDay instanceof Error) throw latestDay;
        return latestDay === undefined ? ctx.services.prices.latestDay() : latestDay;
      },
    },
    limiter: {
      async hit(name, subject) {
        hits.push(`${name}:${subject}`);
        if (hits.length > (options.limit ?? Infinity)) throw rateLimited('Too many attempts.', 60);
      },
    },
    appUrl: 'https://arkad.example/',
    cacheSize: options.cacheSize,
  };
  const preview = createSharePreview(deps);
  const app = express();
  app.set('trust proxy', 'loopback');
  app.get('/', async (req, res) => {
    const found = await preview.tagsFor(req);
    res.json(found);
  });
  return {
    app,
    calculations,
    hits,
    hold() {
      let release = () => undefined as void;
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return release;
    },
    setLatestDay(day) {
      latestDay = day;
    },
    failNext(error) {
      failure = error;
    },
  };
}

const ask = (h: Harness, query: string, address = '198.51.100.1') =>
  request(h.app).get(`/?${query}`).set('X-Forwarded-For', address);

describe('the calculator link preview', () => {
  it('computes a link once: the same link, however its parameters are written, comes from the cache', async () => {
    const h = harness();
    const first = await ask(h, 'tab=calculator&amount=300&frequency=weekly&period=all');
    expect(first.body.source).toBe('computed');
    expect(first.body.tags).toContain('og:title');
    for (const same of [
      'tab=calculator&amount=300&frequency=weekly&period=all',
      'tab=calculator&period=all&frequency=weekly&amount=300.00&fee=0&currency=usd&utm_source=chat',
      'tab=calculator&amount=3e2&frequency=weekly&period=all&stepup=0&stack=0',
    ]) {
      const again = await ask(h, same, '203.0.113.9');
      expect(again.body.source, same).toBe('cache');
      expect(again.body.tags.replace(/dca\.png\?[^"]*/g, '')).toBe(first.body.tags.replace(/dca\.png\?[^"]*/g, ''));
    }
    expect(h.calculations).toHaveLength(1);
    expect(h.hits).toEqual(['sharePreviewAddress:198.51.100.1']);
    // Each page's image is its own link's (the image route reads it with the same schema).
    const other = await ask(h, 'tab=calculator&amount=300.00&frequency=weekly&period=all');
    expect(other.body.tags).toContain('dca.png?amount=300.00&amp;frequency=weekly&amp;period=all"');
  });

  it('counts a computation against the address’s limit, and past it gives generic tags, never an error', async () => {
    const h = harness({ limit: 2 });
    expect((await ask(h, 'tab=calculator&amount=10')).body.source).toBe('computed');
    expect((await ask(h, 'tab=calculator&amount=11')).body.source).toBe('computed');
    const past = await ask(h, 'tab=calculator&amount=12');
    expect(past.status).toBe(200);
    expect(past.body.source).toBe('generic');
    expect(past.body.tags).toContain(`<meta property="og:title" content="${GENERIC_PREVIEW.title}">`);
    expect(past.body.tags).not.toContain('og:image');
    // A link already worked out is still previewed in full: the cache costs no computation.
    expect((await ask(h, 'tab=calculator&amount=10')).body.source).toBe('cache');
    expect(h.calculations).toHaveLength(2);
  });

  it('works out a link asked for many times at once only once', async () => {
    const h = harness();
    const release = h.hold();
    const pending = Array.from({ length: 20 }, (_, i) =>
      ask(h, 'tab=calculator&amount=25&period=all', `198.51.100.${i + 1}`).then((res) => res.body.source as string),
    );
    await expect.poll(() => h.calculations.length).toBe(1);
    release();
    const sources = await Promise.all(pending);
    expect(sources.filter((source) => source === 'computed')).toHaveLength(1);
    expect(sources.filter((source) => source === 'cache')).toHaveLength(19);
    expect(h.calculations).toHaveLength(1);
    expect(h.hits).toHaveLength(1);
  });

  it('keeps at most its size, dropping the least recently asked', async () => {
    const h = harness({ cacheSize: 2 });
    for (const amount of [1, 2, 1, 3]) await ask(h, `tab=calculator&amount=${amount}`);
    expect(h.calculations.map((req) => req.plans[0]?.amount)).toEqual([1, 2, 3]);
    expect((await ask(h, 'tab=calculator&amount=1')).body.source).toBe('cache');
    expect((await ask(h, 'tab=calculator&amount=2')).body.source).toBe('computed');
  });

  it('works a link out again once a new day is stored', async () => {
    const h = harness();
    const latest = await ctx.services.prices.latestDay();
    await ask(h, 'tab=calculator&amount=40');
    h.setLatestDay(`${latest}`);
    expect((await ask(h, 'tab=calculator&amount=40')).body.source).toBe('cache');
    h.setLatestDay('2999-01-01');
    expect((await ask(h, 'tab=calculator&amount=40')).body.source).toBe('computed');
    expect(h.calculations).toHaveLength(2);
  });

  it('keeps a link that cannot be drawn, but not a database fault, and serves the plain page for both', async () => {
    const h = harness();
    // A link the calculation refuses (say, a window with fewer than two purchases): kept.
    h.failNext(new DcaError('fewer than two purchases', 'endDate'));
    expect((await ask(h, 'tab=calculator&amount=40')).body).toBeNull();
    expect((await ask(h, 'tab=calculator&amount=40')).body).toBeNull();
    expect(h.calculations).toHaveLength(1);

    h.failNext(new Error('connection terminated'));
    expect((await ask(h, 'tab=calculator&amount=41')).body).toBeNull();
    expect((await ask(h, 'tab=calculator&amount=41')).body.source).toBe('computed');
    expect(h.calculations).toHaveLength(3);

    h.setLatestDay(new Error('connection terminated'));
    expect((await ask(h, 'tab=calculator&amount=41')).body).toBeNull();
  });

  it('looks at nothing but a calculator link with an amount the schema reads', async () => {
    const h = harness();
    for (const query of [
      '',
      'tab=guide&amount=5',
      'tab=calculator',
      'tab=calculator&amount=abc',
      'tab=calculator&amount=5&frequency=hourly',
    ])
      expect((await ask(h, query)).body, query).toBeNull();
    expect(h.calculations).toHaveLength(0);
    expect(h.hits).toHaveLength(0);
  });
});
