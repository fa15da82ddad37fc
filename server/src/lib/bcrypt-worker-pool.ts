import { createRequire } from 'node:module';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { PASSWORD_MAX_BYTES } from '@shared/schemas/auth';

/**
 * bcrypt on worker threads, so hashing (hundreds of milliseconds of CPU at cost 10-12) never
 * blocks the event loop that serves every other request. One pool per process: the threads share
 * the machine's cores whatever number of apps the process runs (tests build many).
 */
export interface BcryptWorkerPool {
  hash(password: string, cost: number): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
  /** Thread ids that have answered (tests check the work ran off the main thread). */
  workerThreadIds(): number[];
  /**
   * Jobs answered so far, by operation and bcrypt cost (a verify counts at the cost of the hash it
   * checked against): tests check which work a request did, with no clock involved.
   */
  completedJobs(): { hash: Record<number, number>; verify: Record<number, number> };
}

type Job = { op: 'hash'; password: string; cost: number } | { op: 'verify'; password: string; hash: string };

/** The cost a bcrypt hash was made with ('$2b$12$...' -> 12), or 0 for a value that is not one. */
function costOf(hash: string): number {
  const match = /^\$2[abxy]?\$(\d{2})\$/.exec(hash);
  return match ? Number(match[1]) : 0;
}

interface Pending {
  job: Job;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

// Plain CommonJS, so it runs the same from the TypeScript sources (tests, tsx) and from the
// bundled server; it loads bcryptjs from the path the main thread resolved.
const workerSource = `
const { parentPort, workerData, threadId } = require('node:worker_threads');
const bcrypt = require(workerData.bcryptPath);
parentPort.on('message', (job) => {
  try {
    const result = job.op === 'hash' ? bcrypt.hashSync(job.password, job.cost) : bcrypt.compareSync(job.password, job.hash);
    parentPort.postMessage({ ok: true, result, threadId });
  } catch (error) {
    parentPort.postMessage({ ok: false, message: String((error && error.message) || error), threadId });
  }
});
`;

interface Slot {
  worker: Worker;
  current: Pending | null;
  /** Why the worker failed, when it said so before it exited. */
  failure: Error | null;
}

export interface BcryptWorkerPoolOptions {
  /** Threads at most; each is started when a job needs it. */
  threads: number;
  /** Told about each worker as it starts (tests stop one in the middle of a job). */
  onWorker?: (worker: Worker) => void;
}

export function createBcryptWorkerPool({ threads, onWorker }: BcryptWorkerPoolOptions): BcryptWorkerPool {
  const bcryptPath = createRequire(import.meta.url).resolve('bcryptjs');
  const queue: Pending[] = [];
  const answeredBy = new Set<number>();
  const completed = { hash: {} as Record<number, number>, verify: {} as Record<number, number> };
  const slots: Slot[] = [];

  const dispatch = (slot: Slot) => {
    const next = queue.shift();
    if (!next) return;
    slot.current = next;
    // Only a busy worker keeps the process alive.
    slot.worker.ref();
    slot.worker.postMessage(next.job);
  };

  /** Hands queued jobs to idle workers, starting workers (up to the limit) while jobs wait. */
  const dispatchAll = () => {
    for (const slot of slots) {
      if (queue.length === 0) return;
      if (slot.current === null) dispatch(slot);
    }
    while (queue.length > 0 && slots.length < threads) dispatch(spawn());
  };

  const spawn = (): Slot => {
    const slot: Slot = {
      worker: new Worker(workerSource, { eval: true, workerData: { bcryptPath } }),
      current: null,
      failure: null,
    };
    slots.push(slot);
    slot.worker.unref();
    slot.worker.on(
      'message',
      (message: { ok: boolean; result?: string | boolean; message?: string; threadId: number }) => {
        answeredBy.add(message.threadId);
        const done = slot.current;
        slot.current = null;
        slot.worker.unref();
        if (done) {
          const cost = done.job.op === 'hash' ? done.job.cost : costOf(done.job.hash);
          completed[done.job.op][cost] = (completed[done.job.op][cost] ?? 0) + 1;
          if (message.ok) done.resolve(message.result as string | boolean);
          else done.reject(new Error(message.message));
        }
        dispatch(slot);
      },
    );
    // 'exit' follows 'error', and also comes alone (the thread was terminated or ended itself):
    // either way its job fails now rather than never, and the jobs waiting go to a new worker.
    slot.worker.on('error', (error) => {
      slot.failure = error;
    });
    slot.worker.on('exit', (code) => {
      const index = slots.indexOf(slot);
      if (index >= 0) slots.splice(index, 1);
      const lost = slot.current;
      slot.current = null;
      lost?.reject(slot.failure ?? new Error(`The bcrypt worker stopped (exit code ${code}) before answering`));
      dispatchAll();
    });
    onWorker?.(slot.worker);
    return slot;
  };

  const run = (job: Job) =>
    new Promise<string | boolean>((resolve, reject) => {
      queue.push({ job, resolve, reject });
      dispatchAll();
    });

  return {
    hash: async (password, cost) => (await run({ op: 'hash', password, cost })) as string,
    verify: async (password, hash) => {
      const matches = (await run({ op: 'verify', password, hash })) as boolean;
      // bcrypt would compare only the first 72 bytes, so a stored password plus any suffix would
      // match. No stored password is longer, so a longer one never matches (after the same work,
      // answered exactly like a wrong password).
      return matches && Buffer.byteLength(password, 'utf8') <= PASSWORD_MAX_BYTES;
    },
    workerThreadIds: () => [...answeredBy],
    completedJobs: () => ({ hash: { ...completed.hash }, verify: { ...completed.verify } }),
  };
}

let pool: BcryptWorkerPool | undefined;

/** The process's pool: one thread per core but one (at least one, at most four), made on first use. */
export function bcryptWorkerPool(): BcryptWorkerPool {
  pool ??= createBcryptWorkerPool({ threads: Math.max(1, Math.min(4, os.availableParallelism() - 1)) });
  return pool;
}
