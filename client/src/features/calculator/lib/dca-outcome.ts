import { calculateDca, DcaError, dcaMessages } from '@shared/domain/dca';
import { dcaRequestSchema, type DcaResult, type PricePoint } from '@shared/schemas/bitcoin';
import { toDcaInput, type CalculatorInputs } from './calculator-params';

export type DcaFieldName = 'amount' | 'feePercent' | 'startDate';
export type DcaFieldErrors = Partial<Record<DcaFieldName, string>>;

/** What the results area shows for a set of inputs and the series (undefined until loaded). */
export type DcaOutcome =
  | { kind: 'empty' }
  | { kind: 'invalid'; errors: DcaFieldErrors }
  | { kind: 'waiting' }
  | { kind: 'failed'; message: string }
  | { kind: 'result'; result: DcaResult };

const fieldNames: readonly DcaFieldName[] = ['amount', 'feePercent', 'startDate'];

/**
 * How a failure is worded, whether loading the history failed or the calculation
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
 * An empty or non-positive amount clears the result (the empty state);
 * invalid options are reported on their fields; otherwise the shared calculator runs on the series.
 * Until the series is loaded the outcome is waiting, or failed if loading it failed; a series
 * already loaded keeps being used when a later refresh fails. Every failure message comes from
 * calculatorFailureMessage.
 */
export function dcaOutcome(
  series: readonly PricePoint[] | undefined,
  inputs: CalculatorInputs,
  loadError: Error | null = null,
): DcaOutcome {
  if (!(inputs.amount > 0)) return { kind: 'empty' };
  const input = toDcaInput(inputs);
  const checked = dcaRequestSchema.safeParse(input);
  if (!checked.success) {
    const errors: DcaFieldErrors = {};
    for (const issue of checked.error.issues) {
      const field = fieldNames.find((name) => name === issue.path[0]);
      if (field && errors[field] === undefined) errors[field] = issue.message;
    }
    if (Object.keys(errors).length === 0) {
      return { kind: 'failed', message: calculatorFailureMessage(new DcaError(checked.error.issues[0]?.message ?? dcaMessages.invalidFormat)) };
    }
    return { kind: 'invalid', errors };
  }
  if (series === undefined) return loadError ? { kind: 'failed', message: calculatorFailureMessage(loadError) } : { kind: 'waiting' };
  try {
    const result = calculateDca(series, input);
    return result ? { kind: 'result', result } : { kind: 'empty' };
  } catch (error) {
    return { kind: 'failed', message: calculatorFailureMessage(error) };
  }
}
