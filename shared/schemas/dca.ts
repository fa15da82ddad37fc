import { z } from 'zod';
import { MAX_MONEY_AMOUNT } from '../domain/money';
import { dcaFrequencies, dcaTimeframes, type DcaTimeframe } from './dca-options';
import { currencySymbol } from '../domain/format';
import { toCurrencyCode } from '../domain/fx-currencies';
import { isoDaySchema, priceCurrencies, priceCurrencySchema } from './price';

/** Contracts of the DCA calculator: POST /api/bitcoin/dca's request and the shared result. */

export { dcaFrequencies, dcaTimeframes, type DcaFrequency, type DcaTimeframe } from './dca-options';

export const MAX_FEE_PERCENT = 10;

/** The yearly step-up: the amount grows by this many percent on each anniversary of the start. */
export const MAX_STEP_UP_PERCENT = 100;

/** A starting stack is at most every bitcoin there will ever be. */
export const MAX_STARTING_BTC = 21_000_000;

/** Up to three plans on one chart, in one currency. */
export const MAX_DCA_PLANS = 3;

/** '$', '€', '£': the amount messages name the currency the amount is in. */
const symbolOf = (currency: string) => {
  const code = toCurrencyCode(currency);
  return code ? currencySymbol(code) : '$';
};

/** At least one unit of the currency per purchase, as the preference's default amount. */
export const MIN_DCA_AMOUNT = 1;

export const dcaInputMessages = {
  amountNumber: 'Amount must be a number',
  amountMin: (currency = 'usd') => `Amount must be at least ${symbolOf(currency)}${MIN_DCA_AMOUNT}`,
  amountMax: (currency = 'usd') => `Amount must be at most ${symbolOf(currency)}99,999,999.99`,
  frequency: 'Frequency must be daily, weekly, biweekly or monthly',
  timeframe: 'Time period must be one of 3months, 6months, 1year, 2years, 4years, 5years, all or custom',
  startDate: 'Start date must be a date in the form YYYY-MM-DD',
  startDateRequired: 'Choose a start date for a custom period',
  startDateOnlyCustom: 'A start date is only used with the custom period',
  endDate: 'End date must be a date in the form YYYY-MM-DD',
  endDateBeforeStart: 'End date must be on or after the start date',
  endDateAfterData: (lastDay: string) => `End date must be on or before ${lastDay}, the last day with a price`,
  endDateBeforeData: (firstDay: string) => `End date must be on or after ${firstDay}, the first day with a price`,
  startDateBeforeData: (firstDay: string) => `Start date must be on or after ${firstDay}, the first day with a price`,
  startDateAfterData: (lastDay: string) => `Start date must be on or before ${lastDay}, the last day with a price`,
  /** Fewer than two purchases leave nothing to compare with the lump sum. */
  startDateTooLate: (frequency: string, latestStart: string) =>
    `Start date must leave room for at least two ${frequency} purchases: start on or before ${latestStart}`,
  endDateTooEarly: (frequency: string, earliestEnd: string) =>
    `End date must leave room for at least two ${frequency} purchases: end on or after ${earliestEnd}`,
  fee: 'Fee must be between 0% and 10%',
  stepUp: `Yearly step-up must be between 0% and ${MAX_STEP_UP_PERCENT}%`,
  startingBtc: 'Starting stack must be between 0 and 21,000,000 BTC',
  startingCost: (currency = 'usd') =>
    `What the starting stack cost must be between ${symbolOf(currency)}0 and ${symbolOf(currency)}99,999,999.99`,
  startingCostWithoutStack: 'A cost needs a starting stack: enter the bitcoin held at the start too',
  plans: `Choose between 1 and ${MAX_DCA_PLANS} plans`,
} as const;

/** One plan's fields (the currency is the calculation's); dcaRequestSchema adds the cross-field checks. */
const dcaPlanFields = {
  /** Amount invested each period (fees included); on each anniversary of the start it grows by stepUpPercent. */
  amount: z.number({ error: dcaInputMessages.amountNumber }),
  frequency: z.enum(dcaFrequencies, { error: dcaInputMessages.frequency }).default('monthly'),
  timeframe: z.enum(dcaTimeframes, { error: dcaInputMessages.timeframe }).default('1year'),
  /** Only with timeframe 'custom': the first purchase day. */
  startDate: isoDaySchema(dcaInputMessages.startDate).optional(),
  /** The last day of the window (its close values the portfolios); default the latest stored day. */
  endDate: isoDaySchema(dcaInputMessages.endDate).optional(),
  /** Exchange fee taken from each purchase, in percent (0-10). */
  feePercent: z
    .number({ error: dcaInputMessages.fee })
    .min(0, dcaInputMessages.fee)
    .max(MAX_FEE_PERCENT, dcaInputMessages.fee)
    .default(0),
  /** Yearly step-up in percent (0-100): the amount grows by this much on each anniversary of the start. */
  stepUpPercent: z
    .number({ error: dcaInputMessages.stepUp })
    .min(0, dcaInputMessages.stepUp)
    .max(MAX_STEP_UP_PERCENT, dcaInputMessages.stepUp)
    .default(0),
  /** Bitcoin already held on the start day (0 to 21,000,000). */
  startingBtc: z
    .number({ error: dcaInputMessages.startingBtc })
    .min(0, dcaInputMessages.startingBtc)
    .max(MAX_STARTING_BTC, dcaInputMessages.startingBtc)
    .default(0),
  /** What the starting stack cost, in the calculation's currency (0 for none). */
  startingCost: z.number({ error: dcaInputMessages.startingCost() }).default(0),
};

type PlanChecked = {
  amount: number;
  timeframe: DcaTimeframe;
  startDate?: string | undefined;
  endDate?: string | undefined;
  startingBtc: number;
  startingCost: number;
};

/** The checks across a plan's fields, with the currency's symbol in the money messages. */
function checkPlan(input: PlanChecked, currency: string, ctx: z.RefinementCtx, at: (string | number)[] = []): void {
  const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [...at, field], message });
  // Checked here, with the currency, so the message names it ('at least €1').
  if (!(input.amount >= MIN_DCA_AMOUNT)) issue('amount', dcaInputMessages.amountMin(currency));
  else if (input.amount > MAX_MONEY_AMOUNT) issue('amount', dcaInputMessages.amountMax(currency));
  if (input.timeframe === 'custom' && input.startDate === undefined) {
    issue('startDate', dcaInputMessages.startDateRequired);
  }
  if (input.timeframe !== 'custom' && input.startDate !== undefined) {
    issue('startDate', dcaInputMessages.startDateOnlyCustom);
  }
  if (input.startDate !== undefined && input.endDate !== undefined && input.endDate < input.startDate) {
    issue('endDate', dcaInputMessages.endDateBeforeStart);
  }
  if (!(input.startingCost >= 0 && input.startingCost <= MAX_MONEY_AMOUNT)) {
    issue('startingCost', dcaInputMessages.startingCost(currency));
  } else if (input.startingCost > 0 && input.startingBtc === 0) {
    issue('startingCost', dcaInputMessages.startingCostWithoutStack);
  }
}

export const dcaRequestSchema = z
  .object({ ...dcaPlanFields, currency: priceCurrencySchema.default('usd') })
  .superRefine((input, ctx) => checkPlan(input, input.currency, ctx));
export type DcaInput = z.input<typeof dcaRequestSchema>;
export type DcaRequest = z.output<typeof dcaRequestSchema>;

/**
 * One plan of the calculator (the currency is the calculation's): what its form, its link and
 * POST /api/bitcoin/dca/plans hold. dcaPlansRequestSchema adds the checks across its fields.
 */
export const dcaPlanSchema = z.object(dcaPlanFields);
export type DcaPlan = z.output<typeof dcaPlanSchema>;
/** A plan as a link or the form gives it: the defaulted fields may be left out. */
export type DcaPlanInput = z.input<typeof dcaPlanSchema>;

/**
 * Several plans (1 to 3) calculated together, in one currency: POST /api/bitcoin/dca/plans, and
 * the calculator's one Calculate (one use however many plans), its form and its link.
 */
export const dcaPlansRequestSchema = z
  .object({
    currency: priceCurrencySchema.default('usd'),
    plans: z
      .array(dcaPlanSchema, { error: dcaInputMessages.plans })
      .min(1, dcaInputMessages.plans)
      .max(MAX_DCA_PLANS, dcaInputMessages.plans),
  })
  .superRefine((input, ctx) => {
    input.plans.forEach((plan, index) => checkPlan(plan, input.currency, ctx, ['plans', index]));
  });
export type DcaPlansInput = z.input<typeof dcaPlansRequestSchema>;
export type DcaPlansRequest = z.output<typeof dcaPlansRequestSchema>;

const datedPriceSchema = z.object({ date: z.string(), price: z.number() });

export const dcaPurchaseSchema = z.object({
  date: z.string(),
  price: z.number(),
  /** Money spent on this purchase, fee included. */
  amount: z.number(),
  fee: z.number(),
  btc: z.number(),
  /** Bitcoin held and money put in after this purchase, the starting stack and its cost included. */
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
  /** The yearly step-up in percent, and the starting stack with what it cost (0 when none). */
  stepUpPercent: z.number(),
  startingBtc: z.number(),
  startingCost: z.number(),
  /** Money put in by the purchases alone (dcaInvestment adds the starting stack's cost). */
  contributions: z.number(),
  /** First and last day of the price window used, and its length in days. */
  startDate: z.string(),
  endDate: z.string(),
  days: z.number(),
  /** floor(days / step): the number of purchases planned (a final partial period buys nothing). */
  periods: z.number(),
  /** Days between purchases: 1 daily, 7 weekly, 14 biweekly, 30 monthly, counted from the start day. */
  stepDays: z.number(),
  /** Day of the last purchase made. */
  lastPurchaseDate: z.string(),

  // One entry per purchase; the last entry is valued at the ending price.
  labels: z.array(z.string()),
  dcaPortfolioValue: z.array(z.number()),
  lumpSumPortfolioValue: z.array(z.number()),
  /** Total cost: the purchases plus the starting stack's cost; the lump sum invests the same. */
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
  /**
   * Money-weighted annualized return (XIRR) in percent: the yearly rate at which the purchases
   * (fees included, on their days) grow to the final value on the end day. Null when the window is
   * shorter than 365 days, so a few weeks are never extrapolated to a year.
   */
  dcaAnnualizedReturnPercent: z.number().nullable(),
  lumpSumAnnualizedReturnPercent: z.number().nullable(),
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
   * Set when a purchase could not have been filled: more than 0.1% of all bitcoin in existence
   * that day (the largest such purchase, DCA's or the lump sum's). The result is then theoretical.
   */
  theoretical: z
    .object({
      strategy: z.enum(['dca', 'lumpSum']),
      date: z.string(),
      btc: z.number(),
      supplyBtc: z.number(),
      percentOfSupply: z.number(),
      dcaPurchasesOver: z.number(),
    })
    .nullable(),

  /**
   * Max drawdown: the largest fall of the DCA portfolio's daily value from an earlier peak, as a
   * percentage of that peak (peak = the highest value on any earlier day); null if it never fell.
   */
  maxDrawdown: z
    .object({
      percent: z.number(),
      /** Day of the peak the fall is measured from. */
      peakDate: z.string(),
      peakValue: z.number(),
      troughDate: z.string(),
      troughValue: z.number(),
      /** First later day the value is back at or above the peak; null if not by the end. */
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

/** Several plans' results, in the order asked, in one currency. */
export const dcaPlansResultSchema = z.object({
  currency: z.enum(priceCurrencies),
  plans: z.array(dcaResultSchema),
});
export type DcaPlansResult = z.infer<typeof dcaPlansResultSchema>;

/**
 * A calculator link's query string (/?tab=calculator&amount=300&frequency=weekly&period=2years,
 * plus start, end, fee, stepup, stack, stackcost and currency; a second and third plan's
 * parameters end in 2 and 3), as the calculator writes it
 * (client/src/features/calculator/lib/calculator-params.ts, whose parameter names are this
 * schema's keys): the share image (GET /api/share/dca.png) and the link's preview tags read it with
 * this schema, so a link that opens a result is the link whose image is drawn, every plan of it
 * (issue 46). Its output is a several-plans request: plan 2 is there when amount2 is, plan 3 when
 * amount3 is as well, as the calculator reads the link.
 */
const dcaSharePlanParams = {
  amount: z.coerce.number<string>({ error: dcaInputMessages.amountNumber }),
  frequency: z.enum(dcaFrequencies, { error: dcaInputMessages.frequency }).default('monthly'),
  period: z.enum(dcaTimeframes, { error: dcaInputMessages.timeframe }).default('1year'),
  start: isoDaySchema(dcaInputMessages.startDate).optional(),
  end: isoDaySchema(dcaInputMessages.endDate).optional(),
  fee: z.coerce.number<string>({ error: dcaInputMessages.fee }).default(0),
  stepup: z.coerce.number<string>({ error: dcaInputMessages.stepUp }).default(0),
  stack: z.coerce.number<string>({ error: dcaInputMessages.startingBtc }).default(0),
  stackcost: z.coerce.number<string>({ error: dcaInputMessages.startingCost() }).default(0),
};
type SharePlanParams = typeof dcaSharePlanParams;
/** Plan 2's or 3's parameters: plan 1's names ending in the suffix, the amount optional. */
type LaterPlanParams<S extends string> = {
  [K in keyof SharePlanParams as `${K}${S}`]: K extends 'amount'
    ? z.ZodOptional<SharePlanParams[K]>
    : SharePlanParams[K];
};
function laterPlanParams<S extends '2' | '3'>(suffix: S): LaterPlanParams<S> {
  const entries = Object.entries(dcaSharePlanParams).map(([name, schema]) => [
    `${name}${suffix}`,
    name === 'amount' ? schema.optional() : schema,
  ]);
  return Object.fromEntries(entries) as LaterPlanParams<S>;
}

const dcaShareParamsSchema = z.object({
  ...dcaSharePlanParams,
  currency: priceCurrencySchema.default('usd'),
  ...laterPlanParams('2'),
  ...laterPlanParams('3'),
});

/** Plan 1's parameters and the currency, as a one-plan link writes them. */
export const dcaShareParamNames = [
  ...(Object.keys(dcaSharePlanParams) as (keyof SharePlanParams)[]),
  'currency',
] as const;

/** Every parameter of a shared link: plan 1's, the currency, then plans 2's and 3's. */
export const dcaSharePlansParamNames = Object.keys(
  dcaShareParamsSchema.shape,
) as (keyof typeof dcaShareParamsSchema.shape)[];

type ParsedShareParams = z.output<typeof dcaShareParamsSchema>;

/** One plan of the parsed link: the parameters ending in `suffix`, or null when it has no amount. */
function sharedPlan(query: ParsedShareParams, suffix: '' | '2' | '3'): DcaPlanInput | null {
  const read = <K extends keyof SharePlanParams>(name: K) =>
    (query as Record<string, unknown>)[`${name}${suffix}`] as z.output<SharePlanParams[K]>;
  const amount = read('amount') as number | undefined;
  if (amount === undefined) return null;
  const start = read('start');
  const end = read('end');
  return {
    amount,
    frequency: read('frequency'),
    timeframe: read('period'),
    ...(start !== undefined ? { startDate: start } : {}),
    ...(end !== undefined ? { endDate: end } : {}),
    feePercent: read('fee'),
    stepUpPercent: read('stepup'),
    startingBtc: read('stack'),
    startingCost: read('stackcost'),
  };
}

export const dcaShareQuerySchema = dcaShareParamsSchema
  .transform((query): DcaPlansInput => {
    const plans: DcaPlanInput[] = [];
    for (const suffix of ['', '2', '3'] as const) {
      const plan = sharedPlan(query, suffix);
      if (!plan) break;
      plans.push(plan);
    }
    return { currency: query.currency, plans };
  })
  .pipe(dcaPlansRequestSchema);
export type DcaShareQuery = z.input<typeof dcaShareQuerySchema>;
/** One plan's parameters and the currency, as a one-plan link writes them. */
export type DcaSharePlanQuery = Pick<DcaShareQuery, (typeof dcaShareParamNames)[number]>;
