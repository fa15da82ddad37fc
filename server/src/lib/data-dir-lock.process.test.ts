import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { raceInProcesses, roundDir } from '../test/race';
import { DataDirLockedError, lockDataDir, lockPathFor } from './data-dir-lock';
import { projectRoot } from './project-paths';

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

  it('takes over a stale lock left with a stale takeover claim, and refuses one a running server claims', () => {
    const dir = freshDir();
    lockDataDir(dir).release();
    writeFileSync(lockPathFor(dir), `${deadPid()}\n`);
    writeFileSync(`${lockPathFor(dir)}.takeover`, `${deadPid()}\n`);
    const lock = lockDataDir(dir);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    expect(existsSync(`${lockPathFor(dir)}.takeover`)).toBe(false);
    lock.release();

    writeFileSync(lockPathFor(dir), `${deadPid()}\n`);
    writeFileSync(`${lockPathFor(dir)}.takeover`, `${process.ppid}\n`);
    expect(() => lockDataDir(dir)).toThrow(`(pid ${process.ppid})`);
  });

  it('lets exactly one of two servers starting at once take over a stale lock', async () => {
    const raceRoot = path.join(root, 'race');
    const rounds = 600;
    // Each round: a stale lock (its process has ended), two processes taking it at the same moment.
    const stale = `${deadPid()}\n`;
    mkdirSync(raceRoot, { recursive: true });
    for (let round = 1; round <= rounds; round++) writeFileSync(lockPathFor(roundDir(raceRoot, round)), stale);
    const outcomes = await raceInProcesses({
      modulePath: path.join(projectRoot, 'server/src/lib/data-dir-lock.ts'),
      exportName: 'lockDataDir',
      root: raceRoot,
      rounds,
      contenders: 2,
    });
    outcomes.forEach((both, i) => {
      const winners = both.filter((outcome) => outcome.ok);
      expect(winners, `round ${i + 1}: ${JSON.stringify(both)}`).toHaveLength(1);
      const loser = both.find((outcome) => !outcome.ok);
      expect(loser, `round ${i + 1}`).toMatchObject({ name: 'DataDirLockedError' });
    });
  }, 120_000);
});
