import type { FieldErrors, Resolver } from 'react-hook-form';
import { dcaFormSchema, type DcaFormInput } from '@shared/schemas/dca';
import type { CalculatorInputs } from './calculator-params';
import { dcaOutcome, type DcaFieldErrors } from './dca-outcome';

/** What the calculator's fields hold, as react-hook-form keeps them. */
export interface DcaFormValues extends DcaFormInput {
  /** The browser could not read the amount as a number (letters typed into the number field). */
  amountUnreadable: boolean;
}

/** The form's values for a set of inputs (no fee is an empty fee field). */
export function toFormValues(inputs: CalculatorInputs): DcaFormValues {
  return {
    amount: String(inputs.amount),
    amountUnreadable: false,
    frequency: inputs.frequency,
    timeframe: inputs.timeframe,
    startDate: inputs.startDate ?? '',
    endDate: inputs.endDate ?? '',
    feePercent: inputs.feePercent === 0 ? '' : String(inputs.feePercent),
    currency: inputs.currency,
  };
}

const field = dcaFormSchema.shape;

/** A number field's value, or NaN when it cannot be read: the request schema then names the field. */
function numberOrNaN(schema: typeof field.amount, text: string): number {
  const read = schema.safeParse(text);
  return read.success ? read.data : Number.NaN;
}

/** The inputs the form's fields ask for, read field by field with the shared form schema. */
export function formInputs(values: DcaFormValues): CalculatorInputs {
  const currency = field.currency.safeParse(values.currency);
  return {
    amount: values.amountUnreadable ? Number.NaN : numberOrNaN(field.amount, values.amount),
    frequency: values.frequency,
    timeframe: values.timeframe,
    startDate: values.timeframe === 'custom' ? field.startDate.parse(values.startDate) : null,
    endDate: field.endDate.parse(values.endDate),
    feePercent: numberOrNaN(field.feePercent, values.feePercent),
    currency: currency.success ? currency.data : 'usd',
  };
}

/** The field errors in react-hook-form's shape. */
export function toFieldErrors(errors: DcaFieldErrors): FieldErrors<DcaFormValues> {
  return Object.fromEntries(
    Object.entries(errors).map(([name, message]) => [name, { type: 'validate', message }]),
  ) as FieldErrors<DcaFormValues>;
}

/**
 * Calculate's check, before any price is loaded: the inputs against the shared request schema
 * (an amount under 1 of the currency too). The dates against the stored days are checked once the
 * series of the chosen currency is at hand.
 */
export const calculatorResolver: Resolver<DcaFormValues, unknown, CalculatorInputs> = (values) => {
  const inputs = formInputs(values);
  const checked = dcaOutcome(undefined, inputs);
  if (checked.kind === 'invalid') return { values: {}, errors: toFieldErrors(checked.errors) };
  return { values: inputs, errors: {} };
};
