/**
 * Formatting for money, percentages, bitcoin amounts, counts and dates (money in its currency's own
 * decimals with thousands separators: 2 for most, none for JPY, KRW, HUF and IDR as
 * Intl.NumberFormat knows them; percentages to 1 decimal). Every formatter takes the locale last:
 * the learner's language's (`intlLocales[language]`, shared/i18n/languages.ts, decision 063); left
 * out, English's, so the server, the client and the tests agree. Rounding is half away from zero
 * on the decimal value (1.005 -> 1.01), as Intl.NumberFormat does.
 */
import { defaultLanguage, intlLocales } from '../i18n/languages';
import type { CurrencyCode } from './fx-currencies';

/** English's locale, for a figure no learner's language is known for (and for CSV, formatFixed). */
const LOCALE = intlLocales[defaultLanguage];

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

/** The sign a locale writes with an amount: in English '$', '€', '£', '¥', 'CA$', 'CHF'; in es-419 'USD', 'EUR'. */
export function currencySymbol(currency: MoneyCurrency, locale: string = LOCALE): string {
  const parts = formatter({ style: 'currency', currency: currencyCode(currency) }, locale).formatToParts(1);
  return parts.find((part) => part.type === 'currency')?.value ?? currencyCode(currency);
}

/**
 * '$1,234.57', '€1,234.57', '¥1,235', '-$5.50': the currency's own decimals. A value that
 * rounds to zero has no minus sign.
 */
export function formatMoney(value: number, currency: MoneyCurrency = 'usd', locale: string = LOCALE): string {
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
export function formatPrice(value: number, currency: MoneyCurrency = 'usd', locale: string = LOCALE): string {
  const decimals = priceDecimals(value, currency);
  return formatter(
    {
      style: 'currency',
      currency: currencyCode(currency),
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: 'negative',
    },
    locale,
  ).format(value);
}

/** The price card's price: '$77,862'. */
export function formatWholeDollars(value: number, currency: MoneyCurrency = 'usd', locale: string = LOCALE): string {
  return formatter(
    {
      style: 'currency',
      currency: currencyCode(currency),
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
      signDisplay: 'negative',
    },
    locale,
  ).format(value);
}

const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction', 'minusSign', 'plusSign']);
const percentAffixCache = new Map<string, readonly [string, string]>();

/** What a locale writes before and after a percentage's number: ['', '%'] in English, ['', '\u00a0%'] in es-ES. */
function percentAffixes(locale: string): readonly [string, string] {
  let cached = percentAffixCache.get(locale);
  if (!cached) {
    const parts = formatter({ style: 'percent' }, locale).formatToParts(0.5);
    const first = parts.findIndex((part) => NUMBER_PARTS.has(part.type));
    const last = parts.length - 1 - [...parts].reverse().findIndex((part) => NUMBER_PARTS.has(part.type));
    const text = (from: number, to: number) =>
      parts
        .slice(from, to)
        .map((part) => part.value)
        .join('');
    cached = [text(0, first), text(last + 1, parts.length)];
    percentAffixCache.set(locale, cached);
  }
  return cached;
}

/**
 * '12.3%'; with signed, '+12.3%' / '-4.0%' / '0.0%'. The value is already a percentage (12.3, not
 * 0.123): its number is rounded as written, and the locale's percent sign placed around it.
 */
export function formatPercent(
  value: number,
  options: { signed?: boolean; decimals?: number } = {},
  locale: string = LOCALE,
): string {
  const decimals = options.decimals ?? 1;
  const text = formatter(
    {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: options.signed ? 'exceptZero' : 'negative',
    },
    locale,
  ).format(value);
  const [before, after] = percentAffixes(locale);
  return `${before}${text}${after}`;
}

/** The 24h change: '+2.35%' / '-1.20%'; '—' when unknown. */
export function formatChange(value: number | null, locale: string = LOCALE): string {
  if (value === null) return '—';
  return formatPercent(value, { signed: true, decimals: 2 }, locale);
}

/** A count or a plain figure with the locale's separators: formatNumber(1234) = '1,234'. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}, locale: string = LOCALE): string {
  return formatter({ maximumFractionDigits: 0, signDisplay: 'negative', ...options }, locale).format(value);
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
 * A value that would round to 1000 of a unit moves up a unit (999.96B -> '$1.0T'). In a language
 * other than English the locale's own compact words are used (es-419: 'USD 35.1 mil M', '2.4 B').
 */
export function abbreviateNumber(
  value: number | null,
  currency: MoneyCurrency | null = 'usd',
  locale: string = LOCALE,
): string {
  if (value === null) return '—';
  const abs = Math.abs(value);
  if (locale !== LOCALE && Number(formatFixed(abs, 0)) >= 1e6) {
    const options: Intl.NumberFormatOptions = {
      notation: 'compact',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    };
    if (currency !== null) Object.assign(options, { style: 'currency', currency: currencyCode(currency) });
    return formatter({ ...options, signDisplay: 'negative' }, locale).format(value);
  }
  const sign = value < 0 && Number(formatFixed(abs, 0)) !== 0 ? '-' : '';
  if (Number(formatFixed(abs, 0)) < 1e6) {
    if (currency !== null) {
      return formatter(
        { style: 'currency', currency: currencyCode(currency), maximumFractionDigits: 0, minimumFractionDigits: 0 },
        locale,
      ).format(Number(sign ? -abs : abs));
    }
    return `${sign}${formatter({ maximumFractionDigits: 0 }, locale).format(abs)}`;
  }
  const symbol = currency === null ? '' : currencySymbol(currency);
  const oneDecimal = formatter({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const inUnit = (size: number, suffix: string) =>
    `${sign}${symbol}${oneDecimal.format(Number(formatFixed(abs / size, 1)))}${suffix}`;
  if (Number(formatFixed(abs / 1e6, 1)) < 1000) return inUnit(1e6, 'M');
  if (Number(formatFixed(abs / 1e9, 1)) < 1000) return inUnit(1e9, 'B');
  return inUnit(1e12, 'T');
}

/** '0.12345678 BTC', '1,234.50000000 BTC'. */
export function formatBtc(btc: number, decimals = 8, locale: string = LOCALE): string {
  const amount = formatter(
    { minimumFractionDigits: decimals, maximumFractionDigits: decimals, signDisplay: 'negative' },
    locale,
  ).format(btc);
  return `${amount} BTC`;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** '12,345,678 sats', '1 sat' ('sat' is the unit's name in English and in Spanish alike). */
export function formatSats(sats: number, locale: string = LOCALE): string {
  const rounded = Math.round(sats);
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const unit = rules.select(rounded) === 'one' ? 'sat' : 'sats';
  return `${formatter({ maximumFractionDigits: 0, signDisplay: 'negative' }, locale).format(rounded)} ${unit}`;
}

/** Money from ten million up is shown compact where space is tight ('$2.29T'); the full figure is one step away. */
export const COMPACT_MONEY_FROM = 10_000_000;
/** Bitcoin from a thousand up is shown compact ('29.4M BTC') where space is tight. */
export const COMPACT_BTC_FROM = 1_000;

function compact(value: number, options: Intl.NumberFormatOptions = {}, locale: string = LOCALE): string {
  return formatter(
    { notation: 'compact', maximumSignificantDigits: 3, signDisplay: 'negative', ...options },
    locale,
  ).format(value);
}

/**
 * A figure short enough never to wrap: below ten million, formatMoney ('$9,999,999.99'); above,
 * three significant digits with K/M/B/T ('$2.29T', '-€45.7M'). Show the full formatMoney beside
 * it (a title, the data table).
 */
export function formatMoneyCompact(value: number, currency: MoneyCurrency = 'usd', locale: string = LOCALE): string {
  if (Math.abs(value) < COMPACT_MONEY_FROM) return formatMoney(value, currency, locale);
  return compact(value, { style: 'currency', currency: currencyCode(currency) }, locale);
}

/** '0.12345678 BTC' below a thousand bitcoin; above, '150K BTC', '29.4M BTC'. */
export function formatBtcCompact(btc: number, locale: string = LOCALE): string {
  if (Math.abs(btc) < COMPACT_BTC_FROM) return formatBtc(btc, 8, locale);
  return `${compact(btc, {}, locale)} BTC`;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date in the locale's words: formatDate(day, { dateStyle: 'long', timeZone: 'UTC' }, 'es-419')
 * = '7 de diciembre de 2026'. A 'YYYY-MM-DD' text is that calendar day (read at noon UTC, so any
 * time zone option keeps the day); a Date or epoch milliseconds is that moment.
 */
export function formatDate(
  value: Date | number | string,
  options: Intl.DateTimeFormatOptions,
  locale: string = LOCALE,
): string {
  const key = `${locale} ${JSON.stringify(options)}`;
  let cached = dateFormatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, options);
    dateFormatters.set(key, cached);
  }
  const when = typeof value === 'string' && value.length === 10 ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return cached.format(when);
}

/** A calendar day ('YYYY-MM-DD' or a moment, in UTC): 'Dec 7, 2026'; long: 'December 7, 2026'. */
export function formatDay(
  day: Date | number | string,
  locale: string = LOCALE,
  style: 'medium' | 'long' = 'medium',
): string {
  return formatDate(day, { dateStyle: style, timeZone: 'UTC' }, locale);
}
