import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Language } from '@shared/i18n/languages';
import type { PriceCurrency } from '@shared/schemas/bitcoin-price';
import type { BitcoinPrice } from '@shared/schemas/price';
import * as marketApi from '@/api/market';
import { pageLanguage, useLanguage } from '@/i18n/i18n';
import { callApi } from '@/lib/api-client';
import { readCachedPrice, writeCachedPrice } from '../lib/price-cache';

/** The app's price card refreshes every 60 s, the landing page's every 5 minutes. */
export const APP_PRICE_REFRESH_MS = 60_000;
export const LANDING_PRICE_REFRESH_MS = 5 * 60_000;

/** GET /api/bitcoin/price. */
export function getBitcoinPrice(currency: PriceCurrency): Promise<BitcoinPrice> {
  return callApi(marketApi.getBitcoinPrice, { query: { currency } });
}

/** What the price card shows: the server's answer, or the copy saved in this browser. */
export interface PriceReading {
  price: BitcoinPrice;
  source: 'network' | 'cache';
  /** With source 'cache': offline, or the request failed. */
  cacheReason: 'offline' | 'fetch-failed' | null;
  /** When this browser received the price (ms since the epoch). */
  receivedAt: number;
  /** With source 'network': the page's language when it was asked for (the server's sentence is in it). */
  language?: Language;
}

/** No price to show while offline: nothing saved in the last 15 minutes (the card says so in the page's language). */
export class NoCachedPriceOfflineError extends Error {
  constructor() {
    super('No cached price offline');
    this.name = 'NoCachedPriceOfflineError';
  }
}

export interface PriceReadingDeps {
  isOnline: () => boolean;
  now: () => number;
  fetchPrice: (currency: PriceCurrency) => Promise<BitcoinPrice>;
  /** The page's language, which the request carries as Accept-Language. */
  language?: () => Language;
}

const browserDeps: PriceReadingDeps = {
  isOnline: () => navigator.onLine,
  now: () => Date.now(),
  fetchPrice: getBitcoinPrice,
  language: pageLanguage,
};

/**
 * The price tracker's reading: online, ask the server and save the answer; offline or when the
 * request fails, fall back to the saved copy if it is under 15 minutes old. Offline, the network
 * is never touched.
 */
export async function readBitcoinPrice(
  currency: PriceCurrency,
  deps: PriceReadingDeps = browserDeps,
): Promise<PriceReading> {
  if (!deps.isOnline()) {
    const cached = readCachedPrice(currency, deps.now());
    if (!cached) throw new NoCachedPriceOfflineError();
    return { price: cached.data, source: 'cache', cacheReason: 'offline', receivedAt: cached.timestamp };
  }
  try {
    const language = deps.language?.();
    const price = await deps.fetchPrice(currency);
    const receivedAt = deps.now();
    writeCachedPrice(price, receivedAt);
    return { price, source: 'network', cacheReason: null, receivedAt, ...(language ? { language } : {}) };
  } catch (error) {
    const cached = readCachedPrice(currency, deps.now());
    if (!cached) throw error;
    return { price: cached.data, source: 'cache', cacheReason: 'fetch-failed', receivedAt: cached.timestamp };
  }
}

export function getBitcoinPriceQueryOptions({ currency, refreshMs }: { currency: PriceCurrency; refreshMs: number }) {
  return queryOptions({
    queryKey: ['bitcoin-price', currency],
    queryFn: () => readBitcoinPrice(currency),
    // Offline the query function reads the saved copy instead of the network, so it always runs:
    // every tick re-checks the copy's 15-minute limit without any request.
    networkMode: 'always',
    refetchInterval: refreshMs,
    refetchOnReconnect: 'always',
  });
}

/**
 * The price, refreshed every `refreshMs`. A server's sentence about a stored price is in the
 * language of the request (Accept-Language: the page's), so an answer that carries one is asked for
 * again when the page's language is another (a switch, or a start that fetched before the visitor's
 * language was known: the router's prefetch).
 */
export function useBitcoinPrice(options: { currency: PriceCurrency; refreshMs: number }) {
  const query = useQuery(getBitcoinPriceQueryOptions(options));
  const language = useLanguage();
  const { refetch, data } = query;
  const staleWords =
    data?.source === 'network' &&
    data.price.message !== undefined &&
    data.language !== undefined &&
    data.language !== language;
  useEffect(() => {
    if (staleWords) void refetch();
  }, [staleWords, refetch]);
  return query;
}
