import type { SubscriptionTier } from '../schemas/user-options';
import { pluralize } from './plural';

/**
 * Plan prices and the early-adopter discount, pure. The numbers themselves come from the server's
 * plan config (server/src/services/billing-plans.ts), which serves the computed offer to every
 * screen that shows a price, so the upgrade card, the subscription page and settings agree.
 */

export const MONEY_BACK_GUARANTEE = 'Cancel anytime; 30-day money-back guarantee.';

/**
 * Each plan's one name, on every screen: the plan cards, the badges ('Free Plan'), settings and the
 * subscription page. The free plan is 'Free' (a learner is anyone who learns here, on any plan).
 */
export const PLAN_NAMES = {
  free: 'Free',
  scholar: 'Scholar',
  sage: 'Sage',
} as const satisfies Record<SubscriptionTier, string>;

/** A list price less a whole-percent discount, rounded to the cent (half up): 499 less 40% = 299. */
export function discountedPriceCents(listPriceCents: number, discountPercent: number): number {
  const percent = Math.min(100, Math.max(0, Math.trunc(discountPercent)));
  // Integer arithmetic: 499 * 60 = 29940 hundredths of a cent, +50 then floor /100 rounds half up.
  return Math.floor((listPriceCents * (100 - percent) + 50) / 100);
}

/** '$4.99', '$2.99', '$0.00' (whole cents, US dollars). */
export function formatPriceCents(cents: number): string {
  const dollars = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100)
    .toString()
    .padStart(2, '0');
  return `$${dollars.toLocaleString('en-US')}.${rest}`;
}

/** Whole calendar months from `from` to `to` (UTC): Jan 15 → Mar 14 is 1, → Mar 15 is 2; never below 0. */
export function wholeMonthsBetween(from: Date, to: Date): number {
  let months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  const fromRest = from.getTime() - Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1);
  const toRest = to.getTime() - Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), 1);
  if (toRest < fromRest) months -= 1;
  return Math.max(0, months);
}

/**
 * Discounted months an early adopter has left: all of them until the discount is first used (the
 * first paid subscription), then counted down by calendar month from that day.
 */
export function earlyAdopterMonthsRemaining(input: { months: number; redeemedAt: Date | null; now: Date }): number {
  const months = Math.max(0, Math.trunc(input.months));
  if (!input.redeemedAt) return months;
  return Math.max(0, months - wholeMonthsBetween(input.redeemedAt, input.now));
}

/** What the server's plan config holds. */
export interface PlanPrices {
  /** Scholar's list price per month, in cents. */
  scholarListPriceCents: number;
  /** Sage (coming soon) per month, in cents. */
  sagePriceCents: number;
  /** The free tier's monthly allowances. */
  freeLimits: { dcaCalculator: number; strategyComparisons: number };
}

export interface EarlyAdopterDiscount {
  discountPercent: number;
  monthsRemaining: number;
}

/**
 * The offer a learner sees: Scholar at the list price, or with their early-adopter discount while
 * discounted months remain; Sage coming soon.
 */
export function planOffer(prices: PlanPrices, discount: EarlyAdopterDiscount | null) {
  const due = discount !== null && discount.discountPercent > 0 && discount.monthsRemaining > 0;
  const discountPercent = due ? discount.discountPercent : 0;
  return {
    currency: 'USD' as const,
    guarantee: MONEY_BACK_GUARANTEE,
    free: { name: PLAN_NAMES.free, priceCents: 0, limits: { ...prices.freeLimits } },
    scholar: {
      name: PLAN_NAMES.scholar,
      interval: 'month' as const,
      listPriceCents: prices.scholarListPriceCents,
      priceCents: discountedPriceCents(prices.scholarListPriceCents, discountPercent),
      discountPercent,
      discountMonths: due ? discount.monthsRemaining : 0,
    },
    sage: {
      name: PLAN_NAMES.sage,
      interval: 'month' as const,
      priceCents: prices.sagePriceCents,
      comingSoon: true as const,
    },
  };
}

/**
 * How Scholar's price reads: '$4.99/month', or with an early-adopter discount '$2.99/month' and
 * '40% early-adopter discount for 12 months, then $4.99/month'.
 */
export function scholarPriceText(scholar: {
  listPriceCents: number;
  priceCents: number;
  discountPercent: number;
  discountMonths: number;
}): { price: string; detail: string | null } {
  const price = `${formatPriceCents(scholar.priceCents)}/month`;
  if (scholar.discountPercent === 0 || scholar.discountMonths === 0) return { price, detail: null };
  return {
    price,
    detail: `${scholar.discountPercent}% early-adopter discount for ${pluralize(scholar.discountMonths, 'month')}, then ${formatPriceCents(scholar.listPriceCents)}/month`,
  };
}
