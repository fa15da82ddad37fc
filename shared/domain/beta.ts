import type { BetaConfig } from '../schemas/beta';
import { DAY_MS, dayNumber } from './dates';

/**
 * The beta programme's rules. Who is a beta learner: every signed-in learner of a deployment whose
 * beta flag is on ("beta status is granted whenever the beta flag is on"). A beta learner has
 * Scholar access while the beta is active: the flag is on and the end date's day (UTC) has not
 * ended. The access check (feature-access.ts) asks here; these functions take `now`.
 */

/** The beta's last day when BETA_END_DATE is not set. */
export const DEFAULT_BETA_END_DATE = '2025-08-15';

/** The instant the beta ends: the start of the day after its last day, UTC (exclusive). */
export function betaEndsAt(config: Pick<BetaConfig, 'betaEndDate'>): Date {
  const day = dayNumber(config.betaEndDate);
  if (Number.isNaN(day)) throw new RangeError(`Not a calendar day: ${config.betaEndDate}`);
  return new Date((day + 1) * DAY_MS);
}

/** The flag is on and the last day has not ended yet. */
export function isBetaActive(config: BetaConfig, now: Date): boolean {
  return config.isBetaEnabled && now.getTime() < betaEndsAt(config).getTime();
}

/** Whole days left, rounded up (any part of a day counts as one); 0 once the beta is over or off. */
export function betaDaysRemaining(config: BetaConfig, now: Date): number {
  if (!isBetaActive(config, now)) return 0;
  return daysLeftOfBeta(config.betaEndDate, now);
}

/** Whole days from `now` to the end of the beta's last day (YYYY-MM-DD), rounded up; never below 0. */
export function daysLeftOfBeta(betaEndDate: string, now: Date): number {
  return Math.max(0, Math.ceil((betaEndsAt({ betaEndDate }).getTime() - now.getTime()) / DAY_MS));
}

/** A signed-in learner while the deployment's beta flag is on (whatever the date). */
export function isBetaLearner(user: object | null | undefined, config: BetaConfig | null | undefined): boolean {
  return Boolean(user) && config?.isBetaEnabled === true;
}

/** Scholar access through the beta: a beta learner while the beta is active. */
export function hasBetaAccess(
  user: object | null | undefined,
  config: BetaConfig | null | undefined,
  now: Date,
): boolean {
  return config ? isBetaLearner(user, config) && isBetaActive(config, now) : false;
}
