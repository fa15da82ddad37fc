import { createHash } from 'node:crypto';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findContentProblems } from '@shared/content/content-checks';
import { fakeServer, json } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { inSpanish } from '@/test/in-spanish';
import { POLICIES_LAST_UPDATED } from './legal-page';
import { PrivacyPolicy } from './privacy-policy';
import { TermsOfService } from './terms-of-service';

/**
 * The policies' text when their date was last set. Change a policy's text and this test fails:
 * set POLICIES_LAST_UPDATED to the day of the change and these to the new text's fingerprint (the
 * failure prints it), so the date on both pages always says when their text last changed.
 */
const LAST_UPDATE = {
  date: '2026-12-07',
  sha256: '2c51ca688ef21c5eee90aeafd3b5e02557fc5a4c490573fef260b352c7067eae',
} as const;

const coinGecko = { name: 'CoinGecko', attribution: 'Price data by CoinGecko', url: 'https://www.coingecko.com' };

/** Renders a policy and waits for what it loads (the price provider's credit on the terms). */
async function renderPolicy(page: 'privacy' | 'terms') {
  fakeServer({ 'GET /api/bitcoin/provider': () => json(200, coinGecko) });
  const view = renderApp(page === 'privacy' ? <PrivacyPolicy /> : <TermsOfService />, { path: `/${page}` });
  if (page === 'terms') await screen.findByTestId('price-provider-credit');
  return view;
}

/** A policy's own text: its article without the title and date above it. */
function policyText(container: HTMLElement): string {
  const article = container.querySelector('article');
  if (!article) throw new Error('No article');
  const copy = article.cloneNode(true) as HTMLElement;
  copy.querySelector('header')?.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

afterEach(() => vi.unstubAllGlobals());

describe('the privacy policy and the terms', () => {
  it.each(['privacy', 'terms'] as const)('the %s page shows the one date both use', async (page) => {
    await renderPolicy(page);
    expect(screen.getByText('Last updated: December 7, 2026')).toBeInTheDocument();
  });

  it('carry the date of their last change: their text is the text of that day', async () => {
    const texts: string[] = [];
    for (const page of ['privacy', 'terms'] as const) {
      const view = await renderPolicy(page);
      texts.push(policyText(view.container));
      view.unmount();
    }
    const sha256 = createHash('sha256').update(texts.join('\n')).digest('hex');
    expect(
      { date: POLICIES_LAST_UPDATED, sha256 },
      'The policies changed: set POLICIES_LAST_UPDATED (legal-page.tsx) to today and LAST_UPDATE here to this date and fingerprint.',
    ).toEqual(LAST_UPDATE);
  });

  it.each(['privacy', 'terms'] as const)('the %s page passes the content checks', async (page) => {
    const view = await renderPolicy(page);
    expect(findContentProblems(policyText(view.container))).toEqual([]);
  });

  it("make the plans' 'Cancel anytime; 30-day money-back guarantee' a clause of the terms", async () => {
    const view = await renderPolicy('terms');
    expect(screen.getByRole('heading', { name: 'Cancelling and refunds' })).toHaveAttribute('id', 'refunds');
    const text = policyText(view.container);
    expect(text).toContain('You can cancel Scholar at any time');
    expect(text).toContain('within 30 days of a payment and we refund that payment in full');
    expect(text).toContain('A refund ends Scholar at once');
  });

  it('say where the book is in the public domain, and why not everywhere', async () => {
    const view = await renderPolicy('terms');
    const text = policyText(view.container);
    expect(text).toContain('Clason (1926), which is in the public domain in the United States.');
    expect(text).toContain(
      "Clason died in 1957, so countries that protect a work for 70 years after its author's death protect the book until the end of 2027.",
    );
  });

  it('credit the configured live provider in the data section, as it asks, with a link', async () => {
    await renderPolicy('terms');
    const credit = screen.getByTestId('price-provider-credit');
    expect(credit).toHaveTextContent('Price data by CoinGecko.');
    expect(screen.getByRole('link', { name: 'CoinGecko' })).toHaveAttribute('href', 'https://www.coingecko.com');
    expect(screen.getByText(/live market-data provider this server is configured with, CoinGecko, when/)).toBeVisible();
  });

  it('credit the bundled prices as CC BY-SA 4.0 asks: source, what was changed, the licence linked', async () => {
    const view = await renderPolicy('terms');
    const text = policyText(view.container);
    expect(text).toContain(
      "Historical prices from 2012-01-01 to 2026-08-21: Bitstamp BTC/USD, from 'Bitcoin Historical Data' by Zielak (mczielinski), Kaggle, CC BY-SA 4.0 (creativecommons.org/licenses/by-sa/4.0); reduced to one close per UTC day.",
    );
    expect(text).toContain(
      "Prices in other currencies to 2026-04-13: that close times the day's rate calculated from the euro foreign exchange reference rates of the European Central Bank (source: ECB statistics; a calculated rate, not an ECB rate).",
    );
    expect(text).not.toContain('public daily-close market data');
    expect(text).toContain('The bundled daily closes are shared under CC BY-SA 4.0');
    expect(text).not.toContain('Coin Metrics');
    expect(screen.getByRole('link', { name: 'Bitcoin Historical Data' })).toHaveAttribute(
      'href',
      'https://www.kaggle.com/datasets/mczielinski/bitcoin-historical-data',
    );
    expect(screen.getByRole('link', { name: 'CC BY-SA 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by-sa/4.0/',
    );
  });

  it('call the S&P 500 total return approximate, and credit Inter for both images it draws (A5, A7)', async () => {
    const view = await renderPolicy('terms');
    const text = policyText(view.container);
    expect(text).toContain('The S&P 500 total return is an approximate one');
    expect(text).toContain('not a copy of the official S&P 500 Total Return index');
    expect(text).toContain('The share card of a calculator result and the certificate image are drawn in the Inter');
  });

  it('tell a learner to ask for a refund before deleting, and that fetched previews stay elsewhere (A2, A3)', async () => {
    const view = await renderPolicy('privacy');
    const text = policyText(view.container);
    expect(text).toContain('to use the 30-day money-back guarantee, write to us before deleting your account');
    expect(text).toContain('previews that other sites, such as chat apps, already fetched stay with them');
  });
});

describe('the policies for a Spanish reader', () => {
  it.each(['privacy', 'terms'] as const)(
    'the %s page opens with a Spanish summary that says the English text governs, its own text unchanged',
    async (page) => {
      const english = await renderPolicy(page);
      const englishText = policyText(english.container);
      english.unmount();
      inSpanish('legal');
      const view = await renderPolicy(page);
      const summary = screen.getByTestId('legal-summary');
      expect(summary).toHaveTextContent('Resumen en español');
      expect(summary).toHaveTextContent('el texto en inglés que sigue es el que rige');
      expect(screen.getByText('Última actualización: 7 de diciembre de 2026')).toBeInTheDocument();
      expect(view.container.querySelector('article')).toHaveAttribute('lang', 'en');
      expect(policyText(view.container)).toBe(englishText);
    },
  );
});
