import { describe, expect, it } from 'vitest';
import type { WizardQuestionId } from '@shared/schemas/wizard';
import {
  canGoNext,
  canGoPrevious,
  currentQuestion,
  initialWizardState,
  isLastQuestion,
  progressPercent,
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
