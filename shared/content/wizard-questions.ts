import { currencyDigits, formatMoney } from '../domain/format';
import { BASE_CURRENCY, currencyLabel, type CurrencyCode } from '../domain/fx-currencies';
import { convertedFromUsd, LATEST_USD_RATES, latestUsdRate } from '../domain/fx-latest';
import { intlLocales, type Language } from '../i18n/languages';
import type { WizardAnswers, WizardOption, WizardQuestion, WizardQuestionId } from '../schemas/wizard';
import { questionsInLanguage } from './questions-in-language';

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
 * What the wizard says in one language (issue 48): each question's title and its options' labels
 * and descriptions by option id, the sentences around the converted starting amounts, and the
 * match reasons. English (below) is the source; es/wizard-questions.ts has the same ids.
 */
export interface WizardLanguageText {
  language: Language;
  questions: {
    [Q in WizardQuestionId]: {
      title: string;
      options: Record<WizardAnswers[Q], { label: string; description: string }>;
    };
  };
  /** The starting-amount question when the amounts are shown in another currency (named in full). */
  investmentTitleIn: (currency: string) => string;
  /** A starting amount's band, from its formatted bounds ('$1-$100'). */
  band: (low: string, high: string) => string;
  /** The top band, from its formatted lower bound ('$1,000+'). */
  atLeast: (low: string) => string;
  /** Under the converted starting amounts: from which dollar amounts, at which rate, how rounded. */
  amountsNote: (values: {
    amounts: readonly [string, string, string];
    day: string;
    rate: string;
    currency: string;
  }) => string;
  /** The match reasons (shared/domain/wizard.ts) by their English text; `{amount}` is its dollar amount. */
  reasons: Readonly<Record<string, string>>;
}

const byId = <T extends { value: string }>(items: readonly T[]) =>
  Object.fromEntries(items.map((item) => [item.value, item])) as Record<string, T>;

/** The English text, from `wizardQuestions` (the source). */
export const wizardTextEn: WizardLanguageText = {
  language: 'en',
  questions: Object.fromEntries(
    wizardQuestions.map((question) => [
      question.id,
      {
        title: question.title,
        options: Object.fromEntries(
          Object.entries(byId(question.options)).map(([value, { label, description }]) => [
            value,
            { label, description },
          ]),
        ),
      },
    ]),
  ) as WizardLanguageText['questions'],
  investmentTitleIn: (currency) => `How much do you plan to start with, in ${currency}?`,
  band: (low, high) => `${low}-${high}`,
  atLeast: (low) => `${low}+`,
  amountsNote: ({ amounts: [one, hundred, thousand], day, rate, currency }) =>
    `Converted from ${one}, ${hundred} and ${thousand} at the latest bundled ECB reference rate (${day}: 1 US dollar = ${rate} ${currency}), rounded to two significant figures.`,
  reasons: {},
};

/**
 * The wizard's text in a language: English at once (it is in this module), Spanish fetched on first
 * use, so one language's text never travels with the other's.
 */
export function loadWizardText(language: Language): Promise<WizardLanguageText> {
  if (language === 'en') return Promise.resolve(wizardTextEn);
  return import('./es/wizard-questions').then((module) => module.wizardTextEs);
}

/**
 * The starting amounts' bounds in US dollars, as the options' labels write them ('$1-$100'). The
 * answer is scored by its option id alone (shared/domain/wizard.ts), whatever currency it is shown in.
 */
const STARTING_AMOUNTS_USD = { small: [1, 100], medium: [100, 1000], large: [1000, null] } as const;

/** An amount as a label writes it: no decimals when it has none ('€860', '€0.86', '¥160,000'). */
function labelAmount(value: number, currency: CurrencyCode, language: Language = 'en'): string {
  const text = formatMoney(value, currency, intlLocales[language]);
  return Number.isInteger(value) ? text.replace(/\.0+$/, '') : text;
}

/** A currency named in full in a language: 'Japanese yen (JPY)', 'yen japonés (JPY)'. */
function currencyName(currency: CurrencyCode, language: Language): string {
  if (language === 'en') return currencyLabel(currency);
  const name = new Intl.DisplayNames([intlLocales[language]], { type: 'currency' }).of(currency) ?? currency;
  return `${name} (${currency})`;
}

/**
 * The wizard's questions for a learner counting in `currency` (issue 46), in a language's text
 * (English by default): the starting amounts are US-dollar bands, shown in another currency at the
 * latest bundled rate (USD x rate, two significant figures) and said to be converted
 * (`wizardAmountsNote`), formatted in the language's locale. Ids and values are unchanged.
 */
export function wizardQuestionsIn(
  currency: CurrencyCode,
  text: WizardLanguageText = wizardTextEn,
): readonly WizardQuestion[] {
  const questions: readonly WizardQuestion[] = questionsInLanguage(wizardQuestions, text);
  if (currency === BASE_CURRENCY && text.language === 'en') return questions;
  const digits = currencyDigits(currency);
  const amount = (usd: number) =>
    labelAmount(currency === BASE_CURRENCY ? usd : convertedFromUsd(usd, currency, digits), currency, text.language);
  return questions.map((question) =>
    question.id !== 'investment'
      ? question
      : {
          ...question,
          title:
            currency === BASE_CURRENCY ? question.title : text.investmentTitleIn(currencyName(currency, text.language)),
          options: question.options.map((option) => {
            const band = STARTING_AMOUNTS_USD[option.value as keyof typeof STARTING_AMOUNTS_USD];
            if (!band) return option;
            const [low, high] = band;
            return {
              ...option,
              label: high === null ? text.atLeast(amount(low)) : text.band(amount(low), amount(high)),
            };
          }),
        },
  );
}

/** Under the starting amounts: that they are converted, at which rate and how rounded; null in USD. */
export function wizardAmountsNote(currency: CurrencyCode, text: WizardLanguageText = wizardTextEn): string | null {
  if (currency === BASE_CURRENCY) return null;
  const locale = intlLocales[text.language];
  const day = new Date(`${LATEST_USD_RATES.date}T00:00:00Z`).toLocaleDateString(locale, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  const rate = latestUsdRate(currency);
  return text.amountsNote({
    amounts: [1, 100, 1000].map((usd) => labelAmount(usd, BASE_CURRENCY, text.language)) as unknown as readonly [
      string,
      string,
      string,
    ],
    day,
    rate:
      text.language === 'en' ? String(rate) : new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(rate),
    currency,
  });
}

/** An answer's label as a learner counting in `currency` saw it. */
export function wizardOptionLabel(
  id: WizardQuestionId,
  value: string,
  currency: CurrencyCode,
  text: WizardLanguageText = wizardTextEn,
): string | undefined {
  const question = wizardQuestionsIn(currency, text).find((candidate) => candidate.id === id);
  return question?.options.find((option) => option.value === value)?.label;
}

const REASON_AMOUNT = /\$(1,000|100)\b/;

/**
 * A match reason as a learner counting in `currency` reads it, in a language's text: the dollar
 * amounts the scoring rules name ('Can start with $100 or less') followed by their converted figure,
 * as the question showed it ('Can start with $100 (¥16,000) or less'). US dollars are left as they
 * are. In another language the reason is its translation, its `{amount}` the same figures in the
 * language's locale ('USD 100 (JPY 16,000)'); a reason without one stays in English.
 */
export function wizardReasonIn(
  reason: string,
  currency: CurrencyCode,
  text: WizardLanguageText = wizardTextEn,
): string {
  const digits = currencyDigits(currency);
  const withConverted = (usd: number, usdText: string) =>
    currency === BASE_CURRENCY
      ? usdText
      : `${usdText} (${labelAmount(convertedFromUsd(usd, currency, digits), currency, text.language)})`;
  if (text.language === 'en') {
    if (currency === BASE_CURRENCY) return reason;
    return reason.replace(new RegExp(REASON_AMOUNT.source, 'g'), (usdText: string, amount: string) =>
      withConverted(Number(amount.replace(',', '')), usdText),
    );
  }
  const translated = text.reasons[reason];
  if (translated === undefined) return reason;
  const match = REASON_AMOUNT.exec(reason);
  if (!match?.[1]) return translated;
  const usd = Number(match[1].replace(',', ''));
  return translated.replace('{amount}', withConverted(usd, labelAmount(usd, BASE_CURRENCY, text.language)));
}
