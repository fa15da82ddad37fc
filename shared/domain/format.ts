/**
 * Number formatting for money, percentages and bitcoin amounts (money in its currency's own
 * decimals with thousands separators: 2 for most, none for JPY, KRW, HUF and IDR as
 * Intl.NumberFormat knows them; percentages to 1 decimal). The locale is en-US unless one is given
 * (a learner's language, decision 063: `intlLocales` in shared/i18n/languages.ts), so the server,
 * the client and the tests agree. Rounding is half away from zero on the decimal value
 * (1.005 -> 1.01), as Intl.NumberFormat does.
 */
import type { CurrencyCode } from './fx-currencies';
import { pluralize } from './plural';

const LOCALE = 'en-US';

/** A currency of shared/domain/fx-currencies.ts; either letter case is accepted. */
export type MoneyCurrency = CurrencyCode | Lowercase<CurrencyCode>;

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(options: Intl.NumberFormatOptions, locale: string = LOCALE): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

const currencyCode = (currency: MoneyCurrency) => currency.toUpperCase();

/** The decimals a currency is written with: 2 for USD, 0 for JPY (Intl.NumberFormat's own). */
export function currencyDigits(currency: MoneyCurrency): number {
  return (
    formatter({ style: 'currency', currency: currencyCode(currency) }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** The sign en-US writes before an amount: '$', '€', '£', '¥', 'CA$', 'CHF'. */
export function currencySymbol(currency: MoneyCurrency): string {
  const parts = formatter({ style: 'currency', currency: currencyCode(currency) }).formatToParts(1);
  return parts.find((part) => part.type === 'currency')?.value ?? currencyCode(currency);
}

/**
 * '$1,234.57', '€1,234.57', '¥1,235', '-$5.50': the currency's own decimals. A value that
 * rounds to zero has no minus sign.
 */
export function formatMoney(value: number, currency: MoneyCurrency = 'usd', locale?: string): string {
  const digits = currencyDigits(currency);
  return formatter(
    {
      style: 'currency',
      currency: currencyCode(currency),
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: 'negative',
    },
    locale,
  ).format(value);
}

/** Significant digits a price of one bitcoin keeps below one unit of its currency. */
const PRICE_SIGNIFICANT_DIGITS = 4;

/**
 * Decimals for a price of one bitcoin: the currency's own (2, JPY 0) from one unit of the currency
 * up; below, enough for 4 significant digits (0.08584 keeps 5 decimals), since cents would hide
 * most of an early price.
 */
export function priceDecimals(value: number, currency: MoneyCurrency = 'usd'): number {
  const abs = Math.abs(value);
  const digits = currencyDigits(currency);
  if (abs >= 1 || abs === 0 || !Number.isFinite(abs)) return digits;
  return Math.max(digits, PRICE_SIGNIFICANT_DIGITS - 1 - Math.floor(Math.log10(abs)));
}

/** A price of one bitcoin: '$77,861.63', and below one unit 4 significant digits, '$0.08584' (not '$0.09'). */
export function formatPrice(value: number, currency: MoneyCurrency = 'usd'): string {
  const decimals = priceDecimals(value, currency);
  return formatter({
    style: 'currency',
    currency: currencyCode(currency),
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: 'negative',
  }).format(value);
}

/** The price card's price: '$77,862'. */
export function formatWholeDollars(value: number, currency: MoneyCurrency = 'usd'): string {
  return formatter({
    style: 'currency',
    currency: currencyCode(currency),
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
    signDisplay: 'negative',
  }).format(value);
}

/** '12.3%'; with signed, '+12.3%' / '-4.0%' / '0.0%'. */
export function formatPercent(value: number, options: { signed?: boolean; decimals?: number } = {}): string {
  const decimals = options.decimals ?? 1;
  const text = formatter({
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: options.signed ? 'exceptZero' : 'negative',
  }).format(value);
  return `${text}%`;
}

/** The 24h change: '+2.35%' / '-1.20%'; '—' when unknown. */
export function formatChange(value: number | null): string {
  if (value === null) return '—';
  return formatPercent(value, { signed: true, decimals: 2 });
}

/** A plain decimal without grouping, e.g. for CSV: formatFixed(1234.5, 2) = '1234.50'. */
export function formatFixed(value: number, decimals: number): string {
  return formatter({
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: false,
    signDisplay: 'negative',
  }).format(value);
}

/**
 * Market cap and volume: T/B/M to one decimal ('$2.4T', '$35.1B', '$950.0M'); below a million,
 * whole units with separators ('$950,000'). Pass currency null for no symbol. '—' when unknown.
 * A value that would round to 1000 of a unit moves up a unit (999.96B -> '$1.0T').
 */
export function abbreviateNumber(value: number | null, currency: MoneyCurrency | null = 'usd'): string {
  if (value === null) return '—';
  const abs = Math.abs(value);
  const sign = value < 0 && Number(formatFixed(abs, 0)) !== 0 ? '-' : '';
  const symbol = currency === null ? '' : currencySymbol(currency);
  if (Number(formatFixed(abs, 0)) < 1e6) {
    return `${sign}${symbol}${formatter({ maximumFractionDigits: 0 }).format(abs)}`;
  }
  const oneDecimal = formatter({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const inUnit = (size: number, suffix: string) =>
    `${sign}${symbol}${oneDecimal.format(Number(formatFixed(abs / size, 1)))}${suffix}`;
  if (Number(formatFixed(abs / 1e6, 1)) < 1000) return inUnit(1e6, 'M');
  if (Number(formatFixed(abs / 1e9, 1)) < 1000) return inUnit(1e9, 'B');
  return inUnit(1e12, 'T');
}

/** '0.12345678 BTC', '1,234.50000000 BTC'. */
export function formatBtc(btc: number, decimals = 8): string {
  return `${formatter({ minimumFractionDigits: decimals, maximumFractionDigits: decimals, signDisplay: 'negative' }).format(btc)} BTC`;
}

/** '12,345,678 sats', '1 sat'. */
export function formatSats(sats: number): string {
  const rounded = Math.round(sats);
  return pluralize(rounded, 'sat');
}

/** Money from ten million up is shown compact where space is tight ('$2.29T'); the full figure is one step away. */
export const COMPACT_MONEY_FROM = 10_000_000;
/** Bitcoin from a thousand up is shown compact ('29.4M BTC') where space is tight. */
export const COMPACT_BTC_FROM = 1_000;

function compact(value: number, options: Intl.NumberFormatOptions = {}): string {
  return formatter({ notation: 'compact', maximumSignificantDigits: 3, signDisplay: 'negative', ...options }).format(
    value,
  );
}

/**
 * A figure short enough never to wrap: below ten million, formatMoney ('$9,999,999.99'); above,
 * three significant digits with K/M/B/T ('$2.29T', '-€45.7M'). Show the full formatMoney beside
 * it (a title, the data table).
 */
export function formatMoneyCompact(value: number, currency: MoneyCurrency = 'usd'): string {
  if (Math.abs(value) < COMPACT_MONEY_FROM) return formatMoney(value, currency);
  return compact(value, { style: 'currency', currency: currencyCode(currency) });
}

/** '0.12345678 BTC' below a thousand bitcoin; above, '150K BTC', '29.4M BTC'. */
export function formatBtcCompact(btc: number): string {
  if (Math.abs(btc) < COMPACT_BTC_FROM) return formatBtc(btc);
  return `${compact(btc)} BTC`;
}
