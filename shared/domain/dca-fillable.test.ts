import { describe, expect, it } from 'vitest';
import { dcaRequestSchema } from '../schemas/dca';
import { calculateDca, priceSeries } from './dca';
import { theoreticalPurchase } from './dca-fillable';

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
