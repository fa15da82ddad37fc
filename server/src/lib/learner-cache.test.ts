import { describe, expect, it } from 'vitest';
import type { LearnerChangeListener, LearnerChanges } from '../db/learner-changes';
import { createLearnerCache } from './learner-cache';

/** A change feed the test drives: what the database handle would tell. */
function fakeChanges() {
  let listener: LearnerChangeListener | undefined;
  const changes: LearnerChanges = {
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
  it('keeps a value until a change to that learner is heard, and only that learner’s', async () => {
    const feed = fakeChanges();
    const cache = createLearnerCache({ changes: feed.changes, maxLearners: 10 });
    feed.live(true);
    const ada = counted('ada');
    const bob = counted('bob');
    expect(await cache.read(1, 'progress', ada)).toBe('ada');
    expect(await cache.read(1, 'progress', ada)).toBe('ada');
    expect(await cache.read(2, 'progress', bob)).toBe('bob');
    expect([ada.calls, bob.calls]).toEqual([1, 1]);

    feed.changed(1);
    await cache.read(1, 'progress', ada);
    await cache.read(2, 'progress', bob);
    expect([ada.calls, bob.calls]).toEqual([2, 1]);

    // '*' (a TRUNCATE): every learner.
    feed.changed(null);
    await cache.read(1, 'progress', ada);
    await cache.read(2, 'progress', bob);
    expect([ada.calls, bob.calls]).toEqual([3, 2]);
  });

  it('does not keep a value loaded while a change to the learner was heard', async () => {
    const feed = fakeChanges();
    const cache = createLearnerCache({ changes: feed.changes, maxLearners: 10 });
    feed.live(true);
    let finish: (value: string) => void = () => {};
    const stale = cache.read(1, 'progress', () => new Promise<string>((resolve) => (finish = resolve)));
    // The load read the rows before this change committed; its answer is given but not kept.
    feed.changed(1);
    finish('before the change');
    expect(await stale).toBe('before the change');
    const fresh = counted('after the change');
    expect(await cache.read(1, 'progress', fresh)).toBe('after the change');
    expect(fresh.calls).toBe(1);
  });

  it('keeps nothing until changes are heard, and drops everything when they may not be', async () => {
    const feed = fakeChanges();
    const cache = createLearnerCache({ changes: feed.changes, maxLearners: 10 });
    const load = counted('x');
    await cache.read(1, 'progress', load);
    await cache.read(1, 'progress', load);
    expect(load.calls).toBe(2);

    feed.live(true);
    await cache.read(1, 'progress', load);
    await cache.read(1, 'progress', load);
    expect(load.calls).toBe(3);

    feed.live(false);
    expect(cache.size()).toBe(0);
    await cache.read(1, 'progress', load);
    await cache.read(1, 'progress', load);
    expect(load.calls).toBe(5);
    expect(cache.size()).toBe(0);
  });

  it('keeps nothing without a change feed, or with a size of 0', async () => {
    const feed = fakeChanges();
    for (const cache of [
      createLearnerCache({ maxLearners: 10 }),
      createLearnerCache({ changes: feed.changes, maxLearners: 0 }),
    ]) {
      feed.live(true);
      const load = counted('x');
      await cache.read(1, 'progress', load);
      await cache.read(1, 'progress', load);
      expect(load.calls).toBe(2);
      expect(cache.size()).toBe(0);
    }
  });

  it('holds at most maxLearners, dropping the least recently read', async () => {
    const feed = fakeChanges();
    const cache = createLearnerCache({ changes: feed.changes, maxLearners: 2 });
    feed.live(true);
    const loads = [counted(1), counted(2), counted(3)] as const;
    await cache.read(1, 'progress', loads[0]);
    await cache.read(2, 'progress', loads[1]);
    await cache.read(1, 'progress', loads[0]);
    await cache.read(3, 'progress', loads[2]);
    expect(cache.size()).toBe(2);
    // Learner 2 was read least recently: dropped; 1 and 3 are kept.
    await cache.read(1, 'progress', loads[0]);
    await cache.read(3, 'progress', loads[2]);
    expect(loads.map((load) => load.calls)).toEqual([1, 1, 1]);
    await cache.read(2, 'progress', loads[1]);
    expect(loads[1].calls).toBe(2);
    expect(cache.size()).toBe(2);
  });

  it('reads a learner again once their values are maxAgeMs old', async () => {
    const feed = fakeChanges();
    let now = 0;
    const cache = createLearnerCache({ changes: feed.changes, maxLearners: 10, maxAgeMs: 1_000, clock: () => now });
    feed.live(true);
    const load = counted('x');
    await cache.read(1, 'progress', load);
    now = 999;
    await cache.read(1, 'progress', load);
    expect(load.calls).toBe(1);
    now = 1_000;
    await cache.read(1, 'progress', load);
    expect(load.calls).toBe(2);
  });

  it('keeps a learner’s values apart by key', async () => {
    const feed = fakeChanges();
    const cache = createLearnerCache({ changes: feed.changes, maxLearners: 10 });
    feed.live(true);
    expect(await cache.read(1, 'session:a', counted('session a'))).toBe('session a');
    expect(await cache.read(1, 'session:b', counted('session b'))).toBe('session b');
    expect(await cache.read(1, 'session:a', counted('not read'))).toBe('session a');
  });
});
