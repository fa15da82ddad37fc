import { describe, expect, it } from 'vitest';
import { questionsInLanguage, type OptionQuestion, type QuestionsText } from './questions-in-language';
import { loadSecurityText, securityQuestions, securityQuestionsIn } from './security-assessment';
import { loadWizardText, wizardQuestions, wizardQuestionsIn } from './wizard-questions';

type Id = 'horizon' | 'custody';
const questions: readonly OptionQuestion<Id>[] = [
  {
    id: 'horizon',
    title: 'How long will you hold?',
    options: [
      { value: 'short', label: 'Under a year', description: 'Money you may need soon.' },
      { value: 'long', label: 'Five years or more', description: 'Money you will not need for years.' },
    ],
  },
  {
    id: 'custody',
    title: 'Who holds the keys?',
    options: [
      { value: 'exchange', label: 'An exchange', description: 'A company holds them for you.' },
      { value: 'self', label: 'You do', description: 'On a device of your own.' },
    ],
  },
];

const spanish: QuestionsText<Id> = {
  language: 'es',
  questions: {
    horizon: {
      title: '¿Cuánto tiempo lo vas a conservar?',
      options: {
        short: { label: 'Menos de un año', description: 'Dinero que quizá necesites pronto.' },
        long: { label: 'Cinco años o más', description: 'Dinero que no necesitarás en años.' },
      },
    },
    custody: {
      title: '¿Quién guarda las claves?',
      options: { self: { label: 'Tú', description: 'En un dispositivo tuyo.' } },
    },
  },
};

describe('questionsInLanguage', () => {
  it('gives the English questions back as they are', () => {
    expect(questionsInLanguage(questions, { ...spanish, language: 'en' })).toBe(questions);
  });

  it('takes titles and option words from the text, keeping ids, values and order', () => {
    const translated = questionsInLanguage(questions, spanish);
    expect(translated.map((question) => question.id)).toEqual(['horizon', 'custody']);
    expect(translated[0]).toEqual({
      id: 'horizon',
      title: '¿Cuánto tiempo lo vas a conservar?',
      options: [
        { value: 'short', label: 'Menos de un año', description: 'Dinero que quizá necesites pronto.' },
        { value: 'long', label: 'Cinco años o más', description: 'Dinero que no necesitarás en años.' },
      ],
    });
    // An option the text lacks keeps its English words.
    expect(translated[1]?.options).toEqual([
      { value: 'exchange', label: 'An exchange', description: 'A company holds them for you.' },
      { value: 'self', label: 'Tú', description: 'En un dispositivo tuyo.' },
    ]);
  });

  it('is what the Security Assessment and the Strategy Wizard show in Spanish', async () => {
    const security = await loadSecurityText('es');
    expect(securityQuestionsIn(security)).toEqual(questionsInLanguage(securityQuestions, security));
    expect(securityQuestionsIn(security)[0]?.title).not.toBe(securityQuestions[0]?.title);
    const wizard = await loadWizardText('es');
    expect(wizardQuestionsIn('USD', wizard).map((question) => question.title)).toEqual(
      questionsInLanguage(wizardQuestions, wizard).map((question) => question.title),
    );
    expect(wizardQuestionsIn('USD', wizard)[0]?.title).not.toBe(wizardQuestions[0]?.title);
  });
});
