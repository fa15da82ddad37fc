import { z } from 'zod';
import { languages } from '../i18n/languages';
import {
  currencies,
  currencyChoiceMessage,
  experienceLevels,
  investmentGoals,
  priceAlertThresholdMessage,
  priceAlertThresholds,
  riskTolerances,
  subscriptionTiers,
  usableCurrencies,
} from './user-options';

export const experienceLevelSchema = z.enum(experienceLevels);
export const investmentGoalSchema = z.enum(investmentGoals);
export const subscriptionTierSchema = z.enum(subscriptionTiers);
export const currencySchema = z.enum(currencies);
/** A currency a learner may choose now (Settings › Preferences). */
export const usableCurrencySchema = z.enum(usableCurrencies, { error: currencyChoiceMessage });
export const riskToleranceSchema = z.enum(riskTolerances);
export const priceAlertThresholdSchema = z.union(
  priceAlertThresholds.map((value) => z.literal(value)) as [z.ZodLiteral<5>, z.ZodLiteral<10>, z.ZodLiteral<20>],
  { error: priceAlertThresholdMessage },
);

/** A language Arkad speaks (shared/i18n/languages.ts). */
export const languageSchema = z.enum(languages, { error: 'Choose English or Spanish' });

export const userPreferencesSchema = z.object({
  defaultCurrency: currencySchema,
  defaultDCAAmount: z.number(),
  riskTolerance: riskToleranceSchema,
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  priceAlerts: z.boolean(),
  weeklyDigest: z.boolean(),
  /** The move over 24 hours, in percent, that sends a price alert. */
  priceAlertThreshold: priceAlertThresholdSchema,
  /** The language the learner chose; null until one is chosen (the browser's then applies). */
  language: languageSchema.nullable(),
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

export const defaultUserPreferences: UserPreferences = {
  defaultCurrency: 'USD',
  defaultDCAAmount: 100,
  riskTolerance: 'moderate',
  emailNotifications: true,
  pushNotifications: false,
  priceAlerts: false,
  weeklyDigest: true,
  priceAlertThreshold: 10,
  language: null,
};

/** The user as the API returns it: never the password hash. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  experienceLevel: experienceLevelSchema,
  investmentGoal: investmentGoalSchema.nullable(),
  hasCompletedOnboarding: z.boolean(),
  subscriptionTier: subscriptionTierSchema,
  subscriptionStatus: z.string(),
  subscriptionExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  preferences: userPreferencesSchema,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const userResponseSchema = z.object({ user: publicUserSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

export const authResponseSchema = z.object({ user: publicUserSchema, token: z.string() });
export type AuthResponse = z.infer<typeof authResponseSchema>;
