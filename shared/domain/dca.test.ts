import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dcaFrequencies, dcaRequestSchema, dcaTimeframes, type DcaInput } from '../schemas/dca';
import type { PricePoint } from '../schemas/price';
import {
  btcToSats,
  calculateDca,
  DcaError,
  dcaMessages,
  latestStartDate,
  performanceGapLabel,
  priceSeries,
  returnPercent,
} from './dca';
import { annualizedRate } from './dca-annualized';
import { purchaseScheduleCsv } from './dca-report';
import { dcaWindowStart, historicalQueryFor } from './dca-window';

/** A gap-free daily series from `start`, one price per day. */
function daily(start: string, prices: number[]): PricePoint[] {
  const first = Date.parse(`${start}T00:00:00Z`);
  return prices.map((price, i) => ({ date: new Date(first + i * 86_400_000).toISOString().slice(0, 10), price }));
}

/** `count` copies of `price`. */
const flat = (count: number, price: number) => Array.from({ length: count }, () => price);

/** The calculator on a series and a request checked by the shared schema, as its callers use it. */
function run(series: unknown, input: DcaInput) {
  return calculateDca(priceSeries(series), dcaRequestSchema.parse(input));
}

function fieldOf(series: unknown, input: DcaInput): string | undefined {
  try {
    run(series, input);
  } catch (error) {
    return (error as DcaError).field;
  }
  return undefined;
}

function failure(series: unknown, input: DcaInput): string {
  try {
    run(series, input);
  } catch (error) {
    expect(error).toBeInstanceOf(DcaError);
    return (error as DcaError).message;
  }
  throw new Error('expected a DcaError');
}

describe('calculateDca: hand-worked cases', () => {
  // 90 days from 2024-01-01: 100 for days 0-29, 50 for days 30-59, 200 for days 60-88, 250 on day 89.
  // 3 months monthly: periods floor(90/30) = 3, buying $100 on days 0, 30, 60:
  //   1 BTC at 100, 2 BTC at 50, 0.5 BTC at 200 = 3.5 BTC for $300; final 3.5 x 250 = $875.
  // Lump sum: $300 at 100 = 3 BTC; final 3 x 250 = $750.
  const series = daily('2024-01-01', [...flat(30, 100), ...flat(30, 50), ...flat(29, 200), 250]);
  const result = run(series, { amount: 100, frequency: 'monthly', timeframe: '3months' });

  it('buys on days 0, 30 and 60 and values the last point at the ending price', () => {
    expect(result.periods).toBe(3);
    expect(result.days).toBe(90);
    expect(result.startDate).toBe('2024-01-01');
    expect(result.endDate).toBe('2024-03-30');
    expect(result.labels).toEqual(['Month 1', 'Month 2', 'Month 3']);
    expect(result.pointDates).toEqual(['2024-01-01', '2024-01-31', '2024-03-01']);
    // Points: 1 x 100; 3 x 50; last at the ending price 3.5 x 250.
    expect(result.dcaPortfolioValue).toEqual([100, 150, 875]);
    expect(result.lumpSumPortfolioValue).toEqual([300, 150, 750]);
    expect(result.dcaInvestedValue).toEqual([100, 200, 300]);
    expect(result.averageCostLine[0]).toBe(100);
    expect(result.averageCostLine[1]).toBeCloseTo(200 / 3, 10);
    expect(result.averageCostLine[2]).toBeCloseTo(85.714285714, 8);
  });

  it('reports the result fields and the extras', () => {
    expect(result).toMatchObject({
      dcaInvestment: 300,
      lumpSumInvestment: 300,
      startingPrice: 100,
      endingPrice: 250,
      dcaFinalValue: 875,
      lumpSumFinalValue: 750,
      lumpSumReturnPercent: 150,
      dcaBtc: 3.5,
      dcaSats: 350_000_000,
      lumpSumBtc: 3,
      lumpSumSats: 300_000_000,
      lumpSumCostPerBtc: 100,
      dcaFees: 0,
      lumpSumFee: 0,
      priceChange: 150,
      priceChangePercent: 150,
      highestPrice: { date: '2024-03-30', price: 250 },
      lowestPrice: { date: '2024-01-31', price: 50 },
      betterStrategy: 'dca',
      difference: 125,
      performanceGapLabel: 'High',
      similar: false,
    });
    // (875 - 300) / 300 x 100 = 191.67; gap 191.67 - 150 = 41.67 points.
    expect(result.dcaReturnPercent).toBeCloseTo(191.6666667, 6);
    expect(result.performanceGap).toBeCloseTo(41.6666667, 6);
    expect(result.averageCostPerBtc).toBeCloseTo(85.714285714, 8);
  });

  it('measures the drawdown from the earlier peak, and the 30 days under water', () => {
    // Daily values: 100 (days 0-29), 150 (30-59, invested 200: under water), 700, then 875.
    // The value never falls below an earlier peak (it rises 100, 150, 700, 875): no drawdown.
    expect(result.maxDrawdown).toBeNull();
    expect(result.longestUnderwater).toEqual({
      days: 30,
      startDate: '2024-01-31',
      endDate: '2024-02-29',
      recovered: true,
    });
  });

  it('lists the purchase schedule and exports it as CSV', () => {
    expect(result.purchases).toEqual([
      {
        date: '2024-01-01',
        price: 100,
        amount: 100,
        fee: 0,
        btc: 1,
        cumulativeBtc: 1,
        cumulativeInvested: 100,
        value: 100,
      },
      {
        date: '2024-01-31',
        price: 50,
        amount: 100,
        fee: 0,
        btc: 2,
        cumulativeBtc: 3,
        cumulativeInvested: 200,
        value: 150,
      },
      {
        date: '2024-03-01',
        price: 200,
        amount: 100,
        fee: 0,
        btc: 0.5,
        cumulativeBtc: 3.5,
        cumulativeInvested: 300,
        value: 700,
      },
    ]);
    const csv = purchaseScheduleCsv(result);
    const notes = csv.split('\r\n').filter((line) => line.startsWith('# '));
    expect(notes[0]).toBe('# Arkad DCA backtest: 100.00 USD monthly; 2024-01-01 to 2024-03-30; fee 0%');
    expect(notes).toContain(
      '# Monthly buys every 30 days from the start day; 2024-01-01: 3 purchases; the last on 2024-03-01.',
    );
    expect(notes.every((line) => !line.includes(','))).toBe(true);
    expect(
      csv
        .split('\r\n')
        .filter((line) => !line.startsWith('# '))
        .join('\r\n'),
    ).toBe(
      [
        'date,price_usd,amount_usd,fee_usd,btc,cumulative_btc,cumulative_invested_usd,value_usd',
        '2024-01-01,100.00,100.00,0.00,1.00000000,1.00000000,100.00,100.00',
        '2024-01-31,50.00,100.00,0.00,2.00000000,3.00000000,200.00,150.00',
        '2024-03-01,200.00,100.00,0.00,0.50000000,3.50000000,300.00,700.00',
        '',
      ].join('\r\n'),
    );
  });

  it('writes a price below one unit to 4 significant digits in the CSV', () => {
    const early = run(daily('2010-07-18', [0.08584, 0.0808]), { amount: 1, frequency: 'daily', timeframe: 'all' });
    const rows = purchaseScheduleCsv(early)
      .split('\r\n')
      .filter((line) => /^\d/.test(line));
    expect(rows.map((row) => row.split(',').slice(0, 2).join(','))).toEqual([
      '2010-07-18,0.08584',
      '2010-07-19,0.08080',
    ]);
  });

  describe('a custom start, weekly, with a 1% fee and a dip', () => {
    // 15 days from 2024-05-01: 100 (days 0-6), 50 (7-9), 40 (day 10), 80 (11-14).
    // periods floor(15/7) = 2: $100 on day 0 (fee $1, 99/100 = 0.99 BTC) and day 7 (fee $1, 99/50 = 1.98 BTC).
    // 2.97 BTC for $200; final 2.97 x 80 = $237.60, return 18.8%.
    // Lump sum: $200 less $2 fee = $198 at 100 = 1.98 BTC; final 1.98 x 80 = $158.40, return -20.8%.
    const dip = daily('2024-05-01', [...flat(7, 100), ...flat(3, 50), 40, ...flat(4, 80)]);
    const r = run(dip, {
      amount: 100,
      frequency: 'weekly',
      timeframe: 'custom',
      startDate: '2024-05-01',
      feePercent: 1,
    });

    it('takes the fee from each purchase and from the lump sum', () => {
      expect(r.periods).toBe(2);
      expect(r.labels).toEqual(['Week 1', 'Week 2']);
      expect(r.pointDates).toEqual(['2024-05-01', '2024-05-08']);
      expect(r.purchases.map((p) => [p.amount, p.fee, p.btc])).toEqual([
        [100, 1, 0.99],
        [100, 1, 1.98],
      ]);
      expect(r.dcaInvestment).toBe(200);
      expect(r.dcaFees).toBe(2);
      expect(r.lumpSumFee).toBe(2);
      expect(r.lumpSumBtc).toBe(1.98);
      expect(r.dcaBtc).toBeCloseTo(2.97, 12);
      expect(r.dcaSats).toBe(297_000_000);
      expect(r.lumpSumSats).toBe(198_000_000);
      expect(r.dcaPortfolioValue[0]).toBeCloseTo(99, 10);
      expect(r.dcaPortfolioValue[1]).toBeCloseTo(237.6, 10);
      expect(r.lumpSumPortfolioValue[0]).toBeCloseTo(198, 10);
      expect(r.lumpSumPortfolioValue[1]).toBeCloseTo(158.4, 10);
      expect(r.dcaReturnPercent).toBeCloseTo(18.8, 10);
      expect(r.lumpSumReturnPercent).toBeCloseTo(-20.8, 10);
      expect(r.performanceGap).toBeCloseTo(39.6, 10);
      expect(r.difference).toBeCloseTo(79.2, 10);
      expect(r.betterStrategy).toBe('dca');
      expect(r.averageCostPerBtc).toBeCloseTo(67.34006734, 7);
      expect(r.lumpSumCostPerBtc).toBeCloseTo(101.01010101, 7);
      expect(r.priceChange).toBe(-20);
      expect(r.priceChangePercent).toBe(-20);
      expect(r.lowestPrice).toEqual({ date: '2024-05-11', price: 40 });
      expect(r.highestPrice).toEqual({ date: '2024-05-01', price: 100 });
    });

    it('measures the drawdown of 20% from the earlier peak, and 11 days under water', () => {
      // Daily values: 99 (days 0-6), 148.5 (7-9), 118.8 (10), 237.6 (11-14).
      // Peak 148.5 on day 7 (2024-05-08); day 10: (148.5 - 118.8) / 148.5 = 20%; day 11: 237.6 >= 148.5.
      expect(r.maxDrawdown?.percent).toBeCloseTo(20, 10);
      expect(r.maxDrawdown).toMatchObject({
        peakDate: '2024-05-08',
        troughDate: '2024-05-11',
        recoveryDate: '2024-05-12',
      });
      expect(r.maxDrawdown?.peakValue).toBeCloseTo(148.5, 10);
      expect(r.maxDrawdown?.troughValue).toBeCloseTo(118.8, 10);
      // Worth less than the money put in from day 0 (the fee) until day 10.
      expect(r.longestUnderwater).toEqual({
        days: 11,
        startDate: '2024-05-01',
        endDate: '2024-05-11',
        recovered: true,
      });
    });
  });

  it('reports a portfolio still under water at the end; money added keeps the value above the earlier peak', () => {
    // 14 days from 2024-02-01: 100 for 7 days, then 60. Weekly $70: 0.7 BTC, then 70/60 BTC.
    // Value 70 (days 0-6), then (0.7 + 7/6) x 60 = 112 to the end, above the earlier peak of 70:
    // no drawdown by the definition, though $140 put in is worth $112 (under water, not recovered).
    const r = run(daily('2024-02-01', [...flat(7, 100), ...flat(7, 60)]), {
      amount: 70,
      frequency: 'weekly',
      timeframe: 'all',
    });
    expect(r.maxDrawdown).toBeNull();
    expect(r.dcaFinalValue).toBeCloseTo(112, 10);
    expect(r.longestUnderwater).toEqual({ days: 7, startDate: '2024-02-08', endDate: '2024-02-14', recovered: false });
  });

  it('finds the largest fall from an earlier peak on a hand-made series of daily values', () => {
    // $10 a day at 100, 200, 50, 100, 40, 400.
    //   day  price  BTC held                 value   peak so far  fall from the peak
    //   0    100    0.1                      10      10           0
    //   1    200    0.15                     30      30           0
    //   2    50     0.35                     17.5    30           (30 - 17.5) / 30 = 41.67%
    //   3    100    0.45                     45      45           0 (a new peak: recovered on day 3)
    //   4    40     0.7                      28      45           (45 - 28) / 45 = 37.78%
    //   5    400    0.725                    290     290          0
    // Max drawdown 41.67%: from 30 (2024-02-02) to 17.5 (2024-02-03), back above 30 on 2024-02-04.
    const d = run(daily('2024-02-01', [100, 200, 50, 100, 40, 400]), {
      amount: 10,
      frequency: 'daily',
      timeframe: 'all',
    });
    expect(d.labels).toEqual(['Day 1', 'Day 2', 'Day 3', 'Day 4', 'Day 5', 'Day 6']);
    expect(d.dcaPortfolioValue.map((v) => Number(v.toFixed(10)))).toEqual([10, 30, 17.5, 45, 28, 290]);
    expect(d.maxDrawdown?.percent).toBeCloseTo((12.5 / 30) * 100, 10);
    expect(d.maxDrawdown).toMatchObject({
      peakDate: '2024-02-02',
      troughDate: '2024-02-03',
      recoveryDate: '2024-02-04',
    });
    expect(d.maxDrawdown?.peakValue).toBeCloseTo(30, 10);
    expect(d.maxDrawdown?.troughValue).toBeCloseTo(17.5, 10);
  });

  it('leaves the recovery date empty when the drawdown has not recovered', () => {
    // $10 a day at 100, 120, 30: BTC 0.1, 0.18333, 0.51667; values 10, 22, 15.5.
    // Peak 22 (2024-02-02): (22 - 15.5) / 22 = 29.545%; 15.5 is below the $30 put in.
    const r = run(daily('2024-02-01', [100, 120, 30]), { amount: 10, frequency: 'daily', timeframe: 'all' });
    expect(r.maxDrawdown?.percent).toBeCloseTo((6.5 / 22) * 100, 10);
    expect(r.maxDrawdown?.peakValue).toBeCloseTo(22, 10);
    expect(r.maxDrawdown?.troughValue).toBeCloseTo(15.5, 10);
    expect(r.maxDrawdown?.recoveryDate).toBeNull();
    expect(r.longestUnderwater).toEqual({ days: 1, startDate: '2024-02-03', endDate: '2024-02-03', recovered: false });
  });
});

describe('calculateDca: the period, purchase and lump-sum rules', () => {
  const year = daily('2025-01-01', [...flat(364, 100), 200]);

  it('buys 12 times in a 365-day year monthly, not 13: the purchase due on day 360 would pass the budget', () => {
    // Monthly purchase days 0, 30, ..., 330 and 360; periods = floor(365/30) = 12, budget 12 x 500.
    const r = run(year, { amount: 500, frequency: 'monthly', timeframe: '1year' });
    expect(r.periods).toBe(12);
    expect(r.purchases).toHaveLength(12);
    expect(r.pointDates.at(-1)).toBe('2025-11-27');
    expect(r.labels.at(-1)).toBe('Month 12');
    expect(r.dcaInvestment).toBe(6000);
    expect(r.lumpSumInvestment).toBe(6000);
    // 5 BTC a month at 100 = 60 BTC; the lump sum buys 6000 / 100 = 60 BTC: a tie at 60 x 200.
    expect(r.dcaPortfolioValue).toEqual([500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500, 5000, 5500, 12000]);
    expect(r.lumpSumPortfolioValue).toEqual([...flat(11, 6000), 12000]);
    expect(r).toMatchObject({
      dcaFinalValue: 12000,
      lumpSumFinalValue: 12000,
      dcaReturnPercent: 100,
      lumpSumReturnPercent: 100,
      betterStrategy: 'tie',
      difference: 0,
      performanceGap: 0,
      performanceGapLabel: 'Low',
      similar: true,
      maxDrawdown: null,
      longestUnderwater: null,
    });
  });

  it.each([
    ['3months', 'weekly', 12],
    ['3months', 'monthly', 3],
    ['6months', 'weekly', 25],
    ['6months', 'monthly', 6],
    ['1year', 'weekly', 52],
    ['1year', 'monthly', 12],
    ['1year', 'biweekly', 26],
    ['3months', 'daily', 90],
  ] as const)('%s %s makes %i purchases', (timeframe, frequency, periods) => {
    const r = run(year, { amount: 10, frequency, timeframe });
    expect(r.periods).toBe(periods);
    expect(r.purchases).toHaveLength(periods);
    expect(r.lumpSumInvestment).toBe(10 * periods);
  });

  it('uses the last 90 days of a longer series for 3 months', () => {
    const r = run(daily('2024-01-01', flat(100, 10)), { amount: 1, frequency: 'monthly', timeframe: '3months' });
    // 100 days from 2024-01-01 end on 2024-04-09; the window starts 89 days earlier, on 2024-01-11.
    expect(r.startDate).toBe('2024-01-11');
    expect(r.endDate).toBe('2024-04-09');
    expect(r.days).toBe(90);
    expect(r.pointDates).toEqual(['2024-01-11', '2024-02-10', '2024-03-11']);
  });

  it.each([
    ['2years', 730],
    ['4years', 1460],
    ['5years', 1825],
  ] as const)('%s covers the last %i days', (timeframe, days) => {
    const r = run(daily('2019-01-01', flat(2000, 5)), { amount: 1, frequency: 'monthly', timeframe });
    expect(r.days).toBe(days);
    expect(r.periods).toBe(Math.floor(days / 30));
  });

  it("uses the whole series for 'all' and what the series has when it is shorter than the timeframe", () => {
    const short = daily('2024-01-01', flat(100, 10));
    expect(run(short, { amount: 1, frequency: 'monthly', timeframe: 'all' })).toMatchObject({ days: 100, periods: 3 });
    expect(run(short, { amount: 1, frequency: 'monthly', timeframe: '1year' })).toMatchObject({
      startDate: '2024-01-01',
      days: 100,
      periods: 3,
      lumpSumInvestment: 3,
    });
  });

  it('never moves a custom start before the first stored day: the start date field says why', () => {
    const series = daily('2024-01-01', flat(60, 10));
    const input = { amount: 1, frequency: 'biweekly', timeframe: 'custom', startDate: '2023-06-01' } as const;
    expect(failure(series, input)).toBe(
      'DCA Calculation failed: Start date must be on or after 2024-01-01, the first day with a price',
    );
    expect(fieldOf(series, input)).toBe('startDate');
    const r = run(series, { ...input, startDate: '2024-01-01' });
    expect(r.startDate).toBe('2024-01-01');
    expect(r.labels).toEqual(['Fortnight 1', 'Fortnight 2', 'Fortnight 3', 'Fortnight 4']);
  });

  it('buys on the next stored day when a purchase day is missing', () => {
    // 21 days from 2024-03-01 (periods 3: days 0, 7, 14) with 2024-03-08 (day 7) missing: the
    // second weekly purchase is made on 2024-03-09 at 40; the third on 2024-03-15 at 50.
    const series = daily('2024-03-01', [...flat(7, 20), 30, 40, ...flat(12, 50)]).filter(
      (p) => p.date !== '2024-03-08',
    );
    const r = run(series, { amount: 40, frequency: 'weekly', timeframe: 'all' });
    expect(r.purchases.map((p) => [p.date, p.price, p.btc])).toEqual([
      ['2024-03-01', 20, 2],
      ['2024-03-09', 40, 1],
      ['2024-03-15', 50, 0.8],
    ]);
  });

  it('return percent is 0 when nothing was invested', () => {
    expect(returnPercent(0, 0)).toBe(0);
    expect(returnPercent(150, 100)).toBe(50);
    expect(returnPercent(50, 100)).toBe(-50);
  });

  it.each([
    [0, 'Low'],
    [4.99, 'Low'],
    [5, 'Medium'],
    [14.99, 'Medium'],
    [15, 'High'],
    [120, 'High'],
  ] as const)('labels a gap of %d points %s', (gap, label) => {
    expect(performanceGapLabel(gap)).toBe(label);
  });

  it('rounds bitcoin to the nearest satoshi', () => {
    expect(btcToSats(0.123456789)).toBe(12_345_679);
    expect(btcToSats(1)).toBe(100_000_000);
  });
});

describe('the price window a calculation needs', () => {
  it.each([
    [{ timeframe: '3months' }, '2026-05-25'],
    [{ timeframe: '1year' }, '2025-08-23'],
    [{ timeframe: '5years' }, '2021-08-24'],
    [{ timeframe: 'all' }, null],
    [{ timeframe: 'custom', startDate: '2020-03-12' }, '2020-03-12'],
  ] as const)('%j ending 2026-08-22 starts on %s', (input, start) => {
    // 2026-08-22 minus 89 days = 2026-05-25; minus 364 = 2025-08-23; minus 1,824 = 2021-08-24.
    expect(dcaWindowStart(input, '2026-08-22')).toBe(start);
  });

  it.each([
    [{ timeframe: '1year' }, { days: 365, currency: 'usd' }],
    [
      { timeframe: '6months', currency: 'eur' },
      { days: 180, currency: 'eur' },
    ],
    [{ timeframe: 'all' }, { from: '2009-01-03', currency: 'usd' }],
    [
      { timeframe: 'custom', startDate: '2022-01-01' },
      { from: '2022-01-01', currency: 'usd' },
    ],
  ] as const)('asks the historical endpoint for %j with %j', (input, query) => {
    expect(historicalQueryFor(input)).toEqual(query);
  });
});

describe('calculateDca: errors and their messages', () => {
  const ok = daily('2024-01-01', flat(30, 10));
  const monthly: DcaInput = { amount: 10, frequency: 'monthly', timeframe: '3months' };

  it.each([
    ['a non-array', { data: [] }, dcaMessages.invalidFormat],
    ['null', null, dcaMessages.invalidFormat],
    ['a point that is not an object', [1, 2], dcaMessages.invalidFormat],
    ['a point without a date', [{ price: 10 }], dcaMessages.invalidFormat],
    ['a malformed date', [{ date: '2024-13-01', price: 10 }], dcaMessages.invalidFormat],
    [
      'dates out of order',
      [
        { date: '2024-01-02', price: 1 },
        { date: '2024-01-01', price: 1 },
      ],
      dcaMessages.invalidFormat,
    ],
    [
      'a repeated date',
      [
        { date: '2024-01-01', price: 1 },
        { date: '2024-01-01', price: 1 },
      ],
      dcaMessages.invalidFormat,
    ],
    ['an empty array', [], dcaMessages.noData],
    ['a zero first price', [{ date: '2024-01-01', price: 0 }, ...ok.slice(1)], dcaMessages.invalidPrices],
    ['a negative last price', [...ok.slice(0, -1), { date: '2024-01-30', price: -1 }], dcaMessages.invalidPrices],
    ['a price given as text', [{ date: '2024-01-01', price: '10' }], dcaMessages.invalidPrices],
    ['a missing price', [{ date: '2024-01-01' }], dcaMessages.invalidPrices],
  ])('rejects %s', (_name, series, reason) => {
    expect(failure(series, monthly)).toBe(`DCA Calculation failed: ${reason}`);
  });

  it('has no investment periods when the window is shorter than one step', () => {
    // 6 days cannot hold one weekly period.
    expect(failure(daily('2024-01-01', flat(6, 10)), { amount: 10, frequency: 'weekly', timeframe: '3months' })).toBe(
      dcaMessages.calculationFailed(dcaMessages.noPeriods),
    );
  });

  it('refuses a custom start after the last stored day, on it, or leaving one purchase, on the start date', () => {
    // ok: 2024-01-01 .. 2024-01-30.
    const custom = (frequency: 'daily' | 'weekly', startDate: string) =>
      ({ amount: 10, frequency, timeframe: 'custom', startDate }) as const;
    expect(failure(ok, custom('daily', '2024-02-01'))).toBe(
      'DCA Calculation failed: Start date must be on or before 2024-01-30, the last day with a price',
    );
    expect(failure(ok, custom('daily', '2024-01-30'))).toBe(
      'DCA Calculation failed: Start date must leave room for at least two daily purchases: start on or before 2024-01-29',
    );
    // Weekly: 2 purchases need 14 days, so the latest start is 2024-01-17.
    expect(failure(ok, custom('weekly', '2024-01-18'))).toBe(
      'DCA Calculation failed: Start date must leave room for at least two weekly purchases: start on or before 2024-01-17',
    );
    expect(fieldOf(ok, custom('weekly', '2024-01-18'))).toBe('startDate');
    expect(run(ok, custom('weekly', '2024-01-17')).periods).toBe(2);
    expect(run(ok, custom('daily', '2024-01-29')).periods).toBe(2);
    expect(latestStartDate('2024-01-30', 'monthly')).toBe('2023-12-02');
  });

  it('refuses an end date that leaves fewer than two purchases, on the end date', () => {
    const input = { amount: 10, frequency: 'weekly', timeframe: 'all', endDate: '2024-01-10' } as const;
    expect(failure(ok, input)).toBe(
      'DCA Calculation failed: End date must leave room for at least two weekly purchases: end on or after 2024-01-14',
    );
    expect(fieldOf(ok, input)).toBe('endDate');
  });

  it('never puts a second period after a message that ends with one', () => {
    expect(
      dcaMessages.calculatorFailed(
        dcaMessages.calculationFailed('Could not reach the server for price history. Check your connection.'),
      ),
    ).toBe(
      'Failed to calculate DCA data: DCA Calculation failed: Could not reach the server for price history. Check your connection. Please try again.',
    );
  });

  it('words the fetch and calculator failures with their status and reason', () => {
    expect(dcaMessages.fetchFailed(502, 'Bad Gateway')).toBe('Failed to fetch Bitcoin data: 502 Bad Gateway');
    expect(dcaMessages.calculatorFailed('No historical data available')).toBe(
      'Failed to calculate DCA data: No historical data available. Please try again.',
    );
  });
});

describe('calculateDca: drawdown edge cases', () => {
  it('counts no drawdown at a flat price, with or without a fee (the fee is not a fall in value)', () => {
    const flatSeries = daily('2024-01-01', flat(60, 100));
    expect(run(flatSeries, { amount: 10, frequency: 'daily', timeframe: 'all' }).maxDrawdown).toBeNull();
    expect(
      run(flatSeries, { amount: 10, frequency: 'weekly', timeframe: 'all', feePercent: 2 }).maxDrawdown,
    ).toBeNull();
  });
});

describe('calculateDca: properties', () => {
  const seriesArb = fc
    .array(fc.double({ min: 0.01, max: 1_000_000, noNaN: true }), { minLength: 1, maxLength: 400 })
    .map((prices) => daily('2020-01-01', prices));
  const inputArb = fc.record({
    amount: fc.double({ min: 1, max: 10_000_000, noNaN: true }),
    frequency: fc.constantFrom(...dcaFrequencies),
    timeframe: fc.constantFrom(...dcaTimeframes.filter((t) => t !== 'custom')),
    feePercent: fc.double({ min: 0, max: 10, noNaN: true }),
  });

  /** Equal up to float rounding, relative to the size of the numbers. */
  function expectNear(actual: number | undefined, expected: number) {
    expect(actual).toBeDefined();
    expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(expected)));
  }

  /** The result, or null when the window is too short for one period. */
  function tryRun(series: PricePoint[], input: DcaInput) {
    try {
      return run(series, input);
    } catch (error) {
      if (error instanceof DcaError && error.reason === dcaMessages.noPeriods) return null;
      throw error;
    }
  }

  it('never invests more than the budget (amount x periods)', () => {
    fc.assert(
      fc.property(seriesArb, inputArb, (series, input) => {
        const r = tryRun(series, input);
        if (!r) return;
        const budget = input.amount * r.periods;
        expect(r.dcaInvestment).toBeLessThanOrEqual(budget);
        expect(r.lumpSumInvestment).toBe(budget);
        expect(r.purchases.length).toBeLessThanOrEqual(r.periods);
        for (const p of r.purchases) expect(p.cumulativeInvested).toBeLessThanOrEqual(budget);
        const spent = r.purchases.reduce((sum, p) => sum + p.amount, 0);
        expectNear(spent, r.dcaInvestment);
      }),
      { numRuns: 300 },
    );
  });

  it('holds exactly the bitcoin of its purchases', () => {
    fc.assert(
      fc.property(seriesArb, inputArb, (series, input) => {
        const r = tryRun(series, input);
        if (!r) return;
        const bought = r.purchases.reduce((sum, p) => sum + p.btc, 0);
        expect(r.dcaBtc).toBe(bought);
        expect(r.purchases.at(-1)?.cumulativeBtc).toBe(r.dcaBtc);
        for (const p of r.purchases) {
          expectNear(p.btc, (p.amount - p.fee) / p.price);
          expectNear(p.fee, (p.amount * input.feePercent) / 100);
        }
        expect(r.labels).toHaveLength(r.purchases.length);
        expect(r.dcaPortfolioValue).toHaveLength(r.purchases.length);
        expect(r.dcaPortfolioValue.at(-1)).toBe(r.dcaBtc * r.endingPrice);
      }),
      { numRuns: 300 },
    );
  });

  it("never shows a drawdown deeper than the price's own worst fall in the window, and none when the price never falls", () => {
    // value_t / value_s = B_t P_t / (B_s P_s) >= P_t / P_s for an earlier peak s, since the bitcoin
    // held B only grows: the portfolio cannot fall further than the price did.
    fc.assert(
      fc.property(seriesArb, inputArb, (series, input) => {
        const r = tryRun(series, input);
        if (!r) return;
        let high = 0;
        let worstPriceFall = 0;
        for (const { date, price } of series) {
          if (date < r.startDate) continue;
          high = Math.max(high, price);
          worstPriceFall = Math.max(worstPriceFall, 1 - price / high);
        }
        if (worstPriceFall === 0) expect(r.maxDrawdown).toBeNull();
        const percent = r.maxDrawdown?.percent ?? 0;
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(worstPriceFall * 100 + 1e-6);
      }),
      { numRuns: 300 },
    );
  });
});

describe('annualized return (XIRR)', () => {
  /** A series of `count` days from 2020-01-01 where every price is 100, except the overrides. */
  function priced(count: number, overrides: Record<number, number>): PricePoint[] {
    return daily(
      '2020-01-01',
      Array.from({ length: count }, (_, i) => overrides[i] ?? 100),
    );
  }

  it('equals (final / invested)^(365 / days) - 1 for the lump sum', () => {
    // 731 days from 2020-01-01 (day 0) to 2021-12-31 (day 730): 100 -> 300.
    const r = run(priced(731, { 730: 300 }), { amount: 1000, frequency: 'monthly', timeframe: 'all', feePercent: 1 });
    // Budget 24 x 1000 = 24,000; 1% fee: 23,760 / 100 = 237.6 BTC, worth 71,280 on the end day.
    expect(r.lumpSumInvestment).toBe(24_000);
    expect(r.lumpSumFinalValue).toBeCloseTo(71_280, 8);
    const expected = ((71_280 / 24_000) ** (365 / 730) - 1) * 100;
    expect(r.lumpSumAnnualizedReturnPercent).toBeCloseTo(expected, 9);
  });

  it('solves small DCA cases worked by hand', () => {
    // 100 paid on day 0 and 100 on day 365, worth 231 on day 730:
    //   100 (1+r)^2 + 100 (1+r) = 231  =>  (1+r) = 1.1  =>  r = 10%.
    expect(annualizedRate({ days: [0, 365], amounts: [100, 100] }, 730, 231)).toBeCloseTo(0.1, 12);
    // 100 on days 0, 365 and 730, worth 100 (1.2^3 + 1.2^2 + 1.2) = 436.8 on day 1095: r = 20%.
    const three = { days: [0, 365, 730], amounts: [100, 100, 100] };
    expect(annualizedRate(three, 1095, 436.8)).toBeCloseTo(0.2, 12);
    // The same payments worth only 300 - what was paid: r = 0%; worth 100 x (0.5^3 + 0.5^2 + 0.5) = 87.5: r = -50%.
    expect(annualizedRate(three, 1095, 300)).toBeCloseTo(0, 12);
    expect(annualizedRate(three, 1095, 87.5)).toBeCloseTo(-0.5, 12);
  });

  it('finds a known rate over 16 years of daily payments, and over a losing run', () => {
    // 10 paid every day for 16 years, each grown at exactly 25% (or -20%) a year to the last day.
    const count = 16 * 365;
    const days = Array.from({ length: count }, (_, i) => i);
    const amounts = days.map(() => 10);
    const worth = (rate: number) => days.reduce((sum, day) => sum + 10 * (1 + rate) ** ((count - 1 - day) / 365), 0);
    expect(annualizedRate({ days, amounts }, count - 1, worth(0.25))).toBeCloseTo(0.25, 12);
    expect(annualizedRate({ days, amounts }, count - 1, worth(-0.2))).toBeCloseTo(-0.2, 12);
  });

  it('is 0% for a DCA at a constant price without fees, and below 0% with them', () => {
    const flatRun = run(priced(800, {}), { amount: 50, frequency: 'biweekly', timeframe: 'all' });
    expect(flatRun.dcaAnnualizedReturnPercent).toBeCloseTo(0, 9);
    expect(flatRun.lumpSumAnnualizedReturnPercent).toBeCloseTo(0, 9);
    const withFee = run(priced(800, {}), { amount: 50, frequency: 'biweekly', timeframe: 'all', feePercent: 1 });
    expect(withFee.dcaAnnualizedReturnPercent).toBeLessThan(0);
  });

  it('converges from -99% to +10,000% a year and satisfies its own equation on a long daily run', () => {
    // 16 years of daily prices rising from 0.05 to 100,000 (a 'since 2010'-like growth).
    const days = 16 * 365;
    const growth = daily(
      '2010-07-18',
      Array.from({ length: days }, (_, i) => 0.05 * 2_000_000 ** (i / (days - 1))),
    );
    const r = run(growth, { amount: 10, frequency: 'daily', timeframe: 'all' });
    const rate = (r.dcaAnnualizedReturnPercent as number) / 100;
    expect(rate).toBeGreaterThan(0.5);
    const end = r.purchases.length - 1;
    const grown = r.purchases.reduce((sum, p, k) => sum + p.amount * (1 + rate) ** ((end - k) / 365), 0);
    expect(grown / r.dcaFinalValue).toBeCloseTo(1, 9);
    expect(annualizedRate({ days: [0], amounts: [100] }, 365, 1.01)).toBeCloseTo(-0.9899, 12);
    expect(annualizedRate({ days: [0], amounts: [100] }, 365, 10_000)).toBeCloseTo(99, 9);
    // Outside the bracket there is no answer rather than a wrong one.
    expect(annualizedRate({ days: [0], amounts: [100] }, 365, 0.5)).toBeNull();
    expect(annualizedRate({ days: [0], amounts: [100] }, 365, 20_000)).toBeNull();
  });

  it('is null for windows shorter than 365 days, and present from 365 days', () => {
    const short = run(priced(364, { 363: 150 }), { amount: 10, frequency: 'weekly', timeframe: 'all' });
    expect(short.dcaAnnualizedReturnPercent).toBeNull();
    expect(short.lumpSumAnnualizedReturnPercent).toBeNull();
    const year = run(priced(365, { 364: 150 }), { amount: 10, frequency: 'weekly', timeframe: 'all' });
    expect(year.dcaAnnualizedReturnPercent).not.toBeNull();
    // 100 -> 150 over 364 days: 1.5^(365/364) - 1.
    expect(year.lumpSumAnnualizedReturnPercent).toBeCloseTo((1.5 ** (365 / 364) - 1) * 100, 9);
  });
});

describe('custom end date', () => {
  // 2024-01-01 .. 2024-04-09 (100 days): 10 for 60 days, then 20.
  const series = daily('2024-01-01', [...flat(60, 10), ...flat(40, 20)]);

  it('ends the window, the purchases, the final value and the lump sum on the end date', () => {
    const r = run(series, {
      amount: 10,
      frequency: 'weekly',
      timeframe: 'custom',
      startDate: '2024-01-01',
      endDate: '2024-02-29',
    });
    // 60 days: floor(60 / 7) = 8 purchases at 10, the last on day 49 (2024-02-19); all valued at 10.
    expect(r).toMatchObject({ startDate: '2024-01-01', endDate: '2024-02-29', days: 60, periods: 8, endingPrice: 10 });
    expect(r.lastPurchaseDate).toBe('2024-02-19');
    expect(r.dcaFinalValue).toBe(80);
    expect(r.lumpSumFinalValue).toBe(80);
  });

  it('counts a relative period back from the end date', () => {
    const r = run(series, { amount: 10, frequency: 'monthly', timeframe: '3months', endDate: '2024-03-31' });
    expect(r).toMatchObject({ startDate: '2024-01-02', endDate: '2024-03-31', days: 90, periods: 3 });
  });

  it.each([
    ['2024-04-10', 'End date must be on or before 2024-04-09, the last day with a price'],
    ['2023-12-31', 'End date must be on or after 2024-01-01, the first day with a price'],
  ])('refuses the end date %s on the endDate field', (endDate, reason) => {
    try {
      run(series, { amount: 10, frequency: 'weekly', timeframe: 'all', endDate });
      throw new Error('expected a DcaError');
    } catch (error) {
      expect(error).toBeInstanceOf(DcaError);
      expect(error).toMatchObject({ reason, field: 'endDate' });
    }
  });
});

describe('speed', () => {
  it('gets the same result from a series parsed once, used twice', () => {
    const parsed = priceSeries(daily('2024-01-01', flat(400, 10)));
    const request = dcaRequestSchema.parse({ amount: 5, frequency: 'daily', timeframe: 'all' });
    expect(calculateDca(parsed, request)).toEqual(calculateDca(parsed, request));
  });
});
