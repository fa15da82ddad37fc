import { priceRanges, willPayPriceRanges, type PriceRange } from '../schemas/beta';

/** The admin dashboard's summaries of the beta feedback (kept apart from the beta's rules, which load with the app). */

/** 'Will Pay $2.99+': submissions in the three top monthly ranges. */
export function willPayCount(counts: ReadonlyMap<string, number>): number {
  return willPayPriceRanges.reduce((sum, range) => sum + (counts.get(range) ?? 0), 0);
}

/** Every price range in the form's order with its count, zero included. */
export function priceRangeCounts(counts: ReadonlyMap<string, number>): { value: PriceRange; count: number }[] {
  return priceRanges.map((value) => ({ value, count: counts.get(value) ?? 0 }));
}

/**
 * The `limit` most chosen options, most first; ties keep the form's order. Options never chosen,
 * and values not in the option list, are left out.
 */
export function topChoices<T extends string>(
  options: readonly T[],
  counts: ReadonlyMap<string, number>,
  limit = 5,
): { value: T; count: number }[] {
  return options
    .map((value, order) => ({ value, count: counts.get(value) ?? 0, order }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, limit)
    .map(({ value, count }) => ({ value, count }));
}
