/**
 * The values a user's profile and preferences take, as plain lists: the forms that offer them
 * render before zod is loaded (it comes with the first validation). ./user builds its schemas on them.
 */

export const experienceLevels = ['beginner', 'intermediate', 'advanced'] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];

export const investmentGoals = ['long_term', 'retirement', 'preservation', 'education', 'diversification'] as const;
export type InvestmentGoal = (typeof investmentGoals)[number];

export const subscriptionTiers = ['free', 'scholar', 'sage'] as const;
export type SubscriptionTier = (typeof subscriptionTiers)[number];

/** Every currency a stored preference may hold (older accounts may hold GBP, CAD or AUD). */
export const currencies = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;
export type Currency = (typeof currencies)[number];
/** What can be chosen: the currencies Arkad has Bitcoin prices in, so the app can show them. */
export const usableCurrencies = ['USD', 'EUR'] as const;
export const currencyChoiceMessage = 'Choose US Dollar or Euro: Arkad has Bitcoin prices only in these';

export const riskTolerances = ['conservative', 'moderate', 'aggressive'] as const;
export type RiskTolerance = (typeof riskTolerances)[number];

/** Price alert thresholds a learner can choose: the move over 24 hours, in percent. */
export const priceAlertThresholds = [5, 10, 20] as const;
export type PriceAlertThreshold = (typeof priceAlertThresholds)[number];
export const priceAlertThresholdMessage = 'Choose 5%, 10% or 20%';
