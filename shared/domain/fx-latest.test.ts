import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { currencyCodes } from './fx-currencies';
import { convertedFromUsd, LATEST_USD_RATES, latestUsdRate, roundSignificant } from './fx-latest';

// The latest bundled rate the browser converts US-dollar amounts with (issue 46).

describe('LATEST_USD_RATES', () => {
  it('is the last row of the bundled rates file, every currency but USD', () => {
    const lines = readFileSync(new URL('../../server/data/usd-rates.csv', import.meta.url), 'utf8')
      .trim()
      .split('\n');
    const header = (lines[0] ?? '').split(',');
    const last = (lines[lines.length - 1] ?? '').split(',');
    expect(LATEST_USD_RATES.date).toBe(last[0]);
    expect(Object.keys(LATEST_USD_RATES.rates).sort()).toEqual(header.slice(1).sort());
    header.slice(1).forEach((code, index) => {
      expect(LATEST_USD_RATES.rates[code as keyof typeof LATEST_USD_RATES.rates]).toBe(Number(last[index + 1]));
    });
    expect(currencyCodes.every((code) => latestUsdRate(code) > 0)).toBe(true);
    expect(latestUsdRate('USD')).toBe(1);
  });
});

describe('convertedFromUsd', () => {
  it('rounds to two significant figures within the currency’s decimals', () => {
    expect(roundSignificant(855.871, 2, 2)).toBe(860);
    expect(roundSignificant(0.855871, 2, 2)).toBe(0.86);
    expect(roundSignificant(159.834, 2, 0)).toBe(160);
    expect(roundSignificant(1_489_950, 2, 0)).toBe(1_500_000);
    expect(roundSignificant(0.4, 2, 0)).toBe(0);
    expect(roundSignificant(-855.871, 2, 2)).toBe(-860);
    // 2026-04-13: 0.855871 EUR, 159.834 JPY, 0.745104 GBP, 1,489.95 KRW per US dollar.
    expect(convertedFromUsd(1000, 'EUR', 2)).toBe(860);
    expect(convertedFromUsd(1000, 'JPY', 0)).toBe(160_000);
    expect(convertedFromUsd(1000, 'GBP', 2)).toBe(750);
    expect(convertedFromUsd(100, 'KRW', 0)).toBe(150_000);
    expect(convertedFromUsd(1, 'EUR', 2)).toBe(0.86);
    expect(convertedFromUsd(1000, 'USD', 2)).toBe(1000);
  });
});
