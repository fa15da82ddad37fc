import { describe, expect, it } from 'vitest';
import {
  stepChecklist,
  GLOSSARY_TERMS_TO_OPEN,
  learningProgress,
  progressSteps,
  progressSummary,
  stepMinutes,
  stepRules,
  type ProgressFacts,
} from './learning-progress';

const none: ProgressFacts = {
  quizzesPassed: new Set(),
  glossaryTermsOpened: 0,
  wizardResultSaved: false,
  comparisonMade: false,
  calculationMade: false,
  treasuryGoalSet: false,
  treasuryEntryMade: false,
  assessmentCompleted: false,
};

const completed = (facts: Partial<ProgressFacts>) =>
  learningProgress({ ...none, ...facts })
    .steps.filter((s) => s.completed)
    .map((s) => s.step);

describe('learning progress', () => {
  it('has one rule per step, in path order, each with minutes', () => {
    expect(stepRules.map((r) => r.step)).toEqual([...progressSteps]);
    for (const rule of stepRules) expect(rule.minutes).toBeGreaterThan(0);
    // The Guide with its ten Stories from Babylon (issue 44, point 3).
    expect(stepMinutes('guide')).toBe(55);
    expect(stepRules.reduce((sum, rule) => sum + rule.minutes, 0)).toBe(115);
  });

  it('nothing done: 0 of 8, next is the guide', () => {
    const progress = learningProgress(none);
    expect(progress.completedCount).toBe(0);
    expect(progress.total).toBe(8);
    expect(progress.nextStep).toBe('guide');
    expect(progressSummary(progress.completedCount, progress.total)).toBe('0 of 8 complete');
  });

  it('guide and strategies: their quiz passed', () => {
    expect(completed({ quizzesPassed: new Set(['guide', 'strategies']) })).toEqual(['guide', 'strategies']);
  });

  it('glossary needs 10 terms opened and its quiz passed', () => {
    expect(completed({ quizzesPassed: new Set(['glossary']), glossaryTermsOpened: 9 })).toEqual([]);
    expect(completed({ glossaryTermsOpened: 50 })).toEqual([]);
    expect(completed({ quizzesPassed: new Set(['glossary']), glossaryTermsOpened: GLOSSARY_TERMS_TO_OPEN })).toEqual([
      'glossary',
    ]);
  });

  it('treasury needs a goal and an entry; security the assessment and its quiz', () => {
    expect(completed({ treasuryGoalSet: true })).toEqual([]);
    expect(completed({ treasuryGoalSet: true, treasuryEntryMade: true })).toEqual(['treasury']);
    expect(completed({ assessmentCompleted: true })).toEqual([]);
    expect(completed({ quizzesPassed: new Set(['security']) })).toEqual([]);
    expect(completed({ assessmentCompleted: true, quizzesPassed: new Set(['security']) })).toEqual(['security']);
  });

  it('wizard, compare, calculator: one result, comparison, calculation', () => {
    expect(completed({ wizardResultSaved: true, comparisonMade: true, calculationMade: true })).toEqual([
      'wizard',
      'compare',
      'calculator',
    ]);
  });

  it('the next step is the first incomplete one; null when all are complete', () => {
    expect(learningProgress({ ...none, quizzesPassed: new Set(['guide']), calculationMade: true }).nextStep).toBe(
      'glossary',
    );
    const all = learningProgress({
      quizzesPassed: new Set(['guide', 'glossary', 'strategies', 'security']),
      glossaryTermsOpened: 10,
      wizardResultSaved: true,
      comparisonMade: true,
      calculationMade: true,
      treasuryGoalSet: true,
      treasuryEntryMade: true,
      assessmentCompleted: true,
    });
    expect(all.completedCount).toBe(8);
    expect(all.nextStep).toBeNull();
  });
});

describe('stepChecklist', () => {
  const standing = {
    completed: false,
    glossaryTermsOpened: 3,
    quizzesPassed: ['glossary'],
    assessmentCompleted: false,
  };

  it('says each part of a step and how far the learner is', () => {
    expect(stepChecklist('glossary', standing)).toEqual([
      { label: 'Open 10 terms: 3 of 10 opened', done: false },
      { label: 'Pass the Glossary quiz', done: true },
    ]);
    expect(stepChecklist('glossary', { ...standing, glossaryTermsOpened: 14 })[0]).toEqual({
      label: 'Open 10 terms: 10 of 10 opened',
      done: true,
    });
    expect(stepChecklist('security', { ...standing, assessmentCompleted: true })).toEqual([
      { label: 'Complete the assessment', done: true },
      { label: 'Pass the Security quiz', done: false },
    ]);
    expect(stepChecklist('guide', standing)).toEqual([{ label: 'Pass the Guide quiz', done: false }]);
    expect(stepChecklist('treasury', { ...standing, completed: true })).toEqual([
      { label: 'Choose a goal and log a first entry', done: true },
    ]);
  });
});
