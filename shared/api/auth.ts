import {
  changePasswordSchema,
  forgotPasswordResponseSchema,
  forgotPasswordSchema,
  loginSchema,
  messageResponseSchema,
  preferencesUpdateSchema,
  profileSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordSchema,
  authMessages,
} from '../schemas/auth';
import { authResponseSchema, defaultUserPreferences, userResponseSchema, type PublicUser } from '../schemas/user';
import { defineOperation } from './operation';

export const exampleUser: PublicUser = {
  id: 7,
  username: 'arkad_learner',
  email: 'learner@example.com',
  firstName: 'Bansir',
  lastName: 'Chariot',
  experienceLevel: 'beginner',
  investmentGoal: 'long_term',
  hasCompletedOnboarding: true,
  subscriptionTier: 'free',
  subscriptionStatus: 'active',
  subscriptionExpiresAt: null,
  createdAt: '2026-11-27T09:30:00.000Z',
  preferences: defaultUserPreferences,
};
const exampleToken = 'eyJhbGciOiJIUzI1NiJ9.example.signature';

export const register = defineOperation({
  method: 'post',
  path: '/api/auth/register',
  tag: 'Auth',
  summary: 'Create an account (then sign in with it)',
  description:
    'The same answer whether or not the email already has an account, and no session in either case ' +
    '(decision 058): a new email gets its account, an email that has one gets nothing but an email to ' +
    'its owner (when SMTP is configured). Sign in with the same email and password next. A taken ' +
    'username is a 409: usernames are public.',
  access: 'public',
  body: registerRequestSchema,
  success: {
    status: 202,
    description: 'Registration received; no session (sign in next)',
    schema: registerResponseSchema,
  },
  errors: ['VALIDATION_FAILED', 'CONFLICT', 'RATE_LIMITED'],
  example: {
    body: {
      username: 'arkad_learner',
      email: 'learner@example.com',
      password: 'seven cures of a lean purse',
      firstName: 'Bansir',
      lastName: 'Chariot',
      experienceLevel: 'beginner',
      investmentGoal: 'long_term',
    },
    answer: { message: authMessages.registrationSent, emailSent: true },
  },
});

export const login = defineOperation({
  method: 'post',
  path: '/api/auth/login',
  tag: 'Auth',
  summary: 'Sign in with email and password',
  access: 'public',
  body: loginSchema,
  success: { status: 200, description: 'The user and a session token', schema: authResponseSchema },
  errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'RATE_LIMITED'],
  example: {
    body: { email: 'learner@example.com', password: 'seven cures of a lean purse' },
    answer: { user: exampleUser, token: exampleToken },
  },
});

export const getMe = defineOperation({
  method: 'get',
  path: '/api/auth/me',
  tag: 'Auth',
  summary: 'The signed-in user',
  access: 'signed-in',
  success: { status: 200, description: 'The user of the bearer token', schema: userResponseSchema },
  errors: ['UNAUTHENTICATED'],
  example: { answer: { user: exampleUser } },
});

export const logout = defineOperation({
  method: 'post',
  path: '/api/auth/logout',
  tag: 'Auth',
  summary: 'Revoke the bearer token (answers 204 with or without one)',
  access: 'public',
  success: { status: 204, description: 'Signed out' },
  errors: [],
  example: {},
});

export const forgotPassword = defineOperation({
  method: 'post',
  path: '/api/auth/forgot-password',
  tag: 'Auth',
  summary: 'Email a password reset link if an account exists for the address',
  description:
    'The answer is the same whether or not the account exists. On a server with no SMTP configured it says so (`emailSent: false`) and sends nothing.',
  access: 'public',
  body: forgotPasswordSchema,
  success: { status: 200, description: 'A neutral confirmation', schema: forgotPasswordResponseSchema },
  errors: ['VALIDATION_FAILED', 'RATE_LIMITED'],
  example: {
    body: { email: 'learner@example.com' },
    answer: { message: 'If an account exists for that email, a reset link has been sent.', emailSent: true },
  },
});

export const resetPassword = defineOperation({
  method: 'post',
  path: '/api/auth/reset-password',
  tag: 'Auth',
  summary: 'Set a new password with a reset token (one use, one hour)',
  access: 'public',
  body: resetPasswordSchema,
  success: { status: 200, description: 'The password was changed', schema: messageResponseSchema },
  errors: ['VALIDATION_FAILED', 'RATE_LIMITED'],
  example: {
    body: { token: 'reset-token-from-the-email', password: 'a new and longer passphrase' },
    answer: { message: 'Password has been reset successfully' },
  },
});

export const completeOnboarding = defineOperation({
  method: 'post',
  path: '/api/auth/complete-onboarding',
  tag: 'Auth',
  summary: 'Mark onboarding as finished',
  access: 'signed-in',
  success: { status: 200, description: 'The updated user', schema: userResponseSchema },
  errors: ['UNAUTHENTICATED'],
  example: { answer: { user: exampleUser } },
});

export const updateProfile = defineOperation({
  method: 'put',
  path: '/api/auth/profile',
  tag: 'Account',
  summary: 'Change name, username or email',
  access: 'signed-in',
  body: profileSchema,
  success: { status: 200, description: 'The updated user', schema: userResponseSchema },
  errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'CONFLICT', 'RATE_LIMITED'],
  example: {
    body: { firstName: 'Bansir', lastName: 'Chariot', username: 'arkad_learner', email: 'learner@example.com' },
    answer: { user: exampleUser },
  },
});

export const changePassword = defineOperation({
  method: 'post',
  path: '/api/auth/change-password',
  tag: 'Account',
  summary: 'Change the password; every other session is revoked',
  access: 'signed-in',
  body: changePasswordSchema,
  success: { status: 200, description: 'The user and a fresh token for this device', schema: authResponseSchema },
  errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'RATE_LIMITED'],
  example: {
    body: {
      currentPassword: 'seven cures of a lean purse',
      newPassword: 'five laws of gold, kept',
      confirmPassword: 'five laws of gold, kept',
    },
    answer: { user: exampleUser, token: exampleToken },
  },
});

export const updatePreferences = defineOperation({
  method: 'put',
  path: '/api/auth/preferences',
  tag: 'Account',
  summary: 'Save any subset of the preferences',
  access: 'signed-in',
  body: preferencesUpdateSchema,
  success: { status: 200, description: 'The updated user', schema: userResponseSchema },
  errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED'],
  example: { body: { weeklyDigest: false }, answer: { user: exampleUser } },
});
