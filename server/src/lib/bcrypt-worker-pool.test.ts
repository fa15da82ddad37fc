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

  it('answers false for a stored value that is not a bcrypt hash', async () => {
    await expect(pool.verify('x', 'not-a-bcrypt-hash')).resolves.toBe(false);
  });
});
