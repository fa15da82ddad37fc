import type { DcaFrequency, DcaResult } from '../schemas/dca';
import { formatFixed, priceDecimals } from './format';
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

/** The conventions behind a result, one sentence each. */
export function dcaConventions(result: DcaResult): string[] {
  const purchases = result.purchases.length;
  const step = result.stepDays === 1 ? 'every day' : `every ${pluralize(result.stepDays, 'day')}`;
  return [
    PRICE_CLOSE_CONVENTION,
    `${FREQUENCY_NAMES[result.frequency]} buys ${step} from the start day, ${result.startDate}: ${pluralize(purchases, 'purchase')}, the last on ${result.lastPurchaseDate}.`,
    `A final partial period buys nothing: ${pluralize(result.days, 'day')} from ${result.startDate} to ${result.endDate} hold ${pluralize(result.periods, 'full period')} of ${pluralize(result.stepDays, 'day')}.`,
    `Both strategies are valued at the close of the end day, ${result.endDate}; the lump sum buys everything at the close of ${result.startDate}.`,
    ANNUALIZED_RETURN_DEFINITION,
    MAX_DRAWDOWN_DEFINITION,
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
function summaryLines(result: DcaResult): string[] {
  const money = (value: number) => `${formatFixed(value, 2)} ${result.currency.toUpperCase()}`;
  return [
    `Arkad DCA backtest: ${money(result.amount)} ${result.frequency}, ${result.startDate} to ${result.endDate}, fee ${result.feePercent}%`,
    ...dcaConventions(result),
    `DCA: invested ${money(result.dcaInvestment)}, final value ${money(result.dcaFinalValue)}, total return ${formatFixed(result.dcaReturnPercent, 2)}%, annualized ${percentOrNone(result.dcaAnnualizedReturnPercent)}`,
    `Lump sum: invested ${money(result.lumpSumInvestment)}, final value ${money(result.lumpSumFinalValue)}, total return ${formatFixed(result.lumpSumReturnPercent, 2)}%, annualized ${percentOrNone(result.lumpSumAnnualizedReturnPercent)}`,
  ].map((line) => `# ${line.replaceAll(',', ';')}`);
}

/**
 * The purchase schedule as CSV (RFC 4180 line ends): the summary lines, then the header and one
 * row per purchase, money to 2 decimals (a price below one unit to 4 significant digits), bitcoin
 * to 8.
 */
export function purchaseScheduleCsv(result: DcaResult): string {
  const lines = [...summaryLines(result), purchaseScheduleHeaders(result.currency).join(',')];
  for (const p of result.purchases) {
    lines.push(
      [
        p.date,
        formatFixed(p.price, priceDecimals(p.price)),
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
