import type { CurrencyCode } from './fx-currencies';
import { BASE_CURRENCY } from './fx-currencies';

/**
 * The last row of the bundled rates (server/data/usd-rates.csv, calculated from the ECB's euro
 * reference rates; decision 059): units of each currency per US dollar on its last business day.
 * The browser has no rate table, so amounts set in US dollars elsewhere (the wizard's starting
 * amounts, the treasury's default goal; issue 46) are shown in the learner's currency at this
 * rate, said as converted. A test holds it to the file's last row: a newer file fails it until
 * this copy follows.
 */
export const LATEST_USD_RATES = {
  date: '2026-04-13',
  rates: {
    EUR: 0.855871,
    GBP: 0.745104,
    CAD: 1.38454,
    AUD: 1.4216,
    JPY: 159.834,
    CHF: 0.790996,
    MXN: 17.3916,
    BRL: 5.02739,
    INR: 93.3302,
    KRW: 1489.95,
    ZAR: 16.591,
    SEK: 9.32215,
    NZD: 1.71868,
    CNY: 6.83216,
    CZK: 20.8644,
    DKK: 6.39567,
    HKD: 7.83182,
    HUF: 314.019,
    IDR: 17187.6,
    MYR: 3.97501,
    NOK: 9.49846,
    PHP: 60.2157,
    PLN: 3.64113,
    RON: 4.3581,
    SGD: 1.27628,
    THB: 32.2903,
    TRY: 44.7174,
  },
} as const satisfies { date: string; rates: Record<Exclude<CurrencyCode, 'USD'>, number> };

/** Units of `currency` per US dollar at the latest bundled rate (1 for USD). */
export function latestUsdRate(currency: CurrencyCode): number {
  return currency === 'USD' ? 1 : LATEST_USD_RATES.rates[currency];
}

/**
 * `value` rounded to `digits` significant figures, half away from zero, and to no more decimals
 * than `decimals` (a currency's own): 855.871 -> 860, 159.834 -> 160, 0.855871 -> 0.86.
 */
export function roundSignificant(value: number, digits: number, decimals: number): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  const places = Math.min(decimals, digits - 1 - magnitude);
  const factor = 10 ** places;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
  return Number(rounded.toFixed(Math.max(0, places)));
}

/**
 * A US-dollar amount in `currency` at the latest bundled rate, rounded to two significant figures
 * within the currency's decimals: $1,000 is €860, ¥160,000, £750. US dollars stay as they are.
 */
export function convertedFromUsd(usd: number, currency: CurrencyCode, currencyDecimals: number): number {
  if (currency === BASE_CURRENCY) return usd;
  return roundSignificant(usd * latestUsdRate(currency), 2, currencyDecimals);
}
