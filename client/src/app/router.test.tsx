import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BitcoinPrice } from '@shared/schemas/price';
import { createQueryClient } from '@/lib/query-client';
import { firstScreen, preloadFirstScreen } from './router';

const stored: BitcoinPrice = {
  price: 50_000,
  change24h: null,
  marketCap: 50_000 * 19_900_000,
  volume24h: null,
  lastUpdated: '2026-08-22T23:59:59.000Z',
  currency: 'usd',
  isFallback: true,
  message: 'Showing the last stored price',
};

function answeringFetch() {
  const fetchMock = vi.fn<typeof fetch>(async (input) =>
    String(input) === '/api/bitcoin/price?currency=usd'
      ? new Response(JSON.stringify(stored), { status: 200 })
      : new Response('{}', { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('preloadFirstScreen', () => {
  it.each([
    ['/', false, 'the landing page'],
    ['/', true, 'home'],
    ['/home', true, 'home'],
  ] as const)('on %s (stored session: %s) asks for the price %s opens with', async (path, signedIn, _screen) => {
    const fetchMock = answeringFetch();
    const queryClient = createQueryClient();
    const preloaded = preloadFirstScreen(path, signedIn, queryClient);
    expect(fetchMock).toHaveBeenCalledWith('/api/bitcoin/price?currency=usd', expect.anything());
    // Settles once the screen's chunk is in, so no import outlives the test.
    await preloaded;
    expect(queryClient.getQueryData(['bitcoin-price', 'usd'])).toMatchObject({ price: stored, source: 'network' });
  });

  it('asks for no price on the sign-in page, which shows none', async () => {
    const fetchMock = answeringFetch();
    await preloadFirstScreen('/auth', false, createQueryClient());
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain('/api/bitcoin/price?currency=usd');
  });
});

describe("index.html's preload script", () => {
  // As the build writes it (firstScreenPreloads in vite.config.ts): each screen's files in place of
  // the empty list.
  const files = {
    landing: ['/assets/landing.js'],
    auth: ['/assets/auth.js'],
    home: ['/assets/home.js', '/assets/a~home.js'],
  };
  const script = [...readFileSync('client/index.html', 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((text) => text.includes('modulepreload'));

  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  const askedFiles = () =>
    [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

  it.each([
    ['/', false],
    ['/', true],
    ['/es', false],
    ['/es', true],
    ['/auth', false],
    ['/auth', true],
    ['/home', false],
    ['/home', true],
    ['/compare', true],
    ['/settings', true],
    ['/privacy', false],
  ] as const)('asks for the files of the screen the app opens on %s (stored session: %s)', (path, signedIn) => {
    expect(script).toHaveLength(1);
    if (signedIn) localStorage.setItem('arkad_auth_token', 'token');
    window.history.replaceState(null, '', path);
    new Function((script[0] ?? '').replace('var files = {};', `var files = ${JSON.stringify(files)};`))();
    // Not while the document is parsed: in a task of its own, after it.
    expect(askedFiles()).toEqual([]);
    vi.runOnlyPendingTimers();
    const screen = firstScreen(path, signedIn);
    expect(askedFiles()).toEqual(screen === null ? [] : files[screen]);
  });
});
