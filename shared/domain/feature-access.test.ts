import { describe, expect, it } from 'vitest';
import {
  featureAccess,
  FREE_MONTHLY_LIMITS,
  hasPremiumAccess,
  isMeteredFeature,
  nextUsageReset,
  usageMessage,
  usageMonth,
} from './feature-access';
import { meteredFeatures } from '../schemas/usage';

const free = { subscriptionTier: 'free', subscriptionStatus: 'active' };
const scholar = { subscriptionTier: 'scholar', subscriptionStatus: 'active' };
const lapsedScholar = { subscriptionTier: 'scholar', subscriptionStatus: 'past_due' };
const now = new Date('2026-11-22T13:00:00Z');

describe('hasPremiumAccess', () => {
  it.each([
    [null, false],
    [{ subscriptionTier: 'free', subscriptionStatus: 'active' }, false],
    [{ subscriptionTier: 'scholar', subscriptionStatus: 'active' }, true],
    [{ subscriptionTier: 'sage', subscriptionStatus: 'active' }, true],
    [{ subscriptionTier: 'scholar', subscriptionStatus: 'past_due' }, false],
    [{ subscriptionTier: 'scholar', subscriptionStatus: 'canceled' }, false],
    // Expiry against now (2026-11-22T13:00:00Z).
    [{ subscriptionTier: 'scholar', subscriptionStatus: 'active', subscriptionExpiresAt: null }, true],
    [
      { subscriptionTier: 'scholar', subscriptionStatus: 'active', subscriptionExpiresAt: '2026-11-22T13:00:01Z' },
      true,
    ],
    [
      { subscriptionTier: 'scholar', subscriptionStatus: 'active', subscriptionExpiresAt: '2026-11-22T13:00:00Z' },
      false,
    ],
    [
      { subscriptionTier: 'scholar', subscriptionStatus: 'active', subscriptionExpiresAt: '2026-10-31T00:00:00Z' },
      false,
    ],
    [
      { subscriptionTier: 'scholar', subscriptionStatus: 'active', subscriptionExpiresAt: new Date('2027-01-01') },
      true,
    ],
    [{ subscriptionTier: 'scholar', subscriptionStatus: 'active', subscriptionExpiresAt: 'not a date' }, false],
    [{ subscriptionTier: 'free', subscriptionStatus: 'active', subscriptionExpiresAt: '2027-01-01T00:00:00Z' }, false],
  ])('%j → %s', (user, expected) => {
    expect(hasPremiumAccess(user, { now })).toBe(expected);
  });
});

describe('free monthly limits', () => {
  it('are 5 DCA calculations and 3 strategy comparisons a month', () => {
    expect(FREE_MONTHLY_LIMITS).toEqual({ dca_calculator: 5, strategy_comparison: 3 });
  });
});

describe('usage months', () => {
  it.each([
    ['2026-11-22T13:00:00Z', '2026-11', '2026-12-01T00:00:00.000Z'],
    ['2026-12-31T23:59:59Z', '2026-12', '2027-01-01T00:00:00.000Z'],
    ['2027-01-01T00:00:00Z', '2027-01', '2027-02-01T00:00:00.000Z'],
    ['2028-02-29T12:00:00Z', '2028-02', '2028-03-01T00:00:00.000Z'],
  ])('%s counts in %s and resets at %s', (at, month, reset) => {
    expect(usageMonth(new Date(at))).toBe(month);
    expect(nextUsageReset(new Date(at)).toISOString()).toBe(reset);
  });
});

describe('featureAccess', () => {
  const resetsAt = '2026-12-01T00:00:00.000Z';
  it.each([
    // subject, feature, used → access, reason, limit, remaining
    [free, 'strategy_comparison', 0, true, 'free_tier', 3, 3],
    [free, 'strategy_comparison', 2, true, 'free_tier', 3, 1],
    [free, 'strategy_comparison', 3, false, 'limit_exceeded', 3, 0],
    [free, 'strategy_comparison', 7, false, 'limit_exceeded', 3, 0],
    [free, 'dca_calculator', 4, true, 'free_tier', 5, 1],
    [free, 'dca_calculator', 5, false, 'limit_exceeded', 5, 0],
    [lapsedScholar, 'strategy_comparison', 3, false, 'limit_exceeded', 3, 0],
  ] as const)(
    '%j, %s, used %i → access %s (%s), %s left of %s',
    (subject, feature, used, access, reason, limit, remaining) => {
      expect(featureAccess({ subject, feature, used, now })).toEqual({
        feature,
        access,
        reason,
        used,
        limit,
        remaining,
        resetsAt,
      });
    },
  );

  it('gives Scholar unlimited access that is not counted', () => {
    expect(featureAccess({ subject: scholar, feature: 'dca_calculator', used: 40, now })).toEqual({
      feature: 'dca_calculator',
      access: true,
      reason: 'scholar',
      used: 0,
      limit: null,
      remaining: null,
      resetsAt,
    });
  });

  it('counts an expired Scholar as a free learner', () => {
    const expired = { ...scholar, subscriptionExpiresAt: '2026-11-01T00:00:00Z' };
    expect(featureAccess({ subject: expired, feature: 'dca_calculator', used: 5, now })).toMatchObject({
      access: false,
      reason: 'limit_exceeded',
      limit: 5,
    });
  });

  it('refuses an unknown feature, even to Scholar', () => {
    expect(featureAccess({ subject: scholar, feature: 'time_travel', used: 0, now })).toMatchObject({
      access: false,
      reason: 'unknown_feature',
    });
  });
});

describe('usageMessage', () => {
  it('words the uses remaining and an exhausted allowance', () => {
    expect(usageMessage(featureAccess({ subject: free, feature: 'strategy_comparison', used: 1, now }))).toBe(
      'You have 2 uses remaining this month for Strategy Comparison. Upgrade to Scholar for unlimited access.',
    );
    expect(usageMessage(featureAccess({ subject: free, feature: 'strategy_comparison', used: 3, now }))).toBe(
      "You've used all 3 free uses this month for Strategy Comparison. Upgrade to continue or wait until next month for reset.",
    );
    expect(usageMessage(featureAccess({ subject: free, feature: 'dca_calculator', used: 4, now }))).toBe(
      'You have 1 use remaining this month for the DCA Calculator. Upgrade to Scholar for unlimited access.',
    );
  });

  it('says 1 use, not 1 uses', () => {
    expect(usageMessage(featureAccess({ subject: free, feature: 'dca_calculator', used: 4, now }))).toBe(
      'You have 1 use remaining this month for the DCA Calculator. Upgrade to Scholar for unlimited access.',
    );
  });

  it('says nothing for unlimited access', () => {
    expect(usageMessage(featureAccess({ subject: scholar, feature: 'strategy_comparison', used: 0, now }))).toBeNull();
  });
});

describe('isMeteredFeature', () => {
  it('knows exactly the metered features of the usage contract', () => {
    for (const feature of meteredFeatures) expect(isMeteredFeature(feature), feature).toBe(true);
    for (const other of ['glossary', '', 'toString', '__proto__']) expect(isMeteredFeature(other), other).toBe(false);
  });
});
