import { z } from 'zod';
import { cohortLearnerSchema } from './classroom';

/** The account's own data: the export (Download my data) and the deletion (decision 051). */
export const accountMessages = {
  passwordRequired: 'Enter your password to delete your account',
  wrongPassword: 'That is not your password',
} as const;

/** Delete my account: the password, checked by the server (wrong: 400 on this field). */
export const deleteAccountSchema = z.object({
  password: z.string({ error: accountMessages.passwordRequired }).min(1, accountMessages.passwordRequired).max(200),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

export const ACCOUNT_EXPORT_FORMAT = 'arkad-account-export';

/** Download my data: every stored row of the learner, by table, each row by column name. */
export const accountExportSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  version: z.literal(1),
  exportedAt: z.string(),
  /** Columns left out on purpose (secrets: the password hash, session ids, reset-link hashes). */
  omitted: z.record(z.string(), z.array(z.string())),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  /** Each class the learner is in, and exactly what its teacher sees of them (decision 060). */
  teacherViews: z.array(
    z.object({
      className: z.string(),
      teacherName: z.string(),
      joinedAt: z.string(),
      teacherSees: cohortLearnerSchema,
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
