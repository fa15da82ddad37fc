import { describe, expect, it } from 'vitest';
import { findContentProblems } from '@shared/content/content-checks';
import type { DcaPlanInput, DcaResult } from '@shared/schemas/dca';
import type { PricePoint } from '@shared/schemas/price';
import { DEFAULT_PLAN } from './calculator-params';
import {
  annualizedReturnNote,
  babylonQuote,
  analysisPoints,
  betterStrategyLine,
  dataLessons,
  investedDetail,
  volatilityAnalysis,
} from './result-copy';
import { plansOutcome, type PlansOutcome } from './dca-outcome';

/**
 * Four daily closes, $100 bought every day ('since 2012' = the whole series):
 * DCA buys 1 + 2 + 1 + 0.5 = 4.5 BTC for $400, worth 4.5 x 200 = $900 (+125.0%);
 * the lump sum buys 400 / 100 = 4 BTC, worth $800 (+100.0%). DCA is ahead by $100.00, a gap of
 * 25 points (High); average cost 400 / 4.5 = $88.89 against $100.00.
 */
const series = [
  { date: '2024-01-01', price: 100 },
  { date: '2024-01-02', price: 50 },
  { date: '2024-01-03', price: 100 },
  { date: '2024-01-04', price: 200 },
];
const daily: DcaPlanInput = { ...DEFAULT_PLAN, amount: 100, frequency: 'daily', timeframe: 'all' };

/** One plan's outcome (in dollars unless told), as the calculator gets it from plansOutcome. */
type OnePlanOutcome = Exclude<PlansOutcome, { kind: 'result' }> | { kind: 'result'; result: DcaResult };

function dcaOutcome(
  points: readonly PricePoint[] | undefined,
  plan: DcaPlanInput,
  loadError: Error | null = null,
  currency: 'usd' | 'eur' = 'usd',
): OnePlanOutcome {
  const outcome = plansOutcome(points, { currency, plans: [plan] }, loadError);
  if (outcome.kind !== 'result') return outcome;
  return { kind: 'result', result: outcome.results[0] as DcaResult };
}

function resultOf(plan: DcaPlanInput): DcaResult {
  const outcome = dcaOutcome(series, plan);
  if (outcome.kind !== 'result') throw new Error(`expected a result, got ${outcome.kind}`);
  return outcome.result;
}

describe('plansOutcome of one plan', () => {
  it.each([
    { case: 'an empty amount (0)', inputs: { ...daily, amount: 0 }, message: 'Amount must be at least $1' },
    { case: 'a negative amount', inputs: { ...daily, amount: -50 }, message: 'Amount must be at least $1' },
    { case: '0.001', inputs: { ...daily, amount: 0.001 }, message: 'Amount must be at least $1' },
    { case: 'letters (no number)', inputs: { ...daily, amount: Number.NaN }, message: 'Amount must be a number' },
  ])('$case gets a field message on the amount', ({ inputs, message }) => {
    expect(dcaOutcome(series, inputs)).toEqual({ kind: 'invalid', errors: { 'plans.0.amount': message } });
  });

  it('0.5 euros gets a field message on the amount naming euros', () => {
    expect(dcaOutcome(series, { ...daily, amount: 0.5 }, null, 'eur')).toEqual({
      kind: 'invalid',
      errors: { 'plans.0.amount': 'Amount must be at least €1' },
    });
  });

  it.each([
    {
      case: 'a fee above 10%',
      inputs: { ...daily, feePercent: 12 },
      errors: { 'plans.0.feePercent': 'Fee must be between 0% and 10%' },
    },
    {
      case: 'a custom period without a start date',
      inputs: { ...daily, timeframe: 'custom' as const },
      errors: { 'plans.0.startDate': 'Choose a start date for a custom period' },
    },
    {
      case: 'an amount over the limit',
      inputs: { ...daily, amount: 100_000_000 },
      errors: { 'plans.0.amount': 'Amount must be at most $99,999,999.99' },
    },
  ])('$case is reported on its field', ({ inputs, errors }) => {
    expect(dcaOutcome(series, inputs)).toEqual({ kind: 'invalid', errors });
  });

  it('waits while the series is loading', () => {
    expect(dcaOutcome(undefined, daily)).toEqual({ kind: 'waiting' });
  });

  it('fails with the layered message when loading the series failed', () => {
    const loadError = new Error('Failed to fetch Bitcoin data: 503 Service Unavailable');
    expect(dcaOutcome(undefined, daily, loadError)).toEqual({
      kind: 'failed',
      message:
        'Failed to calculate DCA data: DCA Calculation failed: Failed to fetch Bitcoin data: 503 Service Unavailable. Please try again.',
    });
  });

  it('keeps calculating on a series already loaded when a later refresh failed', () => {
    const outcome = dcaOutcome(series, daily, new Error('Failed to fetch Bitcoin data: 503 Service Unavailable'));
    expect(outcome.kind).toBe('result');
  });

  it.each([
    { case: 'an empty series', data: [], reason: 'No historical data available' },
    {
      case: 'a zero price',
      data: [{ date: '2024-01-01', price: 0 }],
      reason: 'Invalid price data - prices must be positive numbers',
    },
  ])('$case fails with the calculator message', ({ data, reason }) => {
    expect(dcaOutcome(data, daily)).toEqual({
      kind: 'failed',
      message: `Failed to calculate DCA data: DCA Calculation failed: ${reason}. Please try again.`,
    });
  });

  it.each([
    ['after the last close', '2024-02-01', 'Start date must be on or before 2024-01-04, the last day with a price'],
    [
      'on the last close',
      '2024-01-04',
      'Start date must leave room for at least two daily purchases: start on or before 2024-01-03',
    ],
    ['before the first close', '2009-01-01', 'Start date must be on or after 2024-01-01, the first day with a price'],
  ])('a start date %s is the start date field’s message, never the failure panel', (_case, startDate, message) => {
    expect(dcaOutcome(series, { ...daily, timeframe: 'custom', startDate })).toEqual({
      kind: 'invalid',
      errors: { 'plans.0.startDate': message },
    });
  });
});

describe('result texts, from the hand-worked four-day series', () => {
  it('summary line and invested detail', () => {
    const result = resultOf(daily);
    expect(result.dcaFinalValue).toBe(900);
    expect(betterStrategyLine(result)).toBe('Dollar-cost averaging did better, by $100.00.');
    expect(investedDetail(result)).toBe('4 daily purchases of $100.00 since Jan 1, 2024');
    expect(
      investedDetail({
        ...result,
        timeframe: '1year',
        periods: 12,
        frequency: 'monthly',
        amount: 500,
        feePercent: 0.5,
      }),
    ).toBe('12 monthly purchases of $500.00 over 1 year, fees of 0.5% included');
  });

  it('the lump sum line names the lump sum, and a tie says so', () => {
    const result = resultOf(daily);
    expect(betterStrategyLine({ ...result, betterStrategy: 'lumpSum', difference: 1234.5 })).toBe(
      'The lump sum did better, by $1,234.50.',
    );
    expect(betterStrategyLine({ ...result, betterStrategy: 'tie', difference: 0 })).toBe(
      'Both strategies ended with the same value.',
    );
  });

  it('analysis list', () => {
    expect(analysisPoints(resultOf(daily))).toEqual([
      'Bitcoin went from $100.00 on Jan 1, 2024 to $200.00 on Jan 4, 2024, a change of +100.0%.',
      'DCA made 4 purchases of $100.00, $400.00 in all, and ended with 4.50000000 BTC (450,000,000 sats) worth $900.00: +125.0%.',
      'The lump sum put $400.00 in on the first day at $100.00, bought 4.00000000 BTC and ended worth $800.00: +100.0%.',
      'Average cost per bitcoin: $88.89 with DCA, $100.00 with the lump sum.',
      'Performance gap: 25.0 points (High).',
      'Highest close in the period: $200.00 on Jan 4, 2024; lowest: $50.00 on Jan 2, 2024.',
    ]);
  });

  it('with a step-up and a starting stack, says what the purchases and the money put in were (content review N16)', () => {
    // 420 days at 100 from 2024-01-01: $100 every 30 days, 10% more from the first anniversary
    // (2025-01-01, day 366) on, and 0.5 BTC held from the start, which cost $40.
    const flat = Array.from({ length: 420 }, (_, i) => ({
      date: new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10),
      price: 100,
    }));
    const outcome = dcaOutcome(flat, {
      ...DEFAULT_PLAN,
      amount: 100,
      timeframe: 'all',
      stepUpPercent: 10,
      startingBtc: 0.5,
      startingCost: 40,
    });
    if (outcome.kind !== 'result') throw new Error('expected a result');
    // 14 purchases: 13 of $100.00 in the first year (days 0-360), then one of $110.00 (day 390):
    // $1,410.00 + $40.00 = $1,450.00; 14.1 + 0.5 BTC worth $1,460.00, +0.7%.
    expect(analysisPoints(outcome.result)[1]).toBe(
      'DCA made 14 purchases starting at $100.00 (stepping up 10% a year), $1,450.00 in all including $40.00 for the starting stack of 0.50000000 BTC, and ended with 14.60000000 BTC (1,460,000,000 sats) worth $1,460.00: +0.7%.',
    );
  });

  it('gives a price below one dollar to 4 significant digits, not rounded to cents', () => {
    // The first stored closes: $1 a day at $0.08584 and $0.0808 buys 11.6496 + 12.3762 BTC.
    const early = dcaOutcome(
      [
        { date: '2010-07-18', price: 0.08584 },
        { date: '2010-07-19', price: 0.0808 },
      ],
      { ...daily, amount: 1 },
    );
    if (early.kind !== 'result') throw new Error('expected a result');
    const [went, , , average, , range] = analysisPoints(early.result);
    expect(went).toBe('Bitcoin went from $0.08584 on Jul 18, 2010 to $0.08080 on Jul 19, 2010, a change of -5.9%.');
    // 2 / (1 / 0.08584 + 1 / 0.0808) = 0.083244...
    expect(average).toBe('Average cost per bitcoin: $0.08324 with DCA, $0.08584 with the lump sum.');
    expect(range).toBe('Highest close in the period: $0.08584 on Jul 18, 2010; lowest: $0.08080 on Jul 19, 2010.');
  });

  it('volatility analysis: swing 300% (50 to 200), DCA cost 11.1% below, no drawdown and one day under water', () => {
    // Values after each day: 100 (put in 100), 150 (put in 200: under water), 400 (300), 900 (400).
    // Each value is above every earlier one, so the portfolio never fell from an earlier peak.
    expect(volatilityAnalysis(resultOf(daily))).toEqual({
      priceSwing:
        'Daily closes ranged from $50.00 (Jan 2, 2024) to $200.00 (Jan 4, 2024): the highest was 300.0% above the lowest.',
      dcaBenefit:
        "DCA's average cost of $88.89 per bitcoin was 11.1% below the lump sum's $100.00: the swings let the fixed amount buy more bitcoin when prices were low.",
      volatilityImpact:
        'Your DCA portfolio never fell below an earlier peak in this period. It was worth less than the money put in for up to 1 day in a row (Jan 2, 2024 to Jan 2, 2024).',
    });
  });

  it('volatility analysis with a drawdown names the peak, the trough and the recovery', () => {
    // $100 a day at 100, 200, 50: values 100, 300 (1.5 BTC), 175 (3.5 BTC): 41.7% below the peak of 300.
    const fall = dcaOutcome(
      [
        { date: '2024-01-01', price: 100 },
        { date: '2024-01-02', price: 200 },
        { date: '2024-01-03', price: 50 },
      ],
      daily,
    );
    if (fall.kind !== 'result') throw new Error('expected a result');
    expect(volatilityAnalysis(fall.result).volatilityImpact).toBe(
      'At its worst your DCA portfolio was 41.7% below its earlier peak of $300.00 (Jan 2, 2024): worth $175.00 on Jan 3, 2024, and not back at that peak by the end, even counting the purchases made since. It was worth less than the money put in for up to 1 day in a row (Jan 3, 2024 to Jan 3, 2024), and was still below it at the end.',
    );
  });

  it('volatility analysis says a recovery counts the purchases made since the peak', () => {
    // As above, then $100 at 200 on Jan 4: 4 BTC worth 800, above the peak of 300 (with $100 more put in).
    const recovered = dcaOutcome(
      [
        { date: '2024-01-01', price: 100 },
        { date: '2024-01-02', price: 200 },
        { date: '2024-01-03', price: 50 },
        { date: '2024-01-04', price: 200 },
      ],
      daily,
    );
    if (recovered.kind !== 'result') throw new Error('expected a result');
    expect(volatilityAnalysis(recovered.result).volatilityImpact).toMatch(
      /^At its worst your DCA portfolio was 41\.7% below its earlier peak of \$300\.00 \(Jan 2, 2024\): worth \$175\.00 on Jan 3, 2024, and back at that peak on Jan 4, 2024, counting the purchases made since\./,
    );
  });

  it('volatility analysis without a drawdown says so', () => {
    const result = resultOf(daily);
    expect(volatilityAnalysis({ ...result, maxDrawdown: null, longestUnderwater: null }).volatilityImpact).toBe(
      'Your DCA portfolio never fell below an earlier peak in this period. It was never worth less than the money put in.',
    );
  });

  it('reports an end date after the last stored day on the end date field', () => {
    expect(dcaOutcome(series, { ...daily, endDate: '2024-01-05' })).toEqual({
      kind: 'invalid',
      errors: { 'plans.0.endDate': 'End date must be on or before 2024-01-04, the last day with a price' },
    });
    expect(
      dcaOutcome(series, { ...daily, timeframe: 'custom', startDate: '2024-01-03', endDate: '2024-01-02' }),
    ).toEqual({
      kind: 'invalid',
      errors: { 'plans.0.endDate': 'End date must be on or after the start date' },
    });
  });

  it('ends the calculation on the end date', () => {
    const r = resultOf({ ...daily, endDate: '2024-01-03' });
    // $100 on Jan 1, 2 and 3: 1 + 2 + 1 = 4 BTC worth 400 at the Jan 3 close.
    expect(r).toMatchObject({
      endDate: '2024-01-03',
      periods: 3,
      dcaBtc: 4,
      dcaFinalValue: 400,
      lastPurchaseDate: '2024-01-03',
    });
  });
});

describe('result texts and the content checks', () => {
  it.each([
    ['rising, DCA ahead', series],
    [
      'a fall not recovered',
      [
        { date: '2024-01-01', price: 100 },
        { date: '2024-01-02', price: 200 },
        { date: '2024-01-03', price: 50 },
      ],
    ],
    [
      'a fall recovered, the lump sum ahead',
      [
        { date: '2024-01-01', price: 50 },
        { date: '2024-01-02', price: 200 },
        { date: '2024-01-03', price: 60 },
        { date: '2024-01-04', price: 200 },
      ],
    ],
  ])('every sentence the results write passes them: %s', (_case, data) => {
    const outcome = dcaOutcome(data, daily);
    if (outcome.kind !== 'result') throw new Error('expected a result');
    const { result } = outcome;
    const texts = [
      betterStrategyLine(result),
      investedDetail(result),
      ...analysisPoints(result),
      ...Object.values(dataLessons(result)),
      ...Object.values(volatilityAnalysis(result)),
      ...Object.values(babylonQuote()),
      annualizedReturnNote(),
    ];
    expect(texts.flatMap(findContentProblems)).toEqual([]);
  });
});
