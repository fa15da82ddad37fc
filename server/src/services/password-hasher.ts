import { bcryptWorkerPool } from '../lib/bcrypt-worker-pool';
import { AppError } from '../lib/errors';

export interface PasswordHasherOptions {
  cost: number;
  /** How many hashes run at once; the rest wait their turn. */
  concurrency?: number;
  /** How many may wait; beyond that a request is turned away at once instead of piling up. */
  maxQueued?: number;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  compare(password: string, hash: string): Promise<boolean>;
  /** Hashes running and waiting right now. */
  load(): { running: number; queued: number };
}

/**
 * bcrypt through a small queue: the hashing itself runs on worker threads (it never blocks the
 * event loop), and a burst of sign-ins must neither all start at once nor wait without bound.
 */
export function createPasswordHasher({ cost, concurrency = 2, maxQueued = 32 }: PasswordHasherOptions): PasswordHasher {
  let running = 0;
  const waiting: (() => void)[] = [];

  async function withSlot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (waiting.length >= maxQueued) {
        throw new AppError(
          'UNAVAILABLE',
          'The server is busy signing other people in. Please try again in a moment.',
          undefined,
          1,
        );
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      // The slot passes straight to the next waiter; otherwise it is freed.
      if (next) next();
      else running -= 1;
    }
  }

  return {
    hash: (password) => withSlot(() => bcryptWorkerPool().hash(password, cost)),
    compare: (password, hash) => withSlot(() => bcryptWorkerPool().verify(password, hash)),
    load: () => ({ running, queued: waiting.length }),
  };
}
