import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BitcoinPrice } from '@shared/schemas/price';
import { activateLoadedLanguage } from '@/i18n/i18n';
import en from '@/i18n/locales/en.json';
import es from '@/i18n/locales/es.json';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { APP_PRICE_REFRESH_MS } from '../api/get-bitcoin-price';
import { changeWindowLabel, conversionNote, PriceTrackerCard } from './price-tracker-card';

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

const englishFallback =
  'Live prices are turned off. Showing the last stored price: the daily close of 2026-08-22 (UTC).';
const spanishFallback =
  'Los precios en vivo están desactivados. Se muestra el último precio guardado: el cierre diario del 22 de agosto de 2026 (UTC).';

/** A server that words its fallback sentence in the request's language (Accept-Language), as the API does. */
function serverAnswers(status: number, body: Partial<BitcoinPrice> | { error: unknown }, fallback = false) {
  const fetchMock = vi.fn<typeof fetch>().mockImplementation(async (_url, init) => {
    const language = new Headers(init?.headers).get('Accept-Language');
    const message = language === 'es' ? spanishFallback : englishFallback;
    const answer = fallback ? { ...body, isFallback: true, volume24h: null, change24h: -2.5, message } : body;
    return new Response(JSON.stringify(answer), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderCard() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <PriceTrackerCard refreshMs={APP_PRICE_REFRESH_MS} />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

const card = () => screen.getByRole('region', { name: 'Precio de Bitcoin' });
/** English words of the card that a Spanish card must not show. */
const englishWords = Object.entries(en)
  .filter(([id]) => id.startsWith('market.'))
  .map(([, text]) => text)
  .filter((text) => !/[{<]/.test(text));

function expectNoEnglish() {
  const text = card().textContent ?? '';
  expect(
    englishWords.filter((word) =>
      new RegExp(`(^|\\W)${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\W|$)`).test(text),
    ),
  ).toEqual([]);
}

afterEach(() => vi.unstubAllGlobals());

describe('PriceTrackerCard in Spanish (issue 48)', () => {
  it('shows the price, its labels, what the numbers mean and the last update in Spanish, figures in es-419', async () => {
    activateLoadedLanguage('es', es);
    const fetchMock = serverAnswers(200, livePrice);
    renderCard();
    expect(screen.getByRole('status', { name: 'Cargando el precio de Bitcoin' })).toBeInTheDocument();
    expect(await screen.findByText('USD 77,862')).toBeInTheDocument();
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Accept-Language')).toBe('es');
    expect(within(card()).getByText('En vivo')).toBeInTheDocument();
    expect(screen.getByTestId('price-change')).toHaveTextContent('+3.69%');
    expect(screen.getByTestId('price-change-window')).toHaveTextContent('24 h hasta el 22 ago 2026');
    expect(screen.getByText('Capitalización').nextElementSibling).toHaveTextContent('USD 1.5 B');
    expect(screen.getByText('Volumen 24 h').nextElementSibling).toHaveTextContent('USD 35.2 mil M');
    expect(screen.getByTestId('price-last-updated')).toHaveTextContent(
      /^Última actualización: 22 ago 2026, 11:59\sp\.\s?m\. UTC$/,
    );
    expect(screen.getByText('Qué significan estas cifras')).toBeInTheDocument();
    const meanings = screen.getByRole('list', { name: 'Qué significan estas cifras' });
    expect(meanings).toHaveTextContent('Precio: Lo que se pagó por un bitcoin en la última operación');
    expect(meanings).toHaveTextContent('Variación 24 h: Cuánto se movió el precio');
    expect(meanings).toHaveTextContent('Capitalización: El precio multiplicado por la oferta en circulación');
    expect(meanings).toHaveTextContent('Volumen 24 h: El valor de los bitcoin negociados en exchanges');
    expectNoEnglish();
  });

  it("shows the server's fallback sentence in Spanish, and asks again in the new language after a switch", async () => {
    const fetchMock = serverAnswers(200, livePrice, true);
    renderCard();
    expect(await screen.findByText(englishFallback)).toBeInTheDocument();
    expect(screen.getByText('Cached')).toBeInTheDocument();
    act(() => activateLoadedLanguage('es', es));
    expect(await screen.findByText(spanishFallback)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('Accept-Language')).toBe('es');
    expect(within(card()).getByText('Guardado')).toBeInTheDocument();
    expect(screen.getByText('Volumen 24 h').nextElementSibling).toHaveTextContent('—');
    expect(screen.queryByText(englishFallback)).toBeNull();
    expectNoEnglish();
  });

  it('offline, says in Spanish that the saved copy is shown, or that there is none', async () => {
    activateLoadedLanguage('es', es);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    localStorage.setItem('bitcoin_price_cache', JSON.stringify({ data: livePrice, timestamp: Date.now() - 60_000 }));
    serverAnswers(200, livePrice);
    const { unmount } = renderCard();
    expect(await screen.findByText('Se usan datos guardados')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Avisos sobre los datos del precio' })).toBeInTheDocument();
    expectNoEnglish();
    unmount();

    localStorage.clear();
    renderCard();
    expect(await screen.findByText('Datos no disponibles')).toBeInTheDocument();
    expect(screen.getByText('No hay datos guardados disponibles sin conexión')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expectNoEnglish();
  });

  it('when the server fails, shows the cached-data notice or the unavailable panel in Spanish', async () => {
    activateLoadedLanguage('es', es);
    localStorage.setItem('bitcoin_price_cache', JSON.stringify({ data: livePrice, timestamp: Date.now() - 60_000 }));
    serverAnswers(500, { error: { code: 'INTERNAL', message: 'Something went wrong', requestId: 'r1' } });
    const { unmount } = renderCard();
    expect(
      await screen.findByText(
        'Se muestran datos guardados: las actualizaciones en vivo no están disponibles por ahora',
      ),
    ).toBeInTheDocument();
    unmount();

    localStorage.clear();
    serverAnswers(503, { error: { code: 'UNAVAILABLE', message: 'Failed to fetch Bitcoin price', requestId: 'r2' } });
    renderCard();
    expect(
      await screen.findByText(
        'No se pudo obtener el precio de Bitcoin en vivo. Es posible que el servicio no esté disponible por un momento.',
      ),
    ).toBeInTheDocument();
    expectNoEnglish();
  });

  it('folds what the numbers mean on a phone, and opens it in Spanish', async () => {
    activateLoadedLanguage('es', es);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }) as MediaQueryList);
    serverAnswers(200, livePrice);
    renderCard();
    await screen.findByText('USD 77,862');
    expect(screen.queryByRole('list', { name: 'Qué significan estas cifras' })).toBeNull();
    await userEvent.click(screen.getByText('Qué significan estas cifras'));
    expect(await screen.findByRole('list', { name: 'Qué significan estas cifras' })).toHaveTextContent(
      'Capitalización: El precio multiplicado por la oferta en circulación',
    );
  });
});

describe('the card’s worded figures by language', () => {
  it('labels the change window and words a conversion in the page’s language', () => {
    const now = new Date('2026-11-27T12:00:00.000Z');
    const used = { rate: 1234.5678, rateDate: '2026-04-13' };
    expect(changeWindowLabel('2026-11-27T11:30:00.000Z', now)).toBe('24h');
    expect(conversionNote('eur', used)).toBe(
      'In EUR: the US dollar figures × 1,234.5678 EUR per USD, calculated from the ECB reference rate of Apr 13, 2026 (source: ECB statistics).',
    );
    activateLoadedLanguage('es', es);
    expect(changeWindowLabel('2026-11-27T11:30:00.000Z', now)).toBe('24 h');
    expect(changeWindowLabel('2026-08-22T23:59:59.000Z', now)).toBe('24 h hasta el 22 ago 2026');
    expect(conversionNote('eur', used)).toBe(
      'En EUR: las cifras en dólares estadounidenses × 1,234.5678 EUR por USD, calculado con el tipo de cambio de referencia del BCE del 13 abr 2026 (fuente: estadísticas del BCE).',
    );
  });
});
