import { describe, expect, it } from 'vitest';
import { strategies } from '../content/strategies';
import type { Strategy } from '../schemas/strategy';
import {
  wizardAnswersSchema,
  WIZARD_ANSWER_REQUIRED_MESSAGE,
  type WizardAnswers,
  type WizardQuestionId,
} from '../schemas/wizard';
import { maxPointsFor, recommendStrategies, scoreBreakdown, scoreStrategy, wizardRules } from './wizard';

const base: WizardAnswers = {
  experience: 'beginner',
  risk: 'conservative',
  time: 'minimal',
  investment: 'small',
  goal: 'savings',
};

/** Points a strategy gets from one question's rules only. */
function pointsFrom(question: WizardQuestionId, strategy: Strategy, answers: WizardAnswers): number {
  return scoreBreakdown(strategy, answers)
    .filter((rule) => rule.question === question)
    .reduce((total, rule) => total + rule.points, 0);
}

function strategy(overrides: Partial<Strategy>): Strategy {
  const dca = strategies[0];
  if (dca === undefined) throw new Error('no strategies');
  return { ...dca, ...overrides };
}

describe('wizard rules, per question and option, against the eight strategies', () => {
  // Expected points in table order, worked out by hand from the rules below and the strategy table
  // (risk, complexity, time, min, return, passive):
  // dca 2,1,low,$10,3,5  value-averaging 3,3,medium,$50,4,3  stacking-sats 1,1,low,$1,2,4
  // strategic-dip-buying 4,3,medium,$500,5,2  bitcoin-mining 4,4,high,$1,000,3,1
  // lightning-earning 3,4,medium,$100,3,2  options-strategies 5,5,high,$5,000,5,1
  // business-treasury 4,4,medium,$10,000,4,3
  const cases: Array<[WizardQuestionId, string, number[], string]> = [
    ['experience', 'beginner', [50, 20, 50, 0, 0, 0, 0, 0], 'complexity <= 2: 30; foundational: 20; both add up'],
    ['experience', 'intermediate', [40, 40, 40, 40, 15, 15, 0, 0], 'complexity <= 3: 25; foundational or growth: 15'],
    ['experience', 'advanced', [0, 20, 0, 20, 20, 20, 45, 45], 'complexity >= 3: 20; advanced: 25'],
    ['risk', 'conservative', [25, 0, 25, 0, 0, 0, 0, 0], 'risk <= 2: 25'],
    ['risk', 'moderate', [20, 20, 20, 0, 0, 20, 0, 0], 'risk <= 3: 20'],
    ['risk', 'aggressive', [0, 20, 0, 20, 20, 20, 20, 20], 'risk >= 3: 20'],
    ['time', 'minimal', [35, 0, 35, 0, 0, 0, 0, 0], 'low: 20; passive >= 4: 15'],
    ['time', 'moderate', [0, 15, 0, 15, 0, 15, 0, 15], 'medium: 15'],
    ['time', 'high', [0, 0, 0, 10, 25, 10, 25, 0], 'high: 15; passive <= 2: 10'],
    ['investment', 'small', [15, 15, 15, 0, 0, 15, 0, 0], 'min <= $100: 15'],
    ['investment', 'medium', [15, 15, 15, 15, 15, 15, 0, 0], 'min <= $1,000: 15'],
    ['investment', 'large', [10, 10, 10, 10, 10, 10, 10, 10], '10 to all'],
    ['goal', 'savings', [15, 15, 15, 0, 0, 0, 0, 0], 'foundational: 15'],
    ['goal', 'growth', [0, 15, 0, 15, 15, 15, 15, 15], 'growth category or return >= 4: 15'],
    ['goal', 'income', [0, 0, 0, 0, 20, 20, 0, 0], 'lightning-earning or bitcoin-mining: 20'],
    ['goal', 'learning', [10, 10, 10, 0, 0, 0, 0, 0], 'foundational: 10'],
  ];

  it.each(cases)('%s = %s gives %j (%s)', (question, answer, expected) => {
    const answers = { ...base, [question]: answer } as WizardAnswers;
    expect(strategies.map((s) => pointsFrom(question, s, answers))).toEqual(expected);
  });
});

describe('wizard rules at their boundaries', () => {
  const cases: Array<[string, WizardQuestionId, string, Partial<Strategy>, number]> = [
    ['beginner, complexity 2, growth', 'experience', 'beginner', { complexity: 2, category: 'growth' }, 30],
    ['beginner, complexity 3, growth', 'experience', 'beginner', { complexity: 3, category: 'growth' }, 0],
    ['beginner, complexity 3, foundational', 'experience', 'beginner', { complexity: 3, category: 'foundational' }, 20],
    ['beginner, complexity 2, foundational', 'experience', 'beginner', { complexity: 2, category: 'foundational' }, 50],
    ['intermediate, complexity 3, growth', 'experience', 'intermediate', { complexity: 3, category: 'growth' }, 40],
    ['intermediate, complexity 4, growth', 'experience', 'intermediate', { complexity: 4, category: 'growth' }, 15],
    ['intermediate, complexity 3, advanced', 'experience', 'intermediate', { complexity: 3, category: 'advanced' }, 25],
    ['intermediate, complexity 4, advanced', 'experience', 'intermediate', { complexity: 4, category: 'advanced' }, 0],
    ['advanced, complexity 3, growth', 'experience', 'advanced', { complexity: 3, category: 'growth' }, 20],
    ['advanced, complexity 2, growth', 'experience', 'advanced', { complexity: 2, category: 'growth' }, 0],
    ['advanced, complexity 2, advanced', 'experience', 'advanced', { complexity: 2, category: 'advanced' }, 25],
    ['advanced, complexity 5, advanced', 'experience', 'advanced', { complexity: 5, category: 'advanced' }, 45],
    ['conservative, risk 2', 'risk', 'conservative', { riskLevel: 2 }, 25],
    ['conservative, risk 3', 'risk', 'conservative', { riskLevel: 3 }, 0],
    ['moderate, risk 3', 'risk', 'moderate', { riskLevel: 3 }, 20],
    ['moderate, risk 4', 'risk', 'moderate', { riskLevel: 4 }, 0],
    ['aggressive, risk 3', 'risk', 'aggressive', { riskLevel: 3 }, 20],
    ['aggressive, risk 2', 'risk', 'aggressive', { riskLevel: 2 }, 0],
    ['minimal, low, passive 4', 'time', 'minimal', { timeCommitment: 'low', passiveLevel: 4 }, 35],
    ['minimal, low, passive 3', 'time', 'minimal', { timeCommitment: 'low', passiveLevel: 3 }, 20],
    ['minimal, medium, passive 4', 'time', 'minimal', { timeCommitment: 'medium', passiveLevel: 4 }, 15],
    ['minimal, medium, passive 3', 'time', 'minimal', { timeCommitment: 'medium', passiveLevel: 3 }, 0],
    ['moderate time, medium', 'time', 'moderate', { timeCommitment: 'medium' }, 15],
    ['moderate time, low', 'time', 'moderate', { timeCommitment: 'low' }, 0],
    ['moderate time, high', 'time', 'moderate', { timeCommitment: 'high' }, 0],
    ['high time, high, passive 2', 'time', 'high', { timeCommitment: 'high', passiveLevel: 2 }, 25],
    ['high time, high, passive 3', 'time', 'high', { timeCommitment: 'high', passiveLevel: 3 }, 15],
    ['high time, medium, passive 2', 'time', 'high', { timeCommitment: 'medium', passiveLevel: 2 }, 10],
    ['high time, low, passive 3', 'time', 'high', { timeCommitment: 'low', passiveLevel: 3 }, 0],
    ['small, min $100', 'investment', 'small', { minInvestment: '$100', minInvestmentUsd: 100 }, 15],
    ['small, min $101', 'investment', 'small', { minInvestment: '$101', minInvestmentUsd: 101 }, 0],
    ['medium, min $1,000', 'investment', 'medium', { minInvestment: '$1,000', minInvestmentUsd: 1000 }, 15],
    ['medium, min $1,001', 'investment', 'medium', { minInvestment: '$1,001', minInvestmentUsd: 1001 }, 0],
    ['large, min $1', 'investment', 'large', { minInvestment: '$1', minInvestmentUsd: 1 }, 10],
    ['large, min $10,000', 'investment', 'large', { minInvestment: '$10,000', minInvestmentUsd: 10000 }, 10],
    ['savings, foundational', 'goal', 'savings', { category: 'foundational' }, 15],
    ['savings, growth', 'goal', 'savings', { category: 'growth' }, 0],
    ['growth goal, growth, return 1', 'goal', 'growth', { category: 'growth', potentialReturn: 1 }, 15],
    ['growth goal, foundational, return 4', 'goal', 'growth', { category: 'foundational', potentialReturn: 4 }, 15],
    ['growth goal, advanced, return 3', 'goal', 'growth', { category: 'advanced', potentialReturn: 3 }, 0],
    [
      'growth goal, growth and return 5 (counted once)',
      'goal',
      'growth',
      { category: 'growth', potentialReturn: 5 },
      15,
    ],
    ['income, lightning-earning', 'goal', 'income', { id: 'lightning-earning' }, 20],
    ['income, bitcoin-mining', 'goal', 'income', { id: 'bitcoin-mining' }, 20],
    ['income, another growth strategy', 'goal', 'income', { id: 'strategic-dip-buying', category: 'growth' }, 0],
    ['learning, foundational', 'goal', 'learning', { category: 'foundational' }, 10],
    ['learning, advanced', 'goal', 'learning', { category: 'advanced' }, 0],
  ];

  it.each(cases)('%s gives %i', (_name, question, answer, overrides, points) => {
    const answers = { ...base, [question]: answer } as WizardAnswers;
    expect(pointsFrom(question, strategy(overrides), answers)).toBe(points);
  });
});

describe('scoreStrategy', () => {
  // Totals are the sums of the per-question tables above.
  it.each<[string, WizardAnswers, number[]]>([
    [
      'beginner, conservative, minimal, small, savings',
      { experience: 'beginner', risk: 'conservative', time: 'minimal', investment: 'small', goal: 'savings' },
      [140, 50, 140, 0, 0, 15, 0, 0],
    ],
    [
      'advanced, aggressive, high, large, growth',
      { experience: 'advanced', risk: 'aggressive', time: 'high', investment: 'large', goal: 'growth' },
      [10, 65, 10, 75, 90, 75, 115, 90],
    ],
    [
      'intermediate, moderate, moderate, medium, income',
      { experience: 'intermediate', risk: 'moderate', time: 'moderate', investment: 'medium', goal: 'income' },
      [75, 90, 75, 70, 50, 85, 0, 15],
    ],
    [
      'beginner, moderate, moderate, small, learning',
      { experience: 'beginner', risk: 'moderate', time: 'moderate', investment: 'small', goal: 'learning' },
      [95, 80, 95, 15, 0, 50, 0, 15],
    ],
  ])('%s scores %j', (_name, answers, expected) => {
    expect(strategies.map((s) => scoreStrategy(s, answers))).toEqual(expected);
  });
});

describe('maxPointsFor', () => {
  it.each<[WizardAnswers, number, string]>([
    [
      { experience: 'beginner', risk: 'conservative', time: 'minimal', investment: 'small', goal: 'savings' },
      140,
      '50 + 25 + 35 + 15 + 15',
    ],
    [
      { experience: 'advanced', risk: 'aggressive', time: 'high', investment: 'large', goal: 'growth' },
      115,
      '45 + 20 + 25 + 10 + 15',
    ],
    [
      { experience: 'intermediate', risk: 'moderate', time: 'moderate', investment: 'medium', goal: 'income' },
      110,
      '40 + 20 + 15 + 15 + 20',
    ],
    [
      { experience: 'beginner', risk: 'moderate', time: 'moderate', investment: 'small', goal: 'learning' },
      110,
      '50 + 20 + 15 + 15 + 10',
    ],
    [
      { experience: 'intermediate', risk: 'aggressive', time: 'high', investment: 'large', goal: 'income' },
      115,
      '40 + 20 + 25 + 10 + 20',
    ],
    [
      { experience: 'advanced', risk: 'moderate', time: 'moderate', investment: 'medium', goal: 'learning' },
      105,
      '45 + 20 + 15 + 15 + 10',
    ],
  ])('%j allows %i (%s)', (answers, expected) => {
    expect(maxPointsFor(answers)).toBe(expected);
  });

  it('is never exceeded by any strategy, for every one of the 3 x 3 x 3 x 3 x 4 answer sets', () => {
    let sets = 0;
    for (const experience of ['beginner', 'intermediate', 'advanced'] as const)
      for (const risk of ['conservative', 'moderate', 'aggressive'] as const)
        for (const time of ['minimal', 'moderate', 'high'] as const)
          for (const investment of ['small', 'medium', 'large'] as const)
            for (const goal of ['savings', 'growth', 'income', 'learning'] as const) {
              const answers = { experience, risk, time, investment, goal };
              sets += 1;
              for (const s of strategies) expect(scoreStrategy(s, answers)).toBeLessThanOrEqual(maxPointsFor(answers));
            }
    expect(sets).toBe(324);
  });
});

describe('recommendStrategies', () => {
  const summary = (answers: WizardAnswers, list = strategies) =>
    recommendStrategies(list, answers).map((r) => [r.strategy.id, r.score, r.matchPercent]);

  it('beginner, conservative, minimal, small, savings: dca and stacking-sats tie at 140 in table order, then value-averaging', () => {
    // 140/140 = 100%; 50/140 = 35.7% -> 36.
    expect(summary(base)).toEqual([
      ['dca', 140, 100],
      ['stacking-sats', 140, 100],
      ['value-averaging', 50, 36],
    ]);
  });

  it('advanced, aggressive, high, large, growth: options first, then mining and treasury tied at 90 in table order', () => {
    // 115/115 = 100%; 90/115 = 78.3% -> 78. strategic-dip-buying and lightning-earning (75) miss out.
    expect(
      summary({ experience: 'advanced', risk: 'aggressive', time: 'high', investment: 'large', goal: 'growth' }),
    ).toEqual([
      ['options-strategies', 115, 100],
      ['bitcoin-mining', 90, 78],
      ['business-treasury', 90, 78],
    ]);
  });

  it('intermediate, moderate, moderate, medium, income: a tie at third place goes to the earlier strategy', () => {
    // 90/110 = 81.8% -> 82; 85/110 = 77.3% -> 77; dca and stacking-sats both 75 (68.2% -> 68): dca comes first in the table.
    expect(
      summary({ experience: 'intermediate', risk: 'moderate', time: 'moderate', investment: 'medium', goal: 'income' }),
    ).toEqual([
      ['value-averaging', 90, 82],
      ['lightning-earning', 85, 77],
      ['dca', 75, 68],
    ]);
  });

  it('beginner, moderate, moderate, small, learning', () => {
    // 95/110 = 86.4% -> 86; 80/110 = 72.7% -> 73.
    expect(
      summary({ experience: 'beginner', risk: 'moderate', time: 'moderate', investment: 'small', goal: 'learning' }),
    ).toEqual([
      ['dca', 95, 86],
      ['stacking-sats', 95, 86],
      ['value-averaging', 80, 73],
    ]);
  });

  it('keeps the order of the list it is given for ties', () => {
    const reversed = [...strategies].reverse();
    expect(summary(base, reversed).map(([id]) => id)).toEqual(['stacking-sats', 'dca', 'value-averaging']);
  });

  it('returns exactly three results', () => {
    expect(recommendStrategies(strategies, base)).toHaveLength(3);
  });

  it('explains each result with the reasons of the rules that matched, in rule order', () => {
    const [first, , third] = recommendStrategies(strategies, base);
    expect(first?.reasons).toEqual([
      'Simple to run, which suits a beginner',
      'A foundational strategy, the natural place to start',
      'Among the lower-risk approaches here; bitcoin’s price can still fall sharply',
      'Needs little of your time',
      'Runs largely on autopilot once set up',
      'Can start with $100 or less',
      'A foundational strategy for steady long-term saving',
    ]);
    // value-averaging: foundational (20) + small (15) + savings (15) = 50.
    expect(third?.reasons).toEqual([
      'A foundational strategy, the natural place to start',
      'Can start with $100 or less',
      'A foundational strategy for steady long-term saving',
    ]);
  });

  it.each([
    ['a missing answer', { experience: 'beginner', risk: 'conservative', time: 'minimal', investment: 'small' }],
    ['a value from another question', { ...base, time: 'aggressive' }],
    ['an unknown value', { ...base, goal: 'retirement' }],
    ['an extra key', { ...base, mood: 'happy' }],
  ])('rejects answers with %s', (_name, answers) => {
    expect(() => recommendStrategies(strategies, answers as WizardAnswers)).toThrow();
  });

  it('reports an unanswered question with the wizard’s message', () => {
    const result = wizardAnswersSchema.safeParse({ ...base, goal: undefined });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['goal'], WIZARD_ANSWER_REQUIRED_MESSAGE],
    ]);
  });
});

describe('wizardRules', () => {
  it('has 21 scoring rules', () => {
    // experience 6, risk 3, time 5, investment 3, goal 4.
    expect(wizardRules).toHaveLength(21);
  });
});
