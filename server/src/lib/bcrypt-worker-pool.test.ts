import { threadId } from 'node:worker_threads';
import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { bcryptWorkerPool } from './bcrypt-worker-pool';

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
