import { z } from 'zod';
import {
  experienceLevelSchema,
  languageSchema,
  investmentGoalSchema,
  priceAlertThresholdSchema,
  riskToleranceSchema,
  usableCurrencySchema,
} from './user';
import { MAX_MONEY_AMOUNT } from '../domain/money';
import { isVisibleText } from './visible-text';

/** Validation texts, shared by the client forms and the server so both say the same thing. */
export const authMessages = {
  /** PUT /api/auth/preferences with pushNotifications: true and no browser subscribed. */
  pushNeedsBrowser:
    'Push is turned on in a browser, from Settings › Notifications, where the browser asks for permission.',
  usernameMin: 'Username must be at least 3 characters',
  usernameMax: 'Username must be less than 20 characters',
  usernameChars: 'Username can only contain letters, numbers, and underscores',
  usernameInvisible: 'Username cannot contain invisible characters or text-direction marks',
  email: 'Please enter a valid email address',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 72 bytes',
  passwordRequired: 'Password is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameMax: 'Name must be at most 50 characters',
  nameControlChars: 'Name cannot contain control characters, invisible characters or text-direction marks',
  confirmRequired: 'Password confirmation is required',
  passwordsDiffer: 'Passwords do not match',
  resetTokenRequired: 'Reset token is required',
  currentPasswordRequired: 'Current password is required',
  currentPasswordForEmail: 'Enter your current password to change your email',
  amountMin: 'Amount must be at least $1',
  amountMax: 'Amount must be at most $99,999,999.99',
  /** The forgot-password answer, the same whether or not the email has an account. */
  forgotPasswordSent: 'If an account exists for that email, we have sent a password reset link.',
  /** The forgot-password answer of a server with no SMTP configured: the same for every address. */
  forgotPasswordNoEmail:
    'This server cannot send email, so no reset link was sent. Ask whoever runs this Arkad server to help you reset your password.',
  /** The registration answer, the same whether or not the email has an account (decision 058). */
  registrationSent:
    'If this email was new to Arkad, your account is ready: sign in with this email and password. If it already had an account, nothing has changed and we have sent an email to it.',
  /** The registration answer of a server with no SMTP configured: the same for every address. */
  registrationNoEmail:
    'If this email was new to Arkad, your account is ready: sign in with this email and password. If it already had an account, nothing has changed.',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads only the first 72 bytes of a password: longer ones are refused, not cut short. */
export const PASSWORD_MAX_BYTES = 72;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;

// The invisible-character checks come before trim(), which would quietly drop a BOM or U+2028
// at either end: such text is refused, not stored cleaned.
export const usernameSchema = z
  .string({ error: authMessages.usernameMin })
  .refine(isVisibleText, { message: authMessages.usernameInvisible, abort: true })
  .trim()
  .min(USERNAME_MIN_LENGTH, authMessages.usernameMin)
  .max(USERNAME_MAX_LENGTH, authMessages.usernameMax)
  .regex(/^[A-Za-z0-9_]+$/, authMessages.usernameChars);

export const emailSchema = z
  .string({ error: authMessages.email })
  .trim()
  .max(254, authMessages.email)
  .pipe(z.email(authMessages.email))
  .transform((email) => email.toLowerCase());

export const newPasswordSchema = z
  .string({ error: authMessages.passwordMin })
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordMin)
  .refine((password) => new TextEncoder().encode(password).length <= PASSWORD_MAX_BYTES, authMessages.passwordMax);

/** A first or last name: no control, invisible or text-direction characters (visible-text.ts). */
const nameSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .refine(isVisibleText, { message: authMessages.nameControlChars, abort: true })
    .trim()
    .min(1, requiredMessage)
    .max(50, authMessages.nameMax);
const firstNameSchema = nameSchema(authMessages.firstNameRequired);
const lastNameSchema = nameSchema(authMessages.lastNameRequired);
/**
 * The password typed again: required, then compared with the password (the refinements below). Its
 * length is the password's business, so a filled confirmation never reads 'required'.
 */
const confirmPasswordSchema = z.string({ error: authMessages.confirmRequired }).min(1, authMessages.confirmRequired);

/** What POST /api/auth/register accepts. confirmPassword is a client-only field and is not sent. */
export const registerRequestSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  experienceLevel: experienceLevelSchema.default('beginner'),
  investmentGoal: investmentGoalSchema.nullish(),
  /** The language the visitor was reading Arkad in: the account keeps it (decision 063). */
  language: languageSchema.optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** The register form: the request plus the password confirmation. */
export const registerFormSchema = registerRequestSchema
  .extend({ confirmPassword: confirmPasswordSchema })
  .refine((values) => values.password === values.confirmPassword, {
    message: authMessages.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type RegisterFormInput = z.input<typeof registerFormSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: authMessages.passwordRequired }).min(1, authMessages.passwordRequired),
});
export type LoginInput = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z.string({ error: authMessages.resetTokenRequired }).min(1, authMessages.resetTokenRequired),
  password: newPasswordSchema,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The profile; currentPassword is needed (and checked by the server) only when the email changes. */
export const profileSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  username: usernameSchema,
  email: emailSchema,
  currentPassword: z.string().optional(),
});
export type ProfileInput = z.input<typeof profileSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: authMessages.currentPasswordRequired })
      .min(1, authMessages.currentPasswordRequired),
    newPassword: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: authMessages.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const preferencesSchema = z.object({
  experienceLevel: experienceLevelSchema,
  defaultCurrency: usableCurrencySchema,
  defaultDCAAmount: z
    .number({ error: authMessages.amountMin })
    .min(1, authMessages.amountMin)
    .max(MAX_MONEY_AMOUNT, authMessages.amountMax),
  riskTolerance: riskToleranceSchema,
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  priceAlerts: z.boolean(),
  weeklyDigest: z.boolean(),
});
export type PreferencesInput = z.input<typeof preferencesSchema>;

/** Settings › Notifications: the switches and the price alert threshold, saved together. */
export const notificationSettingsSchema = z.object({
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  priceAlerts: z.boolean(),
  weeklyDigest: z.boolean(),
  priceAlertThreshold: priceAlertThresholdSchema,
});
export type NotificationSettingsInput = z.input<typeof notificationSettingsSchema>;

/** PUT /api/auth/preferences takes any subset, so the notification switches can be saved alone. */
export const preferencesUpdateSchema = preferencesSchema
  .extend({ priceAlertThreshold: priceAlertThresholdSchema, language: languageSchema })
  .partial()
  .refine((values) => Object.keys(values).length > 0, { message: 'No preferences to update' });
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;

export const forgotPasswordResponseSchema = z.object({
  message: z.string(),
  /** Whether this server sends email at all (SMTP configured): the same for every address asked about. */
  emailSent: z.boolean(),
  resetUrl: z.string().optional(),
});
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

/**
 * What registering answers (202), the same whether or not the email already had an account: no
 * session (decision 058). The client signs in with the same email and password next.
 */
export const registerResponseSchema = z.object({
  message: z.string(),
  /**
   * Whether this server sends email at all (SMTP configured), so whether the owner of an email
   * that already had an account has been told: the same for every address.
   */
  emailSent: z.boolean(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** The reset-password form: the new password typed twice (the token comes from the link). */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: confirmPasswordSchema })
  .refine((values) => values.password === values.confirmPassword, {
    message: authMessages.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;
