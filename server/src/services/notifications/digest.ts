import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { DAY_MS } from '@shared/domain/dates';
import { DIGEST_HOUR_UTC, DIGEST_WEEKDAY_UTC, INACTIVE_AFTER_DAYS } from '@shared/content/emails';
import { stepRules } from '@shared/domain/learning-progress';
import type { Database } from '../../db/client';
import { progressEvents, quizAttempts, savingsEntries, treasuryGoals, userPreferences, users } from '../../db/schema';
import type { JobQueue } from '../../lib/job-queue';
import type { ProgressService } from '../progress.service';
import type { DigestFacts } from './email-templates';

export const DIGEST_EMAIL_JOB = 'email:digest';
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
    rows.map(({ id }) => ({
      type: DIGEST_EMAIL_JOB,
      payload: { userId: id, weekEnd: week },
      dedupeKey: `digest:${week}:${id}`,
    })),
  );
}

/** The learner's latest activity: a progress event, a quiz, a treasury entry or goal, or sign-up. */
export async function lastActivity(db: Database, userId: number): Promise<Date> {
  const [row] = await db
    .select({
      at: sql<string>`greatest(
        ${users.createdAt},
        (select max(${progressEvents.occurredAt}) from ${progressEvents} where ${progressEvents.userId} = ${userId}),
        (select max(${quizAttempts.createdAt}) from ${quizAttempts} where ${quizAttempts.userId} = ${userId}),
        (select max(${savingsEntries.createdAt}) from ${savingsEntries} where ${savingsEntries.userId} = ${userId}),
        (select max(${treasuryGoals.updatedAt}) from ${treasuryGoals} where ${treasuryGoals.userId} = ${userId})
      )`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ? new Date(row.at) : new Date(0);
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

/** What the digest says: the week's activity from the progress tables and the treasury. */
export async function digestFacts(
  db: Database,
  progress: ProgressService,
  user: { id: number; firstName: string; currency: string },
  moment: Date,
): Promise<DigestFacts> {
  const start = new Date(moment.getTime() - WEEK_MS);
  const inWeek = <
    T extends typeof progressEvents.occurredAt | typeof quizAttempts.answeredAt | typeof savingsEntries.createdAt,
  >(
    column: T,
  ) => and(gte(column, start), lt(column, moment));
  const [events, quizzes, savedWeek, savedTotal, state] = await Promise.all([
    db
      .select({ kind: progressEvents.kind, n: count() })
      .from(progressEvents)
      .where(and(eq(progressEvents.userId, user.id), inWeek(progressEvents.occurredAt)))
      .groupBy(progressEvents.kind),
    db
      .select({ n: count(), passed: sql<number>`count(*) filter (where ${quizAttempts.passed})`.mapWith(Number) })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, user.id), inWeek(quizAttempts.answeredAt))),
    db
      .select({ total: sql<string | null>`sum(${savingsEntries.amount})` })
      .from(savingsEntries)
      .where(and(eq(savingsEntries.userId, user.id), inWeek(savingsEntries.createdAt))),
    db
      .select({ total: sql<string | null>`sum(${savingsEntries.amount})` })
      .from(savingsEntries)
      .where(eq(savingsEntries.userId, user.id)),
    progress.read(user.id),
  ]);
  const glossaryOpened = events.find((e) => e.kind === 'glossary_term_opened')?.n ?? 0;
  const allEvents = events.reduce((sum, e) => sum + e.n, 0);
  const next = state.nextStep ? stepRules.find((rule) => rule.step === state.nextStep) : undefined;
  return {
    firstName: user.firstName,
    currency: user.currency,
    weekStart: start.toISOString(),
    weekEnd: moment.toISOString(),
    completed: state.completedCount,
    total: state.total,
    glossaryOpened,
    quizzesAnswered: quizzes[0]?.n ?? 0,
    quizzesPassed: quizzes[0]?.passed ?? 0,
    otherActivities: allEvents - glossaryOpened,
    savedThisWeek: Number(savedWeek[0]?.total ?? 0),
    savedTotal: Number(savedTotal[0]?.total ?? 0),
    nextStep: next?.rule ?? null,
  };
}
