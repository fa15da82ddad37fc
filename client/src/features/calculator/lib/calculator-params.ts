import { dayNumber } from '@shared/domain/dates';
import {
  dcaFrequencies,
  dcaShareParamNames,
  dcaTimeframes,
  type DcaPlan,
  type DcaPlanInput,
  type DcaPlansInput,
  type DcaPlansRequest,
  type DcaSharePlanQuery,
} from '@shared/schemas/dca';
import { priceCurrencies } from '@shared/schemas/price';
import type { UserPreferences } from '@shared/schemas/user';

/**
 * The one codec between the calculator's plans and the URL, next to tab=calculator, so a shared
 * link restores them: ?tab=calculator&amount=500&frequency=monthly&period=1year&currency=usd, plus
 * start=YYYY-MM-DD for a custom period, end=YYYY-MM-DD for an end date before the latest day,
 * fee=0.5 for an exchange fee, stepup=10 for a yearly step-up and stack=0.1&stackcost=3000 for a
 * starting stack. A second and third plan's parameters are the same names ending in 2 and 3
 * (amount2=100&frequency2=weekly...); a link without them is a one-plan link, as before
 * (docs/decisions/046-several-plans-one-use.md). Plan 1's names are those the share image reads
 * (dcaShareQuerySchema). The plans are the shared request's input (DcaPlansInput): what the link
 * leaves out takes the request's default, and the form holds them as they are.
 */

/** Plans as a link gives them: the request's input, always in a currency. */
export type LinkPlans = DcaPlansInput & Pick<DcaPlansRequest, 'currency'>;

/** The defaults: 500 every month over 1 year; no fee, step-up or stack (the request's defaults). */
export const DEFAULT_PLAN: Pick<DcaPlan, 'amount' | 'frequency' | 'timeframe'> = {
  amount: 500,
  frequency: 'monthly',
  timeframe: '1year',
};

/** One plan of the defaults, in dollars. */
export const DEFAULT_PLANS: LinkPlans = { currency: 'usd', plans: [DEFAULT_PLAN] };

type PlanParam = Exclude<keyof DcaSharePlanQuery, 'currency'>;

/** Plan 1's parameter names as they are; plan 2's and 3's end in 2 and 3. */
const PLAN_SUFFIXES = ['', '2', '3'] as const;
const planParamNames = dcaShareParamNames.filter((name): name is PlanParam => name !== 'currency');
const allParamNames = [
  ...PLAN_SUFFIXES.flatMap((suffix) => planParamNames.map((name) => `${name}${suffix}`)),
  'currency',
];

/** The number fields a link leaves out when they are 0 (the request's default), and their parameters. */
const numberParams = {
  feePercent: 'fee',
  stepUpPercent: 'stepup',
  startingBtc: 'stack',
  startingCost: 'stackcost',
} as const;
const numberFields = Object.keys(numberParams) as (keyof typeof numberParams)[];

/**
 * One plan's parameters as a one-plan link writes them, and the share image reads them: the start
 * only with the custom period, the end when set, the rest only when not 0; the currency last.
 */
export function planParams(plan: DcaPlanInput, currency: string): DcaSharePlanQuery {
  const numbers = numberFields.flatMap((field) => {
    const value = plan[field];
    return value === undefined || value === 0 ? [] : [[numberParams[field], String(value)] as const];
  });
  return {
    amount: String(plan.amount),
    frequency: plan.frequency ?? DEFAULT_PLAN.frequency,
    period: plan.timeframe ?? DEFAULT_PLAN.timeframe,
    ...(plan.timeframe === 'custom' && plan.startDate !== undefined ? { start: plan.startDate } : {}),
    ...(plan.endDate !== undefined ? { end: plan.endDate } : {}),
    ...Object.fromEntries(numbers),
    currency,
  };
}

/**
 * `search` with the calculator's parameters set to `plans` (other parameters, such as tab, are
 * kept in place). Plan 1 is written as a one-plan link always was, then the currency, then plans
 * 2 and 3 with their names ending in 2 and 3.
 */
export function searchWithPlans(search: string, { currency = DEFAULT_PLANS.currency, plans }: DcaPlansInput): string {
  const params = new URLSearchParams(search);
  for (const name of allParamNames) params.delete(name);
  plans.forEach((plan, index) => {
    const suffix = PLAN_SUFFIXES[index] ?? String(index + 1);
    for (const [name, value] of Object.entries(planParams(plan, currency))) {
      if (name !== 'currency' && value !== undefined) params.set(`${name}${suffix}`, value);
    }
    if (index === 0) params.set('currency', currency);
  });
  return params.toString();
}

function finiteNumber(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function oneOf<T extends string>(values: readonly T[], text: string | null): T | null {
  return values.find((value) => value === text) ?? null;
}

const realDay = (text: string | null) => (text !== null && Number.isFinite(dayNumber(text)) ? text : null);

/**
 * One plan from the parameters ending in `suffix`; anything missing or unreadable takes its
 * default (the amount, frequency and period are always there: the form shows them).
 */
function planFromParams(params: URLSearchParams, suffix: string): DcaPlanInput {
  const get = (name: PlanParam) => params.get(`${name}${suffix}`);
  const timeframe = oneOf(dcaTimeframes, get('period')) ?? DEFAULT_PLAN.timeframe;
  const start = timeframe === 'custom' ? realDay(get('start')) : null;
  const end = realDay(get('end'));
  const numbers = numberFields.flatMap((field) => {
    const value = finiteNumber(get(numberParams[field]));
    return value === null ? [] : [[field, value] as const];
  });
  return {
    amount: finiteNumber(get('amount')) ?? DEFAULT_PLAN.amount,
    frequency: oneOf(dcaFrequencies, get('frequency')) ?? DEFAULT_PLAN.frequency,
    timeframe,
    ...(start !== null ? { startDate: start } : {}),
    ...(end !== null ? { endDate: end } : {}),
    ...Object.fromEntries(numbers),
  };
}

/**
 * The plans a URL's query string asks for; anything missing or unreadable takes its default (a
 * currency Arkad has no prices in is US dollars). Plan 2 is there when amount2 is, plan 3 when
 * amount3 is as well.
 */
export function plansFromSearch(search: string): LinkPlans {
  const params = new URLSearchParams(search);
  const plans = [planFromParams(params, '')];
  for (const suffix of PLAN_SUFFIXES.slice(1)) {
    if (!params.has(`amount${suffix}`)) break;
    plans.push(planFromParams(params, suffix));
  }
  const currency = oneOf(priceCurrencies, params.get('currency')?.toLowerCase() ?? null) ?? DEFAULT_PLANS.currency;
  return { currency, plans };
}

/** Whether two sets of plans ask for the same calculation: whether their links are the same. */
export function samePlans(a: DcaPlansInput, b: DcaPlansInput): boolean {
  return searchWithPlans('', a) === searchWithPlans('', b);
}

/** What the calculator opens with, and why its currency is not the one preferred (or null). */
export interface OpeningPlans {
  plans: LinkPlans;
  currencyNote: string | null;
}

/**
 * A link with the calculator's parameters opens with them. Otherwise the calculator opens with the
 * learner's saved preferences (default DCA amount and currency, from Settings) on the defaults;
 * a preferred currency Arkad has no price history for (none of shared/domain/fx-currencies.ts) opens in US dollars,
 * with a note saying why.
 */
export function openingPlans(search: string, preferences: UserPreferences | null | undefined): OpeningPlans {
  const params = new URLSearchParams(search);
  const fromLink = allParamNames.some((name) => params.has(name));
  if (fromLink || !preferences) return { plans: plansFromSearch(search), currencyNote: null };
  const currency = oneOf(priceCurrencies, preferences.defaultCurrency.toLowerCase());
  const amount =
    Number.isFinite(preferences.defaultDCAAmount) && preferences.defaultDCAAmount >= 1
      ? preferences.defaultDCAAmount
      : DEFAULT_PLAN.amount;
  return {
    plans: { currency: currency ?? DEFAULT_PLANS.currency, plans: [{ ...DEFAULT_PLAN, amount }] },
    currencyNote:
      currency === null
        ? `Your preferred currency is ${preferences.defaultCurrency}, but Arkad has no Bitcoin price history in it, so the calculator opened in US dollars. Your amount of ${amount} is used as dollars.`
        : null,
  };
}

/**
 * How the value chart is shown (not an input: changing it computes nothing and counts no use), kept
 * in the URL beside the plans so a shared link shows the same chart: scale=log for a logarithmic
 * value axis, view=btc for the bitcoin held instead of the money value.
 */
export interface ChartView {
  log: boolean;
  held: boolean;
}

export const DEFAULT_CHART_VIEW: ChartView = { log: false, held: false };

const chartViewParams = { scale: 'scale', view: 'view' } as const;

/** The chart view a URL's query string asks for; anything else is the default (linear, money). */
export function chartViewFromSearch(search: string): ChartView {
  const params = new URLSearchParams(search);
  return { log: params.get(chartViewParams.scale) === 'log', held: params.get(chartViewParams.view) === 'btc' };
}

/** `search` with the chart view's parameters set (written only when not the default). */
export function searchWithChartView(search: string, view: ChartView): string {
  const params = new URLSearchParams(search);
  params.delete(chartViewParams.scale);
  params.delete(chartViewParams.view);
  if (view.log) params.set(chartViewParams.scale, 'log');
  if (view.held) params.set(chartViewParams.view, 'btc');
  return params.toString();
}
