import { describe, expect, it } from 'vitest';
import { centsToDecimalString, decimalStringToNumber, toCents, toDecimalString } from './money';

describe('money', () => {
  it.each([
    [1.005, 101],
    [1.004, 100],
    [0.1 + 0.2, 30],
    [100, 10000],
    [99_999_999.99, 9_999_999_999],
    [-2.675, -268],
    [0, 0],
  ])('toCents(%d) = %d', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it.each([
    [101, '1.01'],
    [5, '0.05'],
    [-5, '-0.05'],
    [10000, '100.00'],
  ])('centsToDecimalString(%d) = %s', (cents, text) => {
    expect(centsToDecimalString(cents)).toBe(text);
  });

  it('rounds numbers to a stored decimal string and back', () => {
    expect(toDecimalString(19.999)).toBe('20.00');
    expect(toDecimalString(1.005)).toBe('1.01');
    expect(decimalStringToNumber('1234.50')).toBe(1234.5);
  });

  it('refuses non-finite amounts', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
