import { describe, expect, it } from 'vitest';
import {
  bitcoinMessages,
  bitcoinPriceQuerySchema,
  dayNumber,
  dcaInputMessages,
  dcaRequestSchema,
  historicalQuerySchema,
  isoDayFromNumber,
} from './bitcoin';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('calendar days', () => {
  it.each([
    ['1970-01-01', 0],
    ['1970-01-02', 1],
    ['2024-03-01', 19_783],
  ])('dayNumber(%s) = %i and back', (day, n) => {
    expect(dayNumber(day)).toBe(n);
    expect(isoDayFromNumber(n)).toBe(day);
  });

  it.each(['2024-02-30', '2023-02-29', '2024-13-01', '24-01-01', '2024-1-1', ''])('%j is not a day', (text) => {
    expect(dayNumber(text)).toBeNaN();
  });
});

describe('historicalQuerySchema', () => {
  it('defaults to the last 365 days in dollars', () => {
    expect(historicalQuerySchema.parse({})).toEqual({ days: 365, from: null, to: null, currency: 'usd' });
  });

  it('coerces days from the query string and reads a range and a currency in any case', () => {
    expect(historicalQuerySchema.parse({ days: '30', to: '2024-01-31', currency: 'EUR' })).toEqual({
      days: 30,
      from: null,
      to: '2024-01-31',
      currency: 'eur',
    });
    expect(historicalQuerySchema.parse({ from: '2024-01-01' })).toEqual({
      days: null,
      from: '2024-01-01',
      to: null,
      currency: 'usd',
    });
  });

  it.each([
    [{ days: '0' }, bitcoinMessages.days],
    [{ days: '-3' }, bitcoinMessages.days],
    [{ days: '1.5' }, bitcoinMessages.days],
    [{ days: 'abc' }, bitcoinMessages.days],
    [{ days: '10001' }, bitcoinMessages.days],
    [{ days: ['1', '2'] }, bitcoinMessages.days],
    [{ from: '2024-02-30' }, bitcoinMessages.from],
    [{ from: 'yesterday' }, bitcoinMessages.from],
    [{ to: '2024/01/01' }, bitcoinMessages.to],
    [{ from: '2024-02-01', to: '2024-01-01' }, bitcoinMessages.fromAfterTo],
    [{ from: '2024-01-01', days: '5' }, bitcoinMessages.daysWithFrom],
    [{ currency: 'gbp' }, bitcoinMessages.currency],
  ])('rejects %j with "%s"', (query, message) => {
    expect(messages(historicalQuerySchema.safeParse(query))).toEqual([message]);
  });
});

describe('bitcoinPriceQuerySchema', () => {
  it('defaults to usd and rejects other currencies', () => {
    expect(bitcoinPriceQuerySchema.parse({})).toEqual({ currency: 'usd' });
    expect(messages(bitcoinPriceQuerySchema.safeParse({ currency: 'btc' }))).toEqual([bitcoinMessages.currency]);
  });
});

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
