import bcrypt from 'bcryptjs';
import { afterAll, describe, expect, it } from 'vitest';
import { createPasswordHasher, mainThreadId } from './password-hasher';

// The lowest bcrypt cost keeps the test quick; the cost is the caller's choice (config says at least 10).
const hasher = createPasswordHasher({ cost: 4, threads: 1 });
afterAll(() => hasher.close());

describe('password hasher', () => {
  it('hashes with bcrypt at the configured cost, on a worker thread', async () => {
    const hash = await hasher.hash('correct-horse-battery');
    expect(hash).toMatch(/^\$2[aby]\$04\$/);
    expect(await hasher.verify('correct-horse-battery', hash)).toBe(true);
    expect(await hasher.verify('wrong-horse-battery', hash)).toBe(false);
    const { workerThreadIds } = hasher.stats();
    expect(workerThreadIds.length).toBeGreaterThan(0);
    expect(workerThreadIds).not.toContain(mainThreadId);
  });

  it('accepts hashes made before it existed (bcryptjs on the main thread, another cost)', async () => {
    const legacy = bcrypt.hashSync('an-old-password', 5);
    expect(await hasher.verify('an-old-password', legacy)).toBe(true);
  });

  it('queues requests beyond its threads and answers every one', async () => {
    const passwords = Array.from({ length: 5 }, (_, i) => `queued-password-${i}`);
    const hashes = await Promise.all(passwords.map((password) => hasher.hash(password)));
    const checks = await Promise.all(passwords.map((password, i) => hasher.verify(password, hashes[i]!)));
    expect(checks).toEqual([true, true, true, true, true]);
    expect(hasher.stats().maxQueued).toBeGreaterThanOrEqual(4);
    expect(hasher.stats().queued).toBe(0);
  });

  it('checks an unknown account against the stand-in hash and never matches', async () => {
    expect(await hasher.verifyStandIn('anything')).toBe(false);
  });

  it('rejects a malformed stored hash instead of hanging', async () => {
    await expect(hasher.verify('x', 'not-a-bcrypt-hash')).resolves.toBe(false);
  });

  it('refuses new work once closed', async () => {
    const closing = createPasswordHasher({ cost: 10, threads: 1 });
    await closing.close();
    await expect(closing.hash('late')).rejects.toThrow(/closed/);
  });
});
