import type { PublicUser } from '@shared/schemas/user';
import {
  defaultUserPreferences,
  experienceLevelSchema,
  investmentGoalSchema,
  subscriptionTierSchema,
  currencySchema,
  riskToleranceSchema,
} from '@shared/schemas/user';
import { decimalStringToNumber } from '@shared/domain/money';
import type { UserPreferencesRow, UserRow } from '../db/schema';

// Stored values outside today's lists read as the defaults. Built once: a schema made per call
// costs more than the rest of the mapping (this runs on every authenticated request).
const defaultCurrencyOrDefault = currencySchema.catch(defaultUserPreferences.defaultCurrency);
const riskToleranceOrDefault = riskToleranceSchema.catch(defaultUserPreferences.riskTolerance);
const experienceLevelOrBeginner = experienceLevelSchema.catch('beginner');
const investmentGoalOrNull = investmentGoalSchema.nullable().catch(null);
const subscriptionTierOrFree = subscriptionTierSchema.catch('free');

/** The API view of a user row: never the password hash or Stripe ids. */
export function toPublicUser(user: UserRow, preferences: UserPreferencesRow | null): PublicUser {
  const prefs = preferences
    ? {
        defaultCurrency: defaultCurrencyOrDefault.parse(preferences.defaultCurrency),
        defaultDCAAmount: decimalStringToNumber(preferences.defaultDcaAmount),
        riskTolerance: riskToleranceOrDefault.parse(preferences.riskTolerance),
        emailNotifications: preferences.emailNotifications,
        pushNotifications: preferences.pushNotifications,
        priceAlerts: preferences.priceAlerts,
        weeklyDigest: preferences.weeklyDigest,
      }
    : defaultUserPreferences;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    experienceLevel: experienceLevelOrBeginner.parse(user.experienceLevel),
    investmentGoal: investmentGoalOrNull.parse(user.investmentGoal),
    hasCompletedOnboarding: user.hasCompletedOnboarding,
    subscriptionTier: subscriptionTierOrFree.parse(user.subscriptionTier),
    subscriptionStatus: user.subscriptionStatus,
    subscriptionExpiresAt: user.subscriptionExpiresAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    preferences: prefs,
  };
}
