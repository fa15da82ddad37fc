import { ZxcvbnFactory, type TranslationKeys } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';

/**
 * The password rule (decision 051), one for the browser and the server: a new password is refused
 * when it contains the learner's own name, username or email, or when zxcvbn-ts (its common-password
 * lists, English words and names, keyboard patterns, dates, repeats and l33t) scores it under
 * MIN_PASSWORD_SCORE. The browser loads this module only when a password form is first used.
 * It says why by stable ids, never by text: each form shows them through the catalogue in the page's
 * language, and the server writes them in the request's (password-weakness-text.ts).
 */

/** zxcvbn's score 3: about 10^8 guesses or more ("safely unguessable" against an online attack). */
export const MIN_PASSWORD_SCORE = 3;
/**
 * Only the first characters are scored: past them zxcvbn's cost grows quickly (a 72-character
 * l33t pattern took over a second), and a password that is not weak in its first 32 characters is
 * not weak. Also bounds the server's synchronous check (decision 051 has the figures).
 */
export const PASSWORD_CHECK_MAX_LENGTH = 32;
/** Personal words shorter than this are not looked for (an 'Al' would refuse half the dictionary). */
const MIN_PERSONAL_WORD_LENGTH = 3;

export const passwordStrengthMessages = {
  /** Its own id in the start catalogue (the auth messages' way: the English text is the id). */
  personal: 'Your password must not contain your name, username or email address',
} as const;

/** zxcvbn's warning ids ('dates', 'common', ...) and suggestion ids ('anotherWord', ...). */
export type PasswordWarningId = keyof TranslationKeys['warnings'];
export type PasswordSuggestionId = keyof TranslationKeys['suggestions'];

/** Every id zxcvbn can give, typed so that an id added or dropped by an update does not compile. */
const warningIds: Record<PasswordWarningId, true> = {
  straightRow: true,
  keyPattern: true,
  simpleRepeat: true,
  extendedRepeat: true,
  sequences: true,
  recentYears: true,
  dates: true,
  topTen: true,
  topHundred: true,
  common: true,
  similarToCommon: true,
  wordByItself: true,
  namesByThemselves: true,
  commonNames: true,
  userInputs: true,
  pwned: true,
};
const suggestionIds: Record<PasswordSuggestionId, true> = {
  l33t: true,
  reverseWords: true,
  allUppercase: true,
  capitalization: true,
  dates: true,
  recentYears: true,
  associatedYears: true,
  sequences: true,
  repeated: true,
  longerKeyboardPattern: true,
  anotherWord: true,
  useWords: true,
  noNeed: true,
  pwned: true,
};

/** Why a guessable password is guessable: zxcvbn's warning, else its first suggestion, else ours. */
export type PasswordHint =
  { kind: 'warning'; id: PasswordWarningId } | { kind: 'suggestion'; id: PasswordSuggestionId } | { kind: 'fallback' };

/** Why a new password is refused. */
export type PasswordWeakness = { code: 'personal' } | { code: 'guessable'; hint: PasswordHint };

/** A guessable password's catalogue id, one per hint (client/src/i18n/locales/<language>/password.json). */
export type PasswordHintMessageId =
  | `password.weak.warning.${PasswordWarningId}`
  | `password.weak.suggestion.${PasswordSuggestionId}`
  | 'password.weak.fallback';
/** The catalogue id a form shows a weakness by: a hint's, or the personal message (start catalogue). */
export type PasswordWeaknessMessageId = PasswordHintMessageId | (typeof passwordStrengthMessages)['personal'];

/** Whose password it is: what they typed or the account holds (any may be missing). */
export interface PasswordOwner {
  email?: string | null;
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

let checker: ZxcvbnFactory | undefined;
function zxcvbn(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    // No translations: zxcvbn's feedback is then its keys ('dates', 'anotherWord'), the ids we need.
    maxLength: PASSWORD_CHECK_MAX_LENGTH,
    l33tMaxSubstitutions: 4,
  });
  return checker;
}

/** The owner's words worth looking for, lowercased: the email, its local part, the username and names. */
export function personalWords(owner: PasswordOwner): string[] {
  const email = owner.email?.trim().toLowerCase() ?? '';
  const words = [email, email.split('@')[0] ?? '', owner.username, owner.firstName, owner.lastName];
  return [
    ...new Set(
      words.map((word) => (word ?? '').trim().toLowerCase()).filter((word) => word.length >= MIN_PERSONAL_WORD_LENGTH),
    ),
  ];
}

const isKey = <K extends string>(keys: Record<K, true>, key: string | null | undefined): key is K =>
  typeof key === 'string' && Object.hasOwn(keys, key);

/** Why this password is refused, or null when it is strong enough. */
export function passwordWeakness(password: string, owner: PasswordOwner = {}): PasswordWeakness | null {
  const words = personalWords(owner);
  const lowered = password.toLowerCase();
  if (words.some((word) => lowered.includes(word))) return { code: 'personal' };
  const result = zxcvbn().check(password, words);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const { warning, suggestions } = result.feedback;
  const hint: PasswordHint = isKey(warningIds, warning)
    ? { kind: 'warning', id: warning }
    : isKey(suggestionIds, suggestions[0])
      ? { kind: 'suggestion', id: suggestions[0] }
      : { kind: 'fallback' };
  return { code: 'guessable', hint };
}

/** The catalogue id of a weakness: the form field shows it in the page's language. */
export function passwordWeaknessMessageId(weakness: PasswordWeakness): PasswordWeaknessMessageId {
  if (weakness.code === 'personal') return passwordStrengthMessages.personal;
  const { hint } = weakness;
  if (hint.kind === 'warning') return `password.weak.warning.${hint.id}`;
  if (hint.kind === 'suggestion') return `password.weak.suggestion.${hint.id}`;
  return 'password.weak.fallback';
}

/** Every hint's catalogue id (the password area's catalogue has each). */
export function passwordHintMessageIds(): PasswordHintMessageId[] {
  return [
    ...Object.keys(warningIds).map((id) => `password.weak.warning.${id as PasswordWarningId}` as const),
    ...Object.keys(suggestionIds).map((id) => `password.weak.suggestion.${id as PasswordSuggestionId}` as const),
    'password.weak.fallback' as const,
  ];
}
