import {
  dayNumber,
  dcaRequestSchema,
  isoDayFromNumber,
  type DcaFrequency,
  type DcaGapLabel,
  type DcaInput,
  type DcaPurchase,
  type DcaResult,
  type DcaTimeframe,
  type HistoricalQueryInput,
  type PriceCurrency,
} from '../schemas/bitcoin';
import { SATS_PER_BTC } from './bitcoin-supply';
import { formatFixed } from './format';

/**
 * The DCA calculator: invest `amount` every step through a window of
 * daily closes and compare with investing the same total at once on the first day.
 *
 * - Window: the last 90/180/365/730/1460/1825 days of the series ('3months' ... '5years'), the
 *   whole series ('all', since 2010), or from a custom start date; it always ends at the series'
 *   last day. When the series is shorter than the timeframe, the window is what the series has.
 * - periods = floor(days / step) with step 1 (daily), 7 (weekly), 14 (biweekly), 30 (monthly).
 * - Purchase n (n = 0 .. periods-1) is made on the window's first day + n * step, at that day's
 *   close (or the next stored day if that day is missing). The last purchase is capped so the
 *   money put in never exceeds the budget, amount x periods.
 * - Lump sum: the whole budget bought at the first price.
 * - One chart point per purchase, valued at that purchase's price; the last point is valued at the
 *   ending price (the window's last close).
 * - An exchange fee (percent) is taken from each purchase: money spent includes the fee.
 * - Max drawdown of the DCA portfolio, valued at every daily close, where money added is not a
 *   recovery: the high grows by each later contribution (the value it bought, net of the fee),
 *   peak_t = max(peak_{t-1} + contribution_t, value_t), drawdown_t = value_t / peak_t - 1, and the
 *   max drawdown is the lowest drawdown_t. It is measured from the last day the value was at its
 *   high; it has recovered on the first later day the value is back at the grown high.
 */

export const dcaMessages = {
  fetchFailed: (status: number, statusText: string) => `Failed to fetch Bitcoin data: ${status} ${statusText}`,
  invalidFormat: 'Invalid data format received from API',
  noData: 'No historical data available',
  invalidPrices: 'Invalid price data - prices must be positive numbers',
  noPeriods: 'No investment periods were calculated - check data availability',
  noPortfolioValues: 'No portfolio values calculated - insufficient data',
  calculationFailed: (message: string) => `DCA Calculation failed: ${message}`,
  /** What the calculator screen shows for a failure. */
  calculatorFailed: (message: string) => `Failed to calculate DCA data: ${message}. Please try again.`,
  chartError: 'Unable to load historical Bitcoin data',
  loading: 'Loading real Bitcoin price data...',
  empty: 'Set your parameters and click calculate',
} as const;

/** A calculation failure; `message` is 'DCA Calculation failed: {reason}'. */
export class DcaError extends Error {
  constructor(readonly reason: string) {
    super(dcaMessages.calculationFailed(reason));
    this.name = 'DcaError';
  }
}

export const TIMEFRAME_DAYS: Record<Exclude<DcaTimeframe, 'all' | 'custom'>, number> = {
  '3months': 90,
  '6months': 180,
  '1year': 365,
  '2years': 730,
  '4years': 1460,
  '5years': 1825,
};

export const FREQUENCY_STEP_DAYS: Record<DcaFrequency, number> = { daily: 1, weekly: 7, biweekly: 14, monthly: 30 };
export const FREQUENCY_LABELS: Record<DcaFrequency, string> = {
  daily: 'Day',
  weekly: 'Week',
  biweekly: 'Fortnight',
  monthly: 'Month',
};

/** The first day before any price data: 'since 2010' asks for everything from here. */
const BEFORE_ALL_DATA = '2009-01-03';

/**
 * First day of the price window a calculation uses, given the series' last day; null means the
 * whole series. The server loads this range; a client can ask for it with historicalQueryFor.
 */
export function dcaWindowStart(input: { timeframe: DcaTimeframe; startDate?: string | undefined }, lastDate: string): string | null {
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

/** Gap thresholds in percentage points: Low under 5, Medium under 15, else High. */
export const SIMILAR_GAP_POINTS = 5;
export const HIGH_GAP_POINTS = 15;

/** Final values closer than half a cent count as a tie. */
const TIE_TOLERANCE = 0.005;
/** Relative tolerance for float noise when comparing a value with the money put in. */
const RELATIVE_EPSILON = 1e-9;

/** (final - invested) / invested x 100; 0 if nothing was invested. */
export function returnPercent(finalValue: number, invested: number): number {
  if (invested === 0) return 0;
  return ((finalValue - invested) / invested) * 100;
}

export function performanceGapLabel(gapPoints: number): DcaGapLabel {
  if (gapPoints < SIMILAR_GAP_POINTS) return 'Low';
  if (gapPoints < HIGH_GAP_POINTS) return 'Medium';
  return 'High';
}

/** Bitcoin to satoshis, to the nearest satoshi. */
export function btcToSats(btc: number): number {
  return Math.round(btc * SATS_PER_BTC);
}

interface Series {
  days: number[];
  dates: string[];
  prices: number[];
}

/** Checks the series in one pass: an array of { date: 'YYYY-MM-DD', price > 0 }, dates ascending. */
function readSeries(series: unknown): Series {
  if (!Array.isArray(series)) throw new DcaError(dcaMessages.invalidFormat);
  if (series.length === 0) throw new DcaError(dcaMessages.noData);
  const out: Series = { days: [], dates: [], prices: [] };
  let previousDay = Number.NEGATIVE_INFINITY;
  for (const point of series as unknown[]) {
    if (typeof point !== 'object' || point === null) throw new DcaError(dcaMessages.invalidFormat);
    const { date, price } = point as { date?: unknown; price?: unknown };
    if (typeof date !== 'string') throw new DcaError(dcaMessages.invalidFormat);
    const day = dayNumber(date);
    if (!Number.isFinite(day) || day <= previousDay) throw new DcaError(dcaMessages.invalidFormat);
    if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) {
      throw new DcaError(dcaMessages.invalidPrices);
    }
    previousDay = day;
    out.days.push(day);
    out.dates.push(date);
    out.prices.push(price);
  }
  return out;
}

/** Index of the first point on or after `day`, or days.length if none. */
function firstIndexFrom(days: number[], day: number): number {
  let low = 0;
  let high = days.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((days[mid] as number) < day) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Runs the DCA and lump-sum backtest on a series of daily closes (oldest first), as returned by
 * GET /api/bitcoin/historical. Returns null when the amount is empty, zero, negative or not a
 * number (no calculation, the result is cleared). Throws DcaError for bad data or options. O(n).
 */
export function calculateDca(series: unknown, input: DcaInput): DcaResult | null {
  if (typeof input.amount !== 'number' || !(input.amount > 0)) return null;
  const parsed = dcaRequestSchema.safeParse(input);
  if (!parsed.success) throw new DcaError(parsed.error.issues[0]?.message ?? dcaMessages.invalidFormat);
  const options = parsed.data;
  const { days, dates, prices } = readSeries(series);
  const n = days.length;
  const lastDay = days[n - 1] as number;

  const windowStart = dcaWindowStart(options, dates[n - 1] as string);
  const startIndex = windowStart === null ? 0 : firstIndexFrom(days, dayNumber(windowStart));
  if (startIndex >= n) throw new DcaError(dcaMessages.noPortfolioValues);

  const firstDay = days[startIndex] as number;
  const windowDays = lastDay - firstDay + 1;
  const step = FREQUENCY_STEP_DAYS[options.frequency];
  const periods = Math.floor(windowDays / step);
  if (periods === 0) throw new DcaError(dcaMessages.noPeriods);

  const amount = options.amount;
  const feeRate = options.feePercent / 100;
  const budget = amount * periods;
  const startingPrice = prices[startIndex] as number;
  const endingPrice = prices[n - 1] as number;

  const lumpSumFee = budget * feeRate;
  const lumpSumBtc = (budget - lumpSumFee) / startingPrice;

  const label = FREQUENCY_LABELS[options.frequency];
  const labels: string[] = [];
  const pointDates: string[] = [];
  const dcaPortfolioValue: number[] = [];
  const lumpSumPortfolioValue: number[] = [];
  const dcaInvestedValue: number[] = [];
  const averageCostLine: number[] = [];
  const purchases: DcaPurchase[] = [];

  let invested = 0;
  let btc = 0;
  let fees = 0;
  let purchaseCount = 0;
  let budgetLeft = true;

  // Drawdown: the high, grown by each later contribution (see the top of the file); the last day
  // the value was at it; the worst fall below it; and, per day, whether the value was at the high.
  const atHigh = new Uint8Array(n - startIndex);
  let peak = 0;
  let peakIndex = -1;
  let drawdown = { fraction: 0, peakIndex: -1, peakValue: 0, troughIndex: -1, troughValue: 0 };
  let runStart = -1;
  let underwater: { days: number; start: number; end: number; recovered: boolean } | null = null;
  let highIndex = startIndex;
  let lowIndex = startIndex;

  for (let i = startIndex; i < n; i++) {
    const day = days[i] as number;
    const price = prices[i] as number;
    const date = dates[i] as string;

    // Every purchase due on or before this day is made at this day's close.
    let addedToday = 0;
    while (budgetLeft && purchaseCount < periods && firstDay + purchaseCount * step <= day) {
      let spend = amount;
      let next = invested + amount;
      if (next > budget) {
        spend = budget - invested;
        next = budget;
      }
      if (spend <= 0) {
        budgetLeft = false;
        break;
      }
      const fee = spend * feeRate;
      const bought = (spend - fee) / price;
      btc += bought;
      fees += fee;
      addedToday += spend - fee;
      invested = next;
      purchaseCount += 1;
      const value = btc * price;
      purchases.push({ date, price, amount: spend, fee, btc: bought, cumulativeBtc: btc, cumulativeInvested: invested, value });
      labels.push(`${label} ${purchaseCount}`);
      pointDates.push(date);
      dcaPortfolioValue.push(value);
      lumpSumPortfolioValue.push(lumpSumBtc * price);
      dcaInvestedValue.push(invested);
      averageCostLine.push(invested / btc);
    }

    const value = btc * price;
    peak += addedToday;
    if (value >= peak * (1 - RELATIVE_EPSILON)) {
      peak = Math.max(peak, value);
      peakIndex = i;
      atHigh[i - startIndex] = 1;
    } else {
      const fraction = (peak - value) / peak;
      if (fraction > drawdown.fraction + RELATIVE_EPSILON) {
        drawdown = { fraction, peakIndex, peakValue: peak, troughIndex: i, troughValue: value };
      }
    }

    const isUnderwater = value < invested * (1 - RELATIVE_EPSILON);
    if (isUnderwater && runStart < 0) runStart = i;
    if (!isUnderwater && runStart >= 0) {
      const length = (days[i - 1] as number) - (days[runStart] as number) + 1;
      if (!underwater || length > underwater.days) underwater = { days: length, start: runStart, end: i - 1, recovered: true };
      runStart = -1;
    }

    if (price > (prices[highIndex] as number)) highIndex = i;
    if (price < (prices[lowIndex] as number)) lowIndex = i;
  }
  if (runStart >= 0) {
    const length = lastDay - (days[runStart] as number) + 1;
    if (!underwater || length > underwater.days) underwater = { days: length, start: runStart, end: n - 1, recovered: false };
  }

  // The last point is valued at the ending price. (periods >= 1 and the first purchase falls on the
  // window's first day, so there is at least one point.)
  const lastPoint = dcaPortfolioValue.length - 1;
  dcaPortfolioValue[lastPoint] = btc * endingPrice;
  lumpSumPortfolioValue[lastPoint] = lumpSumBtc * endingPrice;

  let maxDrawdown: DcaResult['maxDrawdown'] = null;
  if (drawdown.troughIndex >= 0) {
    let recoveryDate: string | null = null;
    for (let i = drawdown.troughIndex + 1; i < n; i++) {
      if (atHigh[i - startIndex]) {
        recoveryDate = dates[i] as string;
        break;
      }
    }
    maxDrawdown = {
      percent: drawdown.fraction * 100,
      peakDate: dates[drawdown.peakIndex] as string,
      peakValue: drawdown.peakValue,
      troughDate: dates[drawdown.troughIndex] as string,
      troughValue: drawdown.troughValue,
      recoveryDate,
    };
  }

  const dcaFinalValue = btc * endingPrice;
  const lumpSumFinalValue = lumpSumBtc * endingPrice;
  const dcaReturnPercent = returnPercent(dcaFinalValue, invested);
  const lumpSumReturnPercent = returnPercent(lumpSumFinalValue, budget);
  const performanceGap = Math.abs(dcaReturnPercent - lumpSumReturnPercent);
  const difference = Math.abs(dcaFinalValue - lumpSumFinalValue);

  return {
    amount,
    frequency: options.frequency,
    timeframe: options.timeframe,
    feePercent: options.feePercent,
    currency: options.currency,
    startDate: isoDayFromNumber(firstDay),
    endDate: isoDayFromNumber(lastDay),
    days: windowDays,
    periods,

    labels,
    dcaPortfolioValue,
    lumpSumPortfolioValue,
    dcaInvestment: invested,
    lumpSumInvestment: budget,
    startingPrice,
    endingPrice,

    pointDates,
    dcaInvestedValue,
    averageCostLine,

    dcaFinalValue,
    lumpSumFinalValue,
    dcaReturnPercent,
    lumpSumReturnPercent,
    dcaBtc: btc,
    dcaSats: btcToSats(btc),
    lumpSumBtc,
    lumpSumSats: btcToSats(lumpSumBtc),
    averageCostPerBtc: invested / btc,
    lumpSumCostPerBtc: budget / lumpSumBtc,
    dcaFees: fees,
    lumpSumFee,

    priceChange: endingPrice - startingPrice,
    priceChangePercent: ((endingPrice - startingPrice) / startingPrice) * 100,
    highestPrice: { date: dates[highIndex] as string, price: prices[highIndex] as number },
    lowestPrice: { date: dates[lowIndex] as string, price: prices[lowIndex] as number },

    betterStrategy: difference < TIE_TOLERANCE ? 'tie' : dcaFinalValue > lumpSumFinalValue ? 'dca' : 'lumpSum',
    difference,
    performanceGap,
    performanceGapLabel: performanceGapLabel(performanceGap),
    similar: performanceGap < SIMILAR_GAP_POINTS,

    maxDrawdown,
    longestUnderwater: underwater
      ? {
          days: underwater.days,
          startDate: dates[underwater.start] as string,
          endDate: dates[underwater.end] as string,
          recovered: underwater.recovered,
        }
      : null,

    purchases,
  };
}

/** Column headers of the purchase schedule CSV, with the currency in the money columns. */
export function purchaseScheduleHeaders(currency: DcaResult['currency']): string[] {
  return [
    'date',
    `price_${currency}`,
    `amount_${currency}`,
    `fee_${currency}`,
    'btc',
    'cumulative_btc',
    `cumulative_invested_${currency}`,
    `value_${currency}`,
  ];
}

/** The purchase schedule as CSV (RFC 4180 line ends): money to 2 decimals, bitcoin to 8. */
export function purchaseScheduleCsv(result: DcaResult): string {
  const lines = [purchaseScheduleHeaders(result.currency).join(',')];
  for (const p of result.purchases) {
    lines.push(
      [
        p.date,
        formatFixed(p.price, 2),
        formatFixed(p.amount, 2),
        formatFixed(p.fee, 2),
        formatFixed(p.btc, 8),
        formatFixed(p.cumulativeBtc, 8),
        formatFixed(p.cumulativeInvested, 2),
        formatFixed(p.value, 2),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
