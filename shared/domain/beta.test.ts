import { describe, expect, it } from 'vitest';
import type { BetaConfig } from '../schemas/beta';
import {
  betaDaysRemaining,
  betaEndsAt,
  DEFAULT_BETA_END_DATE,
  hasBetaAccess,
  daysLeftOfBeta,
  isBetaActive,
  isBetaLearner,
} from './beta';
import { featureAccess, hasPremiumAccess } from './feature-access';

const beta: BetaConfig = {
  isBetaEnabled: true,
  betaEndDate: DEFAULT_BETA_END_DATE,
  betaFeedbackUrl: null,
  premiumTrialDays: 30,
};
const off: BetaConfig = { ...beta, isBetaEnabled: false };
const learner = { subscriptionTier: 'free', subscriptionStatus: 'active' };

describe('the beta end date', () => {
  it('ends when 2025-08-15 ends in UTC, by default', () => {
    expect(DEFAULT_BETA_END_DATE).toBe('2025-08-15');
    expect(betaEndsAt(beta).toISOString()).toBe('2025-08-16T00:00:00.000Z');
  });

  it('refuses a day that does not exist', () => {
    expect(() => betaEndsAt({ betaEndDate: '2025-02-30' })).toThrow(RangeError);
  });

  it.each([
    // now (fixed clock) → active, days remaining (rounded up)
    ['2025-08-01T00:00:00.000Z', true, 15],
    ['2025-08-14T00:00:00.000Z', true, 2],
    ['2025-08-14T00:00:00.001Z', true, 2],
    ['2025-08-15T00:00:00.000Z', true, 1],
    ['2025-08-15T12:00:00.000Z', true, 1],
    ['2025-08-15T23:59:59.999Z', true, 1],
    ['2025-08-16T00:00:00.000Z', false, 0],
    ['2025-08-16T00:00:00.001Z', false, 0],
    ['2026-11-25T09:00:00.000Z', false, 0],
  ])('at %s the beta is active: %s, with %i days left', (at, active, days) => {
    const now = new Date(at);
    expect(isBetaActive(beta, now)).toBe(active);
    expect(betaDaysRemaining(beta, now)).toBe(days);
    expect(isBetaActive(off, now)).toBe(false);
    expect(betaDaysRemaining(off, now)).toBe(0);
  });
});

describe('who has Scholar access through the beta', () => {
  const before = new Date('2025-08-15T23:59:59.999Z');
  const after = new Date('2025-08-16T00:00:00.000Z');

  it('is every signed-in learner while the flag is on', () => {
    expect(isBetaLearner(learner, beta)).toBe(true);
    expect(isBetaLearner(null, beta)).toBe(false);
    expect(isBetaLearner(learner, off)).toBe(false);
    expect(isBetaLearner(learner, null)).toBe(false);
  });

  it('only before the end date, and only with the flag on', () => {
    expect(hasBetaAccess(learner, beta, before)).toBe(true);
    expect(hasBetaAccess(learner, beta, after)).toBe(false);
    expect(hasBetaAccess(learner, off, before)).toBe(false);
    expect(hasBetaAccess(null, beta, before)).toBe(false);
    expect(hasBetaAccess(learner, undefined, before)).toBe(false);
  });

  it('through the same access check as Scholar, on both sides of the end date', () => {
    expect(hasPremiumAccess(learner, { now: before, beta })).toBe(true);
    expect(hasPremiumAccess(learner, { now: after, beta })).toBe(false);
    expect(hasPremiumAccess(learner, { now: before })).toBe(false);

    const inBeta = featureAccess({ subject: learner, feature: 'dca_calculator', used: 5, now: before, beta });
    expect(inBeta).toMatchObject({ access: true, reason: 'scholar', limit: null, remaining: null, used: 0 });
    const afterBeta = featureAccess({ subject: learner, feature: 'dca_calculator', used: 5, now: after, beta });
    expect(afterBeta).toMatchObject({ access: false, reason: 'limit_exceeded', limit: 5, remaining: 0 });
    const flagOff = featureAccess({ subject: learner, feature: 'dca_calculator', used: 2, now: before, beta: off });
    expect(flagOff).toMatchObject({ access: true, reason: 'free_tier', remaining: 3 });
  });

  it('leaves a paying Scholar unlimited after the beta', () => {
    const scholar = { subscriptionTier: 'scholar', subscriptionStatus: 'active' };
    expect(hasPremiumAccess(scholar, { now: after, beta })).toBe(true);
  });
});

describe('daysLeftOfBeta', () => {
  it('counts to the end of the last day, whatever the trial days configured, never below 0', () => {
    // 2025-06-01 → 2025-08-16T00:00 is 76 days: an invitation lasts to the end date, not 30 days.
    expect(daysLeftOfBeta(beta.betaEndDate, new Date('2025-06-01T00:00:00Z'))).toBe(76);
    // 2025-08-10T12:00 → 5.5 days left → 6.
    expect(daysLeftOfBeta(beta.betaEndDate, new Date('2025-08-10T12:00:00Z'))).toBe(6);
    expect(daysLeftOfBeta(beta.betaEndDate, new Date('2025-09-01T00:00:00Z'))).toBe(0);
  });
});
