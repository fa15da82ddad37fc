import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors';
import { createPasswordHasher } from './password-hasher';

// bcrypt's lowest cost: the queue is the subject here, not the hashing cost.
describe('createPasswordHasher', () => {
  it('hashes a few at a time, queues a few more and turns the rest away at once', async () => {
    const hasher = createPasswordHasher({ cost: 4, concurrency: 2, maxQueued: 3 });
    const attempts = Array.from({ length: 8 }, (_, i) => hasher.hash(`password-${i}`));
    expect(hasher.load()).toEqual({ running: 2, queued: 3 });
    const results = await Promise.allSettled(attempts);
    const hashed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(hashed).toHaveLength(5);
    expect(refused).toHaveLength(3);
    for (const { reason } of refused) {
      expect(reason).toBeInstanceOf(AppError);
      expect(reason).toMatchObject({ code: 'UNAVAILABLE', status: 503, retryAfterSeconds: 1 });
    }
    expect(hasher.load()).toEqual({ running: 0, queued: 0 });
  });

  it('never runs more than its concurrency at once', async () => {
    const hasher = createPasswordHasher({ cost: 4, concurrency: 2, maxQueued: 10 });
    const hash = await bcrypt.hash('the-password', 4);
    let mostRunning = 0;
    const attempts = Array.from({ length: 6 }, (_, i) =>
      hasher.compare(i % 2 === 0 ? 'the-password' : 'other', hash).finally(() => {
        mostRunning = Math.max(mostRunning, hasher.load().running);
      }),
    );
    mostRunning = Math.max(mostRunning, hasher.load().running);
    expect(await Promise.all(attempts)).toEqual([true, false, true, false, true, false]);
    expect(mostRunning).toBe(2);
  });
});
