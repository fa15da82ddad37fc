import { passwordWeakness, type PasswordOwner } from '@shared/domain/password-strength';
import { badRequest } from '../lib/errors';

/**
 * 400 on `field` with the reason when the new password is weak (shared/domain/password-strength.ts,
 * the rule the forms apply too). Synchronous: it scores at most the first 32 characters
 * (decision 051 has the measured cost); bcrypt runs on its own threads meanwhile.
 */
export function assertStrongPassword(password: string, owner: PasswordOwner, field: string): void {
  const weakness = passwordWeakness(password, owner);
  if (weakness) throw badRequest(weakness, { [field]: [weakness] });
}
