import { eq } from 'drizzle-orm';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { z } from 'zod';
import type { Mailer } from '../lib/mailer';
import { defineJob, jobMessageId, type NewJob } from './jobs/define-job';
import type { JobQueue } from './jobs/job-queue';

/**
 * The note to an account's owner when someone registers with its email (decision 058), a job on
 * the queue (decision 049).
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
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, job.payload.userId));
    if (!owner) return;
    job.signal.throwIfAborted();
    await mailer.send({
      to: owner.email,
      ...noticeText(owner.firstName, config.appUrl),
      messageId: jobMessageId(job, new URL(config.appUrl).hostname),
    });
  },
);

/** At most one note per account an hour (the dedupe key): registering cannot flood a mailbox. */
export function registrationNoticeJob(userId: number, at: Date): NewJob {
  const hour = Math.floor(at.getTime() / HOUR_MS);
  return registrationNotice.job({ userId }, { dedupeKey: `${REGISTRATION_NOTICE_JOB}:${userId}:${hour}` });
}

/** Plain facts: what was asked, what happened to the account (nothing), and where to act. */
function noticeText(firstName: string, appUrl: string): { subject: string; text: string } {
  return {
    subject: 'Someone tried to register with your email',
    text: [
      `Hello ${firstName},`,
      '',
      'Someone asked to create a new Arkad account with this email address. This address already has',
      'an account, so no new account was created and nothing about yours has changed.',
      '',
      `If it was you: sign in at ${appUrl}/auth?mode=signin, or reset your password from the sign-in screen.`,
      'If it was not you, you can ignore this email.',
    ].join('\n'),
  };
}

/** Registers the job that sends the note. */
export function registerRegistrationNotice(deps: RegistrationNoticeDeps & { queue: JobQueue }): void {
  deps.queue.register(registrationNotice, deps);
}
