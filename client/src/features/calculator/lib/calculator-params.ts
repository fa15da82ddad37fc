import { dayNumber } from '@shared/domain/dates';
import {
  dcaFrequencies,
  dcaTimeframes,
  type DcaFrequency,
  type DcaInput,
  type DcaTimeframe,
} from '@shared/schemas/dca';
import { priceCurrencies, type PriceCurrency } from '@shared/schemas/price';
import type { UserPreferences } from '@shared/schemas/user';

/**
 * The calculator's inputs and their place in the URL, next to tab=calculator, so a shared link
 * restores them: ?tab=calculator&amount=500&frequency=monthly&period=1year&currency=usd, plus
 * start=YYYY-MM-DD for a custom period, end=YYYY-MM-DD for an end date before the latest day,
 * fee=0.5 for an exchange fee, stepup=10 for a yearly step-up and stack=0.1&stackcost=3000 for a
 * starting stack. A second and third plan's parameters are the same names ending in 2 and 3
 * (amount2=100&frequency2=weekly...); a link without them is a one-plan link, as before
 * (docs/decisions/046-several-plans-one-use.md).
 */
export interface PlanInputs {
  /** Per purchase; an empty field is 0 (no calculation). */
  amount: number;
  frequency: DcaFrequency;
  timeframe: DcaTimeframe;
  /** Only used with the custom period. */
  startDate: string | null;
  /** The last day of the window; null means the latest stored day. */
  endDate: string | null;
  feePercent: number;
  /** Yearly step-up in percent; 0 for none. */
  stepUpPercent: number;
  /** Bitcoin held on the start day, and what it cost; 0 for none. */
  startingBtc: number;
  startingCost: number;
}

/** One plan in a currency: what the shared calculator runs. */
export type OnePlanInputs = PlanInputs & { currency: PriceCurrency };

/** Plan 1's inputs, the currency of every plan, and plans 2 and 3 when there are. */
export interface CalculatorInputs extends OnePlanInputs {
  morePlans: PlanInputs[];
}

/** The defaults: 500 every month over 1 year, in dollars, no fee, one plan. */
export const DEFAULT_PLAN_INPUTS: PlanInputs = {
  amount: 500,
  frequency: 'monthly',
  timeframe: '1year',
  startDate: null,
  endDate: null,
  feePercent: 0,
  stepUpPercent: 0,
  startingBtc: 0,
  startingCost: 0,
};

export const DEFAULT_CALCULATOR_INPUTS: CalculatorInputs = { ...DEFAULT_PLAN_INPUTS, currency: 'usd', morePlans: [] };

const planParamNames = {
  amount: 'amount',
  frequency: 'frequency',
  timeframe: 'period',
  startDate: 'start',
  endDate: 'end',
  feePercent: 'fee',
  stepUpPercent: 'stepup',
  startingBtc: 'stack',
  startingCost: 'stackcost',
} as const satisfies Record<keyof PlanInputs, string>;

export const calculatorParamNames = { ...planParamNames, currency: 'currency' } as const;

/** Every plan's parameter names: plan 1's as they are, plan 2's and 3's ending in 2 and 3. */
const PLAN_SUFFIXES = ['', '2', '3'] as const;
const allParamNames = [
  ...PLAN_SUFFIXES.flatMap((suffix) => Object.values(planParamNames).map((name) => `${name}${suffix}`)),
  calculatorParamNames.currency,
];

/** Every plan, plan 1 first. */
export function allPlans(inputs: CalculatorInputs): PlanInputs[] {
  const { currency: _currency, morePlans, ...first } = inputs;
  return [first, ...morePlans];
}

function finiteNumber(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function oneOf<T extends string>(values: readonly T[], text: string | null): T | null {
  return values.find((value) => value === text) ?? null;
}

/** One plan's inputs from the parameters ending in `suffix`; anything missing or unreadable takes its default. */
function planFromParams(params: URLSearchParams, suffix: string): PlanInputs {
  const get = (name: keyof typeof planParamNames) => params.get(`${planParamNames[name]}${suffix}`);
  const timeframe = oneOf(dcaTimeframes, get('timeframe')) ?? DEFAULT_PLAN_INPUTS.timeframe;
  const start = get('startDate');
  const end = get('endDate');
  return {
    amount: finiteNumber(get('amount')) ?? DEFAULT_PLAN_INPUTS.amount,
    frequency: oneOf(dcaFrequencies, get('frequency')) ?? DEFAULT_PLAN_INPUTS.frequency,
    timeframe,
    startDate: timeframe === 'custom' && start !== null && Number.isFinite(dayNumber(start)) ? start : null,
    endDate: end !== null && Number.isFinite(dayNumber(end)) ? end : null,
    feePercent: finiteNumber(get('feePercent')) ?? DEFAULT_PLAN_INPUTS.feePercent,
    stepUpPercent: finiteNumber(get('stepUpPercent')) ?? 0,
    startingBtc: finiteNumber(get('startingBtc')) ?? 0,
    startingCost: finiteNumber(get('startingCost')) ?? 0,
  };
}

/**
 * The inputs a URL's query string asks for; anything missing or unreadable takes its default. Plan
 * 2 is there when amount2 is, plan 3 when amount3 is as well.
 */
export function inputsFromSearch(search: string): CalculatorInputs {
  const params = new URLSearchParams(search);
  const morePlans: PlanInputs[] = [];
  for (const suffix of PLAN_SUFFIXES.slice(1)) {
    if (!params.has(`${planParamNames.amount}${suffix}`)) break;
    morePlans.push(planFromParams(params, suffix));
  }
  return {
    ...planFromParams(params, ''),
    currency:
      oneOf(priceCurrencies, params.get(calculatorParamNames.currency)?.toLowerCase() ?? null) ??
      DEFAULT_CALCULATOR_INPUTS.currency,
    morePlans,
  };
}

/** What the calculator opens with, and why its currency is not the one preferred (or null). */
export interface OpeningInputs {
  inputs: CalculatorInputs;
  currencyNote: string | null;
}

/**
 * A link with the calculator's inputs opens with them. Otherwise the calculator opens with the
 * learner's saved preferences (default DCA amount and currency, from Settings) on the defaults;
 * a preferred currency Arkad has no price history for (only USD and EUR exist) opens in US dollars,
 * with a note saying why.
 */
export function openingInputs(search: string, preferences: UserPreferences | null | undefined): OpeningInputs {
  const params = new URLSearchParams(search);
  const fromLink = allParamNames.some((name) => params.has(name));
  if (fromLink || !preferences) return { inputs: inputsFromSearch(search), currencyNote: null };
  const preferred = preferences.defaultCurrency.toLowerCase();
  const currency = oneOf(priceCurrencies, preferred);
  const amount =
    Number.isFinite(preferences.defaultDCAAmount) && preferences.defaultDCAAmount >= 1
      ? preferences.defaultDCAAmount
      : DEFAULT_CALCULATOR_INPUTS.amount;
  return {
    inputs: { ...DEFAULT_CALCULATOR_INPUTS, amount, currency: currency ?? 'usd' },
    currencyNote:
      currency === null
        ? `Your preferred currency is ${preferences.defaultCurrency}, but Arkad has Bitcoin price history in US dollars and euros only, so the calculator opened in US dollars. Your amount of ${amount} is used as dollars.`
        : null,
  };
}

const samePlan = (a: PlanInputs, b: PlanInputs) =>
  (Object.keys(planParamNames) as (keyof PlanInputs)[]).every((key) => Object.is(a[key], b[key]));

/** Whether two sets of inputs ask for the same calculation. */
export function sameInputs(a: CalculatorInputs, b: CalculatorInputs): boolean {
  const plansA = allPlans(a);
  const plansB = allPlans(b);
  return (
    a.currency === b.currency &&
    plansA.length === plansB.length &&
    plansA.every((plan, index) => samePlan(plan, plansB[index] as PlanInputs))
  );
}

/** One plan's parameters, each name ending in `suffix`: the dates only when used, the rest only when not 0. */
function setPlanParams(params: URLSearchParams, plan: PlanInputs, suffix: string): void {
  const set = (name: keyof typeof planParamNames, value: string) =>
    params.set(`${planParamNames[name]}${suffix}`, value);
  set('amount', String(plan.amount));
  set('frequency', plan.frequency);
  set('timeframe', plan.timeframe);
  if (plan.timeframe === 'custom' && plan.startDate !== null) set('startDate', plan.startDate);
  if (plan.endDate !== null) set('endDate', plan.endDate);
  if (plan.feePercent !== 0) set('feePercent', String(plan.feePercent));
  if (plan.stepUpPercent !== 0) set('stepUpPercent', String(plan.stepUpPercent));
  if (plan.startingBtc !== 0) set('startingBtc', String(plan.startingBtc));
  if (plan.startingCost !== 0) set('startingCost', String(plan.startingCost));
}

/**
 * `search` with the calculator's parameters set to `inputs` (other parameters, such as tab, are
 * kept in place). Plan 1 is written as a one-plan link always was; plans 2 and 3 follow with
 * their names ending in 2 and 3, then the currency.
 */
export function searchWithInputs(search: string, inputs: CalculatorInputs): string {
  const params = new URLSearchParams(search);
  for (const name of allParamNames) params.delete(name);
  setPlanParams(params, inputs, '');
  // The currency after plan 1, as before; plans 2 and 3 after it.
  params.set(calculatorParamNames.currency, inputs.currency);
  inputs.morePlans.forEach((plan, index) => setPlanParams(params, plan, PLAN_SUFFIXES[index + 1] ?? ''));
  return params.toString();
}

/** The shared calculator's input for one plan. */
export function toDcaInput(inputs: OnePlanInputs): DcaInput {
  return {
    amount: inputs.amount,
    frequency: inputs.frequency,
    timeframe: inputs.timeframe,
    ...(inputs.timeframe === 'custom' && inputs.startDate !== null ? { startDate: inputs.startDate } : {}),
    ...(inputs.endDate !== null ? { endDate: inputs.endDate } : {}),
    feePercent: inputs.feePercent,
    stepUpPercent: inputs.stepUpPercent,
    startingBtc: inputs.startingBtc,
    startingCost: inputs.startingCost,
    currency: inputs.currency,
  };
}

/**
 * How the value chart is shown (not an input: changing it computes nothing and counts no use), kept
 * in the URL beside the inputs so a shared link shows the same chart: scale=log for a logarithmic
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
