import { createRequire } from 'node:module';
import os from 'node:os';
import { threadId, Worker } from 'node:worker_threads';

/** bcrypt hashing and checking, run on worker threads so a login never stalls other requests. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
  /**
   * Checks a password against a fixed hash at the same cost, so an unknown email takes as long as
   * a wrong password. The stand-in hash is made once, on a worker, when the hasher is created.
   */
  verifyStandIn(password: string): Promise<false>;
  stats(): { threads: number; queued: number; maxQueued: number; workerThreadIds: number[] };
  close(): Promise<void>;
}

type Job = { op: 'hash'; password: string; cost: number } | { op: 'verify'; password: string; hash: string };

interface Pending {
  job: Job;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

// The worker is tiny and plain CommonJS, so it runs the same from the TypeScript sources (tests,
// tsx) and from the bundled server; it loads bcryptjs from the path the main thread resolved.
const workerSource = `
const { parentPort, workerData, threadId } = require('node:worker_threads');
const bcrypt = require(workerData.bcryptPath);
parentPort.on('message', (job) => {
  try {
    const result = job.op === 'hash' ? bcrypt.hashSync(job.password, job.cost) : bcrypt.compareSync(job.password, job.hash);
    parentPort.postMessage({ ok: true, result, threadId });
  } catch (error) {
    parentPort.postMessage({ ok: false, message: String(error && error.message || error), threadId });
  }
});
`;

interface Slot {
  worker: Worker;
  current: Pending | null;
}

export function defaultHashThreads(): number {
  return Math.max(1, Math.min(4, os.availableParallelism() - 1));
}

export function createPasswordHasher(options: { cost: number; threads?: number }): PasswordHasher {
  const bcryptPath = createRequire(import.meta.url).resolve('bcryptjs');
  const threads = options.threads ?? defaultHashThreads();
  const queue: Pending[] = [];
  const workerThreadIds = new Set<number>();
  let maxQueued = 0;
  let closed = false;

  const dispatch = (slot: Slot) => {
    const next = queue.shift();
    if (!next) return;
    slot.current = next;
    slot.worker.postMessage(next.job);
  };

  const spawn = (): Slot => {
    const slot: Slot = { worker: new Worker(workerSource, { eval: true, workerData: { bcryptPath } }), current: null };
    slot.worker.unref();
    slot.worker.on(
      'message',
      (message: { ok: boolean; result?: string | boolean; message?: string; threadId: number }) => {
        workerThreadIds.add(message.threadId);
        const done = slot.current;
        slot.current = null;
        if (done) {
          if (message.ok) done.resolve(message.result as string | boolean);
          else done.reject(new Error(message.message));
        }
        dispatch(slot);
      },
    );
    slot.worker.on('error', (error) => {
      slot.current?.reject(error);
      slot.current = null;
      // A crashed worker is replaced, so one bad job never shrinks the pool.
      if (!closed) slots[slots.indexOf(slot)] = spawn();
    });
    return slot;
  };

  const slots: Slot[] = Array.from({ length: threads }, spawn);

  const run = (job: Job) =>
    new Promise<string | boolean>((resolve, reject) => {
      if (closed) return reject(new Error('The password hasher is closed'));
      queue.push({ job, resolve, reject });
      maxQueued = Math.max(maxQueued, queue.length);
      const idle = slots.find((slot) => slot.current === null);
      if (idle) dispatch(idle);
    });

  const hash = async (password: string) => (await run({ op: 'hash', password, cost: options.cost })) as string;
  const verify = async (password: string, stored: string) =>
    (await run({ op: 'verify', password, hash: stored })) as boolean;
  const standInHash = hash(`arkad-stand-in-${Math.random()}`);
  // Created eagerly; a failure surfaces on first use instead of as an unhandled rejection.
  standInHash.catch(() => undefined);

  return {
    hash,
    verify,
    async verifyStandIn(password) {
      await verify(password, await standInHash);
      return false;
    },
    stats: () => ({ threads, queued: queue.length, maxQueued, workerThreadIds: [...workerThreadIds] }),
    async close() {
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(new Error('The password hasher is closed'));
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}

/** The main thread's id, for tests that check hashing happens elsewhere. */
export const mainThreadId = threadId;
