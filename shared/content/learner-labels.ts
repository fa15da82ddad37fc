import type { Language } from '../i18n/languages';
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

/** The three sets of names in one language (issue 48); es/learner-labels.ts has the Spanish. */
export interface LearnerLabels {
  language: Language;
  experienceLevels: Record<ExperienceLevel, string>;
  investmentGoals: Record<InvestmentGoal, string>;
  riskTolerances: Record<RiskTolerance, string>;
}

export const learnerLabelsEn: LearnerLabels = {
  language: 'en',
  experienceLevels: experienceLevelLabels,
  investmentGoals: investmentGoalLabels,
  riskTolerances: riskToleranceLabels,
};

/** The names in a language: English at once, Spanish fetched on first use. */
export function loadLearnerLabels(language: Language): Promise<LearnerLabels> {
  if (language === 'en') return Promise.resolve(learnerLabelsEn);
  return import('./es/learner-labels').then((module) => module.learnerLabelsEs);
}
