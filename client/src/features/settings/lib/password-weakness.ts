import { passwordStrengthMessages } from '@shared/domain/password-strength';
import { translations } from '@zxcvbn-ts/language-en';
import { translate, type MessageId } from '@/i18n/i18n';

type Hint =
  | { kind: 'warning'; key: keyof typeof translations.warnings }
  | { kind: 'suggestion'; key: keyof typeof translations.suggestions };

/** zxcvbn's English hints, found again by their text: the rule (shared) writes them in English. */
const hints = new Map<string, Hint>([
  ...Object.entries(translations.warnings).map(([key, text]) => [text, { kind: 'warning', key } as Hint] as const),
  ...Object.entries(translations.suggestions).map(
    ([key, text]) => [text, { kind: 'suggestion', key } as Hint] as const,
  ),
]);

function hintId(hint: Hint | undefined): MessageId | null {
  if (!hint) return null;
  return hint.kind === 'warning' ? `settings.password.warning.${hint.key}` : `settings.password.suggestion.${hint.key}`;
}

/**
 * The password rule's message (shared/domain/password-strength.ts: "This password is too easy to
 * guess: <zxcvbn's warning or suggestion>") in the page's language, the hint chosen by its zxcvbn key.
 * Any other message is given back as it is (the form field shows it through the catalogue).
 */
export function translatePasswordWeakness(message: string): string {
  const prefix = `${passwordStrengthMessages.weakPrefix}: `;
  if (!message.startsWith(prefix)) return message;
  const reason = message.slice(prefix.length);
  const id =
    hintId(hints.get(reason)) ??
    (reason === passwordStrengthMessages.weakFallback ? 'settings.password.fallback' : null);
  return translate('settings.password.weak', { reason: id ? translate(id) : reason });
}
