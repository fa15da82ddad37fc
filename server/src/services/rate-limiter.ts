import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { rateLimited } from '../lib/errors';
import { pluralize } from '@shared/domain/plural';

/** At most `limit` hits per fixed window of `windowMs`, counted from a key's first hit. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export const rateLimitNames = [
  'loginAccount',
  'loginAddress',
  'passwordCheckAccount',
  'registerAddress',
  'forgotAccount',
  'forgotAddress',
  'resetAddress',
  'adminAddress',
  'feedbackAddress',
  'eventsAddress',
  'dcaAccount',
  'checkoutAccount',
  'billingPortalAccount',
] as const;
export type RateLimitName = (typeof rateLimitNames)[number];
export type RateLimitRules = Record<RateLimitName, RateLimitRule>;

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

  return {
    /** Counts one hit; throws 429 RATE_LIMITED (with Retry-After) when it is past the limit. */
    async hit(name: RateLimitName, subject: string): Promise<void> {
      const rule = rules[name];
      const at = now();
      const atSql = sql`${at.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key: keyOf(name, subject), hits: 1, expiresAt: new Date(at.getTime() + rule.windowMs) })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${rateLimits.expiresAt} > ${atSql} then ${rateLimits.hits} + 1 else 1 end`,
            expiresAt: sql`case when ${rateLimits.expiresAt} > ${atSql} then ${rateLimits.expiresAt} else excluded.expires_at end`,
          },
        })
        .returning({ hits: rateLimits.hits, expiresAt: rateLimits.expiresAt });
      hitsSinceSweep += 1;
      if (hitsSinceSweep >= SWEEP_EVERY_HITS) {
        hitsSinceSweep = 0;
        await db.delete(rateLimits).where(lt(rateLimits.expiresAt, at));
      }
      if (!row || row.hits <= rule.limit) return;
      const retryAfter = Math.max(1, Math.ceil((row.expiresAt.getTime() - at.getTime()) / 1000));
      throw rateLimited(`Too many attempts. Please wait ${waitText(retryAfter)} and try again.`, retryAfter);
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
