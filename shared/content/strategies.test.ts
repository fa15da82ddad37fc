import { describe, expect, it } from 'vitest';
import { strategyIconNames, strategyListSchema, strategySchema } from '../schemas/strategy';
import {
  complexityLabel,
  DEFAULT_STRATEGY_TAB,
  getStrategy,
  riskBadgeTone,
  strategies,
  strategiesByTab,
  strategyTabs,
} from './strategies';

/** The strategy table (the product's fixed numbers for each strategy), written out by hand. */
const specTable = [
  // id, category, risk, complexity, time, min, return, passive
  ['dca', 'foundational', 2, 1, 'low', '$10', 3, 5],
  ['value-averaging', 'foundational', 3, 3, 'medium', '$50', 4, 3],
  ['stacking-sats', 'foundational', 1, 1, 'low', '$1', 2, 4],
  ['strategic-dip-buying', 'growth', 4, 3, 'medium', '$500', 5, 2],
  ['bitcoin-mining', 'growth', 4, 4, 'high', '$1,000', 3, 1],
  ['lightning-earning', 'growth', 3, 4, 'medium', '$100', 3, 2],
  ['options-strategies', 'advanced', 5, 5, 'high', '$5,000', 5, 1],
  ['business-treasury', 'advanced', 4, 4, 'medium', '$10,000', 4, 3],
] as const;

const specMinimumUsd: Record<string, number> = {
  dca: 10,
  'value-averaging': 50,
  'stacking-sats': 1,
  'strategic-dip-buying': 500,
  'bitcoin-mining': 1000,
  'lightning-earning': 100,
  'options-strategies': 5000,
  'business-treasury': 10000,
};

describe('strategy content', () => {
  it('is accepted unchanged by strategyListSchema (checked here, not when it is loaded)', () => {
    expect(strategyListSchema.parse(strategies)).toEqual(strategies);
  });

  it('equals the strategy table, row for row and in order', () => {
    expect(
      strategies.map((s) => [
        s.id,
        s.category,
        s.riskLevel,
        s.complexity,
        s.timeCommitment,
        s.minInvestment,
        s.potentialReturn,
        s.passiveLevel,
      ]),
    ).toEqual(specTable);
  });

  it('gives each strategy the numeric minimum its dollar text shows', () => {
    for (const s of strategies) expect(s.minInvestmentUsd, s.id).toBe(specMinimumUsd[s.id]);
  });

  it('describes options as traded with leverage, not as bets (the review’s A9)', () => {
    const options = getStrategy('options-strategies');
    expect(options?.babylonianPrinciple).toContain('options traded with leverage');
    expect(JSON.stringify(strategies)).not.toMatch(/leveraged bets/);
  });

  it('names Dollar-Cost Averaging in full', () => {
    expect(getStrategy('dca')?.name).toBe('Dollar-Cost Averaging');
  });

  it('fills every text field and list for every strategy', () => {
    for (const s of strategies) {
      expect(s.name.trim(), s.id).not.toBe('');
      for (const field of [s.description, s.whyItMatters, s.babylonianPrinciple]) {
        expect(field.length, s.id).toBeGreaterThanOrEqual(60);
      }
      expect(s.pros.length, s.id).toBeGreaterThanOrEqual(3);
      expect(s.cons.length, s.id).toBeGreaterThanOrEqual(3);
      expect(s.bestFor.length, s.id).toBeGreaterThanOrEqual(2);
      expect(s.implementation.length, s.id).toBeGreaterThanOrEqual(4);
    }
  });

  it('has unique names and descriptions', () => {
    expect(new Set(strategies.map((s) => s.name)).size).toBe(8);
    expect(new Set(strategies.map((s) => s.description)).size).toBe(8);
  });

  // That each name is a real lucide-react icon is proved by the client's icon map (`satisfies`).
  it('uses each listed icon name', () => {
    expect(new Set(strategies.map((s) => s.iconName))).toEqual(new Set(strategyIconNames));
  });

  it('states the protocol facts it mentions correctly', () => {
    const text = JSON.stringify(strategies);
    expect(text).toContain('1 sat = 0.00000001 BTC');
    expect(text).toContain('100,000,000 sats make one bitcoin');
    expect(text).toContain('Every 210,000 blocks');
    expect(text).toContain('every 2,016 blocks');
  });

  it('states the cost of mining against buying as a fact, not as a recommendation', () => {
    const mining = getStrategy('bitcoin-mining');
    expect(mining?.cons).toContain('Buying the same amount of bitcoin has often cost less than mining it');
    expect(JSON.stringify(strategies)).not.toContain('the better deal');
  });

  it('reports Clason’s laws in indirect speech, never as a reworded quotation', () => {
    expect(getStrategy('options-strategies')?.babylonianPrinciple).toMatch(/^Clason’s fifth law of gold warns that /);
  });
});

describe('strategy schema', () => {
  const dca = strategies[0];

  it('rejects a numeric minimum that disagrees with the dollar text', () => {
    expect(strategySchema.safeParse({ ...dca, minInvestmentUsd: 100 }).success).toBe(false);
  });

  it.each([
    ['a risk level of 0', { riskLevel: 0 }],
    ['a complexity of 6', { complexity: 6 }],
    ['a fractional passive level', { passiveLevel: 2.5 }],
    ['an unknown category', { category: 'speculative' }],
    ['an unknown time commitment', { timeCommitment: 'none' }],
    ['dollar text without a thousands comma', { minInvestment: '$1000', minInvestmentUsd: 1000 }],
    ['an empty pros list', { pros: [] }],
    ['an icon not in the list', { iconName: 'NotAnIcon' }],
  ])('rejects %s', (_name, override) => {
    expect(strategySchema.safeParse({ ...dca, ...override }).success).toBe(false);
  });

  it('rejects a list with a repeated id', () => {
    expect(strategyListSchema.safeParse([dca, dca]).success).toBe(false);
  });
});

describe('riskBadgeTone', () => {
  it.each([
    [1, 'green'],
    [2, 'green'],
    [3, 'yellow'],
    [4, 'red'],
    [5, 'red'],
  ])('risk %i is %s', (risk, tone) => {
    expect(riskBadgeTone(risk)).toBe(tone);
  });
});

describe('complexityLabel', () => {
  it.each([
    [1, 'Simple'],
    [2, 'Simple'],
    [3, 'Medium'],
    [4, 'Complex'],
    [5, 'Complex'],
  ])('complexity %i is %s', (complexity, label) => {
    expect(complexityLabel(complexity)).toBe(label);
  });
});

describe('strategiesByTab', () => {
  it('lists the tabs Foundational, Growth, Advanced, All Strategies with Foundational the default', () => {
    expect(strategyTabs.map((tab) => tab.label)).toEqual(['Foundational', 'Growth', 'Advanced', 'All Strategies']);
    expect(DEFAULT_STRATEGY_TAB).toBe('foundational');
  });

  it.each([
    ['foundational', ['dca', 'value-averaging', 'stacking-sats']],
    ['growth', ['strategic-dip-buying', 'bitcoin-mining', 'lightning-earning']],
    ['advanced', ['options-strategies', 'business-treasury']],
    [
      'all',
      [
        'dca',
        'value-averaging',
        'stacking-sats',
        'strategic-dip-buying',
        'bitcoin-mining',
        'lightning-earning',
        'options-strategies',
        'business-treasury',
      ],
    ],
  ] as const)('the %s tab shows %j in table order', (tab, ids) => {
    expect(strategiesByTab(tab).map((s) => s.id)).toEqual(ids);
  });
});
