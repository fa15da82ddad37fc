import { zodResolver } from '@hookform/resolvers/zod';
import type { Path, Resolver } from 'react-hook-form';
import {
  dcaPlansFormReadingSchema,
  dcaPlansFormSchema,
  type DcaPlan,
  type DcaPlanFormValues,
  type DcaPlansFormValues,
  type DcaPlansRequest,
} from '@shared/schemas/dca';
import type { PriceCurrency, PricePoint } from '@shared/schemas/price';
import { DEFAULT_PLAN } from './calculator-params';
import { seriesIssue } from './dca-outcome';

/** A number field that is empty at 0 (no fee, no step-up, no stack). */
const emptyAtZero = (value: number) => (value === 0 ? '' : String(value));

/** One plan's fields (text, as the browser's inputs hold it) for a plan. */
function toPlanFormValues(plan: DcaPlan): DcaPlanFormValues {
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

/** The form's fields for a set of plans. */
export function toFormValues({ currency, plans }: DcaPlansRequest): DcaPlansFormValues {
  return { currency, plans: plans.map(toPlanFormValues) };
}

/** A new plan's fields: the defaults, in the form's currency. */
export const newPlanFormValues = (): DcaPlanFormValues => toPlanFormValues(DEFAULT_PLAN);

/** A plan's field in the form: plans.0.amount is plan 1's amount. */
export function planFieldName(plan: number, name: keyof DcaPlanFormValues): Path<DcaPlansFormValues> {
  return `plans.${plan}.${name}`;
}

/**
 * The plans the form's fields ask for, read as Calculate reads them; null when a field cannot be
 * read at all (the request's checks are not run: an amount of 0 is still a plan).
 */
export function formPlans(values: DcaPlansFormValues): DcaPlansRequest | null {
  const read = dcaPlansFormReadingSchema.safeParse(values);
  return read.success ? read.data : null;
}

/**
 * The calculator form's check: every plan against the shared request schema (zod's resolver, each
 * error on the field its path names), then, when the price history of the plans' currency is
 * loaded (`seriesIn`), their dates against its stored days (the shared calculateDcaPlans, as the
 * server runs it).
 */
export function calculatorResolver(
  seriesIn: (currency: PriceCurrency) => readonly PricePoint[] | undefined,
): Resolver<DcaPlansFormValues, unknown, DcaPlansRequest> {
  const schema = dcaPlansFormSchema.superRefine((request, ctx) => {
    const series = seriesIn(request.currency);
    const issue = series ? seriesIssue(series, request) : null;
    if (issue) ctx.addIssue({ code: 'custom', ...issue });
  });
  return zodResolver(schema);
}
