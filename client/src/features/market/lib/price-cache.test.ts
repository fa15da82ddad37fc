import { describe, expect, it } from 'vitest';
import type { BitcoinPrice } from '@shared/schemas/price';
import { PRICE_CACHE_MAX_AGE_MS, readCachedPrice, writeCachedPrice } from './price-cache';

const savedAt = Date.UTC(2026, 7, 23, 9, 0, 0);

const usdPrice: BitcoinPrice = {
  price: 77861.63,
  change24h: 3.69,
  marketCap: 1_549_000_000_000,
  volume24h: null,
  lastUpdated: '2026-08-22T23:59:59.000Z',
  currency: 'usd',
  isFallback: true,
  message: 'Live prices are turned off.',
  cached: false,
};

describe('price cache (bitcoin_price_cache)', () => {
  it('stores the price with its timestamp under bitcoin_price_cache', () => {
    writeCachedPrice(usdPrice, savedAt, localStorage);
    expect(JSON.parse(localStorage.getItem('bitcoin_price_cache') ?? 'null')).toEqual({
      data: usdPrice,
      timestamp: savedAt,
    });
  });

  it.each([
    { case: 'just saved', ageMs: 0, present: true },
    { case: '14 min 59 s old', ageMs: 14 * 60_000 + 59_000, present: true },
    { case: 'exactly 15 minutes old', ageMs: 900_000, present: true },
    { case: '15 minutes and 1 ms old', ageMs: 900_001, present: false },
    { case: 'an hour old', ageMs: 3_600_000, present: false },
    { case: 'saved in the future (clock changed)', ageMs: -1, present: false },
  ])('a copy $case is present: $present', ({ ageMs, present }) => {
    expect(PRICE_CACHE_MAX_AGE_MS).toBe(900_000);
    writeCachedPrice(usdPrice, savedAt, localStorage);
    const read = readCachedPrice('usd', savedAt + ageMs, localStorage);
    expect(read).toEqual(present ? { data: usdPrice, timestamp: savedAt } : null);
  });

  it('a copy in another currency counts as absent', () => {
    writeCachedPrice(usdPrice, savedAt, localStorage);
    expect(readCachedPrice('eur', savedAt, localStorage)).toBeNull();
  });

  it.each([
    { case: 'not JSON', text: '{broken' },
    { case: 'without a timestamp', text: JSON.stringify({ data: usdPrice }) },
    {
      case: 'with a price that is not a number',
      text: JSON.stringify({ data: { ...usdPrice, price: '77861' }, timestamp: savedAt }),
    },
  ])('an unreadable copy ($case) counts as absent', ({ text }) => {
    localStorage.setItem('bitcoin_price_cache', text);
    expect(readCachedPrice('usd', savedAt, localStorage)).toBeNull();
  });

  it('nothing stored reads as absent, and a missing storage is harmless', () => {
    expect(readCachedPrice('usd', savedAt, localStorage)).toBeNull();
    expect(readCachedPrice('usd', savedAt, null)).toBeNull();
    expect(() => writeCachedPrice(usdPrice, savedAt, null)).not.toThrow();
  });
});
