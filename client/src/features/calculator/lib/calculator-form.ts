import type { FieldErrors, Path, Resolver } from 'react-hook-form';
import { dcaFormSchema, type DcaFormInput } from '@shared/schemas/dca';
import { DEFAULT_PLAN_INPUTS, type CalculatorInputs, type PlanInputs } from './calculator-params';
import { plansOutcome, type DcaFieldErrors, type DcaFieldName } from './dca-outcome';

/** What one plan's fields hold, as react-hook-form keeps them. */
export interface PlanFormValues extends Omit<DcaFormInput, 'currency'> {
  /** The browser could not read the amount as a number (letters typed into the number field). */
  amountUnreadable: boolean;
}

/** Plan 1's fields, the currency, and plans 2 and 3. */
export interface DcaFormValues extends PlanFormValues {
  currency: DcaFormInput['currency'];
  morePlans: PlanFormValues[];
}

/** A number field that is empty at 0 (no fee, no step-up, no stack). */
const emptyAtZero = (value: number) => (value === 0 ? '' : String(value));

/** One plan's fields for its inputs. */
export function toPlanFormValues(plan: PlanInputs): PlanFormValues {
  return {
    amount: String(plan.amount),
    amountUnreadable: false,
    frequency: plan.frequency,
    timeframe: plan.timeframe,
    startDate: plan.startDate ?? '',
    endDate: plan.endDate ?? '',
    feePercent: emptyAtZero(plan.feePercent),
    stepUpPercent: emptyAtZero(plan.stepUpPercent),
    startingBtc: emptyAtZero(plan.startingBtc),
    startingCost: emptyAtZero(plan.startingCost),
  };
}

/** The form's values for a set of inputs. */
export function toFormValues(inputs: CalculatorInputs): DcaFormValues {
  return { ...toPlanFormValues(inputs), currency: inputs.currency, morePlans: inputs.morePlans.map(toPlanFormValues) };
}

/** A new plan's fields: the defaults, in the form's currency. */
export const newPlanFormValues = (): PlanFormValues => toPlanFormValues(DEFAULT_PLAN_INPUTS);

const field = dcaFormSchema.shape;

/** A number field's value, or NaN when it cannot be read: the request schema then names the field. */
function numberOrNaN(schema: typeof field.amount, text: string): number {
  const read = schema.safeParse(text);
  return read.success ? read.data : Number.NaN;
}

/** The inputs one plan's fields ask for, read field by field with the shared form schema. */
function planInputs(values: PlanFormValues): PlanInputs {
  return {
    amount: values.amountUnreadable ? Number.NaN : numberOrNaN(field.amount, values.amount),
    frequency: values.frequency,
    timeframe: values.timeframe,
    startDate: values.timeframe === 'custom' ? field.startDate.parse(values.startDate) : null,
    endDate: field.endDate.parse(values.endDate),
    feePercent: numberOrNaN(field.feePercent, values.feePercent),
    stepUpPercent: numberOrNaN(field.stepUpPercent, values.stepUpPercent),
    startingBtc: numberOrNaN(field.startingBtc, values.startingBtc),
    startingCost: numberOrNaN(field.startingCost, values.startingCost),
  };
}

/** The inputs the form's fields ask for. */
export function formInputs(values: DcaFormValues): CalculatorInputs {
  const currency = field.currency.safeParse(values.currency);
  return {
    ...planInputs(values),
    currency: currency.success ? currency.data : 'usd',
    morePlans: values.morePlans.map(planInputs),
  };
}

/** A plan's field in the form: plan 1's fields are at the top, plan n's under morePlans.(n-2). */
export function planFieldName(plan: number, name: DcaFieldName | 'frequency' | 'timeframe'): Path<DcaFormValues> {
  return plan === 0 ? name : `morePlans.${plan - 1}.${name}`;
}

/** The field errors in react-hook-form's shape. */
export function toFieldErrors(errors: DcaFieldErrors[]): FieldErrors<DcaFormValues> {
  const shaped = (plan: DcaFieldErrors) =>
    Object.fromEntries(Object.entries(plan).map(([name, message]) => [name, { type: 'validate', message }]));
  const [first = {}, ...more] = errors;
  return {
    ...shaped(first),
    ...(more.some((plan) => Object.keys(plan).length > 0) ? { morePlans: more.map(shaped) } : {}),
  } as FieldErrors<DcaFormValues>;
}

/** The first field with an error, to focus. */
export function firstErrorField(errors: DcaFieldErrors[]): Path<DcaFormValues> | null {
  for (const [plan, planErrors] of errors.entries()) {
    const name = Object.keys(planErrors)[0] as DcaFieldName | undefined;
    if (name) return planFieldName(plan, name);
  }
  return null;
}

/**
 * Calculate's check, before any price is loaded: every plan against the shared request schema (an
 * amount under 1 of the currency too). The dates against the stored days are checked once the
 * series of the chosen currency is at hand.
 */
export const calculatorResolver: Resolver<DcaFormValues, unknown, CalculatorInputs> = (values) => {
  const inputs = formInputs(values);
  const checked = plansOutcome(undefined, inputs);
  if (checked.kind === 'invalid') return { values: {}, errors: toFieldErrors(checked.errors) };
  return { values: inputs, errors: {} };
};
