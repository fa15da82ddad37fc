import type { Language } from '../i18n/languages';
import type {
  SecurityAnswers,
  SecurityLevel,
  SecurityLevelId,
  SecurityQuestion,
  SecurityQuestionId,
} from '../schemas/security';
import { questionsInLanguage } from './questions-in-language';

/**
 * The Security Assessment: five questions and the four levels it can recommend (scored in
 * shared/domain/security-score.ts). Original educational writing; not financial or security
 * advice for any one person. The money ranges in the holdings options are our own choice. Its test
 * holds it to the schemas in ../schemas/security (no schema runs when it is loaded).
 */
export const securityQuestions: readonly SecurityQuestion[] = [
  {
    id: 'holdings',
    title: 'How much bitcoin are you protecting?',
    options: [
      { value: 'small', label: 'Small', description: 'Under $1,000: an amount you are learning with.' },
      { value: 'medium', label: 'Medium', description: 'From $1,000 to $10,000.' },
      { value: 'large', label: 'Large', description: 'From $10,000 to $100,000.' },
      {
        value: 'very-large',
        label: 'Very large',
        description: 'More than $100,000, or an amount whose loss would change your life.',
      },
    ],
  },
  {
    id: 'technical',
    title: 'How comfortable are you with technology?',
    options: [
      {
        value: 'beginner',
        label: 'Beginner',
        description: 'I use apps, but I would rather avoid technical setup.',
      },
      {
        value: 'intermediate',
        label: 'Intermediate',
        description: 'I can follow a detailed guide to set up a device or an app.',
      },
      {
        value: 'advanced',
        label: 'Advanced',
        description: 'I am comfortable with keys, backups and verifying software.',
      },
    ],
  },
  {
    id: 'access',
    title: 'How often do you need to spend or move your bitcoin?',
    options: [
      { value: 'frequent', label: 'Frequently', description: 'Weekly or more often, for payments or trading.' },
      { value: 'occasional', label: 'Occasionally', description: 'A few times a year.' },
      { value: 'rare', label: 'Rarely', description: 'Almost never: these are long-term savings.' },
    ],
  },
  {
    id: 'timeframe',
    title: 'How long do you plan to hold?',
    options: [
      { value: 'short', label: 'Short term', description: 'Less than a year.' },
      { value: 'medium', label: 'Medium term', description: 'One to four years.' },
      { value: 'long', label: 'Long term', description: 'More than four years.' },
    ],
  },
  {
    id: 'concerns',
    title: 'What matters most to you?',
    options: [
      { value: 'convenience', label: 'Convenience', description: 'Quick, easy access from my phone or an app.' },
      { value: 'simplicity', label: 'Simplicity', description: 'As few things to manage as possible.' },
      { value: 'security', label: 'Security', description: 'The strongest protection against theft and hacking.' },
      {
        value: 'redundancy',
        label: 'Redundancy',
        description: 'No single point of failure: losing one key or device must not lose my bitcoin.',
      },
    ],
  },
];

/** The four levels, lowest to highest: the order of the comparison grid. */
export const securityLevels: readonly SecurityLevel[] = [
  {
    level: 'exchange',
    title: 'Exchange Custody',
    description:
      'Your bitcoin is held for you by an exchange or app. It is the easiest place to start, but the company controls the private keys: if it is hacked, fails or freezes your account, you may not get your bitcoin back.',
    color: 'red',
    pros: [
      'The easiest start: no keys or backups to manage',
      'Account recovery and customer support if you forget your password',
      'Convenient for buying and for small, frequent transactions',
    ],
    cons: [
      'The exchange holds the keys, so you depend on its security and solvency; customers of Mt. Gox in 2014 and FTX in 2022 lost access to their funds',
      'Withdrawals can be paused and accounts frozen',
      'Exchange accounts are a favourite target of hackers and phishing',
    ],
    nextSteps: [
      'Turn on two-factor authentication with an authenticator app or a security key rather than SMS.',
      'Use a unique, strong password kept in a password manager.',
      'Keep on the exchange only what you are actively using.',
      'Install a reputable software wallet and practise withdrawing a small amount to it.',
      'Plan to move your savings into self-custody as your holdings grow.',
    ],
  },
  {
    level: 'software',
    title: 'Software Wallet',
    description:
      'A wallet app on your phone or computer in which you hold your own keys, backed up by a seed phrase. You are in control, but the keys live on a device connected to the internet (a hot wallet).',
    color: 'orange',
    pros: [
      'You hold the keys: no company can freeze your bitcoin',
      'Free and quick to set up',
      'Convenient for regular spending and receiving',
    ],
    cons: [
      'Malware or a compromised device can expose your keys',
      'You alone are responsible for backing up the seed phrase',
      'Losing both the device and the backup means losing the bitcoin',
    ],
    nextSteps: [
      'Install a well-established wallet only from its official website or official app store listing.',
      'Write the seed phrase on paper or metal and store it offline: never in photos, email or cloud notes.',
      'Test recovery: restore the wallet from the seed phrase while it holds only a small amount.',
      'Keep the device and the wallet app updated, and lock the device with a PIN or passcode.',
      'Consider a hardware wallet once your balance is more than you would carry in cash.',
    ],
  },
  {
    level: 'hardware',
    title: 'Hardware Wallet',
    description:
      'A dedicated device keeps your private keys offline and signs transactions without exposing the keys to your computer or phone. It is a common choice for one person’s long-term savings.',
    color: 'green',
    pros: [
      'The keys never leave the device, which protects them from malware',
      'You confirm every transaction on the device’s own screen',
      'Recoverable from the seed phrase if the device is lost or breaks',
    ],
    cons: [
      'Costs money and takes care to set up correctly',
      'The single seed phrase backup is still a single point of failure',
      'Must come from the maker or an authorised seller to avoid tampered devices',
    ],
    nextSteps: [
      'Buy directly from the manufacturer or an authorised reseller, never second-hand.',
      'Set the device up yourself: a device that arrives with a seed phrase already written down is a scam.',
      'Record the seed phrase on paper or metal and store it securely, away from the device.',
      'Receive a small test amount, then practise a recovery before moving your savings.',
      'Learn about the optional passphrase, and write a plan for how your heirs could recover the funds.',
    ],
  },
  {
    level: 'multisig',
    title: 'Multi-Signature Setup',
    description:
      'Several keys, kept on different devices in different places, share control of your bitcoin: for example, any 2 of 3 keys are needed to spend. No single lost or stolen key can take your savings.',
    color: 'blue',
    pros: [
      'No single point of failure: one lost or stolen key does not lose your bitcoin',
      'Keys can be spread across places, devices and trusted people',
      'Strong protection for large, long-term holdings and for inheritance planning',
    ],
    cons: [
      'More complex to set up, back up and use',
      'Besides each key’s seed phrase you must back up the wallet configuration (its output descriptor); without it the keys alone may not be enough to recover',
      'Spending takes more time and more steps',
    ],
    nextSteps: [
      'Learn how a 2-of-3 setup works and practise it before trusting it with real savings.',
      'Use hardware wallets from different manufacturers for the keys.',
      'Store each key and its seed phrase backup in a different secure location.',
      'Back up the wallet configuration (output descriptor) alongside each key.',
      'Rehearse a full recovery with a small amount, and write instructions your heirs can follow.',
    ],
  },
];

/** The comparison of the four levels below the assessment. */
export const SECURITY_LEVELS_SECTION = {
  title: 'The Four Security Levels',
  intro: 'From the easiest to the strongest: each level up trades some convenience for more control and protection.',
} as const;

export function getSecurityLevel(level: SecurityLevelId): SecurityLevel {
  const found = securityLevels.find((candidate) => candidate.level === level);
  if (found === undefined) throw new Error(`Unknown security level ${level}`);
  return found;
}

/** The result screen's 'Important Reminder'. */
export const SECURITY_REMINDER = {
  title: 'Important Reminder',
  text: 'Your security should grow with your holdings. What is fine for a few hundred dollars is not enough for your life savings, so as your stack grows, take this assessment again and move up the security pyramid. Whatever level you use, no legitimate person or company will ever ask for your seed phrase.',
} as const;

/**
 * Shown with a result that leaves large holdings on an exchange or in a hot wallet. The scoring
 * weighs convenience, frequent access and a beginner's wish to avoid setup, and can land there
 * for $10,000 or more; the reminder says security should grow with holdings, and this says so at the result.
 */
export const LARGE_HOLDINGS_CAVEAT = {
  title: 'A sum this large needs more protection than this level',
  exchange:
    'This result follows your answers about access, convenience and experience, but on an exchange the company holds the keys to all of it, and that is not enough for $10,000 or more, the amount you gave: as the reminder below says, security should grow with your holdings. One way to have both: keep on the exchange only what you trade or spend, and the rest in a wallet whose keys you hold, such as a hardware wallet.',
  software:
    'This result follows your answers about access, convenience and experience, but a wallet on an internet-connected device (a hot wallet) is not enough for $10,000 or more, the amount you gave: as the reminder below says, security should grow with your holdings. One way to have both: keep in it only what you spend, and the rest in a hardware wallet.',
} as const;

/**
 * What the assessment says in one language (issue 48): the questions' titles and options by id, the
 * levels' text by level id (as many pros, cons and next steps as the English), the levels section,
 * the reminder and the large-holdings caveat. English (above) is the source;
 * es/security-assessment.ts has the same ids.
 */
export interface SecurityLanguageText {
  language: Language;
  questions: {
    [Q in SecurityQuestionId]: {
      title: string;
      options: Record<SecurityAnswers[Q], { label: string; description: string }>;
    };
  };
  levels: Record<SecurityLevelId, Pick<SecurityLevel, 'title' | 'description' | 'pros' | 'cons' | 'nextSteps'>>;
  levelsSection: { title: string; intro: string };
  reminder: { title: string; text: string };
  largeHoldingsCaveat: { title: string; exchange: string; software: string };
}

/** The English text, from the content above (the source). */
export const securityTextEn: SecurityLanguageText = {
  language: 'en',
  questions: Object.fromEntries(
    securityQuestions.map((question) => [
      question.id,
      {
        title: question.title,
        options: Object.fromEntries(
          question.options.map(({ value, label, description }) => [value, { label, description }]),
        ),
      },
    ]),
  ) as SecurityLanguageText['questions'],
  levels: Object.fromEntries(
    securityLevels.map(({ level, title, description, pros, cons, nextSteps }) => [
      level,
      { title, description, pros, cons, nextSteps },
    ]),
  ) as SecurityLanguageText['levels'],
  levelsSection: SECURITY_LEVELS_SECTION,
  reminder: SECURITY_REMINDER,
  largeHoldingsCaveat: LARGE_HOLDINGS_CAVEAT,
};

/** The assessment's text in a language: English at once, Spanish fetched on first use. */
export function loadSecurityText(language: Language): Promise<SecurityLanguageText> {
  if (language === 'en') return Promise.resolve(securityTextEn);
  return import('./es/security-assessment').then((module) => module.securityTextEs);
}

/** The questions in a language's text: ids and values unchanged, in the English order. */
export function securityQuestionsIn(text: SecurityLanguageText): readonly SecurityQuestion[] {
  return questionsInLanguage(securityQuestions, text);
}

/** The four levels in a language's text, lowest to highest; ids and colours unchanged. */
export function securityLevelsIn(text: SecurityLanguageText): readonly SecurityLevel[] {
  if (text.language === 'en') return securityLevels;
  return securityLevels.map((level) => ({ ...level, ...text.levels[level.level] }));
}
