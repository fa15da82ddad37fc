import { describe, expect, it } from 'vitest';
import { intlLocales } from '../i18n/languages';
import {
  abbreviateNumber,
  formatBtc,
  formatChange,
  formatFixed,
  formatMoney,
  formatPercent,
  formatPrice,
  formatSats,
  priceDecimals,
  formatWholeDollars,
  formatBtcCompact,
  formatMoneyCompact,
  currencyDigits,
  currencySymbol,
  formatDate,
  formatDay,
  formatNumber,
} from './format';

describe('formatMoney', () => {
  it.each([
    [1234.567, 'usd', '$1,234.57'],
    [1234.5, 'EUR', '€1,234.50'],
    [0, 'usd', '$0.00'],
    [1.005, 'usd', '$1.01'],
    [-5.5, 'usd', '-$5.50'],
    [-0.004, 'usd', '$0.00'],
    [12_345_678.9, 'usd', '$12,345,678.90'],
  ] as const)('formats %d %s as %s', (value, currency, text) => {
    expect(formatMoney(value, currency)).toBe(text);
  });

  it('defaults to dollars', () => {
    expect(formatMoney(99.9)).toBe('$99.90');
  });
});

describe('formatPrice', () => {
  it.each([
    [77_861.63, 'usd', '$77,861.63'],
    [1, 'usd', '$1.00'],
    [0.08584, 'usd', '$0.08584'],
    [0.0858449, 'usd', '$0.08584'],
    [0.5, 'eur', '€0.5000'],
    [0.0009999, 'usd', '$0.0009999'],
    [0.06, 'usd', '$0.06000'],
    [0, 'usd', '$0.00'],
  ] as const)('formats %d %s as %s: cents from one unit up, 4 significant digits below', (value, currency, text) => {
    expect(formatPrice(value, currency)).toBe(text);
  });

  it.each([
    [77_861.63, 2],
    [1, 2],
    [0.99, 4],
    [0.08584, 5],
    [0.0009999, 7],
    [0, 2],
  ])('keeps %d to %d decimals', (value, decimals) => {
    expect(priceDecimals(value)).toBe(decimals);
  });
});

describe('formatWholeDollars', () => {
  it.each([
    [77_861.63, 'usd', '$77,862'],
    [66_665.12, 'eur', '€66,665'],
    [0.4, 'usd', '$0'],
  ] as const)('formats %d %s as %s', (value, currency, text) => {
    expect(formatWholeDollars(value, currency)).toBe(text);
  });
});

describe('formatPercent', () => {
  it.each([
    [12.345, {}, '12.3%'],
    [191.6666, {}, '191.7%'],
    [-3.25, {}, '-3.3%'],
    [-0.04, {}, '0.0%'],
    [12.345, { signed: true }, '+12.3%'],
    [-4, { signed: true }, '-4.0%'],
    [0, { signed: true }, '0.0%'],
    [1234.56, {}, '1,234.6%'],
  ])('formats %d with %j as %s', (value, options, text) => {
    expect(formatPercent(value, options)).toBe(text);
  });
});

describe('formatChange', () => {
  it.each([
    [2.345, '+2.35%'],
    [-1.2, '-1.20%'],
    [0, '0.00%'],
    [null, '—'],
  ])('formats %s as %s', (value, text) => {
    expect(formatChange(value)).toBe(text);
  });
});

describe('abbreviateNumber', () => {
  it.each([
    [2_412_345_678_901, 'usd', '$2.4T'],
    [1_563_000_000_000, 'usd', '$1.6T'],
    [35_120_000_000, 'usd', '$35.1B'],
    [950_000_000, 'usd', '$950.0M'],
    [1_000_000, 'usd', '$1.0M'],
    [999_960_000_000, 'usd', '$1.0T'],
    [999_940_000_000, 'usd', '$999.9B'],
    [999_999, 'usd', '$999,999'],
    [950_000, 'eur', '€950,000'],
    [-2_500_000, 'usd', '-$2.5M'],
    [2_400_000_000_000, null, '2.4T'],
    [1_234_500_000_000_000, 'usd', '$1,234.5T'],
  ] as const)('abbreviates %d (%s) as %s', (value, currency, text) => {
    expect(abbreviateNumber(value, currency)).toBe(text);
  });

  it('shows a dash for an unknown value', () => {
    expect(abbreviateNumber(null)).toBe('—');
  });
});

describe('bitcoin amounts', () => {
  it.each([
    [0.123456789, '0.12345679 BTC'],
    [2.97, '2.97000000 BTC'],
    [1234.5, '1,234.50000000 BTC'],
  ])('formatBtc(%d) = %s', (btc, text) => {
    expect(formatBtc(btc)).toBe(text);
  });

  it('formats to fewer decimals on request', () => {
    expect(formatBtc(0.123456789, 4)).toBe('0.1235 BTC');
  });

  it.each([
    [12_345_678, '12,345,678 sats'],
    [1, '1 sat'],
    [0, '0 sats'],
    [2.6, '3 sats'],
  ])('formatSats(%d) = %s', (sats, text) => {
    expect(formatSats(sats)).toBe(text);
  });
});

describe('formatFixed', () => {
  it.each([
    [1234.5, 2, '1234.50'],
    [1.005, 2, '1.01'],
    [0.000000015, 8, '0.00000002'],
    [-0.001, 2, '0.00'],
  ])('formatFixed(%d, %i) = %s', (value, decimals, text) => {
    expect(formatFixed(value, decimals)).toBe(text);
  });
});

describe('compact figures for tight places', () => {
  it.each([
    [9_999_999.99, 'usd', '$9,999,999.99'],
    [12_345_678, 'usd', '$12.3M'],
    [2_289_131_922_000, 'usd', '$2.29T'],
    [-45_700_000, 'eur', '-€45.7M'],
  ] as const)('formatMoneyCompact(%d, %s) = %s', (value, currency, text) => {
    expect(formatMoneyCompact(value, currency)).toBe(text);
  });

  it.each([
    [0.5, '0.50000000 BTC'],
    [999.99, '999.99000000 BTC'],
    [1_234.5, '1.23K BTC'],
    [29_400_000, '29.4M BTC'],
  ])('formatBtcCompact(%d) = %s', (btc, text) => {
    expect(formatBtcCompact(btc)).toBe(text);
  });
});

describe('money in every offered currency', () => {
  it.each([
    [1_234_567.891, 'jpy', '¥1,234,568'],
    [1_234_567.891, 'KRW', '₩1,234,568'],
    [1_234.567, 'gbp', '£1,234.57'],
    [1_234.567, 'cad', 'CA$1,234.57'],
    [1_234.567, 'chf', 'CHF\u00a01,234.57'],
  ] as const)('formatMoney(%d, %s) is %s', (value, currency, text) => {
    expect(formatMoney(value, currency)).toBe(text);
  });

  it('shows JPY prices without decimals from one yen up, and 4 significant digits below', () => {
    expect(formatPrice(12_345_678.5, 'jpy')).toBe('¥12,345,679');
    expect(priceDecimals(12_345_678.5, 'jpy')).toBe(0);
    expect(formatPrice(0.5, 'jpy')).toBe('¥0.5000');
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('usd')).toBe(2);
  });

  it('abbreviates with the currency’s own sign', () => {
    expect(currencySymbol('gbp')).toBe('£');
    expect(abbreviateNumber(2.4e12, 'gbp')).toBe('£2.4T');
    expect(abbreviateNumber(950_000, 'jpy')).toBe('¥950,000');
  });
});

describe('formatMoney in a learner’s language (decision 063)', () => {
  it.each([
    ['en-US', 'usd', '$1,234.50'],
    ['en-US', 'eur', '€1,234.50'],
    ['es-419', 'usd', 'USD 1,234.50'],
    ['es-419', 'jpy', 'JPY 1,235'],
    ['es-419', 'eur', 'EUR 1,234.50'],
  ] as const)('%s %s', (locale, currency, expected) => {
    // Intl separates the code from the figure with a no-break space.
    expect(formatMoney(1234.5, currency, locale).replace(/\u00a0/g, ' ')).toBe(expected);
  });
  it('keeps en-US when no locale is given', () => {
    expect(formatMoney(1234.5, 'usd')).toBe('$1,234.50');
  });
});

describe('in the learner’s language (intlLocales)', () => {
  const es = intlLocales.es;
  const en = intlLocales.en;
  const nbsp = '\u00a0';

  it.each([
    ['USD', en, '$1,234.57'],
    ['EUR', en, '€1,234.57'],
    ['JPY', en, '¥1,235'],
    ['USD', es, `USD${nbsp}1,234.57`],
    ['EUR', es, `EUR${nbsp}1,234.57`],
    ['JPY', es, `JPY${nbsp}1,235`],
  ] as const)('formats money in %s for %s as %s', (currency, locale, text) => {
    expect(formatMoney(1234.567, currency, locale)).toBe(text);
  });

  it('formats prices, whole amounts and compact money in Spanish', () => {
    expect(formatPrice(0.08584, 'usd', es)).toBe(`USD${nbsp}0.08584`);
    expect(formatWholeDollars(77_861.63, 'eur', es)).toBe(`EUR${nbsp}77,862`);
    expect(formatMoneyCompact(2_290_000_000_000, 'usd', es)).toBe(`USD${nbsp}2.29${nbsp}B`);
    expect(currencySymbol('usd', es)).toBe('USD');
  });

  it('formats percentages, changes, counts and bitcoin in Spanish', () => {
    expect(formatPercent(12.345, {}, es)).toBe('12.3%');
    expect(formatPercent(12.345, { signed: true }, es)).toBe('+12.3%');
    expect(formatChange(-1.2, es)).toBe('-1.20%');
    expect(formatNumber(1234, {}, es)).toBe('1,234');
    expect(formatBtc(1234.5, 8, es)).toBe('1,234.50000000 BTC');
    expect(formatBtcCompact(29_400_000, es)).toBe(`29.4${nbsp}M BTC`);
    expect(formatSats(1, es)).toBe('1 sat');
    expect(formatSats(12_345_678, es)).toBe('12,345,678 sats');
  });

  it('abbreviates market figures with the locale’s own words', () => {
    expect(abbreviateNumber(35_120_000_000, 'usd', es)).toBe(`USD${nbsp}35.1${nbsp}mil${nbsp}M`);
    expect(abbreviateNumber(2_412_345_678_901, null, es)).toBe(`2.4${nbsp}B`);
    expect(abbreviateNumber(950_000, 'eur', es)).toBe(`EUR${nbsp}950,000`);
    expect(abbreviateNumber(35_120_000_000, 'usd', en)).toBe('$35.1B');
  });

  it('formats dates in Spanish and in English', () => {
    expect(formatDay('2026-12-07', es)).toBe('7 dic 2026');
    expect(formatDay('2026-12-07', es, 'long')).toBe('7 de diciembre de 2026');
    expect(formatDate('2026-12-07', { month: 'long', year: 'numeric', timeZone: 'UTC' }, es)).toBe('diciembre de 2026');
    expect(formatDay('2026-12-07', en)).toBe('Dec 7, 2026');
    expect(formatDay(Date.UTC(2026, 11, 7, 23, 30), en, 'long')).toBe('December 7, 2026');
  });
});
