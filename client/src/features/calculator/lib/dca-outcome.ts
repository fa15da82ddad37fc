import { calculateDca, DcaError, dcaMessages } from '@shared/domain/dca';
import { dcaRequestSchema, type DcaResult, type PricePoint } from '@shared/schemas/bitcoin';
import { toDcaInput, type CalculatorInputs } from './calculator-params';

export type DcaFieldName = 'amount' | 'feePercent' | 'startDate';
export type DcaFieldErrors = Partial<Record<DcaFieldName, string>>;

/** What the results area shows for a set of inputs and the series (undefined while loading). */
export type DcaOutcome =
  | { kind: 'empty' }
  | { kind: 'invalid'; errors: DcaFieldErrors }
  | { kind: 'waiting' }
  | { kind: 'failed'; message: string }
  | { kind: 'result'; result: DcaResult };

const fieldNames: readonly DcaFieldName[] = ['amount', 'feePercent', 'startDate'];

/**
 * Spec sections 4 and 5: an empty or non-positive amount clears the result (the empty state);
 * invalid options are reported on their fields; otherwise the shared calculator runs on the series,
 * and its failures become 'Failed to calculate DCA data: {reason}. Please try again.'.
 */
export function dcaOutcome(series: readonly PricePoint[] | undefined, inputs: CalculatorInputs): DcaOutcome {
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
      return { kind: 'failed', message: dcaMessages.calculatorFailed(checked.error.issues[0]?.message ?? dcaMessages.invalidFormat) };
    }
    return { kind: 'invalid', errors };
  }
  if (series === undefined) return { kind: 'waiting' };
  try {
    const result = calculateDca(series, input);
    return result ? { kind: 'result', result } : { kind: 'empty' };
  } catch (error) {
    const reason = error instanceof DcaError ? error.reason : error instanceof Error ? error.message : String(error);
    return { kind: 'failed', message: dcaMessages.calculatorFailed(reason) };
  }
}
