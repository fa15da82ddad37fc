import { i18n } from '@lingui/core';
import { translate } from './i18n';

/** Codes of the API's error shape with a message of their own in the catalogue. */
const codesWithMessage = ['RATE_LIMITED', 'UNAVAILABLE', 'INTERNAL'] as const;
type CodeWithMessage = (typeof codesWithMessage)[number];
const hasCodeMessage = (code: string): code is CodeWithMessage =>
  (codesWithMessage as readonly string[]).includes(code);

/**
 * A message the API or a shared schema wrote for the learner, in the page's language. The API keeps
 * English messages and stable codes (docs/decisions/063-*): such a message is a catalogue key of its
 * own (its English text), so the learner reads its translation; a message the catalogue does not
 * know is shown as it came, or, outside English, by its error code when the catalogue has one.
 */
export function learnerMessage(text: string, code?: string): string {
  if (i18n.messages[text] !== undefined) return i18n._(text);
  if (code && i18n.locale !== 'en' && hasCodeMessage(code)) return translate(`error.code.${code}`);
  return text;
}
