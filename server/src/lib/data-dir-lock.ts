import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * An exclusive lock on a PGlite data directory, so two servers never open the same files (the
 * second would silently lose the first's writes). The lock is a file beside the directory holding
 * the owner's pid. It is created atomically (a hard link of a complete temporary file fails when
 * the lock exists), and a lock whose pid is no longer running is stale and taken over.
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

function holderOf(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
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

/** Takes the lock on dataDir or throws DataDirLockedError naming the running holder. */
export function lockDataDir(dataDir: string): DataDirLock {
  const lockPath = lockPathFor(dataDir);
  if (heldHere.has(lockPath)) throw new DataDirLockedError(path.resolve(dataDir), process.pid);
  mkdirSync(path.dirname(lockPath), { recursive: true });
  const draft = `${lockPath}.${process.pid}.tmp`;
  writeFileSync(draft, `${process.pid}\n`);
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(draft, lockPath);
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
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = holderOf(lockPath);
      // A pid equal to ours is a leftover from an earlier run (e.g. a container restarted with
      // the same pid): this process does not hold it (checked above).
      if (holder !== null && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(path.resolve(dataDir), holder);
      }
      removeIfPresent(lockPath);
    }
    throw new Error(`Could not take the lock ${lockPath}: it keeps being recreated by another process`);
  } finally {
    removeIfPresent(draft);
  }
}
