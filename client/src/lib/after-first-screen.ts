import { useEffect } from 'react';

/**
 * Start-up work that a first visit does not need before its first screen: registering the service
 * worker (whose install downloads every built file), keeping the theme in step with the system and
 * other tabs (the inline script in index.html already applied it), forgetting what a signed-out tab
 * kept for its visit. It waits until the first screen is shown, that is the app has rendered and no
 * full-page spinner is mounted (useLoadingScreen), and then runs one task per idle period, so none
 * of it lengthens the tasks that show the page or competes with its downloads
 * (docs/decisions/032-start-up-in-short-tasks.md).
 */
export type StartupTask = () => unknown;

/** How long an idle period may be waited for before a task runs anyway. */
export const IDLE_TIMEOUT_MS = 2000;
/** Without requestIdleCallback (Safari): the pause before each task. */
export const NO_IDLE_CALLBACK_DELAY_MS = 50;
/** A spinner that never goes away (a page that cannot load) holds the work back this long at most. */
export const MAX_WAIT_MS = 10_000;

const queue: StartupTask[] = [];
let loadingScreens = 0;
let rendered = false;
let shown = false;
let draining = false;
let longestWait: number | undefined;

function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(callback, NO_IDLE_CALLBACK_DELAY_MS);
}

function runNext(): void {
  const task = queue.shift();
  try {
    const result = task?.();
    if (result instanceof Promise) result.catch((error: unknown) => console.error('A start-up task failed.', error));
  } catch (error) {
    console.error('A start-up task failed.', error);
  }
  if (queue.length > 0) whenIdle(runNext);
  else draining = false;
}

function drain(): void {
  if (!shown || draining || queue.length === 0) return;
  draining = true;
  whenIdle(runNext);
}

function markShown(): void {
  if (shown) return;
  shown = true;
  drain();
}

/** After the commit under way: its spinners' effects have run by then. */
function checkShown(): void {
  window.setTimeout(() => {
    if (rendered && loadingScreens === 0) markShown();
  }, 0);
}

/** Queues `task` to run after the first screen is shown, in an idle period of its own. */
export function afterFirstScreen(task: StartupTask): void {
  queue.push(task);
  drain();
}

/** The app's first render has committed (App's effect, which runs after its children's). */
export function appRendered(): void {
  if (rendered) return;
  rendered = true;
  checkShown();
  longestWait = window.setTimeout(markShown, MAX_WAIT_MS);
}

/**
 * Forgets the queued work and whether the first screen was shown, as a new page starts. For the
 * client tests' set-up (client/src/test/setup.ts), which runs many files in one module graph: a
 * test's start-up work (forgetting a signed-out visit, say) must not run in a later test.
 */
export function forgetStartupWork(): void {
  queue.length = 0;
  loadingScreens = 0;
  rendered = false;
  shown = false;
  window.clearTimeout(longestWait);
}

/** A full-page loading screen: while one is mounted, the first screen is not shown yet. */
export function useLoadingScreen(): void {
  useEffect(() => {
    loadingScreens += 1;
    return () => {
      loadingScreens -= 1;
      if (loadingScreens === 0) checkShown();
    };
  }, []);
}
