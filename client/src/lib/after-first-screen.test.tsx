import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Module = typeof import('./after-first-screen');

/** Idle callbacks the browser would run, run here one at a time by the test. */
let idle: (() => void)[] = [];

async function freshModule(): Promise<Module> {
  vi.resetModules();
  return import('./after-first-screen');
}

function LoadingScreen({ startup }: { startup: Module }) {
  startup.useLoadingScreen();
  return <p>loading</p>;
}

/** Lets the module's zero-delay checks run, then runs the idle callbacks waiting now. */
function runIdle(): void {
  act(() => vi.advanceTimersByTime(0));
  const waiting = idle;
  idle = [];
  for (const callback of waiting) callback();
}

beforeEach(() => {
  vi.useFakeTimers();
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstScreen', () => {
  it('waits while a full-page loading screen is shown, then runs once the app shows its screen', async () => {
    const startup = await freshModule();
    const task = vi.fn();
    startup.afterFirstScreen(task);
    const view = render(<LoadingScreen startup={startup} />);
    startup.appRendered();
    runIdle();
    expect(task).not.toHaveBeenCalled();

    view.rerender(<p>the page</p>);
    runIdle();
    expect(task).toHaveBeenCalledOnce();
  });

  it('does nothing before the app has rendered, even with no loading screen', async () => {
    const startup = await freshModule();
    const task = vi.fn();
    startup.afterFirstScreen(task);
    runIdle();
    expect(task).not.toHaveBeenCalled();
  });

  it('runs one task per idle period, in the order queued', async () => {
    const startup = await freshModule();
    const order: string[] = [];
    startup.afterFirstScreen(() => order.push('first'));
    startup.afterFirstScreen(() => order.push('second'));
    startup.appRendered();
    runIdle();
    expect(order).toEqual(['first']);
    runIdle();
    expect(order).toEqual(['first', 'second']);
    // Queued once the screen is shown: the next idle period.
    startup.afterFirstScreen(() => order.push('later'));
    runIdle();
    expect(order).toEqual(['first', 'second', 'later']);
  });

  it('reports a failing task and still runs the next', async () => {
    const startup = await freshModule();
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const next = vi.fn();
    startup.afterFirstScreen(() => {
      throw new Error('boom');
    });
    startup.afterFirstScreen(() => Promise.reject(new Error('async boom')));
    startup.afterFirstScreen(next);
    startup.appRendered();
    runIdle();
    runIdle();
    runIdle();
    await act(() => Promise.resolve());
    expect(next).toHaveBeenCalledOnce();
    expect(errorSpy).toHaveBeenCalledTimes(2);
    errorSpy.mockRestore();
  });

  it('runs anyway when a loading screen stays up for the longest wait', async () => {
    const startup = await freshModule();
    const task = vi.fn();
    startup.afterFirstScreen(task);
    render(<LoadingScreen startup={startup} />);
    startup.appRendered();
    runIdle();
    expect(task).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(startup.MAX_WAIT_MS));
    runIdle();
    expect(task).toHaveBeenCalledOnce();
  });

  it('without requestIdleCallback, waits a short pause instead', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const startup = await freshModule();
    const task = vi.fn();
    startup.afterFirstScreen(task);
    startup.appRendered();
    act(() => vi.advanceTimersByTime(0));
    expect(task).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(startup.NO_IDLE_CALLBACK_DELAY_MS));
    expect(task).toHaveBeenCalledOnce();
  });
});
