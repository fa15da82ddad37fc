import { benchmarkSeriesSchema } from '../schemas/benchmarks';
import {
  dcaPlansRequestSchema,
  dcaPlansResultSchema,
  dcaRequestSchema,
  dcaResultSchema,
  dcaShareQuerySchema,
} from '../schemas/dca';
import {
  bitcoinPriceQuerySchema,
  bitcoinPriceSchema,
  historicalQuerySchema,
  historicalResponseSchema,
  priceProviderSchema,
} from '../schemas/price';
import { defineOperation } from './operation';

const tag = 'Market data';

export const getBitcoinPrice = defineOperation({
  method: 'get',
  path: '/api/bitcoin/price',
  tag,
  summary: 'The current price (live, or the last stored close flagged isFallback)',
  access: 'public',
  query: bitcoinPriceQuerySchema,
  success: { status: 200, description: 'The price', schema: bitcoinPriceSchema },
  errors: ['VALIDATION_FAILED'],
  example: {
    query: { currency: 'usd' },
    answer: {
      price: 97_412.5,
      change24h: -1.82,
      marketCap: 1_935_000_000_000,
      volume24h: null,
      lastUpdated: '2026-11-27T09:30:00.000Z',
      currency: 'usd',
    },
  },
});

export const getPriceProvider = defineOperation({
  method: 'get',
  path: '/api/bitcoin/provider',
  tag,
  summary: 'The live market-data provider (from PRICE_API_URL) and the attribution it asks for',
  access: 'public',
  success: { status: 200, description: 'The provider and its credit', schema: priceProviderSchema },
  errors: [],
  example: {
    answer: { name: 'CoinGecko', attribution: 'Price data by CoinGecko', url: 'https://www.coingecko.com' },
  },
});

export const getPriceHistory = defineOperation({
  method: 'get',
  path: '/api/bitcoin/historical',
  tag,
  summary: 'Daily closes for the last `days` days or a from/to range',
  access: 'public',
  query: historicalQuerySchema,
  success: { status: 200, description: 'The series, oldest first', schema: historicalResponseSchema },
  errors: ['VALIDATION_FAILED'],
  example: {
    query: { from: '2026-08-20', to: '2026-08-22', currency: 'usd' },
    answer: {
      data: [
        { date: '2026-08-20', price: 113_105.12 },
        { date: '2026-08-21', price: 112_400.03 },
        { date: '2026-08-22', price: 116_935.77 },
      ],
      meta: { currency: 'usd', from: '2026-08-20', to: '2026-08-22' },
    },
  },
});

export const calculateDca = defineOperation({
  method: 'post',
  path: '/api/bitcoin/dca',
  tag,
  summary: 'Run the DCA calculation on the stored history',
  access: 'signed-in',
  body: dcaRequestSchema,
  success: { status: 200, description: 'DCA and lump-sum results', schema: dcaResultSchema },
  errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'RATE_LIMITED'],
  example: {
    body: {
      amount: 100,
      frequency: 'weekly',
      timeframe: '1year',
      feePercent: 0.5,
      stepUpPercent: 10,
      startingBtc: 0.05,
      startingCost: 2500,
      currency: 'usd',
    },
  },
});

export const calculateDcaPlans = defineOperation({
  method: 'post',
  path: '/api/bitcoin/dca/plans',
  tag,
  summary: 'Run up to three DCA plans in one currency on the stored history',
  description:
    'Each plan takes the inputs of POST /api/bitcoin/dca but the currency (one for all plans), and its result is ' +
    'the one that operation gives for it alone. A field error names its plan: `plans.1.stepUpPercent`. One ' +
    'calculation of several plans is one use of the calculator (the client reports it once, with one useId).',
  access: 'signed-in',
  body: dcaPlansRequestSchema,
  success: {
    status: 200,
    description: 'Each plan’s DCA and lump-sum result, in the order asked',
    schema: dcaPlansResultSchema,
  },
  errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'RATE_LIMITED'],
  example: {
    body: {
      currency: 'usd',
      plans: [
        { amount: 100, frequency: 'monthly', timeframe: '4years' },
        { amount: 25, frequency: 'weekly', timeframe: '4years', stepUpPercent: 10 },
        { amount: 100, frequency: 'monthly', timeframe: '4years', startingBtc: 0.1, startingCost: 3000 },
      ],
    },
  },
});

export const getBenchmarks = defineOperation({
  method: 'get',
  path: '/api/benchmarks/monthly',
  tag,
  summary: 'Monthly S&P 500 total return, gold and US CPI, for the calculator’s benchmarks (US dollars)',
  access: 'public',
  success: {
    status: 200,
    description: 'Every month of the benchmark file, oldest first',
    schema: benchmarkSeriesSchema,
  },
  errors: [],
  example: {
    answer: {
      months: [
        { month: '2023-06', sp500TotalReturn: 513.275, goldUsd: 1942.9, cpiUs: 305.109 },
        { month: '2023-07', sp500TotalReturn: null, goldUsd: 1951.02, cpiUs: 305.691 },
      ],
    },
  },
});

export const getShareImage = defineOperation({
  method: 'get',
  path: '/api/share/dca.png',
  tag,
  summary: 'A shared calculator link’s result as a 1200x630 PNG card (past result only, no account data)',
  description:
    'Takes the calculator link’s own parameters (amount, frequency, period, start, end, fee, stepup, stack, ' +
    'stackcost, currency; a second and third plan’s end in 2 and 3) and draws every plan’s DCA result computed ' +
    'on the stored daily closes. The same parameters on the same data day give the ' +
    'same image (ETag); RATE_LIMIT_SHARE_IMAGE_ADDRESS images per client address.',
  access: 'public',
  query: dcaShareQuerySchema,
  success: { status: 200, description: 'The PNG image, 1200x630', contentType: 'image/png' },
  errors: ['VALIDATION_FAILED', 'RATE_LIMITED', 'UNAVAILABLE'],
  example: { query: { amount: '300', frequency: 'weekly', period: '2years', currency: 'usd' } },
});
