import { currencyCodes, type CurrencyCode } from '../domain/fx-currencies';

/**
 * The values a user's profile and preferences take, as plain lists: the forms that offer them
 * render before zod is loaded (it comes with the first validation). ./user builds its schemas on them.
 */

export { experienceLevels, investmentGoals, type ExperienceLevel, type InvestmentGoal } from './profile-options';

export const subscriptionTiers = ['free', 'scholar', 'sage'] as const;
export type SubscriptionTier = (typeof subscriptionTiers)[number];

/**
 * Every currency a preference may hold, and may be chosen: the currencies Arkad has Bitcoin prices
 * in (shared/domain/fx-currencies.ts, decision 059).
 */
export const currencies = currencyCodes;
export type Currency = CurrencyCode;
export const usableCurrencies = currencyCodes;
export const currencyChoiceMessage = 'Choose one of the listed currencies: Arkad has Bitcoin prices only in these';

export const riskTolerances = ['conservative', 'moderate', 'aggressive'] as const;
export type RiskTolerance = (typeof riskTolerances)[number];

/** Price alert thresholds a learner can choose: the move over 24 hours, in percent. */
export const priceAlertThresholds = [5, 10, 20] as const;
export type PriceAlertThreshold = (typeof priceAlertThresholds)[number];
export const priceAlertThresholdMessage = 'Choose 5%, 10% or 20%';
