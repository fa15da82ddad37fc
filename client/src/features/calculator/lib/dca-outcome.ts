import { calculateDca, DcaError, dcaMessages, priceSeries } from '@shared/domain/dca';
import type { PriceSeries } from '@shared/domain/dca-window';
import { dcaRequestSchema, type DcaResult } from '@shared/schemas/dca';
import type { PricePoint } from '@shared/schemas/price';
import { allPlans, toDcaInput, type CalculatorInputs, type OnePlanInputs } from './calculator-params';

export type DcaFieldName =
  'amount' | 'feePercent' | 'startDate' | 'endDate' | 'stepUpPercent' | 'startingBtc' | 'startingCost';
export type DcaFieldErrors = Partial<Record<DcaFieldName, string>>;

/** What the results area shows for a set of inputs and the series (undefined until loaded). */
export type DcaOutcome =
  | { kind: 'invalid'; errors: DcaFieldErrors }
  | { kind: 'waiting' }
  | { kind: 'failed'; message: string }
  | { kind: 'result'; result: DcaResult };

const fieldNames: readonly DcaFieldName[] = [
  'amount',
  'feePercent',
  'startDate',
  'endDate',
  'stepUpPercent',
  'startingBtc',
  'startingCost',
];

/** Each loaded series is checked and its days parsed once, however many calculations use it. */
const parsedSeries = new WeakMap<readonly PricePoint[], PriceSeries | DcaError>();

function parsedOnce(points: readonly PricePoint[]): PriceSeries {
  let parsed = parsedSeries.get(points);
  if (parsed === undefined) {
    try {
      parsed = priceSeries(points);
    } catch (error) {
      if (!(error instanceof DcaError)) throw error;
      parsed = error;
    }
    parsedSeries.set(points, parsed);
  }
  if (parsed instanceof DcaError) throw parsed;
  return parsed;
}

/** The loaded series, checked and parsed once (the same copy the calculations use); null if it is not valid. */
export function parsedHistory(points: readonly PricePoint[]): PriceSeries | null {
  try {
    return parsedOnce(points);
  } catch (error) {
    if (error instanceof DcaError) return null;
    throw error;
  }
}

/**
 * The layering of a failure's message, whether loading the history failed or the calculation
 * did: 'DCA Calculation failed: {message}' (a DcaError carries it already), shown as 'Failed to
 * calculate DCA data: {that}. Please try again.'.
 */
export function calculatorFailureMessage(error: unknown): string {
  const wrapped =
    error instanceof DcaError
      ? error.message
      : dcaMessages.calculationFailed(error instanceof Error ? error.message : String(error));
  return dcaMessages.calculatorFailed(wrapped);
}

/**
 * Invalid inputs are reported on their fields (checked once, by the shared request schema: an
 * amount under 1 of the currency too); otherwise the shared calculator runs on the series, and a
 * start or end date the stored days cannot serve is its field's error as well.
 * Until the series is loaded the outcome is waiting, or failed if loading it failed; a series
 * already loaded keeps being used when a later refresh fails. Every failure message comes from
 * calculatorFailureMessage.
 */
export function dcaOutcome(
  series: readonly PricePoint[] | undefined,
  inputs: OnePlanInputs,
  loadError: Error | null = null,
): DcaOutcome {
  const input = toDcaInput(inputs);
  const checked = dcaRequestSchema.safeParse(input);
  if (!checked.success) {
    const errors: DcaFieldErrors = {};
    for (const issue of checked.error.issues) {
      const field = fieldNames.find((name) => name === issue.path[0]);
      if (field && errors[field] === undefined) errors[field] = issue.message;
    }
    if (Object.keys(errors).length === 0) {
      return {
        kind: 'failed',
        message: calculatorFailureMessage(new DcaError(checked.error.issues[0]?.message ?? dcaMessages.invalidFormat)),
      };
    }
    return { kind: 'invalid', errors };
  }
  if (series === undefined)
    return loadError ? { kind: 'failed', message: calculatorFailureMessage(loadError) } : { kind: 'waiting' };
  try {
    return { kind: 'result', result: calculateDca(parsedOnce(series), checked.data) };
  } catch (error) {
    // An end date outside the stored days is the end date field's error.
    if (error instanceof DcaError && error.field) return { kind: 'invalid', errors: { [error.field]: error.reason } };
    return { kind: 'failed', message: calculatorFailureMessage(error) };
  }
}

/** What the results area shows for every plan: each plan's field errors (plan 1 first), or every result. */
export type PlansOutcome =
  | { kind: 'invalid'; errors: DcaFieldErrors[] }
  | { kind: 'waiting' }
  | { kind: 'failed'; message: string }
  | { kind: 'result'; results: DcaResult[] };

/**
 * Every plan through dcaOutcome, in one currency: any plan's field errors make the whole invalid
 * (each plan keeps its own), then a failure, then waiting; otherwise every plan's result.
 */
export function plansOutcome(
  series: readonly PricePoint[] | undefined,
  inputs: CalculatorInputs,
  loadError: Error | null = null,
): PlansOutcome {
  const plans = allPlans(inputs);
  const outcomes = plans.map((plan) => dcaOutcome(series, { ...plan, currency: inputs.currency }, loadError));
  if (outcomes.some((outcome) => outcome.kind === 'invalid')) {
    return { kind: 'invalid', errors: outcomes.map((outcome) => (outcome.kind === 'invalid' ? outcome.errors : {})) };
  }
  const failedAt = outcomes.findIndex((outcome) => outcome.kind === 'failed');
  const failed = outcomes[failedAt];
  if (failed?.kind === 'failed') {
    return { kind: 'failed', message: plans.length > 1 ? `Plan ${failedAt + 1}: ${failed.message}` : failed.message };
  }
  const results: DcaResult[] = [];
  for (const outcome of outcomes) {
    if (outcome.kind !== 'result') return { kind: 'waiting' };
    results.push(outcome.result);
  }
  return { kind: 'result', results };
}
