import { accountExportSchema, ACCOUNT_EXPORT_FORMAT, deleteAccountSchema } from '../schemas/account';
import { defineOperation } from './operation';

const tag = 'Account';

export const exportAccountData = defineOperation({
  method: 'get',
  path: '/api/account/export',
  tag,
  summary: 'Download my data: every row Arkad stores about the learner',
  description:
    'By table, every row that names the learner, by column name; secrets (the password hash, session ids, reset-link hashes) are left out and listed in `omitted`. `teacherViews`: each class the learner is in, with exactly what its teacher sees of them (decision 060).',
  access: 'signed-in',
  noStore: true,
  success: { status: 200, description: 'The export', schema: accountExportSchema },
  errors: ['UNAUTHENTICATED', 'RATE_LIMITED'],
  example: {
    answer: {
      format: ACCOUNT_EXPORT_FORMAT,
      version: 1,
      exportedAt: '2026-11-27T09:30:00.000Z',
      omitted: { users: ['password'] },
      tables: { users: [{ id: 7, email: 'learner@example.com' }], savings_entries: [] },
      teacherViews: [],
    },
  },
});

export const deleteAccount = defineOperation({
  method: 'post',
  path: '/api/account/delete',
  tag,
  summary: 'Delete my account, with the password',
  description:
    'A running Stripe subscription is first set to end with its period (no renewal); then every row of the learner is removed or anonymised as the privacy policy says, which ends every session. The email can register again.',
  access: 'signed-in',
  body: deleteAccountSchema,
  success: { status: 204, description: 'Deleted' },
  errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'RATE_LIMITED', 'UNAVAILABLE'],
  example: { body: { password: 'seven cures of a lean purse' } },
});
