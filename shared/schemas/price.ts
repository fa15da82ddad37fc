import { z } from 'zod';
import { dayNumber } from '../domain/dates';
import { bitcoinMessages, priceCurrencies } from './bitcoin-price';

/**
 * Contracts of the market-data API: the Bitcoin price response and the historical series of daily
 * closes. The DCA calculator's request and result are in ./dca.
 */

/** A real calendar day written 'YYYY-MM-DD'; `message` otherwise. */
export const isoDaySchema = (message: string) =>
  z.string({ error: message }).refine((value) => Number.isFinite(dayNumber(value)), message);

// ---------------------------------------------------------------------------------------------
// Currency

// The currencies and the messages are in ./bitcoin-price (no zod there: the price card reads
// them without loading zod); they are part of this contract.
export { bitcoinMessages, priceCurrencies, type PriceCurrency } from './bitcoin-price';

/** Accepts a listed currency code in any letter case; outputs lowercase. */
export const priceCurrencySchema = z
  .string({ error: bitcoinMessages.currency })
  .trim()
  .toLowerCase()
  .pipe(z.enum(priceCurrencies, { error: bitcoinMessages.currency }));

// ---------------------------------------------------------------------------------------------
// GET /api/bitcoin/price

export const bitcoinPriceQuerySchema = z.object({
  currency: priceCurrencySchema.default('usd'),
});
export type BitcoinPriceQuery = z.input<typeof bitcoinPriceQuerySchema>;

export const bitcoinPriceSchema = z.object({
  /** Price of one bitcoin in `currency`. */
  price: z.number(),
  /** Percent change over 24 hours; null when no earlier price is known to compare with. */
  change24h: z.number().nullable(),
  marketCap: z.number(),
  /** Only ever a volume really fetched from the provider; null otherwise. */
  volume24h: z.number().nullable(),
  /** ISO timestamp of the quote (the provider's time, or the close of the stored day). */
  lastUpdated: z.string(),
  currency: z.enum(priceCurrencies),
  /** True when the live provider could not be used and this is the last stored price. */
  isFallback: z.boolean().optional(),
  /** Shown to the user when the price is a fallback (stored data instead of a live quote). */
  message: z.string().optional(),
  /** True when the server answered from its stored quote without asking the provider. */
  cached: z.boolean().optional(),
  /**
   * Set when the provider has no figure in this currency: the price is the USD one times this rate
   * (units per US dollar, calculated from the ECB reference rate of rateDate). Absent otherwise.
   */
  convertedFromUsd: z.object({ rate: z.number(), rateDate: z.string() }).optional(),
});
export type BitcoinPrice = z.infer<typeof bitcoinPriceSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/bitcoin/provider

/** The live market-data provider this server is configured with, and the credit it asks for. */
export const priceProviderSchema = z.object({
  /** 'CoinGecko', or the API's host for a provider Arkad does not know. */
  name: z.string(),
  /** 'Price data by CoinGecko': the attribution the provider asks for, containing the name. */
  attribution: z.string(),
  /** The page the name links to; null for a provider Arkad does not know. */
  url: z.string().nullable(),
});
export type PriceProvider = z.infer<typeof priceProviderSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/bitcoin/historical

export const DEFAULT_HISTORY_DAYS = 365;
export const MAX_HISTORY_DAYS = 10_000;

const daysSchema = z.coerce
  .number({ error: bitcoinMessages.days })
  .int(bitcoinMessages.days)
  .min(1, bitcoinMessages.days)
  .max(MAX_HISTORY_DAYS, bitcoinMessages.days);

/**
 * Query of GET /api/bitcoin/historical (query-string values are strings; numbers are coerced).
 * - days=N (default 365): the N calendar days ending at the latest stored day, or at `to` if given.
 * - from (and optionally to): that range instead; `to` defaults to the latest stored day.
 */
export const historicalQuerySchema = z
  .object({
    days: daysSchema.optional(),
    from: isoDaySchema(bitcoinMessages.from).optional(),
    to: isoDaySchema(bitcoinMessages.to).optional(),
    currency: priceCurrencySchema.default('usd'),
  })
  .superRefine((query, ctx) => {
    if (query.from !== undefined && query.days !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: bitcoinMessages.daysWithFrom });
    }
    if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: bitcoinMessages.fromAfterTo });
    }
  })
  .transform((query) => ({
    currency: query.currency,
    from: query.from ?? null,
    to: query.to ?? null,
    days: query.from === undefined ? (query.days ?? DEFAULT_HISTORY_DAYS) : null,
  }));
export type HistoricalQueryInput = z.input<typeof historicalQuerySchema>;
export type HistoricalQuery = z.output<typeof historicalQuerySchema>;

export const pricePointSchema = z.object({
  /** UTC day, YYYY-MM-DD. */
  date: z.string(),
  /** Daily close in the requested currency. */
  price: z.number(),
});
export type PricePoint = z.infer<typeof pricePointSchema>;

export const historicalResponseSchema = z.object({
  data: z.array(pricePointSchema),
  meta: z
    .object({
      currency: z.enum(priceCurrencies),
      from: z.string().nullable(),
      to: z.string().nullable(),
      /**
       * The last day a price can be counted in this currency (the bundled rates' last day); null
       * for USD. Days after it have no price in this currency (decision 059).
       */
      countableUntil: z.string().nullable().optional(),
    })
    .optional(),
  /** An error text in the response is thrown as is by the calculator. */
  error: z.string().optional(),
});
export type HistoricalResponse = z.infer<typeof historicalResponseSchema>;
