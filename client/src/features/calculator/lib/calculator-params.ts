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
 * start=YYYY-MM-DD for a custom period, end=YYYY-MM-DD for an end date before the latest day and
 * fee=0.5 for an exchange fee.
 */
export interface CalculatorInputs {
  /** Per purchase; an empty field is 0 (no calculation). */
  amount: number;
  frequency: DcaFrequency;
  timeframe: DcaTimeframe;
  /** Only used with the custom period. */
  startDate: string | null;
  /** The last day of the window; null means the latest stored day. */
  endDate: string | null;
  feePercent: number;
  currency: PriceCurrency;
}

/** The defaults: 500 every month over 1 year, in dollars, no fee. */
export const DEFAULT_CALCULATOR_INPUTS: CalculatorInputs = {
  amount: 500,
  frequency: 'monthly',
  timeframe: '1year',
  startDate: null,
  endDate: null,
  feePercent: 0,
  currency: 'usd',
};

export const calculatorParamNames = {
  amount: 'amount',
  frequency: 'frequency',
  timeframe: 'period',
  startDate: 'start',
  endDate: 'end',
  feePercent: 'fee',
  currency: 'currency',
} as const;

function finiteNumber(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function oneOf<T extends string>(values: readonly T[], text: string | null): T | null {
  return values.find((value) => value === text) ?? null;
}

/** The inputs a URL's query string asks for; anything missing or unreadable takes its default. */
export function inputsFromSearch(search: string): CalculatorInputs {
  const params = new URLSearchParams(search);
  const get = (name: keyof typeof calculatorParamNames) => params.get(calculatorParamNames[name]);
  const timeframe = oneOf(dcaTimeframes, get('timeframe')) ?? DEFAULT_CALCULATOR_INPUTS.timeframe;
  const start = get('startDate');
  const end = get('endDate');
  const fee = finiteNumber(get('feePercent'));
  return {
    amount: finiteNumber(get('amount')) ?? DEFAULT_CALCULATOR_INPUTS.amount,
    frequency: oneOf(dcaFrequencies, get('frequency')) ?? DEFAULT_CALCULATOR_INPUTS.frequency,
    timeframe,
    startDate: timeframe === 'custom' && start !== null && Number.isFinite(dayNumber(start)) ? start : null,
    endDate: end !== null && Number.isFinite(dayNumber(end)) ? end : null,
    feePercent: fee ?? DEFAULT_CALCULATOR_INPUTS.feePercent,
    currency: oneOf(priceCurrencies, get('currency')?.toLowerCase() ?? null) ?? DEFAULT_CALCULATOR_INPUTS.currency,
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
  const fromLink = Object.values(calculatorParamNames).some((name) => params.has(name));
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

/** Whether two sets of inputs ask for the same calculation. */
export function sameInputs(a: CalculatorInputs, b: CalculatorInputs): boolean {
  return (Object.keys(a) as (keyof CalculatorInputs)[]).every((key) => Object.is(a[key], b[key]));
}

/**
 * `search` with the calculator's parameters set to `inputs` (other parameters, such as tab, are
 * kept in place). The start date is written only for a custom period, the end date and the fee
 * only when set.
 */
export function searchWithInputs(search: string, inputs: CalculatorInputs): string {
  const params = new URLSearchParams(search);
  for (const name of Object.values(calculatorParamNames)) params.delete(name);
  params.set(calculatorParamNames.amount, String(inputs.amount));
  params.set(calculatorParamNames.frequency, inputs.frequency);
  params.set(calculatorParamNames.timeframe, inputs.timeframe);
  if (inputs.timeframe === 'custom' && inputs.startDate !== null)
    params.set(calculatorParamNames.startDate, inputs.startDate);
  if (inputs.endDate !== null) params.set(calculatorParamNames.endDate, inputs.endDate);
  if (inputs.feePercent !== 0) params.set(calculatorParamNames.feePercent, String(inputs.feePercent));
  params.set(calculatorParamNames.currency, inputs.currency);
  return params.toString();
}

/** The shared calculator's input for these inputs. */
export function toDcaInput(inputs: CalculatorInputs): DcaInput {
  return {
    amount: inputs.amount,
    frequency: inputs.frequency,
    timeframe: inputs.timeframe,
    ...(inputs.timeframe === 'custom' && inputs.startDate !== null ? { startDate: inputs.startDate } : {}),
    ...(inputs.endDate !== null ? { endDate: inputs.endDate } : {}),
    feePercent: inputs.feePercent,
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
