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

export const currencies = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;
export type Currency = (typeof currencies)[number];

export const riskTolerances = ['conservative', 'moderate', 'aggressive'] as const;
export type RiskTolerance = (typeof riskTolerances)[number];
