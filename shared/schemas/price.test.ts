import { describe, expect, it } from 'vitest';
import { bitcoinMessages, bitcoinPriceQuerySchema, historicalQuerySchema } from './price';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

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
    [{ currency: 'isk' }, bitcoinMessages.currency],
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
