import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { experienceLevels, investmentGoals, riskTolerances } from '../schemas/user-options';
import {
  experienceLevelLabels,
  investmentGoalLabels,
  learnerLabelsEn,
  loadLearnerLabels,
  riskToleranceLabels,
} from './learner-labels';

describe('learner labels', () => {
  it.each([
    { name: 'experience levels', values: experienceLevels, labels: experienceLevelLabels },
    { name: 'investment goals', values: investmentGoals, labels: investmentGoalLabels },
    { name: 'risk tolerances', values: riskTolerances, labels: riskToleranceLabels },
  ])('name every one of the $name once, in words, not as the stored value', ({ values, labels }) => {
    const named: Record<string, string> = labels;
    expect(Object.keys(named).sort()).toEqual([...values].sort());
    for (const value of values) {
      expect(named[value]?.trim(), value).toBeTruthy();
      expect(named[value], value).not.toContain('_');
      expect(named[value]?.charAt(0), value).toMatch(/[A-Z]/);
    }
    expect(new Set(Object.values(named)).size).toBe(values.length);
  });
});

describe('learner labels in Spanish (issue 48)', () => {
  it('name the same values, and as the start catalogue names them', async () => {
    const spanish = await loadLearnerLabels('es');
    expect(await loadLearnerLabels('en')).toBe(learnerLabelsEn);
    // The start catalogue, read as a file: shared/ imports nothing from the client.
    const catalogue = JSON.parse(
      readFileSync(new URL('../../client/src/i18n/locales/es.json', import.meta.url), 'utf8'),
    ) as Record<string, string>;
    const sets = [
      ['level', spanish.experienceLevels, experienceLevelLabels],
      ['goal', spanish.investmentGoals, investmentGoalLabels],
      ['risk', spanish.riskTolerances, riskToleranceLabels],
    ] as const;
    for (const [prefix, labels, english] of sets) {
      expect(Object.keys(labels).sort()).toEqual(Object.keys(english).sort());
      for (const [value, label] of Object.entries(labels)) expect(label, value).toBe(catalogue[`${prefix}.${value}`]);
    }
  });
});
