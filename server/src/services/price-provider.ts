import { z } from 'zod';
import { isoDayFromNumber } from '@shared/domain/dates';
import { lowerCurrencyCodes } from '@shared/domain/fx-currencies';
import type { PriceCurrency, PricePoint } from '@shared/schemas/price';

/**
 * The live market-data provider: CoinGecko's public API v3 (or anything that answers the same two
 * calls at PRICE_API_URL). Every call is aborted after the configured timeout (<= 3 s); any
 * failure (network, timeout, non-2xx, malformed JSON, unexpected shape) is a ProviderError.
 */

export interface ProviderQuoteFields {
  price: number;
  /** Percent change over 24 hours. */
  change24h: number | null;
  marketCap: number | null;
  volume24h: number | null;
}

export interface ProviderQuote {
  usd: ProviderQuoteFields;
  eur: ProviderQuoteFields;
  /** The other offered currencies the provider quoted, by lower-case code (absent: not quoted). */
  others: Partial<Record<PriceCurrency, ProviderQuoteFields>>;
  /** The provider's time for the quote, when it gives one. */
  quotedAt: Date | null;
}

export interface PriceProvider {
  /**
   * Current price, 24h change, market cap and 24h volume in every offered currency the provider
   * quotes (USD and EUR always): one HTTP call. A currency it does not quote is counted from USD
   * with the bundled rates (decision 059).
   */
  fetchQuote(): Promise<ProviderQuote>;
  /** Daily closes of complete UTC days over about the last `days` days, oldest first: one HTTP call. */
  fetchDailyCloses(currency: PriceCurrency, days: number): Promise<PricePoint[]>;
}

export class ProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderError';
  }
}

/** Zero or negative market caps and volumes (which the provider sometimes sends) mean "unknown". */
const optionalPositive = z
  .number()
  .nullish()
  .transform((value) => (typeof value === 'number' && value > 0 ? value : null));
const optionalNumber = z
  .number()
  .nullish()
  .transform((value) => value ?? null);

const simplePriceSchema = z.object({
  bitcoin: z
    .object({
      usd: z.number().positive(),
      usd_market_cap: optionalPositive,
      usd_24h_vol: optionalPositive,
      usd_24h_change: optionalNumber,
      eur: z.number().positive(),
      eur_market_cap: optionalPositive,
      eur_24h_vol: optionalPositive,
      eur_24h_change: optionalNumber,
      last_updated_at: z.number().int().positive().nullish(),
    })
    .catchall(z.unknown()),
});

/** Every offered currency but USD and EUR (their figures have their own columns). */
const OTHER_CODES = lowerCurrencyCodes.filter((code) => code !== 'usd' && code !== 'eur');

/** The figures of the other currencies in a /simple/price answer; one without a positive price is left out. */
function otherQuotes(bitcoin: Record<string, unknown>): Partial<Record<PriceCurrency, ProviderQuoteFields>> {
  const others: Partial<Record<PriceCurrency, ProviderQuoteFields>> = {};
  for (const code of OTHER_CODES) {
    const price = bitcoin[code];
    if (typeof price !== 'number' || !(price > 0) || !Number.isFinite(price)) continue;
    others[code] = {
      price,
      change24h: optionalNumber.catch(null).parse(bitcoin[`${code}_24h_change`]),
      marketCap: optionalPositive.catch(null).parse(bitcoin[`${code}_market_cap`]),
      volume24h: optionalPositive.catch(null).parse(bitcoin[`${code}_24h_vol`]),
    };
  }
  return others;
}

const marketChartSchema = z.object({
  prices: z.array(z.tuple([z.number(), z.number()])),
});

const DAY_MS = 86_400_000;

export function createCoinGeckoProvider(options: { baseUrl: string; timeoutMs: number }): PriceProvider {
  async function getJson<S extends z.ZodType>(pathAndQuery: string, schema: S): Promise<z.output<S>> {
    let text: string;
    try {
      const response = await fetch(`${options.baseUrl}${pathAndQuery}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await response.text();
      if (!response.ok)
        throw new ProviderError(`Price provider answered ${response.status} ${response.statusText}`.trim());
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new ProviderError(
        timedOut
          ? `Price provider did not answer within ${options.timeoutMs} ms`
          : 'Price provider could not be reached',
        { cause: error },
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new ProviderError('Price provider sent malformed JSON', { cause: error });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ProviderError('Price provider sent an unexpected response', { cause: parsed.error });
    return parsed.data;
  }

  return {
    async fetchQuote() {
      const { bitcoin: q } = await getJson(
        `/simple/price?ids=bitcoin&vs_currencies=${lowerCurrencyCodes.join(',')}&include_market_cap=true&include_24hr_vol=true&include_24hr_change=true&include_last_updated_at=true`,
        simplePriceSchema,
      );
      return {
        usd: { price: q.usd, change24h: q.usd_24h_change, marketCap: q.usd_market_cap, volume24h: q.usd_24h_vol },
        eur: { price: q.eur, change24h: q.eur_24h_change, marketCap: q.eur_market_cap, volume24h: q.eur_24h_vol },
        others: otherQuotes(q),
        quotedAt: q.last_updated_at ? new Date(q.last_updated_at * 1000) : null,
      };
    },

    async fetchDailyCloses(currency, days) {
      const { prices } = await getJson(
        `/coins/bitcoin/market_chart?vs_currency=${currency}&days=${days}&interval=daily`,
        marketChartSchema,
      );
      // Daily points sit at 00:00 UTC: the price at the start of day D is the close of day D-1.
      // The last point is usually the current price (not at midnight) and is left out.
      const closes: PricePoint[] = [];
      for (const [timestamp, price] of prices) {
        if (timestamp % DAY_MS !== 0 || !(price > 0)) continue;
        closes.push({ date: isoDayFromNumber(timestamp / DAY_MS - 1), price });
      }
      closes.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
      return closes;
    },
  };
}
