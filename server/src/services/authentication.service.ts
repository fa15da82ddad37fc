import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  authMessages,
  type ForgotPasswordResponse,
  type loginSchema,
  type RegisterResponse,
  type registerRequestSchema,
  type resetPasswordSchema,
} from '@shared/schemas/auth';
import type { AuthResponse, PublicUser } from '@shared/schemas/user';
import { defaultLanguage, type Language } from '@shared/i18n/languages';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import { learnerVersions, passwordResetTokens, sessions, userPreferences, users, type UserRow } from '../db/schema';
import { bcryptWorkerPool } from '../lib/bcrypt-worker-pool';
import type { JobQueue } from './jobs/job-queue';
import { sessionCacheKey, type LearnerCache } from '../lib/learner-cache';
import { badRequest, conflict, unauthenticated } from '../lib/errors';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../lib/mailer';
import { isUniqueViolation } from '../lib/pg-errors';
import { createSessionTokens, hashResetToken, newResetToken, newSessionId } from '../lib/tokens';
import { authErrors } from './auth-errors';
import { createEarlyAdopterSeats } from './early-adopters';
import { assertStrongPassword } from './password-strength';
import type { PasswordHasher } from './password-hasher';
import { accountLanguage, registrationNoticeJob } from './registration-notice';
import { renderPasswordReset } from './notifications/email-templates';
import { createUserRecords } from './user-records';
import { publicPreferenceColumns, publicUserColumns, toPublicUser } from './user-mapper';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface AuthContext {
  user: PublicUser;
  userId: number;
  sessionId: string;
}

/** Runs work after the answer has gone out; the work handles its own failures. */
export type BackgroundRunner = (task: () => Promise<void>) => void;

export const runInBackground: BackgroundRunner = (task) => {
  void task();
};

interface AuthenticationServiceDeps {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  logger: Logger;
  hasher: PasswordHasher;
  now: () => Date;
  /** Keeps each learner's public user (decision 054): used only while the learner's version is unchanged. */
  cache: LearnerCache;
  /** Where a registration's email is queued (decision 058). */
  queue: Pick<JobQueue, 'enqueueMany' | 'nudge'>;
  background?: BackgroundRunner;
}

/** Who someone is: registering, signing in and out, sessions, and the forgotten-password flow. */
export function createAuthenticationService({
  db,
  config,
  mailer,
  logger,
  hasher,
  now,
  cache,
  queue,
  background = runInBackground,
}: AuthenticationServiceDeps) {
  const records = createUserRecords(db);
  const sessionTokens = createSessionTokens(config.jwtSecret);
  const seats = createEarlyAdopterSeats({ db, offer: config.billing.earlyAdopter });
  // Every authenticated request runs this one statement, prepared (its plan kept per connection):
  // the session, if not revoked, and the learner's version, which decides whether the answers kept
  // in the learner cache may be used (decision 054, amended). The expiry is checked here, against now().
  const sessionCheckQuery = db
    .select({ expiresAt: sessions.expiresAt, version: learnerVersions.version })
    .from(sessions)
    .leftJoin(learnerVersions, eq(learnerVersions.userId, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
      ),
    )
    .prepare('authenticate_session');
  // The public user behind a valid session: read once per learner version, kept in the learner cache.
  const publicUserQuery = db
    .select({ user: publicUserColumns, preferences: publicPreferenceColumns })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('authenticate_public_user');
  /**
   * A hash to compare against when no user matches, made with the same cost as real hashes so
   * both login failures take the same time (no account enumeration by timing). Made once, on a
   * worker thread, when the service is built.
   */
  const dummyPasswordHash = bcryptWorkerPool().hash('arkad-timing-equaliser', config.bcryptCost);

  async function startSession(userId: number, userAgent: string | undefined): Promise<string> {
    const issuedAt = now();
    const expiresAt = new Date(issuedAt.getTime() + config.sessionTtlMs);
    const sessionId = newSessionId();
    await db
      .insert(sessions)
      .values({ id: sessionId, userId, createdAt: issuedAt, expiresAt, userAgent: userAgent?.slice(0, 300) });
    return sessionTokens.sign({ sessionId, userId }, { now: issuedAt, expiresAt });
  }

  /**
   * Stores a new reset token for the user and returns the link that carries it, or null when the
   * account's email is no longer user.email (the address the link would be sent to): an email
   * change revokes every link, including one asked for just before it and written just after.
   */
  async function issueResetLink(user: UserRow): Promise<string | null> {
    const at = now();
    const { token, tokenHash } = newResetToken();
    const stored = await db.transaction(async (tx) => {
      // The shared row lock makes a concurrent email change wait for this transaction (its
      // revocation then removes this token), or this one see the new email (and store nothing).
      const [sameEmail] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, user.id), eq(users.email, user.email)))
        .for('share');
      if (!sameEmail) return false;
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
      return true;
    });
    return stored ? `${config.appUrl}/auth?token=${encodeURIComponent(token)}` : null;
  }

  /**
   * 409 when the username is taken (whatever the email); else the id of the account that has the
   * email, or null when none has.
   */
  async function emailOwner(username: string, email: string): Promise<number | null> {
    const taken = await db
      .select({ id: users.id, username: users.username, email: users.email })
      .from(users)
      .where(or(sql`lower(${users.username}) = lower(${username})`, eq(users.email, email)));
    if (taken.some((row) => row.username.toLowerCase() === username.toLowerCase())) {
      throw conflict(authErrors.usernameTaken, { username: [authErrors.usernameTaken] });
    }
    return taken.find((row) => row.email === email)?.id ?? null;
  }

  /** The owner of an email someone tried to register again is told (when SMTP is set), at most hourly. */
  async function noteExisting(userId: number): Promise<void> {
    if (!mailer.enabled) return;
    await queue.enqueueMany([registrationNoticeJob(userId, now())]);
    queue.nudge();
  }

  /** The reset email in the account's language (English when it never chose one). */
  async function sendResetEmail(user: UserRow, resetUrl: string): Promise<void> {
    const language = await accountLanguage(db, user.id);
    // A Spanish email's link opens the page in Spanish, whatever the browser's languages.
    const link = language === defaultLanguage ? resetUrl : `${resetUrl}&lang=${language}`;
    await mailer.send({ to: user.email, ...renderPasswordReset(user.firstName, link, language) });
  }

  return {
    startSession,

    /**
     * Creates the account of a new email; for an email that has one, changes nothing and queues a
     * note to its owner (SMTP set). Either way the same answer (decision 058): 202, no session, no
     * cookie, after the same password hash. Only a taken username is told (409): usernames are public.
     */
    /** `language`: the request's, for a message the learner reads (a weak password). */
    async register(
      input: z.output<typeof registerRequestSchema>,
      language: Language = defaultLanguage,
    ): Promise<RegisterResponse> {
      const answer: RegisterResponse = mailer.enabled
        ? { message: authMessages.registrationSent, emailSent: true }
        : { message: authMessages.registrationNoEmail, emailSent: false };
      const existing = await emailOwner(input.username, input.email);
      assertStrongPassword(input.password, input, 'password', language);
      // Hashed in both cases: an existing email answers after the same work as a new one.
      const passwordHash = await hasher.hash(input.password);
      if (existing !== null) {
        await noteExisting(existing);
        return answer;
      }
      await seats.prepare();
      try {
        await db.transaction(async (tx) => {
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
          await tx.insert(userPreferences).values({ userId: user.id, language: input.language ?? null });
          await seats.claim(tx, { userId: user.id, at: user.createdAt });
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Another request took the username or the email meanwhile: the same answers as above.
        const raced = await emailOwner(input.username, input.email);
        if (raced === null) throw error;
        await noteExisting(raced);
        return answer;
      }
      return answer;
    },

    async login(input: z.output<typeof loginSchema>, userAgent?: string): Promise<AuthResponse> {
      const [user] = await db.select().from(users).where(eq(users.email, input.email));
      const matches = await hasher.compare(input.password, user?.password ?? (await dummyPasswordHash));
      if (!user || !matches) throw unauthenticated(authErrors.invalidCredentials);
      const token = await startSession(user.id, userAgent);
      return { user: await records.loadPublicUser(user.id), token };
    },

    /** The signed-in user behind a bearer token, or null when the token is invalid, expired or revoked. */
    async authenticate(token: string): Promise<AuthContext | null> {
      const at = now();
      const claims = await sessionTokens.verify(token, at);
      if (!claims) return null;
      const check = async () => {
        const [row] = await sessionCheckQuery.execute({ sessionId: claims.sessionId, userId: claims.userId });
        return row ?? null;
      };
      // On Postgres every request asks the database; with PGlite (one process, every change heard
      // before its write settles) the answer is kept until a change to the learner is heard.
      const session = cache.heardAll()
        ? await cache.read(claims.userId, sessionCacheKey(claims.sessionId), check)
        : await check();
      if (!session || session.expiresAt.getTime() <= at.getTime()) return null;
      cache.validate(claims.userId, session.version);
      const user = await cache.read(claims.userId, 'user', async (): Promise<PublicUser | null> => {
        const [row] = await publicUserQuery.execute({ userId: claims.userId });
        // Shared by every request of this learner until their version changes: frozen, so none can change it.
        return row ? Object.freeze(toPublicUser(row.user, row.preferences)) : null;
      });
      return user ? { user, userId: claims.userId, sessionId: claims.sessionId } : null;
    },

    async logout(token: string | undefined): Promise<void> {
      if (!token) return;
      const claims = await sessionTokens.verify(token, now());
      if (!claims) return;
      await db
        .update(sessions)
        .set({ revokedAt: now() })
        .where(and(eq(sessions.id, claims.sessionId), isNull(sessions.revokedAt)));
    },

    /**
     * Answers after the same single lookup whether or not the account exists: the token is written
     * and emailed after the answer. Only with revealLink (development on the machine itself) does
     * the answer wait for the token and carry the link.
     */
    async forgotPassword(email: string, options: { revealLink: boolean }): Promise<ForgotPasswordResponse> {
      // Whether mail can leave this server says nothing about the account: one answer for every address.
      const response: ForgotPasswordResponse = mailer.enabled
        ? { message: authMessages.forgotPasswordSent, emailSent: true }
        : { message: authMessages.forgotPasswordNoEmail, emailSent: false };
      // Without SMTP a link is only of use when shown here (development, to this machine).
      if (!mailer.enabled && !options.revealLink) return response;
      const [user] = await db.select().from(users).where(eq(users.email, email));
      if (!user) return response;
      if (options.revealLink) {
        const resetUrl = await issueResetLink(user);
        if (!resetUrl) return response;
        background(() => sendResetEmail(user, resetUrl).catch((error: unknown) => logResetFailure(error)));
        return { ...response, resetUrl };
      }
      background(async () => {
        try {
          const resetUrl = await issueResetLink(user);
          if (resetUrl) await sendResetEmail(user, resetUrl);
        } catch (error) {
          logResetFailure(error);
        }
      });
      return response;
    },

    async resetPassword(
      input: z.output<typeof resetPasswordSchema>,
      language: Language = defaultLanguage,
    ): Promise<{ message: string }> {
      const at = now();
      // The rule needs whose password it is: the link's learner (an unknown link is refused below as before).
      const [owner] = await db
        .select({ email: users.email, username: users.username, firstName: users.firstName, lastName: users.lastName })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(eq(passwordResetTokens.token, hashResetToken(input.token)));
      if (owner) assertStrongPassword(input.password, owner, 'password', language);
      const passwordHash = await hasher.hash(input.password);
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
        // Every other link issued before the reset stops working, and so does every session.
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, used.userId));
        await tx
          .update(sessions)
          .set({ revokedAt: at })
          .where(and(eq(sessions.userId, used.userId), isNull(sessions.revokedAt)));
      });
      return { message: 'Your password has been reset. You can now sign in.' };
    },
  };

  function logResetFailure(error: unknown): void {
    // Answer the same either way (no account enumeration); the failure is for the operators.
    logger.error({ err: error }, 'password reset email could not be sent');
  }
}

export type AuthenticationService = ReturnType<typeof createAuthenticationService>;
