import type { DcaTimeframe } from '../schemas/dca';
import type { HistoricalQueryInput, PriceCurrency } from '../schemas/price';
import { dayNumber, isoDayFromNumber } from './dates';

/**
 * The price window of a DCA calculation: the last 90/180/365/730/1460/1825 days up to the end day
 * ('3months' ... '5years'), everything up to it ('all', since 2012), or from a custom start date.
 * The end day is the request's endDate, or the series' last day. When the series is shorter than
 * the timeframe, the window is what the series has.
 */

const TIMEFRAME_DAYS: Record<Exclude<DcaTimeframe, 'all' | 'custom'>, number> = {
  '3months': 90,
  '6months': 180,
  '1year': 365,
  '2years': 730,
  '4years': 1460,
  '5years': 1825,
};

/** The first day before any price data: 'since 2012' asks for everything from here. */
const BEFORE_ALL_DATA = '2009-01-03';

/** A series of daily closes, oldest first, with its days parsed once into day numbers. */
export interface PriceSeries {
  /** Days since 1970-01-01, strictly ascending. */
  days: number[];
  dates: string[];
  prices: number[];
}

/**
 * First day of the price window a calculation uses, given its last day; null means the whole
 * series. The server loads this range; a client can ask for it with historicalQueryFor.
 */
export function dcaWindowStart(
  input: { timeframe: DcaTimeframe; startDate?: string | undefined },
  lastDate: string,
): string | null {
  if (input.timeframe === 'all') return null;
  if (input.timeframe === 'custom') return input.startDate ?? null;
  return isoDayFromNumber(dayNumber(lastDate) - (TIMEFRAME_DAYS[input.timeframe] - 1));
}

/** The GET /api/bitcoin/historical query that returns the series a calculation needs. */
export function historicalQueryFor(input: {
  timeframe: DcaTimeframe;
  startDate?: string | undefined;
  currency?: PriceCurrency | undefined;
}): HistoricalQueryInput {
  const currency = input.currency ?? 'usd';
  if (input.timeframe === 'all') return { from: BEFORE_ALL_DATA, currency };
  if (input.timeframe === 'custom') return { from: input.startDate, currency };
  return { days: TIMEFRAME_DAYS[input.timeframe], currency };
}

/** Index of the first point on or after `day`, or days.length if none. */
function firstIndexFrom(days: readonly number[], day: number): number {
  let low = 0;
  let high = days.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((days[mid] as number) < day) low = mid + 1;
    else high = mid;
  }
  return low;
}

export interface DcaWindow {
  /** Index of the window's first and last point in the series (both inclusive). */
  startIndex: number;
  endIndex: number;
  firstDay: number;
  lastDay: number;
  /** lastDay - firstDay + 1. */
  days: number;
}

/**
 * The window for a request on a series: it ends at the last stored day on or before `endDay`
 * (default the series' last day) and starts at the first stored day on or after the timeframe's
 * start. Null when no stored day falls in it.
 */
export function dcaWindow(
  series: PriceSeries,
  input: { timeframe: DcaTimeframe; startDate?: string | undefined },
  endDay: number,
): DcaWindow | null {
  const endIndex = firstIndexFrom(series.days, endDay + 1) - 1;
  if (endIndex < 0) return null;
  const lastDay = series.days[endIndex] as number;
  const start = dcaWindowStart(input, isoDayFromNumber(endDay));
  const startIndex = start === null ? 0 : firstIndexFrom(series.days, dayNumber(start));
  if (startIndex > endIndex) return null;
  const firstDay = series.days[startIndex] as number;
  return { startIndex, endIndex, firstDay, lastDay, days: lastDay - firstDay + 1 };
}
