import { describe, expect, it } from 'vitest';
import { recommendStrategies, wizardRules } from '../domain/wizard';
import { wizardAnswersSchema, wizardQuestionListSchema } from '../schemas/wizard';
import { strategies } from './strategies';
import {
  getWizardOption,
  loadWizardText,
  WIZARD_QUESTION_COUNT,
  wizardAmountsNote,
  wizardOptionLabel,
  wizardQuestions,
  wizardQuestionsIn,
  wizardReasonIn,
  wizardTextEn,
} from './wizard-questions';

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

/** Intl writes a no-break space between a currency code and its amount: read as a space here. */
const plain = (text: string | null | undefined) => text?.replace(/\u00a0/g, ' ');

describe('wizard questions in Spanish (issue 48)', () => {
  it('has every question and option of the English, and no other, with a title, label and description', async () => {
    const { wizardQuestionsEs } = await import('./es/wizard-questions');
    expect(Object.keys(wizardQuestionsEs)).toEqual(wizardQuestions.map((q) => q.id));
    for (const question of wizardQuestions) {
      const spanish = wizardQuestionsEs[question.id];
      expect(Object.keys(spanish.options), question.id).toEqual(question.options.map((o) => o.value));
      expect(spanish.title).toMatch(/^¿.+\?$/);
      for (const option of Object.values(spanish.options) as Array<{ label: string; description: string }>) {
        expect(option.label.length).toBeGreaterThan(0);
        expect(option.description.length).toBeGreaterThan(10);
      }
    }
  });

  it('translates every match reason, and no other; a reason naming a dollar amount keeps it as {amount}', async () => {
    const { wizardReasonsEs } = await import('./es/wizard-questions');
    const reasons = [...new Set(wizardRules.map((rule) => rule.reason))];
    expect(Object.keys(wizardReasonsEs).sort()).toEqual(reasons.sort());
    for (const reason of reasons) {
      const spanish = wizardReasonsEs[reason] ?? '';
      expect(spanish.includes('{amount}'), reason).toBe(/\$\d/.test(reason));
      expect(spanish).not.toMatch(/\$/);
    }
  });

  it('loads the Spanish questions, valid for the same schema, with the amounts formatted in es-419', async () => {
    const spanish = await loadWizardText('es');
    expect(await loadWizardText('en')).toBe(wizardTextEn);
    const questions = wizardQuestionsIn('USD', spanish);
    expect(wizardQuestionListSchema.parse(questions)).toEqual(questions);
    expect(questions[0]?.title).toBe('¿Cuánta experiencia tienes con Bitcoin?');
    expect(questions.find((q) => q.id === 'investment')?.options.map((o) => plain(o.label))).toEqual([
      'USD 1 a USD 100',
      'USD 100 a USD 1,000',
      'USD 1,000 o más',
    ]);
    expect(wizardAmountsNote('USD', spanish)).toBeNull();
    expect(plain(wizardReasonIn('Can start with $1,000 or less', 'USD', spanish))).toBe(
      'Se puede empezar con USD 1,000 o menos',
    );
  });

  it('shows converted amounts in Spanish with the currency named in Spanish, and the rate note', async () => {
    const spanish = await loadWizardText('es');
    const investment = wizardQuestionsIn('JPY', spanish).find((q) => q.id === 'investment');
    expect(investment?.title).toBe('¿Con cuánto piensas empezar, en yen japonés (JPY)?');
    expect(investment?.options.map((o) => plain(o.label))).toEqual([
      'JPY 160 a JPY 16,000',
      'JPY 16,000 a JPY 160,000',
      'JPY 160,000 o más',
    ]);
    expect(plain(wizardOptionLabel('investment', 'medium', 'JPY', spanish))).toBe('JPY 16,000 a JPY 160,000');
    expect(plain(wizardAmountsNote('JPY', spanish))).toBe(
      'Convertido de USD 1, USD 100 y USD 1,000 con el tipo de referencia del BCE más reciente incluido en Arkad (13 abr 2026: 1 dólar estadounidense = 159.834 JPY), redondeado a dos cifras significativas.',
    );
    expect(plain(wizardReasonIn('Can start with $100 or less', 'JPY', spanish))).toBe(
      'Se puede empezar con USD 100 (JPY 16,000) o menos',
    );
    expect(wizardReasonIn('Needs little of your time', 'JPY', spanish)).toBe('Requiere poco de tu tiempo');
  });

  it('scores by option ids: the same answers give the same strategies, whatever language they were read in', async () => {
    const spanish = await loadWizardText('es');
    const answers = {
      experience: 'beginner',
      risk: 'conservative',
      time: 'minimal',
      investment: 'small',
      goal: 'savings',
    } as const;
    const chosen = Object.fromEntries(
      wizardQuestionsIn('USD', spanish).map((q) => [q.id, q.options.find((o) => o.value === answers[q.id])?.value]),
    );
    expect(chosen).toEqual(answers);
    expect(recommendStrategies(strategies, wizardAnswersSchema.parse(chosen)).map((r) => r.strategy.id)).toEqual([
      'dca',
      'stacking-sats',
      'value-averaging',
    ]);
  });
});
