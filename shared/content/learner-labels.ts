import type { ExperienceLevel, InvestmentGoal, RiskTolerance } from '../schemas/user-options';

/**
 * How a learner's stored profile values are named on every screen: registration, onboarding, the
 * welcome banner, the account menu and Settings all read these, so one value never shows two ways.
 */
export const experienceLevelLabels: Record<ExperienceLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export const investmentGoalLabels: Record<InvestmentGoal, string> = {
  long_term: 'Long-term wealth building',
  retirement: 'Retirement savings',
  preservation: 'Wealth preservation',
  education: 'Learning about Bitcoin',
  diversification: 'Portfolio diversification',
};

export const riskToleranceLabels: Record<RiskTolerance, string> = {
  conservative: 'Conservative',
  moderate: 'Moderate',
  aggressive: 'Aggressive',
};
