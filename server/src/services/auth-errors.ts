import { authMessages } from '@shared/schemas/auth';

/** The texts the authentication and account flows answer with. */
export const authErrors = {
  invalidCredentials: 'Invalid email or password',
  usernameTaken: 'That username is already taken',
  emailTaken: 'An account with that email already exists',
  invalidResetToken: 'This reset link is invalid or has expired. Please request a new one.',
  wrongCurrentPassword: 'Current password is incorrect',
  currentPasswordForEmail: authMessages.currentPasswordForEmail,
} as const;
