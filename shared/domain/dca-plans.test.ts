import { describe, expect, it } from 'vitest';
import { findContentProblems } from '../content/content-checks';
import { dcaInputMessages, dcaPlansRequestSchema, dcaRequestSchema, type DcaInput } from '../schemas/dca';
import type { PricePoint } from '../schemas/price';
import { dayNumber } from './dates';
import { calculateDca, calculateDcaPlans, DcaPlanError, priceSeries } from './dca';
import { anniversaryDay, scheduledAmounts, steppedAmount } from './dca-purchases';
import { dcaConventions, plansScheduleCsv, purchaseScheduleCsv } from './dca-report';

// Step-up, starting stack and several plans (docs/decisions/046-several-plans-one-use.md).

/** A gap-free daily series from `start`, one price per day. */
function daily(start: string, prices: number[]): PricePoint[] {
  const first = Date.parse(`${start}T00:00:00Z`);
  return prices.map((price, i) => ({ date: new Date(first + i * 86_400_000).toISOString().slice(0, 10), price }));
}

const flat = (count: number, price: number) => Array.from({ length: count }, () => price);

const run = (series: PricePoint[], input: DcaInput) => calculateDca(priceSeries(series), dcaRequestSchema.parse(input));

describe('yearly step-up', () => {
  it('takes the same month and day a year later as the anniversary; 29 February steps on 1 March', () => {
    expect(anniversaryDay(dayNumber('2023-01-01'), 1)).toBe(dayNumber('2024-01-01'));
    expect(anniversaryDay(dayNumber('2024-02-29'), 1)).toBe(dayNumber('2025-03-01'));
    expect(anniversaryDay(dayNumber('2024-02-29'), 4)).toBe(dayNumber('2028-02-29'));
  });

  it('compounds on the entered amount and rounds each year to the cent, not last year’s rounded amount', () => {
    // 10.05 x 1.5 = 15.075 -> 15.08; 10.05 x 1.5^2 = 22.6125 -> 22.61 (15.08 x 1.5 would be 22.62).
    expect(steppedAmount(10.05, 50, 0)).toBe(10.05);
    expect(steppedAmount(10.05, 50, 1)).toBe(15.08);
    expect(steppedAmount(10.05, 50, 2)).toBe(22.61);
    // No step-up: the amount as entered, whatever its decimals.
    expect(steppedAmount(33.333, 0, 3)).toBe(33.333);
  });

  it('steps a daily plan up on the anniversary itself', () => {
    // Daily from 2023-01-01 to 2024-01-02 (367 days): 365 purchases of $10 (2023), then $10.50 on
    // 2024-01-01 and 2024-01-02. At a flat price of 100: $3,671 buys 36.71 BTC.
    const series = daily('2023-01-01', flat(367, 100));
    const r = run(series, {
      amount: 10,
      frequency: 'daily',
      timeframe: 'custom',
      startDate: '2023-01-01',
      endDate: '2024-01-02',
      stepUpPercent: 5,
    });
    expect(r.purchases).toHaveLength(367);
    expect(r.purchases[364]).toMatchObject({ date: '2023-12-31', amount: 10 });
    expect(r.purchases[365]).toMatchObject({ date: '2024-01-01', amount: 10.5 });
    expect(r.purchases[366]).toMatchObject({ date: '2024-01-02', amount: 10.5 });
    expect(r.dcaInvestment).toBeCloseTo(3671, 9);
    expect(r.contributions).toBeCloseTo(3671, 9);
    expect(r.dcaBtc).toBeCloseTo(36.71, 9);
    // The lump sum invests the same total on the first day.
    expect(r.lumpSumInvestment).toBeCloseTo(3671, 9);
    expect(r.lumpSumBtc).toBeCloseTo(36.71, 9);
  });

  it('gives a monthly plan the amount of the year its purchase is due in', () => {
    // Monthly from 2023-01-01, 450 days: 15 purchases due on days 0, 30, ..., 420. Day 360
    // (2023-12-27) is before the anniversary (day 365); days 390 and 420 are after it:
    // 13 x $100 + 2 x $110 = $1,520.
    const r = run(daily('2023-01-01', flat(450, 100)), {
      amount: 100,
      frequency: 'monthly',
      timeframe: 'custom',
      startDate: '2023-01-01',
      endDate: '2024-03-25',
      stepUpPercent: 10,
    });
    expect(r.purchases.map((p) => p.amount)).toEqual([...flat(13, 100), 110, 110]);
    expect(r.purchases[12]?.date).toBe('2023-12-27');
    expect(r.dcaInvestment).toBe(1520);
    expect(scheduledAmounts(dayNumber('2023-01-01'), 15, 30, 100, 10)).toEqual(
      new Float64Array([...flat(13, 100), 110, 110]),
    );
  });
});

describe('starting stack', () => {
  // 90 days: 100 for days 0-29, 50 for days 30-59, 200 for days 60-88, 250 on day 89. Monthly $100
  // over 3 months buys 1 BTC at 100, 2 at 50 and 0.5 at 200 (3.5 BTC for $300); the lump sum buys
  // 3 BTC at 100. A starting stack of 1 BTC that cost $80 is held by both.
  const series = daily('2024-01-01', [...flat(30, 100), ...flat(30, 50), ...flat(29, 200), 250]);
  const r = run(series, { amount: 100, frequency: 'monthly', timeframe: '3months', startingBtc: 1, startingCost: 80 });

  it('adds the stack to the bitcoin held and its cost to the money put in', () => {
    expect(r.contributions).toBe(300);
    expect(r.dcaInvestment).toBe(380);
    expect(r.dcaBtc).toBe(4.5);
    expect(r.dcaFinalValue).toBe(1125); // 4.5 x 250
    expect(r.dcaReturnPercent).toBeCloseTo(((1125 - 380) / 380) * 100, 9);
    expect(r.averageCostPerBtc).toBeCloseTo(380 / 4.5, 9);
    expect(r.purchases[0]).toMatchObject({
      amount: 100,
      btc: 1,
      cumulativeBtc: 2,
      cumulativeInvested: 180,
      value: 200,
    });
  });

  it('gives the lump sum the same stack and the same total', () => {
    expect(r.lumpSumInvestment).toBe(380);
    expect(r.lumpSumBtc).toBe(4); // 1 + 300 / 100
    expect(r.lumpSumFinalValue).toBe(1000);
    expect(r.lumpSumReturnPercent).toBeCloseTo(((1000 - 380) / 380) * 100, 9);
  });

  it('counts the stack from the first day in the daily values (drawdown measured on 2 BTC first)', () => {
    // Day 0: 2 BTC at 100 = 200 for $180; day 30: 4 BTC at 50 = 200 for $280: under water from day 30.
    expect(r.longestUnderwater?.startDate).toBe('2024-01-31');
  });

  it('says how the stack counts in the conventions (data, no words) and the CSV (English)', () => {
    const lines = dcaConventions(r);
    expect(lines).toContainEqual({ key: 'startingStack', btc: 1, startDate: '2024-01-01', cost: 80, currency: 'usd' });
    expect(lines).toContainEqual({ key: 'noStepUp' });
    const csv = purchaseScheduleCsv(r);
    expect(csv).toContain('starting stack 1.00000000 BTC costing 80.00 USD');
    expect(csv).toContain(
      '# Starting stack: 1.00000000 BTC held from 2024-01-01; which cost $80.00. DCA and the lump sum both hold it; its cost counts in the money put in (paid on the start day; for the annualized return).',
    );
    for (const line of csv.split('\r\n').filter((row) => row.startsWith('#'))) {
      expect(findContentProblems(line)).toEqual([]);
    }
  });
});

describe('dcaConventions', () => {
  it('gives every line as a key and its values: the schedule, the window, the step-up, in order', () => {
    const r = run(daily('2023-01-01', flat(450, 100)), {
      amount: 100,
      frequency: 'monthly',
      timeframe: 'custom',
      startDate: '2023-01-01',
      endDate: '2024-03-25',
      stepUpPercent: 10,
    });
    expect(dcaConventions(r)).toEqual([
      { key: 'prices' },
      {
        key: 'schedule',
        frequency: 'monthly',
        stepDays: 30,
        startDate: '2023-01-01',
        purchases: 15,
        lastPurchaseDate: '2024-02-25',
      },
      {
        key: 'partialPeriod',
        days: r.days,
        startDate: '2023-01-01',
        endDate: '2024-03-25',
        periods: r.periods,
        stepDays: 30,
      },
      { key: 'valuation', startDate: '2023-01-01', endDate: '2024-03-25' },
      { key: 'stepUp', percent: 10, anniversary: '01-01', currency: 'usd', firstAmount: 100, lastAmount: 110 },
      { key: 'noStartingStack' },
      { key: 'annualizedReturn' },
      { key: 'maxDrawdown' },
      { key: 'benchmarks' },
      { key: 'pastOnly' },
    ]);
    // Values only: numbers, and texts that are ids, days or currency codes, never a sentence.
    for (const line of dcaConventions(r)) {
      for (const value of Object.values(line)) {
        expect(typeof value === 'number' || /^[a-zA-Z]+$|^[\d-]+$/.test(String(value))).toBe(true);
      }
    }
  });
});

describe('several plans', () => {
  const series = priceSeries(
    daily(
      '2020-01-01',
      Array.from({ length: 800 }, (_, i) => 100 + ((i * 37) % 91)),
    ),
  );
  const plans: DcaInput[] = [
    { amount: 100, frequency: 'monthly', timeframe: 'all' },
    { amount: 20, frequency: 'daily', timeframe: '1year', feePercent: 0.5, stepUpPercent: 10 },
    {
      amount: 50,
      frequency: 'biweekly',
      timeframe: 'custom',
      startDate: '2020-03-01',
      endDate: '2021-12-31',
      startingBtc: 0.5,
      startingCost: 40,
    },
  ];

  it('equal the same plans run one at a time', () => {
    const together = calculateDcaPlans(series, dcaPlansRequestSchema.parse({ currency: 'eur', plans }));
    expect(together.currency).toBe('eur');
    expect(together.plans).toEqual(
      plans.map((plan) => calculateDca(series, dcaRequestSchema.parse({ ...plan, currency: 'eur' }))),
    );
  });

  it('names the plan a calculation failure came from', () => {
    const request = dcaPlansRequestSchema.parse({
      plans: [plans[0], { amount: 5, timeframe: 'custom', startDate: '2022-03-01' }],
    });
    expect(() => calculateDcaPlans(series, request)).toThrow(DcaPlanError);
    try {
      calculateDcaPlans(series, request);
    } catch (error) {
      expect(error).toMatchObject({ plan: 1, field: 'startDate' });
    }
  });

  it('writes every plan into one CSV, with a plan column', () => {
    const { plans: results } = calculateDcaPlans(series, dcaPlansRequestSchema.parse({ plans }));
    const csv = plansScheduleCsv(results);
    const rows = csv.trimEnd().split('\r\n');
    expect(rows.filter((row) => row.startsWith('# Plan ')).map((row) => row.slice(0, 8))).toEqual([
      '# Plan 1',
      '# Plan 2',
      '# Plan 3',
    ]);
    const header = rows.indexOf(
      'plan,date,price_usd,amount_usd,fee_usd,btc,cumulative_btc,cumulative_invested_usd,value_usd',
    );
    expect(header).toBeGreaterThan(0);
    const body = rows.slice(header + 1);
    const purchases = results.map((result) => result.purchases.length);
    expect(body).toHaveLength(purchases[0]! + purchases[1]! + purchases[2]!);
    expect(body.filter((row) => row.startsWith('3,'))).toHaveLength(purchases[2]!);
    // One plan: the single-plan file, unchanged.
    expect(plansScheduleCsv(results.slice(0, 1))).toBe(purchaseScheduleCsv(results[0]!));
  });
});

describe('the inputs’ bounds', () => {
  const issues = (input: unknown) => {
    const parsed = dcaPlansRequestSchema.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it.each([
    [{ plans: [] }, [['plans', dcaInputMessages.plans]]],
    [{ plans: [{ amount: 1 }, { amount: 1 }, { amount: 1 }, { amount: 1 }] }, [['plans', dcaInputMessages.plans]]],
    [
      { plans: [{ amount: 1 }, { amount: 1, stepUpPercent: 101 }] },
      [['plans.1.stepUpPercent', dcaInputMessages.stepUp]],
    ],
    [{ plans: [{ amount: 1, stepUpPercent: -1 }] }, [['plans.0.stepUpPercent', dcaInputMessages.stepUp]]],
    [{ plans: [{ amount: 1, startingBtc: -0.1 }] }, [['plans.0.startingBtc', dcaInputMessages.startingBtc]]],
    [{ plans: [{ amount: 1, startingBtc: 21_000_001 }] }, [['plans.0.startingBtc', dcaInputMessages.startingBtc]]],
    [
      { currency: 'eur', plans: [{ amount: 1, startingBtc: 1, startingCost: -5 }] },
      [['plans.0.startingCost', 'What the starting stack cost must be between €0 and €99,999,999.99']],
    ],
    [
      { plans: [{ amount: 1, startingCost: 5 }] },
      [['plans.0.startingCost', dcaInputMessages.startingCostWithoutStack]],
    ],
    [{ plans: [{ amount: 0.5 }] }, [['plans.0.amount', 'Amount must be at least $1']]],
  ])('refuses %j on its field', (input, expected) => {
    expect(issues(input)).toEqual(expected);
  });

  it('takes the bounds themselves', () => {
    expect(
      issues({ plans: [{ amount: 1, stepUpPercent: 100, startingBtc: 21_000_000, startingCost: 99_999_999.99 }] }),
    ).toEqual([]);
    expect(issues({ plans: [{ amount: 1, startingBtc: 0.1 }] })).toEqual([]);
  });
});
