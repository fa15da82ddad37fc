import { describe, expect, it } from 'vitest';
import type { ProgressFacts } from './learning-progress';
import { completionFunnel, questionPassRates, type KeyedQuestion } from './learning-stats';

const nothing: ProgressFacts = {
  quizzesPassed: new Set(),
  glossaryTermsOpened: 0,
  wizardResultSaved: false,
  comparisonMade: false,
  calculationMade: false,
  treasuryGoalSet: false,
  treasuryEntryMade: false,
  assessmentCompleted: false,
};
const everything: ProgressFacts = {
  quizzesPassed: new Set(['guide', 'glossary', 'strategies', 'security']),
  glossaryTermsOpened: 10,
  wizardResultSaved: true,
  comparisonMade: true,
  calculationMade: true,
  treasuryGoalSet: true,
  treasuryEntryMade: true,
  assessmentCompleted: true,
};

describe('completionFunnel', () => {
  it('sums each group’s learners into the steps its facts complete', () => {
    const funnel = completionFunnel([
      { facts: nothing, learners: 5 },
      { facts: everything, learners: 2 },
      // The glossary quiz passed with 9 terms: not complete; a goal without an entry: not complete.
      {
        facts: {
          ...nothing,
          quizzesPassed: new Set(['glossary', 'guide']),
          glossaryTermsOpened: 9,
          treasuryGoalSet: true,
        },
        learners: 3,
      },
    ]);
    expect(funnel.learners).toBe(10);
    expect(funnel.completedAll).toBe(2);
    expect(Object.fromEntries(funnel.steps.map((s) => [s.step, s.completed]))).toEqual({
      guide: 5,
      glossary: 2,
      strategies: 2,
      wizard: 2,
      compare: 2,
      calculator: 2,
      treasury: 2,
      security: 2,
    });
  });

  it('is all zeros with no learner', () => {
    const funnel = completionFunnel([]);
    expect(funnel).toMatchObject({ learners: 0, completedAll: 0 });
    expect(funnel.steps.every((s) => s.completed === 0)).toBe(true);
  });
});

describe('questionPassRates', () => {
  const bank: KeyedQuestion[] = [
    { id: 'q1', step: 'guide', prompt: 'One?', correctOptionId: 'b' },
    { id: 'q2', step: 'guide', prompt: 'Two?', correctOptionId: 'a' },
    { id: 'q3', step: 'security', prompt: 'Three?', correctOptionId: 'c' },
  ];

  it.each([
    // answers to q1 (right option b), expected pass rate and flag
    { right: 7, wrong: 13, rate: 0.35, flagged: true }, // 20 answers, 35%
    { right: 8, wrong: 12, rate: 0.4, flagged: false }, // exactly 40%
    { right: 3, wrong: 16, rate: 3 / 19, flagged: false }, // 19 answers: too few
    { right: 20, wrong: 5, rate: 0.8, flagged: false },
  ])('$right right of $right + $wrong: rate $rate, flagged $flagged', ({ right, wrong, rate, flagged }) => {
    const [q1] = questionPassRates(bank, [
      { questionId: 'q1', optionId: 'b', answers: right },
      { questionId: 'q1', optionId: 'a', answers: wrong - 1 },
      { questionId: 'q1', optionId: 'c', answers: 1 },
    ]);
    expect(q1).toMatchObject({ answers: right + wrong, correct: right, flagged });
    expect(q1?.passRate).toBeCloseTo(rate, 10);
  });

  it('lists every question of the bank in its order, unanswered ones with no rate, and ignores unknown ids', () => {
    const rates = questionPassRates(bank, [
      { questionId: 'gone', optionId: 'a', answers: 40 },
      { questionId: 'q3', optionId: 'c', answers: 2 },
    ]);
    expect(rates.map((q) => [q.id, q.answers, q.passRate])).toEqual([
      ['q1', 0, null],
      ['q2', 0, null],
      ['q3', 2, 1],
    ]);
  });
});
