import type { WizardOption, WizardQuestion, WizardQuestionId } from '../schemas/wizard';

/** The Strategy Wizard's five questions, scored in shared/domain/wizard.ts. Original educational wording. */
export const wizardQuestions: readonly WizardQuestion[] = [
  {
    id: 'experience',
    title: 'How much experience do you have with Bitcoin?',
    options: [
      {
        value: 'beginner',
        label: 'Beginner',
        description: 'I am new to Bitcoin, or have only bought a small amount.',
      },
      {
        value: 'intermediate',
        label: 'Intermediate',
        description: 'I have bought bitcoin and used a wallet, and I understand the basics.',
      },
      {
        value: 'advanced',
        label: 'Advanced',
        description: 'I understand keys, fees and markets, and I am comfortable with technical tools.',
      },
    ],
  },
  {
    id: 'risk',
    title: 'How much risk are you comfortable with?',
    options: [
      {
        value: 'conservative',
        label: 'Conservative',
        description: 'Keeping what I have matters most; I prefer steady, low-risk approaches.',
      },
      {
        value: 'moderate',
        label: 'Moderate',
        description: 'I accept some ups and downs in exchange for long-term growth.',
      },
      {
        value: 'aggressive',
        label: 'Aggressive',
        description: 'I can live with large falls in pursuit of higher potential returns.',
      },
    ],
  },
  {
    id: 'time',
    title: 'How much time can you give your strategy?',
    options: [
      {
        value: 'minimal',
        label: 'Minimal',
        description: 'Set it up once and check in now and then.',
      },
      {
        value: 'moderate',
        label: 'Moderate',
        description: 'A few hours a month to review and adjust.',
      },
      {
        value: 'high',
        label: 'High',
        description: 'Several hours a week to learn, monitor and manage.',
      },
    ],
  },
  {
    id: 'investment',
    title: 'How much do you plan to start with, in US dollars (or the same value in your currency)?',
    options: [
      {
        value: 'small',
        label: '$1-$100',
        description: 'A small amount to start the habit and learn as you go.',
      },
      {
        value: 'medium',
        label: '$100-$1,000',
        description: 'A meaningful amount I can leave untouched for years.',
      },
      {
        value: 'large',
        label: '$1,000+',
        description: 'A larger sum I can afford to commit for the long term.',
      },
    ],
  },
  {
    id: 'goal',
    title: 'What is your main goal?',
    options: [
      {
        value: 'savings',
        label: 'Long-term savings',
        description: 'Build a store of value steadily over many years.',
      },
      {
        value: 'growth',
        label: 'Growth',
        description: 'Aim for higher growth, accepting more risk and effort.',
      },
      {
        value: 'income',
        label: 'Earning bitcoin',
        description: 'Earn bitcoin through mining, services or payments, not only by buying it.',
      },
      {
        value: 'learning',
        label: 'Learning',
        description: 'Understand how Bitcoin works first, with small amounts at stake.',
      },
    ],
  },
];

export const WIZARD_QUESTION_COUNT = wizardQuestions.length;

export function getWizardQuestion(id: WizardQuestionId): WizardQuestion {
  const question = wizardQuestions.find((candidate) => candidate.id === id);
  if (question === undefined) throw new Error(`Unknown wizard question ${id}`);
  return question;
}

/** The option a value names within a question, or undefined. */
export function getWizardOption(id: WizardQuestionId, value: string): WizardOption | undefined {
  return getWizardQuestion(id).options.find((option) => option.value === value);
}
