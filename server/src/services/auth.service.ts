import bcrypt from 'bcryptjs';
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { authMessages } from '@shared/schemas/auth';
import type {
  ChangePasswordInput,
  ForgotPasswordResponse,
  PreferencesUpdate,
  profileSchema,
  registerRequestSchema,
  resetPasswordSchema,
  loginSchema,
} from '@shared/schemas/auth';
import type { AuthResponse, PublicUser } from '@shared/schemas/user';
import { toDecimalString } from '@shared/domain/money';
import type { z } from 'zod';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import { passwordResetTokens, sessions, userPreferences, users, type UserRow } from '../db/schema';
import { badRequest, conflict, unauthenticated } from '../lib/errors';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../lib/mailer';
import { isUniqueViolation } from '../lib/pg-errors';
import { hashResetToken, newResetToken, newSessionId, signSessionToken, verifySessionToken } from '../lib/tokens';
import { toPublicUser } from './user-mapper';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const authErrors = {
  invalidCredentials: 'Invalid email or password',
  usernameTaken: 'That username is already taken',
  emailTaken: 'An account with that email already exists',
  invalidResetToken: 'This reset link is invalid or has expired. Please request a new one.',
  wrongCurrentPassword: 'Current password is incorrect',
} as const;

export interface AuthContext {
  user: PublicUser;
  userId: number;
  sessionId: string;
}

interface AuthServiceDeps {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  logger: Logger;
  now: () => Date;
}

export function createAuthService({ db, config, mailer, logger, now }: AuthServiceDeps) {
  /**
   * A hash to compare against when no user matches, made with the same cost as real hashes so
   * both login failures take the same time (no account enumeration by timing).
   */
  const dummyPasswordHash = bcrypt.hash('arkad-timing-equaliser', config.bcryptCost);
  async function loadPublicUser(userId: number): Promise<PublicUser> {
    const [row] = await db
      .select({ user: users, preferences: userPreferences })
      .from(users)
      .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
      .where(eq(users.id, userId));
    if (!row) throw unauthenticated();
    return toPublicUser(row.user, row.preferences);
  }

  /** 409 naming which of username and email is taken (by another user than exceptUserId). */
  async function assertIdentityFree(username: string, email: string, exceptUserId?: number): Promise<void> {
    const taken = await db
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(
        and(
          or(sql`lower(${users.username}) = lower(${username})`, eq(users.email, email)),
          exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
        ),
      );
    const usernameTaken = taken.some((row) => row.username.toLowerCase() === username.toLowerCase());
    const emailTaken = taken.some((row) => row.email === email);
    if (!usernameTaken && !emailTaken) return;
    const fields: Record<string, string[]> = {};
    if (usernameTaken) fields.username = [authErrors.usernameTaken];
    if (emailTaken) fields.email = [authErrors.emailTaken];
    const message = usernameTaken && emailTaken
      ? `${authErrors.usernameTaken}, and ${authErrors.emailTaken.charAt(0).toLowerCase()}${authErrors.emailTaken.slice(1)}`
      : usernameTaken
        ? authErrors.usernameTaken
        : authErrors.emailTaken;
    throw conflict(message, fields);
  }

  /**
   * Runs a write that can hit the username or email unique index. When another request took the
   * name between our check and the write, answer the same 409 naming which, not a generic one.
   */
  async function withIdentityConflicts<T>(
    username: string,
    email: string,
    exceptUserId: number | undefined,
    write: () => Promise<T>,
  ): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) await assertIdentityFree(username, email, exceptUserId);
      throw error;
    }
  }

  async function startSession(userId: number, userAgent: string | undefined): Promise<string> {
    const issuedAt = now();
    const expiresAt = new Date(issuedAt.getTime() + config.sessionTtlMs);
    const sessionId = newSessionId();
    await db.insert(sessions).values({ id: sessionId, userId, createdAt: issuedAt, expiresAt, userAgent: userAgent?.slice(0, 300) });
    return signSessionToken({ sessionId, userId }, config.jwtSecret, { now: issuedAt, expiresAt });
  }

  async function revokeAllSessions(userId: number): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: now() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }

  const hashPassword = (password: string) => bcrypt.hash(password, config.bcryptCost);

  return {
    async register(input: z.output<typeof registerRequestSchema>, userAgent?: string): Promise<AuthResponse> {
      await assertIdentityFree(input.username, input.email);
      const passwordHash = await hashPassword(input.password);
      const created = await withIdentityConflicts(input.username, input.email, undefined, () => db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            username: input.username,
            email: input.email,
            password: passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            experienceLevel: input.experienceLevel,
            investmentGoal: input.investmentGoal ?? null,
            createdAt: now(),
          })
          .returning();
        if (!user) throw new Error('Insert returned no user');
        await tx.insert(userPreferences).values({ userId: user.id });
        return user;
      }));
      const token = await startSession(created.id, userAgent);
      return { user: await loadPublicUser(created.id), token };
    },

    async login(input: z.output<typeof loginSchema>, userAgent?: string): Promise<AuthResponse> {
      const [user] = await db.select().from(users).where(eq(users.email, input.email));
      const matches = await bcrypt.compare(input.password, user?.password ?? (await dummyPasswordHash));
      if (!user || !matches) throw unauthenticated(authErrors.invalidCredentials);
      const token = await startSession(user.id, userAgent);
      return { user: await loadPublicUser(user.id), token };
    },

    /** The signed-in user behind a bearer token, or null when the token is invalid, expired or revoked. */
    async authenticate(token: string): Promise<AuthContext | null> {
      const at = now();
      const claims = verifySessionToken(token, config.jwtSecret, at);
      if (!claims) return null;
      const [row] = await db
        .select({ user: users, preferences: userPreferences })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
        .where(
          and(
            eq(sessions.id, claims.sessionId),
            eq(sessions.userId, claims.userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, at),
          ),
        );
      if (!row) return null;
      return { user: toPublicUser(row.user, row.preferences), userId: row.user.id, sessionId: claims.sessionId };
    },

    async logout(token: string | undefined): Promise<void> {
      if (!token) return;
      const claims = verifySessionToken(token, config.jwtSecret, now());
      if (!claims) return;
      await db
        .update(sessions)
        .set({ revokedAt: now() })
        .where(and(eq(sessions.id, claims.sessionId), isNull(sessions.revokedAt)));
    },

    async forgotPassword(email: string): Promise<ForgotPasswordResponse> {
      const response: ForgotPasswordResponse = { message: authMessages.forgotPasswordSent };
      const [user] = await db.select().from(users).where(eq(users.email, email));
      if (!user) return response;
      const at = now();
      const { token, tokenHash } = newResetToken();
      await db.transaction(async (tx) => {
        // Housekeeping: drop this user's expired tokens so the table does not grow without bound.
        await tx
          .delete(passwordResetTokens)
          .where(and(eq(passwordResetTokens.userId, user.id), lt(passwordResetTokens.expiresAt, at)));
        await tx.insert(passwordResetTokens).values({
          userId: user.id,
          token: tokenHash,
          expiresAt: new Date(at.getTime() + RESET_TOKEN_TTL_MS),
          createdAt: at,
        });
      });
      const resetUrl = `${config.appUrl}/auth?token=${encodeURIComponent(token)}`;
      // Sent in the background: waiting for SMTP would make known addresses answer measurably slower.
      void sendResetEmail(user, resetUrl);
      if (!config.isProduction) response.resetUrl = resetUrl;
      return response;
    },

    async resetPassword(input: z.output<typeof resetPasswordSchema>): Promise<{ message: string }> {
      const at = now();
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        // Deleting the row is what makes the token single-use, even for two concurrent requests.
        const [used] = await tx
          .delete(passwordResetTokens)
          .where(eq(passwordResetTokens.token, hashResetToken(input.token)))
          .returning();
        if (!used || used.expiresAt.getTime() <= at.getTime()) {
          throw badRequest(authErrors.invalidResetToken, { token: [authErrors.invalidResetToken] });
        }
        await tx.update(users).set({ password: passwordHash }).where(eq(users.id, used.userId));
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, used.userId));
        await tx
          .update(sessions)
          .set({ revokedAt: at })
          .where(and(eq(sessions.userId, used.userId), isNull(sessions.revokedAt)));
      });
      return { message: 'Your password has been reset. You can now sign in.' };
    },

    async completeOnboarding(userId: number): Promise<PublicUser> {
      await db.update(users).set({ hasCompletedOnboarding: true }).where(eq(users.id, userId));
      return loadPublicUser(userId);
    },

    async updateProfile(userId: number, input: z.output<typeof profileSchema>): Promise<PublicUser> {
      await assertIdentityFree(input.username, input.email, userId);
      await withIdentityConflicts(input.username, input.email, userId, () =>
        db
          .update(users)
          .set({ firstName: input.firstName, lastName: input.lastName, username: input.username, email: input.email })
          .where(eq(users.id, userId)),
      );
      return loadPublicUser(userId);
    },

    async changePassword(userId: number, input: ChangePasswordInput, userAgent?: string): Promise<AuthResponse> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw unauthenticated();
      if (!(await bcrypt.compare(input.currentPassword, user.password))) {
        throw badRequest(authErrors.wrongCurrentPassword, { currentPassword: [authErrors.wrongCurrentPassword] });
      }
      await db.update(users).set({ password: await hashPassword(input.newPassword) }).where(eq(users.id, userId));
      // Every token issued before the change stops working; the caller gets a fresh one.
      await revokeAllSessions(userId);
      const token = await startSession(userId, userAgent);
      return { user: await loadPublicUser(userId), token };
    },

    async updatePreferences(userId: number, input: PreferencesUpdate): Promise<PublicUser> {
      const { experienceLevel, defaultDCAAmount, ...rest } = input;
      const prefs = {
        ...rest,
        ...(defaultDCAAmount === undefined ? {} : { defaultDcaAmount: toDecimalString(defaultDCAAmount) }),
      };
      await db.transaction(async (tx) => {
        if (experienceLevel) await tx.update(users).set({ experienceLevel }).where(eq(users.id, userId));
        if (Object.keys(prefs).length > 0) {
          await tx
            .insert(userPreferences)
            .values({ userId, ...prefs, updatedAt: now() })
            .onConflictDoUpdate({ target: userPreferences.userId, set: { ...prefs, updatedAt: now() } });
        }
      });
      return loadPublicUser(userId);
    },
  };

  async function sendResetEmail(user: UserRow, resetUrl: string): Promise<void> {
    try {
      await mailer.send({
        to: user.email,
        subject: 'Reset your Arkad password',
        text: [
          `Hello ${user.firstName},`,
          '',
          'Someone (hopefully you) asked to reset the password of your Arkad account.',
          `Open this link within one hour to choose a new password:`,
          resetUrl,
          '',
          'If you did not ask for this, ignore this email: your password stays as it is.',
        ].join('\n'),
      });
    } catch (error) {
      // Answer the same either way (no account enumeration); the failure is for the operators.
      logger.error({ err: error }, 'password reset email could not be sent');
    }
  }
}

export type AuthService = ReturnType<typeof createAuthService>;
