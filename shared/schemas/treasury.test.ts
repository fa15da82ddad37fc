import { describe, expect, it } from 'vitest';
import {
  createSavingsEntrySchema,
  goalSchema,
  isNotAfterToday,
  isTreasuryCursor,
  isTrackedMonth,
  savingsFormSchema,
  savingsSchema,
  treasuryMessages,
} from './treasury';

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

describe('treasury dates and month labels', () => {
  it('takes months from January 2009 to this month (a day of slack), never year 1 read as 2001', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(isTrackedMonth('2009-01', now)).toBe(true);
    expect(isTrackedMonth('2026-11', now)).toBe(true);
    expect(isTrackedMonth('2026-12', now)).toBe(false);
    expect(isTrackedMonth('2008-12', now)).toBe(false);
    expect(isTrackedMonth('0001-01', now)).toBe(false);
    expect(isTrackedMonth('2026-00', now)).toBe(false);
  });

  it.each([['Jan\u0007'], ['\u202Eyraunaj'], ['Jan\n2026'], ['Jan\u2066']])(
    'refuses the month label %j with the control-character message',
    (month) => {
      expect(messages(savingsSchema.safeParse({ month, amount: 5 }))).toEqual([treasuryMessages.monthControlChars]);
    },
  );

  it('refuses entry dates before 2009-01-03 or after today, and target dates outside 2009-01-03..2100-12-31', () => {
    const clientId = '3f1c7a52-9a4e-4c1b-8f7e-2d6b9c0e1a44';
    const now = new Date('2026-11-27T10:00:00Z');
    expect(isNotAfterToday('2026-11-28T23:00:00Z', now)).toBe(true);
    expect(isNotAfterToday('2026-11-30T00:00:00Z', now)).toBe(false);
    for (const date of ['0001-01-01T00:00:00Z', '2009-01-02T00:00:00Z'])
      expect(messages(createSavingsEntrySchema.safeParse({ month: 'Jan', amount: 5, clientId, date }))).toEqual([
        treasuryMessages.dateRange,
      ]);
    for (const targetDate of ['0001-01-01', '2009-01-02', '2101-01-01'])
      expect(messages(goalSchema.safeParse({ targetAmount: 5, targetDate }))).toEqual([
        treasuryMessages.targetDateRange,
      ]);
    expect(messages(goalSchema.safeParse({ targetAmount: 5, targetDate: '2027-02-30' }))).toEqual([
      treasuryMessages.targetDate,
    ]);
  });

  it('reads the form: blank fields are required, the amount text a number', () => {
    expect(messages(savingsFormSchema.safeParse({ month: '', amount: '' }))).toEqual([
      treasuryMessages.monthRequired,
      treasuryMessages.amountRequired,
    ]);
    expect(savingsFormSchema.parse({ month: '2026-01', amount: '12.50' })).toEqual({ month: '2026-01', amount: 12.5 });
    expect(messages(savingsFormSchema.safeParse({ month: '2026-01', amount: 'abc' }))).toEqual([
      treasuryMessages.amount,
    ]);
  });
});

describe('isTreasuryCursor', () => {
  it('accepts the cursors the server gives', () => {
    expect(isTreasuryCursor('2026-11-27T09:30:00.000Z_12')).toBe(true);
    expect(isTreasuryCursor('2024-02-29T23:59:59.999Z_2147483647')).toBe(true);
  });

  it.each([
    '2026-02-31T10:00:00.000Z_5',
    '2025-02-29T10:00:00.000Z_5',
    '2026-04-31T10:00:00.000Z_5',
    '2026-01-01T24:00:00.000Z_5',
    '2026-01-01T23:60:00.000Z_5',
    '0000-01-01T00:00:00.000Z_5',
    '2026-01-01T00:00:00.000Z_2147483648',
    '2026-01-01T00:00:00.000Z',
    'abc',
  ])('refuses %j, which names no real position', (cursor) => {
    expect(isTreasuryCursor(cursor)).toBe(false);
  });
});
