import { describe, expect, it } from 'vitest';
import { canStartCheckout, subscriptionState, subscriptionStateTone } from './subscription';

const now = new Date('2026-11-22T13:00:00Z');
const scholar = {
  subscriptionTier: 'scholar',
  subscriptionStatus: 'active',
  subscriptionExpiresAt: '2026-12-22T13:00:00Z',
};

describe('subscriptionState', () => {
  it.each([
    ['a free learner', { subscriptionTier: 'free', subscriptionStatus: 'active' }, false, 'active'],
    ['an active Scholar', scholar, false, 'active'],
    ['a Scholar who cancelled at period end', scholar, true, 'cancelling'],
    ['a Scholar past the paid period', { ...scholar, subscriptionExpiresAt: '2026-11-01T00:00:00Z' }, false, 'expired'],
    ['a Scholar whose payment failed', { ...scholar, subscriptionStatus: 'past_due' }, false, 'past_due'],
    ['an unpaid Scholar who had cancelled', { ...scholar, subscriptionStatus: 'unpaid' }, true, 'unpaid'],
  ])('%s is %s', (_name, subject, cancelAtPeriodEnd, state) => {
    expect(subscriptionState({ subject, cancelAtPeriodEnd, now })).toBe(state);
  });
});

describe('subscriptionStateTone', () => {
  it.each([
    ['active', 'success'],
    ['cancelling', 'warning'],
    ['past_due', 'destructive'],
    ['expired', 'destructive'],
    ['unpaid', 'destructive'],
  ])('%s → %s', (state, tone) => {
    expect(subscriptionStateTone(state)).toBe(tone);
  });
});

describe('canStartCheckout', () => {
  it.each([
    ['a free learner', { subscriptionTier: 'free', subscriptionStatus: 'active' }, true],
    ['an active Scholar', scholar, false],
    ['an active Scholar without an expiry', { ...scholar, subscriptionExpiresAt: null }, false],
    ['a Scholar past the paid period', { ...scholar, subscriptionExpiresAt: '2026-11-22T12:59:59Z' }, true],
    ['a Scholar whose period ends this instant', { ...scholar, subscriptionExpiresAt: '2026-11-22T13:00:00Z' }, true],
    ['a Scholar whose subscription was cancelled', { ...scholar, subscriptionStatus: 'canceled' }, true],
    ['a Scholar whose first payment never came', { ...scholar, subscriptionStatus: 'incomplete_expired' }, true],
    ['a Scholar whose payment failed', { ...scholar, subscriptionStatus: 'past_due' }, false],
    [
      'a Scholar whose payment failed after the period',
      { ...scholar, subscriptionStatus: 'past_due', subscriptionExpiresAt: '2026-11-01T00:00:00Z' },
      false,
    ],
    ['an unpaid Scholar', { ...scholar, subscriptionStatus: 'unpaid' }, false],
    ['a Scholar in a trial', { ...scholar, subscriptionStatus: 'trialing' }, false],
  ])('%s: %s', (_name, subject, allowed) => {
    expect(canStartCheckout(subject, now)).toBe(allowed);
  });
});
