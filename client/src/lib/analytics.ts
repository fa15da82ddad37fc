import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { AnalyticsEventInput, AnalyticsEventName } from '@shared/schemas/analytics';
import * as analyticsApi from '@/api/analytics';
import { apiUrl } from './api-client';

/**
 * First-party analytics: events go to our own server (POST /api/events), never to a third party.
 * They are batched (sent after 5 s, or at once when 10 are waiting) and the rest is sent with
 * sendBeacon when the page is hidden or closed. With Do Not Track or Global Privacy Control on,
 * nothing is recorded or sent. No identifier is kept in the browser: the server keeps only a
 * daily salted hash of the address and browser (see the privacy policy).
 */

type PropertiesOf<N extends AnalyticsEventName> = Omit<
  NonNullable<Extract<AnalyticsEventInput, { name: N }>['properties']>,
  'path'
>;
/** Events without required properties take none; the others must be given theirs. */
type PropertiesArg<N extends AnalyticsEventName> =
  object extends PropertiesOf<N> ? [PropertiesOf<N>?] : [PropertiesOf<N>];

interface QueuedEvent {
  name: AnalyticsEventName;
  properties: Record<string, unknown>;
}

export interface AnalyticsEnvironment {
  /** POSTs a JSON batch; failures are dropped (analytics never bothers the learner). */
  post(body: string): Promise<unknown>;
  /** sendBeacon; false when the browser refused it. */
  beacon(body: string): boolean;
  /** Do Not Track or Global Privacy Control is on. */
  doNotTrack(): boolean;
  /** The page's path, without query string or fragment. */
  currentPath(): string;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const FLUSH_DELAY_MS = 5000;
export const BATCH_SIZE = 10;
const PATH = /^\/[A-Za-z0-9._~/-]{0,199}$/;

export function createAnalytics(env: AnalyticsEnvironment) {
  let queue: QueuedEvent[] = [];
  let timer: unknown = null;

  const body = (events: QueuedEvent[]) => JSON.stringify({ events });

  function flush(mode: 'post' | 'beacon' = 'post'): void {
    if (timer !== null) env.clearTimeout(timer);
    timer = null;
    if (queue.length === 0) return;
    // At most 10 waiting events: within the server's 50 a batch.
    const batch = queue;
    queue = [];
    if (mode === 'beacon' && env.beacon(body(batch))) return;
    env.post(body(batch)).catch(() => undefined);
  }

  function enqueue(event: QueuedEvent): void {
    queue.push(event);
    if (queue.length >= BATCH_SIZE) flush();
    else if (timer === null) timer = env.setTimeout(() => flush(), FLUSH_DELAY_MS);
  }

  function build(name: AnalyticsEventName, properties: object | undefined): QueuedEvent | null {
    if (env.doNotTrack()) return null;
    const path = env.currentPath();
    const validPath = PATH.test(path);
    // A page view without a path the server accepts would spoil its whole batch.
    if (!validPath && name === 'page_view') return null;
    return { name, properties: { ...(validPath ? { path } : {}), ...properties } };
  }

  return {
    /** Records one event (with the page's path). */
    track<N extends AnalyticsEventName>(name: N, ...[properties]: PropertiesArg<N>): void {
      const event = build(name, properties);
      if (event) enqueue(event);
    },

    /** Sends what is waiting; with 'beacon', as the page goes away. */
    flush,

    /** Drops what is waiting, unsent, and its timer. */
    discard(): void {
      if (timer !== null) env.clearTimeout(timer);
      timer = null;
      queue = [];
    },
  };
}

function browserDoNotTrack(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  const win = window as Window & { doNotTrack?: string };
  return nav.doNotTrack === '1' || win.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

function browserAnalytics() {
  const eventsUrl = apiUrl(analyticsApi.recordEvents);
  const analytics = createAnalytics({
    post: (text) =>
      fetch(eventsUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: text,
        keepalive: true,
        credentials: 'same-origin',
      }),
    beacon: (text) =>
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(eventsUrl, new Blob([text], { type: 'text/plain;charset=UTF-8' })),
    doNotTrack: browserDoNotTrack,
    currentPath: () => window.location.pathname,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  });
  const listening = new AbortController();
  document.addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'hidden') analytics.flush('beacon');
    },
    { signal: listening.signal },
  );
  window.addEventListener('pagehide', () => analytics.flush('beacon'), { signal: listening.signal });
  return {
    track: analytics.track,
    stop() {
      listening.abort();
      analytics.discard();
    },
  };
}

/** The app's recorder, once started. */
let recorder: ReturnType<typeof browserAnalytics> | null = null;

/**
 * Starts recording (once): the app's entry starts it. Until then `track` records nothing, so the
 * client tests, whose fake servers answer only the calls each test expects, run without it unless
 * a test starts it to check what is sent.
 */
export function startAnalytics(): void {
  recorder ??= browserAnalytics();
}

export function track<N extends AnalyticsEventName>(name: N, ...properties: PropertiesArg<N>): void {
  recorder?.track(name, ...properties);
}

/** The last page view recorded ('path?tab'), so a re-run effect does not count it twice. */
let lastPageView: string | null = null;

/**
 * Stops recording and drops what waits, unsent. The client tests call it after each test: they
 * share one module graph per worker, and a started recorder would post a later test's events.
 */
export function stopAnalytics(): void {
  recorder?.stop();
  recorder = null;
  lastPageView = null;
}

/** Records a page view for each route (and learning-path tab) the learner opens. */
export function usePageViews(): void {
  const [location] = useLocation();
  const tab = new URLSearchParams(useSearch()).get('tab');
  const tabId = tab !== null && /^[a-z-]{1,30}$/.test(tab) ? tab : undefined;
  useEffect(() => {
    const key = `${location}?${tabId ?? ''}`;
    if (key === lastPageView) return;
    lastPageView = key;
    track('page_view', tabId ? { tab: tabId } : {});
  }, [location, tabId]);
}
