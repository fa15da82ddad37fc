import type { DcaFrequency, DcaResult } from '../schemas/dca';
import { currencySymbol, formatFixed, priceDecimals } from './format';
import { pluralize } from './plural';

/**
 * What a DCA result rests on, as data a learner's screen words in their language (dcaConventions:
 * a stable key and its values per line; the client's calculator.convention.<key>), and the
 * purchase schedule as CSV (a data file in the learner's language: its column names and summary
 * lines, from the language's `DcaCsvTexts`; its numbers and days the same in every language).
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

// The CSV: a data file in the learner's language (its column names and summary lines: the
// language's `DcaCsvTexts`, passed in; English by default, shared/content/es/csv.ts in Spanish).
// Its numbers and days are written the same in every language, for machines: days 'YYYY-MM-DD',
// '.' before decimals, no thousands separators, a currency by its code, so a spreadsheet reads
// them whatever its locale.

/** A money amount as the CSV writes it: '100.00 USD'. */
type CsvMoney = string;

/** The words of the purchase schedule CSV in one language; every value comes in written already. */
export interface DcaCsvTexts {
  /** One line per convention (days 'YYYY-MM-DD', amounts as `amountText` writes them). */
  conventions: { [K in DcaConventionKey]: (line: Extract<DcaConvention, { key: K }>) => string };
  /** The file's title ('Arkad DCA backtest'), and a plan's in a file of several ('Plan 2'). */
  title: string;
  plan: (number: number) => string;
  /** The first summary line: the plan's inputs; `extras` are the step-up and starting stack parts. */
  inputs: (line: {
    title: string;
    amount: CsvMoney;
    frequency: DcaFrequency;
    startDate: string;
    endDate: string;
    feePercent: number;
    extras: string[];
  }) => string;
  stepUp: (percent: number) => string;
  startingStack: (btc: string, cost: CsvMoney) => string;
  /** The DCA and lump sum lines; `annualized` is a percentage ('12.34%') or null (under a year). */
  outcome: (line: {
    strategy: 'dca' | 'lumpSum';
    invested: CsvMoney;
    finalValue: CsvMoney;
    totalReturn: string;
    annualized: string | null;
  }) => string;
  /** The column names, the currency's code in the money columns (as the file's data: 'usd'). */
  headers: (currency: DcaResult['currency']) => string[];
  /** The first column's name in a file of several plans. */
  planColumn: string;
}

const FREQUENCY_NAMES: Record<DcaFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  biweekly: 'Biweekly',
  monthly: 'Monthly',
};

/** '$100.00': an amount in a summary line, '.' before the cents, no thousands separator. */
const amountText = (value: number, currency: DcaResult['currency']) =>
  `${currencySymbol(currency)}${formatFixed(value, 2)}`;

/** The CSV in English (its words as they have always been). */
export const dcaCsvEnglish: DcaCsvTexts = {
  conventions: {
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
    pastOnly: () =>
      'All of this is what the recorded prices gave in the past; none of it says what any of them will do.',
  },
  title: 'Arkad DCA backtest',
  plan: (number) => `Plan ${number}`,
  inputs: (c) =>
    `${c.title}: ${c.amount} ${c.frequency}, ${c.startDate} to ${c.endDate}, fee ${c.feePercent}%${c.extras.map((part) => `, ${part}`).join('')}`,
  stepUp: (percent) => `step-up ${percent}% a year`,
  startingStack: (btc, cost) => `starting stack ${btc} BTC costing ${cost}`,
  outcome: (c) =>
    `${c.strategy === 'dca' ? 'DCA' : 'Lump sum'}: invested ${c.invested}, final value ${c.finalValue}, total return ${c.totalReturn}, annualized ${c.annualized ?? 'n/a (under a year)'}`,
  headers: (currency) => [
    'date',
    `price_${currency}`,
    `amount_${currency}`,
    `fee_${currency}`,
    'btc',
    'cumulative_btc',
    `cumulative_invested_${currency}`,
    `value_${currency}`,
  ],
  planColumn: 'plan',
};

/** A convention as the CSV writes it (in the texts' language, days as 'YYYY-MM-DD'). */
function csvConventionText(line: DcaConvention, texts: DcaCsvTexts): string {
  return (texts.conventions[line.key] as (line: DcaConvention) => string)(line);
}

const percentText = (value: number) => `${formatFixed(value, 2)}%`;

/** Summary lines of the CSV: '# ' first (data tools skip them) and no commas (one cell each). */
function summaryLines(result: DcaResult, texts: DcaCsvTexts, title = texts.title): string[] {
  const money = (value: number): CsvMoney => `${formatFixed(value, 2)} ${result.currency.toUpperCase()}`;
  const extras = [
    result.stepUpPercent > 0 ? texts.stepUp(result.stepUpPercent) : null,
    result.startingBtc > 0 ? texts.startingStack(formatFixed(result.startingBtc, 8), money(result.startingCost)) : null,
  ].filter((part): part is string => part !== null);
  return [
    texts.inputs({
      title,
      amount: money(result.amount),
      frequency: result.frequency,
      startDate: result.startDate,
      endDate: result.endDate,
      feePercent: result.feePercent,
      extras,
    }),
    ...dcaConventions(result).map((line) => csvConventionText(line, texts)),
    texts.outcome({
      strategy: 'dca',
      invested: money(result.dcaInvestment),
      finalValue: money(result.dcaFinalValue),
      totalReturn: percentText(result.dcaReturnPercent),
      annualized: result.dcaAnnualizedReturnPercent === null ? null : percentText(result.dcaAnnualizedReturnPercent),
    }),
    texts.outcome({
      strategy: 'lumpSum',
      invested: money(result.lumpSumInvestment),
      finalValue: money(result.lumpSumFinalValue),
      totalReturn: percentText(result.lumpSumReturnPercent),
      annualized:
        result.lumpSumAnnualizedReturnPercent === null ? null : percentText(result.lumpSumAnnualizedReturnPercent),
    }),
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
export function purchaseScheduleCsv(result: DcaResult, texts: DcaCsvTexts = dcaCsvEnglish): string {
  const lines = [...summaryLines(result, texts), texts.headers(result.currency).join(',')];
  for (const p of result.purchases) lines.push(purchaseCells(p).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Several plans' schedules in one CSV: each plan's summary lines ('# Plan 1: ...'), then one
 * header with a first column `plan` (1, 2, 3) and every plan's purchases, plan by plan. One plan
 * is purchaseScheduleCsv's file, unchanged.
 */
export function plansScheduleCsv(results: readonly DcaResult[], texts: DcaCsvTexts = dcaCsvEnglish): string {
  const [first] = results;
  if (!first) return '';
  if (results.length === 1) return purchaseScheduleCsv(first, texts);
  const lines = results.flatMap((result, index) => summaryLines(result, texts, texts.plan(index + 1)));
  lines.push([texts.planColumn, ...texts.headers(first.currency)].join(','));
  results.forEach((result, index) => {
    for (const p of result.purchases) lines.push([String(index + 1), ...purchaseCells(p)].join(','));
  });
  return `${lines.join('\r\n')}\r\n`;
}
