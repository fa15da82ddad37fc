import { FREE_MONTHLY_LIMITS } from '@shared/domain/feature-access';
import type { PlanPrices } from '@shared/domain/plans';

/**
 * The plan config: the one source of Arkad's prices. The server computes each learner's offer from
 * it (GET /api/subscription/plans) for every screen that shows a price, and checks that the Stripe
 * price in STRIPE_PRICE_SCHOLAR charges the same before sending anyone to checkout.
 */
export const planPrices: PlanPrices = {
  scholarListPriceCents: 499,
  sagePriceCents: 999,
  freeLimits: {
    dcaCalculator: FREE_MONTHLY_LIMITS.dca_calculator,
    strategyComparisons: FREE_MONTHLY_LIMITS.strategy_comparison,
  },
};

/**
 * A renewing subscription keeps access this long past its period's end, so a renewal that Stripe
 * reports a little late never locks a paying learner out; a cancelled one ends at the period's end.
 */
export const RENEWAL_GRACE_MS = 48 * 60 * 60 * 1000;
