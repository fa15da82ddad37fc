import type { PublicUser } from '@shared/schemas/user';
import {
  defaultUserPreferences,
  experienceLevelSchema,
  investmentGoalSchema,
  subscriptionTierSchema,
  currencySchema,
  priceAlertThresholdSchema,
  riskToleranceSchema,
} from '@shared/schemas/user';
import { decimalStringToNumber } from '@shared/domain/money';
import { isLanguage } from '@shared/i18n/languages';
import { userPreferences, users, type UserPreferencesRow, type UserRow } from '../db/schema';

/**
 * The columns the API view of a user is made of, to select just those: every authenticated request
 * reads them, and neither the password hash nor the Stripe ids need to leave the database for it.
 */
export const publicUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  experienceLevel: users.experienceLevel,
  investmentGoal: users.investmentGoal,
  hasCompletedOnboarding: users.hasCompletedOnboarding,
  subscriptionTier: users.subscriptionTier,
  subscriptionStatus: users.subscriptionStatus,
  subscriptionExpiresAt: users.subscriptionExpiresAt,
  createdAt: users.createdAt,
};
export const publicPreferenceColumns = {
  defaultCurrency: userPreferences.defaultCurrency,
  defaultDcaAmount: userPreferences.defaultDcaAmount,
  riskTolerance: userPreferences.riskTolerance,
  emailNotifications: userPreferences.emailNotifications,
  pushNotifications: userPreferences.pushNotifications,
  priceAlerts: userPreferences.priceAlerts,
  weeklyDigest: userPreferences.weeklyDigest,
  priceAlertThreshold: userPreferences.priceAlertThreshold,
  language: userPreferences.language,
};
type PublicUserRow = Pick<UserRow, keyof typeof publicUserColumns>;
type PublicPreferencesRow = Pick<UserPreferencesRow, keyof typeof publicPreferenceColumns>;

// Stored values outside today's lists read as the defaults. Built once: a schema made per call
// costs more than the rest of the mapping (this runs on every authenticated request).
const defaultCurrencyOrDefault = currencySchema.catch(defaultUserPreferences.defaultCurrency);
const riskToleranceOrDefault = riskToleranceSchema.catch(defaultUserPreferences.riskTolerance);
const priceAlertThresholdOrDefault = priceAlertThresholdSchema.catch(defaultUserPreferences.priceAlertThreshold);
const experienceLevelOrBeginner = experienceLevelSchema.catch('beginner');
const investmentGoalOrNull = investmentGoalSchema.nullable().catch(null);
const subscriptionTierOrFree = subscriptionTierSchema.catch('free');

/** The API view of a user row: never the password hash or Stripe ids. */
export function toPublicUser(user: PublicUserRow, preferences: PublicPreferencesRow | null): PublicUser {
  const prefs = preferences
    ? {
        defaultCurrency: defaultCurrencyOrDefault.parse(preferences.defaultCurrency),
        defaultDCAAmount: decimalStringToNumber(preferences.defaultDcaAmount),
        riskTolerance: riskToleranceOrDefault.parse(preferences.riskTolerance),
        emailNotifications: preferences.emailNotifications,
        pushNotifications: preferences.pushNotifications,
        priceAlerts: preferences.priceAlerts,
        weeklyDigest: preferences.weeklyDigest,
        priceAlertThreshold: priceAlertThresholdOrDefault.parse(preferences.priceAlertThreshold),
        language: isLanguage(preferences.language) ? preferences.language : null,
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
