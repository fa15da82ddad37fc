/**
 * The rate rule (decision 059): a price in currency X on day d is the USD close of d times the
 * units of X per US dollar of the latest ECB business day on or before d, when that day is at most
 * MAX_RATE_AGE_DAYS old. Older, or after the last row, the rate is missing and so is the price:
 * nothing is interpolated and no rate is carried further. Weekends use Friday's rate; Easter
 * (Good Friday to Easter Monday) uses Thursday's, 4 days at most.
 *
 * Pure: the table is parsed from the CSV text the caller read (server/data/usd-rates.csv).
 */
import { dayNumber, isoDayFromNumber } from './dates';
import { BASE_CURRENCY, currencyCodes, type CurrencyCode } from './fx-currencies';

/** How many days a business day's rate may be carried (Thursday to Monday at Easter). */
export const MAX_RATE_AGE_DAYS = 4;

export interface RateTable {
  /** Business days with rates, as day numbers, ascending. */
  days: Int32Array;
  /** Units of each currency per US dollar, one value per entry of `days`. */
  rates: ReadonlyMap<CurrencyCode, Float64Array>;
}

/**
 * Reads 'date,EUR,GBP,...' (units per USD). Throws on a malformed file: the bundled file is part
 * of the build, so a bad one must stop the start, not show wrong prices.
 */
export function parseRateTable(text: string): RateTable {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = (lines[0] ?? '').split(',').map((cell) => cell.trim());
  if (header[0] !== 'date') throw new Error('Rates CSV must start with a date column');
  const codes = header.slice(1).map((code) => {
    if (!(currencyCodes as readonly string[]).includes(code) || code === BASE_CURRENCY)
      throw new Error(`Rates CSV has an unknown currency column: ${code}`);
    return code as CurrencyCode;
  });
  const body = lines.slice(1);
  const days = new Int32Array(body.length);
  const columns = codes.map(() => new Float64Array(body.length));
  body.forEach((line, row) => {
    const cells = line.split(',');
    const day = dayNumber(cells[0]?.trim() ?? '');
    if (!Number.isFinite(day) || (row > 0 && day <= (days[row - 1] ?? 0)))
      throw new Error(`Rates CSV row ${row + 2}: dates must be valid and ascending`);
    days[row] = day;
    codes.forEach((_, column) => {
      const value = Number(cells[column + 1]);
      if (!(value > 0) || !Number.isFinite(value)) throw new Error(`Rates CSV row ${row + 2}: bad ${codes[column]}`);
      (columns[column] as Float64Array)[row] = value;
    });
  });
  return { days, rates: new Map(codes.map((code, column) => [code, columns[column] as Float64Array])) };
}

/** Index of the latest business day on or before `day`, or -1. */
function latestRowOnOrBefore(days: Int32Array, day: number): number {
  let low = 0;
  let high = days.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if ((days[mid] as number) <= day) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/**
 * Units of `currency` per US dollar on `isoDay` by the rule above; 1 for USD; null when missing
 * (no business day within MAX_RATE_AGE_DAYS before, after the last row, or a currency the table
 * does not have).
 */
export function rateOn(table: RateTable, currency: CurrencyCode, isoDay: string): number | null {
  if (currency === BASE_CURRENCY) return 1;
  const column = table.rates.get(currency);
  const day = dayNumber(isoDay);
  if (!column || !Number.isFinite(day)) return null;
  const row = latestRowOnOrBefore(table.days, day);
  if (row < 0) return null;
  const lastRow = table.days.length - 1;
  if (day > (table.days[lastRow] as number)) return null;
  if (day - (table.days[row] as number) > MAX_RATE_AGE_DAYS) return null;
  return column[row] ?? null;
}

/**
 * The last calendar day a price can be counted in `currency`: the table's last business day (days
 * after it have no rate, whatever their distance); null for USD (no limit) or an empty table.
 */
export function lastCountableDay(table: RateTable, currency: CurrencyCode): string | null {
  if (currency === BASE_CURRENCY || table.days.length === 0) return null;
  return isoDayFromNumber(table.days[table.days.length - 1] as number);
}

/** A USD amount in another currency, to the cent (half away from zero). */
export function convertUsd(usd: number, rate: number): number {
  const value = usd * rate;
  return (Math.sign(value) * Math.round(Math.abs(value) * 100 + 1e-9)) / 100;
}

/**
 * One rate per calendar day from `firstDay` to the table's last business day, NaN where the rule
 * says missing: the in-memory series the server keeps per currency (8 bytes a day).
 */
export function dailyRateSeries(
  table: RateTable,
  currency: CurrencyCode,
  firstDay: string,
): { first: number; rates: Float64Array } {
  const first = dayNumber(firstDay);
  const lastDay = table.days.length === 0 ? first - 1 : (table.days[table.days.length - 1] as number);
  const rates = new Float64Array(Math.max(0, lastDay - first + 1));
  for (let i = 0; i < rates.length; i += 1) rates[i] = rateOn(table, currency, isoDayFromNumber(first + i)) ?? NaN;
  return { first, rates };
}

/**
 * Daily USD closes in `currency`: each close times its day's rate, to the cent; a day without a
 * rate is left out (never filled). USD returns the points as they are.
 */
export function convertCloses<T extends { date: string; price: number }>(
  points: readonly T[],
  table: RateTable,
  currency: CurrencyCode,
): T[] {
  if (currency === BASE_CURRENCY) return [...points];
  const out: T[] = [];
  for (const point of points) {
    const rate = rateOn(table, currency, point.date);
    if (rate !== null) out.push({ ...point, price: convertUsd(point.price, rate) });
  }
  return out;
}
