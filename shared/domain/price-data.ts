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
