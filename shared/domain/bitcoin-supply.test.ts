import { describe, expect, it } from 'vitest';
import { circulatingSupply, estimatedBlockHeight, MAX_SUPPLY_BTC, supplySatsAtHeight } from './bitcoin-supply';

describe('supplySatsAtHeight', () => {
  it.each([
    // 210,000 blocks of 50 BTC.
    [210_000, 10_500_000],
    // + 210,000 x 25.
    [420_000, 15_750_000],
    // + 210,000 x 12.5.
    [630_000, 18_375_000],
    // + 210,000 x 6.25.
    [840_000, 19_687_500],
    [1, 50],
    [0, 0],
    // 10 blocks into the second era: 10,500,000 + 10 x 25.
    [210_010, 10_500_250],
  ])('the first %i blocks issued %d BTC', (height, btc) => {
    expect(supplySatsAtHeight(height) / 1e8).toBe(btc);
  });

  it('never passes 21 million, even long after the last halving', () => {
    // After 33 halvings the subsidy is 0 satoshis; the total is 20,999,999.9769 BTC.
    expect(supplySatsAtHeight(64 * 210_000)).toBe(2_099_999_997_690_000);
    expect(supplySatsAtHeight(100 * 210_000) / 1e8).toBeLessThan(MAX_SUPPLY_BTC);
  });
});

describe('estimatedBlockHeight', () => {
  it.each([
    ['2008-12-31', 0],
    ['2009-01-03', 0],
    ['2012-11-28', 210_000],
    ['2016-07-09', 420_000],
    ['2020-05-11', 630_000],
    ['2024-04-20', 840_000],
    // 2009-01-03 to 2012-11-28 is 1,425 days; 2010-12-16 is day 712: floor(712 / 1425 x 210,000).
    ['2010-12-16', 104_926],
    // 144 blocks a day after the last anchor: 2026-08-22 is 854 days after 2024-04-20.
    ['2024-04-21', 840_144],
    ['2026-08-22', 962_976],
  ])('on %s is %i', (day, height) => {
    expect(estimatedBlockHeight(day)).toBe(height);
  });

  it('rejects a day that does not exist', () => {
    expect(() => estimatedBlockHeight('2026-02-30')).toThrow(RangeError);
  });
});

describe('circulatingSupply', () => {
  it.each([
    ['2012-11-28', 10_500_000],
    ['2016-07-09', 15_750_000],
    ['2024-04-20', 19_687_500],
    // 104,926 blocks x 50.
    ['2010-12-16', 5_246_300],
    // 19,687,500 + 144 x 3.125.
    ['2024-04-21', 19_687_950],
    // 19,687,500 + 122,976 x 3.125.
    ['2026-08-22', 20_071_800],
  ])('on %s is %d BTC', (day, btc) => {
    expect(circulatingSupply(day)).toBe(btc);
  });
});
