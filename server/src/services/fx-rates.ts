import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dayNumber, isoDayFromNumber } from '@shared/domain/dates';
import { BASE_CURRENCY, toCurrencyCode, type CurrencyCode } from '@shared/domain/fx-currencies';
import { convertUsd, dailyRateSeries, lastCountableDay, parseRateTable, type RateTable } from '@shared/domain/fx-rates';
import type { PriceCurrency } from '@shared/schemas/price';
import { dataAssetsDir } from '../lib/project-paths';

/**
 * Prices in every currency but USD are counted from the stored USD closes with the bundled rates
 * (server/data/usd-rates.csv, calculated from the ECB's euro reference rates; decision 059). The
 * table is read once when the services are built. Each currency's daily rate series (one
 * Float64Array value a calendar day from the first price day to the last rate day, NaN where the
 * rule says missing) is derived on its first use and kept: at most one per listed currency, about
 * 43 KB each (26 currencies: about 1.1 MB), measured by `npm run bench`.
 */

export const RATES_CSV_PATH = path.join(dataAssetsDir, 'usd-rates.csv');
/** The first day of the bundled price history: no series needs a rate before it. */
export const FIRST_PRICE_DAY = '2012-01-01';

/** What a price counted from USD says about its rate (shown beside the price). */
export interface RateUsed {
  /** Units of the currency per US dollar. */
  rate: number;
  /** The ECB business day the rate is from. */
  rateDate: string;
}

export function createFxRates(table: RateTable) {
  const series = new Map<CurrencyCode, { first: number; rates: Float64Array }>();
  const code = (currency: PriceCurrency) => toCurrencyCode(currency) ?? BASE_CURRENCY;

  function seriesOf(currency: CurrencyCode) {
    let kept = series.get(currency);
    if (!kept) {
      kept = dailyRateSeries(table, currency, FIRST_PRICE_DAY);
      series.set(currency, kept);
    }
    return kept;
  }

  /** The rule's rate on a day (1 for USD), or null when missing. */
  function rateOnDay(currency: PriceCurrency, isoDay: string): number | null {
    const c = code(currency);
    if (c === BASE_CURRENCY) return 1;
    const { first, rates } = seriesOf(c);
    const value = rates[dayNumber(isoDay) - first];
    return value === undefined || Number.isNaN(value) ? null : value;
  }

  return {
    rateOnDay,

    /** USD closes in `currency`, to the cent; days without a rate left out. */
    convert<T extends { date: string; price: number }>(points: T[], currency: PriceCurrency): T[] {
      if (code(currency) === BASE_CURRENCY) return points;
      const out: T[] = [];
      for (const point of points) {
        const rate = rateOnDay(currency, point.date);
        if (rate !== null) out.push({ ...point, price: convertUsd(point.price, rate) });
      }
      return out;
    },

    /** The last day a price can be counted in `currency` (null for USD: no limit). */
    countableUntil(currency: PriceCurrency): string | null {
      return lastCountableDay(table, code(currency));
    },

    /**
     * The newest rate the file has, whatever its age: for a live quote the provider has no figure
     * for (labelled with its date). Null for USD.
     */
    latestRate(currency: PriceCurrency): RateUsed | null {
      const c = code(currency);
      const column = table.rates.get(c);
      const last = table.days.length - 1;
      if (c === BASE_CURRENCY || !column || last < 0) return null;
      return { rate: column[last] as number, rateDate: isoDayFromNumber(table.days[last] as number) };
    },

    /** Bytes held by the derived series now, and how many currencies they are for. */
    memory(): { currencies: number; bytes: number } {
      let bytes = 0;
      for (const { rates } of series.values()) bytes += rates.byteLength;
      return { currencies: series.size, bytes };
    },
  };
}

export type FxRates = ReturnType<typeof createFxRates>;

let bundled: RateTable | null = null;

/** The bundled table, read and parsed once per process (at start, never in a request). */
export function loadFxRates(csvPath: string = RATES_CSV_PATH): FxRates {
  if (csvPath !== RATES_CSV_PATH) return createFxRates(parseRateTable(readFileSync(csvPath, 'utf8')));
  bundled ??= parseRateTable(readFileSync(csvPath, 'utf8'));
  return createFxRates(bundled);
}
