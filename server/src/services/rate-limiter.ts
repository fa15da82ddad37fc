import { and, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { RateLimitName, RateLimitRules } from '../config/rate-limit-rules';
import { rateLimits } from '../db/schema';
import { rateLimited } from '../lib/errors';
import { pluralize } from '@shared/domain/plural';

/** Expired counters are swept after this many hits of one instance. */
const SWEEP_EVERY_HITS = 200;

function waitText(seconds: number): string {
  if (seconds < 60) return pluralize(seconds, 'second');
  return pluralize(Math.ceil(seconds / 60), 'minute');
}

/**
 * Counters kept in Postgres, so a limit holds across every server instance: each hit is one
 * atomic upsert that either adds one to the current window or starts a new window at one.
 */
export function createRateLimiter({ db, rules, now }: { db: Database; rules: RateLimitRules; now: () => Date }) {
  let hitsSinceSweep = 0;
  const keyOf = (name: RateLimitName, subject: string) => `${name}:${subject}`;
  const at = sql`${sql.placeholder('at')}::timestamptz`;
  // The hit: placeholders key, at and expiresAt (when a window starting at `at` would end).
  const counting = db
    .insert(rateLimits)
    .values({ key: sql.placeholder('key'), hits: 1, expiresAt: sql`${sql.placeholder('expiresAt')}::timestamptz` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.expiresAt} > ${at} then ${rateLimits.hits} + 1 else 1 end`,
        expiresAt: sql`case when ${rateLimits.expiresAt} > ${at} then ${rateLimits.expiresAt} else excluded.expires_at end`,
      },
    })
    .returning({ hits: rateLimits.hits, expiresAt: rateLimits.expiresAt });
  const hitQuery = counting.prepare('rate_limit_hit');

  const hitValues = (name: RateLimitName, subject: string, moment: Date) => ({
    key: keyOf(name, subject),
    at: moment.toISOString(),
    expiresAt: new Date(moment.getTime() + rules[name].windowMs).toISOString(),
  });

  /** Sweeps expired counters every SWEEP_EVERY_HITS hits; then throws 429 when the hit was past the limit. */
  async function afterHit(
    name: RateLimitName,
    row: { hits: number; expiresAt: Date } | undefined,
    moment: Date,
  ): Promise<void> {
    hitsSinceSweep += 1;
    if (hitsSinceSweep >= SWEEP_EVERY_HITS) {
      hitsSinceSweep = 0;
      await db.delete(rateLimits).where(lt(rateLimits.expiresAt, moment));
    }
    if (!row || row.hits <= rules[name].limit) return;
    const retryAfter = Math.max(1, Math.ceil((row.expiresAt.getTime() - moment.getTime()) / 1000));
    throw rateLimited(`Too many attempts. Please wait ${waitText(retryAfter)} and try again.`, retryAfter);
  }

  return {
    /** Counts one hit; throws 429 RATE_LIMITED (with Retry-After) when it is past the limit. */
    async hit(name: RateLimitName, subject: string): Promise<void> {
      const moment = now();
      const [row] = await hitQuery.execute(hitValues(name, subject, moment));
      await afterHit(name, row, moment);
    },

    /**
     * A statement (prepared as `statement`) that counts one hit of `name` and, in the same
     * statement (one round trip, one commit), makes a write only when the hit is within the
     * limit: `write` is given the condition that holds only then and returns a row per row it
     * changed (e.g. `insert into t (...) select ... where ${within} returning 1`). The function it
     * returns takes the subject and the write's placeholders (key, at and expiresAt are the
     * hit's), answers how many rows the write changed, and throws 429 like hit() when past the
     * limit (the write then changed nothing).
     */
    hitThen(name: RateLimitName, statement: string, write: (within: SQL) => SQL) {
      const hit = db.$with('hit', { hits: rateLimits.hits, expiresAt: rateLimits.expiresAt }).as(counting.getSQL());
      const within = sql`exists (select 1 from ${hit} where ${hit.hits} <= ${rules[name].limit})`;
      const written = db.$with('written', {}).as(write(within));
      const query = db
        .with(hit, written)
        .select({
          hits: hit.hits,
          expiresAt: hit.expiresAt,
          written: sql<number>`(select count(*) from ${written})`.mapWith(Number),
        })
        .from(hit)
        .prepare(statement);
      return async (subject: string, values: Record<string, unknown>): Promise<number> => {
        const moment = now();
        const [row] = await query.execute({ ...values, ...hitValues(name, subject, moment) });
        await afterHit(name, row, moment);
        return row?.written ?? 0;
      };
    },

    /** Gives back one hit of a window still running (an attempt that turned out not to count). */
    async refund(name: RateLimitName, subject: string): Promise<void> {
      await db
        .update(rateLimits)
        .set({ hits: sql`${rateLimits.hits} - 1` })
        .where(and(eq(rateLimits.key, keyOf(name, subject)), gt(rateLimits.hits, 0), gt(rateLimits.expiresAt, now())));
    },

    /** Forgets a key's count (a successful sign-in clears the account's failed attempts). */
    async clear(name: RateLimitName, subject: string): Promise<void> {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${keyOf(name, subject)}`);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
