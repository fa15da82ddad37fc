import { passwordWeakness, type PasswordOwner } from '@shared/domain/password-strength';
import { passwordWeaknessText } from '@shared/domain/password-weakness-text';
import type { Language } from '@shared/i18n/languages';
import { badRequest } from '../lib/errors';

/**
 * 400 VALIDATION_FAILED on `field` with the reason when the new password is weak
 * (shared/domain/password-strength.ts, the rule the forms apply too), written in the learner's
 * `language` (the request's, requestLanguage). Synchronous: it scores at most the first 32
 * characters (decision 051 has the measured cost); bcrypt runs on its own threads meanwhile.
 */
export function assertStrongPassword(password: string, owner: PasswordOwner, field: string, language: Language): void {
  const weakness = passwordWeakness(password, owner);
  if (!weakness) return;
  const message = passwordWeaknessText(weakness, language);
  throw badRequest(message, { [field]: [message] });
}
