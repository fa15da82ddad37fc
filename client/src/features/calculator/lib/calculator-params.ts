import { dayNumber } from '@shared/domain/dates';
import {
  dcaFrequencies,
  dcaTimeframes,
  type DcaPlan,
  type DcaPlansRequest,
  type DcaShareQuery,
} from '@shared/schemas/dca';
import { priceCurrencies } from '@shared/schemas/price';
import type { UserPreferences } from '@shared/schemas/user';

/**
 * The calculator's plans and their place in the URL, next to tab=calculator, so a shared link
 * restores them: ?tab=calculator&amount=500&frequency=monthly&period=1year&currency=usd, plus
 * start=YYYY-MM-DD for a custom period, end=YYYY-MM-DD for an end date before the latest day,
 * fee=0.5 for an exchange fee, stepup=10 for a yearly step-up and stack=0.1&stackcost=3000 for a
 * starting stack. A second and third plan's parameters are the same names ending in 2 and 3
 * (amount2=100&frequency2=weekly...); a link without them is a one-plan link, as before
 * (docs/decisions/046-several-plans-one-use.md). Plan 1's names are those the share image reads
 * (dcaShareQuerySchema). The plans are the shared request's (DcaPlansRequest): this file is the
 * one codec between the two.
 */

/** The defaults: 500 every month over 1 year, no fee. */
export const DEFAULT_PLAN: DcaPlan = {
  amount: 500,
  frequency: 'monthly',
  timeframe: '1year',
  feePercent: 0,
  stepUpPercent: 0,
  startingBtc: 0,
  startingCost: 0,
};

/** One plan of the defaults, in dollars. */
export const DEFAULT_PLANS: DcaPlansRequest = { currency: 'usd', plans: [DEFAULT_PLAN] };

type PlanParam = Exclude<keyof DcaShareQuery, 'currency'>;

/** Plan 1's parameter names as they are; plan 2's and 3's end in 2 and 3. */
const PLAN_SUFFIXES = ['', '2', '3'] as const;
const planParamNames: readonly PlanParam[] = [
  'amount',
  'frequency',
  'period',
  'start',
  'end',
  'fee',
  'stepup',
  'stack',
  'stackcost',
];
const allParamNames = [
  ...PLAN_SUFFIXES.flatMap((suffix) => planParamNames.map((name) => `${name}${suffix}`)),
  'currency',
];

/**
 * One plan's parameters as a one-plan link writes them, and the share image reads them: the start
 * only with the custom period, the end when set, the rest only when not 0; the currency last.
 */
export function planParams(plan: DcaPlan, currency: string): DcaShareQuery {
  return {
    amount: String(plan.amount),
    frequency: plan.frequency,
    period: plan.timeframe,
    ...(plan.timeframe === 'custom' && plan.startDate !== undefined ? { start: plan.startDate } : {}),
    ...(plan.endDate !== undefined ? { end: plan.endDate } : {}),
    ...(plan.feePercent !== 0 ? { fee: String(plan.feePercent) } : {}),
    ...(plan.stepUpPercent !== 0 ? { stepup: String(plan.stepUpPercent) } : {}),
    ...(plan.startingBtc !== 0 ? { stack: String(plan.startingBtc) } : {}),
    ...(plan.startingCost !== 0 ? { stackcost: String(plan.startingCost) } : {}),
    currency,
  };
}

/**
 * `search` with the calculator's parameters set to `plans` (other parameters, such as tab, are
 * kept in place). Plan 1 is written as a one-plan link always was, then the currency, then plans
 * 2 and 3 with their names ending in 2 and 3.
 */
export function searchWithPlans(search: string, { currency, plans }: DcaPlansRequest): string {
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

/** One plan from the parameters ending in `suffix`; anything missing or unreadable takes its default. */
function planFromParams(params: URLSearchParams, suffix: string): DcaPlan {
  const get = (name: PlanParam) => params.get(`${name}${suffix}`);
  const timeframe = oneOf(dcaTimeframes, get('period')) ?? DEFAULT_PLAN.timeframe;
  const start = timeframe === 'custom' ? realDay(get('start')) : null;
  const end = realDay(get('end'));
  return {
    amount: finiteNumber(get('amount')) ?? DEFAULT_PLAN.amount,
    frequency: oneOf(dcaFrequencies, get('frequency')) ?? DEFAULT_PLAN.frequency,
    timeframe,
    ...(start !== null ? { startDate: start } : {}),
    ...(end !== null ? { endDate: end } : {}),
    feePercent: finiteNumber(get('fee')) ?? DEFAULT_PLAN.feePercent,
    stepUpPercent: finiteNumber(get('stepup')) ?? DEFAULT_PLAN.stepUpPercent,
    startingBtc: finiteNumber(get('stack')) ?? DEFAULT_PLAN.startingBtc,
    startingCost: finiteNumber(get('stackcost')) ?? DEFAULT_PLAN.startingCost,
  };
}

/**
 * The plans a URL's query string asks for; anything missing or unreadable takes its default (a
 * currency Arkad has no prices in is US dollars). Plan 2 is there when amount2 is, plan 3 when
 * amount3 is as well.
 */
export function plansFromSearch(search: string): DcaPlansRequest {
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
export function samePlans(a: DcaPlansRequest, b: DcaPlansRequest): boolean {
  return searchWithPlans('', a) === searchWithPlans('', b);
}

/** What the calculator opens with, and why its currency is not the one preferred (or null). */
export interface OpeningPlans {
  plans: DcaPlansRequest;
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
