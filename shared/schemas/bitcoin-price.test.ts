import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidBitcoinPriceError, parseBitcoinPrice } from './bitcoin-price';
import { bitcoinPriceSchema } from './price';

const valid = {
  price: 77_861.63,
  change24h: 3.69,
  marketCap: 1_549_000_000_000,
  volume24h: null,
  lastUpdated: '2026-08-22T23:59:59.000Z',
  currency: 'usd',
  isFallback: true,
  message: 'Live prices are turned off.',
  cached: false,
};

/** Any value a field might hold: right or wrong type, odd numbers, absent. */
const anyValue = fc.oneof(
  fc.double(),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, 0, -0),
  fc.string(),
  fc.constantFrom('usd', 'eur', 'USD', ''),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.object({ maxDepth: 1 }),
);

/** The valid answer with some fields replaced or removed, and sometimes extra keys. */
const nearlyValid = fc
  .record({
    replaced: fc.dictionary(fc.constantFrom(...Object.keys(valid)), anyValue),
    removed: fc.subarray(Object.keys(valid)),
    extra: fc.dictionary(fc.string(), anyValue, { maxKeys: 2 }),
  })
  .map(({ replaced, removed, extra }) => {
    const body: Record<string, unknown> = { ...extra, ...valid, ...replaced };
    for (const key of removed) delete body[key];
    return body;
  });

describe('parseBitcoinPrice', () => {
  it('accepts a price answer and returns its fields', () => {
    expect(parseBitcoinPrice({ ...valid, extra: 1 })).toEqual(valid);
  });

  it('names the first field that does not fit', () => {
    expect(() => parseBitcoinPrice({ ...valid, price: '77861' })).toThrow(new InvalidBitcoinPriceError('price'));
    expect(() => parseBitcoinPrice([])).toThrow('Invalid Bitcoin price data: body');
  });

  it('agrees with bitcoinPriceSchema on every input: same verdict, same result', () => {
    fc.assert(
      fc.property(fc.oneof(nearlyValid, anyValue), (input) => {
        const expected = bitcoinPriceSchema.safeParse(input);
        let actual: unknown;
        try {
          actual = parseBitcoinPrice(input);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidBitcoinPriceError);
          expect(expected.success, JSON.stringify(input)).toBe(false);
          return;
        }
        expect(expected.success, JSON.stringify(input)).toBe(true);
        expect(actual).toStrictEqual(expected.data);
      }),
      { numRuns: 2000 },
    );
  });
});
