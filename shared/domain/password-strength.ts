import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

/**
 * The password rule (decision 051), one for the browser and the server: a new password is refused
 * when it contains the learner's own name, username or email, or when zxcvbn-ts (its common-password
 * lists, English words and names, keyboard patterns, dates, repeats and l33t) scores it under
 * MIN_PASSWORD_SCORE. The browser loads this module only when a password form is first used.
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
  personal: 'Your password must not contain your name, username or email address',
  weakPrefix: 'This password is too easy to guess',
  weakFallback: 'Add another word or two that are less common.',
} as const;

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
    translations,
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

/** Why this password is refused (the field's message), or null when it is strong enough. */
export function passwordWeakness(password: string, owner: PasswordOwner = {}): string | null {
  const words = personalWords(owner);
  const lowered = password.toLowerCase();
  if (words.some((word) => lowered.includes(word))) return passwordStrengthMessages.personal;
  const result = zxcvbn().check(password, words);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const reason = result.feedback.warning ?? result.feedback.suggestions[0] ?? passwordStrengthMessages.weakFallback;
  return `${passwordStrengthMessages.weakPrefix}: ${reason}`;
}
