import {
  dcaInputMessages,
  type DcaGapLabel,
  type DcaPlansRequest,
  type DcaPlansResult,
  type DcaPurchase,
  type DcaRequest,
  type DcaResult,
} from '../schemas/dca';
import { SATS_PER_BTC } from './bitcoin-supply';
import { dayNumber, isoDayFromNumber } from './dates';
import { annualizedReturnPercent } from './dca-annualized';
import { longestUnderwater, maxDrawdown } from './dca-drawdown';
import { FREQUENCY_ADJECTIVES, FREQUENCY_LABELS, FREQUENCY_STEP_DAYS, runPurchases } from './dca-purchases';
import { theoreticalPurchase } from './dca-fillable';
import { dcaWindow, type PriceSeries } from './dca-window';

/**
 * The DCA calculator: invest `amount` every step through a window of daily closes and compare
 * with investing the same total (the amounts scheduled) at once, at the window's first close.
 * A starting stack is held by both from the first day and its cost counts in both totals; a
 * yearly step-up grows the amount on each anniversary of the start (dca-purchases.ts).
 *
 * - The window (dca-window.ts) ends at the end day (endDate, default the last stored day) and
 *   both portfolios are valued at that day's close.
 * - The purchases (dca-purchases.ts): every 1, 7, 14 or 30 days from the start day; a final
 *   partial period buys nothing.
 * - One chart point per purchase, valued at that purchase's price; the last point is valued at
 *   the ending price.
 * - Max drawdown and the longest time under water (dca-drawdown.ts), over the daily closes.
 * - Annualized returns (dca-annualized.ts): money-weighted, for windows of a year or more.
 */

export const dcaMessages = {
  fetchFailed: (status: number, statusText: string) => `Failed to fetch Bitcoin data: ${status} ${statusText}`,
  invalidFormat: 'Invalid data format received from API',
  noData: 'No historical data available',
  invalidPrices: 'Invalid price data - prices must be positive numbers',
  noPeriods: 'No investment periods were calculated - check data availability',
  noPortfolioValues: 'No portfolio values calculated - insufficient data',
  calculationFailed: (message: string) => `DCA Calculation failed: ${message}`,
  /** What the calculator screen shows for a failure (a message ending in a period gets no second one). */
  calculatorFailed: (message: string) =>
    `Failed to calculate DCA data: ${message.replace(/\.+$/, '')}. Please try again.`,
  chartError: 'Unable to load historical Bitcoin data',
  loading: 'Loading real Bitcoin price data...',
  empty: 'Set your parameters and click calculate',
} as const;

/**
 * A calculation failure; `message` is 'DCA Calculation failed: {reason}'. `field` names the
 * request field at fault when there is one (a start or end date outside the stored days, or one
 * that leaves fewer than two purchases).
 */
export class DcaError extends Error {
  constructor(
    readonly reason: string,
    readonly field?: 'startDate' | 'endDate',
  ) {
    super(dcaMessages.calculationFailed(reason));
    this.name = 'DcaError';
  }
}

/** Gap thresholds in percentage points: Low under 5, Medium under 15, else High. */
export const SIMILAR_GAP_POINTS = 5;
export const HIGH_GAP_POINTS = 15;

/** Final values closer than half a cent count as a tie. */
const TIE_TOLERANCE = 0.005;

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

/**
 * Checks a series of daily closes (as GET /api/bitcoin/historical returns it) in one pass and
 * parses its days once: an array of { date: 'YYYY-MM-DD', price > 0 }, dates ascending.
 */
export function priceSeries(points: unknown): PriceSeries {
  if (!Array.isArray(points)) throw new DcaError(dcaMessages.invalidFormat);
  if (points.length === 0) throw new DcaError(dcaMessages.noData);
  const out: PriceSeries = { days: [], dates: [], prices: [] };
  let previousDay = Number.NEGATIVE_INFINITY;
  for (const point of points as unknown[]) {
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

/**
 * The end day a request asks for, checked against the stored days: an endDate after the last
 * stored day or before the first is a DcaError on the endDate field.
 */
function endDayOf(series: PriceSeries, request: DcaRequest): number {
  const first = series.days[0] as number;
  const last = series.days[series.days.length - 1] as number;
  if (request.endDate === undefined) return last;
  const end = dayNumber(request.endDate);
  if (end > last) throw new DcaError(dcaInputMessages.endDateAfterData(isoDayFromNumber(last)), 'endDate');
  if (end < first) throw new DcaError(dcaInputMessages.endDateBeforeData(isoDayFromNumber(first)), 'endDate');
  return end;
}

/** A DCA needs two purchases at least: with one, it is the lump sum under another name. */
export const MIN_DCA_PURCHASES = 2;

/**
 * The latest start day that leaves two purchases before `endDay` ('YYYY-MM-DD'), for the date
 * field's max and its message: the window must hold two full periods.
 */
export function latestStartDate(endDay: string, frequency: DcaRequest['frequency']): string {
  return isoDayFromNumber(dayNumber(endDay) - MIN_DCA_PURCHASES * FREQUENCY_STEP_DAYS[frequency] + 1);
}

/**
 * A custom start checked against the stored days: before the first or after the last stored day
 * is the start date's error, never moved silently to a day that has a price.
 */
function checkCustomStart(series: PriceSeries, request: DcaRequest): void {
  if (request.timeframe !== 'custom' || request.startDate === undefined) return;
  const first = series.days[0] as number;
  const last = series.days[series.days.length - 1] as number;
  const start = dayNumber(request.startDate);
  if (start < first) throw new DcaError(dcaInputMessages.startDateBeforeData(isoDayFromNumber(first)), 'startDate');
  if (start > last) throw new DcaError(dcaInputMessages.startDateAfterData(isoDayFromNumber(last)), 'startDate');
}

/**
 * Room for the purchases' payments (filled by the caller, in order), and after them the starting
 * stack's cost, paid on the first day, when it cost anything (for the annualized return).
 */
function paymentsWithStack(count: number, firstDay: number, startingCost: number) {
  const size = startingCost > 0 ? count + 1 : count;
  const paymentDays = new Float64Array(size);
  const paymentAmounts = new Float64Array(size);
  if (size > count) {
    paymentDays[count] = firstDay;
    paymentAmounts[count] = startingCost;
  }
  return { paymentDays, paymentAmounts };
}

/**
 * An array for `count` numbers, made for fractions from the start: a plain new Array(count) holds
 * small integers first, and V8 copies it to a new store at the first fraction written.
 */
const numbers = (count: number): number[] => new Array<number>(count).fill(Number.NaN);

/** Chart labels already made ('Day 1', 'Day 2' ...), by frequency: made once, not per calculation. */
const labelsMade: Partial<Record<DcaRequest['frequency'], string[]>> = {};

/** The first `count` chart labels of a frequency: 'Day 1' ... 'Day {count}'. */
function chartLabels(frequency: DcaRequest['frequency'], count: number): string[] {
  const made = (labelsMade[frequency] ??= []);
  for (let k = made.length; k < count; k++) made.push(`${FREQUENCY_LABELS[frequency]} ${k + 1}`);
  return made.slice(0, count);
}

/**
 * Runs the DCA and lump-sum backtest for a request already checked by dcaRequestSchema on a
 * series from priceSeries. Throws DcaError when the data cannot give a result: on the start or
 * end date's field when the dates chosen leave fewer than two purchases. O(n).
 */
export function calculateDca(series: PriceSeries, request: DcaRequest): DcaResult {
  const endDay = endDayOf(series, request);
  checkCustomStart(series, request);
  const window = dcaWindow(series, request, endDay);
  const step = FREQUENCY_STEP_DAYS[request.frequency];
  if (!window || Math.floor(window.days / step) < MIN_DCA_PURCHASES) {
    const frequency = FREQUENCY_ADJECTIVES[request.frequency];
    if (request.timeframe === 'custom' && request.startDate !== undefined) {
      const end = window ? window.lastDay : endDay;
      throw new DcaError(
        dcaInputMessages.startDateTooLate(frequency, latestStartDate(isoDayFromNumber(end), request.frequency)),
        'startDate',
      );
    }
    if (request.endDate !== undefined && window) {
      const earliestEnd = isoDayFromNumber(window.firstDay + MIN_DCA_PURCHASES * step - 1);
      throw new DcaError(dcaInputMessages.endDateTooEarly(frequency, earliestEnd), 'endDate');
    }
    throw new DcaError(window ? dcaMessages.noPeriods : dcaMessages.noPortfolioValues);
  }

  const { days, dates, prices } = series;
  const { startIndex, endIndex } = window;
  const amount = request.amount;
  const feeRate = request.feePercent / 100;
  const { stepUpPercent, startingBtc, startingCost } = request;
  const run = runPurchases(series, window, {
    amount,
    frequency: request.frequency,
    feeRate,
    stepUpPercent,
    startingBtc,
    startingCost,
  });
  const { periods, budget, purchases, invested, btc } = run;

  // The lump sum holds the same starting stack and puts the purchases' whole budget in at once.
  const startingPrice = prices[startIndex] as number;
  const endingPrice = prices[endIndex] as number;
  const lumpSumFee = budget * feeRate;
  const lumpSumBought = (budget - lumpSumFee) / startingPrice;
  const lumpSumBtc = startingBtc + lumpSumBought;
  const lumpSumInvestment = startingCost + budget;

  // Chart points: one per purchase, the last valued at the ending price.
  const count = purchases.length;
  const labels = chartLabels(request.frequency, count);
  const pointDates = new Array<string>(count);
  const dcaPortfolioValue = numbers(count);
  const lumpSumPortfolioValue = numbers(count);
  const dcaInvestedValue = numbers(count);
  const averageCostLine = numbers(count);
  const { paymentDays, paymentAmounts } = paymentsWithStack(count, window.firstDay, startingCost);
  for (let k = 0; k < count; k++) {
    const p = purchases[k] as DcaPurchase;
    pointDates[k] = p.date;
    dcaPortfolioValue[k] = p.value;
    lumpSumPortfolioValue[k] = lumpSumBtc * p.price;
    dcaInvestedValue[k] = p.cumulativeInvested;
    averageCostLine[k] = p.cumulativeInvested / p.cumulativeBtc;
    paymentDays[k] = days[run.purchaseIndex[k] as number] as number;
    paymentAmounts[k] = p.amount;
  }
  dcaPortfolioValue[count - 1] = btc * endingPrice;
  lumpSumPortfolioValue[count - 1] = lumpSumBtc * endingPrice;

  let highIndex = startIndex;
  let lowIndex = startIndex;
  for (let i = startIndex; i <= endIndex; i++) {
    const price = prices[i] as number;
    if (price > (prices[highIndex] as number)) highIndex = i;
    if (price < (prices[lowIndex] as number)) lowIndex = i;
  }

  const dcaFinalValue = btc * endingPrice;
  const lumpSumFinalValue = lumpSumBtc * endingPrice;
  const dcaReturnPercent = returnPercent(dcaFinalValue, invested);
  const lumpSumReturnPercent = returnPercent(lumpSumFinalValue, lumpSumInvestment);
  const performanceGap = Math.abs(dcaReturnPercent - lumpSumReturnPercent);
  const difference = Math.abs(dcaFinalValue - lumpSumFinalValue);

  return {
    amount,
    frequency: request.frequency,
    timeframe: request.timeframe,
    feePercent: request.feePercent,
    currency: request.currency,
    stepUpPercent,
    startingBtc,
    startingCost,
    contributions: run.contributions,
    startDate: isoDayFromNumber(window.firstDay),
    endDate: isoDayFromNumber(window.lastDay),
    days: window.days,
    periods,
    stepDays: step,
    lastPurchaseDate: (purchases[count - 1] as DcaPurchase).date,

    labels,
    dcaPortfolioValue,
    lumpSumPortfolioValue,
    dcaInvestment: invested,
    lumpSumInvestment,
    startingPrice,
    endingPrice,

    pointDates,
    dcaInvestedValue,
    averageCostLine,

    dcaFinalValue,
    lumpSumFinalValue,
    dcaReturnPercent,
    lumpSumReturnPercent,
    dcaAnnualizedReturnPercent: annualizedReturnPercent(
      { days: paymentDays, amounts: paymentAmounts },
      window.days,
      window.lastDay,
      dcaFinalValue,
    ),
    lumpSumAnnualizedReturnPercent: annualizedReturnPercent(
      { days: [window.firstDay], amounts: [lumpSumInvestment] },
      window.days,
      window.lastDay,
      lumpSumFinalValue,
    ),
    dcaBtc: btc,
    dcaSats: btcToSats(btc),
    lumpSumBtc,
    lumpSumSats: btcToSats(lumpSumBtc),
    averageCostPerBtc: invested / btc,
    lumpSumCostPerBtc: lumpSumInvestment / lumpSumBtc,
    dcaFees: run.fees,
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

    theoretical: theoreticalPurchase(purchases, { date: isoDayFromNumber(window.firstDay), btc: lumpSumBought }),

    maxDrawdown: maxDrawdown(dates, run.valueHeld, startIndex),
    longestUnderwater: longestUnderwater(days, dates, run.valueHeld, run.investedBy, startIndex),

    purchases,
  };
}

/** A DcaError of one of several plans: `plan` is its index. */
export class DcaPlanError extends DcaError {
  constructor(
    error: DcaError,
    readonly plan: number,
  ) {
    super(error.reason, error.field);
    this.name = 'DcaPlanError';
  }
}

/**
 * Several plans in one currency (1 to 3, checked by dcaPlansRequestSchema), each run exactly as
 * calculateDca runs it alone. A DcaError names the plan it came from (0-based).
 */
export function calculateDcaPlans(series: PriceSeries, request: DcaPlansRequest): DcaPlansResult {
  return {
    currency: request.currency,
    plans: request.plans.map((plan, index) => {
      try {
        return calculateDca(series, { ...plan, currency: request.currency });
      } catch (error) {
        if (error instanceof DcaError) throw new DcaPlanError(error, index);
        throw error;
      }
    }),
  };
}
