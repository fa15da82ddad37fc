import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BitcoinPrice } from '@shared/schemas/price';
import { createQueryClient } from '@/lib/query-client';
import { preloadFirstScreen } from './router';

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
