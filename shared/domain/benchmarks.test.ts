import { describe, expect, it } from 'vitest';
import type { BenchmarkMonth } from '../schemas/benchmarks';
import { compareBenchmarks, monthlyAverages, monthName, paidByMonth, type Contribution } from './benchmarks';

const row = (month: string, sp500TotalReturn: number | null, goldUsd: number | null, cpiUs: number | null) =>
  ({ month, sp500TotalReturn, goldUsd, cpiUs }) satisfies BenchmarkMonth;

describe('benchmarks: units bought at each month’s value, valued at the end', () => {
  it('match a hand computation over three covered months', () => {
    const comparison = compareBenchmarks({
      contributions: [
        { date: '2020-01-15', amount: 100 },
        { date: '2020-02-15', amount: 100 },
        { date: '2020-03-15', amount: 100 },
      ],
      endDate: '2020-03-20',
      benchmarks: [row('2020-01', 100, 1000, 200), row('2020-02', 110, 1250, 202), row('2020-03', 121, 1000, 204)],
      bitcoinMonthly: new Map([
        ['2020-01', 10_000],
        ['2020-02', 8_000],
        ['2020-03', 12_000],
      ]),
    });
    if (!comparison) throw new Error('no comparison');
    const [sp500, gold, cash] = comparison.lines;
    // S&P: 1 + 100/110 + 100/121 units, at 121: 121 + 110 + 100.
    expect(sp500?.value).toBeCloseTo(331, 9);
    // Gold: 0.1 + 0.08 + 0.1 oz at $1,000.
    expect(gold?.value).toBeCloseTo(280, 9);
    // Cash after inflation: 100 x 200/204 + 100 x 202/204 + 100.
    expect(cash?.value).toBeCloseTo((100 * 200) / 204 + (100 * 202) / 204 + 100, 9);
    // Bitcoin by monthly average: (0.01 + 0.0125 + 100/12,000) BTC at $12,000.
    for (const line of comparison.lines) {
      expect(line).toMatchObject({ lastMonth: '2020-03', stop: null, invested: 300 });
      expect(line.bitcoinValue).toBeCloseTo(370, 9);
    }
    expect(comparison.months.map((m) => m.invested)).toEqual([100, 200, 300]);
    expect(comparison.months[1]?.sp500).toBeCloseTo(210, 9);
  });

  it('stop the S&P 500 at 2023-06 on a window crossing it, with two contributions in one month', () => {
    const comparison = compareBenchmarks({
      contributions: [
        { date: '2023-05-01', amount: 50 },
        { date: '2023-05-15', amount: 50 },
        { date: '2023-06-01', amount: 100 },
        { date: '2023-07-01', amount: 100 },
        { date: '2023-08-01', amount: 100 },
      ],
      endDate: '2023-08-10',
      benchmarks: [
        row('2023-05', 200, 2000, 300),
        row('2023-06', 220, 1900, 303),
        row('2023-07', null, 1950, 306),
        row('2023-08', null, 2000, 309),
      ],
      bitcoinMonthly: new Map([
        ['2023-05', 25_000],
        ['2023-06', 26_000],
        ['2023-07', 30_000],
        ['2023-08', 29_000],
      ]),
    });
    if (!comparison) throw new Error('no comparison');
    const [sp500, gold] = comparison.lines;
    // 0.5 + 100/220 units at 220; bitcoin's side over the same months: (100/25,000 + 100/26,000) x 26,000.
    expect(sp500).toMatchObject({ lastMonth: '2023-06', invested: 200 });
    expect(sp500?.value).toBeCloseTo(210, 9);
    expect(sp500?.bitcoinValue).toBeCloseTo(204, 9);
    expect(sp500?.stop).toEqual({ month: '2023-07', cause: 'dividendsEnd', last: '2023-06' });
    expect(comparison.months.map((m) => m.sp500 === null)).toEqual([false, false, true, true]);
    // Gold runs on to 2023-08: 100 + 100 x 2000/1900 + 100 x 2000/1950 + 100.
    expect(gold).toMatchObject({ lastMonth: '2023-08', stop: null, invested: 400 });
    expect(gold?.value).toBeCloseTo(200 + (100 * 2000) / 1900 + (100 * 2000) / 1950, 9);
  });

  it('name the file’s last total return month for a window that starts after it (content review N1)', () => {
    // A 2025 window: Shiller's dividends (and so the total return) end at June 2023, not in the window.
    const comparison = compareBenchmarks({
      contributions: [
        { date: '2025-03-01', amount: 100 },
        { date: '2025-04-01', amount: 100 },
      ],
      endDate: '2025-04-30',
      benchmarks: [
        row('2023-06', 220, 1900, 303),
        row('2023-07', null, 1950, 306),
        row('2025-03', null, 2900, 319),
        row('2025-04', null, 3200, 320),
      ],
      bitcoinMonthly: new Map([
        ['2025-03', 85_000],
        ['2025-04', 86_000],
      ]),
    });
    const [sp500, gold] = comparison?.lines ?? [];
    expect(sp500).toMatchObject({ lastMonth: null, stop: { month: '2025-03' } });
    expect(sp500?.stop).toEqual({ month: '2025-03', cause: 'dividendsEnd', last: '2023-06' });
    expect(gold).toMatchObject({ lastMonth: '2025-04', stop: null });
  });

  const autumn2025 = (endDate: string) =>
    compareBenchmarks({
      contributions: [
        { date: '2025-09-02', amount: 10 },
        { date: '2025-10-02', amount: 10 },
        { date: '2025-11-02', amount: 10 },
        { date: '2025-12-02', amount: 10 },
      ].filter(({ date }) => date <= endDate),
      endDate,
      benchmarks: [
        row('2025-09', null, 3600, 324.8),
        row('2025-10', null, 4058, null),
        row('2025-11', null, 4087, 324.1),
      ],
      bitcoinMonthly: new Map([
        ['2025-09', 110_000],
        ['2025-10', 112_000],
        ['2025-11', 95_000],
        ['2025-12', 90_000],
      ]),
    });

  it('carry cash over the missing October 2025 CPI, unadjusted for that month, and stop every line at the end of the file (issue 46)', () => {
    const [sp500, gold, cash] = autumn2025('2025-12-05')?.lines ?? [];
    expect(sp500).toMatchObject({ firstMonth: null, lastMonth: null, stop: { month: '2025-09' } });
    expect(sp500?.stop).toEqual({ month: '2025-09', cause: 'noDividends' });
    // September's $10 follows the CPI from September to November; October's waits for November's
    // CPI (no inflation adjustment for its first month); November's is November's.
    expect(cash).toMatchObject({ firstMonth: '2025-09', lastMonth: '2025-11', invested: 30 });
    expect(cash?.value).toBeCloseTo((10 * 324.8) / 324.1 + 20, 10);
    expect(cash?.skipped).toHaveLength(1);
    expect(cash?.skipped).toEqual([{ month: '2025-10', cause: 'cpiNotPublished' }]);
    expect(cash?.stop).toEqual({ month: '2025-12', cause: 'dataEnd', last: '2025-11' });
    expect(gold).toMatchObject({ firstMonth: '2025-09', lastMonth: '2025-11', stop: { month: '2025-12' } });
    expect(gold?.stop).toEqual({ month: '2025-12', cause: 'dataEnd', last: '2025-11' });
    expect(gold?.skipped).toEqual([]);
    // The month itself has no cash point: nothing is filled in.
    const months = autumn2025('2025-12-05')?.months ?? [];
    expect(months.map((month) => month.cash === null)).toEqual([false, true, false, true]);
  });

  it('stop cash at October 2025 when the window ends there: no later CPI to count from', () => {
    const cash = autumn2025('2025-10-20')?.lines[2];
    expect(cash).toMatchObject({ firstMonth: '2025-09', lastMonth: '2025-09', value: 10, skipped: [] });
    expect(cash?.stop).toEqual({ month: '2025-10', cause: 'cpiNotPublished' });
  });

  it('give a month the file has no value for as a key, no sentence: noValue', () => {
    const comparison = compareBenchmarks({
      contributions: [
        { date: '2021-01-05', amount: 10 },
        { date: '2021-02-05', amount: 10 },
        { date: '2021-03-05', amount: 10 },
      ],
      endDate: '2021-03-10',
      benchmarks: [row('2021-01', 300, 1800, 260), row('2021-02', 310, null, 261), row('2021-03', 320, 1700, 262)],
      bitcoinMonthly: new Map([
        ['2021-01', 35_000],
        ['2021-02', 45_000],
        ['2021-03', 55_000],
      ]),
    });
    const gold = comparison?.lines[1];
    expect(gold).toMatchObject({ lastMonth: '2021-01', stop: { month: '2021-02', cause: 'noValue' } });
    // Every reason is data: a cause and months, never words.
    for (const line of comparison?.lines ?? []) {
      for (const gap of [line.stop, ...line.skipped]) {
        if (gap) expect(Object.values(gap).every((value) => /^[a-zA-Z]+$|^\d{4}-\d{2}$/.test(value))).toBe(true);
      }
    }
  });

  it('average the daily closes of each month', () => {
    const averages = monthlyAverages([
      { date: '2024-01-30', price: 10 },
      { date: '2024-01-31', price: 20 },
      { date: '2024-02-01', price: 7 },
    ]);
    expect([...averages]).toEqual([
      ['2024-01', 15],
      ['2024-02', 7],
    ]);
    expect(monthName('2023-06')).toBe('June 2023');
  });
});

describe('paidByMonth', () => {
  /** The straightforward sum: one Map update per contribution. */
  function oneByOne(contributions: readonly Contribution[]): Map<string, number> {
    const paid = new Map<string, number>();
    for (const { date, amount } of contributions) {
      paid.set(date.slice(0, 7), (paid.get(date.slice(0, 7)) ?? 0) + amount);
    }
    return paid;
  }

  it('equals one update per contribution, to the last bit, in date order and out of it', () => {
    // 0.1 + 0.2 + 0.7 is not 1 in floating point: the same additions in the same order must be made.
    const inOrder: Contribution[] = [
      { date: '2024-01-30', amount: 0.1 },
      { date: '2024-01-31', amount: 0.2 },
      { date: '2024-02-01', amount: 0.7 },
      { date: '2024-02-29', amount: 1e-3 },
      { date: '2024-04-01', amount: 3 },
      { date: '2025-04-01', amount: 4 },
    ];
    const shuffled = [
      inOrder[0],
      inOrder[2],
      inOrder[1],
      inOrder[3],
      inOrder[5],
      inOrder[4],
      inOrder[2],
    ] as Contribution[];
    for (const contributions of [inOrder, shuffled, [], inOrder.slice(0, 1)]) {
      expect([...paidByMonth(contributions)]).toEqual([...oneByOne(contributions)]);
    }
    expect(paidByMonth(inOrder).get('2024-01')).toBe(0.1 + 0.2);
    // 2024-02 comes back twice after other months: its sum goes on from where it was.
    expect(paidByMonth(shuffled).get('2024-02')).toBe(0.7 + 1e-3 + 0.7);
  });
});
