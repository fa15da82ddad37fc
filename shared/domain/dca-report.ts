import type { DcaFrequency, DcaResult } from '../schemas/dca';
import { currencySymbol, formatFixed, priceDecimals } from './format';
import { pluralize } from './plural';

/**
 * What a DCA result rests on, as data a learner's screen words in their language (dcaConventions:
 * a stable key and its values per line; the client's calculator.convention.<key>), and the
 * purchase schedule as CSV (a data file, in English: its column names and summary lines).
 */

/**
 * One line of "how these results were calculated": a key and the values its sentence needs (days
 * 'YYYY-MM-DD', amounts in `currency`, percentages as numbers). No words: the client writes them.
 */
export type DcaConvention =
  | { key: 'prices' | 'noStepUp' | 'noStartingStack' | 'annualizedReturn' | 'maxDrawdown' | 'benchmarks' | 'pastOnly' }
  | {
      key: 'schedule';
      frequency: DcaFrequency;
      stepDays: number;
      startDate: string;
      purchases: number;
      lastPurchaseDate: string;
    }
  | { key: 'partialPeriod'; days: number; startDate: string; endDate: string; periods: number; stepDays: number }
  | { key: 'valuation'; startDate: string; endDate: string }
  | {
      key: 'stepUp';
      percent: number;
      /** The start day's month and day, 'MM-DD': the anniversary each year. */
      anniversary: string;
      currency: DcaResult['currency'];
      firstAmount: number;
      lastAmount: number;
    }
  | { key: 'startingStack'; btc: number; startDate: string; cost: number; currency: DcaResult['currency'] };
export type DcaConventionKey = DcaConvention['key'];

/** The conventions behind a result, one line each, in the order a learner reads them. */
export function dcaConventions(result: DcaResult): DcaConvention[] {
  const { startDate, endDate, stepDays, currency } = result;
  return [
    { key: 'prices' },
    {
      key: 'schedule',
      frequency: result.frequency,
      stepDays,
      startDate,
      purchases: result.purchases.length,
      lastPurchaseDate: result.lastPurchaseDate,
    },
    { key: 'partialPeriod', days: result.days, startDate, endDate, periods: result.periods, stepDays },
    { key: 'valuation', startDate, endDate },
    result.stepUpPercent === 0
      ? { key: 'noStepUp' }
      : {
          key: 'stepUp',
          percent: result.stepUpPercent,
          anniversary: startDate.slice(5),
          currency,
          firstAmount: result.amount,
          lastAmount: result.purchases.at(-1)?.amount ?? result.amount,
        },
    result.startingBtc === 0
      ? { key: 'noStartingStack' }
      : { key: 'startingStack', btc: result.startingBtc, startDate, cost: result.startingCost, currency },
    { key: 'annualizedReturn' },
    { key: 'maxDrawdown' },
    { key: 'benchmarks' },
    { key: 'pastOnly' },
  ];
}

// The CSV's summary lines: a data file, written in English whatever the page's language (like its
// column names), so that the file reads the same for every tool and every reader.

const FREQUENCY_NAMES: Record<DcaFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  biweekly: 'Biweekly',
  monthly: 'Monthly',
};

const amountText = (value: number, currency: DcaResult['currency']) =>
  `${currencySymbol(currency)}${formatFixed(value, 2)}`;

const CSV_CONVENTION_TEXT: { [K in DcaConventionKey]: (line: Extract<DcaConvention, { key: K }>) => string } = {
  prices: () => 'Prices: the daily close of each UTC day (00:00 to 24:00 UTC).',
  schedule: (c) =>
    `${FREQUENCY_NAMES[c.frequency]} buys ${c.stepDays === 1 ? 'every day' : `every ${pluralize(c.stepDays, 'day')}`} from the start day, ${c.startDate}: ${pluralize(c.purchases, 'purchase')}, the last on ${c.lastPurchaseDate}.`,
  partialPeriod: (c) =>
    `A final partial period buys nothing: ${pluralize(c.days, 'day')} from ${c.startDate} to ${c.endDate} hold ${pluralize(c.periods, 'full period')} of ${pluralize(c.stepDays, 'day')}.`,
  valuation: (c) =>
    `Both strategies are valued at the close of the end day, ${c.endDate}; the lump sum buys everything at the close of ${c.startDate}.`,
  noStepUp: () => 'No yearly step-up: every purchase is the same amount.',
  stepUp: (c) =>
    `Yearly step-up of ${c.percent}%: on each anniversary of the start day (${c.anniversary} each year; a 29 February start steps up on 1 March in other years) the amount grows by ${c.percent}%, compounded on the first year's amount and rounded to the cent: ${amountText(c.firstAmount, c.currency)} in the first year, ${amountText(c.lastAmount, c.currency)} for the last purchase.`,
  noStartingStack: () => 'No starting stack: the plan starts with no bitcoin.',
  startingStack: (c) =>
    `Starting stack: ${formatFixed(c.btc, 8)} BTC held from ${c.startDate}, which cost ${amountText(c.cost, c.currency)}. DCA and the lump sum both hold it; its cost counts in the money put in (paid on the start day, for the annualized return).`,
  annualizedReturn: () =>
    'Annualized return: the money-weighted yearly rate (XIRR) over the actual purchase days and amounts, fees included, to the value on the end day; shown for periods of a year or more.',
  maxDrawdown: () =>
    'Max drawdown: the largest fall of the DCA portfolio value from an earlier peak, as a percentage of that peak (daily closes; money added counts in the value).',
  benchmarks: () =>
    'Benchmarks: the same purchases (the starting stack left out, fees not charged), in the same months, into the S&P 500 with dividends reinvested, gold, or cash shown after US inflation; both sides priced by monthly averages, in US dollars only; each benchmark stops where its data stop, except that cash skips the one month without a published CPI (October 2025), counting that month’s money from the next month’s CPI.',
  pastOnly: () => 'All of this is what the recorded prices gave in the past; none of it says what any of them will do.',
};

/** A convention as the CSV writes it (English, days as 'YYYY-MM-DD'). */
function csvConventionText(line: DcaConvention): string {
  return (CSV_CONVENTION_TEXT[line.key] as (line: DcaConvention) => string)(line);
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
    ...dcaConventions(result).map(csvConventionText),
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
