import { describe, expect, it } from 'vitest';
import { dcaRequestSchema } from '../schemas/dca';
import { calculateDca, priceSeries } from './dca';
import { circulatingSupply } from './bitcoin-supply';
import { MAX_FILLABLE_SHARE_OF_SUPPLY, theoreticalPurchase } from './dca-fillable';

// 2010-07-18: estimated height 82,673 blocks x 50 BTC = 4,133,650 BTC in existence, so 0.1% of
// the supply that day is 4,133.65 BTC.

function daily(from: string, count: number, price: number) {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => ({
    date: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
    price,
  }));
}

describe('theoreticalPurchase', () => {
  it('lets a purchase of exactly 0.1% of the supply that day through, and flags one just above', () => {
    expect(theoreticalPurchase([], { date: '2010-07-18', btc: 4_133.65 })).toBeNull();
    const over = theoreticalPurchase([], { date: '2010-07-18', btc: 4_134 });
    expect(over).toMatchObject({ strategy: 'lumpSum', date: '2010-07-18', btc: 4_134, supplyBtc: 4_133_650 });
    expect(over?.percentOfSupply).toBeCloseTo((4_134 / 4_133_650) * 100, 10);
  });

  it('names the largest share, and counts the DCA purchases above the threshold', () => {
    const flagged = theoreticalPurchase(
      [
        { date: '2010-07-18', btc: 5_000 },
        { date: '2010-07-19', btc: 10 },
      ],
      { date: '2010-07-18', btc: 4_000 },
    );
    expect(flagged).toMatchObject({ strategy: 'dca', date: '2010-07-18', btc: 5_000, dcaPurchasesOver: 1 });
  });
  it('gives what weighing every purchase against its own day gives (it skips the ones that cannot count)', () => {
    type Purchase = { date: string; btc: number };
    // The straightforward rule: every purchase's share of its own day's supply.
    const weighEvery = (purchases: Purchase[], lumpSum: Purchase) => {
      let worst: (Purchase & { strategy: 'dca' | 'lumpSum'; supplyBtc: number; percentOfSupply: number }) | null = null;
      let share = 0;
      let over = 0;
      for (const [strategy, p] of [['lumpSum', lumpSum], ...purchases.map((q) => ['dca', q] as const)] as const) {
        const supplyBtc = circulatingSupply(p.date);
        const fraction = supplyBtc > 0 ? p.btc / supplyBtc : Number.POSITIVE_INFINITY;
        if (fraction > MAX_FILLABLE_SHARE_OF_SUPPLY && strategy === 'dca') over += 1;
        if (fraction > share) {
          share = fraction;
          worst = { strategy, date: p.date, btc: p.btc, supplyBtc, percentOfSupply: fraction * 100 };
        }
      }
      return worst === null || share <= MAX_FILLABLE_SHARE_OF_SUPPLY ? null : { ...worst, dcaPurchasesOver: over };
    };
    const days = daily('2010-07-18', 40, 0).map((point) => point.date);
    const cases: [Purchase[], Purchase][] = [
      // Small first, then growing past the threshold (4,133.65 BTC on the first day).
      [days.map((date, i) => ({ date, btc: 100 * 1.15 ** i })), { date: days[0] as string, btc: 1 }],
      // Over, under, over again; the lump sum the largest.
      [days.map((date, i) => ({ date, btc: i % 3 === 0 ? 4_200 + i : 10 })), { date: days[0] as string, btc: 9_000 }],
      // Out of date order, and a day before the first block.
      [
        [
          { date: '2010-08-01', btc: 10 },
          { date: '2010-07-20', btc: 4_300 },
          { date: '2008-12-31', btc: 1 },
          { date: '2010-08-02', btc: 4_200 },
        ],
        { date: '2010-07-18', btc: 1 },
      ],
      // Nothing near the threshold.
      [days.map((date) => ({ date, btc: 1 })), { date: days[0] as string, btc: 1 }],
    ];
    for (const [purchases, lumpSum] of cases) {
      expect(theoreticalPurchase(purchases, lumpSum)).toEqual(weighEvery(purchases, lumpSum));
    }
    expect(theoreticalPurchase(...(cases[0] as [Purchase[], Purchase]))?.dcaPurchasesOver).toBeGreaterThan(0);
  });
});

describe('calculateDca: purchases no market could have filled', () => {
  it("flags 'since 2010', daily $500 at $0.10: the lump sum alone is 3.6% of all bitcoin", () => {
    // 30 days at $0.10: 30 purchases of 5,000 BTC; the lump sum is $15,000 / $0.10 = 150,000 BTC,
    // 150,000 / 4,133,650 = 3.6288% of the supply on 2010-07-18.
    const result = calculateDca(
      priceSeries(daily('2010-07-18', 30, 0.1)),
      dcaRequestSchema.parse({ amount: 500, frequency: 'daily', timeframe: 'all' }),
    );
    expect(result.lumpSumBtc).toBeCloseTo(150_000, 6);
    expect(result.theoretical).toMatchObject({ strategy: 'lumpSum', date: '2010-07-18', dcaPurchasesOver: 30 });
    expect(result.theoretical?.percentOfSupply).toBeCloseTo(3.6288, 4);
  });

  it('leaves an ordinary plan alone', () => {
    const result = calculateDca(
      priceSeries(daily('2024-01-01', 365, 40_000)),
      dcaRequestSchema.parse({ amount: 500, frequency: 'monthly', timeframe: 'all' }),
    );
    expect(result.theoretical).toBeNull();
  });
});
