import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dcaFrequencies, dcaRequestSchema, type DcaFrequency } from '../schemas/dca';
import type { PricePoint } from '../schemas/price';
import { dayNumber, isoDayFromNumber } from './dates';
import { calculateDca, priceSeries } from './dca';
import type { PriceSeries } from './dca-window';
import {
  AT_COST_PERCENT,
  DAYS_PER_PLAN_YEAR,
  nearestPlanYears,
  startDayReturns,
  winRate,
  type WinRatePlan,
  type WinRateYears,
  WIN_RATE_FIRST_START,
} from './win-rate';

/** Daily points from `start`, one a day, leaving out the days at `missing` (offsets). */
function points(start: string, prices: readonly number[], missing: readonly number[] = []): PricePoint[] {
  const first = dayNumber(start);
  return prices.flatMap((price, i) => (missing.includes(i) ? [] : [{ date: isoDayFromNumber(first + i), price }]));
}

/** The calculator's own return for one start day: a custom start, the end `years` x 365 days later less one. */
function calculatorReturn(series: PriceSeries, start: string, plan: WinRatePlan): number {
  const request = dcaRequestSchema.parse({
    amount: 100,
    frequency: plan.frequency,
    timeframe: 'custom',
    startDate: start,
    endDate: isoDayFromNumber(dayNumber(start) + plan.years * DAYS_PER_PLAN_YEAR - 1),
    feePercent: plan.feePercent,
  });
  return calculateDca(series, request).dcaReturnPercent;
}

/** Brute force: every stored day since WIN_RATE_FIRST_START (2012-01-01) whose window ends by the last stored day, run through the calculator. */
function bruteForce(series: PriceSeries, plan: WinRatePlan) {
  const last = series.days[series.days.length - 1] as number;
  const runs = series.dates
    .filter(
      (date, i) =>
        date >= WIN_RATE_FIRST_START && (series.days[i] as number) + plan.years * DAYS_PER_PLAN_YEAR - 1 <= last,
    )
    .map((date) => ({ date, returnPercent: calculatorReturn(series, date, plan) }));
  return { runs, wins: runs.filter((run) => run.returnPercent >= AT_COST_PERCENT).length };
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

describe('winRate: equal to the calculator run on every start day (brute force)', () => {
  // A wavy synthetic series from 2011-12-24 (8 days before the first start): a year and 200 days, with three stored days missing
  // (their purchases are made at the next stored close, as the calculator makes them).
  const prices = Array.from({ length: DAYS_PER_PLAN_YEAR + 200 }, (_, i) => 100 + 60 * Math.sin(i / 23) + i / 4);
  const series = priceSeries(points('2011-12-24', prices, [40, 41, 300]));

  for (const frequency of dcaFrequencies) {
    for (const feePercent of [0, 1.5]) {
      it(`${frequency}, fee ${feePercent}%: same starts, returns, wins, best and worst`, () => {
        const plan: WinRatePlan = { years: 1, frequency, feePercent };
        const result = winRate(series, plan);
        const reference = bruteForce(series, plan);
        expect(result).not.toBeNull();
        if (!result) return;
        expect(result.starts).toBe(reference.runs.length);
        expect(result.wins).toBe(reference.wins);
        const byDate = new Map(reference.runs.map((run) => [run.date, run.returnPercent]));
        const best = reference.runs.reduce((a, b) => (b.returnPercent > a.returnPercent ? b : a));
        const worst = reference.runs.reduce((a, b) => (b.returnPercent < a.returnPercent ? b : a));
        expect(result.best.date).toBe(best.date);
        expect(close(result.best.returnPercent, best.returnPercent)).toBe(true);
        expect(result.worst.date).toBe(worst.date);
        expect(close(result.worst.returnPercent, worst.returnPercent)).toBe(true);
        const { startIndexes, returns } = startDayReturns(series, plan);
        const differing = Array.from(startIndexes).filter(
          (index, k) => !close(returns[k] as number, byDate.get(series.dates[index] as string) ?? Number.NaN),
        );
        expect(differing).toEqual([]);
        expect(startIndexes).toHaveLength(reference.runs.length);
        expect(result.months.reduce((sum, month) => sum + month.starts, 0)).toBe(reference.runs.length);
      });
    }
  }
});

describe('winRate: conventions', () => {
  it('counts only start days since 2012-01-01 whose whole window is stored', () => {
    // Stored days 2011-12-24 .. 2011-12-24 + 374: starts from index 8 (2012-01-01) to index 10 (the
    // last whose 365-day window ends on the last stored day).
    const series = priceSeries(
      points(
        '2011-12-24',
        Array.from({ length: 375 }, (_, i) => 100 + i),
      ),
    );
    const result = winRate(series, { years: 1, frequency: 'daily', feePercent: 0 });
    expect(result).toMatchObject({ starts: 3, firstStart: '2012-01-01', lastStart: '2012-01-03' });
    expect(result?.lastEnd).toBe(series.dates[374]);
    expect(winRate(series, { years: 2, frequency: 'daily', feePercent: 0 })).toBeNull();
  });

  it('finds the best and worst start on a hand-made series; a plan that ends at its cost does not win', () => {
    // 367 days from 2012-01-01, all at 100 but day 0 (50) and day 366 (200); daily, 1 year:
    // start 0 buys 1 day at 50 and 364 at 100, ends at 100: (100 x 3.66 / 365 - 1) = +0.274%;
    // start 1 buys and ends at 100: 0%, not above its cost;
    // start 2 buys 364 days at 100 and one at 200, ends at 200: (200 x 3.645 / 365 - 1) = +99.726%.
    const prices = Array.from({ length: 367 }, (_, i) => (i === 0 ? 50 : i === 366 ? 200 : 100));
    const result = winRate(priceSeries(points('2012-01-01', prices)), { years: 1, frequency: 'daily', feePercent: 0 });
    expect(result?.starts).toBe(3);
    expect(result?.wins).toBe(2);
    expect(result?.winRatePercent).toBeCloseTo(200 / 3, 10);
    expect(result?.best.date).toBe('2012-01-03');
    expect(result?.best.returnPercent).toBeCloseTo((729 / 365 - 1) * 100, 10);
    expect(result?.worst.date).toBe('2012-01-02');
    expect(result?.worst.returnPercent).toBeCloseTo(0, 10);
    expect(result?.months).toEqual([
      { month: '2012-01', starts: 3, wins: 2, medianReturnPercent: expect.closeTo((366 / 365 - 1) * 100, 10) },
    ]);
  });

  it('a plan at flat prices ends at its cost at every frequency: no win, whatever the rounding', () => {
    const series = priceSeries(
      points(
        '2012-01-01',
        Array.from({ length: 400 }, () => 0.07),
      ),
    );
    for (const frequency of dcaFrequencies) {
      const result = winRate(series, { years: 1, frequency, feePercent: 0 });
      expect(result).toMatchObject({ starts: 36, wins: 0 });
      expect(result?.best.returnPercent).toBe(0);
    }
  });

  it('takes the fee from every purchase, as the calculator does', () => {
    const prices = Array.from({ length: 366 }, () => 100);
    const result = winRate(priceSeries(points('2012-01-01', prices)), { years: 1, frequency: 'weekly', feePercent: 2 });
    expect(result?.best.returnPercent).toBeCloseTo(-2, 10);
    expect(result?.wins).toBe(0);
  });

  it('groups the heatmap by start month with the median return', () => {
    // 365 + 40 days from 2012-01-18, rising: every later start ends higher.
    const series = priceSeries(
      points(
        '2012-01-18',
        Array.from({ length: 405 }, (_, i) => 100 + i),
      ),
    );
    const result = winRate(series, { years: 1, frequency: 'monthly', feePercent: 0 });
    expect(result?.months.map((month) => [month.month, month.starts])).toEqual([
      ['2012-01', 14],
      ['2012-02', 27],
    ]);
  });

  it('picks the plan length nearest the window on screen', () => {
    expect(nearestPlanYears(90)).toBe(1);
    expect(nearestPlanYears(730)).toBe(2);
    expect(nearestPlanYears(1825)).toBe(4);
    expect(nearestPlanYears(5880)).toBe(8);
  });
});

describe('winRate on the bundled closes', () => {
  const [, ...lines] = readFileSync(new URL('../../server/data/btc-daily-close.csv', import.meta.url), 'utf8')
    .trim()
    .split(/\r?\n/);
  const series = priceSeries(lines.map((line) => ({ date: line.split(',')[0], price: Number(line.split(',')[1]) })));
  const cases: Array<[WinRateYears, DcaFrequency]> = [
    [8, 'daily'],
    [4, 'weekly'],
    [2, 'biweekly'],
    [1, 'monthly'],
  ];

  for (const [years, frequency] of cases) {
    it(`${years} years ${frequency}: best, worst and a few starts equal the calculator's result`, () => {
      const plan: WinRatePlan = { years, frequency, feePercent: 0.5 };
      const result = winRate(series, plan);
      expect(result?.firstStart).toBe('2012-01-01');
      expect(result?.lastEnd).toBe(series.dates[series.dates.length - 1]);
      if (!result) return;
      expect(close(result.best.returnPercent, calculatorReturn(series, result.best.date, plan))).toBe(true);
      expect(close(result.worst.returnPercent, calculatorReturn(series, result.worst.date, plan))).toBe(true);
      expect(result.starts).toBe(series.days.length - years * DAYS_PER_PLAN_YEAR + 1);
    });
  }
});
