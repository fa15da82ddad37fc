import { and, count, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { ACCOUNT_EXPORT_FORMAT, accountMessages, type AccountExport } from '@shared/schemas/account';
import {
  authMessages,
  type ChangePasswordInput,
  type PreferencesUpdate,
  type profileSchema,
} from '@shared/schemas/auth';
import type { AuthResponse, PublicUser } from '@shared/schemas/user';
import { toDecimalString } from '@shared/domain/money';
import type { Database } from '../db/client';
import { passwordResetTokens, pushSubscriptions, sessions, userPreferences, users } from '../db/schema';
import { badRequest, unauthenticated } from '../lib/errors';
import { authErrors } from './auth-errors';
import type { PasswordHasher } from './password-hasher';
import type { RateLimiter } from './rate-limiter';
import { deleteLearnerRows, exportLearnerRows } from './learner-data';
import { assertStrongPassword } from './password-strength';
import { defaultLanguage, type Language } from '@shared/i18n/languages';
import { createUserRecords } from './user-records';

interface AccountServiceDeps {
  db: Database;
  hasher: PasswordHasher;
  /** Counts current-password checks per account, as sign-in attempts are counted. */
  limiter: RateLimiter;
  now: () => Date;
  /** Opens a new session after a password change (the authentication service's). */
  startSession: (userId: number, userAgent: string | undefined) => Promise<string>;
  /** Sets a renewing Stripe subscription to end with its period (the subscription service's). */
  stopRenewal: (userId: number) => Promise<void>;
  /** What each teacher sees of the learner, class by class (the classroom service's, decision 060). */
  teacherViews: (userId: number) => Promise<AccountExport['teacherViews']>;
}

/** The signed-in learner's own account: profile, preferences, password and onboarding. */
export function createAccountService(deps: AccountServiceDeps) {
  const { db, hasher, limiter, now, startSession, stopRenewal, teacherViews } = deps;
  const records = createUserRecords(db);

  async function storedUser(userId: number) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw unauthenticated();
    return user;
  }

  /**
   * The current password, checked before an email or password change. A session alone must not
   * allow guessing it without bound: checks are counted per account (429 past the limit), and the
   * count starts again after a right one, as for sign-in.
   */
  async function checkCurrentPassword(
    userId: number,
    candidate: string,
    passwordHash: string,
    field: { name: string; wrong: string } = { name: 'currentPassword', wrong: authErrors.wrongCurrentPassword },
  ): Promise<void> {
    const subject = String(userId);
    await limiter.hit('passwordCheckAccount', subject);
    if (!(await hasher.compare(candidate, passwordHash))) {
      throw badRequest(field.wrong, { [field.name]: [field.wrong] });
    }
    await limiter.clear('passwordCheckAccount', subject);
  }

  return {
    async completeOnboarding(userId: number): Promise<PublicUser> {
      await db.update(users).set({ hasCompletedOnboarding: true }).where(eq(users.id, userId));
      return records.loadPublicUser(userId);
    },

    /** A new email needs the current password; reset links sent to the old address stop working. */
    async updateProfile(userId: number, input: z.output<typeof profileSchema>): Promise<PublicUser> {
      const user = await storedUser(userId);
      const emailChanges = user.email !== input.email;
      if (emailChanges) {
        if (!input.currentPassword) {
          throw badRequest(authErrors.currentPasswordForEmail, {
            currentPassword: [authErrors.currentPasswordForEmail],
          });
        }
        await checkCurrentPassword(userId, input.currentPassword, user.password);
      }
      await records.assertIdentityFree(input.username, input.email, userId);
      await records.withIdentityConflicts(input.username, input.email, userId, () =>
        db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ firstName: input.firstName, lastName: input.lastName, username: input.username, email: input.email })
            .where(eq(users.id, userId));
          if (emailChanges) await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
        }),
      );
      return records.loadPublicUser(userId);
    },

    /** `language`: the request's, for a message the learner reads (a weak password). */
    async changePassword(
      userId: number,
      input: ChangePasswordInput,
      userAgent?: string,
      language: Language = defaultLanguage,
    ): Promise<AuthResponse> {
      const user = await storedUser(userId);
      await checkCurrentPassword(userId, input.currentPassword, user.password);
      assertStrongPassword(input.newPassword, user, 'newPassword', language);
      const passwordHash = await hasher.hash(input.newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ password: passwordHash }).where(eq(users.id, userId));
        // Every token and reset link issued before the change stops working; the caller gets a fresh session.
        await tx
          .update(sessions)
          .set({ revokedAt: now() })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
      });
      const token = await startSession(userId, userAgent);
      return { user: await records.loadPublicUser(userId), token };
    },

    /** Download my data: every row that names the learner, secrets left out (learner-data.ts). */
    async exportData(userId: number): Promise<AccountExport> {
      const { tables, omitted } = await exportLearnerRows(db, userId);
      return {
        format: ACCOUNT_EXPORT_FORMAT,
        version: 1,
        exportedAt: now().toISOString(),
        omitted,
        tables,
        teacherViews: await teacherViews(userId),
      };
    },

    /**
     * Delete my account: the password first (counted as other current-password checks), then a
     * renewing Stripe subscription is set to end with its period, then every row of the learner is
     * removed or anonymised in one transaction. Their sessions go with it: every token answers 401.
     */
    async deleteAccount(userId: number, password: string): Promise<void> {
      const user = await storedUser(userId);
      await checkCurrentPassword(userId, password, user.password, {
        name: 'password',
        wrong: accountMessages.wrongPassword,
      });
      await stopRenewal(userId);
      await db.transaction((tx) => deleteLearnerRows(tx, userId));
    },

    async updatePreferences(userId: number, input: PreferencesUpdate): Promise<PublicUser> {
      const { experienceLevel, defaultDCAAmount, ...rest } = input;
      const prefs = {
        ...rest,
        ...(defaultDCAAmount === undefined ? {} : { defaultDcaAmount: toDecimalString(defaultDCAAmount) }),
      };
      await db.transaction(async (tx) => {
        // Push stays true exactly while a browser is subscribed (services/notifications/push.ts):
        // false forgets every browser's subscription; true only confirms one that exists.
        if (prefs.pushNotifications === false) {
          await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
        } else if (prefs.pushNotifications === true) {
          const [browsers] = await tx
            .select({ n: count() })
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.userId, userId));
          if ((browsers?.n ?? 0) === 0) {
            throw badRequest(authMessages.pushNeedsBrowser, { pushNotifications: [authMessages.pushNeedsBrowser] });
          }
        }
        if (experienceLevel) await tx.update(users).set({ experienceLevel }).where(eq(users.id, userId));
        if (Object.keys(prefs).length > 0) {
          await tx
            .insert(userPreferences)
            .values({ userId, ...prefs, updatedAt: now() })
            .onConflictDoUpdate({ target: userPreferences.userId, set: { ...prefs, updatedAt: now() } });
        }
      });
      return records.loadPublicUser(userId);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
