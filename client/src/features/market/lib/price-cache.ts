import { z } from 'zod';
import { bitcoinPriceSchema, type BitcoinPrice, type PriceCurrency } from '@shared/schemas/price';
import { storageKeys } from '@/lib/storage';

/**
 * The last Bitcoin price this browser received, kept under bitcoin_price_cache with the time it was
 * saved. A copy older than 15 minutes is treated as absent.
 */
export const PRICE_CACHE_MAX_AGE_MS = 15 * 60 * 1000;

const cachedPriceSchema = z.object({ data: bitcoinPriceSchema, timestamp: z.number() });
export type CachedPrice = z.infer<typeof cachedPriceSchema>;

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Saves a price with the time (ms since the epoch) it was received. */
export function writeCachedPrice(data: BitcoinPrice, now: number, storage: Storage | null = browserStorage()): void {
  try {
    storage?.setItem(storageKeys.bitcoinPriceCache, JSON.stringify({ data, timestamp: now } satisfies CachedPrice));
  } catch {
    // Storage full or blocked: the cache is a convenience, the card works without it.
  }
}

/**
 * The saved price for `currency`, or null when there is none, it is for another currency, it cannot
 * be read, or it is older than 15 minutes at `now` (or dated in the future, a changed clock).
 */
export function readCachedPrice(
  currency: PriceCurrency,
  now: number,
  storage: Storage | null = browserStorage(),
): CachedPrice | null {
  let text: string | null;
  try {
    text = storage?.getItem(storageKeys.bitcoinPriceCache) ?? null;
  } catch {
    return null;
  }
  if (text === null) return null;
  let parsed: ReturnType<typeof cachedPriceSchema.safeParse>;
  try {
    parsed = cachedPriceSchema.safeParse(JSON.parse(text));
  } catch {
    return null;
  }
  if (!parsed.success) return null;
  const age = now - parsed.data.timestamp;
  if (age < 0 || age > PRICE_CACHE_MAX_AGE_MS) return null;
  if (parsed.data.data.currency !== currency) return null;
  return parsed.data;
}
