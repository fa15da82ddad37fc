import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { languages } from '@shared/i18n/languages';
import type { BitcoinPrice } from '@shared/schemas/price';
import * as authApi from '@/api/auth';
import * as betaApi from '@/api/beta';
import * as marketApi from '@/api/market';
import * as progressApi from '@/api/progress';
import { apiUrl } from '@/lib/api-client';
import { learningTabs } from '@/config/learning-path';
import { startingLanguage } from '@/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { firstScreen, firstScreenMessageAreas, preloadFirstScreen } from './router';

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

/** What index.html asks for early on home: the API client's URLs for these operations. */
const EARLY_REQUEST_PATHS = [
  apiUrl(authApi.getMe),
  apiUrl(progressApi.getProgress),
  apiUrl(betaApi.getBetaConfig),
  // The price preloadFirstScreen asks for.
  apiUrl(marketApi.getBitcoinPrice, { query: { currency: 'usd' } }),
];

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
  /** Runs the script as the build writes it: these files, the languages and home's tabs in place of the empty values. */
  const runScript = (builtFiles: Record<string, readonly string[]>) =>
    new Function(
      (script[0] ?? '')
        .replace('var files = {};', `var files = ${JSON.stringify(builtFiles)};`)
        .replace('var languages = [];', `var languages = ${JSON.stringify(languages)};`)
        .replace('var tabs = [];', `var tabs = ${JSON.stringify(learningTabs.map((tab) => tab.id))};`),
    )();

  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    delete window.__arkadEarlyRequests;
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
    runScript(files);
    // Not while the document is parsed: in a task of its own, after it.
    expect(askedFiles()).toEqual([]);
    vi.runOnlyPendingTimers();
    const screen = firstScreen(path, signedIn);
    expect(askedFiles()).toEqual(screen === null ? [] : files[screen]);
  });

  it.each([
    ['/', true, true],
    ['/home', true, true],
    ['/compare', true, true],
    ['/', false, false],
    ['/home', false, false],
    ['/auth', true, false],
    ['/settings', true, false],
  ] as const)(
    "on %s (stored session: %s) asks for home's first API answers early: %s",
    async (path, signedIn, early) => {
      const fetchMock = vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 }));
      vi.stubGlobal('fetch', fetchMock);
      if (signedIn) localStorage.setItem('arkad_auth_token', 'token-1');
      window.history.replaceState(null, '', path);
      runScript(files);
      vi.runOnlyPendingTimers();
      const asked = fetchMock.mock.calls.map(([input]) => String(input));
      expect(asked).toEqual(early ? [...EARLY_REQUEST_PATHS] : []);
      for (const [, init] of fetchMock.mock.calls) {
        const headers = new Headers(init?.headers);
        expect(headers.get('Authorization')).toBe('Bearer token-1');
        // The language the visit starts in (this browser's: English), as the app's client sends it.
        expect(headers.get('Accept-Language')).toBe('en');
        expect(headers.get('Accept')).toBe('application/json');
      }
      const kept = window.__arkadEarlyRequests ?? {};
      expect(Object.keys(kept)).toEqual(early ? [...EARLY_REQUEST_PATHS] : []);
      for (const request of Object.values(kept)) {
        expect(request?.token).toBe('token-1');
        expect(request?.language).toBe('en');
        await expect(request?.response).resolves.toBeInstanceOf(Response);
      }
    },
  );

  it.each([
    ['/', null, '', ['en-US', 'en']],
    ['/', null, '', ['es-MX', 'en']],
    ['/', null, '', ['fr-FR', 'de']],
    ['/', null, '', []],
    ['/', 'en', '', ['es-ES']],
    ['/', 'es', '', ['en-US']],
    ['/auth', null, '?lang=es', ['en-US']],
    ['/auth', 'en', '?lang=es', ['en-US']],
    ['/auth', null, '?lang=fr', ['es']],
    ['/es', 'en', '', ['en-US']],
    ['/home', 'es', '', ['en-US']],
  ] as const)(
    'on %s (chosen: %s, link: %s, browser: %j) asks for the start catalogue of the language the app starts in',
    (path, chosen, search, preferred) => {
      const catalogues = { en: ['/assets/en.js'], es: ['/assets/es.js'] };
      if (chosen) localStorage.setItem('arkad_language', chosen);
      window.history.replaceState(null, '', `${path}${search}`);
      const browserLanguages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue([...preferred]);
      runScript({ ...files, ...catalogues });
      vi.runOnlyPendingTimers();
      const starting = startingLanguage(chosen, preferred, { pathname: path, search });
      expect(askedFiles().filter((file) => file?.startsWith('/assets/e'))).toEqual(catalogues[starting]);
      browserLanguages.mockRestore();
    },
  );

  it.each([
    ['/home', '', true],
    ['/', '', true],
    ['/home', '?tab=guide', true],
    ['/home', '?tab=unknown', true],
    ...learningTabs.filter((tab) => tab.id !== 'guide').map((tab) => ['/home', `?tab=${tab.id}`, true] as const),
    ['/compare', '', true],
    ['/home', '', false],
    ['/auth', '', true],
  ] as const)(
    "on %s%s (stored session: %s) asks for the Guide tab's messages when it opens on it",
    (path, search, signedIn) => {
      const guideMessages = {
        'en/guide': ['/assets/guide-en.js', '/assets/quiz-en.js'],
        'es/guide': ['/assets/guide-es.js'],
      };
      if (signedIn) localStorage.setItem('arkad_auth_token', 'token');
      window.history.replaceState(null, '', `${path}${search}`);
      vi.stubGlobal(
        'fetch',
        vi.fn<typeof fetch>(async () => new Response('{}')),
      );
      runScript({ ...files, ...guideMessages });
      vi.runOnlyPendingTimers();
      const asked = askedFiles().filter((file) => file?.includes('-en.js') || file?.includes('-es.js'));
      const areas = firstScreenMessageAreas(path, search, signedIn);
      expect(asked).toEqual(areas.length > 0 ? guideMessages['en/guide'] : []);
    },
  );

  it("lists the API client's URLs", () => {
    expect(script[0]).toContain(`var paths = ['${EARLY_REQUEST_PATHS.join("', '")}'];`);
  });
});

describe('firstScreenMessageAreas', () => {
  it.each([
    ['/home', '', true, ['guide', 'quiz', 'cures']],
    ['/', '', true, ['guide', 'quiz', 'cures']],
    ['/home', '?tab=guide', true, ['guide', 'quiz', 'cures']],
    ['/home', '?tab=unknown', true, ['guide', 'quiz', 'cures']],
    ['/home', '?tab=calculator', true, []],
    ['/compare', '', true, []],
    ['/', '', false, []],
    ['/auth', '', false, []],
    ['/settings', '', true, []],
  ] as const)('on %s%s (stored session: %s): %j', (path, search, signedIn, areas) => {
    expect(firstScreenMessageAreas(path, search, signedIn)).toEqual(areas);
  });
});
