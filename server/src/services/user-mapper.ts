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

/** The API view of a user row: never the password hash or Stripe ids. */
export function toPublicUser(user: UserRow, preferences: UserPreferencesRow | null): PublicUser {
  const prefs = preferences
    ? {
        defaultCurrency: currencySchema
          .catch(defaultUserPreferences.defaultCurrency)
          .parse(preferences.defaultCurrency),
        defaultDCAAmount: decimalStringToNumber(preferences.defaultDcaAmount),
        riskTolerance: riskToleranceSchema.catch(defaultUserPreferences.riskTolerance).parse(preferences.riskTolerance),
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
    experienceLevel: experienceLevelSchema.catch('beginner').parse(user.experienceLevel),
    investmentGoal: investmentGoalSchema.nullable().catch(null).parse(user.investmentGoal),
    hasCompletedOnboarding: user.hasCompletedOnboarding,
    subscriptionTier: subscriptionTierSchema.catch('free').parse(user.subscriptionTier),
    subscriptionStatus: user.subscriptionStatus,
    subscriptionExpiresAt: user.subscriptionExpiresAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    preferences: prefs,
  };
}
