/**
 * The currencies Arkad counts in, as data: US dollars (the price history's own currency) and every
 * currency of the bundled exchange rates (server/data/usd-rates.csv, calculated from the ECB's euro
 * reference rates). Each has a rate on every ECB business day from 2010-07-01 to the file's end, so
 * all 26 are offered (decision 059). Adding a currency means a column in that file and a line here.
 * No zod and no I/O: the price card and the preferences form read this list before zod loads.
 */

export const currencyCodes = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'JPY',
  'CHF',
  'MXN',
  'BRL',
  'INR',
  'ZAR',
  'KRW',
  'SEK',
  'NZD',
  'CNY',
  'CZK',
  'DKK',
  'HKD',
  'HUF',
  'IDR',
  'MYR',
  'NOK',
  'PHP',
  'PLN',
  'RON',
  'SGD',
  'THB',
  'TRY',
] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

/** The same codes in lower case, as the market-data API takes them (`?currency=gbp`). */
export const lowerCurrencyCodes = currencyCodes.map((code) => code.toLowerCase()) as unknown as readonly [
  Lowercase<CurrencyCode>,
  ...Lowercase<CurrencyCode>[],
];

/** The currency every price is stored in; the others are counted from it with the day's rate. */
export const BASE_CURRENCY: CurrencyCode = 'USD';

/** English names, for selects and sentences ('in British pounds'). */
export const currencyNames: Record<CurrencyCode, string> = {
  USD: 'US dollar',
  EUR: 'Euro',
  GBP: 'British pound',
  CAD: 'Canadian dollar',
  AUD: 'Australian dollar',
  JPY: 'Japanese yen',
  CHF: 'Swiss franc',
  MXN: 'Mexican peso',
  BRL: 'Brazilian real',
  INR: 'Indian rupee',
  ZAR: 'South African rand',
  KRW: 'South Korean won',
  SEK: 'Swedish krona',
  NZD: 'New Zealand dollar',
  CNY: 'Chinese yuan',
  CZK: 'Czech koruna',
  DKK: 'Danish krone',
  HKD: 'Hong Kong dollar',
  HUF: 'Hungarian forint',
  IDR: 'Indonesian rupiah',
  MYR: 'Malaysian ringgit',
  NOK: 'Norwegian krone',
  PHP: 'Philippine peso',
  PLN: 'Polish zloty',
  RON: 'Romanian leu',
  SGD: 'Singapore dollar',
  THB: 'Thai baht',
  TRY: 'Turkish lira',
};

/** 'GBP' for 'gbp' or 'GBP'; null for anything not in the list. */
export function toCurrencyCode(value: string): CurrencyCode | null {
  const upper = value.trim().toUpperCase();
  return (currencyCodes as readonly string[]).includes(upper) ? (upper as CurrencyCode) : null;
}

/** 'British pound (GBP)': the label a select shows. */
export const currencyLabel = (code: CurrencyCode) => `${currencyNames[code]} (${code})`;
