import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  authMessages,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  newPasswordSchema,
  preferencesSchema,
  preferencesUpdateSchema,
  profileSchema,
  registerFormSchema,
  registerRequestSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
} from './auth';

/** The messages zod reports for one field. */
function messagesFor(schema: z.ZodType, value: unknown, field: string): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.join('.') === field).map((issue) => issue.message);
}

const validRegistration = {
  username: 'satoshi_21',
  email: 'Saver@Example.com',
  password: 'goldflows-to-savers',
  confirmPassword: 'goldflows-to-savers',
  firstName: 'Arkad',
  lastName: 'Babylon',
};

describe('registerFormSchema', () => {
  it('accepts a valid registration, defaults experience to beginner and lowercases the email', () => {
    const parsed = registerFormSchema.parse(validRegistration);
    expect(parsed.experienceLevel).toBe('beginner');
    expect(parsed.email).toBe('saver@example.com');
    expect(parsed.investmentGoal).toBeUndefined();
  });

  it.each([
    ['username', 'ab', authMessages.usernameMin, 'Username must be at least 3 characters'],
    ['username', 'abcdefghijklmnopqrstu', authMessages.usernameMax, 'Username must be less than 20 characters'],
    [
      'username',
      'no spaces',
      authMessages.usernameChars,
      'Username can only contain letters, numbers, and underscores',
    ],
    ['email', 'nope', authMessages.email, 'Please enter a valid email address'],
    ['password', 'short', authMessages.passwordMin, 'Password must be at least 8 characters'],
    ['firstName', '', authMessages.firstNameRequired, 'First name is required'],
    ['lastName', '', authMessages.lastNameRequired, 'Last name is required'],
    ['confirmPassword', '', authMessages.confirmRequired, 'Password confirmation is required'],
  ])('%s=%j gives "%s"', (field, value, message, specText) => {
    expect(message).toBe(specText);
    expect(messagesFor(registerFormSchema, { ...validRegistration, [field]: value }, field)).toContain(message);
  });

  it('accepts usernames of exactly 3 and 20 characters', () => {
    for (const username of ['abc', 'a'.repeat(20)]) {
      expect(registerFormSchema.safeParse({ ...validRegistration, username }).success).toBe(true);
    }
  });

  it('reports "Passwords do not match" on confirmPassword', () => {
    const value = { ...validRegistration, confirmPassword: 'different-password' };
    expect(messagesFor(registerFormSchema, value, 'confirmPassword')).toEqual(['Passwords do not match']);
  });

  it('says a filled confirmation does not match, never that it is required', () => {
    const value = { ...validRegistration, confirmPassword: 'short' };
    expect(messagesFor(registerFormSchema, value, 'confirmPassword')).toEqual(['Passwords do not match']);
  });

  it('a short password typed twice is reported on the password only', () => {
    const value = { ...validRegistration, password: 'short', confirmPassword: 'short' };
    expect(messagesFor(registerFormSchema, value, 'password')).toEqual([authMessages.passwordMin]);
    expect(messagesFor(registerFormSchema, value, 'confirmPassword')).toEqual([]);
  });

  it('reports the field’s own message when a required field is missing entirely', () => {
    expect(messagesFor(registerFormSchema, {}, 'firstName')).toEqual([authMessages.firstNameRequired]);
    expect(messagesFor(registerFormSchema, {}, 'email')).toEqual([authMessages.email]);
  });

  it('the request schema has no confirmPassword and drops it', () => {
    const parsed = registerRequestSchema.parse(validRegistration);
    expect(parsed).not.toHaveProperty('confirmPassword');
  });
});

describe('loginSchema', () => {
  it('needs a valid email and a password', () => {
    expect(messagesFor(loginSchema, { email: 'x', password: 'p' }, 'email')).toEqual([authMessages.email]);
    expect(messagesFor(loginSchema, { email: 'a@b.co', password: '' }, 'password')).toEqual(['Password is required']);
  });
});

describe('forgotPasswordSchema', () => {
  it('needs a valid email', () => {
    expect(messagesFor(forgotPasswordSchema, { email: 'a@' }, 'email')).toEqual([authMessages.email]);
    expect(forgotPasswordSchema.parse({ email: ' A@B.co ' }).email).toBe('a@b.co');
  });
});

describe('resetPasswordSchema', () => {
  it('needs a token and a password of 8+', () => {
    expect(messagesFor(resetPasswordSchema, { token: '', password: 'long-enough' }, 'token')).toEqual([
      'Reset token is required',
    ]);
    expect(messagesFor(resetPasswordSchema, { token: 't', password: '1234567' }, 'password')).toEqual([
      authMessages.passwordMin,
    ]);
  });
});

describe('resetPasswordFormSchema', () => {
  it('accepts the same new password typed twice', () => {
    expect(
      resetPasswordFormSchema.safeParse({ password: 'new-babylon-key', confirmPassword: 'new-babylon-key' }).success,
    ).toBe(true);
  });

  it.each([
    [{ password: 'short', confirmPassword: 'short' }, 'password', authMessages.passwordMin],
    [{ password: 'new-babylon-key', confirmPassword: '' }, 'confirmPassword', authMessages.confirmRequired],
    [
      { password: 'new-babylon-key', confirmPassword: 'other-babylon-key' },
      'confirmPassword',
      authMessages.passwordsDiffer,
    ],
  ])('%j → %s: %s', (value, field, message) => {
    expect(messagesFor(resetPasswordFormSchema, value, field)).toContain(message);
  });

  it.each([
    [{ password: 'short', confirmPassword: 'short' }, []],
    [{ password: 'new-babylon-key', confirmPassword: 'short' }, [authMessages.passwordsDiffer]],
  ])('%j → confirmPassword says only %j', (value, messages) => {
    expect(messagesFor(resetPasswordFormSchema, value, 'confirmPassword')).toEqual(messages);
  });
});

describe('profileSchema', () => {
  const profile = { firstName: 'A', lastName: 'B', username: 'abc', email: 'a@b.co' };
  it.each([
    ['firstName', '', authMessages.firstNameRequired],
    ['lastName', '', authMessages.lastNameRequired],
    ['username', 'ab', authMessages.usernameMin],
    ['email', 'x', authMessages.email],
  ])('%s=%j gives "%s"', (field, value, message) => {
    expect(messagesFor(profileSchema, { ...profile, [field]: value }, field)).toContain(message);
  });
});

describe('names and passwords that would break or be cut short downstream', () => {
  it.each(['Ada\u0000', 'A\u0007da', 'Ada\nLovelace', 'Ada\u009B'])(
    'refuses the name %j with a field message',
    (name) => {
      expect(messagesFor(registerRequestSchema, { ...validRegistration, firstName: name }, 'firstName')).toEqual([
        authMessages.nameControlChars,
      ]);
      expect(
        messagesFor(profileSchema, { firstName: 'A', lastName: name, username: 'abc', email: 'a@b.co' }, 'lastName'),
      ).toEqual([authMessages.nameControlChars]);
    },
  );

  it('keeps accents, apostrophes and spaces in names', () => {
    expect(registerRequestSchema.safeParse({ ...validRegistration, firstName: "Zoë O'Brien-Núñez" }).success).toBe(
      true,
    );
  });

  it('limits passwords by bytes, as bcrypt reads them: 72 one-byte or 18 four-byte characters, not more', () => {
    expect(authMessages.passwordMax).toBe('Password must be at most 72 bytes');
    const fits = ['a'.repeat(72), '🔑'.repeat(18)];
    const tooLong = ['a'.repeat(73), '🔑'.repeat(18) + 'a', 'é'.repeat(37)];
    for (const password of fits) expect(messagesFor(newPasswordSchema, password, '')).toEqual([]);
    for (const password of tooLong)
      expect(messagesFor(newPasswordSchema, password, '')).toEqual([authMessages.passwordMax]);
    expect(
      messagesFor(
        changePasswordSchema,
        { currentPassword: 'x', newPassword: 'é'.repeat(37), confirmPassword: 'é'.repeat(37) },
        'newPassword',
      ),
    ).toEqual([authMessages.passwordMax]);
  });
});

describe('changePasswordSchema', () => {
  const base = { currentPassword: 'old-password', newPassword: 'new-password', confirmPassword: 'new-password' };
  it.each([
    ['currentPassword', { currentPassword: '' }, 'Current password is required'],
    ['newPassword', { newPassword: 'short', confirmPassword: 'short' }, authMessages.passwordMin],
    ['confirmPassword', { confirmPassword: '' }, authMessages.confirmRequired],
    ['confirmPassword', { confirmPassword: 'short' }, 'Passwords do not match'],
    ['confirmPassword', { confirmPassword: 'new-passwore' }, 'Passwords do not match'],
  ])('%s: %j gives "%s"', (field, change, message) => {
    expect(messagesFor(changePasswordSchema, { ...base, ...change }, field)).toContain(message);
  });
});

describe('preferencesSchema', () => {
  const prefs = {
    experienceLevel: 'beginner',
    defaultCurrency: 'USD',
    defaultDCAAmount: 100,
    riskTolerance: 'moderate',
    emailNotifications: true,
    pushNotifications: false,
    priceAlerts: false,
    weeklyDigest: true,
  };
  it('accepts every listed value', () => {
    for (const currency of ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'ZAR', 'TRY']) {
      expect(preferencesSchema.safeParse({ ...prefs, defaultCurrency: currency }).success).toBe(true);
    }
    // A currency without bundled rates cannot be shown: not offered.
    for (const currency of ['ISK', 'RUB', 'usd']) {
      expect(preferencesSchema.safeParse({ ...prefs, defaultCurrency: currency }).error?.issues[0]?.message).toBe(
        'Choose one of the listed currencies: Arkad has Bitcoin prices only in these',
      );
    }
    for (const risk of ['conservative', 'moderate', 'aggressive']) {
      expect(preferencesSchema.safeParse({ ...prefs, riskTolerance: risk }).success).toBe(true);
    }
  });
  it('needs an amount of at least $1', () => {
    expect(messagesFor(preferencesSchema, { ...prefs, defaultDCAAmount: 0.99 }, 'defaultDCAAmount')).toEqual([
      'Amount must be at least $1',
    ]);
    expect(preferencesSchema.safeParse({ ...prefs, defaultDCAAmount: 1 }).success).toBe(true);
  });
  it('rejects values outside the sets', () => {
    expect(preferencesSchema.safeParse({ ...prefs, defaultCurrency: 'ISK' }).success).toBe(false);
    expect(preferencesSchema.safeParse({ ...prefs, experienceLevel: 'expert' }).success).toBe(false);
  });
  it('the update schema takes any non-empty subset', () => {
    expect(preferencesUpdateSchema.safeParse({ weeklyDigest: false }).success).toBe(true);
    expect(preferencesUpdateSchema.safeParse({}).success).toBe(false);
  });
});
