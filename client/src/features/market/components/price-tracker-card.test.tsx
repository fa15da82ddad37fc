import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BitcoinPrice } from '@shared/schemas/price';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { APP_PRICE_REFRESH_MS, LANDING_PRICE_REFRESH_MS } from '../api/get-bitcoin-price';
import { changeWindowLabel, PriceTrackerCard } from './price-tracker-card';

const livePrice: BitcoinPrice = {
  price: 77861.63,
  change24h: 3.6863,
  marketCap: 1_549_000_000_000,
  volume24h: 35_160_000_000,
  lastUpdated: '2026-08-22T23:59:59.000Z',
  currency: 'usd',
  isFallback: false,
  cached: false,
};

const fallbackMessage =
  'Live prices are turned off. Showing the last stored price: the daily close of 2026-08-22 (UTC).';
const fallbackPrice: BitcoinPrice = {
  ...livePrice,
  change24h: -2.5,
  volume24h: null,
  isFallback: true,
  message: fallbackMessage,
};

const savedPrice: BitcoinPrice = { ...livePrice, price: 75093.25, change24h: 7.77 };

function serverAnswers(status: number, body: unknown) {
  const fetchMock = vi
    .fn<typeof fetch>()
    .mockImplementation(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

function saveCopy(price: BitcoinPrice, ageMs: number) {
  localStorage.setItem('bitcoin_price_cache', JSON.stringify({ data: price, timestamp: Date.now() - ageMs }));
}

function renderCard(refreshMs = APP_PRICE_REFRESH_MS) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <PriceTrackerCard refreshMs={refreshMs} />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

const card = () => screen.getByRole('region', { name: 'Bitcoin Price' });

afterEach(() => vi.unstubAllGlobals());

describe('PriceTrackerCard', () => {
  it('shows a skeleton, then a live price: whole dollars, signed change, T/B abbreviations, Live badge, last updated', async () => {
    const fetchMock = serverAnswers(200, livePrice);
    renderCard();
    expect(screen.getByRole('status', { name: 'Loading Bitcoin price' })).toBeInTheDocument();

    expect(await screen.findByText('$77,862')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/bitcoin/price?currency=usd', expect.anything());
    expect(within(card()).getByText('Live')).toBeInTheDocument();
    expect(screen.getByTestId('price-change')).toHaveTextContent('+3.69%');
    expect(screen.getByText('Market Cap').nextElementSibling).toHaveTextContent('$1.5T');
    expect(screen.getByText('24h Volume').nextElementSibling).toHaveTextContent('$35.2B');
    expect(screen.getByText('Last updated: Aug 22, 2026, 11:59 PM UTC')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Price data notices' })).toBeNull();
    expect(screen.getByText('What these numbers mean')).toBeInTheDocument();
    // The answer is kept in the browser for later.
    expect(JSON.parse(localStorage.getItem('bitcoin_price_cache') ?? 'null')).toMatchObject({ data: livePrice });
  });

  it('a fallback answer carries the Cached badge and the server’s message; an unknown volume shows —', async () => {
    serverAnswers(200, fallbackPrice);
    renderCard();
    expect(await screen.findByText(fallbackMessage)).toBeInTheDocument();
    expect(within(card()).getByText('Cached')).toBeInTheDocument();
    expect(within(card()).queryByText('Live')).toBeNull();
    expect(screen.getByTestId('price-change')).toHaveTextContent('-2.50%');
    expect(screen.getByText('24h Volume').nextElementSibling).toHaveTextContent('—');
  });

  it('labels the change of a stored close by its day, not as the last 24 hours', async () => {
    // The close of 2026-08-22, months before the test's clock: its change is that day's, not today's.
    serverAnswers(200, fallbackPrice);
    renderCard();
    expect(await screen.findByTestId('price-change-window')).toHaveTextContent('24h to Aug 22, 2026');
  });

  it("labels a current quote's change '24h'", async () => {
    serverAnswers(200, { ...livePrice, lastUpdated: new Date(Date.now() - 5 * 60_000).toISOString() });
    renderCard();
    expect(await screen.findByTestId('price-change-window')).toHaveTextContent(/^24h$/);
  });

  it('offline, a copy saved a minute ago is shown with the Cached badge and no request is made', async () => {
    goOffline();
    saveCopy(savedPrice, 60_000);
    const fetchMock = serverAnswers(200, livePrice);
    renderCard();
    expect(await screen.findByText('$75,093')).toBeInTheDocument();
    expect(within(card()).getByText('Cached')).toBeInTheDocument();
    expect(screen.getByText('Using cached data')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offline, a saved copy of a stored price shows one notice, not the server message beneath it', async () => {
    goOffline();
    const message = 'Live price unavailable. Showing the last stored price: the daily close of 2026-08-22 (UTC).';
    saveCopy({ ...savedPrice, isFallback: true, message }, 60_000);
    serverAnswers(200, livePrice);
    renderCard();
    expect(await screen.findByText('$75,093')).toBeInTheDocument();
    const notices = within(screen.getByRole('list', { name: 'Price data notices' })).getAllByRole('listitem');
    expect(notices.map((notice) => notice.textContent)).toEqual(['Using cached data']);
    expect(screen.queryByText(message)).toBeNull();
  });

  it('offline with no saved copy, the Data Unavailable panel says no cached data is available', async () => {
    goOffline();
    const fetchMock = serverAnswers(200, livePrice);
    renderCard();
    expect(await screen.findByText('Data Unavailable')).toBeInTheDocument();
    expect(screen.getByText('No cached data available offline')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the server fails and a recent copy exists, the copy is shown with the cached-data message', async () => {
    saveCopy(savedPrice, 5 * 60_000);
    serverAnswers(500, { error: { code: 'INTERNAL', message: 'Something went wrong', requestId: 'r1' } });
    renderCard();
    expect(await screen.findByText('$75,093')).toBeInTheDocument();
    expect(screen.getByText('Showing cached data - live updates temporarily unavailable')).toBeInTheDocument();
    expect(within(card()).getByText('Cached')).toBeInTheDocument();
  });

  it.each([
    { case: 'no saved copy', save: false },
    { case: 'only a copy older than 15 minutes', save: true },
  ])('when the server fails with $case, the Data Unavailable panel shows the card message', async ({ save }) => {
    if (save) saveCopy(savedPrice, 16 * 60_000);
    serverAnswers(503, { error: { code: 'UNAVAILABLE', message: 'Failed to fetch Bitcoin price', requestId: 'r2' } });
    renderCard();
    expect(await screen.findByText('Data Unavailable')).toBeInTheDocument();
    expect(
      screen.getByText('Unable to fetch live Bitcoin price data. API service may be temporarily unavailable.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('$75,093')).toBeNull();
  });

  it('a live price switches to the Cached badge when the connection drops', async () => {
    serverAnswers(200, livePrice);
    renderCard();
    expect(await within(card()).findByText('Live')).toBeInTheDocument();
    goOffline();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(within(card()).getByText('Cached')).toBeInTheDocument();
    expect(screen.getByText('Using cached data')).toBeInTheDocument();
    expect(screen.getByText('$77,862')).toBeInTheDocument();
  });
});

describe('PriceTrackerCard refresh', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /**
   * Only the interval timers are fake (React Query's refetchInterval runs on setInterval): the
   * answers, React Query's notifications and Testing Library's waiting keep their real timers. A
   * refresh asks the server within the interval's own callback, so once the clock has moved (and
   * React has rendered) the requests made are all there; the answers are waited for by their text.
   */
  const tick = async (ms: number) => {
    await act(async () => {
      vi.advanceTimersByTime(ms);
    });
  };

  it.each([
    { page: 'the app', refreshMs: APP_PRICE_REFRESH_MS, expected: 60_000 },
    { page: 'the landing page', refreshMs: LANDING_PRICE_REFRESH_MS, expected: 300_000 },
  ])('on $page asks again every $expected ms while online, and not while offline', async ({ refreshMs, expected }) => {
    expect(refreshMs).toBe(expected);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const answers = [
      livePrice,
      { ...livePrice, price: 80_000 },
      { ...livePrice, price: 81_000 },
      { ...livePrice, price: 82_000 },
    ];
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(async () => {
      const body = answers[Math.min(fetchMock.mock.calls.length - 1, answers.length - 1)];
      return new Response(JSON.stringify(body), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderCard(refreshMs);
    expect(await screen.findByText('$77,862')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Not before the interval has passed; then once per interval, each answer shown.
    await tick(refreshMs - 1_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await tick(1_000);
    expect(await screen.findByText('$80,000')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await tick(refreshMs);
    expect(await screen.findByText('$81,000')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(3);

    // Offline: the ticks go on reading the saved copy, without a request.
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await tick(refreshMs);
    await tick(refreshMs);
    await tick(refreshMs);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(within(card()).getByText('Cached')).toBeInTheDocument();
    expect(screen.getByText('$81,000')).toBeInTheDocument();

    // Back online: asked again at once, and the Live badge returns.
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('$82,000')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(within(card()).getByText('Live')).toBeInTheDocument();
  });
});

describe('changeWindowLabel', () => {
  const now = new Date('2026-11-27T12:00:00.000Z');
  it.each([
    ['a quote of a minute ago', '2026-11-27T11:59:00.000Z', '24h'],
    ['a quote of exactly an hour ago', '2026-11-27T11:00:00.000Z', '24h'],
    ['a quote of a minute over an hour ago', '2026-11-27T10:59:00.000Z', '24h to Nov 27, 2026'],
    ['the close of a day 97 days before', '2026-08-22T23:59:59.000Z', '24h to Aug 22, 2026'],
    ['a time the browser cannot read', 'not a time', '24h'],
  ])('%s: %s', (_case, lastUpdated, label) => {
    expect(changeWindowLabel(lastUpdated, now)).toBe(label);
  });
});
