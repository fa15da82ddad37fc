import { describe, expect, it } from 'vitest';
import { getStrategy } from '../content/strategies';
import type { Strategy, StrategyId } from '../schemas/strategy';
import {
  comparisonAverages,
  comparisonChartData,
  comparisonMessageTexts,
  comparisonSummary,
  INITIAL_COMPARISON_SELECTION,
  TIME_COMMITMENT_SCORE,
  toggleComparisonSelection,
} from './comparison';

function pick(...ids: StrategyId[]): Strategy[] {
  return ids.map((id) => {
    const strategy = getStrategy(id);
    if (strategy === undefined) throw new Error(`Missing strategy ${id}`);
    return strategy;
  });
}

// (risk, complexity) from the strategy table: dca (2,1), value-averaging (3,3), stacking-sats (1,1),
// strategic-dip-buying (4,3), bitcoin-mining (4,4), lightning-earning (3,4), options-strategies (5,5),
// business-treasury (4,4).

describe('comparisonSummary', () => {
  it.each<[string, StrategyId[], string[]]>([
    ['dca alone: risk 2, complexity 1', ['dca'], ['conservative', 'beginner']],
    [
      'stacking-sats + value-averaging: risk (1+3)/2 = 2, complexity (1+3)/2 = 2',
      ['stacking-sats', 'value-averaging'],
      ['conservative', 'beginner'],
    ],
    ['dca + value-averaging: risk 2.5, complexity 2', ['dca', 'value-averaging'], ['balanced', 'beginner']],
    [
      'dca + stacking-sats + value-averaging: risk 2, complexity 5/3',
      ['dca', 'stacking-sats', 'value-averaging'],
      ['conservative', 'beginner'],
    ],
    [
      'dca + stacking-sats + lightning-earning: risk 2, complexity 2',
      ['dca', 'stacking-sats', 'lightning-earning'],
      ['conservative', 'beginner'],
    ],
    [
      'dca + dip buying + stacking-sats: risk 7/3 = 2.33, complexity 5/3',
      ['dca', 'strategic-dip-buying', 'stacking-sats'],
      ['balanced', 'beginner'],
    ],
    ['dca + lightning-earning: risk 2.5, complexity 2.5', ['dca', 'lightning-earning'], ['balanced']],
    ['value-averaging alone: risk 3, complexity 3', ['value-averaging'], ['balanced']],
    [
      'lightning-earning + dip buying: risk (3+4)/2 = 3.5, complexity 3.5',
      ['lightning-earning', 'strategic-dip-buying'],
      ['balanced'],
    ],
    [
      'value-averaging + dip buying + mining: risk 11/3 = 3.67, complexity 10/3',
      ['value-averaging', 'strategic-dip-buying', 'bitcoin-mining'],
      ['higher-risk'],
    ],
    ['dip buying alone: risk 4, complexity 3', ['strategic-dip-buying'], ['higher-risk']],
    ['options + treasury: risk 4.5, complexity 4.5', ['options-strategies', 'business-treasury'], ['higher-risk']],
    ['stacking-sats + options: risk 3, complexity 3', ['stacking-sats', 'options-strategies'], ['balanced']],
    [
      'dca + stacking-sats + options + business-treasury: risk 3, complexity 2.75',
      ['dca', 'stacking-sats', 'options-strategies', 'business-treasury'],
      ['balanced'],
    ],
  ])('%s gives %j', (_name, ids, kinds) => {
    const messages = comparisonSummary(pick(...ids));
    expect(messages.map((message) => message.kind)).toEqual(kinds);
    for (const message of messages) expect(message.text).toBe(comparisonMessageTexts[message.kind]);
  });

  it('gives no messages for an empty selection', () => {
    expect(comparisonSummary([])).toEqual([]);
  });

  it('words each message as education, never as advice or a prediction', () => {
    for (const text of Object.values(comparisonMessageTexts)) {
      expect(text).not.toMatch(/you should buy|guarantee|will rise|will go up/i);
    }
  });
});

describe('comparisonAverages', () => {
  it.each<[string, StrategyId[], { risk: number; complexity: number }]>([
    ['dca alone', ['dca'], { risk: 2, complexity: 1 }],
    ['dca + value-averaging: (2+3)/2, (1+3)/2', ['dca', 'value-averaging'], { risk: 2.5, complexity: 2 }],
    [
      'dca + stacking-sats + options: (2+1+5)/3, (1+1+5)/3',
      ['dca', 'stacking-sats', 'options-strategies'],
      { risk: 8 / 3, complexity: 7 / 3 },
    ],
  ])('%s', (_name, ids, expected) => {
    const averages = comparisonAverages(pick(...ids));
    expect(averages?.risk).toBeCloseTo(expected.risk, 10);
    expect(averages?.complexity).toBeCloseTo(expected.complexity, 10);
  });

  it('is null for an empty selection', () => {
    expect(comparisonAverages([])).toBeNull();
  });
});

describe('comparisonChartData', () => {
  it('maps time commitment to low 1, medium 3, high 5', () => {
    expect(TIME_COMMITMENT_SCORE).toEqual({ low: 1, medium: 3, high: 5 });
  });

  it('gives one row per metric with each selected strategy’s value', () => {
    expect(comparisonChartData(pick('dca', 'value-averaging'))).toEqual([
      { metric: 'Risk', dca: 2, 'value-averaging': 3 },
      { metric: 'Complexity', dca: 1, 'value-averaging': 3 },
      { metric: 'Time Commitment', dca: 1, 'value-averaging': 3 },
      { metric: 'Potential Return', dca: 3, 'value-averaging': 4 },
      { metric: 'Passive Level', dca: 5, 'value-averaging': 3 },
    ]);
  });

  it('uses 5 for a high time commitment', () => {
    expect(comparisonChartData(pick('options-strategies'))).toEqual([
      { metric: 'Risk', 'options-strategies': 5 },
      { metric: 'Complexity', 'options-strategies': 5 },
      { metric: 'Time Commitment', 'options-strategies': 5 },
      { metric: 'Potential Return', 'options-strategies': 5 },
      { metric: 'Passive Level', 'options-strategies': 1 },
    ]);
  });

  it('keeps the metric rows, without values, for an empty selection', () => {
    expect(comparisonChartData([])).toEqual([
      { metric: 'Risk' },
      { metric: 'Complexity' },
      { metric: 'Time Commitment' },
      { metric: 'Potential Return' },
      { metric: 'Passive Level' },
    ]);
  });
});

describe('selection', () => {
  it('starts with dca and value-averaging', () => {
    expect(INITIAL_COMPARISON_SELECTION).toEqual(['dca', 'value-averaging']);
  });

  it.each<[StrategyId[], StrategyId, StrategyId[]]>([
    [['dca', 'value-averaging'], 'stacking-sats', ['dca', 'value-averaging', 'stacking-sats']],
    [['dca', 'value-averaging'], 'dca', ['value-averaging']],
    [['value-averaging'], 'dca', ['dca', 'value-averaging']],
    [['dca'], 'dca', []],
    [[], 'business-treasury', ['business-treasury']],
  ])('toggling %j with %s gives %j in table order', (selected, id, expected) => {
    expect(toggleComparisonSelection(selected, id)).toEqual(expected);
  });
});
