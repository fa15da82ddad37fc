import { formatBtc, formatMoney, formatPercent, formatPrice, formatSats } from '@shared/domain/format';
import { pluralize } from '@shared/domain/plural';
import type { DcaResult } from '@shared/schemas/dca';
import { FREQUENCY_ADJECTIVE, FREQUENCY_ADVERB, TIMEFRAME_OPTIONS } from './calculator-options';
import { formatDay, formatPoints } from './calculator-format';

/**
 * The texts the calculator builds from a result: the invested detail, the better-strategy line,
 * the analysis list, 'What This Data Tells Us' and the volatility analysis. Every number comes
 * from the result.
 */

const money = (result: DcaResult, value: number) => formatMoney(value, result.currency);
/** A price of one bitcoin: 4 significant digits below one unit ('$0.08584'). */
const price = (result: DcaResult, value: number) => formatPrice(value, result.currency);
const signed = (value: number) => formatPercent(value, { signed: true });
const dayCount = (days: number) => pluralize(days, 'day');

/** '1 year', 'since Jan 1, 2012', 'from Jan 1, 2020'. */
export function periodPhrase(result: DcaResult): string {
  if (result.timeframe === 'all') return `since ${formatDay(result.startDate)}`;
  if (result.timeframe === 'custom') return `from ${formatDay(result.startDate)}`;
  return TIMEFRAME_OPTIONS.find((option) => option.value === result.timeframe)?.label ?? result.timeframe;
}

/** The Total Invested card's detail: '12 monthly purchases of $500.00 over 1 year'. */
export function investedDetail(result: DcaResult): string {
  const over =
    result.timeframe === 'all' || result.timeframe === 'custom' ? periodPhrase(result) : `over ${periodPhrase(result)}`;
  const purchases = pluralize(result.periods, `${FREQUENCY_ADJECTIVE[result.frequency]} purchase`);
  const fee = result.feePercent > 0 ? `, fees of ${result.feePercent}% included` : '';
  const stepUp = result.stepUpPercent > 0 ? `, stepping up ${result.stepUpPercent}% a year` : '';
  const stack = result.startingCost > 0 ? `, plus ${money(result, result.startingCost)} the starting stack cost` : '';
  return `${purchases} of ${money(result, result.amount)}${stepUp} ${over}${fee}${stack}`;
}

/**
 * Beside the annualized returns: what the figure is, in one plain sentence, and why DCA's and the
 * lump sum's yearly rates do not compare (a one-year DCA window shows a yearly rate far above its
 * total return, because its money was invested for about half the year on average).
 */
export const ANNUALIZED_RETURN_NOTE =
  'Annualized return is the yearly rate that would turn the money put in into its final value over the time that money was actually invested. DCA’s money was invested for less time on average than the lump sum’s, so the two yearly rates are not comparable: compare the total returns and final values instead.';

/** Which strategy ended with more, and by how much money. */
export function betterStrategyLine(result: DcaResult): string {
  if (result.betterStrategy === 'tie') return 'Both strategies ended with the same value.';
  const winner = result.betterStrategy === 'dca' ? 'Dollar-cost averaging' : 'The lump sum';
  return `${winner} did better, by ${money(result, result.difference)}.`;
}

/** Before this day the recorded prices come from very thin markets. */
export const EARLY_MARKET_END = '2013-01-01';

/** '24 purchases of $100.00', or with a step-up that applied: '24 purchases starting at $100.00 (stepping up 10% a year)'. */
function purchasesPhrase(result: DcaResult): string {
  const count = pluralize(result.purchases.length, 'purchase');
  const steppedUp = result.purchases.some((purchase) => purchase.amount !== result.amount);
  if (!steppedUp) return `${count} of ${money(result, result.amount)}`;
  return `${count} starting at ${money(result, result.amount)} (stepping up ${result.stepUpPercent}% a year)`;
}

/** The money put in counts the starting stack's cost: ' including $3,000.00 for the starting stack of 0.10000000 BTC'. */
function stackPhrase(result: DcaResult): string {
  if (result.startingBtc === 0) return '';
  return ` including ${money(result, result.startingCost)} for the starting stack of ${formatBtc(result.startingBtc)}`;
}

/** The analysis list under the chart. */
export function analysisPoints(result: DcaResult): string[] {
  const m = (value: number) => money(result, value);
  const p = (value: number) => price(result, value);
  const list = [
    `Bitcoin went from ${p(result.startingPrice)} on ${formatDay(result.startDate)} to ${p(result.endingPrice)} on ${formatDay(result.endDate)}, a change of ${signed(result.priceChangePercent)}.`,
    `DCA made ${purchasesPhrase(result)}, ${m(result.dcaInvestment)} in all${stackPhrase(result)}, and ended with ${formatBtc(result.dcaBtc)} (${formatSats(result.dcaSats)}) worth ${m(result.dcaFinalValue)}: ${signed(result.dcaReturnPercent)}.`,
    `The lump sum put ${m(result.lumpSumInvestment)} in on the first day at ${p(result.startingPrice)}, bought ${formatBtc(result.lumpSumBtc)} and ended worth ${m(result.lumpSumFinalValue)}: ${signed(result.lumpSumReturnPercent)}.`,
    `Average cost per bitcoin: ${p(result.averageCostPerBtc)} with DCA, ${p(result.lumpSumCostPerBtc)} with the lump sum.`,
    `Performance gap: ${formatPoints(result.performanceGap)} (${result.performanceGapLabel}).`,
    `Highest close in the period: ${p(result.highestPrice.price)} on ${formatDay(result.highestPrice.date)}; lowest: ${p(result.lowestPrice.price)} on ${formatDay(result.lowestPrice.date)}.`,
  ];
  if (result.startDate < EARLY_MARKET_END) {
    list.push(
      'Prices before 2013 come from very small early markets: buying large amounts at them would have moved the price, so read results from those years as illustrations.',
    );
  }
  if (result.feePercent > 0) {
    list.push(
      `An exchange fee of ${result.feePercent}% cost ${m(result.dcaFees)} across the DCA purchases and ${m(result.lumpSumFee)} on the lump sum.`,
    );
  }
  return list;
}

export interface DataLessons {
  strategyPerformance: string;
  historicalContext: string;
  keyLearning: string;
}

/** 'What This Data Tells Us': strategy performance, historical context and the key learning. */
export function dataLessons(result: DcaResult): DataLessons {
  const m = (value: number) => money(result, value);
  const plan = `buying ${m(result.amount)} ${FREQUENCY_ADVERB[result.frequency]}`;
  const strategyPerformance =
    result.betterStrategy === 'tie'
      ? `Over this period, ${plan} and investing everything on the first day ended level.`
      : result.betterStrategy === 'dca'
        ? `Over this period, ${plan} beat investing everything on the first day by ${m(result.difference)} (${formatPoints(result.performanceGap)}).`
        : `Over this period, investing everything on the first day beat ${plan} by ${m(result.difference)} (${formatPoints(result.performanceGap)}).`;

  const p = (value: number) => price(result, value);
  const direction = result.priceChange >= 0 ? 'above' : 'below';
  const cheaper =
    result.betterStrategy === 'tie'
      ? 'Both paid the same on average per bitcoin.'
      : result.betterStrategy === 'dca'
        ? `With the same money invested, the strategy that pays less per bitcoin ends with more of it: DCA averaged ${p(result.averageCostPerBtc)} against the lump sum's ${p(result.lumpSumCostPerBtc)}.`
        : `With the same money invested, the strategy that pays less per bitcoin ends with more of it: the lump sum paid ${p(result.lumpSumCostPerBtc)} against DCA's average of ${p(result.averageCostPerBtc)}.`;
  const historicalContext = `Bitcoin ended ${formatPercent(Math.abs(result.priceChangePercent))} ${direction} its starting price, with daily closes between ${p(result.lowestPrice.price)} and ${p(result.highestPrice.price)} along the way. ${cheaper}`;

  let keyLearning: string;
  if (result.similar) {
    keyLearning = `The two strategies ended within ${formatPoints(result.performanceGap)} of each other: similar results. Over this period, the habit of investing steadily mattered more than the method.`;
  } else if (result.betterStrategy === 'dca') {
    keyLearning =
      'Spreading purchases meant not all the money was spent at the first price, which turned out to be above what DCA paid on average. DCA needs no guess about the right moment, which is why it suits saving a part of each paycheck.';
  } else {
    keyLearning =
      'The first price turned out to be lower than what DCA paid on average, so the money invested on day one bought more bitcoin. DCA gives up some of that upside for a steadier path and no need to guess the right moment; and saving from each paycheck is DCA by nature.';
  }
  return {
    strategyPerformance,
    historicalContext,
    keyLearning: `${keyLearning} Past results do not tell you what the price will do next.`,
  };
}

export const BABYLON_QUOTE = {
  text: 'A part of all you earn is yours to keep.',
  source: 'Algamish to Arkad, The Richest Man in Babylon (George S. Clason, 1926)',
  lesson:
    'A DCA plan turns that rule into a habit: a fixed part of every paycheck set aside on schedule, whatever the price.',
} as const;

export interface VolatilityAnalysis {
  priceSwing: string;
  dcaBenefit: string;
  volatilityImpact: string;
}

/** 'Your Volatility Analysis': Price Swing, DCA Benefit and Volatility Impact, from the result. */
export function volatilityAnalysis(result: DcaResult): VolatilityAnalysis {
  const m = (value: number) => money(result, value);
  const p = (value: number) => price(result, value);
  const { highestPrice: high, lowestPrice: low } = result;
  const swing = ((high.price - low.price) / low.price) * 100;
  const priceSwing = `Daily closes ranged from ${p(low.price)} (${formatDay(low.date)}) to ${p(high.price)} (${formatDay(high.date)}): the highest was ${formatPercent(swing)} above the lowest.`;

  const costGap = ((result.averageCostPerBtc - result.lumpSumCostPerBtc) / result.lumpSumCostPerBtc) * 100;
  const dcaBenefit =
    Math.abs(costGap) < 0.05
      ? `DCA's average cost of ${p(result.averageCostPerBtc)} per bitcoin was about the same as the lump sum's.`
      : costGap < 0
        ? `DCA's average cost of ${p(result.averageCostPerBtc)} per bitcoin was ${formatPercent(-costGap)} below the lump sum's ${p(result.lumpSumCostPerBtc)}: the swings let the fixed amount buy more bitcoin when prices were low.`
        : `DCA's average cost of ${p(result.averageCostPerBtc)} per bitcoin was ${formatPercent(costGap)} above the lump sum's ${p(result.lumpSumCostPerBtc)}: most purchases came at prices above the first one.`;

  const drawdown = result.maxDrawdown;
  const fall = drawdown
    ? `At its worst your DCA portfolio was ${formatPercent(drawdown.percent)} below its earlier peak of ${m(drawdown.peakValue)} (${formatDay(drawdown.peakDate)}): worth ${m(drawdown.troughValue)} on ${formatDay(drawdown.troughDate)}${
        drawdown.recoveryDate
          ? `, and back at that peak on ${formatDay(drawdown.recoveryDate)}, counting the purchases made since.`
          : ', and not back at that peak by the end, even counting the purchases made since.'
      }`
    : 'Your DCA portfolio never fell below an earlier peak in this period.';
  const water = result.longestUnderwater;
  const under = water
    ? ` It was worth less than the money put in for up to ${dayCount(water.days)} in a row (${formatDay(water.startDate)} to ${formatDay(water.endDate)})${water.recovered ? '.' : ', and was still below it at the end.'}`
    : ' It was never worth less than the money put in.';
  return { priceSwing, dcaBenefit, volatilityImpact: `${fall}${under}` };
}
