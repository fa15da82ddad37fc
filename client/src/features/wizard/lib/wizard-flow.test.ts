import { describe, expect, it } from 'vitest';
import type { WizardQuestionId } from '@shared/schemas/wizard';
import {
  canGoNext,
  canGoPrevious,
  currentQuestion,
  initialWizardState,
  isLastQuestion,
  progressPercent,
  startWizard,
  storedWizardSchema,
  wizardDefaults,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from './wizard-flow';

function run(actions: WizardAction[], from: WizardState = initialWizardState): WizardState {
  return actions.reduce(wizardReducer, from);
}

function answer(question: WizardQuestionId, value: string): WizardAction {
  return { type: 'answer', question, value };
}

const answerAndNext = (question: WizardQuestionId, value: string): WizardAction[] => [
  answer(question, value),
  { type: 'next' },
];

describe('wizard flow', () => {
  it('starts on the first question, unanswered: Next and Previous both unavailable, progress 1/5', () => {
    expect(currentQuestion(initialWizardState).id).toBe('experience');
    expect(canGoNext(initialWizardState)).toBe(false);
    expect(canGoPrevious(initialWizardState)).toBe(false);
    expect(progressPercent(initialWizardState)).toBe(20);
  });

  it('does not advance until the current question is answered', () => {
    expect(run([{ type: 'next' }])).toEqual(initialWizardState);
    const answered = run([answer('experience', 'beginner')]);
    expect(canGoNext(answered)).toBe(true);
    expect(run([{ type: 'next' }], answered).index).toBe(1);
  });

  it('keeps only values the question offers', () => {
    expect(run([answer('experience', 'expert')])).toEqual(initialWizardState);
    expect(run([answer('risk', 'beginner')]).answers).toEqual({});
  });

  it('goes back without losing answers, and never before the first question', () => {
    const second = run([...answerAndNext('experience', 'advanced'), answer('risk', 'aggressive')]);
    const back = run([{ type: 'previous' }], second);
    expect(back.index).toBe(0);
    expect(back.answers).toEqual({ experience: 'advanced', risk: 'aggressive' });
    expect(run([{ type: 'previous' }], back)).toBe(back);
  });

  it('progress runs (index + 1) / 5 and the last question turns Next into the results', () => {
    const percents: number[] = [];
    let state = initialWizardState;
    const values = ['beginner', 'conservative', 'minimal', 'small', 'savings'] as const;
    const ids: WizardQuestionId[] = ['experience', 'risk', 'time', 'investment', 'goal'];
    ids.forEach((id, index) => {
      percents.push(progressPercent(state));
      expect(isLastQuestion(state)).toBe(index === 4);
      state = run([answer(id, values[index] as string)], state);
      if (index < 4) state = run([{ type: 'next' }], state);
    });
    expect(percents).toEqual([20, 40, 60, 80, 100]);
    expect(state.results).toBeNull();
    const finished = run([{ type: 'next' }], state);
    expect(finished.results).toEqual({
      experience: 'beginner',
      risk: 'conservative',
      time: 'minimal',
      investment: 'small',
      goal: 'savings',
    });
    expect(run([{ type: 'reset' }], finished)).toEqual(initialWizardState);
  });
});

describe('saved preferences and the visit', () => {
  it.each(['conservative', 'moderate', 'aggressive'] as const)(
    'a saved risk tolerance of %s is the risk answer from the start',
    (riskTolerance) => {
      expect(wizardDefaults({ riskTolerance })).toEqual({ risk: riskTolerance });
      expect(startWizard(wizardDefaults({ riskTolerance }))).toEqual({
        index: 0,
        answers: { risk: riskTolerance },
        results: null,
      });
    },
  );

  it('no preferences, no defaults', () => {
    expect(wizardDefaults(undefined)).toEqual({});
  });

  it('reset goes back to question 1 keeping only the defaults', () => {
    const answered = run([...answerAndNext('experience', 'advanced'), answer('risk', 'aggressive')]);
    expect(wizardReducer(answered, { type: 'reset', defaults: { risk: 'moderate' } })).toEqual({
      index: 0,
      answers: { risk: 'moderate' },
      results: null,
    });
  });

  it('a stored wizard must be a state the quiz can be in', () => {
    expect(storedWizardSchema.safeParse({ index: 4, answers: { goal: 'growth' }, results: null }).success).toBe(true);
    expect(storedWizardSchema.safeParse({ index: 5, answers: {}, results: null }).success).toBe(false);
    expect(storedWizardSchema.safeParse({ index: 0, answers: { extra: 'x' }, results: null }).success).toBe(false);
    expect(storedWizardSchema.safeParse({ index: 0, answers: {} }).success).toBe(false);
  });
});
