import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRICE_DATA_ATTRIBUTION } from '@shared/domain/price-data';
import { activateLoadedLanguage } from '@/i18n/i18n';
import es from '@/i18n/locales/es.json';
import esCalculator from '@/i18n/locales/es/calculator.json';
import { PriceDataCredit } from './price-data-credit';

function expectLinks() {
  expect(screen.getByRole('link', { name: 'Bitcoin Historical Data' })).toHaveAttribute(
    'href',
    'https://www.kaggle.com/datasets/mczielinski/bitcoin-historical-data',
  );
  expect(screen.getByRole('link', { name: 'CC BY-SA 4.0' })).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by-sa/4.0/',
  );
}

describe('PriceDataCredit', () => {
  it('in English, says the attribution word for word, its title and licence linked', () => {
    const { container } = render(<PriceDataCredit />);
    expect(container.textContent).toBe(PRICE_DATA_ATTRIBUTION);
    expectLinks();
  });

  it('on a page that stays English (the Terms), says it in English whatever the language', () => {
    activateLoadedLanguage('es', { ...es, ...esCalculator });
    const { container } = render(<PriceDataCredit english />);
    expect(container.textContent).toBe(PRICE_DATA_ATTRIBUTION);
    expectLinks();
  });

  it('in Spanish, words the credit in Spanish and keeps the names, title and licence exact', () => {
    activateLoadedLanguage('es', { ...es, ...esCalculator });
    const { container } = render(<PriceDataCredit />);
    expect(container.textContent).toBe(
      'Precios históricos del 2012-01-01 al 2026-08-21: Bitstamp BTC/USD, de “Bitcoin Historical Data” de Zielak (mczielinski), Kaggle, CC BY-SA 4.0 (creativecommons.org/licenses/by-sa/4.0); reducidos a un cierre por día UTC. Precios en otras monedas hasta el 2026-04-13: ese cierre multiplicado por el tipo de cambio del día, calculado a partir de los tipos de cambio de referencia del euro del Banco Central Europeo (fuente: estadísticas del BCE; un tipo calculado, no un tipo del BCE).',
    );
    expectLinks();
  });
});
