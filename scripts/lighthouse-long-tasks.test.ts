import { describe, expect, it } from 'vitest';
import { cpuSimulatedMs, describeTask, longOnCpu, taskKind, taskLabel, type LongTask } from './lighthouse-long-tasks';

const task = (overrides: Partial<LongTask>): LongTask => ({
  simulatedMs: 120,
  wallMs: 30,
  cpuMs: 10,
  multiplier: 4,
  kind: 'script',
  file: 'index-abc.js',
  ...overrides,
});

describe('taskKind', () => {
  it('names a task by the first kind of work found in it', () => {
    expect(taskKind(new Set(['RunTask', 'DocumentLoader::CommitNavigation', 'ParseHTML']))).toBe('navigation commit');
    expect(taskKind(new Set(['RunTask', 'ParseHTML', 'EvaluateScript']))).toBe('document parse');
    expect(taskKind(new Set(['RunTask', 'ParseAuthorStyleSheet']))).toBe('stylesheet parse');
    expect(taskKind(new Set(['RunTask', 'FunctionCall', 'UpdateLayoutTree']))).toBe('style and layout');
    expect(taskKind(new Set(['RunTask', 'Layout', 'Paint']))).toBe('style and layout');
    expect(taskKind(new Set(['RunTask', 'ScriptCatchup']))).toBe('debugger catch-up');
    expect(taskKind(new Set(['RunTask', 'TimerFire', 'FunctionCall']))).toBe('script');
    expect(taskKind(new Set(['RunTask', 'MinorGC', 'V8.GC_SCAVENGER_SCAVENGE']))).toBe('garbage collection');
    expect(taskKind(new Set(['RunTask']))).toBe('other');
  });
});

describe('timing a long task by its CPU time', () => {
  it('multiplies the CPU time as Lighthouse multiplies the wall time: 4, or 2 for a task that lays out', () => {
    expect(cpuSimulatedMs(task({ cpuMs: 10, multiplier: 4 }))).toBe(40);
    expect(cpuSimulatedMs(task({ cpuMs: 30, multiplier: 2 }))).toBe(60);
  });

  it('keeps the tasks still 50 ms or more when timed by CPU time', () => {
    const waiting = task({ wallMs: 60, cpuMs: 5 });
    const working = task({ wallMs: 20, cpuMs: 12.5 });
    const layingOut = task({ kind: 'style and layout', wallMs: 40, cpuMs: 24, multiplier: 2 });
    expect(longOnCpu([waiting, working, layingOut])).toEqual([working]);
  });

  it("names no file for a navigation's commit, which is Chrome's", () => {
    expect(taskLabel(task({ kind: 'navigation commit', file: 'offline-work.js' }))).toBe('navigation commit');
    expect(taskLabel(task({ kind: 'script', file: 'home.js' }))).toBe('script (home.js)');
    expect(taskLabel(task({ kind: 'other', file: '' }))).toBe('other');
    expect(describeTask(task({ simulatedMs: 120, wallMs: 30, cpuMs: 10 }))).toBe(
      'script (index-abc.js): 120 ms simulated, 30.0 ms wall, 10.0 ms CPU',
    );
  });
});
