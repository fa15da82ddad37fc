import { describe, expect, it } from 'vitest';
import { dcaInputMessages, dcaRequestSchema } from './dca';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('dcaRequestSchema', () => {
  it('applies the defaults: monthly, 1 year, no fee, dollars', () => {
    expect(dcaRequestSchema.parse({ amount: 500 })).toEqual({
      amount: 500,
      frequency: 'monthly',
      timeframe: '1year',
      feePercent: 0,
      stepUpPercent: 0,
      startingBtc: 0,
      startingCost: 0,
      currency: 'usd',
    });
  });

  it.each([
    [{ amount: 0 }, 'Amount must be at least $1'],
    [{ amount: -1 }, 'Amount must be at least $1'],
    [{ amount: 0.001 }, 'Amount must be at least $1'],
    [{ amount: 0.99, currency: 'eur' }, 'Amount must be at least €1'],
    [{ amount: Number.NaN }, dcaInputMessages.amountNumber],
    [{ amount: '500' }, dcaInputMessages.amountNumber],
    [{ amount: 100_000_000 }, 'Amount must be at most $99,999,999.99'],
    [{ amount: 100_000_000, currency: 'EUR' }, 'Amount must be at most €99,999,999.99'],
    [{ amount: 5, frequency: 'yearly' }, dcaInputMessages.frequency],
    [{ amount: 5, timeframe: '10years' }, dcaInputMessages.timeframe],
    [{ amount: 5, feePercent: 10.5 }, dcaInputMessages.fee],
    [{ amount: 5, timeframe: 'custom' }, dcaInputMessages.startDateRequired],
    [{ amount: 5, timeframe: 'custom', startDate: '2024-02-30' }, dcaInputMessages.startDate],
    [{ amount: 5, startDate: '2024-01-01' }, dcaInputMessages.startDateOnlyCustom],
  ])('rejects %j with "%s"', (input, message) => {
    expect(messages(dcaRequestSchema.safeParse(input))).toEqual([message]);
  });

  it('takes an amount of exactly 1 of the currency', () => {
    expect(dcaRequestSchema.safeParse({ amount: 1 }).success).toBe(true);
  });
});
