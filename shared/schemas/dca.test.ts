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
      currency: 'usd',
    });
  });

  it.each([
    [{ amount: 0 }, dcaInputMessages.amountPositive],
    [{ amount: -1 }, dcaInputMessages.amountPositive],
    [{ amount: '500' }, dcaInputMessages.amountPositive],
    [{ amount: 100_000_000 }, dcaInputMessages.amountMax],
    [{ amount: 5, frequency: 'yearly' }, dcaInputMessages.frequency],
    [{ amount: 5, timeframe: '10years' }, dcaInputMessages.timeframe],
    [{ amount: 5, feePercent: 10.5 }, dcaInputMessages.fee],
    [{ amount: 5, timeframe: 'custom' }, dcaInputMessages.startDateRequired],
    [{ amount: 5, timeframe: 'custom', startDate: '2024-02-30' }, dcaInputMessages.startDate],
    [{ amount: 5, startDate: '2024-01-01' }, dcaInputMessages.startDateOnlyCustom],
  ])('rejects %j with "%s"', (input, message) => {
    expect(messages(dcaRequestSchema.safeParse(input))).toEqual([message]);
  });
});
