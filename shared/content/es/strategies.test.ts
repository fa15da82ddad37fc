import { describe, expect, it } from 'vitest';
import { loadStrategies, strategies, strategiesContent, strategyLabels } from '../strategies';
import { expectSpanishParity } from './expect-parity';
import { strategyLabelsEs, strategyTextsEs } from './strategies';

const englishTexts = Object.fromEntries(
  strategies.map(
    ({ id, name, babylonianPrinciple, description, whyItMatters, pros, cons, bestFor, implementation }) => [
      id,
      { name, babylonianPrinciple, description, whyItMatters, pros, cons, bestFor, implementation },
    ],
  ),
);

describe('the strategies in Spanish', () => {
  it('have every strategy, with as many pros, cons, audiences and steps as in English', () => {
    expectSpanishParity(englishTexts, strategyTextsEs);
  });

  it('have every label, with the same placeholders', () => {
    expectSpanishParity(strategyLabels, strategyLabelsEs);
  });

  it('keep the form of a Babylonian principle, a name then how it applies', () => {
    for (const strategy of strategies)
      expect(strategyTextsEs[strategy.id].babylonianPrinciple.includes(': ')).toBe(
        strategy.babylonianPrinciple.includes(': '),
      );
  });

  it('are given by language, with the English ids and ratings', async () => {
    expect(await loadStrategies('en')).toBe(strategiesContent);
    const spanish = await loadStrategies('es');
    expect(spanish.strategies.map((s) => [s.id, s.riskLevel, s.minInvestmentUsd])).toEqual(
      strategies.map((s) => [s.id, s.riskLevel, s.minInvestmentUsd]),
    );
    expect(spanish.strategies[0]?.name).toBe(strategyTextsEs.dca.name);
    expect(spanish.labels).toBe(strategyLabelsEs);
  });
});
