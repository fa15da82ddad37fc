/**
 * Where the bundled historical prices come from (server/data/README.md): the attribution line
 * shown with historical prices and on the About page.
 */
export const PRICE_DATA_ATTRIBUTION =
  'Historical prices: public daily-close market data, 2010-07-18 to 2026-08-22; 2010-07-18 to 2014-02-28 from Coin Metrics Community Data (CC BY-NC 4.0) with Federal Reserve H.10 EUR/USD rates.';

/** The last day the bundled file holds; later days come from the live provider. */
export const PRICE_DATA_LAST_BUNDLED_DAY = '2026-08-22';

export const PRICE_DATA_LICENCE_NOTE =
  'Coin Metrics publishes its community data under CC BY-NC 4.0 (non-commercial use, with attribution).';

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
