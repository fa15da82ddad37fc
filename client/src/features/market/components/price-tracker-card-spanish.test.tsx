import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BitcoinPrice } from '@shared/schemas/price';
import { activateLoadedLanguage } from '@/i18n/i18n';
import en from '@/i18n/locales/en.json';
import es from '@/i18n/locales/es.json';
import enMarket from '@/i18n/locales/en/market.json';
import esMarket from '@/i18n/locales/es/market.json';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { APP_PRICE_REFRESH_MS } from '../api/get-bitcoin-price';
import { changeWindowLabel, conversionNote, PriceTrackerCard } from './price-tracker-card';

const english: Record<string, string> = { ...en, ...enMarket };
const spanish: Record<string, string> = { ...es, ...esMarket };

/** The market catalogue's English stretches of three words or more that the Spanish side does not share. */
const englishStretches = Object.entries(enMarket).flatMap(([id, text]) =>
  text
    .split(/\{[^{}]*\}|<\/?\d+>/)
    .map((stretch) => stretch.trim())
    .filter((stretch) => stretch.split(/\s+/).length >= 3 && !(spanish[id] ?? '').includes(stretch)),
);

function expectNoEnglish() {
  const visible = document.body.textContent ?? '';
  expect(englishStretches.filter((stretch) => visible.includes(stretch))).toEqual([]);
  for (const word of ['Bitcoin Price', 'Market Cap', '24h Volume', 'Last updated', 'Live']) {
    expect(screen.queryByText(new RegExp(`^${word}`))).toBeNull();
  }
}

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

function renderCard() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <PriceTrackerCard refreshMs={APP_PRICE_REFRESH_MS} />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  activateLoadedLanguage('en', english);
});

describe('the price card in Spanish', () => {
  it('names every figure in Spanish, with the figures and the date written by Intl in es-419', async () => {
    activateLoadedLanguage('es', spanish);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockImplementation(async () => new Response(JSON.stringify(livePrice), { status: 200 })),
    );
    renderCard();
    expect(screen.getByRole('status', { name: 'Cargando el precio de Bitcoin' })).toBeInTheDocument();
    const value = await screen.findByTestId('price-value');
    expect(value.textContent).toBe(
      new Intl.NumberFormat('es-419', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
        77861.63,
      ),
    );
    expect(screen.getByRole('region', { name: 'Precio de Bitcoin' })).toBeInTheDocument();
    expect(screen.getByText('En vivo')).toBeInTheDocument();
    expect(screen.getByText('Capitalización de mercado')).toBeInTheDocument();
    expect(screen.getByText('Volumen en 24 h')).toBeInTheDocument();
    expect(screen.getByText('Qué significan estas cifras')).toBeInTheDocument();
    expect(screen.getByTestId('price-change')).toHaveTextContent('+3.69');
    expect(screen.getByTestId('price-last-updated')).toHaveTextContent(/^Última actualización: 22 ago 2026/);
    expectNoEnglish();
  });

  it('says an older change window and a conversion in Spanish', () => {
    activateLoadedLanguage('es', spanish);
    expect(changeWindowLabel('2026-08-22T23:59:59.000Z', new Date('2026-12-01T00:00:00Z'))).toMatch(
      /^24 h hasta el 22 ago 2026$/,
    );
    expect(conversionNote('eur', { rate: 0.9214, rateDate: '2026-08-21' })).toBe(
      'En EUR: las cifras en dólares estadounidenses × 0.9214 EUR por USD, calculadas con el tipo de cambio de referencia del BCE del 21 de agosto de 2026 (fuente: estadísticas del BCE).',
    );
    activateLoadedLanguage('en', english);
    expect(conversionNote('eur', { rate: 0.9214, rateDate: '2026-08-21' })).toBe(
      'In EUR: the US dollar figures × 0.9214 EUR per USD, calculated from the ECB reference rate of 2026-08-21 (source: ECB statistics).',
    );
  });
});
