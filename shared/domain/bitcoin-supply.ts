import { dayNumber } from './dates';

/**
 * Bitcoin's circulating supply on a day, computed from the issuance schedule: the block subsidy
 * starts at 50 BTC and halves every 210,000 blocks (integer satoshis, rounding down, as the
 * protocol does). The block height on a day is estimated from known anchors, interpolated
 * linearly between them and extrapolated at 144 blocks a day (one per ten minutes) after the last.
 */

export const SATS_PER_BTC = 100_000_000;
export const HALVING_INTERVAL = 210_000;
export const INITIAL_SUBSIDY_SATS = 50 * SATS_PER_BTC;
export const MAX_SUPPLY_BTC = 21_000_000;
export const BLOCKS_PER_DAY = 144;

/** Known heights: the genesis block and the four halvings. */
export const BLOCK_HEIGHT_ANCHORS: ReadonlyArray<{ date: string; height: number }> = [
  { date: '2009-01-03', height: 0 },
  { date: '2012-11-28', height: 210_000 },
  { date: '2016-07-09', height: 420_000 },
  { date: '2020-05-11', height: 630_000 },
  { date: '2024-04-20', height: 840_000 },
];

const anchorDays = BLOCK_HEIGHT_ANCHORS.map((anchor) => ({ day: dayNumber(anchor.date), height: anchor.height }));

/** Estimated block height at the start of a UTC day ('YYYY-MM-DD'); 0 before the genesis block. */
export function estimatedBlockHeight(isoDay: string): number {
  const day = dayNumber(isoDay);
  if (!Number.isFinite(day)) throw new RangeError(`Not a calendar day: ${isoDay}`);
  const first = anchorDays[0];
  const last = anchorDays[anchorDays.length - 1];
  if (!first || !last) throw new Error('No block height anchors');
  if (day <= first.day) return 0;
  if (day >= last.day) return last.height + BLOCKS_PER_DAY * (day - last.day);
  for (let i = 1; i < anchorDays.length; i++) {
    const next = anchorDays[i];
    const previous = anchorDays[i - 1];
    if (next && previous && day <= next.day) {
      const fraction = (day - previous.day) / (next.day - previous.day);
      return previous.height + Math.floor(fraction * (next.height - previous.height));
    }
  }
  return last.height;
}

/**
 * Total subsidy of the first `height` blocks (heights 0 to height-1), in satoshis. The genesis
 * block's 50 BTC is counted, as supply figures usually do. Never above 21M BTC.
 */
export function supplySatsAtHeight(height: number): number {
  if (!Number.isInteger(height) || height < 0) throw new RangeError(`Not a block height: ${height}`);
  let remaining = height;
  let total = 0;
  for (let era = 0; remaining > 0; era++) {
    const subsidy = Math.floor(INITIAL_SUBSIDY_SATS / 2 ** era);
    if (subsidy === 0) break;
    const blocks = Math.min(remaining, HALVING_INTERVAL);
    total += blocks * subsidy;
    remaining -= blocks;
  }
  return total;
}

/** Circulating supply in BTC at the start of a UTC day ('YYYY-MM-DD'). */
export function circulatingSupply(isoDay: string): number {
  return supplySatsAtHeight(estimatedBlockHeight(isoDay)) / SATS_PER_BTC;
}
