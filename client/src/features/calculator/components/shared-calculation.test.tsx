import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PricePoint } from '@shared/schemas/price';
import { activateLoadedLanguage } from '@/i18n/i18n';
import en from '@/i18n/locales/en.json';
import enCalculator from '@/i18n/locales/en/calculator.json';
import es from '@/i18n/locales/es.json';
import esCalculator from '@/i18n/locales/es/calculator.json';
import { fakeServer, json } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { SharedCalculation } from './shared-calculation';

/** 400 daily closes from 2024-01-01, enough for the default 1 year of monthly purchases. */
const series: PricePoint[] = Array.from({ length: 400 }, (_, i) => ({
  date: new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10),
  price: 100 + i,
}));

const LINK = 'tab=calculator&amount=100&frequency=monthly&currency=usd';

function renderShared() {
  fakeServer({
    'GET /api/bitcoin/historical?from=2009-01-03&currency=usd': () => json(200, { data: series }),
    'GET /api/bitcoin/provider': () =>
      json(200, { name: 'CoinGecko', attribution: 'Price data by CoinGecko', url: 'https://www.coingecko.com' }),
  });
  renderApp(<SharedCalculation />, { path: `/?${LINK}` });
}

/** The sign-up and sign-in links' addresses, parsed: the prompt's two and the header's sign-in. */
async function authLinks(signUp: string, signIn: string) {
  const prompt = await screen.findByTestId('shared-calculation-prompt');
  const header = screen.getByRole('banner');
  return [
    within(prompt).getByRole('link', { name: signUp }),
    within(prompt).getByRole('link', { name: signIn }),
    within(header).getByRole('link', { name: signIn }),
  ].map((link) => new URL(link.getAttribute('href') ?? '', 'http://localhost'));
}

afterEach(() => vi.unstubAllGlobals());

describe('the shared calculation page’s ways in', () => {
  it('in Spanish, open the sign-up and sign-in screen in Spanish (lang=es) and come back to the link', async () => {
    activateLoadedLanguage('es', { ...es, ...esCalculator });
    renderShared();
    const links = await authLinks(esCalculator['calculator.shared.signUp'], esCalculator['calculator.shared.signIn']);
    expect(links.map((url) => url.searchParams.get('mode'))).toEqual(['signup', 'signin', 'signin']);
    for (const url of links) {
      expect(url.pathname).toBe('/auth');
      expect(url.searchParams.get('lang')).toBe('es');
      expect(url.searchParams.get('next')).toBe(`/?${LINK}`);
    }
  });

  it('in English, carry no lang (the links stay as they were)', async () => {
    activateLoadedLanguage('en', { ...en, ...enCalculator });
    renderShared();
    const links = await authLinks(enCalculator['calculator.shared.signUp'], enCalculator['calculator.shared.signIn']);
    for (const url of links) {
      expect(url.searchParams.has('lang')).toBe(false);
      expect(url.searchParams.get('next')).toBe(`/?${LINK}`);
    }
  });
});
