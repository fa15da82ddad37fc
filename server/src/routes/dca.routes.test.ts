import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateDca, calculateDcaPlans, dcaMessages, priceSeries } from '@shared/domain/dca';
import { dcaInputMessages, dcaPlansRequestSchema, dcaRequestSchema, type DcaInput } from '@shared/schemas/dca';
import type { PricePoint } from '@shared/schemas/price';
import { csvSeries, expectErrorShape, type MarketApp, startApp } from '../test/market-app';
import { registerUser } from '../test/test-app';

// POST /api/bitcoin/dca on the bundled daily closes (the test template holds them).

describe('POST /api/bitcoin/dca', () => {
  let ctx: MarketApp;
  let token: string;
  const usd = csvSeries('usd');
  const eur = csvSeries('eur');

  beforeAll(async () => {
    ctx = await startApp({ LIVE_PRICES: 'off' });
    ({ token } = await registerUser(ctx.app));
  });
  afterAll(async () => {
    await ctx.close();
  });

  const post = (body: unknown) =>
    request(ctx.app)
      .post('/api/bitcoin/dca')
      .set('Authorization', `Bearer ${token}`)
      .send(body as object);

  it('requires a signed-in user', async () => {
    const res = await request(ctx.app).post('/api/bitcoin/dca').send({ amount: 500 });
    expect(res.status).toBe(401);
    expectErrorShape(res.body, 'UNAUTHENTICATED');
  });

  it.each([
    [{ amount: 500 }, usd],
    [{ amount: 25, frequency: 'weekly', timeframe: '3months', feePercent: 1.5 }, usd],
    [{ amount: 10, frequency: 'daily', timeframe: 'all', currency: 'eur' }, eur],
    [{ amount: 100, frequency: 'biweekly', timeframe: 'custom', startDate: '2020-03-12' }, usd],
    [{ amount: 250, frequency: 'monthly', timeframe: '5years' }, usd],
  ] as [DcaInput, PricePoint[]][])('matches the shared calculator on the same data for %j', async (input, series) => {
    const res = await post(input);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(calculateDca(priceSeries(series), dcaRequestSchema.parse(input)));
  });

  it('gives the default calculation its result fields with 12 monthly purchases of $500', async () => {
    const res = await post({ amount: 500 });
    expect(res.body).toMatchObject({
      startDate: '2025-08-22',
      endDate: '2026-08-21',
      periods: 12,
      dcaInvestment: 6000,
      lumpSumInvestment: 6000,
      startingPrice: usd.at(-365)?.price,
      endingPrice: 78_325.11,
    });
    expect(res.body.labels).toEqual(Array.from({ length: 12 }, (_, i) => `Month ${i + 1}`));
  });

  it.each([
    [{ amount: 0 }, 'amount', dcaInputMessages.amountMin('usd')],
    [{ amount: 0.001, currency: 'eur' }, 'amount', 'Amount must be at least €1'],
    [{ amount: 'lots' }, 'amount', dcaInputMessages.amountNumber],
    [{ amount: 5, frequency: 'hourly' }, 'frequency', dcaInputMessages.frequency],
    [{ amount: 5, feePercent: 12 }, 'feePercent', dcaInputMessages.fee],
    [{ amount: 5, timeframe: 'custom' }, 'startDate', dcaInputMessages.startDateRequired],
  ])('answers 400 for %j', async (body, field, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_FAILED');
    expect(res.body.error.fields[field]).toEqual([message]);
  });

  it('answers 400 on the start date when the stored data cannot cover the request', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ startDate: '2030-01-01' }, 'Start date must be on or before 2026-08-21, the last day with a price'],
      [{ startDate: '2011-12-31' }, 'Start date must be on or after 2012-01-01, the first day with a price'],
      // The last day itself, or any start fewer than two months before it: under two monthly purchases.
      [
        { startDate: '2026-08-21' },
        'Start date must leave room for at least two monthly purchases: start on or before 2026-06-23',
      ],
      [
        { startDate: '2026-06-24' },
        'Start date must leave room for at least two monthly purchases: start on or before 2026-06-23',
      ],
    ];
    for (const [dates, message] of cases) {
      const res = await post({ amount: 5, frequency: 'monthly', timeframe: 'custom', ...dates });
      expect(res.status).toBe(400);
      expectErrorShape(res.body, 'VALIDATION_FAILED');
      expect(res.body.error.fields).toEqual({ startDate: [message] });
    }
    const twoPurchases = await post({ amount: 5, frequency: 'monthly', timeframe: 'custom', startDate: '2026-06-23' });
    expect(twoPurchases.status).toBe(200);
    expect(twoPurchases.body.periods).toBe(2);
  });

  it('answers 503 when no price history is stored', async () => {
    const empty = await startApp({ LIVE_PRICES: 'off' }, undefined, 'empty');
    try {
      const { token: other } = await registerUser(empty.app);
      const res = await request(empty.app)
        .post('/api/bitcoin/dca')
        .set('Authorization', `Bearer ${other}`)
        .send({ amount: 5 });
      expect(res.status).toBe(503);
      expect(res.body.error.message).toBe(dcaMessages.calculationFailed(dcaMessages.noData));
    } finally {
      await empty.close();
    }
  });

  it('ends the window, the purchases, the final value and the lump sum on endDate', async () => {
    const input = {
      amount: 100,
      frequency: 'monthly',
      timeframe: 'custom',
      startDate: '2020-01-01',
      endDate: '2021-12-31',
    } as const;
    const res = await post(input);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ startDate: '2020-01-01', endDate: '2021-12-31', days: 731, periods: 24 });
    expect(res.body.endingPrice).toBe(usd.find((p) => p.date === '2021-12-31')?.price);
    expect(res.body).toEqual(calculateDca(priceSeries(usd), dcaRequestSchema.parse(input)));
    // 100 -> final over 730 days, for the lump sum: (final / invested)^(365 / 730) - 1.
    const lumpSum = (res.body.lumpSumFinalValue / res.body.lumpSumInvestment) ** (365 / 730) - 1;
    expect(res.body.lumpSumAnnualizedReturnPercent).toBeCloseTo(lumpSum * 100, 8);
    expect(res.body.dcaAnnualizedReturnPercent).toEqual(expect.any(Number));
  });

  it('counts a relative period back from endDate', async () => {
    const res = await post({ amount: 50, timeframe: '1year', endDate: '2024-12-31' });
    expect(res.body).toMatchObject({ startDate: '2024-01-02', endDate: '2024-12-31', periods: 12 });
  });

  it('has no annualized return for a window under a year', async () => {
    const res = await post({ amount: 50, timeframe: '6months' });
    expect(res.body).toMatchObject({ dcaAnnualizedReturnPercent: null, lumpSumAnnualizedReturnPercent: null });
  });

  it.each([
    [
      { amount: 5, timeframe: 'custom', startDate: '2024-03-01', endDate: '2024-02-01' },
      dcaInputMessages.endDateBeforeStart,
    ],
    [{ amount: 5, endDate: '2026-08-22' }, dcaInputMessages.endDateAfterData('2026-08-21')],
    [{ amount: 5, endDate: '2026-02-30' }, dcaInputMessages.endDate],
    [{ amount: 5, endDate: 'tomorrow' }, dcaInputMessages.endDate],
    [{ amount: 5, endDate: 20240101 }, dcaInputMessages.endDate],
  ])('answers 400 with a message on endDate for %j', async (body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_FAILED');
    expect(res.body.error.fields).toEqual({ endDate: [message] });
  });

  it('takes a yearly step-up and a starting stack, as the shared calculator computes them', async () => {
    const input = {
      amount: 100,
      frequency: 'monthly',
      timeframe: 'custom',
      startDate: '2020-01-01',
      endDate: '2021-12-31',
      stepUpPercent: 10,
      startingBtc: 0.25,
      startingCost: 1800,
    } as const;
    const res = await post(input);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(calculateDca(priceSeries(usd), dcaRequestSchema.parse(input)));
    // Every 30 days from 2020-01-01: 13 purchases due before 2021-01-01 (day 366; the 13th on day
    // 360, 2020-12-26) at $100, 11 from then on at $110: $2,510, plus the stack's $1,800.
    expect(res.body).toMatchObject({ stepUpPercent: 10, startingBtc: 0.25, startingCost: 1800, contributions: 2510 });
    expect(res.body.dcaInvestment).toBe(4310);
    expect(res.body.lumpSumInvestment).toBe(4310);
  });

  it.each([
    [{ amount: 5, stepUpPercent: 100.5 }, 'stepUpPercent', dcaInputMessages.stepUp],
    [{ amount: 5, stepUpPercent: 'ten' }, 'stepUpPercent', dcaInputMessages.stepUp],
    [{ amount: 5, startingBtc: -1 }, 'startingBtc', dcaInputMessages.startingBtc],
    [{ amount: 5, startingBtc: 21_000_001 }, 'startingBtc', dcaInputMessages.startingBtc],
    [{ amount: 5, startingBtc: 1, startingCost: 100_000_000 }, 'startingCost', dcaInputMessages.startingCost('usd')],
    [{ amount: 5, startingCost: 10 }, 'startingCost', dcaInputMessages.startingCostWithoutStack],
  ])('answers 400 on the new inputs’ bounds for %j', async (body, field, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_FAILED');
    expect(res.body.error.fields).toEqual({ [field]: [message] });
  });
});

describe('POST /api/bitcoin/dca/plans', () => {
  let ctx: MarketApp;
  let token: string;
  const usd = csvSeries('usd');
  const eur = csvSeries('eur');

  beforeAll(async () => {
    ctx = await startApp({ LIVE_PRICES: 'off' });
    ({ token } = await registerUser(ctx.app));
  });
  afterAll(async () => {
    await ctx.close();
  });

  const post = (body: unknown) =>
    request(ctx.app)
      .post('/api/bitcoin/dca/plans')
      .set('Authorization', `Bearer ${token}`)
      .send(body as object);

  it('requires a signed-in user', async () => {
    const res = await request(ctx.app)
      .post('/api/bitcoin/dca/plans')
      .send({ plans: [{ amount: 5 }] });
    expect(res.status).toBe(401);
    expectErrorShape(res.body, 'UNAUTHENTICATED');
  });

  it('answers three plans, each what POST /api/bitcoin/dca answers for it alone', async () => {
    const plans = [
      { amount: 10, frequency: 'daily', timeframe: 'all' },
      { amount: 100, frequency: 'weekly', timeframe: '4years', stepUpPercent: 5 },
      {
        amount: 250,
        frequency: 'monthly',
        timeframe: 'custom',
        startDate: '2018-01-01',
        startingBtc: 1,
        startingCost: 14_000,
      },
    ];
    const res = await post({ currency: 'eur', plans });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      calculateDcaPlans(priceSeries(eur), dcaPlansRequestSchema.parse({ currency: 'eur', plans })),
    );
    expect(res.body.plans).toHaveLength(3);
    for (const [index, plan] of plans.entries()) {
      const alone = await request(ctx.app)
        .post('/api/bitcoin/dca')
        .set('Authorization', `Bearer ${token}`)
        .send({ ...plan, currency: 'eur' });
      expect(res.body.plans[index]).toEqual(alone.body);
    }
    expect(usd.length).toBeGreaterThan(0);
  });

  it.each([
    [{ plans: [] }, { plans: [dcaInputMessages.plans] }],
    [{ plans: [{ amount: 5 }, { amount: 5 }, { amount: 5 }, { amount: 5 }] }, { plans: [dcaInputMessages.plans] }],
    [
      { plans: [{ amount: 5 }, { amount: 5, stepUpPercent: 101 }] },
      { 'plans.1.stepUpPercent': [dcaInputMessages.stepUp] },
    ],
    [
      { plans: [{ amount: 5 }, { amount: 5 }, { amount: 5, startingBtc: -2 }] },
      { 'plans.2.startingBtc': [dcaInputMessages.startingBtc] },
    ],
    [
      { currency: 'eur', plans: [{ amount: 0.5 }, { amount: 5, startingCost: 3 }] },
      {
        'plans.0.amount': ['Amount must be at least €1'],
        'plans.1.startingCost': [dcaInputMessages.startingCostWithoutStack],
      },
    ],
  ])('answers 400 with each plan’s field for %j', async (body, fields) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_FAILED');
    expect(res.body.error.fields).toEqual(fields);
  });

  it('answers 400 on the plan whose dates the stored days cannot serve', async () => {
    const res = await post({ plans: [{ amount: 5 }, { amount: 5, timeframe: 'custom', startDate: '2030-01-01' }] });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      'plans.1.startDate': ['Start date must be on or before 2026-08-21, the last day with a price'],
    });
  });
});
