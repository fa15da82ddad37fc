import { describe, expect, it } from 'vitest';
import { hasPremiumAccess } from './feature-access';

describe('hasPremiumAccess', () => {
  it.each([
    [null, false],
    [{ subscriptionTier: 'free', subscriptionStatus: 'active' }, false],
    [{ subscriptionTier: 'scholar', subscriptionStatus: 'active' }, true],
    [{ subscriptionTier: 'sage', subscriptionStatus: 'active' }, true],
    [{ subscriptionTier: 'scholar', subscriptionStatus: 'past_due' }, false],
    [{ subscriptionTier: 'scholar', subscriptionStatus: 'canceled' }, false],
  ])('%j → %s', (user, expected) => {
    expect(hasPremiumAccess(user)).toBe(expected);
  });
});
