import { describe, expect, it } from 'vitest';
import {
  discountedPriceCents,
  earlyAdopterMonthsRemaining,
  formatPriceCents,
  PLAN_NAMES,
  planOffer,
  scholarPriceText,
  wholeMonthsBetween,
} from './plans';

const prices = {
  scholarListPriceCents: 499,
  sagePriceCents: 999,
  freeLimits: { dcaCalculator: 5, strategyComparisons: 3 },
};

describe('discountedPriceCents', () => {
  it.each([
    // 499 × 0.60 = 299.4 → 299; 499 × 0.75 = 374.25 → 374; 499 × 0.5 = 249.5 → 250 (half up).
    [499, 40, 299],
    [499, 25, 374],
    [499, 50, 250],
    [499, 0, 499],
    [499, 100, 0],
    [499, 140, 0],
    [499, -10, 499],
    [999, 10, 899],
  ])('%i less %i%% is %i', (list, percent, expected) => {
    expect(discountedPriceCents(list, percent)).toBe(expected);
  });
});

describe('formatPriceCents', () => {
  it.each([
    [499, '$4.99'],
    [299, '$2.99'],
    [0, '$0.00'],
    [5, '$0.05'],
    [123456, '$1,234.56'],
  ])('%i → %s', (cents, text) => {
    expect(formatPriceCents(cents)).toBe(text);
  });
});

describe('wholeMonthsBetween', () => {
  it.each([
    ['2026-01-15T00:00:00Z', '2026-03-14T23:59:59Z', 1],
    ['2026-01-15T00:00:00Z', '2026-03-15T00:00:00Z', 2],
    ['2026-01-31T12:00:00Z', '2026-02-28T12:00:00Z', 0],
    ['2026-12-01T00:00:00Z', '2027-01-01T00:00:00Z', 1],
    ['2026-05-01T00:00:00Z', '2026-04-01T00:00:00Z', 0],
  ])('%s → %s is %i', (from, to, months) => {
    expect(wholeMonthsBetween(new Date(from), new Date(to))).toBe(months);
  });
});

describe('earlyAdopterMonthsRemaining', () => {
  const now = new Date('2026-11-22T13:00:00Z');
  it('keeps every month until the discount is first used', () => {
    expect(earlyAdopterMonthsRemaining({ months: 12, redeemedAt: null, now })).toBe(12);
  });
  it('counts down by calendar month from the first paid subscription, never below 0', () => {
    expect(earlyAdopterMonthsRemaining({ months: 12, redeemedAt: new Date('2026-08-22T13:00:00Z'), now })).toBe(9);
    expect(earlyAdopterMonthsRemaining({ months: 12, redeemedAt: new Date('2024-01-01T00:00:00Z'), now })).toBe(0);
  });
});

describe('planOffer', () => {
  it('names each plan with its one name: Free, Scholar, Sage', () => {
    const offer = planOffer(prices, null);
    expect([offer.free.name, offer.scholar.name, offer.sage.name]).toEqual(['Free', 'Scholar', 'Sage']);
    expect(PLAN_NAMES).toEqual({ free: 'Free', scholar: 'Scholar', sage: 'Sage' });
  });

  it('prices Scholar at $4.99 without a discount and Sage at $9.99, coming soon', () => {
    const offer = planOffer(prices, null);
    expect(offer.scholar).toEqual({
      name: 'Scholar',
      interval: 'month',
      listPriceCents: 499,
      priceCents: 499,
      discountPercent: 0,
      discountMonths: 0,
    });
    expect(offer.sage).toEqual({ name: 'Sage', interval: 'month', priceCents: 999, comingSoon: true });
    expect(offer.guarantee).toBe('Cancel anytime; 30-day money-back guarantee.');
    expect(offer.free.limits).toEqual({ dcaCalculator: 5, strategyComparisons: 3 });
  });

  it('gives an early adopter 40% off ($2.99) while discounted months remain', () => {
    expect(planOffer(prices, { discountPercent: 40, monthsRemaining: 7 }).scholar).toMatchObject({
      priceCents: 299,
      listPriceCents: 499,
      discountPercent: 40,
      discountMonths: 7,
    });
  });

  it('charges the list price once the discounted months are used', () => {
    expect(planOffer(prices, { discountPercent: 40, monthsRemaining: 0 }).scholar).toMatchObject({
      priceCents: 499,
      discountPercent: 0,
      discountMonths: 0,
    });
  });
});

describe('scholarPriceText', () => {
  it('reads the list price without a discount', () => {
    expect(scholarPriceText(planOffer(prices, null).scholar)).toEqual({ price: '$4.99/month', detail: null });
  });
  it('reads the discounted price, for how long, and the price after', () => {
    expect(scholarPriceText(planOffer(prices, { discountPercent: 40, monthsRemaining: 12 }).scholar)).toEqual({
      price: '$2.99/month',
      detail: '40% early-adopter discount for 12 months, then $4.99/month',
    });
    expect(scholarPriceText(planOffer(prices, { discountPercent: 40, monthsRemaining: 1 }).scholar).detail).toBe(
      '40% early-adopter discount for 1 month, then $4.99/month',
    );
  });
});
