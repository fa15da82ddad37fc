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

const storedClose = (currency: 'usd' | 'eur', price: number): BitcoinPrice => ({
  price,
  change24h: null,
  marketCap: price * 19_900_000,
  volume24h: null,
  lastUpdated: '2026-08-22T23:59:59.000Z',
  currency,
  isFallback: true,
  message: 'Showing the last stored price',
});

function renderTab(defaultCurrency: Currency) {
  const user = testUser({ id: 7, preferences: { ...defaultUserPreferences, defaultCurrency } });
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
  localStorage.setItem(storageKeys.token, 'tok');
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
    if (url.startsWith('/api/auth/me')) return json({ user });
    if (url === '/api/bitcoin/price?currency=eur') return json(storedClose('eur', 40_000));
    if (url === '/api/bitcoin/price?currency=usd') return json(storedClose('usd', 50_000));
    if (url === '/api/treasury') return json({ goal: null, entries: [] });
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
  it('uses the Settings currency when Arkad has prices in it, with the stored close’s date', async () => {
    const fetchMock = renderTab('EUR');
    expect(await screen.findByText(/€40,000 per bitcoin, the stored close of Aug 22, 2026\./)).toBeInTheDocument();
    expect(screen.getByTestId('treasury-price-note')).toHaveTextContent(
      'Amounts are in EUR, the currency chosen in your Settings (Arkad has Bitcoin prices in USD and EUR).',
    );
    expect(screen.getByLabelText('Amount saved (EUR)')).toBeInTheDocument();
    // 1,000 EUR at 40,000 EUR: 0.025 BTC.
    expect(screen.getByTestId('treasury-goal')).toHaveTextContent('€1,000.00 ≈ 0.02500000 BTC · 2,500,000 sats');
    expect(fetchMock).toHaveBeenCalledWith('/api/bitcoin/price?currency=eur', expect.anything());
  });

  it('falls back to USD and says why for a currency without prices', async () => {
    renderTab('GBP');
    expect(
      await screen.findByText(
        /Your Settings currency is GBP, but Arkad has Bitcoin prices only in USD and EUR, so your treasury is shown in USD\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Amount saved (USD)')).toBeInTheDocument();
    expect(await screen.findByText(/\$50,000 per bitcoin/)).toBeInTheDocument();
  });
});
