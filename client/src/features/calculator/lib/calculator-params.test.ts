import { describe, expect, it } from 'vitest';
import { dcaRequestSchema, dcaShareQuerySchema } from '@shared/schemas/dca';
import {
  chartViewFromSearch,
  DEFAULT_CHART_VIEW,
  searchWithChartView,
  DEFAULT_CALCULATOR_INPUTS,
  DEFAULT_PLAN_INPUTS,
  allPlans,
  inputsFromSearch,
  sameInputs,
  searchWithInputs,
  toDcaInput,
  type CalculatorInputs,
} from './calculator-params';

describe('calculator inputs in the URL', () => {
  it.each<{ case: string; search: string; inputs: CalculatorInputs }>([
    {
      case: 'no parameters give the defaults 500 / monthly / 1 year',
      search: '?tab=calculator',
      inputs: {
        amount: 500,
        frequency: 'monthly',
        timeframe: '1year',
        startDate: null,
        endDate: null,
        feePercent: 0,
        currency: 'usd',
        stepUpPercent: 0,
        startingBtc: 0,
        startingCost: 0,
        morePlans: [],
      },
    },
    {
      case: 'every parameter is read',
      search: '?tab=calculator&amount=250&frequency=weekly&period=6months&fee=0.5&currency=eur',
      inputs: {
        amount: 250,
        frequency: 'weekly',
        timeframe: '6months',
        startDate: null,
        endDate: null,
        feePercent: 0.5,
        currency: 'eur',
        stepUpPercent: 0,
        startingBtc: 0,
        startingCost: 0,
        morePlans: [],
      },
    },
    {
      case: 'a custom period keeps its start date',
      search: 'tab=calculator&amount=100&frequency=biweekly&period=custom&start=2020-03-12&currency=usd',
      inputs: {
        amount: 100,
        frequency: 'biweekly',
        timeframe: 'custom',
        startDate: '2020-03-12',
        endDate: null,
        feePercent: 0,
        currency: 'usd',
        stepUpPercent: 0,
        startingBtc: 0,
        startingCost: 0,
        morePlans: [],
      },
    },
    {
      case: 'a start date without the custom period is ignored',
      search: 'period=2years&start=2020-03-12',
      inputs: { ...DEFAULT_CALCULATOR_INPUTS, timeframe: '2years', startDate: null },
    },
    {
      case: 'an impossible start date is dropped',
      search: 'period=custom&start=2021-02-30',
      inputs: { ...DEFAULT_CALCULATOR_INPUTS, timeframe: 'custom', startDate: null },
    },
    {
      case: 'an end date is kept with any period; an impossible one is dropped',
      search: 'period=custom&start=2020-03-12&end=2021-12-31',
      inputs: { ...DEFAULT_CALCULATOR_INPUTS, timeframe: 'custom', startDate: '2020-03-12', endDate: '2021-12-31' },
    },
    {
      case: 'an impossible end date is dropped',
      search: 'period=1year&end=2021-13-01',
      inputs: DEFAULT_CALCULATOR_INPUTS,
    },
    {
      case: 'an empty amount (saved as 0) stays 0',
      search: 'amount=0',
      inputs: { ...DEFAULT_CALCULATOR_INPUTS, amount: 0 },
    },
    {
      case: 'unreadable values fall back to the defaults',
      search: 'amount=lots&frequency=hourly&period=10years&fee=abc&currency=gbp',
      inputs: DEFAULT_CALCULATOR_INPUTS,
    },
    {
      case: 'the currency is read in any letter case; since 2010 is period=all',
      search: 'currency=EUR&period=all&frequency=daily',
      inputs: { ...DEFAULT_CALCULATOR_INPUTS, currency: 'eur', timeframe: 'all', frequency: 'daily' },
    },
  ])('$case', ({ search, inputs }) => {
    expect(inputsFromSearch(search)).toEqual(inputs);
  });

  it.each<{ case: string; search: string; inputs: CalculatorInputs; expected: string }>([
    {
      case: 'the defaults are written after tab=calculator',
      search: 'tab=calculator',
      inputs: DEFAULT_CALCULATOR_INPUTS,
      expected: 'tab=calculator&amount=500&frequency=monthly&period=1year&currency=usd',
    },
    {
      case: 'a fee and a custom start are written only when used',
      search: 'tab=calculator',
      inputs: {
        amount: 75.5,
        frequency: 'daily',
        timeframe: 'custom',
        startDate: '2018-01-01',
        endDate: null,
        feePercent: 1.5,
        currency: 'eur',
        stepUpPercent: 0,
        startingBtc: 0,
        startingCost: 0,
        morePlans: [],
      },
      expected: 'tab=calculator&amount=75.5&frequency=daily&period=custom&start=2018-01-01&fee=1.5&currency=eur',
    },
    {
      case: 'an end date is written when set',
      search: 'tab=calculator',
      inputs: { ...DEFAULT_CALCULATOR_INPUTS, timeframe: 'custom', startDate: '2018-01-01', endDate: '2019-06-30' },
      expected:
        'tab=calculator&amount=500&frequency=monthly&period=custom&start=2018-01-01&end=2019-06-30&currency=usd',
    },
    {
      case: 'old calculator values are replaced, other parameters kept',
      search: 'tab=calculator&amount=900&start=2019-01-01&fee=2&other=x',
      inputs: { ...DEFAULT_CALCULATOR_INPUTS, amount: 0 },
      expected: 'tab=calculator&other=x&amount=0&frequency=monthly&period=1year&currency=usd',
    },
  ])('$case', ({ search, inputs, expected }) => {
    expect(searchWithInputs(search, inputs)).toBe(expected);
  });

  it.each<CalculatorInputs>([
    DEFAULT_CALCULATOR_INPUTS,
    {
      amount: 1234.56,
      frequency: 'weekly',
      timeframe: '5years',
      startDate: null,
      endDate: null,
      feePercent: 0.25,
      currency: 'eur',
      stepUpPercent: 0,
      startingBtc: 0,
      startingCost: 0,
      morePlans: [],
    },
    {
      amount: 10,
      frequency: 'daily',
      timeframe: 'custom',
      startDate: '2013-04-01',
      endDate: '2014-02-20',
      feePercent: 0,
      currency: 'usd',
      stepUpPercent: 0,
      startingBtc: 0,
      startingCost: 0,
      morePlans: [],
    },
  ])('a shared link restores the same inputs (%o)', (inputs) => {
    expect(inputsFromSearch(searchWithInputs('tab=calculator', inputs))).toEqual(inputs);
  });

  it('the shared calculator gets the start date only with the custom period', () => {
    expect(toDcaInput({ ...DEFAULT_CALCULATOR_INPUTS, timeframe: 'custom', startDate: '2015-06-01' })).toEqual({
      amount: 500,
      frequency: 'monthly',
      timeframe: 'custom',
      startDate: '2015-06-01',
      feePercent: 0,
      currency: 'usd',
      stepUpPercent: 0,
      startingBtc: 0,
      startingCost: 0,
    });
    expect(toDcaInput({ ...DEFAULT_CALCULATOR_INPUTS, timeframe: 'custom', startDate: null })).not.toHaveProperty(
      'startDate',
    );
  });
});

describe('several plans in the URL', () => {
  const three: CalculatorInputs = {
    ...DEFAULT_CALCULATOR_INPUTS,
    amount: 100,
    stepUpPercent: 10,
    startingBtc: 0.5,
    startingCost: 12000,
    currency: 'eur',
    morePlans: [
      { ...DEFAULT_PLAN_INPUTS, amount: 25, frequency: 'weekly', timeframe: 'all', feePercent: 0.5 },
      {
        ...DEFAULT_PLAN_INPUTS,
        amount: 10,
        frequency: 'daily',
        timeframe: 'custom',
        startDate: '2020-01-01',
        endDate: '2022-12-31',
      },
    ],
  };

  it('writes plan 1 as a one-plan link, then the currency, then plans 2 and 3 with numbered names', () => {
    expect(searchWithInputs('tab=calculator', three)).toBe(
      'tab=calculator&amount=100&frequency=monthly&period=1year&stepup=10&stack=0.5&stackcost=12000&currency=eur' +
        '&amount2=25&frequency2=weekly&period2=all&fee2=0.5' +
        '&amount3=10&frequency3=daily&period3=custom&start3=2020-01-01&end3=2022-12-31',
    );
  });

  it('reads back every plan from its link', () => {
    expect(inputsFromSearch(searchWithInputs('tab=calculator', three))).toEqual(three);
    expect(allPlans(three)).toHaveLength(3);
  });

  it('opens a one-plan link, old or new, as one plan', () => {
    expect(inputsFromSearch('tab=calculator&amount=300&frequency=weekly&period=2years&currency=usd')).toEqual({
      ...DEFAULT_CALCULATOR_INPUTS,
      amount: 300,
      frequency: 'weekly',
      timeframe: '2years',
    });
    // Plan 3's parameters without plan 2's are not a plan.
    expect(inputsFromSearch('amount=300&amount3=5').morePlans).toEqual([]);
  });

  it('tells apart inputs that differ only in a later plan', () => {
    const other = { ...three, morePlans: [three.morePlans[0]!, { ...three.morePlans[1]!, stepUpPercent: 5 }] };
    expect(sameInputs(three, three)).toBe(true);
    expect(sameInputs(three, other)).toBe(false);
    expect(sameInputs(three, { ...three, morePlans: three.morePlans.slice(0, 1) })).toBe(false);
  });
});

describe('the chart view in the URL', () => {
  it('reads scale=log and view=btc, and writes only what is not the default', () => {
    expect(chartViewFromSearch('tab=calculator')).toEqual(DEFAULT_CHART_VIEW);
    expect(chartViewFromSearch('scale=log&view=btc')).toEqual({ log: true, held: true });
    expect(chartViewFromSearch('scale=linear&view=money')).toEqual({ log: false, held: false });
    const search = searchWithChartView('tab=calculator&amount=500', { log: true, held: true });
    expect(search).toBe('tab=calculator&amount=500&scale=log&view=btc');
    expect(chartViewFromSearch(search)).toEqual({ log: true, held: true });
    expect(searchWithChartView(search, DEFAULT_CHART_VIEW)).toBe('tab=calculator&amount=500');
  });
});

describe('the link and the share image read the same parameters', () => {
  it.each<Partial<CalculatorInputs>>([
    {},
    { amount: 300, frequency: 'weekly', timeframe: '2years' },
    { timeframe: 'custom', startDate: '2020-03-12', endDate: '2022-03-12', feePercent: 0.5, currency: 'eur' },
    { frequency: 'daily', timeframe: 'all', endDate: '2017-12-17' },
  ])('dcaShareQuerySchema reads the link of %j as the calculator’s request', (change) => {
    const inputs = { ...DEFAULT_CALCULATOR_INPUTS, ...change };
    const query = Object.fromEntries(new URLSearchParams(searchWithInputs('tab=calculator', inputs)));
    expect(dcaShareQuerySchema.parse(query)).toEqual(dcaRequestSchema.parse(toDcaInput(inputs)));
  });
});
