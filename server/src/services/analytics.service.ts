import { createHash, randomBytes } from 'node:crypto';
import { and, count, countDistinct, eq, gte, lt, sql } from 'drizzle-orm';
import { DAY_MS, dayNumber, isoDayFromNumber, isoDayOf } from '@shared/domain/dates';
import {
  ANALYTICS_WINDOW_DAYS,
  analyticsEventNames,
  type AnalyticsEvent,
  type AnalyticsSummary,
  type EventCounts,
} from '@shared/schemas/analytics';
import type { Database } from '../db/client';
import { analyticsEvents, analyticsSalts } from '../db/schema';

/** Who sent the events, as the server saw the request; only their daily salted hash is stored. */
export interface Visitor {
  address: string;
  userAgent: string | undefined;
}

const zeroCounts = (): EventCounts => Object.fromEntries(analyticsEventNames.map((name) => [name, 0])) as EventCounts;

/**
 * First-party analytics. An event is stored with its name, its listed properties, the server's
 * time and a visitor hash: SHA-256 of the UTC day's random salt, the client address and the user
 * agent. Salts live in the database (every instance hashes alike) and only today's is kept, so a
 * hash cannot be linked to an address or to another day's hash once the day is over. `sweep`
 * deletes earlier days' salts and the events older than the dashboard's 30 days; the retention
 * sweeper (./retention.ts) runs it at start, at the start of each UTC day and every few minutes.
 */
export function createAnalyticsService({ db, now }: { db: Database; now: () => Date }) {
  let cachedSalt: { day: string; salt: string } | null = null;

  /** The first instant kept: the start of the oldest day the dashboard shows. */
  const windowStart = (at: Date) => new Date((dayNumber(isoDayOf(at)) - (ANALYTICS_WINDOW_DAYS - 1)) * DAY_MS);

  /** The day's salt: created by the first instance to need it, read by the others. */
  async function saltFor(at: Date): Promise<string> {
    const day = isoDayOf(at);
    if (cachedSalt?.day === day) return cachedSalt.salt;
    await db
      .insert(analyticsSalts)
      .values({ day, salt: randomBytes(32).toString('base64url') })
      .onConflictDoNothing({ target: analyticsSalts.day });
    const [row] = await db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day));
    if (!row) throw new Error(`No analytics salt for ${day}`);
    cachedSalt = { day, salt: row.salt };
    return row.salt;
  }

  return {
    /**
     * Deletes the salts of days before `at`'s UTC day (this instance forgets its copy too) and the
     * events older than the dashboard's 30 days. Safe to run on several instances at once.
     */
    async sweep(at: Date): Promise<void> {
      const day = isoDayOf(at);
      if (cachedSalt && cachedSalt.day < day) cachedSalt = null;
      await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
      await db.delete(analyticsEvents).where(lt(analyticsEvents.occurredAt, windowStart(at)));
    },

    /** Stores the events; answers how many were stored. */
    async record(events: readonly AnalyticsEvent[], visitor: Visitor): Promise<number> {
      if (events.length === 0) return 0;
      const at = now();
      const salt = await saltFor(at);
      const visitorHash = createHash('sha256')
        .update(`${salt}\n${visitor.address}\n${visitor.userAgent ?? ''}`, 'utf8')
        .digest('base64url');
      await db
        .insert(analyticsEvents)
        .values(
          events.map((event) => ({ name: event.name, properties: event.properties, visitorHash, occurredAt: at })),
        );
      return events.length;
    },

    /** Counts per event and per UTC day over the last 30 days (today included), every day listed. */
    async summary(): Promise<AnalyticsSummary> {
      const at = now();
      const start = windowStart(at);
      const inWindow = and(
        gte(analyticsEvents.occurredAt, start),
        lt(analyticsEvents.occurredAt, new Date(at.getTime() + 1)),
      );
      const day = sql<string>`to_char(${analyticsEvents.occurredAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const [perEvent, perDay] = await Promise.all([
        db
          .select({ day, name: analyticsEvents.name, count: count() })
          .from(analyticsEvents)
          .where(inWindow)
          .groupBy(day, analyticsEvents.name),
        db
          .select({ day, visitors: countDistinct(analyticsEvents.visitorHash) })
          .from(analyticsEvents)
          .where(inWindow)
          .groupBy(day),
      ]);
      const firstDay = dayNumber(isoDayOf(start));
      const days = Array.from({ length: ANALYTICS_WINDOW_DAYS }, (_, i) => ({
        date: isoDayFromNumber(firstDay + i),
        counts: zeroCounts(),
        visitors: 0,
      }));
      const byDate = new Map(days.map((entry) => [entry.date, entry]));
      const totals = zeroCounts();
      for (const row of perEvent) {
        const entry = byDate.get(row.day);
        if (!entry || !(row.name in totals)) continue;
        const name = row.name as keyof EventCounts;
        entry.counts[name] += row.count;
        totals[name] += row.count;
      }
      for (const row of perDay) {
        const entry = byDate.get(row.day);
        if (entry) entry.visitors = row.visitors;
      }
      return { from: days[0]?.date ?? isoDayOf(at), to: isoDayOf(at), days, totals };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
