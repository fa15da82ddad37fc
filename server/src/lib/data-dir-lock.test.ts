import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, lockPathFor } from './data-dir-lock';

const root = mkdtempSync(path.join(os.tmpdir(), 'arkad-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let counter = 0;
const freshDir = () => path.join(root, `data-${++counter}`, 'pglite');

/** The pid of a process that has already ended. */
function deadPid(): number {
  const run = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(run.stdout);
}

describe('lockDataDir', () => {
  it('writes this process id to the lock file and removes it on release', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(lock.path).toBe(`${dir}.lock`);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('refuses a second lock on the same directory until the first is released', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    lock.release();
    lockDataDir(dir).release();
  });

  it('refuses a lock held by another running process, naming its pid', () => {
    const dir = freshDir();
    lockDataDir(dir).release();
    writeFileSync(lockPathFor(dir), `${process.ppid}\n`);
    let refusal: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as DataDirLockedError).holderPid).toBe(process.ppid);
    expect((refusal as Error).message).toContain(`already in use by another Arkad server (pid ${process.ppid})`);
    // The other process's lock is left alone.
    expect(readFileSync(lockPathFor(dir), 'utf8').trim()).toBe(String(process.ppid));
  });

  it.each([
    ['a process that has ended', () => `${deadPid()}\n`],
    ['no pid at all', () => ''],
    ['garbage', () => 'not-a-pid'],
  ])('takes over a stale lock left by %s', (_case, content) => {
    const dir = freshDir();
    lockDataDir(dir).release();
    writeFileSync(lockPathFor(dir), content());
    const lock = lockDataDir(dir);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('does not remove a lock another process took after this one was released', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    lock.release();
    writeFileSync(lockPathFor(dir), `${process.ppid}\n`);
    lock.release();
    expect(readFileSync(lockPathFor(dir), 'utf8').trim()).toBe(String(process.ppid));
  });
});
