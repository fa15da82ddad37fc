import { describe, expect, it } from 'vitest';
import { wizardQuestionListSchema } from '../schemas/wizard';
import { getWizardOption, WIZARD_QUESTION_COUNT, wizardQuestions } from './wizard-questions';

describe('wizard questions', () => {
  it('are accepted unchanged by wizardQuestionListSchema (checked here, not when they are loaded)', () => {
    expect(wizardQuestionListSchema.parse(wizardQuestions)).toEqual(wizardQuestions);
  });

  it('asks experience, risk, time, investment and goal, in that order', () => {
    expect(WIZARD_QUESTION_COUNT).toBe(5);
    expect(wizardQuestions.map((q) => q.id)).toEqual(['experience', 'risk', 'time', 'investment', 'goal']);
  });

  it.each([
    ['experience', ['beginner', 'intermediate', 'advanced']],
    ['risk', ['conservative', 'moderate', 'aggressive']],
    ['time', ['minimal', 'moderate', 'high']],
    ['investment', ['small', 'medium', 'large']],
    ['goal', ['savings', 'growth', 'income', 'learning']],
  ])('offers %s options %j', (id, values) => {
    expect(wizardQuestions.find((q) => q.id === id)?.options.map((o) => o.value)).toEqual(values);
  });

  it('labels the investment options with their dollar ranges', () => {
    expect(getWizardOption('investment', 'small')?.label).toBe('$1-$100');
    expect(getWizardOption('investment', 'medium')?.label).toBe('$100-$1,000');
    expect(getWizardOption('investment', 'large')?.label).toBe('$1,000+');
  });

  it('gives every option a label and a description', () => {
    for (const question of wizardQuestions) {
      expect(question.title).toMatch(/\?$/);
      for (const option of question.options) {
        expect(option.label.length, option.value).toBeGreaterThan(0);
        expect(option.description.length, option.value).toBeGreaterThan(10);
      }
    }
  });

  it('rejects a questionnaire whose options differ from the answer values', () => {
    const broken = wizardQuestions.map((q) =>
      q.id === 'goal' ? { ...q, options: q.options.filter((o) => o.value !== 'income') } : q,
    );
    expect(wizardQuestionListSchema.safeParse(broken).success).toBe(false);
    expect(wizardQuestionListSchema.safeParse([...wizardQuestions].reverse()).success).toBe(false);
  });
});
