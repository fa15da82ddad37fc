import type { PlanOffer, SubscriptionStatus } from '@shared/schemas/subscription';

/** GET /api/subscription/status for a free learner with no uses; override what a test is about. */
export function statusFixture(overrides: Partial<SubscriptionStatus> = {}): SubscriptionStatus {
  return {
    tier: 'free',
    status: 'active',
    state: 'active',
    premium: false,
    dcaCalculatorUsage: 0,
    strategyComparisons: 0,
    monthlyUsageReset: '2026-12-01T00:00:00.000Z',
    limits: { dcaCalculator: 5, strategyComparisons: 3 },
    expiresAt: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    billing: 'local_test',
    canManageBilling: false,
    canUpgrade: true,
    betaAccessUntil: null,
    ...overrides,
  };
}

/** An active Scholar's status, renewing on 2026-12-22. */
export function scholarStatusFixture(overrides: Partial<SubscriptionStatus> = {}): SubscriptionStatus {
  return statusFixture({
    tier: 'scholar',
    premium: true,
    limits: { dcaCalculator: null, strategyComparisons: null },
    expiresAt: '2026-12-24T12:00:00.000Z',
    currentPeriodEnd: '2026-12-22T12:00:00.000Z',
    canManageBilling: true,
    canUpgrade: false,
    ...overrides,
  });
}

/** GET /api/subscription/plans: Scholar at the list price, or with an early-adopter discount. */
export function plansFixture(discount: { percent: number; months: number } | null = null): PlanOffer {
  const priceCents = discount ? Math.floor((499 * (100 - discount.percent) + 50) / 100) : 499;
  return {
    currency: 'USD',
    guarantee: 'Cancel anytime; 30-day money-back guarantee.',
    free: { name: 'Free', priceCents: 0, limits: { dcaCalculator: 5, strategyComparisons: 3 } },
    scholar: {
      name: 'Scholar',
      interval: 'month',
      listPriceCents: 499,
      priceCents,
      discountPercent: discount?.percent ?? 0,
      discountMonths: discount?.months ?? 0,
    },
    sage: { name: 'Sage', interval: 'month', priceCents: 999, comingSoon: true },
  };
}
