import { threadId, type Worker } from 'node:worker_threads';
import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { bcryptWorkerPool, createBcryptWorkerPool } from './bcrypt-worker-pool';

// The lowest bcrypt cost keeps the test quick; the cost is the caller's choice (config says at least 10).
const pool = bcryptWorkerPool();

describe('bcrypt worker pool', () => {
  it('hashes and checks with bcrypt on a worker thread, not the main one', async () => {
    const hash = await pool.hash('correct-horse-battery', 4);
    expect(hash).toMatch(/^\$2[aby]\$04\$/);
    expect(await pool.verify('correct-horse-battery', hash)).toBe(true);
    expect(await pool.verify('wrong-horse-battery', hash)).toBe(false);
    expect(pool.workerThreadIds().length).toBeGreaterThan(0);
    expect(pool.workerThreadIds()).not.toContain(threadId);
  });

  it('accepts hashes made on the main thread before it existed, at another cost', async () => {
    const legacy = bcrypt.hashSync('an-old-password', 5);
    expect(await pool.verify('an-old-password', legacy)).toBe(true);
  });

  it('answers every request when more arrive than it has threads', async () => {
    const passwords = Array.from({ length: 5 }, (_, i) => `queued-password-${i}`);
    const hashes = await Promise.all(passwords.map((password) => pool.hash(password, 4)));
    const checks = await Promise.all(passwords.map((password, i) => pool.verify(password, hashes[i]!)));
    expect(checks).toEqual([true, true, true, true, true]);
  });

  it('counts the jobs it answered by operation and cost, a check at the cost of its hash', async () => {
    const before = pool.completedJobs();
    const hash = await pool.hash('counted-password', 5);
    await pool.verify('counted-password', hash);
    await pool.verify('other-password', bcrypt.hashSync('x', 6));
    await pool.verify('x', 'not-a-bcrypt-hash');
    const after = pool.completedJobs();
    expect(after.hash[5]).toBe((before.hash[5] ?? 0) + 1);
    expect(after.verify[5]).toBe((before.verify[5] ?? 0) + 1);
    expect(after.verify[6]).toBe((before.verify[6] ?? 0) + 1);
    expect(after.verify[0]).toBe((before.verify[0] ?? 0) + 1);
  });

  it('answers false for a stored value that is not a bcrypt hash', async () => {
    await expect(pool.verify('x', 'not-a-bcrypt-hash')).resolves.toBe(false);
  });
});

describe('passwords longer than bcrypt reads', () => {
  it('never match, although bcrypt alone would match the first 72 bytes', async () => {
    const password = 'p'.repeat(72);
    const hash = await pool.hash(password, 4);
    expect(bcrypt.compareSync(`${password}suffix`, hash)).toBe(true);
    expect(await pool.verify(password, hash)).toBe(true);
    expect(await pool.verify(`${password}suffix`, hash)).toBe(false);
    // 71 ASCII bytes and a two-byte letter: 73 bytes.
    expect(await pool.verify(`${'p'.repeat(71)}é`, await pool.hash('p'.repeat(71), 4))).toBe(false);
  });
});

describe('a worker that stops in the middle of a job', () => {
  it('fails that job at once and hands the waiting jobs to a new worker', async () => {
    const workers: Worker[] = [];
    const single = createBcryptWorkerPool({ threads: 1, onWorker: (worker) => workers.push(worker) });
    // Cost 20 takes minutes: the worker is certainly still on it when it is stopped.
    const slow = single.hash('a-very-slow-password', 20).then(
      () => 'answered',
      (error: unknown) => error,
    );
    const waiting = [single.hash('waiting-password-1', 4), single.hash('waiting-password-2', 4)];
    expect(workers).toHaveLength(1);
    await workers[0]!.terminate();

    const failed = await slow;
    expect(failed).toBeInstanceOf(Error);
    expect((failed as Error).message).toMatch(/bcrypt worker stopped/);
    const [first, second] = await Promise.all(waiting);
    expect(bcrypt.compareSync('waiting-password-1', first!)).toBe(true);
    expect(bcrypt.compareSync('waiting-password-2', second!)).toBe(true);
    expect(workers).toHaveLength(2);
    // The replacement keeps serving.
    expect(await single.verify('waiting-password-1', first!)).toBe(true);
    await workers[1]!.terminate();
  });

  it('fails the job of a worker that stops while others wait for a thread, and serves them', async () => {
    const workers: Worker[] = [];
    const pair = createBcryptWorkerPool({ threads: 2, onWorker: (worker) => workers.push(worker) });
    const slow = [pair.hash('slow-1', 20), pair.hash('slow-2', 20)].map((job) =>
      job.then(
        () => 'answered',
        (error: unknown) => error,
      ),
    );
    const waiting = pair.hash('waiting-password', 4);
    expect(workers).toHaveLength(2);
    await Promise.all(workers.map((worker) => worker.terminate()));
    for (const outcome of await Promise.all(slow)) expect(outcome).toBeInstanceOf(Error);
    expect(bcrypt.compareSync('waiting-password', await waiting)).toBe(true);
    await Promise.all(workers.slice(2).map((worker) => worker.terminate()));
  });
});
