import { eq } from 'drizzle-orm';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import { userPreferences, users } from '../db/schema';
import { defaultLanguage, isLanguage, type Language } from '@shared/i18n/languages';
import { z } from 'zod';
import type { Mailer } from '../lib/mailer';
import { defineJob, jobMessageId, type NewJob } from './jobs/define-job';
import type { JobQueue } from './jobs/job-queue';
import { renderRegistrationAttempt } from './notifications/email-templates';

/**
 * The note to an account's owner when someone registers with its email (decision 058), a job on
 * the queue (decision 049). Its words: shared/content/emails.ts (registrationAttempt), in the
 * account's language.
 */
export const REGISTRATION_NOTICE_JOB = 'email:registration-attempt';

const HOUR_MS = 3_600_000;

interface RegistrationNoticeDeps {
  db: Database;
  config: Pick<AppConfig, 'appUrl'>;
  mailer: Mailer;
}

/** Sends the note to the address the account has at send time (none if deleted). */
const registrationNotice = defineJob(
  REGISTRATION_NOTICE_JOB,
  z.object({ userId: z.number().int().positive() }),
  async (job, { db, config, mailer }: RegistrationNoticeDeps) => {
    const [owner] = await db
      .select({ email: users.email, firstName: users.firstName, language: userPreferences.language })
      .from(users)
      .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
      .where(eq(users.id, job.payload.userId));
    if (!owner) return;
    job.signal.throwIfAborted();
    // In the account's language (English when it never chose one).
    const language = isLanguage(owner.language) ? owner.language : defaultLanguage;
    await mailer.send({
      to: owner.email,
      ...renderRegistrationAttempt(owner.firstName, config.appUrl, language),
      messageId: jobMessageId(job, new URL(config.appUrl).hostname),
    });
  },
);

/** At most one note per account an hour (the dedupe key): registering cannot flood a mailbox. */
export function registrationNoticeJob(userId: number, at: Date): NewJob {
  const hour = Math.floor(at.getTime() / HOUR_MS);
  return registrationNotice.job({ userId }, { dedupeKey: `${REGISTRATION_NOTICE_JOB}:${userId}:${hour}` });
}

/** The language an account chose ('en' or 'es'), English when it never chose one or is gone. */
export async function accountLanguage(db: Database, userId: number): Promise<Language> {
  const [row] = await db
    .select({ language: userPreferences.language })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return isLanguage(row?.language) ? row.language : defaultLanguage;
}

/** Registers the job that sends the note. */
export function registerRegistrationNotice(deps: RegistrationNoticeDeps & { queue: JobQueue }): void {
  deps.queue.register(registrationNotice, deps);
}
