import { zodResolver } from '@hookform/resolvers/zod';
import type { MutableRefObject } from 'react';
import type { RefCallBack, Resolver, UseFormRegister } from 'react-hook-form';
import { dcaPlansRequestSchema, type DcaPlan, type DcaPlansInput, type DcaPlansRequest } from '@shared/schemas/dca';
import type { PriceCurrency, PricePoint } from '@shared/schemas/price';
import { seriesIssue } from './dca-outcome';

/**
 * The calculator's form holds the plans as the shared request's input (DcaPlansInput, numbers as
 * numbers), opened on a link's plans (what the link leaves out is a field left empty), and is
 * checked by the shared request schema through zod's resolver into the request.
 */

/** A plan's field in the form: plans.0.amount is plan 1's amount. */
export function planFieldName<Name extends keyof DcaPlan>(plan: number, name: Name): `plans.${number}.${Name}` {
  return `plans.${plan}.${name}`;
}

/** The plan fields typed as numbers. */
export type NumberField = 'amount' | 'feePercent' | 'stepUpPercent' | 'startingBtc' | 'startingCost';

/**
 * A number field of plan `plan`, registered: its text read as a number. An empty optional field is
 * left out (the request's default: no fee, no step-up, no stack); an empty amount reads as 0, which
 * its minimum refuses with its own message. What the browser cannot read as a number (letters: the
 * field then reports empty, with validity.badInput) is no number, refused with the field's message.
 * Values the form sets stay as set.
 */
export function registerNumber(
  register: UseFormRegister<DcaPlansInput>,
  plan: number,
  name: NumberField,
  // The field's element, kept across renders: a change may come before a new render commits.
  input: MutableRefObject<HTMLInputElement | null>,
) {
  const empty = name === 'amount' ? 0 : undefined;
  const field = register(planFieldName(plan, name), {
    setValueAs: (value: unknown) => {
      if (typeof value !== 'string') return value;
      if (input.current?.validity.badInput) return Number.NaN;
      return value.trim() === '' ? empty : Number(value);
    },
  });
  const ref: RefCallBack = (element: HTMLInputElement | null) => {
    input.current = element;
    field.ref(element);
  };
  return { ...field, ref };
}

/**
 * A date field of plan `plan`, registered: an empty field is no date (the request's default: the
 * latest day for the end; a custom period then needs its start).
 */
export function registerDay(register: UseFormRegister<DcaPlansInput>, plan: number, name: 'startDate' | 'endDate') {
  return register(planFieldName(plan, name), {
    setValueAs: (value: unknown) => (value === '' ? undefined : value),
  });
}

/**
 * The calculator form's check: the plans against the shared request schema (zod's resolver, each
 * error on the field its path names: plans.1.stepUpPercent), then, when the price history of the
 * plans' currency is loaded (`seriesIn`), their dates against its stored days (the shared
 * calculateDcaPlans, as the server runs it).
 */
export function calculatorResolver(
  seriesIn: (currency: PriceCurrency) => readonly PricePoint[] | undefined,
): Resolver<DcaPlansInput, unknown, DcaPlansRequest> {
  const schema = dcaPlansRequestSchema.superRefine((request, ctx) => {
    const series = seriesIn(request.currency);
    const issue = series ? seriesIssue(series, request) : null;
    if (issue) ctx.addIssue({ code: 'custom', ...issue });
  });
  return zodResolver(schema);
}
