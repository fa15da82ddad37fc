import type { DcaFrequency } from '../schemas/dca';
import { dayNumber, isoDayFromNumber } from './dates';
import { FREQUENCY_STEP_DAYS } from './dca-purchases';
import type { PriceSeries } from './dca-window';
import { PRICE_DATA_FIRST_DAY } from './price-data';

/**
 * Win rate across start dates (issue 27, point 4; docs/decisions/043-win-rate-conventions.md):
 * the same DCA plan (a length of 1, 2, 4 or 8 years, a frequency, a fee) started on every stored
 * day since the first stored close (2012-01-01), each run exactly as the calculator would run it with that custom start
 * and an end date length x 365 days later, less one day (so a window holds 365, 730, 1460 or 2920
 * days, as the calculator's '1 year' ... '4 years' timeframes do).
 *
 * - A start day counts once, and only when its whole window lies inside the stored days; a start
 *   too late for its window to end by the last stored day is left out.
 * - A plan 'wins' when it ended above its total cost: value at the last close > money put in
 *   (fees included), the calculator's return above 0.
 * - Each month of the heatmap shows the median ending return of the start days in that month.
 *
 * The ending return does not depend on the amount: with purchases at closes p_1 .. p_n, a fee
 * rate f and the last close P, return = ((1 - f) x P x sum(1 / p_k) / n - 1) x 100. The sums
 * come from suffix sums over calendar days, one per stride (the frequency's step), each price
 * being the close the calculator would buy at on that day (the day's, or the next stored day's
 * when it is missing): O(1) a start day after O(days) preparation.
 */

export const WIN_RATE_YEARS = [1, 2, 4, 8] as const;
export type WinRateYears = (typeof WIN_RATE_YEARS)[number];

/** A plan year is 365 days, as in the calculator's timeframes. */
export const DAYS_PER_PLAN_YEAR = 365;

/**
 * An ending return closer to 0 than this (percent) is rounding, not a gain or a loss: the plan
 * ended at its cost, which is not a win (flat prices must not win by a last-bit error).
 */
export const AT_COST_PERCENT = 1e-9;

/** The first start day counted (the first stored close). */
export const WIN_RATE_FIRST_START = PRICE_DATA_FIRST_DAY;

export interface WinRatePlan {
  years: WinRateYears;
  frequency: DcaFrequency;
  /** The fee taken from each purchase, in percent (the calculator's fee input). */
  feePercent: number;
}

export interface WinRateStart {
  /** The start day, 'YYYY-MM-DD'. */
  date: string;
  /** The plan's ending return, percent of the money put in. */
  returnPercent: number;
}

export interface WinRateMonth {
  /** 'YYYY-MM'. */
  month: string;
  /** Start days counted in the month. */
  starts: number;
  /** Of them, those that ended above their total cost. */
  wins: number;
  /** The median of their ending returns (the mean of the middle two for an even count). */
  medianReturnPercent: number;
}

export interface WinRate {
  plan: WinRatePlan;
  /** Start days counted, and those that ended above their total cost. */
  starts: number;
  wins: number;
  /** wins / starts x 100. */
  winRatePercent: number;
  firstStart: string;
  lastStart: string;
  /** The last day of the last start's window. */
  lastEnd: string;
  best: WinRateStart;
  worst: WinRateStart;
  /** Oldest first; months with no counted start day are absent. */
  months: WinRateMonth[];
}

/** Per calendar day from the first stored day: the index of the stored day on or after it, and on or before it. */
function calendarIndexes(days: readonly number[]): { next: Int32Array; previous: Int32Array } {
  const first = days[0] as number;
  const size = (days[days.length - 1] as number) - first + 1;
  const next = new Int32Array(size);
  const previous = new Int32Array(size);
  let i = 0;
  for (let c = 0; c < size; c++) {
    while ((days[i] as number) - first < c) i += 1;
    next[c] = i;
    previous[c] = (days[i] as number) - first === c ? i : i - 1;
  }
  return { next, previous };
}

/**
 * suffix[c] = sum of 1 / price over calendar days c, c + step, c + 2 step, ... (the price the
 * calculator buys at on that day); zero past the end. Suffix sums keep the late windows' small
 * terms away from the early years' large ones.
 */
function strideSuffix(prices: readonly number[], next: Int32Array, step: number): Float64Array {
  const size = next.length;
  const suffix = new Float64Array(size + step);
  for (let c = size - 1; c >= 0; c--) {
    suffix[c] = 1 / (prices[next[c] as number] as number) + (suffix[c + step] as number);
  }
  return suffix;
}

/** The ending return of every start day with a full window: start indexes in the series, and returns. */
export function startDayReturns(
  series: PriceSeries,
  plan: WinRatePlan,
): { startIndexes: Int32Array; returns: Float64Array } {
  const { days, prices } = series;
  if (days.length === 0) return { startIndexes: new Int32Array(0), returns: new Float64Array(0) };
  const first = days[0] as number;
  const last = days[days.length - 1] as number;
  const length = plan.years * DAYS_PER_PLAN_YEAR;
  const step = FREQUENCY_STEP_DAYS[plan.frequency];
  const keep = 1 - plan.feePercent / 100;
  const { next, previous } = calendarIndexes(days);
  const suffix = strideSuffix(prices, next, step);

  const earliest = Math.max(first, dayNumber(WIN_RATE_FIRST_START));
  const startIndexes: number[] = [];
  const returns: number[] = [];
  for (let i = next[earliest - first] ?? days.length; i < days.length; i++) {
    const firstDay = days[i] as number;
    const nominalEnd = firstDay + length - 1;
    if (nominalEnd > last) break;
    const endIndex = previous[nominalEnd - first] as number;
    const periods = Math.floor(((days[endIndex] as number) - firstDay + 1) / step);
    const c = firstDay - first;
    const sum = (suffix[c] as number) - (suffix[c + periods * step] as number);
    startIndexes.push(i);
    const value = ((keep * (prices[endIndex] as number) * sum) / periods - 1) * 100;
    returns.push(Math.abs(value) < AT_COST_PERCENT ? 0 : value);
  }
  return { startIndexes: Int32Array.from(startIndexes), returns: Float64Array.from(returns) };
}

function median(values: number[]): number {
  values.sort((a, b) => a - b);
  const middle = values.length >> 1;
  return values.length % 2 === 1
    ? (values[middle] as number)
    : ((values[middle - 1] as number) + (values[middle] as number)) / 2;
}

/** The start days grouped by month: counts, wins and median return. */
function byMonth(dates: readonly string[], startIndexes: Int32Array, returns: Float64Array): WinRateMonth[] {
  const months: WinRateMonth[] = [];
  let bucket: number[] = [];
  let month = '';
  let wins = 0;
  const close = () => {
    if (bucket.length > 0) months.push({ month, starts: bucket.length, wins, medianReturnPercent: median(bucket) });
  };
  for (let k = 0; k < returns.length; k++) {
    const value = returns[k] as number;
    const startMonth = (dates[startIndexes[k] as number] as string).slice(0, 7);
    if (startMonth !== month) {
      close();
      bucket = [];
      wins = 0;
      month = startMonth;
    }
    bucket.push(value);
    if (value > 0) wins += 1;
  }
  close();
  return months;
}

/** The win rate of a plan over every start day with a full window; null when none has one. */
export function winRate(series: PriceSeries, plan: WinRatePlan): WinRate | null {
  const { startIndexes, returns } = startDayReturns(series, plan);
  const count = returns.length;
  if (count === 0) return null;
  let wins = 0;
  let best = 0;
  let worst = 0;
  for (let k = 0; k < count; k++) {
    const value = returns[k] as number;
    if (value > 0) wins += 1;
    if (value > (returns[best] as number)) best = k;
    if (value < (returns[worst] as number)) worst = k;
  }
  const dateAt = (k: number) => series.dates[startIndexes[k] as number] as string;
  const lastStartDay = series.days[startIndexes[count - 1] as number] as number;
  return {
    plan,
    starts: count,
    wins,
    winRatePercent: (wins / count) * 100,
    firstStart: dateAt(0),
    lastStart: dateAt(count - 1),
    lastEnd: isoDayFromNumber(lastStartDay + plan.years * DAYS_PER_PLAN_YEAR - 1),
    best: { date: dateAt(best), returnPercent: returns[best] as number },
    worst: { date: dateAt(worst), returnPercent: returns[worst] as number },
    months: byMonth(series.dates, startIndexes, returns),
  };
}

/** The plan length (of 1, 2, 4, 8 years) nearest a window of `days` days; the shorter on a tie. */
export function nearestPlanYears(days: number): WinRateYears {
  let nearest: WinRateYears = WIN_RATE_YEARS[0];
  for (const years of WIN_RATE_YEARS) {
    if (Math.abs(years * DAYS_PER_PLAN_YEAR - days) < Math.abs(nearest * DAYS_PER_PLAN_YEAR - days)) nearest = years;
  }
  return nearest;
}
