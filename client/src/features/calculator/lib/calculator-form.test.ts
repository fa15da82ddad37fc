import { describe, expect, it } from 'vitest';
import type { DcaPlansInput } from '@shared/schemas/dca';
import type { PriceCurrency, PricePoint } from '@shared/schemas/price';
import { DEFAULT_PLAN } from './calculator-params';
import { calculatorResolver } from './calculator-form';

/** 400 daily closes from 2024-01-01 (the last on 2025-02-03). */
const series: PricePoint[] = Array.from({ length: 400 }, (_, i) => ({
  date: new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10),
  price: 100 + i,
}));

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;

/** The resolver's field messages by path (plans.1.amount), or its checked plans. */
async function check(values: DcaPlansInput, loaded: Partial<Record<PriceCurrency, PricePoint[]>> = {}) {
  const resolve = calculatorResolver((currency) => loaded[currency]);
  const { values: plans, errors } = await resolve(values, undefined, resolverOptions);
  const messages: Record<string, string> = {};
  const plansErrors: unknown[] = Array.isArray(errors.plans) ? errors.plans : [];
  plansErrors.forEach((plan, index) => {
    for (const [name, error] of Object.entries(plan ?? {})) messages[`plans.${index}.${name}`] = error.message;
  });
  return { plans, messages };
}

/** The request's defaults for what a plan leaves out: no fee, no step-up, no stack. */
const noExtras = { feePercent: 0, stepUpPercent: 0, startingBtc: 0, startingCost: 0 };
const twoPlans = (): DcaPlansInput => ({ currency: 'usd', plans: [{ ...DEFAULT_PLAN }, { ...DEFAULT_PLAN }] });

describe('the calculator form', () => {
  it('gives Calculate its plans as the checked request', async () => {
    const values: DcaPlansInput = {
      currency: 'eur',
      plans: [
        {
          ...DEFAULT_PLAN,
          ...noExtras,
          amount: 75.5,
          timeframe: 'custom',
          startDate: '2024-01-01',
          endDate: '2024-12-31',
        },
        { ...DEFAULT_PLAN, amount: 25, feePercent: 0.5, stepUpPercent: 10, startingBtc: 0.1, startingCost: 3000 },
      ],
    };
    const { plans, messages } = await check(values);
    expect(messages).toEqual({});
    expect(plans).toEqual(values);
  });

  it('puts each error on the field its path names, in every plan', async () => {
    const values = twoPlans();
    values.plans[0] = { ...DEFAULT_PLAN, amount: 0 };
    values.plans[1] = { ...DEFAULT_PLAN, stepUpPercent: 150, startingCost: 100 };
    expect((await check(values)).messages).toEqual({
      'plans.0.amount': 'Amount must be at least $1',
      'plans.1.stepUpPercent': 'Yearly step-up must be between 0% and 100%',
      'plans.1.startingCost': 'A cost needs a starting stack: enter the bitcoin held at the start too',
    });
  });

  it('says an amount the browser could not read (no number) is not a number', async () => {
    const values = twoPlans();
    values.plans[1] = { ...DEFAULT_PLAN, amount: Number.NaN };
    expect((await check(values)).messages).toEqual({ 'plans.1.amount': 'Amount must be a number' });
  });

  it('refuses a start date the period does not use, on its field', async () => {
    const values = twoPlans();
    values.plans[0] = { ...DEFAULT_PLAN, startDate: '2024-01-01' };
    expect((await check(values)).messages).toEqual({
      'plans.0.startDate': 'A start date is only used with the custom period',
    });
  });

  it('checks the dates against the history of the plans’ currency when it is loaded', async () => {
    const values = twoPlans();
    values.plans[1] = { ...DEFAULT_PLAN, endDate: '2025-03-01' };
    const message = 'End date must be on or before 2025-02-03, the last day with a price';
    expect((await check(values, { usd: series })).messages).toEqual({ 'plans.1.endDate': message });
    // No dollar history loaded (only euros): the dates wait for Calculate.
    expect((await check(values, { eur: series })).messages).toEqual({});
  });

  it('fills in the fields left empty with the request’s defaults', async () => {
    const { plans, messages } = await check(twoPlans(), { usd: series });
    expect(messages).toEqual({});
    const request = { ...DEFAULT_PLAN, ...noExtras };
    expect(plans).toEqual({ currency: 'usd', plans: [request, request] });
  });
});
