import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * An exclusive lock on a PGlite data directory, so two servers never open the same files (the
 * second would silently lose the first's writes). The lock is a file beside the directory holding
 * the owner's pid. It is created atomically (a hard link of a complete temporary file fails when
 * the lock exists), and a lock whose pid is no longer running is stale and taken over.
 *
 * Taking over is atomic too: removing a stale lock and putting one's own in its place is two
 * steps, so two servers starting after a crash could each remove the lock the other had just put
 * there, and both run. Only the holder of the takeover claim (`<lock>.takeover`, created by the
 * same hard-link rule, so exactly one server gets it) removes a stale lock; a server that finds the
 * claim held by a running server refuses to start, as it would for the lock itself.
 */

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data directory ${dataDir} is already in use by another Arkad server (pid ${holderPid}). ` +
        'Only one server may use an embedded (PGlite) database at a time: stop the other server, ' +
        'use another DATA_DIR, or set DATABASE_URL to a Postgres database shared by every instance.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

const heldHere = new Set<string>();

export const lockPathFor = (dataDir: string) => `${path.resolve(dataDir)}.lock`;

/** The pid a lock or claim file names: null when it names none (garbage), 'gone' when there is no file. */
function holderOf(file: string): number | null | 'gone' {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeIfPresent(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Links `from` as `to`; false when `to` already exists. */
function linkIfAbsent(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Whether a pid read from a lock or claim belongs to another running process. A pid equal to ours
 * is a leftover from an earlier run (e.g. a container restarted with the same pid): this process
 * does not hold the lock (checked before).
 */
const isOtherLiveProcess = (pid: number | null | 'gone'): pid is number =>
  typeof pid === 'number' && pid !== process.pid && isRunning(pid);

/** A lock, released once at most (by release() or when the process exits). */
function held(lockPath: string): DataDirLock {
  heldHere.add(lockPath);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldHere.delete(lockPath);
    if (holderOf(lockPath) === process.pid) removeIfPresent(lockPath);
    process.off('exit', release);
  };
  process.on('exit', release);
  return { path: lockPath, release };
}

const MAX_ATTEMPTS = 5;

/** Takes the lock on dataDir or throws DataDirLockedError naming the running holder. */
export function lockDataDir(dataDir: string): DataDirLock {
  const lockPath = lockPathFor(dataDir);
  if (heldHere.has(lockPath)) throw new DataDirLockedError(path.resolve(dataDir), process.pid);
  mkdirSync(path.dirname(lockPath), { recursive: true });
  const claimPath = `${lockPath}.takeover`;
  // This process's pid, complete before it is linked as the lock (or the claim).
  const draft = `${lockPath}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(draft, `${process.pid}\n`);
  try {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      if (linkIfAbsent(draft, lockPath)) return held(lockPath);
      const holder = holderOf(lockPath);
      if (holder === 'gone') continue; // released a moment ago: try again
      if (isOtherLiveProcess(holder)) throw new DataDirLockedError(path.resolve(dataDir), holder);
      // Stale: only the holder of the claim may remove it.
      if (!linkIfAbsent(draft, claimPath)) {
        const claimer = holderOf(claimPath);
        if (isOtherLiveProcess(claimer)) throw new DataDirLockedError(path.resolve(dataDir), claimer);
        // A claim left by a server that ended during its takeover: removed, then try again.
        if (claimer !== 'gone') removeIfPresent(claimPath);
        continue;
      }
      try {
        // Holding the claim, no other server removes the lock: it is the stale one seen above,
        // or (if that was released and replaced meanwhile) a live one, which stays.
        const current = holderOf(lockPath);
        if (isOtherLiveProcess(current)) throw new DataDirLockedError(path.resolve(dataDir), current);
        removeIfPresent(lockPath);
        // A server starting just now may still link its lock first: the next attempt sees it.
        if (linkIfAbsent(draft, lockPath)) return held(lockPath);
      } finally {
        removeIfPresent(claimPath);
      }
    }
    throw new Error(`Could not take the lock ${lockPath}: it keeps being recreated by another process`);
  } finally {
    removeIfPresent(draft);
  }
}
