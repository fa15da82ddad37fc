import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BitcoinPrice } from '@shared/schemas/price';
import { defaultUserPreferences } from '@shared/schemas/user';
import type { Currency } from '@shared/schemas/user-options';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { storageKeys } from '@/lib/storage';
import { testUser } from '@/test/test-user';
import TreasuryTab from './treasury-tab';

const storedClose = (currency: BitcoinPrice['currency'], price: number): BitcoinPrice => ({
  price,
  change24h: null,
  marketCap: price * 19_900_000,
  volume24h: null,
  lastUpdated: '2026-08-22T23:59:59.000Z',
  currency,
  isFallback: true,
  message: 'Showing the last stored price',
});

function renderTab(defaultCurrency: Currency, saved: { goal?: unknown; currency?: string } = {}) {
  const user = testUser({ id: 7, preferences: { ...defaultUserPreferences, defaultCurrency } });
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
  localStorage.setItem(storageKeys.token, 'tok');
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
    if (url.startsWith('/api/auth/me')) return json({ user });
    if (url === '/api/bitcoin/price?currency=eur') return json(storedClose('eur', 40_000));
    if (url === '/api/bitcoin/price?currency=usd') return json(storedClose('usd', 50_000));
    if (url === '/api/bitcoin/price?currency=jpy')
      return json({
        ...storedClose('usd', 50_000),
        price: 7_991_700,
        currency: 'jpy',
        convertedFromUsd: { rate: 159.834, rateDate: '2026-04-13' },
      });
    if (url === '/api/treasury')
      return json({
        goal: saved.goal ?? null,
        entries: [],
        nextCursor: null,
        totals: { count: 0, saved: 0, months: 0 },
        currency: saved.currency ?? null,
      });
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <TreasuryTab />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('TreasuryTab', () => {
  it('starts a new treasury in the Settings currency, priced in it, with the stored close’s date', async () => {
    const fetchMock = renderTab('EUR');
    expect(await screen.findByText(/€40,000 per bitcoin, the stored close of Aug 22, 2026\./)).toBeInTheDocument();
    expect(screen.getByTestId('treasury-price-note')).toHaveTextContent(
      'Amounts are in EUR, the currency chosen in your Settings; they keep it if you change Settings.',
    );
    expect(screen.getByLabelText('Amount saved (EUR)')).toBeInTheDocument();
    // The default goal, $1,000 at the last bundled rate to 2 significant figures: €860; at 40,000 EUR,
    // 0.0215 BTC.
    expect(screen.getByTestId('treasury-goal')).toHaveTextContent('€860.00 ≈ 0.02150000 BTC · 2,150,000 sats');
    expect(fetchMock).toHaveBeenCalledWith('/api/bitcoin/price?currency=eur', expect.anything());
  });

  it('keeps a treasury saved in euros in euros, priced in euros, when Settings say GBP', async () => {
    renderTab('GBP', {
      goal: { targetAmount: 2000, currency: 'EUR', targetDate: null, updatedAt: '2026-08-01T00:00:00.000Z' },
      currency: 'EUR',
    });
    expect(await screen.findByText(/€40,000 per bitcoin/)).toBeInTheDocument();
    expect(screen.getByTestId('treasury-price-note')).toHaveTextContent(
      'Your treasury is kept in EUR, the currency its amounts were saved in; changing your Settings currency (GBP) never changes saved amounts.',
    );
    expect(screen.getByLabelText('Amount saved (EUR)')).toBeInTheDocument();
  });

  it('says when the price is the US dollar one times the latest rate', async () => {
    renderTab('JPY');
    expect(
      await screen.findByText(/the US dollar price × 159\.834, the ECB-based rate of 2026-04-13/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Amount saved (JPY)')).toBeInTheDocument();
  });
});
