/**
 * Where the bundled historical prices come from (server/data/README.md): the attribution shown
 * with historical prices (the calculator's data note, a shared result, the Terms).
 */

/** The first day with a price: the Bitstamp series starts here (issue 46). */
export const PRICE_DATA_FIRST_DAY = '2012-01-01';

/** The last day the bundled file holds; later days come from the live provider. */
export const PRICE_DATA_LAST_BUNDLED_DAY = '2026-08-21';

/**
 * The last ECB business day of the bundled exchange rates (server/data/usd-rates.csv): prices in
 * any currency but USD can be counted up to it (decision 059).
 */
export const FX_RATES_LAST_DAY = '2026-04-13';

/** The data set the closes are reduced from, and its licence, linked wherever they are credited. */
export const PRICE_DATA_SOURCE = {
  title: 'Bitcoin Historical Data',
  url: 'https://www.kaggle.com/datasets/mczielinski/bitcoin-historical-data',
} as const;
export const PRICE_DATA_LICENCE = {
  name: 'CC BY-SA 4.0',
  url: 'https://creativecommons.org/licenses/by-sa/4.0/',
} as const;

export const PRICE_DATA_ATTRIBUTION = `Historical prices from ${PRICE_DATA_FIRST_DAY} to ${PRICE_DATA_LAST_BUNDLED_DAY}: Bitstamp BTC/USD, from '${PRICE_DATA_SOURCE.title}' by Zielak (mczielinski), Kaggle, ${PRICE_DATA_LICENCE.name} (creativecommons.org/licenses/by-sa/4.0); reduced to one close per UTC day. Prices in other currencies to ${FX_RATES_LAST_DAY}: that close times the day's rate calculated from the euro foreign exchange reference rates of the European Central Bank (source: ECB statistics; a calculated rate, not an ECB rate).`;

export const PRICE_DATA_LICENCE_NOTE = `The bundled daily closes are shared under ${PRICE_DATA_LICENCE.name}: anyone may reuse them, also commercially, if they credit the source, say what was changed and share what they make from them under the same licence.`;

/** Who supplies the live prices, and the credit it asks for wherever its data is shown. */
export interface PriceProviderCredit {
  /** 'CoinGecko', or the host of a provider Arkad does not know ('prices.example.net'). */
  name: string;
  /** The attribution as the provider asks for it ('Price data by CoinGecko'); it contains the name. */
  attribution: string;
  /** The page the name links to; null for a provider Arkad does not know (its API host may be internal). */
  url: string | null;
}

/**
 * CoinGecko's attribution guide (brand.coingecko.com/resources/attribution-guide) asks for one of a
 * few texts, 'Price data by CoinGecko' among them, linked to its site, near the data.
 */
const COINGECKO: PriceProviderCredit = {
  name: 'CoinGecko',
  attribution: 'Price data by CoinGecko',
  url: 'https://www.coingecko.com',
};

/**
 * The credit for the provider at the configured PRICE_API_URL: CoinGecko for its hosts
 * (api.coingecko.com, pro-api.coingecko.com), otherwise the API's host by name, with no link.
 */
export function priceProviderCredit(apiUrl: string): PriceProviderCredit {
  let host: string;
  try {
    host = new URL(apiUrl).hostname.toLowerCase();
  } catch {
    return {
      name: 'the configured market-data provider',
      attribution: 'Price data from the configured market-data provider',
      url: null,
    };
  }
  if (host === 'coingecko.com' || host.endsWith('.coingecko.com')) return COINGECKO;
  return { name: host, attribution: `Price data from ${host}`, url: null };
}
