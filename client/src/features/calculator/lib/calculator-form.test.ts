import { describe, expect, it } from 'vitest';
import type { DcaPlansFormValues } from '@shared/schemas/dca';
import type { PriceCurrency, PricePoint } from '@shared/schemas/price';
import { DEFAULT_PLAN, DEFAULT_PLANS } from './calculator-params';
import { calculatorResolver, formPlans, newPlanFormValues, toFormValues } from './calculator-form';

/** 400 daily closes from 2024-01-01 (the last on 2025-02-03). */
const series: PricePoint[] = Array.from({ length: 400 }, (_, i) => ({
  date: new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10),
  price: 100 + i,
}));

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;

/** The resolver's field messages by path (plans.1.amount), or its checked plans. */
async function check(values: DcaPlansFormValues, loaded: Partial<Record<PriceCurrency, PricePoint[]>> = {}) {
  const resolve = calculatorResolver((currency) => loaded[currency]);
  const { values: plans, errors } = await resolve(values, undefined, resolverOptions);
  const messages: Record<string, string> = {};
  const plansErrors: unknown[] = Array.isArray(errors.plans) ? errors.plans : [];
  plansErrors.forEach((plan, index) => {
    for (const [name, error] of Object.entries(plan ?? {})) messages[`plans.${index}.${name}`] = error.message;
  });
  return { plans, messages };
}

const twoPlans = (): DcaPlansFormValues => ({ currency: 'usd', plans: [newPlanFormValues(), newPlanFormValues()] });

describe('the calculator form', () => {
  it('shows a set of plans as text, a number that is 0 as an empty field', () => {
    expect(toFormValues(DEFAULT_PLANS)).toEqual({
      currency: 'usd',
      plans: [
        {
          amount: '500',
          amountUnreadable: false,
          frequency: 'monthly',
          timeframe: '1year',
          startDate: '',
          endDate: '',
          feePercent: '',
          stepUpPercent: '',
          startingBtc: '',
          startingCost: '',
        },
      ],
    });
  });

  it('reads its fields back into the same plans', () => {
    const plans = {
      currency: 'eur' as const,
      plans: [
        { ...DEFAULT_PLAN, amount: 75.5, timeframe: 'custom' as const, startDate: '2024-01-01', endDate: '2024-12-31' },
        { ...DEFAULT_PLAN, amount: 25, feePercent: 0.5, stepUpPercent: 10, startingBtc: 0.1, startingCost: 3000 },
      ],
    };
    expect(formPlans(toFormValues(plans))).toEqual(plans);
  });

  it('reads an empty amount as 0 and leaves out a start date the period does not use', () => {
    const values = twoPlans();
    values.plans[0] = { ...newPlanFormValues(), amount: '', startDate: '2024-01-01' };
    expect(formPlans(values)?.plans[0]).toEqual({ ...DEFAULT_PLAN, amount: 0 });
  });

  it('puts each error on the field its path names, in every plan', async () => {
    const values = twoPlans();
    values.plans[0] = { ...newPlanFormValues(), amount: '0' };
    values.plans[1] = { ...newPlanFormValues(), stepUpPercent: '150', startingCost: '100' };
    expect((await check(values)).messages).toEqual({
      'plans.0.amount': 'Amount must be at least $1',
      'plans.1.stepUpPercent': 'Yearly step-up must be between 0% and 100%',
      'plans.1.startingCost': 'A cost needs a starting stack: enter the bitcoin held at the start too',
    });
  });

  it('says an amount the browser could not read is not a number', async () => {
    const values = twoPlans();
    values.plans[1] = { ...newPlanFormValues(), amount: '', amountUnreadable: true };
    expect((await check(values)).messages).toEqual({ 'plans.1.amount': 'Amount must be a number' });
  });

  it('checks the dates against the history of the plans’ currency when it is loaded', async () => {
    const values = twoPlans();
    values.plans[1] = { ...newPlanFormValues(), endDate: '2025-03-01' };
    const message = 'End date must be on or before 2025-02-03, the last day with a price';
    expect((await check(values, { usd: series })).messages).toEqual({ 'plans.1.endDate': message });
    // No dollar history loaded (only euros): the dates wait for Calculate.
    expect((await check(values, { eur: series })).messages).toEqual({});
  });

  it('gives Calculate the checked request', async () => {
    const { plans, messages } = await check(twoPlans(), { usd: series });
    expect(messages).toEqual({});
    expect(plans).toEqual({ currency: 'usd', plans: [DEFAULT_PLAN, DEFAULT_PLAN] });
  });
});
