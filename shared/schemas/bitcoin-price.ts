import type { BitcoinPrice } from './price';

/**
 * The part of the market-data contract the price card needs, without zod: the currencies, the
 * messages, and a check of a price answer (parseBitcoinPrice) that the landing page and the app
 * run without loading zod. ./price holds the zod schemas (bitcoinPriceSchema is the contract) and
 * re-exports these; bitcoin-price.test.ts holds parseBitcoinPrice to the schema on random inputs.
 */

export const priceCurrencies = ['usd', 'eur'] as const;
export type PriceCurrency = (typeof priceCurrencies)[number];

export const bitcoinMessages = {
  currency: 'Currency must be usd or eur',
  days: 'days must be a whole number from 1 to 10000',
  from: 'from must be a date in the form YYYY-MM-DD',
  to: 'to must be a date in the form YYYY-MM-DD',
  fromAfterTo: 'from must be on or before to',
  daysWithFrom: 'Use either days or from, not both',
  // The price card's user-facing texts, kept here so client and server agree.
  fetchFailed: 'Failed to fetch Bitcoin price',
  noCachedOffline: 'No cached data available offline',
  usingCached: 'Using cached data',
  unableToLoad: 'Unable to load Bitcoin price',
  cardUnavailable: 'Unable to fetch live Bitcoin price data. API service may be temporarily unavailable.',
  showingCached: 'Showing cached data - live updates temporarily unavailable',
  dataUnavailable: 'Data Unavailable',
} as const;

export class InvalidBitcoinPriceError extends Error {
  constructor(field: string) {
    super(`Invalid Bitcoin price data: ${field}`);
    this.name = 'InvalidBitcoinPriceError';
  }
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isCurrency = (value: unknown): value is PriceCurrency => priceCurrencies.some((currency) => currency === value);

function invalid(field: string): never {
  throw new InvalidBitcoinPriceError(field);
}

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isString = (value: unknown): value is string => typeof value === 'string';

/** The optional keys: as zod does, one given as undefined stays, an absent one stays absent. */
function optionalKeys(input: Record<string, unknown>): Pick<BitcoinPrice, 'isFallback' | 'message' | 'cached'> {
  const { isFallback, message, cached } = input;
  if (isFallback !== undefined && !isBoolean(isFallback)) invalid('isFallback');
  if (message !== undefined && !isString(message)) invalid('message');
  if (cached !== undefined && !isBoolean(cached)) invalid('cached');
  return {
    ...('isFallback' in input ? { isFallback } : {}),
    ...('message' in input ? { message } : {}),
    ...('cached' in input ? { cached } : {}),
  };
}

/**
 * A price answer checked as bitcoinPriceSchema.parse checks it (unknown keys left out); throws
 * InvalidBitcoinPriceError naming the first field that does not fit.
 */
export function parseBitcoinPrice(value: unknown): BitcoinPrice {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) invalid('body');
  const input = value as Record<string, unknown>;
  const { price, change24h, marketCap, volume24h, lastUpdated, currency } = input;
  if (!isNumber(price)) invalid('price');
  if (change24h !== null && !isNumber(change24h)) invalid('change24h');
  if (!isNumber(marketCap)) invalid('marketCap');
  if (volume24h !== null && !isNumber(volume24h)) invalid('volume24h');
  if (!isString(lastUpdated)) invalid('lastUpdated');
  if (!isCurrency(currency)) invalid('currency');
  // The optional keys are checked after the required ones: the first field that does not fit is named.
  return { price, change24h, marketCap, volume24h, lastUpdated, currency, ...optionalKeys(input) };
}
