import { describe, expect, it } from 'vitest';
import { experienceLevels, investmentGoals, riskTolerances } from '../schemas/user-options';
import { experienceLevelLabels, investmentGoalLabels, riskToleranceLabels } from './learner-labels';

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
