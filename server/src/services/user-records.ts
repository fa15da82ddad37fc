import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { PublicUser } from '@shared/schemas/user';
import type { Database } from '../db/client';
import { userPreferences, users } from '../db/schema';
import { conflict, unauthenticated } from '../lib/errors';
import { isUniqueViolation } from '../lib/pg-errors';
import { authErrors } from './auth-errors';
import { publicPreferenceColumns, publicUserColumns, toPublicUser } from './user-mapper';

/** Reads and identity checks on users that both the authentication and the account flows need. */
export function createUserRecords(db: Database) {
  async function loadPublicUser(userId: number): Promise<PublicUser> {
    const [row] = await db
      .select({ user: publicUserColumns, preferences: publicPreferenceColumns })
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
    const message =
      usernameTaken && emailTaken
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

  return { loadPublicUser, assertIdentityFree, withIdentityConflicts };
}
