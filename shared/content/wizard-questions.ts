import { currencyDigits, formatMoney } from '../domain/format';
import { BASE_CURRENCY, currencyLabel, type CurrencyCode } from '../domain/fx-currencies';
import { convertedFromUsd, LATEST_USD_RATES, latestUsdRate } from '../domain/fx-latest';
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
    title: 'How much do you plan to start with, in US dollars?',
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

/**
 * The starting amounts' bounds in US dollars, as the options' labels write them ('$1-$100'). The
 * answer is scored by its option id alone (shared/domain/wizard.ts), whatever currency it is shown in.
 */
const STARTING_AMOUNTS_USD = { small: [1, 100], medium: [100, 1000], large: [1000, null] } as const;

/** An amount as a label writes it: no decimals when it has none ('€860', '€0.86', '¥160,000'). */
function labelAmount(value: number, currency: CurrencyCode): string {
  const text = formatMoney(value, currency);
  return Number.isInteger(value) ? text.replace(/\.0+$/, '') : text;
}

/**
 * The wizard's questions for a learner counting in `currency` (issue 46): the starting amounts are
 * US-dollar bands, shown in another currency at the latest bundled rate (USD x rate, two
 * significant figures) and said to be converted (`wizardAmountsNote`). Ids and values are unchanged.
 */
export function wizardQuestionsIn(currency: CurrencyCode): readonly WizardQuestion[] {
  if (currency === BASE_CURRENCY) return wizardQuestions;
  const digits = currencyDigits(currency);
  const amount = (usd: number) => labelAmount(convertedFromUsd(usd, currency, digits), currency);
  return wizardQuestions.map((question) =>
    question.id !== 'investment'
      ? question
      : {
          ...question,
          title: `How much do you plan to start with, in ${currencyLabel(currency)}?`,
          options: question.options.map((option) => {
            const band = STARTING_AMOUNTS_USD[option.value as keyof typeof STARTING_AMOUNTS_USD];
            if (!band) return option;
            const [low, high] = band;
            return { ...option, label: high === null ? `${amount(low)}+` : `${amount(low)}-${amount(high)}` };
          }),
        },
  );
}

/** Under the starting amounts: that they are converted, at which rate and how rounded; null in USD. */
export function wizardAmountsNote(currency: CurrencyCode): string | null {
  if (currency === BASE_CURRENCY) return null;
  const day = new Date(`${LATEST_USD_RATES.date}T00:00:00Z`).toLocaleDateString('en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  return `Converted from $1, $100 and $1,000 at the latest bundled ECB reference rate (${day}: 1 US dollar = ${latestUsdRate(currency)} ${currency}), rounded to two significant figures.`;
}

/** An answer's label as a learner counting in `currency` saw it. */
export function wizardOptionLabel(id: WizardQuestionId, value: string, currency: CurrencyCode): string | undefined {
  const question = wizardQuestionsIn(currency).find((candidate) => candidate.id === id);
  return question?.options.find((option) => option.value === value)?.label;
}

/**
 * A match reason as a learner counting in `currency` reads it: the dollar amounts the scoring rules
 * name ('Can start with $100 or less') followed by their converted figure, as the question showed
 * it ('Can start with $100 (¥16,000) or less'). US dollars are left as they are.
 */
export function wizardReasonIn(reason: string, currency: CurrencyCode): string {
  if (currency === BASE_CURRENCY) return reason;
  const digits = currencyDigits(currency);
  return reason.replace(/\$(1,000|100)\b/g, (usdText: string, amount: string) => {
    const converted = convertedFromUsd(Number(amount.replace(',', '')), currency, digits);
    return `${usdText} (${labelAmount(converted, currency)})`;
  });
}
