/**
 * The part of the market-data contract the price card needs, without zod: the currencies and the
 * messages. ./price holds the zod schemas (bitcoinPriceSchema is the contract, which the browser
 * checks answers and its stored copy against through client/src/api) and re-exports these.
 */

import { lowerCurrencyCodes } from '../domain/fx-currencies';

/** Every currency the market data is offered in, lower case (the list is shared/domain/fx-currencies.ts). */
export const priceCurrencies = lowerCurrencyCodes;
export type PriceCurrency = (typeof priceCurrencies)[number];

export const bitcoinMessages = {
  currency: `Currency must be one of ${lowerCurrencyCodes.join(', ')}`,
  days: 'days must be a whole number from 1 to 10000',
  from: 'from must be a date in the form YYYY-MM-DD',
  to: 'to must be a date in the form YYYY-MM-DD',
  fromAfterTo: 'from must be on or before to',
  daysWithFrom: 'Use either days or from, not both',
  // The API's error when it has no price at all (the price card words its own texts: message
  // catalogues, market.*).
  fetchFailed: 'Failed to fetch Bitcoin price',
} as const;
