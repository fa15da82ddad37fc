import { describe, expect, it } from 'vitest';
import { createSavingsEntrySchema, goalSchema, savingsSchema, treasuryMessages } from './treasury';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('goalSchema', () => {
  it('accepts a target with an optional target date', () => {
    expect(goalSchema.parse({ targetAmount: 1000 })).toEqual({ targetAmount: 1000, targetDate: null });
    expect(goalSchema.parse({ targetAmount: 2500.5, targetDate: '2027-06-30' })).toEqual({
      targetAmount: 2500.5,
      targetDate: '2027-06-30',
    });
  });

  it.each([
    [{ targetAmount: 0 }, treasuryMessages.targetAmount],
    [{ targetAmount: 0.5 }, treasuryMessages.targetAmount],
    [{ targetAmount: -10 }, treasuryMessages.targetAmount],
    [{}, treasuryMessages.targetAmount],
    [{ targetAmount: '1000' }, treasuryMessages.targetAmount],
    [{ targetAmount: 10.005 }, treasuryMessages.amountDecimals],
    [{ targetAmount: 100_000_000 }, treasuryMessages.amountMax],
    [{ targetAmount: 1000, targetDate: '2027-02-30' }, treasuryMessages.targetDate],
  ])('%j fails with %s', (input, message) => {
    expect(messages(goalSchema.safeParse(input))).toContain(message);
  });
});

describe('savingsSchema and createSavingsEntrySchema', () => {
  const clientId = '3f1c7a52-9a4e-4c1b-8f7e-2d6b9c0e1a44';

  it('accepts a month label and a positive amount with up to 2 decimals', () => {
    expect(savingsSchema.parse({ month: '  January 2026 ', amount: 0.01 })).toEqual({
      month: 'January 2026',
      amount: 0.01,
    });
    expect(createSavingsEntrySchema.parse({ month: 'Jan', amount: 99_999_999.99, clientId })).toMatchObject({
      clientId,
    });
  });

  it.each([
    [{ month: '', amount: 5 }, treasuryMessages.monthRequired],
    [{ month: '   ', amount: 5 }, treasuryMessages.monthRequired],
    [{ amount: 5 }, treasuryMessages.monthRequired],
    [{ month: 'Jan', amount: 0 }, treasuryMessages.amount],
    [{ month: 'Jan', amount: -3 }, treasuryMessages.amount],
    [{ month: 'Jan' }, treasuryMessages.amount],
    [{ month: 'Jan', amount: 1.005 }, treasuryMessages.amountDecimals],
    [{ month: 'Jan', amount: 100_000_000 }, treasuryMessages.amountMax],
    [{ month: 'x'.repeat(41), amount: 5 }, treasuryMessages.monthMax],
  ])('%j fails with %s', (input, message) => {
    expect(messages(savingsSchema.safeParse(input))).toContain(message);
  });

  it('needs a UUID clientId to create an entry', () => {
    expect(messages(createSavingsEntrySchema.safeParse({ month: 'Jan', amount: 5, clientId: 'abc' }))).toEqual([
      treasuryMessages.clientId,
    ]);
  });
});
