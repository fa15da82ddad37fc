import type { BenchmarkMonth } from '../schemas/benchmarks';
import { formatDate } from './format';

/**
 * The DCA calculator's benchmarks: the same contributions as a plan, in the same months, put into
 * the S&P 500 with dividends reinvested, into gold, or kept as cash shown after US inflation.
 * Every side is priced by the month's average (the benchmark file holds monthly averages, so
 * bitcoin is priced by the average of its daily closes in the month too: like for like). Each
 * contribution buys units at its month's value; the units are valued at each later month's value,
 * and the final figures at the value of the month the window ends in. A benchmark is computed only
 * over the months its data cover, from the window's first month on: at the first month without a
 * value it stops, and nothing is filled in or extended. One exception, cash (issue 46): a single
 * month without a CPI (BLS published none for October 2025) between two months with one is skipped,
 * not filled in: that month has no point, and the money put in during it is counted from the next
 * month's CPI on, so it goes without one month's inflation adjustment (cash held is cash; no price
 * is invented). Each line names the months it covers and why it ends (a key, not a sentence: the
 * client words it in the learner's language). No fees or taxes on either side.
 *
 * One plan's purchase schedule in, one comparison out: several plans are several calls.
 */

export const benchmarkIds = ['sp500', 'gold', 'cash'] as const;
export type BenchmarkId = (typeof benchmarkIds)[number];

/** The credit the benchmark file's sources ask for (server/data/benchmarks/README.md). */
export const BENCHMARK_DATA_ATTRIBUTION =
  'Benchmarks: S&P 500 price and dividends: Robert J. Shiller, Yale University (via datahub.io). Gold: World Bank Commodity Price Data (The Pink Sheet), CC BY 4.0 (creativecommons.org/licenses/by/4.0). US CPI-U: U.S. Bureau of Labor Statistics. Monthly averages.';

/** One contribution of a plan: the day it was made and the money put in (a DcaPurchase is one). */
export interface Contribution {
  date: string;
  amount: number;
}

export interface BenchmarkMonthPoint {
  /** YYYY-MM. */
  month: string;
  /** Money put in up to the end of this month. */
  invested: number;
  /** Bitcoin bought at each month's average close, valued at this month's average. */
  bitcoin: number;
  /** Each benchmark's value at this month's value; null after it stops. */
  sp500: number | null;
  gold: number | null;
  cash: number | null;
}

/**
 * Why a line has no value for a month, as a stable key and its values (no sentence: the client
 * says it in the learner's language, calculator.bench.gap.<cause>):
 * - 'dataEnd': the benchmark file ends at `last` (YYYY-MM);
 * - 'dividendsEnd': Shiller's dividend data, and with them the total return, end at `last`;
 * - 'noDividends': the file has no total return at all (dividends end before it starts);
 * - 'cpiNotPublished': BLS published no CPI for the month (October 2025, the federal shutdown);
 * - 'noValue': the file has no value for the month.
 */
export type BenchmarkGap =
  { cause: 'dataEnd' | 'dividendsEnd'; last: string } | { cause: 'noDividends' | 'cpiNotPublished' | 'noValue' };

/** A month a line has no value for (YYYY-MM), and why. */
export type BenchmarkMissingMonth = { month: string } & BenchmarkGap;

export interface BenchmarkLine {
  id: BenchmarkId;
  /** The first and last month computed; null when the data do not cover the window's first month. */
  firstMonth: string | null;
  lastMonth: string | null;
  /** The first month of the window without a value, and why; null when it reaches the window's end. */
  stop: BenchmarkMissingMonth | null;
  /**
   * Months skipped inside the line (cash only: one month without a CPI between two with one): no
   * point, and their money is counted from the next month's value on.
   */
  skipped: BenchmarkMissingMonth[];
  /** At lastMonth: money put in up to then, its value in the benchmark, and in bitcoin by monthly average. */
  invested: number;
  value: number;
  bitcoinValue: number;
}

export interface BenchmarkComparison {
  firstMonth: string;
  lastMonth: string;
  months: BenchmarkMonthPoint[];
  lines: BenchmarkLine[];
}

const monthOf = (isoDay: string) => isoDay.slice(0, 7);

/** '2025-11' for '2025-10'. */
export function nextMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/** 'June 2023' for '2023-06'; in a learner's locale ('es-419': 'junio de 2023'). */
export function monthName(month: string, locale?: string): string {
  return formatDate(`${month}-01`, { month: 'long', year: 'numeric', timeZone: 'UTC' }, locale);
}

type DailyCloses = readonly { date: string; price: number }[];

/** Monthly averages already worked out, by the series they came from (a series is never changed). */
const averagesOf = new WeakMap<DailyCloses, ReadonlyMap<string, number>>();

/**
 * The average of each calendar month's daily closes, worked out once per series: every plan and
 * every comparison of a calculation (and every render of it) reads the same series.
 */
export function monthlyAverages(points: DailyCloses): ReadonlyMap<string, number> {
  const known = averagesOf.get(points);
  if (known) return known;
  const averages = averagesFrom(points);
  averagesOf.set(points, averages);
  return averages;
}

function averagesFrom(points: DailyCloses): Map<string, number> {
  const sums = new Map<string, { total: number; count: number }>();
  for (const point of points) {
    const month = monthOf(point.date);
    const sum = sums.get(month) ?? { total: 0, count: 0 };
    sum.total += point.price;
    sum.count += 1;
    sums.set(month, sum);
  }
  return new Map([...sums].map(([month, { total, count }]) => [month, total / count]));
}

/** The benchmark file's rows by month, made once per file (a file is never changed). */
const rowsOf = new WeakMap<readonly BenchmarkMonth[], ReadonlyMap<string, BenchmarkMonth>>();

function rowsByMonth(benchmarks: readonly BenchmarkMonth[]): ReadonlyMap<string, BenchmarkMonth> {
  let rows = rowsOf.get(benchmarks);
  if (!rows) {
    rows = new Map(benchmarks.map((row) => [row.month, row]));
    rowsOf.set(benchmarks, rows);
  }
  return rows;
}

/**
 * A benchmark's value of one unit in a month. Cash after inflation is priced at 1 / CPI: a
 * contribution in month b "buys" amount x CPI(b) units, worth amount x CPI(b) / CPI(t) in month t.
 */
const VALUE_OF: Record<BenchmarkId, (row: BenchmarkMonth) => number | null> = {
  sp500: (row) => row.sp500TotalReturn,
  gold: (row) => row.goldUsd,
  cash: (row) => (row.cpiUs === null ? null : 1 / row.cpiUs),
};

/** Where the benchmark file ends: its last month, and the last month with a total return. */
interface FileEnds {
  file: string;
  totalReturn: string | null;
}

/** The last month of the file with an S&P 500 total return (Shiller's dividends end before the file does). */
function lastTotalReturnMonth(benchmarks: readonly BenchmarkMonth[]): string | null {
  for (let k = benchmarks.length - 1; k >= 0; k--) {
    const row = benchmarks[k] as BenchmarkMonth;
    if (row.sp500TotalReturn !== null) return row.month;
  }
  return null;
}

/** Why a benchmark has no value for `missing`. */
function missingMonth(id: BenchmarkId, missing: string, ends: FileEnds): BenchmarkMissingMonth {
  if (missing > ends.file) return { month: missing, cause: 'dataEnd', last: ends.file };
  if (id === 'sp500' && (ends.totalReturn === null || missing > ends.totalReturn)) {
    // The file's last total return, whichever month the window starts in.
    return ends.totalReturn === null
      ? { month: missing, cause: 'noDividends' }
      : { month: missing, cause: 'dividendsEnd', last: ends.totalReturn };
  }
  // Data collection stopped during the federal shutdown: BLS published no CPI for October 2025.
  if (id === 'cash' && missing === '2025-10') return { month: missing, cause: 'cpiNotPublished' };
  return { month: missing, cause: 'noValue' };
}

/** A line's value of one unit in month k of the window, or null. */
function unitValue(id: BenchmarkId, month: string | undefined, rows: ReadonlyMap<string, BenchmarkMonth>) {
  const row = month === undefined ? undefined : rows.get(month);
  const value = row ? VALUE_OF[id](row) : null;
  return value !== null && value > 0 ? value : null;
}

/**
 * Whether cash may skip the window's month k: one month without a CPI, after a month with one and
 * before a month of the window with one (the gap is inside the line, never at its start or end).
 */
function skippable(
  id: BenchmarkId,
  months: readonly BenchmarkMonthPoint[],
  k: number,
  rows: ReadonlyMap<string, BenchmarkMonth>,
) {
  return (
    id === 'cash' &&
    unitValue(id, months[k - 1]?.month, rows) !== null &&
    unitValue(id, months[k + 1]?.month, rows) !== null
  );
}

/**
 * One benchmark along the window's months (their bitcoin side already worked out; `amounts[k]` is
 * the money put in in month k): each month's money buys units at its value, and the units' worth is
 * written into the month's point, until the first month without a value, where it stops (cash
 * skips a single month without a CPI inside the window, its money waiting for the next month).
 */
function benchmarkLine(
  id: BenchmarkId,
  months: readonly BenchmarkMonthPoint[],
  amounts: readonly number[],
  rows: ReadonlyMap<string, BenchmarkMonth>,
  ends: FileEnds,
): BenchmarkLine {
  const line: BenchmarkLine = {
    id,
    firstMonth: null,
    lastMonth: null,
    stop: null,
    skipped: [],
    invested: 0,
    value: 0,
    bitcoinValue: 0,
  };
  let units = 0;
  let waiting = 0;
  for (let k = 0; k < months.length; k++) {
    const point = months[k] as BenchmarkMonthPoint;
    const value = unitValue(id, point.month, rows);
    if (value === null) {
      const missing = missingMonth(id, point.month, ends);
      if (!skippable(id, months, k, rows)) {
        line.stop = missing;
        break;
      }
      line.skipped.push(missing);
      waiting += amounts[k] as number;
      continue;
    }
    units += ((amounts[k] as number) + waiting) / value;
    waiting = 0;
    const worth = units * value;
    point[id] = worth;
    line.firstMonth ??= point.month;
    line.lastMonth = point.month;
    line.invested = point.invested;
    line.value = worth;
    line.bitcoinValue = point.bitcoin;
  }
  return line;
}

/**
 * The money put in each month ('YYYY-MM'): each month's contributions added up in the order given.
 * A plan's contributions come in date order, so a month's are added as one run, without cutting
 * the month out of every date (a daily plan has thousands).
 */
export function paidByMonth(contributions: readonly Contribution[]): Map<string, number> {
  const paid = new Map<string, number>();
  let month: string | null = null;
  let sum = 0;
  for (const { date, amount } of contributions) {
    if (month === null || month.length !== 7 || !date.startsWith(month)) {
      if (month !== null) paid.set(month, sum);
      month = monthOf(date);
      sum = paid.get(month) ?? 0;
    }
    sum += amount;
  }
  if (month !== null) paid.set(month, sum);
  return paid;
}

/**
 * Compares one plan's contributions with the benchmarks, month by month from the month of the
 * first contribution to the month of `endDate` (the day the plan is valued). `bitcoinMonthly`
 * holds bitcoin's monthly average closes in US dollars; null when a month of the window has none.
 */
export function compareBenchmarks(input: {
  contributions: readonly Contribution[];
  endDate: string;
  benchmarks: readonly BenchmarkMonth[];
  bitcoinMonthly: ReadonlyMap<string, number>;
}): BenchmarkComparison | null {
  const { contributions, benchmarks, bitcoinMonthly } = input;
  const first = contributions[0];
  const fileLast = benchmarks[benchmarks.length - 1]?.month;
  if (!first || fileLast === undefined) return null;
  const firstMonth = monthOf(first.date);
  const lastMonth = monthOf(input.endDate);
  const rows = rowsByMonth(benchmarks);
  const paid = paidByMonth(contributions);

  // Bitcoin's side month by month first, then each benchmark along the same months.
  const months: BenchmarkMonthPoint[] = [];
  const amounts: number[] = [];
  let invested = 0;
  let bitcoinUnits = 0;
  for (let month = firstMonth; month <= lastMonth; month = nextMonth(month)) {
    const average = bitcoinMonthly.get(month);
    if (average === undefined) return null;
    const amount = paid.get(month) ?? 0;
    invested += amount;
    bitcoinUnits += amount / average;
    amounts.push(amount);
    months.push({ month, invested, bitcoin: bitcoinUnits * average, sp500: null, gold: null, cash: null });
  }
  const ends = { file: fileLast, totalReturn: lastTotalReturnMonth(benchmarks) };
  const lines = benchmarkIds.map((id) => benchmarkLine(id, months, amounts, rows, ends));
  return { firstMonth, lastMonth, months, lines };
}
