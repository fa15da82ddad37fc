import { describe, expect, it } from 'vitest';
import { dcaRequestSchema } from '../schemas/dca';
import { calculateDca, priceSeries } from './dca';
import {
  convertCloses,
  convertUsd,
  dailyRateSeries,
  lastCountableDay,
  MAX_RATE_AGE_DAYS,
  parseRateTable,
  rateOn,
} from './fx-rates';

// A table shaped like the ECB calendar: Easter 2024 (Good Friday 03-29 to Easter Monday 04-01 have
// no row), Christmas and New Year 2024/25 (12-25, 12-26 and 01-01 have no row), then a made-up
// 6-day gap (01-03 to 01-08) to show a rate carried no further than 4 days.
const CSV = [
  'date,EUR,GBP,JPY',
  '2024-03-27,0.924,0.791,151.2',
  '2024-03-28,0.926,0.792,151.4',
  '2024-04-02,0.930,0.795,151.6',
  '2024-04-03,0.928,0.794,151.5',
  '2024-12-24,0.960,0.797,157.1',
  '2024-12-27,0.958,0.796,157.8',
  '2024-12-30,0.959,0.798,157.6',
  '2024-12-31,0.961,0.799,157.5',
  '2025-01-02,0.966,0.801,157.9',
  '2025-01-09,0.970,0.805,158.3',
].join('\n');
const table = parseRateTable(CSV);

describe('rateOn: the latest rate on or before the day, at most 4 days old', () => {
  it.each([
    // Easter 2024: Thursday's rate from Good Friday (1 day old) to Easter Monday (4 days old).
    ['2024-03-28', 0.792],
    ['2024-03-29', 0.792],
    ['2024-03-30', 0.792],
    ['2024-03-31', 0.792],
    ['2024-04-01', 0.792],
    ['2024-04-02', 0.795],
    // Year end: Christmas uses 12-24; 12-28/29 (a weekend) use Friday 12-27; New Year uses 12-31.
    ['2024-12-25', 0.797],
    ['2024-12-26', 0.797],
    ['2024-12-28', 0.796],
    ['2024-12-29', 0.796],
    ['2024-12-31', 0.799],
    ['2025-01-01', 0.799],
    ['2025-01-02', 0.801],
    // 01-02's rate covers 01-03..01-06 (4 days), then it is missing until the next row.
    ['2025-01-06', 0.801],
    ['2025-01-07', null],
    ['2025-01-08', null],
    ['2025-01-09', 0.805],
  ] as const)('GBP on %s is %s', (day, rate) => {
    expect(rateOn(table, 'GBP', day)).toBe(rate);
  });

  it('is missing before the first row and after the last row, even within 4 days', () => {
    expect(rateOn(table, 'GBP', '2024-03-26')).toBeNull();
    expect(rateOn(table, 'GBP', '2025-01-10')).toBeNull();
    expect(MAX_RATE_AGE_DAYS).toBe(4);
  });

  it('is 1 for US dollars on any day, and missing for a currency the table lacks', () => {
    expect(rateOn(table, 'USD', '1999-01-01')).toBe(1);
    expect(rateOn(table, 'CHF', '2024-03-28')).toBeNull();
  });

  it('says the last day each currency can be counted in', () => {
    expect(lastCountableDay(table, 'GBP')).toBe('2025-01-09');
    expect(lastCountableDay(table, 'USD')).toBeNull();
  });

  it('keeps one value a calendar day in the series it derives, NaN where missing', () => {
    const { rates } = dailyRateSeries(table, 'GBP', '2025-01-05');
    expect(Array.from(rates)).toEqual([0.801, 0.801, NaN, NaN, 0.805]);
  });
});

describe('parseRateTable', () => {
  it.each([
    ['no date column', 'day,GBP\n2024-01-02,0.8'],
    ['an unknown currency', 'date,XYZ\n2024-01-02,0.8'],
    ['dates out of order', 'date,GBP\n2024-01-03,0.8\n2024-01-02,0.8'],
    ['an empty cell', 'date,GBP\n2024-01-02,'],
    ['a rate of 0', 'date,GBP\n2024-01-02,0'],
  ])('refuses a file with %s', (_, text) => {
    expect(() => parseRateTable(text)).toThrow();
  });
});

describe('convertCloses', () => {
  it('multiplies each close by its day rate to the cent and leaves out days without one', () => {
    const usd = [
      { date: '2025-01-06', price: 100_000.01 },
      { date: '2025-01-07', price: 100_500 },
      { date: '2025-01-09', price: 99_999.99 },
    ];
    // 100,000.01 x 0.801 = 80,100.008 -> 80,100.01; 99,999.99 x 0.805 = 80,499.991950 -> 80,499.99.
    expect(convertCloses(usd, table, 'GBP')).toEqual([
      { date: '2025-01-06', price: 80_100.01 },
      { date: '2025-01-09', price: 80_499.99 },
    ]);
    expect(convertCloses(usd, table, 'USD')).toEqual(usd);
  });

  it('rounds half away from zero', () => {
    expect(convertUsd(1.25, 0.5)).toBe(0.63);
    expect(convertUsd(10.005, 1)).toBe(10.01);
  });
});

describe('a DCA in GBP is the USD schedule converted day by day', () => {
  // USD closes over Easter 2024 and the GBP price each day is counted from:
  //   03-28  70,000.00 x 0.792 = 55,440.00
  //   03-29  69,000.55 x 0.792 = 54,648.4356   -> 54,648.44 (Thursday's rate)
  //   03-30  70,123.45 x 0.792 = 55,537.7724   -> 55,537.77
  //   03-31  71,000.00 x 0.792 = 56,232.00
  //   04-01  69,999.99 x 0.792 = 55,439.99208  -> 55,439.99
  //   04-02  65,000.00 x 0.795 = 51,675.00
  //   04-03  66,000.00 x 0.794 = 52,404.00
  const usd = [
    { date: '2024-03-28', price: 70_000 },
    { date: '2024-03-29', price: 69_000.55 },
    { date: '2024-03-30', price: 70_123.45 },
    { date: '2024-03-31', price: 71_000 },
    { date: '2024-04-01', price: 69_999.99 },
    { date: '2024-04-02', price: 65_000 },
    { date: '2024-04-03', price: 66_000 },
  ];
  const gbp = convertCloses(usd, table, 'GBP');
  const result = calculateDca(
    priceSeries(gbp),
    dcaRequestSchema.parse({
      amount: 100,
      frequency: 'daily',
      timeframe: 'custom',
      startDate: '2024-03-28',
      endDate: '2024-04-03',
      currency: 'gbp',
    }),
  );

  it('buys at each day’s USD close times that day’s rate, to the cent', () => {
    expect(result.currency).toBe('gbp');
    expect(result.purchases.map((p) => [p.date, p.price])).toEqual([
      ['2024-03-28', 55_440],
      ['2024-03-29', 54_648.44],
      ['2024-03-30', 55_537.77],
      ['2024-03-31', 56_232],
      ['2024-04-01', 55_439.99],
      ['2024-04-02', 51_675],
      ['2024-04-03', 52_404],
    ]);
  });

  it('values the stack at the last GBP close, to the cent', () => {
    // £100 a day for 7 days: 100/55,440 + 100/54,648.44 + 100/55,537.77 + 100/56,232
    // + 100/55,439.99 + 100/51,675 + 100/52,404
    // = 0.00180375 + 0.00182989 + 0.00180058 + 0.00177835 + 0.00180375 + 0.00193517 + 0.00190825
    // = 0.01285973 BTC; x 52,404 = £673.90 for £700.00 put in.
    expect(result.dcaInvestment).toBe(700);
    expect(result.endingPrice).toBe(52_404);
    expect(result.dcaBtc).toBeCloseTo(0.01285973, 8);
    expect(result.dcaFinalValue).toBeCloseTo(673.9, 2);
  });
});
