import { formatBtc, formatMoney, formatPercent, formatPrice, formatSats } from '@shared/domain/format';
import { defaultLanguage, intlLocales, type Language } from '@shared/i18n/languages';
import type { DcaResult } from '@shared/schemas/dca';
import { translate } from '@/i18n/i18n';
import { frequencyAdverb, timeframeLabel } from './calculator-options';
import { formatDay, formatPlainPercent, formatPoints } from './calculator-format';

/**
 * The texts the calculator builds from a result: the invested detail, the better-strategy line,
 * the analysis list, 'What This Data Tells Us' and the volatility analysis. Every number comes
 * from the result; every sentence is one catalogue message (calculator area) in the learner's
 * language, its figures formatted in that language's locale.
 */

/** The result's figures in a language's locale. */
function figures(result: DcaResult, language: Language) {
  const locale = intlLocales[language];
  return {
    money: (value: number) => formatMoney(value, result.currency, locale),
    /** A price of one bitcoin: 4 significant digits below one unit ('$0.08584'). */
    price: (value: number) => formatPrice(value, result.currency, locale),
    signed: (value: number) => formatPercent(value, { signed: true }, locale),
    percent: (value: number) => formatPercent(value, {}, locale),
    day: (isoDay: string) => formatDay(isoDay, language),
    points: (value: number) => formatPoints(value, language),
    btc: (value: number) => formatBtc(value, 8, locale),
    sats: (value: number) => formatSats(value, locale),
    plainPercent: (value: number) => formatPlainPercent(value, language),
  };
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** The Total Invested card's detail: '12 monthly purchases of $500.00 over 1 year'. */
export function investedDetail(result: DcaResult, language: Language = defaultLanguage): string {
  const f = figures(result, language);
  return translate('calculator.investedDetail', {
    count: result.periods,
    frequency: result.frequency,
    amount: f.money(result.amount),
    stepUp: yesNo(result.stepUpPercent > 0),
    stepUpPercent: f.plainPercent(result.stepUpPercent),
    timeframe: result.timeframe,
    day: f.day(result.startDate),
    label: timeframeLabel(result.timeframe),
    fee: yesNo(result.feePercent > 0),
    feePercent: f.plainPercent(result.feePercent),
    stack: yesNo(result.startingCost > 0),
    stackCost: f.money(result.startingCost),
  });
}

/**
 * Beside the annualized returns: what the figure is, in one plain sentence, and why DCA's and the
 * lump sum's yearly rates do not compare (a one-year DCA window shows a yearly rate far above its
 * total return, because its money was invested for about half the year on average).
 */
export const annualizedReturnNote = () => translate('calculator.annualizedNote');

/** Which strategy ended with more, and by how much money. */
export function betterStrategyLine(result: DcaResult, language: Language = defaultLanguage): string {
  return translate('calculator.better', {
    winner: result.betterStrategy,
    difference: figures(result, language).money(result.difference),
  });
}

/** Before this day the recorded prices come from very thin markets. */
export const EARLY_MARKET_END = '2013-01-01';

/** The analysis list under the chart. */
export function analysisPoints(result: DcaResult, language: Language = defaultLanguage): string[] {
  const f = figures(result, language);
  const list = [
    translate('calculator.analysis.went', {
      startPrice: f.price(result.startingPrice),
      startDay: f.day(result.startDate),
      endPrice: f.price(result.endingPrice),
      endDay: f.day(result.endDate),
      change: f.signed(result.priceChangePercent),
    }),
    translate('calculator.analysis.dca', {
      count: result.purchases.length,
      stepped: yesNo(result.purchases.some((purchase) => purchase.amount !== result.amount)),
      amount: f.money(result.amount),
      stepUpPercent: f.plainPercent(result.stepUpPercent),
      invested: f.money(result.dcaInvestment),
      stack: yesNo(result.startingBtc !== 0),
      stackCost: f.money(result.startingCost),
      stackBtc: f.btc(result.startingBtc),
      btc: f.btc(result.dcaBtc),
      sats: f.sats(result.dcaSats),
      finalValue: f.money(result.dcaFinalValue),
      return: f.signed(result.dcaReturnPercent),
    }),
    translate('calculator.analysis.lump', {
      invested: f.money(result.lumpSumInvestment),
      price: f.price(result.startingPrice),
      btc: f.btc(result.lumpSumBtc),
      finalValue: f.money(result.lumpSumFinalValue),
      return: f.signed(result.lumpSumReturnPercent),
    }),
    translate('calculator.analysis.average', {
      dca: f.price(result.averageCostPerBtc),
      lump: f.price(result.lumpSumCostPerBtc),
    }),
    translate('calculator.analysis.gap', {
      points: f.points(result.performanceGap),
      label: translate(`calculator.gap.${result.performanceGapLabel}`),
    }),
    translate('calculator.analysis.range', {
      high: f.price(result.highestPrice.price),
      highDay: f.day(result.highestPrice.date),
      low: f.price(result.lowestPrice.price),
      lowDay: f.day(result.lowestPrice.date),
    }),
  ];
  if (result.startDate < EARLY_MARKET_END) list.push(translate('calculator.analysis.early'));
  if (result.feePercent > 0) {
    list.push(
      translate('calculator.analysis.fee', {
        feePercent: f.plainPercent(result.feePercent),
        dcaFees: f.money(result.dcaFees),
        lumpFee: f.money(result.lumpSumFee),
      }),
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
export function dataLessons(result: DcaResult, language: Language = defaultLanguage): DataLessons {
  const f = figures(result, language);
  const strategyPerformance = translate('calculator.lessons.performance', {
    winner: result.betterStrategy,
    amount: f.money(result.amount),
    every: frequencyAdverb(result.frequency),
    difference: f.money(result.difference),
    points: f.points(result.performanceGap),
  });
  const historicalContext = translate('calculator.lessons.history', {
    change: f.percent(Math.abs(result.priceChangePercent)),
    direction: result.priceChange >= 0 ? 'above' : 'below',
    low: f.price(result.lowestPrice.price),
    high: f.price(result.highestPrice.price),
    winner: result.betterStrategy,
    dcaCost: f.price(result.averageCostPerBtc),
    lumpCost: f.price(result.lumpSumCostPerBtc),
  });
  const keyLearning = result.similar
    ? translate('calculator.lessons.similar', { points: f.points(result.performanceGap) })
    : translate(result.betterStrategy === 'dca' ? 'calculator.lessons.dca' : 'calculator.lessons.lump');
  return { strategyPerformance, historicalContext, keyLearning };
}

/** Clason's rule beside the lessons (in Spanish, Arkad's translation, and its caption says so). */
export const babylonQuote = () => ({
  text: translate('calculator.quote.text'),
  source: translate('calculator.quote.source'),
  lesson: translate('calculator.quote.lesson'),
});

export interface VolatilityAnalysis {
  priceSwing: string;
  dcaBenefit: string;
  volatilityImpact: string;
}

/** 'Your Volatility Analysis': Price Swing, DCA Benefit and Volatility Impact, from the result. */
export function volatilityAnalysis(result: DcaResult, language: Language = defaultLanguage): VolatilityAnalysis {
  const f = figures(result, language);
  const { highestPrice: high, lowestPrice: low } = result;
  const swing = ((high.price - low.price) / low.price) * 100;
  const priceSwing = translate('calculator.volatility.swing', {
    low: f.price(low.price),
    lowDay: f.day(low.date),
    high: f.price(high.price),
    highDay: f.day(high.date),
    swing: f.percent(swing),
  });

  const costGap = ((result.averageCostPerBtc - result.lumpSumCostPerBtc) / result.lumpSumCostPerBtc) * 100;
  const dcaBenefit = translate('calculator.volatility.benefit', {
    gap: Math.abs(costGap) < 0.05 ? 'same' : costGap < 0 ? 'below' : 'above',
    dcaCost: f.price(result.averageCostPerBtc),
    lumpCost: f.price(result.lumpSumCostPerBtc),
    percent: f.percent(Math.abs(costGap)),
  });

  const drawdown = result.maxDrawdown;
  const fall = drawdown
    ? translate('calculator.volatility.fall', {
        recovered: yesNo(drawdown.recoveryDate !== null && drawdown.recoveryDate !== undefined),
        percent: f.percent(drawdown.percent),
        peak: f.money(drawdown.peakValue),
        peakDay: f.day(drawdown.peakDate),
        trough: f.money(drawdown.troughValue),
        troughDay: f.day(drawdown.troughDate),
        recoveryDay: drawdown.recoveryDate ? f.day(drawdown.recoveryDate) : '',
      })
    : translate('calculator.volatility.noFall');
  const water = result.longestUnderwater;
  const under = water
    ? translate('calculator.volatility.under', {
        recovered: yesNo(water.recovered),
        days: water.days,
        startDay: f.day(water.startDate),
        endDay: f.day(water.endDate),
      })
    : translate('calculator.volatility.neverUnder');
  return { priceSwing, dcaBenefit, volatilityImpact: translate('calculator.volatility.impact', { fall, under }) };
}
