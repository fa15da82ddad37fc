import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DAY_MS } from '@shared/domain/dates';
import { DIGEST_HOUR_UTC, DIGEST_WEEKDAY_UTC, INACTIVE_AFTER_DAYS } from '@shared/content/emails';
import { dueTargets, utcDay } from '@shared/domain/classroom';
import { learningProgress, progressSteps } from '@shared/domain/learning-progress';
import { isLanguage, type Language } from '@shared/i18n/languages';
import type { Database } from '../../db/client';
import {
  progressEvents,
  quizAttempts,
  reviewItems,
  savingsEntries,
  sessions,
  treasuryGoals,
  usageTracking,
  userPreferences,
  users,
} from '../../db/schema';
import { defineJob } from '../jobs/define-job';
import type { JobQueue } from '../jobs/job-queue';
import { ownedByUser, progressFactsFrom, progressRowColumns, progressRowsOf } from '../progress.service';
import { renderDigest, renderInactiveNote, type DigestFacts, type NotificationMail } from './email-templates';

export const DIGEST_EMAIL_JOB = 'email:digest';
const DIGEST_PLAN_JOB = 'digest:plan';
const WEEK_MS = 7 * DAY_MS;

/** The latest digest moment at or before `at`: Monday 08:00 UTC. */
export function digestMomentBefore(at: Date): Date {
  const day = Math.floor(at.getTime() / DAY_MS) * DAY_MS;
  const weekday = new Date(day).getUTCDay();
  const back = (weekday - DIGEST_WEEKDAY_UTC + 7) % 7;
  let moment = day - back * DAY_MS + DIGEST_HOUR_UTC * 3_600_000;
  if (moment > at.getTime()) moment -= WEEK_MS;
  return new Date(moment);
}

/**
 * Queues one digest job per learner with the digest and email on (a learner without a preferences
 * row has the defaults: both on), once per week: the dedupe key holds the week.
 */
export async function planDigests(db: Database, queue: JobQueue, moment: Date): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(
      and(
        sql`coalesce(${userPreferences.weeklyDigest}, true)`,
        sql`coalesce(${userPreferences.emailNotifications}, true)`,
      ),
    );
  const week = moment.toISOString();
  return queue.enqueueMany(
    rows.map(({ id }) => digestEmailJob.job({ userId: id, weekEnd: week }, { dedupeKey: `digest:${week}:${id}` })),
  );
}

/** One learner's digest inputs as one query reads them (see createDigestReader). */
interface DigestRow {
  email: string;
  firstName: string;
  currency: string | null;
  emailOn: boolean | null;
  weeklyDigest: boolean | null;
  language: string | null;
  last: string | Date;
  weekEvents: number;
  weekGlossary: number;
  weekQuizzes: number;
  weekPassed: number;
  savedWeek: string | null;
  savedTotal: string | null;
  passedSteps: string[] | null;
  eventCounts: Record<string, number | string> | null;
  meteredFeatures: string[] | null;
  goalSet: boolean;
  entryMade: boolean;
  classTargets: { name: string; targets: Record<string, string> }[] | null;
}

/** What the digest job reads: the recipient, their latest activity and the week's facts. */
export interface DigestRead {
  email: string;
  emailOn: boolean;
  weeklyDigest: boolean;
  firstName: string;
  /** The account's language (English when it never chose one). */
  language: Language;
  /**
   * The learner's latest activity: a progress event, a quiz, a treasury entry or goal, a sign-in, a
   * review answer, a metered use, or sign-up (a repeat calculation or a re-opened term adds no row of
   * its own, but its metered use or sign-in does: the review's N5).
   */
  last: Date;
  facts: DigestFacts;
}

type DigestReader = (userId: number, moment: Date) => Promise<DigestRead | null>;

/**
 * Everything one digest needs in one statement (a round trip per digest, not fourteen): the
 * recipient and their switches, the latest activity, the week's figures from the progress tables
 * and the treasury, and the rows the learning-path rules read (progressFactsFrom, the same rules
 * as the progress read). Built once and prepared; the reader answers null when the account is gone.
 */

export function createDigestReader(db: Database): DigestReader {
  const [from, to] = [sql`${sql.placeholder('from')}::timestamptz`, sql`${sql.placeholder('to')}::timestamptz`];
  const query = db
    .select({
      email: users.email,
      firstName: users.firstName,
      // The treasury's own currency (its goal's, else its entries'), else the Settings one: the
      // amounts below are in it and were never converted.
      currency: sql<string | null>`coalesce(
        (select ${treasuryGoals.currency} from ${treasuryGoals} where ${ownedByUser(treasuryGoals)}),
        (select ${savingsEntries.currency} from ${savingsEntries} where ${ownedByUser(savingsEntries)} limit 1),
        ${userPreferences.defaultCurrency})`,
      emailOn: userPreferences.emailNotifications,
      weeklyDigest: userPreferences.weeklyDigest,
      language: userPreferences.language,
      last: sql<string | Date>`greatest(
        ${users.createdAt},
        (select max(${progressEvents.occurredAt}) from ${progressEvents} where ${ownedByUser(progressEvents)}),
        (select max(${quizAttempts.createdAt}) from ${quizAttempts} where ${ownedByUser(quizAttempts)}),
        (select max(${savingsEntries.createdAt}) from ${savingsEntries} where ${ownedByUser(savingsEntries)}),
        (select max(${treasuryGoals.updatedAt}) from ${treasuryGoals} where ${ownedByUser(treasuryGoals)}),
        (select max(${sessions.createdAt}) from ${sessions} where ${ownedByUser(sessions)}),
        (select max(${reviewItems.reviewedAt}) from ${reviewItems} where ${ownedByUser(reviewItems)}),
        (select max(${usageTracking.updatedAt}) from ${usageTracking} where ${ownedByUser(usageTracking)})
      )`,
      weekEvents: sql<number>`(select count(*) from ${progressEvents} where ${ownedByUser(progressEvents)}
        and ${progressEvents.occurredAt} >= ${from} and ${progressEvents.occurredAt} < ${to})`.mapWith(Number),
      weekGlossary: sql<number>`(select count(*) from ${progressEvents} where ${ownedByUser(progressEvents)}
        and ${progressEvents.kind} = 'glossary_term_opened'
        and ${progressEvents.occurredAt} >= ${from} and ${progressEvents.occurredAt} < ${to})`.mapWith(Number),
      weekQuizzes: sql<number>`(select count(*) from ${quizAttempts} where ${ownedByUser(quizAttempts)}
        and ${quizAttempts.answeredAt} >= ${from} and ${quizAttempts.answeredAt} < ${to})`.mapWith(Number),
      weekPassed:
        sql<number>`(select count(*) from ${quizAttempts} where ${ownedByUser(quizAttempts)} and ${quizAttempts.passed}
        and ${quizAttempts.answeredAt} >= ${from} and ${quizAttempts.answeredAt} < ${to})`.mapWith(Number),
      savedWeek: sql<
        string | null
      >`(select sum(${savingsEntries.amount})::text from ${savingsEntries} where ${ownedByUser(savingsEntries)}
        and ${savingsEntries.createdAt} >= ${from} and ${savingsEntries.createdAt} < ${to})`,
      savedTotal: sql<
        string | null
      >`(select sum(${savingsEntries.amount})::text from ${savingsEntries} where ${ownedByUser(savingsEntries)})`,
      ...progressRowColumns,
      classTargets: sql<
        DigestRow['classTargets']
      >`(select json_agg(json_build_object('name', c.name, 'targets', c.targets))
        from "class_members" cm join "classes" c on c.id = cm.class_id
        where cm.user_id = "users"."id" and c.archived_at is null and c.targets <> '{}'::jsonb)`,
    })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('digest_read');
  return async (userId, moment) => {
    const start = new Date(moment.getTime() - WEEK_MS);
    const [row] = await query.execute({ userId, from: start.toISOString(), to: moment.toISOString() });
    return row ? digestRead(row, start, moment) : null;
  };
}

/** The learner's class targets due within a week of the digest moment, for steps not complete. */
function dueClassTargets(row: DigestRow, state: ReturnType<typeof learningProgress>, moment: Date) {
  const completed = new Set<string>(state.steps.filter((s) => s.completed).map((s) => s.step));
  return (row.classTargets ?? []).flatMap((held) => {
    const targets = progressSteps.flatMap((step) =>
      held.targets[step] ? [{ step, dueDate: held.targets[step] }] : [],
    );
    return dueTargets(targets, completed, utcDay(moment)).map((target) => ({
      className: held.name,
      step: target.step,
      dueDate: target.dueDate,
    }));
  });
}

function digestRead(row: DigestRow, start: Date, moment: Date): DigestRead {
  const state = learningProgress(progressFactsFrom(progressRowsOf(row)));
  return {
    email: row.email,
    emailOn: row.emailOn ?? true,
    weeklyDigest: row.weeklyDigest ?? true,
    firstName: row.firstName,
    language: isLanguage(row.language) ? row.language : 'en',
    last: new Date(row.last),
    facts: {
      firstName: row.firstName,
      currency: row.currency ?? 'USD',
      weekStart: start.toISOString(),
      weekEnd: moment.toISOString(),
      completed: state.completedCount,
      total: state.total,
      glossaryOpened: row.weekGlossary,
      quizzesAnswered: row.weekQuizzes,
      quizzesPassed: row.weekPassed,
      otherActivities: row.weekEvents - row.weekGlossary,
      savedThisWeek: Number(row.savedWeek ?? 0),
      savedTotal: Number(row.savedTotal ?? 0),
      nextStep: state.nextStep ?? null,
      classTargets: dueClassTargets(row, state, moment),
    },
  };
}

/** Whether the learner has been inactive for INACTIVE_AFTER_DAYS at the digest moment. */
export const isInactive = (last: Date, moment: Date) =>
  moment.getTime() - last.getTime() >= INACTIVE_AFTER_DAYS * DAY_MS;

/**
 * Claims the one 'we miss you' note for this stretch of inactivity: a note is due when none was
 * queued since the last activity. Re-running the same week's job (a retry) claims it again.
 */
export async function claimInactiveNote(db: Database, userId: number, last: Date, moment: Date): Promise<boolean> {
  const claimed = await db
    .update(userPreferences)
    .set({ inactiveNoteAt: moment })
    .where(
      and(
        eq(userPreferences.userId, userId),
        sql`(${userPreferences.inactiveNoteAt} is null or ${userPreferences.inactiveNoteAt} < ${last.toISOString()} or ${userPreferences.inactiveNoteAt} = ${moment.toISOString()})`,
      ),
    )
    .returning({ userId: userPreferences.userId });
  return claimed.length > 0;
}

/** The week a digest job is about: the digest moment that ends it. */
const weekEnd = z.iso.datetime({ offset: true });

/** One learner's digest, or the note to a learner inactive for a while, to the address they have at send time. */
export const digestEmailJob = defineJob(
  DIGEST_EMAIL_JOB,
  z.object({ userId: z.number().int().positive(), weekEnd }),
  async (job, deps: { db: Database; mail: NotificationMail; readDigest: DigestReader }) => {
    const { userId } = job.payload;
    const moment = new Date(job.payload.weekEnd);
    // One statement: the recipient, their switches, the latest activity and the week's facts.
    const read = await deps.readDigest(userId, moment);
    if (!read?.emailOn || !read.weeklyDigest) return;
    if (isInactive(read.last, moment)) {
      if (await claimInactiveNote(deps.db, userId, read.last, moment)) {
        const note = renderInactiveNote(
          read.firstName,
          INACTIVE_AFTER_DAYS,
          deps.mail.links(userId, read.language),
          read.language,
        );
        await deps.mail.send(job, read.email, note);
      }
      return;
    }
    await deps.mail.send(
      job,
      read.email,
      renderDigest(read.facts, deps.mail.links(userId, read.language), read.language),
    );
  },
);

/** Queues the week's digest jobs (once per week: the notification service's schedule dedupes it). */
export const digestPlanJob = defineJob(
  DIGEST_PLAN_JOB,
  z.object({ weekEnd }),
  async (job, deps: { db: Database; queue: JobQueue }) => {
    await planDigests(deps.db, deps.queue, new Date(job.payload.weekEnd));
    deps.queue.nudge();
  },
);
