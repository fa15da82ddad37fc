/**
 * A profile's experience levels and investment goals, as plain lists, without the currencies
 * (./user-options re-exports them): the registration form offers them on the sign-in screen's
 * first load, which then does not carry the currency list (shared/domain/fx-currencies.ts).
 */

export const experienceLevels = ['beginner', 'intermediate', 'advanced'] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];

export const investmentGoals = ['long_term', 'retirement', 'preservation', 'education', 'diversification'] as const;
export type InvestmentGoal = (typeof investmentGoals)[number];
