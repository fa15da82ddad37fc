import type { z } from 'zod';
import { passwordWeakness, passwordWeaknessMessageId, type PasswordOwner } from '../domain/password-strength';
import { changePasswordSchema, registerFormSchema, resetPasswordFormSchema } from './auth';

/**
 * The password forms' schemas with the password rule (shared/domain/password-strength.ts) added on
 * the password field. Kept apart from ./auth.ts: the browser loads this module (and zxcvbn-ts's
 * dictionaries) only when a password form is first used, never with the first screen. The issue's
 * message is the weakness's catalogue id (the auth messages' way): the form field shows it in the
 * page's language, from the `password` area's catalogue, which the forms load with this module.
 */

function addWeakness(ctx: z.RefinementCtx, password: string, owner: PasswordOwner, field: string): void {
  const weakness = passwordWeakness(password, owner);
  if (weakness) ctx.addIssue({ code: 'custom', message: passwordWeaknessMessageId(weakness), path: [field] });
}

export const strongRegisterFormSchema = registerFormSchema.superRefine((values, ctx) =>
  addWeakness(ctx, values.password, values, 'password'),
);

/** The reset form knows no owner (the link's learner is checked by the server). */
export const strongResetPasswordFormSchema = resetPasswordFormSchema.superRefine((values, ctx) =>
  addWeakness(ctx, values.password, {}, 'password'),
);

export function strongChangePasswordSchema(owner: PasswordOwner) {
  return changePasswordSchema.superRefine((values, ctx) => addWeakness(ctx, values.newPassword, owner, 'newPassword'));
}
