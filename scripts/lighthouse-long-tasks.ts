// What each task in Lighthouse's `long-tasks` audit was, read from the run's own trace: its wall time
// (what Lighthouse multiplies), the CPU time the page's main thread had in it (the trace's thread
// time), and the kind of work. Lighthouse times a task by its wall time, four times longer (two for a
// task that lays out), as if the trace came from an idle machine; on two cores shared with Chrome's
// compositor and browser process, most of a task's wall time can be waiting for a core. The CPU time,
// multiplied the same way, is what the task itself asks of a slower phone (decision 032).
import type { Artifacts, Config } from 'lighthouse';

/** What a task was doing, from the events inside it; the first that applies. */
export type TaskKind =
  | 'navigation commit'
  | 'document parse'
  | 'stylesheet parse'
  | 'style and layout'
  | 'debugger catch-up'
  | 'script'
  | 'garbage collection'
  | 'other';

export interface LongTask {
  /** As Lighthouse's audit times it (its simulation of a 4x slower CPU). */
  simulatedMs: number;
  /** The task's wall time in the trace. */
  wallMs: number;
  /** The main thread's CPU time in it (the trace's `tdur`). */
  cpuMs: number;
  /** Lighthouse's multiplier for this task: 2 when it lays out, else 4. */
  multiplier: number;
  kind: TaskKind;
  /** The script Lighthouse attributes it to, or '' (the document or the browser). */
  file: string;
}

interface TraceEvent {
  name: string;
  tdur?: number;
}
interface TaskNode {
  event: TraceEvent;
  children: TaskNode[];
  parent: TaskNode | undefined;
  unbounded: boolean;
  duration: number;
  attributableURLs: string[];
}

const LONG_MS = 50;

function eventNames(task: TaskNode, into: Set<string> = new Set()): Set<string> {
  into.add(task.event.name);
  for (const child of task.children) eventNames(child, into);
  return into;
}

const scriptEvents = [
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'v8.callFunction',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
];

export function taskKind(names: ReadonlySet<string>): TaskKind {
  if (names.has('DocumentLoader::CommitNavigation')) return 'navigation commit';
  if (names.has('ParseHTML')) return 'document parse';
  if (names.has('ParseAuthorStyleSheet')) return 'stylesheet parse';
  if (names.has('Layout') || names.has('UpdateLayoutTree')) return 'style and layout';
  if (names.has('ScriptCatchup')) return 'debugger catch-up';
  if (scriptEvents.some((name) => names.has(name))) return 'script';
  if ([...names].some((name) => name.includes('GC'))) return 'garbage collection';
  return 'other';
}

/** The audit's own list, recomputed the way it computes it, with each task's trace event kept. */
export async function lighthouseLongTasks(artifacts: Artifacts, settings: Config.Settings): Promise<LongTask[]> {
  // Lighthouse's own computations, loaded when a run is read (the helpers below need none of them).
  const [{ LoadSimulator }, { MainThreadTasks }, { PageDependencyGraph }] = await Promise.all([
    import('lighthouse/core/computed/load-simulator.js'),
    import('lighthouse/core/computed/main-thread-tasks.js'),
    import('lighthouse/core/computed/page-dependency-graph.js'),
  ]);
  const context = { computedCache: new Map(), settings };
  const trace = artifacts.Trace;
  const devtoolsLog = artifacts.DevtoolsLog;
  const tasks = (await MainThreadTasks.request(trace, context)) as unknown as TaskNode[];
  const timings = new Map<TraceEvent, number>();
  if (settings.throttlingMethod === 'simulate') {
    const graph = await PageDependencyGraph.request(
      { settings, trace, devtoolsLog, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, fromTrace: false },
      context,
    );
    const simulator = await LoadSimulator.request({ devtoolsLog, settings }, context);
    const simulation = simulator.simulate(graph, { label: 'long-tasks-with-cpu' });
    for (const [node, timing] of simulation.nodeTimings.entries()) {
      if (node.type === 'cpu') timings.set(node.event as unknown as TraceEvent, timing.duration);
    }
  }
  const simulated = (task: TaskNode) =>
    settings.throttlingMethod === 'simulate' ? (timings.get(task.event) ?? 0) : task.duration;
  return tasks
    .filter((task) => !task.parent && !task.unbounded && simulated(task) >= LONG_MS)
    .map((task) => {
      const names = eventNames(task);
      const url = task.attributableURLs.at(-1) ?? '';
      return {
        simulatedMs: simulated(task),
        wallMs: task.duration,
        cpuMs: (task.event.tdur ?? 0) / 1000,
        multiplier: names.has('Layout') ? 2 : 4,
        kind: taskKind(names),
        file: url.startsWith('http') ? new URL(url).pathname.split('/').pop() || '/' : '',
      };
    })
    .sort((a, b) => b.simulatedMs - a.simulatedMs);
}

/** The task's CPU time timed as Lighthouse times wall time. */
export const cpuSimulatedMs = (task: LongTask) => task.cpuMs * task.multiplier;

/** Tasks still long when timed by their CPU time: the work a slower phone would have to do in one go. */
export const longOnCpu = (tasks: readonly LongTask[]) => tasks.filter((task) => cpuSimulatedMs(task) >= LONG_MS);

/**
 * The task's kind and the file Lighthouse attributes it to. A navigation's commit is Chrome's: the
 * file Lighthouse names for it is whatever script ran last in the process, so none is given.
 */
export function taskLabel(task: LongTask): string {
  return task.file && task.kind !== 'navigation commit' ? `${task.kind} (${task.file})` : task.kind;
}

export function describeTask(task: LongTask): string {
  const what = taskLabel(task);
  return `${what}: ${task.simulatedMs.toFixed(0)} ms simulated, ${task.wallMs.toFixed(1)} ms wall, ${task.cpuMs.toFixed(1)} ms CPU`;
}
