import { describe, expect, it } from 'vitest';
import { priceRangeCounts, topChoices, willPayCount } from './beta-feedback-stats';

describe('feedback summary helpers', () => {
  const counts = new Map<string, number>([
    ['free-only', 4],
    ['0.99-1.99', 3],
    ['2.99-4.99', 5],
    ['5.99-9.99', 2],
    ['10-plus', 1],
    ['one-time', 6],
  ]);

  it("'Will Pay $2.99+' counts the three top monthly ranges: 5 + 2 + 1", () => {
    expect(willPayCount(counts)).toBe(8);
    expect(willPayCount(new Map())).toBe(0);
  });

  it('lists every price range in the form order, zero included', () => {
    expect(priceRangeCounts(new Map([['10-plus', 2]]))).toEqual([
      { value: 'free-only', count: 0 },
      { value: '0.99-1.99', count: 0 },
      { value: '2.99-4.99', count: 0 },
      { value: '5.99-9.99', count: 0 },
      { value: '10-plus', count: 2 },
      { value: 'one-time', count: 0 },
    ]);
  });

  it('keeps the top five, most first, ties in the form order, unchosen and unknown values out', () => {
    const options = ['a', 'b', 'c', 'd', 'e', 'f', 'g'] as const;
    const chosen = new Map([
      ['g', 3],
      ['b', 3],
      ['c', 1],
      ['d', 7],
      ['e', 1],
      ['f', 1],
      ['zz', 50],
    ]);
    expect(topChoices(options, chosen)).toEqual([
      { value: 'd', count: 7 },
      { value: 'b', count: 3 },
      { value: 'g', count: 3 },
      { value: 'c', count: 1 },
      { value: 'e', count: 1 },
    ]);
    expect(topChoices(options, new Map())).toEqual([]);
  });
});
