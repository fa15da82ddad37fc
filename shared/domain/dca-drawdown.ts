import type { DcaResult } from '../schemas/dca';

/**
 * Max drawdown: the largest fall of the portfolio's daily value from an earlier peak, as a
 * percentage of that peak. peak_t = the highest value on any day up to t; drawdown_t =
 * (peak_t - value_t) / peak_t; the max drawdown is the largest drawdown_t. Its peak is the day
 * that peak was reached (the first day at it); it has recovered on the first later day the value
 * is back at or above that peak. Money added counts in the value, as it does in the learner's
 * balance.
 *
 * Longest under water: the longest run of days the value was below the money put in.
 */

/** Relative tolerance for float noise when comparing a value with a peak or the money put in. */
const RELATIVE_EPSILON = 1e-9;

/** `dates[offset + i]` is the day of `values[i]` (the window's place in the series: no copy of it). */
export function maxDrawdown(dates: readonly string[], values: ArrayLike<number>, offset = 0): DcaResult['maxDrawdown'] {
  let peak = 0;
  let peakAt = -1;
  let worst = { fraction: 0, peakAt: -1, peakValue: 0, troughAt: -1, troughValue: 0 };
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as number;
    if (value > peak) {
      peak = value;
      peakAt = i;
      continue;
    }
    const fraction = (peak - value) / peak;
    if (fraction > worst.fraction + RELATIVE_EPSILON) {
      worst = { fraction, peakAt, peakValue: peak, troughAt: i, troughValue: value };
    }
  }
  if (worst.troughAt < 0) return null;
  let recoveryDate: string | null = null;
  for (let i = worst.troughAt + 1; i < values.length; i++) {
    if ((values[i] as number) >= worst.peakValue * (1 - RELATIVE_EPSILON)) {
      recoveryDate = dates[offset + i] as string;
      break;
    }
  }
  return {
    percent: worst.fraction * 100,
    peakDate: dates[offset + worst.peakAt] as string,
    peakValue: worst.peakValue,
    troughDate: dates[offset + worst.troughAt] as string,
    troughValue: worst.troughValue,
    recoveryDate,
  };
}

/**
 * `days` are the day numbers of the points (a run's length counts calendar days); `days[offset + i]`
 * and `dates[offset + i]` are the day of `values[i]` and `invested[i]`.
 */
export function longestUnderwater(
  days: readonly number[],
  dates: readonly string[],
  values: ArrayLike<number>,
  invested: ArrayLike<number>,
  offset = 0,
): DcaResult['longestUnderwater'] {
  let best: { days: number; start: number; end: number; recovered: boolean } | null = null;
  let runStart = -1;
  const n = values.length;
  for (let i = 0; i <= n; i++) {
    const under = i < n && (values[i] as number) < (invested[i] as number) * (1 - RELATIVE_EPSILON);
    if (under && runStart < 0) runStart = i;
    if (!under && runStart >= 0) {
      const length = (days[offset + i - 1] as number) - (days[offset + runStart] as number) + 1;
      if (!best || length > best.days) best = { days: length, start: runStart, end: i - 1, recovered: i < n };
      runStart = -1;
    }
  }
  return best
    ? {
        days: best.days,
        startDate: dates[offset + best.start] as string,
        endDate: dates[offset + best.end] as string,
        recovered: best.recovered,
      }
    : null;
}
