import { LRUCache } from 'lru-cache';
import type { LearnerChanges } from '../db/learner-changes';

export interface LearnerCacheOptions {
  /**
   * Where changes to learners' rows are heard, if anywhere: a heard change frees the learner's
   * values at once. Only changes that are `complete` (PGlite) are relied on, and only while live
   * (`heardAll`); otherwise the versions alone decide what is used.
   */
  changes?: LearnerChanges;
  /** Learners kept at most (the least recently validated go first); 0 keeps nothing. */
  maxLearners: number;
  /** A learner's values are read again from the database once older than this, whatever their version. */
  maxAgeMs?: number;
  /** Milliseconds, for maxAgeMs (default performance.now); above 0, as lru-cache takes a start of 0 for "no age". */
  clock?: () => number;
}

/**
 * What the cache keeps for a learner, one key per answer: the public user, the progress, the Seven
 * Cures scorecard, the review candidates, and (PGlite only) each session's check, by the session's
 * id (`sessionCacheKey`). A key not listed here is a type error, not a second copy of an answer.
 * The tables these answers are read from are marked `cached` in services/learner-data.ts.
 */
export type LearnerCacheKey = 'user' | 'progress' | 'seven-cures' | 'review' | SessionCacheKey;
type SessionCacheKey = `session:${string}`;

/** The key of one session's check. */
export const sessionCacheKey = (sessionId: string): SessionCacheKey => `session:${sessionId}`;

/** Values kept per learner at most (their public user, their progress, ...); beyond, the learner's are dropped. */
const VALUES_PER_LEARNER = 16;
export const LEARNER_CACHE_MAX_AGE_MS = 60_000;

interface Entry {
  /** The learner's version (learner_versions) the values were read under. */
  version: number;
  values: Map<LearnerCacheKey, unknown>;
}

/**
 * Per-learner answers kept in this instance's memory (decision 054, amended): the public user, the
 * progress, the scorecard, the review candidates. Each authenticated request reads the learner's
 * version together with its session, in one statement, and hands it to `validate` before anything
 * else: the learner's values are kept only if they were read under that same version, and dropped
 * otherwise. Every write to the rows behind these answers gives the learner a new version in its own
 * transaction (migration 0022's triggers), and versions are never given twice, so a request whose
 * session read saw a write's commit cannot be answered from values read before it, on any instance,
 * whatever the state of notifications or of this instance's other connections.
 *
 * `read` serves the values validated by the request's own `validate` (every caller is an
 * authenticated request). A value is kept only in the entry it was loaded for, and only if that
 * entry is still the learner's when the load ends: a load that started before a newer version was
 * validated is answered but not kept.
 */
export function createLearnerCache({
  changes,
  maxLearners,
  maxAgeMs = LEARNER_CACHE_MAX_AGE_MS,
  clock = () => performance.now(),
}: LearnerCacheOptions) {
  // Bounded by lru-cache: least recently validated dropped past maxLearners, and an entry older than
  // maxAgeMs not returned (checked when read: no timers; the clock read on every check, not cached).
  const entries = new LRUCache<number, Entry>({
    max: Math.max(maxLearners, 1),
    ttl: maxAgeMs,
    ttlResolution: 0,
    perf: { now: clock },
  });
  let heardAll = false;
  if (changes && maxLearners > 0) {
    changes.subscribe({
      changed(userId) {
        if (userId === null) entries.clear();
        else entries.delete(userId);
      },
      live(isLive) {
        heardAll = changes.complete && isLive;
        // Values kept on the strength of complete changes alone must go when they may go unheard.
        if (changes.complete) entries.clear();
      },
    });
  }

  return {
    /**
     * The learner's version as this request's session read found it (null: the learner has none, so
     * nothing of theirs is kept): their values stay only if read under it. Makes the learner the most
     * recently used (the oldest dropped beyond maxLearners).
     */
    validate(userId: number, version: number | null): void {
      if (maxLearners === 0) return;
      if (version === null) {
        entries.delete(userId);
        return;
      }
      // get makes the learner the most recently used without renewing their values' age.
      if (entries.get(userId)?.version !== version) entries.set(userId, { version, values: new Map() });
    },

    /** The learner's value under `key`: kept under the validated version, or loaded (and kept if that version still holds). */
    async read<T>(userId: number, key: LearnerCacheKey, load: () => Promise<T>): Promise<T> {
      // peek: reading does not make the learner more recently used; only validate does.
      const entry = entries.peek(userId);
      if (entry === undefined) return load();
      if (entry.values.has(key)) return entry.values.get(key) as T;
      const value = await load();
      if (entries.peek(userId) === entry) {
        if (entry.values.size >= VALUES_PER_LEARNER) entry.values.clear();
        entry.values.set(key, value);
      }
      return value;
    },

    /**
     * Drops the learner's values: for a request that wrote their rows and answers from them next (its
     * write gave the learner a new version, which this request's validate did not see).
     */
    forget(userId: number): void {
      entries.delete(userId);
    },

    /**
     * Whether every change to learners' rows is heard here before the write settles (PGlite, live):
     * then a value may be kept, and used, without asking the database for the version (the session
     * check itself may be kept). Never on Postgres.
     */
    heardAll: () => heardAll,

    /** Learners held (for tests of the bound). */
    size: () => entries.size,
  };
}

export type LearnerCache = ReturnType<typeof createLearnerCache>;
