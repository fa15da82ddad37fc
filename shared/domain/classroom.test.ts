import { describe, expect, it } from 'vitest';
import type { CohortLearner } from '../schemas/classroom';
import { cohortCsv, cohortRows, completionFunnel, daysBetween, dueTargets, isInactive } from './classroom';

const learner = (over: Partial<CohortLearner>): CohortLearner => ({
  userId: 1,
  displayName: 'Ada Lovelace',
  email: null,
  joinedAt: '2026-12-01T10:00:00.000Z',
  completedSteps: [],
  completedCount: 0,
  scores: [],
  certificateAt: null,
  lastActiveDay: '2026-12-07',
  inactive: false,
  ...over,
});

const ada = learner({ userId: 1, completedSteps: ['guide'], completedCount: 1 });
const bel = learner({
  userId: 2,
  displayName: 'Bel Shazzar',
  email: 'bel@example.com',
  joinedAt: '2026-11-30T10:00:00.000Z',
  lastActiveDay: '2026-11-20',
  inactive: true,
});
const cyd = learner({
  userId: 3,
  displayName: '=Cyd, "the" saver',
  completedSteps: ['guide', 'glossary'],
  completedCount: 2,
  certificateAt: '2026-12-05T09:00:00.000Z',
  scores: [
    {
      step: 'guide',
      attempts: 2,
      bestScore: 6,
      lastScore: 5,
      total: 6,
      passed: true,
      lastAt: '2026-12-04T09:00:00.000Z',
    },
  ],
});

describe('classroom rules', () => {
  it.each([
    ['2026-12-01', '2026-12-08', 7],
    ['2026-12-08', '2026-12-01', -7],
    ['2026-02-28', '2026-03-01', 1],
  ])('counts %s to %s as %i days', (from, to, days) => expect(daysBetween(from, to)).toBe(days));

  it.each([
    [null, true],
    ['2026-11-30', true], // 7 days before 2026-12-07
    ['2026-12-01', false], // 6 days
  ] as const)('last active %s on 2026-12-07 is inactive: %s', (last, inactive) =>
    expect(isInactive(last, '2026-12-07', 7)).toBe(inactive),
  );

  it('counts the funnel per step and the certificates', () => {
    const funnel = completionFunnel([ada, bel, cyd]);
    expect(funnel.map((stage) => stage.learners)).toEqual([2, 1, 0, 0, 0, 0, 0, 0, 1]);
    expect(funnel.at(-1)).toEqual({ stage: 'certificate', label: 'Certificate', learners: 1 });
  });

  it('filters and sorts the rows', () => {
    const names = (rows: CohortLearner[]) => rows.map((row) => row.userId);
    expect(names(cohortRows([bel, cyd, ada], 'all', 'name'))).toEqual([3, 1, 2]);
    expect(names(cohortRows([ada, bel, cyd], 'inactive', 'name'))).toEqual([2]);
    expect(names(cohortRows([ada, bel, cyd], 'step:guide', 'progress', true))).toEqual([3, 1]);
    expect(names(cohortRows([ada, bel, cyd], 'missing:glossary', 'joined'))).toEqual([2, 1]);
    expect(names(cohortRows([ada, bel, cyd], 'certificate', 'lastActive'))).toEqual([3]);
  });

  it('writes the rows shown as CSV, quoting and defusing what a spreadsheet would read as a formula', () => {
    const lines = cohortCsv([cyd, bel]).split('\r\n');
    expect(lines[0]).toBe(
      'Name,Email,Steps completed,Guide,Glossary,Strategies,Strategy Wizard,Compare,DCA Calculator,Build Your Treasury,Security Assessment,Guide quiz,Glossary quiz,Strategies quiz,Security Assessment quiz,Final exam,Certificate,Last active,Inactive 7+ days,Joined',
    );
    expect(lines[1]).toBe(
      `"'=Cyd, ""the"" saver",,2 of 8,yes,yes,no,no,no,no,no,no,5/6 (best 6) 2026-12-04,,,,,2026-12-05,2026-12-07,no,2026-12-01`,
    );
    expect(lines[2]).toBe('Bel Shazzar,bel@example.com,0 of 8,no,no,no,no,no,no,no,no,,,,,,,2026-11-20,yes,2026-11-30');
    expect(lines).toHaveLength(4);
  });

  it('names the targets due within a week either side, for steps not complete', () => {
    const targets = [
      { step: 'guide', dueDate: '2027-01-12' },
      { step: 'glossary', dueDate: '2027-01-18' },
      { step: 'strategies', dueDate: '2027-01-19' },
      { step: 'wizard', dueDate: '2027-01-04' },
      { step: 'compare', dueDate: '2027-01-03' },
    ] as const;
    expect(dueTargets([...targets], new Set(['guide']), '2027-01-11')).toEqual([
      { step: 'wizard', dueDate: '2027-01-04' },
      { step: 'glossary', dueDate: '2027-01-18' },
    ]);
  });
});
