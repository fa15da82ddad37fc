import { AnswerMismatchError } from '@shared/api/answer-check';
import type { BitcoinPrice, PriceCurrency } from '@shared/schemas/price';
import * as marketApi from '@/api/market';
import { parseAnswer } from '@/lib/api-client';
import { PRICE_COPY_MAX_AGE_MINUTES, storageKeys } from '@/lib/storage';

/**
 * The last Bitcoin price this browser received, kept under bitcoin_price_cache with the time it was
 * saved. A copy older than 15 minutes is treated as absent.
 */
export const PRICE_CACHE_MAX_AGE_MS = PRICE_COPY_MAX_AGE_MINUTES * 60 * 1000;

export interface CachedPrice {
  data: BitcoinPrice;
  /** When it was received, ms since the epoch. */
  timestamp: number;
}

/** The stored copy, checked as the server's answer is (the same check, the same schema); null when it is not one. */
function parseCachedPrice(value: unknown): CachedPrice | null {
  if (typeof value !== 'object' || value === null) return null;
  const { data, timestamp } = value as Record<string, unknown>;
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return null;
  try {
    return { data: parseAnswer(marketApi.getBitcoinPrice, data), timestamp };
  } catch (error) {
    if (error instanceof AnswerMismatchError) return null;
    throw error;
  }
}

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
  let cached: CachedPrice | null;
  try {
    cached = parseCachedPrice(JSON.parse(text));
  } catch {
    return null;
  }
  if (!cached) return null;
  const age = now - cached.timestamp;
  if (age < 0 || age > PRICE_CACHE_MAX_AGE_MS) return null;
  if (cached.data.currency !== currency) return null;
  return cached;
}
