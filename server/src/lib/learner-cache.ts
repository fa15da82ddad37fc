import type { LearnerChanges } from '../db/learner-changes';

export interface LearnerCacheOptions {
  /** Where changes to learners' rows are heard; without it nothing is kept. */
  changes?: LearnerChanges;
  /** Learners kept at most (the least recently read go first); 0 keeps nothing. */
  maxLearners: number;
  /** A learner's values are read again from the database after this long, whatever was heard. */
  maxAgeMs?: number;
  /** Milliseconds, for maxAgeMs (default performance.now). */
  clock?: () => number;
}

/** Values kept per learner at most (their sessions, their progress, ...); beyond, the learner's are dropped. */
const VALUES_PER_LEARNER = 16;
export const LEARNER_CACHE_MAX_AGE_MS = 60_000;

interface Entry {
  values: Map<string, unknown>;
  createdAt: number;
}

/**
 * Per-learner answers kept in this instance's memory (decision 054): the session behind a token,
 * the progress, the scorecard, the review candidates. A learner's values are dropped when a change
 * to their rows is heard (migration 0020's triggers), all of them whenever changes may go unheard
 * (nothing is kept until they are heard again), and each after maxAgeMs regardless.
 *
 * A value loaded while a change to the learner was heard is not kept (the load may have read the
 * rows before the change): a load belongs to the learner's entry made before it started, and a
 * heard change removes that entry.
 */
export function createLearnerCache({
  changes,
  maxLearners,
  maxAgeMs = LEARNER_CACHE_MAX_AGE_MS,
  clock = () => performance.now(),
}: LearnerCacheOptions) {
  const entries = new Map<number, Entry>();
  let live = false;
  if (changes && maxLearners > 0) {
    changes.subscribe({
      changed(userId) {
        if (userId === null) entries.clear();
        else entries.delete(userId);
      },
      live(isLive) {
        live = isLive;
        entries.clear();
      },
    });
  }

  /** The learner's entry, fresh, made the most recently used (and the oldest dropped beyond maxLearners). */
  function entryOf(userId: number): Entry {
    const now = clock();
    let entry = entries.get(userId);
    entries.delete(userId);
    if (entry === undefined || now - entry.createdAt >= maxAgeMs) entry = { values: new Map(), createdAt: now };
    entries.set(userId, entry);
    if (entries.size > maxLearners) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    return entry;
  }

  return {
    /** The learner's value under `key`: kept, or loaded (and kept unless a change to the learner was heard meanwhile). */
    async read<T>(userId: number, key: string, load: () => Promise<T>): Promise<T> {
      if (!live) return load();
      const entry = entryOf(userId);
      if (entry.values.has(key)) return entry.values.get(key) as T;
      const value = await load();
      if (live && entries.get(userId) === entry) {
        if (entry.values.size >= VALUES_PER_LEARNER) entry.values.clear();
        entry.values.set(key, value);
      }
      return value;
    },

    /** Learners held (for tests of the bound). */
    size: () => entries.size,
  };
}

export type LearnerCache = ReturnType<typeof createLearnerCache>;
