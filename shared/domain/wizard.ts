import type { Strategy } from '../schemas/strategy';
import { wizardAnswersSchema, type WizardAnswers, type WizardQuestionId } from '../schemas/wizard';

/**
 * Strategy Wizard scoring, 21 rules. Each rule gives its points to a strategy
 * when the learner chose the rule's answer and the strategy meets the rule's condition; one
 * answer can have two rules (beginner: 30 if complexity <= 2, plus 20 if foundational), and both
 * can apply to the same strategy.
 */
export type WizardRule = {
  [Q in WizardQuestionId]: {
    question: Q;
    answer: WizardAnswers[Q];
    points: number;
    /** Shown in the results when the rule matched. */
    reason: string;
    applies: (strategy: Strategy) => boolean;
  };
}[WizardQuestionId];

export const WIZARD_RESULT_COUNT = 3;

export const wizardRules: readonly WizardRule[] = [
  // experience
  {
    question: 'experience',
    answer: 'beginner',
    points: 30,
    reason: 'Simple to run, which suits a beginner',
    applies: (strategy) => strategy.complexity <= 2,
  },
  {
    question: 'experience',
    answer: 'beginner',
    points: 20,
    reason: 'A foundational strategy, the natural place to start',
    applies: (strategy) => strategy.category === 'foundational',
  },
  {
    question: 'experience',
    answer: 'intermediate',
    points: 25,
    reason: 'Its complexity fits your intermediate experience',
    applies: (strategy) => strategy.complexity <= 3,
  },
  {
    question: 'experience',
    answer: 'intermediate',
    points: 15,
    reason: 'A foundational or growth strategy that builds on what you know',
    applies: (strategy) => strategy.category === 'foundational' || strategy.category === 'growth',
  },
  {
    question: 'experience',
    answer: 'advanced',
    points: 20,
    reason: 'Complex enough to use your advanced experience',
    applies: (strategy) => strategy.complexity >= 3,
  },
  {
    question: 'experience',
    answer: 'advanced',
    points: 25,
    reason: 'An advanced strategy for experienced learners',
    applies: (strategy) => strategy.category === 'advanced',
  },
  // risk
  {
    question: 'risk',
    answer: 'conservative',
    points: 25,
    reason: 'Among the lower-risk approaches here; bitcoin’s price can still fall sharply',
    applies: (strategy) => strategy.riskLevel <= 2,
  },
  {
    question: 'risk',
    answer: 'moderate',
    points: 20,
    reason: 'Risk within your moderate comfort level',
    applies: (strategy) => strategy.riskLevel <= 3,
  },
  {
    question: 'risk',
    answer: 'aggressive',
    points: 20,
    reason: 'Higher risk, in line with your aggressive comfort level',
    applies: (strategy) => strategy.riskLevel >= 3,
  },
  // time
  {
    question: 'time',
    answer: 'minimal',
    points: 20,
    reason: 'Needs little of your time',
    applies: (strategy) => strategy.timeCommitment === 'low',
  },
  {
    question: 'time',
    answer: 'minimal',
    points: 15,
    reason: 'Runs largely on autopilot once set up',
    applies: (strategy) => strategy.passiveLevel >= 4,
  },
  {
    question: 'time',
    answer: 'moderate',
    points: 15,
    reason: 'Needs a moderate amount of time, which you have',
    applies: (strategy) => strategy.timeCommitment === 'medium',
  },
  {
    question: 'time',
    answer: 'high',
    points: 15,
    reason: 'Rewards the time you can give it',
    applies: (strategy) => strategy.timeCommitment === 'high',
  },
  {
    question: 'time',
    answer: 'high',
    points: 10,
    reason: 'Hands-on, making use of your available time',
    applies: (strategy) => strategy.passiveLevel <= 2,
  },
  // investment
  {
    question: 'investment',
    answer: 'small',
    points: 15,
    reason: 'Can start with $100 or less',
    applies: (strategy) => strategy.minInvestmentUsd <= 100,
  },
  {
    question: 'investment',
    answer: 'medium',
    points: 15,
    reason: 'Can start with $1,000 or less',
    applies: (strategy) => strategy.minInvestmentUsd <= 1000,
  },
  {
    question: 'investment',
    answer: 'large',
    points: 10,
    reason: 'A larger starting amount keeps every strategy open',
    applies: () => true,
  },
  // goal
  {
    question: 'goal',
    answer: 'savings',
    points: 15,
    reason: 'A foundational strategy for steady long-term saving',
    applies: (strategy) => strategy.category === 'foundational',
  },
  {
    question: 'goal',
    answer: 'growth',
    points: 15,
    reason: 'Aims for growth, in line with your goal',
    applies: (strategy) => strategy.category === 'growth' || strategy.potentialReturn >= 4,
  },
  {
    question: 'goal',
    answer: 'income',
    points: 20,
    reason: 'Earns bitcoin, in line with your income goal',
    applies: (strategy) => strategy.id === 'lightning-earning' || strategy.id === 'bitcoin-mining',
  },
  {
    question: 'goal',
    answer: 'learning',
    points: 10,
    reason: 'A foundational strategy that teaches the essentials',
    applies: (strategy) => strategy.category === 'foundational',
  },
];

function chosen(rule: WizardRule, answers: WizardAnswers): boolean {
  return answers[rule.question] === rule.answer;
}

/** The rules that gave the strategy points for these answers, in rule order. */
export function scoreBreakdown(strategy: Strategy, answers: WizardAnswers): WizardRule[] {
  return wizardRules.filter((rule) => chosen(rule, answers) && rule.applies(strategy));
}

/** The strategy's raw score for these answers: the sum of the points of every rule that applies. */
export function scoreStrategy(strategy: Strategy, answers: WizardAnswers): number {
  return scoreBreakdown(strategy, answers).reduce((total, rule) => total + rule.points, 0);
}

/**
 * The most points these answers could give any strategy: every rule of every chosen answer counted
 * (e.g. beginner 50 + conservative 25 + minimal 35 + small 15 + savings 15 = 140).
 */
export function maxPointsFor(answers: WizardAnswers): number {
  return wizardRules.filter((rule) => chosen(rule, answers)).reduce((total, rule) => total + rule.points, 0);
}

export interface WizardRecommendation {
  strategy: Strategy;
  /** The raw score: the sum of the points of every rule that matched. */
  score: number;
  /** round(100 x score / maxPointsFor(answers)): the best possible fit reads 100. */
  matchPercent: number;
  /** Why it scored: the reasons of the rules that matched. */
  reasons: string[];
}

/**
 * The top strategies for a complete set of answers (validated; throws a ZodError otherwise), best
 * first. Equal scores keep the order of `strategies` (the strategy table's order).
 */
export function recommendStrategies(
  strategies: readonly Strategy[],
  answers: WizardAnswers,
  count: number = WIZARD_RESULT_COUNT,
): WizardRecommendation[] {
  const valid = wizardAnswersSchema.parse(answers);
  const maxPoints = maxPointsFor(valid);
  return strategies
    .map((strategy) => {
      const matched = scoreBreakdown(strategy, valid);
      const score = matched.reduce((total, rule) => total + rule.points, 0);
      return {
        strategy,
        score,
        matchPercent: Math.round((100 * score) / maxPoints),
        reasons: matched.map((rule) => rule.reason),
      };
    })
    .sort((a, b) => b.score - a.score) // Array.prototype.sort is stable: ties keep input order.
    .slice(0, count);
}
