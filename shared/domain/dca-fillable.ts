import { circulatingSupply } from './bitcoin-supply';

/**
 * Could the purchases of a backtest have been filled? A purchase of more than 0.1% of all the
 * bitcoin in existence that day (circulating supply from the issuance schedule) could not have
 * been bought at the recorded price: early markets were far too thin, and buying that much would
 * have moved the price. Such a result is theoretical and says so.
 */

/** A purchase above this share of the circulating supply that day could not have been filled. */
export const MAX_FILLABLE_SHARE_OF_SUPPLY = 0.001;

export interface TheoreticalPurchase {
  /** Which strategy's purchase is the largest share of the supply. */
  strategy: 'dca' | 'lumpSum';
  date: string;
  btc: number;
  /** Bitcoin in existence that day. */
  supplyBtc: number;
  /** btc / supplyBtc x 100. */
  percentOfSupply: number;
  /** How many of the DCA purchases were above the threshold (the lump sum is one purchase). */
  dcaPurchasesOver: number;
}

/**
 * The purchase with the largest share of that day's supply, when any purchase (DCA's or the lump
 * sum's) is above MAX_FILLABLE_SHARE_OF_SUPPLY; null when every purchase could have been filled.
 * Dates are 'YYYY-MM-DD' calendar days.
 */
export function theoreticalPurchase(
  dcaPurchases: ReadonlyArray<{ date: string; btc: number }>,
  lumpSum: { date: string; btc: number },
): TheoreticalPurchase | null {
  let worst: Omit<TheoreticalPurchase, 'dcaPurchasesOver'> | null = null;
  let share = 0;
  let dcaPurchasesOver = 0;
  /** Weighs one purchase; returns the supply on its day. */
  const consider = (strategy: 'dca' | 'lumpSum', purchase: { date: string; btc: number }) => {
    const supplyBtc = circulatingSupply(purchase.date);
    // Before the first block nothing could be bought at all.
    const fraction = supplyBtc > 0 ? purchase.btc / supplyBtc : Number.POSITIVE_INFINITY;
    if (fraction > MAX_FILLABLE_SHARE_OF_SUPPLY && strategy === 'dca') dcaPurchasesOver += 1;
    if (fraction > share) {
      share = fraction;
      worst = { strategy, date: purchase.date, btc: purchase.btc, supplyBtc, percentOfSupply: fraction * 100 };
    }
    return supplyBtc;
  };
  // The supply never falls, so a purchase on or after a day whose supply is known is at most
  // btc / that supply of its own day's: within the threshold, it can neither be counted nor be the
  // share returned, and its own day's supply is not worked out (a long plan has thousands of
  // purchases, and usually only the first few come near the threshold). Days compare as text.
  let knownDate = lumpSum.date;
  let knownSupply = consider('lumpSum', lumpSum);
  for (const purchase of dcaPurchases) {
    const later = purchase.date >= knownDate;
    if (later && knownSupply > 0 && purchase.btc / knownSupply <= MAX_FILLABLE_SHARE_OF_SUPPLY) continue;
    const supplyBtc = consider('dca', purchase);
    if (later) {
      knownDate = purchase.date;
      knownSupply = supplyBtc;
    }
  }
  if (worst === null || share <= MAX_FILLABLE_SHARE_OF_SUPPLY) return null;
  return { ...(worst as Omit<TheoreticalPurchase, 'dcaPurchasesOver'>), dcaPurchasesOver };
}
