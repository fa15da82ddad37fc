import { describe, expect, it } from 'vitest';
import type { LearnerChangeListener, LearnerChanges } from '../db/learner-changes';
import { createLearnerCache, sessionCacheKey } from './learner-cache';

/** A change feed the test drives: what the database handle would tell. */
function fakeChanges(complete = false) {
  let listener: LearnerChangeListener | undefined;
  const changes: LearnerChanges = {
    complete,
    subscribe(subscriber) {
      listener = subscriber;
      return () => {
        listener = undefined;
      };
    },
  };
  return {
    changes,
    live: (isLive: boolean) => listener?.live(isLive),
    changed: (userId: number | null) => listener?.changed(userId),
  };
}

/** A load that counts its calls and answers `value`. */
function counted<T>(value: T) {
  const load = async () => {
    load.calls += 1;
    return value;
  };
  load.calls = 0;
  return load;
}

describe('the learner cache', () => {
  it('keeps a value while the learner’s version holds, and only that learner’s', async () => {
    const cache = createLearnerCache({ maxLearners: 10 });
    const ada = counted('ada');
    const bob = counted('bob');
    cache.validate(1, 10);
    cache.validate(2, 20);
    expect(await cache.read(1, 'progress', ada)).toBe('ada');
    cache.validate(1, 10);
    expect(await cache.read(1, 'progress', ada)).toBe('ada');
    expect(await cache.read(2, 'progress', bob)).toBe('bob');
    expect([ada.calls, bob.calls]).toEqual([1, 1]);

    // Learner 1 wrote: a new version.
    cache.validate(1, 11);
    cache.validate(2, 20);
    await cache.read(1, 'progress', ada);
    await cache.read(2, 'progress', bob);
    expect([ada.calls, bob.calls]).toEqual([2, 1]);
  });

  it('uses a value only under the version it was read under, never an earlier one seen again', async () => {
    const cache = createLearnerCache({ maxLearners: 10 });
    cache.validate(1, 10);
    expect(await cache.read(1, 'progress', counted('at 10'))).toBe('at 10');
    cache.validate(1, 11);
    expect(await cache.read(1, 'progress', counted('at 11'))).toBe('at 11');
    // A request whose session read was answered late, with the version before: read again.
    cache.validate(1, 10);
    expect(await cache.read(1, 'progress', counted('read again'))).toBe('read again');
  });

  it('keeps nothing of a learner never validated, or validated without a version', async () => {
    const cache = createLearnerCache({ maxLearners: 10 });
    const load = counted('x');
    await cache.read(1, 'progress', load);
    await cache.read(1, 'progress', load);
    expect(load.calls).toBe(2);
    cache.validate(1, 5);
    await cache.read(1, 'progress', load);
    cache.validate(1, null);
    await cache.read(1, 'progress', load);
    await cache.read(1, 'progress', load);
    expect(load.calls).toBe(5);
    expect(cache.size()).toBe(0);
  });

  it('does not keep a value whose load began before a new version was validated', async () => {
    const cache = createLearnerCache({ maxLearners: 10 });
    cache.validate(1, 10);
    let finish: (value: string) => void = () => {};
    const stale = cache.read(1, 'progress', () => new Promise<string>((resolve) => (finish = resolve)));
    // Another request saw the learner's write (version 11) while the load was running.
    cache.validate(1, 11);
    finish('before the write');
    expect(await stale).toBe('before the write');
    const fresh = counted('after the write');
    expect(await cache.read(1, 'progress', fresh)).toBe('after the write');
    expect(fresh.calls).toBe(1);
  });

  it('forgets a learner on request, and on a heard change (an early drop that nothing relies on)', async () => {
    const feed = fakeChanges();
    const cache = createLearnerCache({ changes: feed.changes, maxLearners: 10 });
    const load = counted('x');
    cache.validate(1, 1);
    await cache.read(1, 'progress', load);
    cache.forget(1);
    await cache.read(1, 'progress', load);
    expect(load.calls).toBe(2);

    cache.validate(1, 1);
    cache.validate(2, 2);
    feed.changed(1);
    expect(cache.size()).toBe(1);
    feed.changed(null);
    expect(cache.size()).toBe(0);
    // Whether changes are heard does not matter: the versions decide.
    feed.live(false);
    cache.validate(1, 1);
    await cache.read(1, 'progress', load);
    await cache.read(1, 'progress', load);
    expect(load.calls).toBe(3);
  });

  it('relies on heard changes alone only when they are complete (PGlite) and live', async () => {
    const partial = fakeChanges(false);
    const postgres = createLearnerCache({ changes: partial.changes, maxLearners: 10 });
    partial.live(true);
    expect(postgres.heardAll()).toBe(false);

    const feed = fakeChanges(true);
    const pglite = createLearnerCache({ changes: feed.changes, maxLearners: 10 });
    expect(pglite.heardAll()).toBe(false);
    feed.live(true);
    expect(pglite.heardAll()).toBe(true);
    pglite.validate(1, 1);
    await pglite.read(1, sessionCacheKey('a'), counted('a'));
    // No longer heard: what was kept on the strength of heard changes goes.
    feed.live(false);
    expect(pglite.heardAll()).toBe(false);
    expect(pglite.size()).toBe(0);
    expect(createLearnerCache({ changes: feed.changes, maxLearners: 0 }).heardAll()).toBe(false);
  });

  it('keeps nothing with a size of 0', async () => {
    const cache = createLearnerCache({ maxLearners: 0 });
    const load = counted('x');
    cache.validate(1, 1);
    await cache.read(1, 'progress', load);
    cache.validate(1, 1);
    await cache.read(1, 'progress', load);
    expect(load.calls).toBe(2);
    expect(cache.size()).toBe(0);
  });

  it('holds at most maxLearners, dropping the least recently validated', async () => {
    const cache = createLearnerCache({ maxLearners: 2 });
    const loads = [counted(1), counted(2), counted(3)] as const;
    const request = async (userId: 1 | 2 | 3) => {
      cache.validate(userId, userId * 100);
      await cache.read(userId, 'progress', loads[userId - 1]!);
    };
    await request(1);
    await request(2);
    await request(1);
    await request(3);
    expect(cache.size()).toBe(2);
    // Learner 2 was validated least recently: dropped; 1 and 3 are kept.
    await request(1);
    await request(3);
    expect(loads.map((load) => load.calls)).toEqual([1, 1, 1]);
    await request(2);
    expect(loads[1].calls).toBe(2);
    expect(cache.size()).toBe(2);
  });

  it('reads a learner again once their values are more than maxAgeMs old', async () => {
    // A clock above 0, as performance.now is (lru-cache takes a start of 0 for "no age").
    let now = 5_000;
    const cache = createLearnerCache({ maxLearners: 10, maxAgeMs: 1_000, clock: () => now });
    const load = counted('x');
    cache.validate(1, 1);
    await cache.read(1, 'progress', load);
    now = 6_000;
    cache.validate(1, 1);
    await cache.read(1, 'progress', load);
    expect(load.calls).toBe(1);
    now = 6_001;
    cache.validate(1, 1);
    await cache.read(1, 'progress', load);
    expect(load.calls).toBe(2);
  });

  it('keeps a learner’s values apart by key', async () => {
    const cache = createLearnerCache({ maxLearners: 10 });
    cache.validate(1, 1);
    expect(await cache.read(1, 'user', counted('user'))).toBe('user');
    expect(await cache.read(1, 'progress', counted('progress'))).toBe('progress');
    expect(await cache.read(1, 'user', counted('not read'))).toBe('user');
    expect(await cache.read(1, sessionCacheKey('a'), counted('session a'))).toBe('session a');
    expect(await cache.read(1, sessionCacheKey('b'), counted('session b'))).toBe('session b');
    // The keys are declared (LearnerCacheKey): a misspelt one fails the typecheck.
    // @ts-expect-error 'progres' is not a key of the learner cache
    expect(await cache.read(1, 'progres', counted('misspelt'))).toBe('misspelt');
  });
});
