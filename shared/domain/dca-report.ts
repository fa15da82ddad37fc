import type { DcaFrequency, DcaResult } from '../schemas/dca';
import { currencySymbol, formatFixed, priceDecimals } from './format';
import { pluralize } from './plural';

/**
 * What a DCA result rests on, in words a learner can check (shown next to the results and written
 * at the top of the CSV), and the purchase schedule as CSV.
 */

const FREQUENCY_NAMES: Record<DcaFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  biweekly: 'Biweekly',
  monthly: 'Monthly',
};

const MAX_DRAWDOWN_DEFINITION =
  'Max drawdown: the largest fall of the DCA portfolio value from an earlier peak, as a percentage of that peak (daily closes; money added counts in the value).';

const ANNUALIZED_RETURN_DEFINITION =
  'Annualized return: the money-weighted yearly rate (XIRR) over the actual purchase days and amounts, fees included, to the value on the end day; shown for periods of a year or more.';

const PRICE_CLOSE_CONVENTION = 'Prices: the daily close of each UTC day (00:00 to 24:00 UTC).';

const BENCHMARK_CONVENTION =
  'Benchmarks: the same purchases (the starting stack left out, fees not charged), in the same months, into the S&P 500 with dividends reinvested, gold, or cash shown after US inflation; both sides priced by monthly averages, in US dollars only; each benchmark stops where its data stop, except that cash skips the one month without a published CPI (October 2025), counting that month’s money from the next month’s CPI.';

const PAST_ONLY = 'All of this is what the recorded prices gave in the past; none of it says what any of them will do.';

const amountText = (value: number, currency: DcaResult['currency']) =>
  `${currencySymbol(currency)}${formatFixed(value, 2)}`;

/** The yearly step-up, in words: which day is the anniversary, the rounding, first and last amounts. */
function stepUpConvention(result: DcaResult): string {
  if (result.stepUpPercent === 0) return 'No yearly step-up: every purchase is the same amount.';
  const last = result.purchases.at(-1)?.amount ?? result.amount;
  return `Yearly step-up of ${result.stepUpPercent}%: on each anniversary of the start day (${result.startDate.slice(5)} each year; a 29 February start steps up on 1 March in other years) the amount grows by ${result.stepUpPercent}%, compounded on the first year's amount and rounded to the cent: ${amountText(result.amount, result.currency)} in the first year, ${amountText(last, result.currency)} for the last purchase.`;
}

/** The starting stack, in words: who holds it, and how its cost counts. */
function startingStackConvention(result: DcaResult): string {
  if (result.startingBtc === 0) return 'No starting stack: the plan starts with no bitcoin.';
  return `Starting stack: ${formatFixed(result.startingBtc, 8)} BTC held from ${result.startDate}, which cost ${amountText(result.startingCost, result.currency)}. DCA and the lump sum both hold it; its cost counts in the money put in (paid on the start day, for the annualized return).`;
}

/** The conventions behind a result, one sentence each. */
export function dcaConventions(result: DcaResult): string[] {
  const purchases = result.purchases.length;
  const step = result.stepDays === 1 ? 'every day' : `every ${pluralize(result.stepDays, 'day')}`;
  return [
    PRICE_CLOSE_CONVENTION,
    `${FREQUENCY_NAMES[result.frequency]} buys ${step} from the start day, ${result.startDate}: ${pluralize(purchases, 'purchase')}, the last on ${result.lastPurchaseDate}.`,
    `A final partial period buys nothing: ${pluralize(result.days, 'day')} from ${result.startDate} to ${result.endDate} hold ${pluralize(result.periods, 'full period')} of ${pluralize(result.stepDays, 'day')}.`,
    `Both strategies are valued at the close of the end day, ${result.endDate}; the lump sum buys everything at the close of ${result.startDate}.`,
    stepUpConvention(result),
    startingStackConvention(result),
    ANNUALIZED_RETURN_DEFINITION,
    MAX_DRAWDOWN_DEFINITION,
    BENCHMARK_CONVENTION,
    PAST_ONLY,
  ];
}

/** Column headers of the purchase schedule CSV, with the currency in the money columns. */
function purchaseScheduleHeaders(currency: DcaResult['currency']): string[] {
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

const percentOrNone = (value: number | null) => (value === null ? 'n/a (under a year)' : `${formatFixed(value, 2)}%`);

/** Summary lines of the CSV: '# ' first (data tools skip them) and no commas (one cell each). */
function summaryLines(result: DcaResult, title = 'Arkad DCA backtest'): string[] {
  const money = (value: number) => `${formatFixed(value, 2)} ${result.currency.toUpperCase()}`;
  const extras = [
    result.stepUpPercent > 0 ? `step-up ${result.stepUpPercent}% a year` : null,
    result.startingBtc > 0
      ? `starting stack ${formatFixed(result.startingBtc, 8)} BTC costing ${money(result.startingCost)}`
      : null,
  ].filter((part): part is string => part !== null);
  return [
    `${title}: ${money(result.amount)} ${result.frequency}, ${result.startDate} to ${result.endDate}, fee ${result.feePercent}%${extras.map((part) => `, ${part}`).join('')}`,
    ...dcaConventions(result),
    `DCA: invested ${money(result.dcaInvestment)}, final value ${money(result.dcaFinalValue)}, total return ${formatFixed(result.dcaReturnPercent, 2)}%, annualized ${percentOrNone(result.dcaAnnualizedReturnPercent)}`,
    `Lump sum: invested ${money(result.lumpSumInvestment)}, final value ${money(result.lumpSumFinalValue)}, total return ${formatFixed(result.lumpSumReturnPercent, 2)}%, annualized ${percentOrNone(result.lumpSumAnnualizedReturnPercent)}`,
  ].map((line) => `# ${line.replaceAll(',', ';')}`);
}

/** One purchase's cells. */
function purchaseCells(p: DcaResult['purchases'][number]): string[] {
  return [
    p.date,
    formatFixed(p.price, priceDecimals(p.price)),
    formatFixed(p.amount, 2),
    formatFixed(p.fee, 2),
    formatFixed(p.btc, 8),
    formatFixed(p.cumulativeBtc, 8),
    formatFixed(p.cumulativeInvested, 2),
    formatFixed(p.value, 2),
  ];
}

/**
 * The purchase schedule as CSV (RFC 4180 line ends): the summary lines, then the header and one
 * row per purchase, money to 2 decimals (a price below one unit to 4 significant digits), bitcoin
 * to 8. Cumulative bitcoin and money put in include a starting stack and its cost.
 */
export function purchaseScheduleCsv(result: DcaResult): string {
  const lines = [...summaryLines(result), purchaseScheduleHeaders(result.currency).join(',')];
  for (const p of result.purchases) lines.push(purchaseCells(p).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Several plans' schedules in one CSV: each plan's summary lines ('# Plan 1: ...'), then one
 * header with a first column `plan` (1, 2, 3) and every plan's purchases, plan by plan. One plan
 * is purchaseScheduleCsv's file, unchanged.
 */
export function plansScheduleCsv(results: readonly DcaResult[]): string {
  const [first] = results;
  if (!first) return '';
  if (results.length === 1) return purchaseScheduleCsv(first);
  const lines = results.flatMap((result, index) => summaryLines(result, `Plan ${index + 1}`));
  lines.push(['plan', ...purchaseScheduleHeaders(first.currency)].join(','));
  results.forEach((result, index) => {
    for (const p of result.purchases) lines.push([String(index + 1), ...purchaseCells(p)].join(','));
  });
  return `${lines.join('\r\n')}\r\n`;
}
