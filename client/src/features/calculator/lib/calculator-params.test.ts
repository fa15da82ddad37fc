import { describe, expect, it } from 'vitest';
import { calculateDca, calculateDcaPlans, priceSeries } from '@shared/domain/dca';
import {
  dcaPlanSchema,
  dcaPlansRequestSchema,
  dcaRequestSchema,
  dcaShareQuerySchema,
  type DcaInput,
  type DcaPlanInput,
} from '@shared/schemas/dca';
import {
  chartViewFromSearch,
  DEFAULT_CHART_VIEW,
  DEFAULT_PLAN,
  DEFAULT_PLANS,
  planParams,
  plansFromSearch,
  samePlans,
  searchWithChartView,
  searchWithPlans,
  type LinkPlans,
} from './calculator-params';

/** One plan in dollars, the defaults changed by `change`. */
const onePlan = (change: Partial<DcaPlanInput> = {}, currency: 'usd' | 'eur' = 'usd'): LinkPlans => ({
  currency,
  plans: [{ ...DEFAULT_PLAN, ...change }],
});

describe('calculator plans in the URL', () => {
  it.each<{ case: string; search: string; plans: LinkPlans }>([
    {
      case: 'no parameters give the defaults 500 / monthly / 1 year, and the request defaults (no fee)',
      search: '?tab=calculator',
      plans: { currency: 'usd', plans: [{ amount: 500, frequency: 'monthly', timeframe: '1year' }] },
    },
    {
      case: 'a number parameter of 0 is kept as 0',
      search: 'fee=0&stepup=0',
      plans: onePlan({ feePercent: 0, stepUpPercent: 0 }),
    },
    {
      case: 'every parameter is read',
      search: '?tab=calculator&amount=250&frequency=weekly&period=6months&fee=0.5&currency=eur',
      plans: onePlan({ amount: 250, frequency: 'weekly', timeframe: '6months', feePercent: 0.5 }, 'eur'),
    },
    {
      case: 'a custom period keeps its start date',
      search: 'tab=calculator&amount=100&frequency=biweekly&period=custom&start=2020-03-12&currency=usd',
      plans: onePlan({ amount: 100, frequency: 'biweekly', timeframe: 'custom', startDate: '2020-03-12' }),
    },
    {
      case: 'a start date without the custom period is ignored',
      search: 'period=2years&start=2020-03-12',
      plans: onePlan({ timeframe: '2years' }),
    },
    {
      case: 'an impossible start date is dropped',
      search: 'period=custom&start=2021-02-30',
      plans: onePlan({ timeframe: 'custom' }),
    },
    {
      case: 'an end date is kept with any period; an impossible one is dropped',
      search: 'period=custom&start=2020-03-12&end=2021-12-31',
      plans: onePlan({ timeframe: 'custom', startDate: '2020-03-12', endDate: '2021-12-31' }),
    },
    {
      case: 'an impossible end date is dropped',
      search: 'period=1year&end=2021-13-01',
      plans: DEFAULT_PLANS,
    },
    {
      case: 'an empty amount (saved as 0) stays 0',
      search: 'amount=0',
      plans: onePlan({ amount: 0 }),
    },
    {
      case: 'unreadable values fall back to the defaults',
      search: 'amount=lots&frequency=hourly&period=10years&fee=abc&currency=isk',
      plans: DEFAULT_PLANS,
    },
    {
      case: 'the currency is read in any letter case; since 2012 is period=all',
      search: 'currency=EUR&period=all&frequency=daily',
      plans: onePlan({ timeframe: 'all', frequency: 'daily' }, 'eur'),
    },
  ])('$case', ({ search, plans }) => {
    expect(plansFromSearch(search)).toEqual(plans);
  });

  it.each<{ case: string; search: string; plans: LinkPlans; expected: string }>([
    {
      case: 'the defaults are written after tab=calculator',
      search: 'tab=calculator',
      plans: DEFAULT_PLANS,
      expected: 'tab=calculator&amount=500&frequency=monthly&period=1year&currency=usd',
    },
    {
      case: 'a fee and a custom start are written only when used',
      search: 'tab=calculator',
      plans: onePlan(
        { amount: 75.5, frequency: 'daily', timeframe: 'custom', startDate: '2018-01-01', feePercent: 1.5 },
        'eur',
      ),
      expected: 'tab=calculator&amount=75.5&frequency=daily&period=custom&start=2018-01-01&fee=1.5&currency=eur',
    },
    {
      case: 'an end date is written when set',
      search: 'tab=calculator',
      plans: onePlan({ timeframe: 'custom', startDate: '2018-01-01', endDate: '2019-06-30' }),
      expected:
        'tab=calculator&amount=500&frequency=monthly&period=custom&start=2018-01-01&end=2019-06-30&currency=usd',
    },
    {
      case: 'old calculator values are replaced, other parameters kept',
      search: 'tab=calculator&amount=900&start=2019-01-01&fee=2&other=x',
      plans: onePlan({ amount: 0 }),
      expected: 'tab=calculator&other=x&amount=0&frequency=monthly&period=1year&currency=usd',
    },
  ])('$case', ({ search, plans, expected }) => {
    expect(searchWithPlans(search, plans)).toBe(expected);
  });

  it.each<LinkPlans>([
    DEFAULT_PLANS,
    onePlan({ amount: 1234.56, frequency: 'weekly', timeframe: '5years', feePercent: 0.25 }, 'eur'),
    onePlan({ amount: 10, frequency: 'daily', timeframe: 'custom', startDate: '2013-04-01', endDate: '2014-02-20' }),
  ])('a shared link restores the same plans (%o)', (plans) => {
    expect(plansFromSearch(searchWithPlans('tab=calculator', plans))).toEqual(plans);
  });

  it('writes the start date only with the custom period', () => {
    expect(planParams({ ...DEFAULT_PLAN, timeframe: 'custom', startDate: '2015-06-01' }, 'usd')).toEqual({
      amount: '500',
      frequency: 'monthly',
      period: 'custom',
      start: '2015-06-01',
      currency: 'usd',
    });
    expect(planParams({ ...DEFAULT_PLAN, timeframe: '1year', startDate: '2015-06-01' }, 'usd')).not.toHaveProperty(
      'start',
    );
  });
});

describe('several plans in the URL', () => {
  const three: LinkPlans = {
    currency: 'eur',
    plans: [
      { ...DEFAULT_PLAN, amount: 100, stepUpPercent: 10, startingBtc: 0.5, startingCost: 12000 },
      { ...DEFAULT_PLAN, amount: 25, frequency: 'weekly', timeframe: 'all', feePercent: 0.5 },
      {
        ...DEFAULT_PLAN,
        amount: 10,
        frequency: 'daily',
        timeframe: 'custom',
        startDate: '2020-01-01',
        endDate: '2022-12-31',
      },
    ],
  };

  it('writes plan 1 as a one-plan link, then the currency, then plans 2 and 3 with numbered names', () => {
    expect(searchWithPlans('tab=calculator', three)).toBe(
      'tab=calculator&amount=100&frequency=monthly&period=1year&stepup=10&stack=0.5&stackcost=12000&currency=eur' +
        '&amount2=25&frequency2=weekly&period2=all&fee2=0.5' +
        '&amount3=10&frequency3=daily&period3=custom&start3=2020-01-01&end3=2022-12-31',
    );
  });

  it('reads back every plan from its link', () => {
    expect(plansFromSearch(searchWithPlans('tab=calculator', three))).toEqual(three);
    expect(plansFromSearch(searchWithPlans('tab=calculator', three)).plans).toHaveLength(3);
  });

  it('opens a one-plan link, old or new, as one plan', () => {
    expect(plansFromSearch('tab=calculator&amount=300&frequency=weekly&period=2years&currency=usd')).toEqual(
      onePlan({ amount: 300, frequency: 'weekly', timeframe: '2years' }),
    );
    // Plan 3's parameters without plan 2's are not a plan.
    expect(plansFromSearch('amount=300&amount3=5').plans).toHaveLength(1);
  });

  it('tells apart plans that differ only in a later plan', () => {
    const [first, second, third] = three.plans as [(typeof three.plans)[number], ...typeof three.plans];
    const other = { ...three, plans: [first, second!, { ...third!, stepUpPercent: 5 }] };
    expect(samePlans(three, three)).toBe(true);
    expect(samePlans(three, other)).toBe(false);
    expect(samePlans(three, { ...three, plans: three.plans.slice(0, 2) })).toBe(false);
    expect(samePlans(three, { ...three, currency: 'usd' })).toBe(false);
  });
});

/**
 * Links written before the calculator's plans were the shared request's: each with the request
 * every plan made then, as the earlier reader (calculator-params.ts of 9dd7b07, inputsFromSearch
 * then toDcaInput per plan) gave it. They open to the same plans, and so to the same numbers.
 */
describe('links saved before open to the same plans', () => {
  const monthly = { frequency: 'monthly', feePercent: 0, stepUpPercent: 0, startingBtc: 0, startingCost: 0 } as const;
  const saved: [link: string, requests: DcaInput[]][] = [
    ['tab=calculator', [{ ...monthly, amount: 500, timeframe: '1year', currency: 'usd' }]],
    [
      'tab=calculator&amount=300&frequency=weekly&period=2years&currency=usd',
      [{ ...monthly, amount: 300, frequency: 'weekly', timeframe: '2years', currency: 'usd' }],
    ],
    [
      'tab=calculator&amount=75&frequency=biweekly&period=custom&start=2024-01-01&fee=0.5&currency=eur',
      [
        {
          ...monthly,
          amount: 75,
          frequency: 'biweekly',
          timeframe: 'custom',
          startDate: '2024-01-01',
          feePercent: 0.5,
          currency: 'eur',
        },
      ],
    ],
    [
      'tab=calculator&amount=100&frequency=monthly&period=custom&start=2020-01-01&end=2021-12-31',
      [
        {
          ...monthly,
          amount: 100,
          timeframe: 'custom',
          startDate: '2020-01-01',
          endDate: '2021-12-31',
          currency: 'usd',
        },
      ],
    ],
    [
      'tab=calculator&amount=lots&frequency=hourly&period=10years&fee=abc&currency=isk',
      [{ ...monthly, amount: 500, timeframe: '1year', currency: 'usd' }],
    ],
    [
      'tab=calculator&amount=0&period=2years&start=2020-03-12&end=2021-13-01&currency=EUR',
      [{ ...monthly, amount: 0, timeframe: '2years', currency: 'eur' }],
    ],
    [
      'tab=calculator&amount=100&frequency=monthly&period=1year&stepup=10&stack=0.5&stackcost=12000&currency=eur' +
        '&amount2=25&frequency2=weekly&period2=all&fee2=0.5' +
        '&amount3=10&frequency3=daily&period3=custom&start3=2020-01-01&end3=2022-12-31&scale=log&view=btc',
      [
        {
          ...monthly,
          amount: 100,
          timeframe: '1year',
          stepUpPercent: 10,
          startingBtc: 0.5,
          startingCost: 12000,
          currency: 'eur',
        },
        { ...monthly, amount: 25, frequency: 'weekly', timeframe: 'all', feePercent: 0.5, currency: 'eur' },
        {
          ...monthly,
          amount: 10,
          frequency: 'daily',
          timeframe: 'custom',
          startDate: '2020-01-01',
          endDate: '2022-12-31',
          currency: 'eur',
        },
      ],
    ],
    ['tab=calculator&amount=300&amount3=5', [{ ...monthly, amount: 300, timeframe: '1year', currency: 'usd' }]],
  ];

  it.each(saved)('%s', (link, requests) => {
    const plans = plansFromSearch(link);
    // What the link leaves out takes the request's default (no fee, no step-up, no stack).
    expect(plans.plans.map((plan) => ({ ...dcaPlanSchema.parse(plan), currency: plans.currency }))).toEqual(requests);
  });

  it('and give the numbers each plan gave on its own', () => {
    // Daily closes from 2019-12-01 to 2025-01-03, rising and falling.
    const series = priceSeries(
      Array.from({ length: 1861 }, (_, i) => ({
        date: new Date(Date.UTC(2019, 11, 1 + i)).toISOString().slice(0, 10),
        price: 5000 + ((i * 37) % 911) * 10,
      })),
    );
    for (const [link, requests] of saved) {
      const checked = dcaPlansRequestSchema.safeParse(plansFromSearch(link));
      if (!checked.success) continue; // amount=0: refused on its field, then as now
      expect(calculateDcaPlans(series, checked.data).plans, link).toEqual(
        requests.map((request) => calculateDca(series, dcaRequestSchema.parse(request))),
      );
    }
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
  it.each<[Partial<DcaPlanInput>, 'usd' | 'eur']>([
    [{}, 'usd'],
    [{ amount: 300, frequency: 'weekly', timeframe: '2years' }, 'usd'],
    [{ timeframe: 'custom', startDate: '2020-03-12', endDate: '2022-03-12', feePercent: 0.5 }, 'eur'],
    [{ frequency: 'daily', timeframe: 'all', endDate: '2017-12-17' }, 'usd'],
    [{ stepUpPercent: 10, startingBtc: 0.5, startingCost: 12000 }, 'usd'],
  ])('dcaShareQuerySchema reads the link of %j as the calculator’s request', (change, currency) => {
    const plans = onePlan(change, currency);
    const query = Object.fromEntries(new URLSearchParams(searchWithPlans('tab=calculator', plans)));
    const [plan] = plans.plans;
    const { currency: parsedCurrency, plans: parsed } = dcaShareQuerySchema.parse(query);
    const { currency: _currency, ...request } = dcaRequestSchema.parse({ ...plan, currency });
    expect(parsedCurrency).toBe(currency);
    expect(parsed).toEqual([request]);
  });

  it('dcaShareQuerySchema reads every plan of a three-plan link, as the calculator does', () => {
    const plans: LinkPlans = {
      currency: 'gbp',
      plans: [
        { amount: 50, frequency: 'weekly', timeframe: 'custom', startDate: '2018-01-01' },
        { amount: 100, frequency: 'monthly', timeframe: '4years', feePercent: 1 },
        { amount: 10, frequency: 'daily', timeframe: 'all', stepUpPercent: 5, endDate: '2020-01-01' },
      ],
    };
    const query = Object.fromEntries(new URLSearchParams(searchWithPlans('tab=calculator', plans)));
    expect(dcaShareQuerySchema.parse(query)).toEqual(
      dcaPlansRequestSchema.parse(plansFromSearch(searchWithPlans('', plans))),
    );
    expect(dcaShareQuerySchema.parse(query).plans).toHaveLength(3);
    // Plan 3 without plan 2 is not read, as the calculator does not read it.
    expect(dcaShareQuerySchema.parse({ amount: '50', amount3: '10' }).plans).toHaveLength(1);
  });
});
