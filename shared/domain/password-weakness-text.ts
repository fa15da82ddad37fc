import { translations } from '@zxcvbn-ts/language-en';
import { passwordHintsEs, personalPasswordEs } from '../content/es/password-weakness';
import type { Language } from '../i18n/languages';
import {
  passwordStrengthMessages,
  passwordWeaknessMessageId,
  type PasswordHintMessageId,
  type PasswordWeakness,
} from './password-strength';

/**
 * A weakness as the server writes it for a learner (the 400's message, in the request's language).
 * The forms never use this module: they show the weakness's id through their catalogue, which says
 * the same (password-weakness-text.test.ts). English keeps zxcvbn's own hint texts.
 */
const weakPrefixEn = 'This password is too easy to guess';
const fallbackEn = 'Add another word or two that are less common.';

const sentence = (hint: string) => `${weakPrefixEn}: ${hint}`;

/** Each hint's English sentence: zxcvbn's text after ours (the English catalogue says the same). */
export const passwordHintsEn = {
  ...Object.fromEntries(
    Object.entries(translations.warnings).map(([id, text]) => [`password.weak.warning.${id}`, sentence(text)]),
  ),
  ...Object.fromEntries(
    Object.entries(translations.suggestions).map(([id, text]) => [`password.weak.suggestion.${id}`, sentence(text)]),
  ),
  'password.weak.fallback': sentence(fallbackEn),
} as Record<PasswordHintMessageId, string>;

/** The weakness's sentence in `language`. */
export function passwordWeaknessText(weakness: PasswordWeakness, language: Language): string {
  const id = passwordWeaknessMessageId(weakness);
  if (id === passwordStrengthMessages.personal) return language === 'es' ? personalPasswordEs : id;
  return (language === 'es' ? passwordHintsEs : passwordHintsEn)[id];
}
