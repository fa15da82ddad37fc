import { describe, expect, it } from 'vitest';
import { BATCH_SIZE, createAnalytics, FLUSH_DELAY_MS, type AnalyticsEnvironment } from './analytics';

/** A hand-driven environment: timers run when the test says, sends are recorded. */
function environment(options: { doNotTrack?: boolean; beaconWorks?: boolean; path?: string } = {}) {
  const posts: unknown[] = [];
  const beacons: unknown[] = [];
  let timers: { id: number; at: number; callback: () => void }[] = [];
  let clock = 0;
  let nextId = 1;
  const env: AnalyticsEnvironment = {
    post: async (body) => {
      posts.push(JSON.parse(body));
    },
    beacon: (body) => {
      if (options.beaconWorks === false) return false;
      beacons.push(JSON.parse(body));
      return true;
    },
    doNotTrack: () => options.doNotTrack ?? false,
    currentPath: () => options.path ?? '/home',
    setTimeout: (callback, ms) => {
      const id = nextId++;
      timers.push({ id, at: clock + ms, callback });
      return id;
    },
    clearTimeout: (id) => {
      timers = timers.filter((timer) => timer.id !== id);
    },
  };
  /** Moves the clock on, running each timer that falls due in turn (and those they start). */
  const advance = (ms: number) => {
    const target = clock + ms;
    for (;;) {
      const due = timers.filter((t) => t.at <= target).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((t) => t !== due);
      clock = due.at;
      due.callback();
    }
    clock = target;
  };
  return { env, posts, beacons, advance, pendingTimers: () => timers.length };
}

describe('createAnalytics', () => {
  it('sends nothing at once, then one batch after 5 s, each event with the page path', () => {
    const { env, posts, advance } = environment();
    const analytics = createAnalytics(env);
    analytics.track('page_view', { tab: 'guide' });
    analytics.track('strategy_toggle', { strategyId: 'dca', selected: false });
    advance(FLUSH_DELAY_MS - 1);
    expect(posts).toEqual([]);
    advance(1);
    expect(posts).toEqual([
      {
        events: [
          { name: 'page_view', properties: { path: '/home', tab: 'guide' } },
          { name: 'strategy_toggle', properties: { path: '/home', strategyId: 'dca', selected: false } },
        ],
      },
    ]);
  });

  it('sends at once when 10 events are waiting', () => {
    const { env, posts, pendingTimers } = environment();
    const analytics = createAnalytics(env);
    for (let i = 0; i < BATCH_SIZE; i++) analytics.track('upgrade_click', { source: 'plan_card' });
    expect(posts).toHaveLength(1);
    expect((posts[0] as { events: unknown[] }).events).toHaveLength(BATCH_SIZE);
    expect(pendingTimers()).toBe(0);
  });

  it('drops what is waiting, unsent, when discarded, and records again afterwards', () => {
    const { env, posts, beacons, advance, pendingTimers } = environment();
    const analytics = createAnalytics(env);
    analytics.track('page_view', {});
    analytics.discard();
    expect(pendingTimers()).toBe(0);
    analytics.flush('beacon');
    advance(FLUSH_DELAY_MS);
    expect(posts).toEqual([]);
    expect(beacons).toEqual([]);
    analytics.track('page_view', {});
    advance(FLUSH_DELAY_MS);
    expect(posts).toHaveLength(1);
  });

  it('records nothing at all under Do Not Track', () => {
    const { env, posts, beacons, advance } = environment({ doNotTrack: true });
    const analytics = createAnalytics(env);
    analytics.track('login');
    analytics.track('dca_calculation', { frequency: 'monthly', currency: 'usd' });
    advance(60_000);
    analytics.flush('beacon');
    expect(posts).toEqual([]);
    expect(beacons).toEqual([]);
  });

  it('sends what is waiting by beacon when the page goes away', () => {
    const { env, posts, beacons, pendingTimers } = environment();
    const analytics = createAnalytics(env);
    analytics.track('login');
    analytics.track('dca_calculation', { frequency: 'daily', currency: 'usd' });
    analytics.flush('beacon');
    expect(beacons).toEqual([
      {
        events: [
          { name: 'login', properties: { path: '/home' } },
          { name: 'dca_calculation', properties: { path: '/home', frequency: 'daily', currency: 'usd' } },
        ],
      },
    ]);
    expect(posts).toEqual([]);
    expect(pendingTimers()).toBe(0);
  });

  it('falls back to a keepalive post when the browser refuses the beacon', () => {
    const { env, posts, beacons } = environment({ beaconWorks: false });
    const analytics = createAnalytics(env);
    analytics.track('sign_up');
    analytics.flush('beacon');
    expect(beacons).toEqual([]);
    expect(posts).toEqual([{ events: [{ name: 'sign_up', properties: { path: '/home' } }] }]);
  });

  it('drops a page view whose path the server would refuse, and sends other events without a path', () => {
    const { env, posts, advance } = environment({ path: '/odd path?x' });
    const analytics = createAnalytics(env);
    analytics.track('page_view');
    analytics.track('login');
    advance(FLUSH_DELAY_MS);
    expect(posts).toEqual([{ events: [{ name: 'login', properties: {} }] }]);
  });
});
