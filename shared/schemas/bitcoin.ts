import { z } from 'zod';
import { MAX_MONEY_AMOUNT } from '../domain/money';

/**
 * Contracts of the market-data API: the Bitcoin price response, the
 * historical series and the DCA calculator's request and result.
 */

// ---------------------------------------------------------------------------------------------
// Calendar days ('YYYY-MM-DD', UTC)

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 for a 'YYYY-MM-DD' day; NaN when the text is not a real calendar day. */
export function dayNumber(isoDay: string): number {
  const match = ISO_DAY.exec(isoDay);
  if (!match) return Number.NaN;
  const [, y, m, d] = match;
  const ms = Date.UTC(Number(y), Number(m) - 1, Number(d));
  const back = new Date(ms);
  // Date.UTC rolls 2026-02-30 over to March; a real day survives the round trip.
  if (back.getUTCFullYear() !== Number(y) || back.getUTCMonth() !== Number(m) - 1 || back.getUTCDate() !== Number(d)) {
    return Number.NaN;
  }
  return ms / DAY_MS;
}

/** The 'YYYY-MM-DD' day for a day number (days since 1970-01-01). */
export function isoDayFromNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The UTC calendar day of an instant, as 'YYYY-MM-DD'. */
export function isoDayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

export const isoDaySchema = (message: string) =>
  z.string({ error: message }).refine((value) => Number.isFinite(dayNumber(value)), message);

// ---------------------------------------------------------------------------------------------
// Currency

export const priceCurrencies = ['usd', 'eur'] as const;
export type PriceCurrency = (typeof priceCurrencies)[number];

export const bitcoinMessages = {
  currency: 'Currency must be usd or eur',
  days: 'days must be a whole number from 1 to 10000',
  from: 'from must be a date in the form YYYY-MM-DD',
  to: 'to must be a date in the form YYYY-MM-DD',
  fromAfterTo: 'from must be on or before to',
  daysWithFrom: 'Use either days or from, not both',
  // What the price card says when a price is missing or stale (kept here so client and server agree).
  fetchFailed: 'Failed to fetch Bitcoin price',
  noCachedOffline: 'No cached data available offline',
  usingCached: 'Using cached data',
  unableToLoad: 'Unable to load Bitcoin price',
  cardUnavailable: 'Unable to fetch live Bitcoin price data. API service may be temporarily unavailable.',
  showingCached: 'Showing cached data - live updates temporarily unavailable',
  dataUnavailable: 'Data Unavailable',
} as const;

/** Accepts usd/eur in any letter case; outputs lowercase. */
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
  /** Shown to the user when the price is a fallback or the server's stored copy. */
  message: z.string().optional(),
  /** True when the server answered from its stored quote without asking the provider. */
  cached: z.boolean().optional(),
});
export type BitcoinPrice = z.infer<typeof bitcoinPriceSchema>;

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
  meta: z.object({ currency: z.enum(priceCurrencies), from: z.string().nullable(), to: z.string().nullable() }).optional(),
  /** An error text in the response is thrown as is by the calculator. */
  error: z.string().optional(),
});
export type HistoricalResponse = z.infer<typeof historicalResponseSchema>;

// ---------------------------------------------------------------------------------------------
// DCA calculator: POST /api/bitcoin/dca and the shared function's options

export const dcaFrequencies = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
export type DcaFrequency = (typeof dcaFrequencies)[number];

/** 3 months, 6 months, 1 year, the longer ones, 'since 2010' (all) and a custom start date. */
export const dcaTimeframes = ['3months', '6months', '1year', '2years', '4years', '5years', 'all', 'custom'] as const;
export type DcaTimeframe = (typeof dcaTimeframes)[number];

export const MAX_FEE_PERCENT = 10;

export const dcaInputMessages = {
  amountPositive: 'Amount must be greater than 0',
  amountMax: 'Amount must be at most $99,999,999.99',
  frequency: 'Frequency must be daily, weekly, biweekly or monthly',
  timeframe: 'Time period must be one of 3months, 6months, 1year, 2years, 4years, 5years, all or custom',
  startDate: 'Start date must be a date in the form YYYY-MM-DD',
  startDateRequired: 'Choose a start date for a custom period',
  startDateOnlyCustom: 'A start date is only used with the custom period',
  fee: 'Fee must be between 0% and 10%',
} as const;

export const dcaRequestSchema = z
  .object({
    /** Amount invested each period (fees included). */
    amount: z
      .number({ error: dcaInputMessages.amountPositive })
      .positive(dcaInputMessages.amountPositive)
      .max(MAX_MONEY_AMOUNT, dcaInputMessages.amountMax),
    frequency: z.enum(dcaFrequencies, { error: dcaInputMessages.frequency }).default('monthly'),
    timeframe: z.enum(dcaTimeframes, { error: dcaInputMessages.timeframe }).default('1year'),
    /** Only with timeframe 'custom': the first purchase day. */
    startDate: isoDaySchema(dcaInputMessages.startDate).optional(),
    /** Exchange fee taken from each purchase, in percent (0-10). */
    feePercent: z
      .number({ error: dcaInputMessages.fee })
      .min(0, dcaInputMessages.fee)
      .max(MAX_FEE_PERCENT, dcaInputMessages.fee)
      .default(0),
    currency: priceCurrencySchema.default('usd'),
  })
  .superRefine((input, ctx) => {
    if (input.timeframe === 'custom' && input.startDate === undefined) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: dcaInputMessages.startDateRequired });
    }
    if (input.timeframe !== 'custom' && input.startDate !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: dcaInputMessages.startDateOnlyCustom });
    }
  });
export type DcaInput = z.input<typeof dcaRequestSchema>;
export type DcaRequest = z.output<typeof dcaRequestSchema>;

const datedPriceSchema = z.object({ date: z.string(), price: z.number() });

export const dcaPurchaseSchema = z.object({
  date: z.string(),
  price: z.number(),
  /** Money spent on this purchase, fee included. */
  amount: z.number(),
  fee: z.number(),
  btc: z.number(),
  cumulativeBtc: z.number(),
  cumulativeInvested: z.number(),
  /** Value of all bitcoin held right after this purchase, at this purchase's price. */
  value: z.number(),
});
export type DcaPurchase = z.infer<typeof dcaPurchaseSchema>;

export const dcaGapLabels = ['Low', 'Medium', 'High'] as const;
export type DcaGapLabel = (typeof dcaGapLabels)[number];

export const dcaResultSchema = z.object({
  // The inputs the result was computed for.
  amount: z.number(),
  frequency: z.enum(dcaFrequencies),
  timeframe: z.enum(dcaTimeframes),
  feePercent: z.number(),
  currency: z.enum(priceCurrencies),
  /** First and last day of the price window used, and its length in days. */
  startDate: z.string(),
  endDate: z.string(),
  days: z.number(),
  /** floor(days / step): the number of purchases planned. */
  periods: z.number(),

  // One entry per purchase; the last entry is valued at the ending price.
  labels: z.array(z.string()),
  dcaPortfolioValue: z.array(z.number()),
  lumpSumPortfolioValue: z.array(z.number()),
  dcaInvestment: z.number(),
  lumpSumInvestment: z.number(),
  startingPrice: z.number(),
  endingPrice: z.number(),

  /** Purchase day of each entry. */
  pointDates: z.array(z.string()),
  /** Money put into DCA up to each entry. */
  dcaInvestedValue: z.array(z.number()),
  /** DCA average cost per bitcoin after each entry (fees included), for the chart's cost line. */
  averageCostLine: z.array(z.number()),

  dcaFinalValue: z.number(),
  lumpSumFinalValue: z.number(),
  dcaReturnPercent: z.number(),
  lumpSumReturnPercent: z.number(),
  dcaBtc: z.number(),
  dcaSats: z.number(),
  lumpSumBtc: z.number(),
  lumpSumSats: z.number(),
  /** Money spent per bitcoin held, fees included. */
  averageCostPerBtc: z.number(),
  lumpSumCostPerBtc: z.number(),
  dcaFees: z.number(),
  lumpSumFee: z.number(),

  priceChange: z.number(),
  priceChangePercent: z.number(),
  highestPrice: datedPriceSchema,
  lowestPrice: datedPriceSchema,

  betterStrategy: z.enum(['dca', 'lumpSum', 'tie']),
  /** |DCA final value - lump sum final value|. */
  difference: z.number(),
  /** |DCA return - lump sum return| in percentage points. */
  performanceGap: z.number(),
  performanceGapLabel: z.enum(dcaGapLabels),
  /** The key learning calls the strategies similar when the gap is under 5 points. */
  similar: z.boolean(),

  /**
   * Largest fall of the DCA portfolio's daily value below its high, where the high grows by the
   * money added since (so new contributions do not count as recovery); null if it never fell.
   */
  maxDrawdown: z
    .object({
      percent: z.number(),
      /** Last day the value was at its high before the fall. */
      peakDate: z.string(),
      /** That high plus the money added (net of fees) up to the trough: what the trough is measured against. */
      peakValue: z.number(),
      troughDate: z.string(),
      troughValue: z.number(),
      /** First day back at the high (grown by the money added since); null if not yet. */
      recoveryDate: z.string().nullable(),
    })
    .nullable(),
  /** Longest run of days the DCA portfolio was worth less than the money put in; null if never. */
  longestUnderwater: z
    .object({
      days: z.number(),
      startDate: z.string(),
      /** Last day under water. */
      endDate: z.string(),
      recovered: z.boolean(),
    })
    .nullable(),

  /** The purchase schedule (CSV export). */
  purchases: z.array(dcaPurchaseSchema),
});
export type DcaResult = z.infer<typeof dcaResultSchema>;
