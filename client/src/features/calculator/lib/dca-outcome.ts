import { calculateDcaPlans, DcaError, DcaPlanError, dcaMessages, priceSeries } from '@shared/domain/dca';
import type { PriceSeries } from '@shared/domain/dca-window';
import { dcaPlansRequestSchema, type DcaPlansInput, type DcaPlansRequest, type DcaResult } from '@shared/schemas/dca';
import type { PricePoint } from '@shared/schemas/price';

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

/** A plan's start or end date that the stored days cannot serve (plan 0 is plan 1). */
export interface PlanDateIssue {
  path: ['plans', number, 'startDate' | 'endDate'];
  message: string;
}

/** What the shared calculator gives for checked plans on a series: every result, a date's issue, or a failure. */
export type Calculation =
  | { kind: 'result'; results: DcaResult[] }
  | { kind: 'invalid'; issue: PlanDateIssue }
  | { kind: 'failed'; message: string };

/**
 * The shared calculateDcaPlans, as the server runs it: a start or end date the stored days cannot
 * serve is its plan's field issue; any other failure names its plan when there are several.
 */
export function calculatePlans(points: readonly PricePoint[], request: DcaPlansRequest): Calculation {
  try {
    return { kind: 'result', results: calculateDcaPlans(parsedOnce(points), request).plans };
  } catch (error) {
    if (error instanceof DcaPlanError && error.field) {
      return { kind: 'invalid', issue: { path: ['plans', error.plan, error.field], message: error.reason } };
    }
    const message = calculatorFailureMessage(error);
    const several = error instanceof DcaPlanError && request.plans.length > 1;
    return { kind: 'failed', message: several ? `Plan ${error.plan + 1}: ${message}` : message };
  }
}

/** The date issue of checked plans on a loaded series, if any (other failures are Calculate's to report). */
export function seriesIssue(points: readonly PricePoint[], request: DcaPlansRequest): PlanDateIssue | null {
  const calculation = calculatePlans(points, request);
  return calculation.kind === 'invalid' ? calculation.issue : null;
}

/** What the results area shows for a set of plans and the series (undefined until loaded). */
export type PlansOutcome =
  /** Each field's first message, by its path (plans.0.amount is plan 1's amount). */
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'waiting' }
  | { kind: 'failed'; message: string }
  | { kind: 'result'; results: DcaResult[] };

/**
 * Plans that the shared request schema refuses are invalid (each message is also on its field);
 * otherwise the shared calculator runs on the series, and a start or end date the stored days
 * cannot serve is invalid too. Until the series is loaded the outcome is waiting, or failed if
 * loading it failed; a series already loaded keeps being used when a later refresh fails. Every
 * failure message comes from calculatorFailureMessage.
 */
export function plansOutcome(
  points: readonly PricePoint[] | undefined,
  plans: DcaPlansInput,
  loadError: Error | null = null,
): PlansOutcome {
  const checked = dcaPlansRequestSchema.safeParse(plans);
  if (!checked.success) {
    const errors: Record<string, string> = {};
    for (const { path, message } of checked.error.issues) errors[path.join('.')] ??= message;
    return { kind: 'invalid', errors };
  }
  if (points === undefined) {
    return loadError ? { kind: 'failed', message: calculatorFailureMessage(loadError) } : { kind: 'waiting' };
  }
  const calculation = calculatePlans(points, checked.data);
  if (calculation.kind !== 'invalid') return calculation;
  const { path, message } = calculation.issue;
  return { kind: 'invalid', errors: { [path.join('.')]: message } };
}
