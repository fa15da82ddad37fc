import http from 'node:http';
import net from 'node:net';
import type { ApiErrorBody } from '@shared/api-error';
import { markAnsweredOutsideHandler } from './answered-outside';

/**
 * Stopping an HTTP server without dropping a request it has received.
 *
 * Node's own `server.close()` destroys every connection that has no request in progress at that
 * instant, including one whose request bytes have arrived but are not parsed yet (its client sees
 * ECONNRESET), and a process that exits when a grace timer fires drops the requests still running
 * (sign-ins waiting for the password hash). Here instead:
 * - the listening socket closes (no new connection is accepted) once the connections the kernel
 *   has already completed are accepted;
 * - every request in progress, or arriving on a connection already open, is served, its answer
 *   carrying `Connection: close`;
 * - once none is in progress (after letting the event loop read what has already arrived), idle
 *   connections are closed;
 * - at the answer deadline, a request still running is answered 503 with `Retry-After` (its
 *   handler's later answer is dropped, see answered-outside.ts) and the rest closes.
 */
export interface ShutdownDrain {
  /** Starts draining; resolves once every connection has closed. Idempotent. */
  drain(): Promise<void>;
  /** Requests received and not yet answered. */
  inFlight(): number;
}

export interface ShutdownDrainOptions {
  /** Requests still running this long after drain() starts are answered 503. */
  answerDeadlineMs: number;
  /** Told how many requests the deadline answered with 503 (0: it did not fire). */
  onDeadline?: (answered: number) => void;
}

/** How long a client should wait before trying again (another instance takes it meanwhile). */
export const SHUTDOWN_RETRY_AFTER_SECONDS = 1;

/** Two trips round the event loop: data already received on a connection is read (and parsed) by then. */
function afterPendingReads(): Promise<void> {
  return new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
}

export function trackForShutdown(server: http.Server, options: ShutdownDrainOptions): ShutdownDrain {
  const sockets = new Set<net.Socket>();
  /** Responses not yet finished or closed, with their socket. */
  const pending = new Map<http.ServerResponse, net.Socket>();
  let draining: Promise<void> | null = null;
  let wake: (() => void) | null = null;

  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // Before the app's own listener, which may answer at once.
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    pending.set(res, req.socket);
    if (draining) res.setHeader('Connection', 'close');
    res.once('close', () => {
      pending.delete(res);
      if (pending.size === 0) wake?.();
    });
  });

  const busySockets = () => new Set(pending.values());

  const closeIdle = () => {
    const busy = busySockets();
    for (const socket of sockets) if (!busy.has(socket)) socket.destroy();
  };

  const answerUnavailable = (res: http.ServerResponse, socket: net.Socket): boolean => {
    if (res.headersSent) {
      // Part of an answer is out: the only honest end is to cut it, so the client sees it incomplete.
      socket.destroy();
      return false;
    }
    markAnsweredOutsideHandler(res);
    const body: ApiErrorBody = {
      error: {
        code: 'UNAVAILABLE',
        message: 'This server is restarting. Please try again in a moment.',
      },
    };
    const json = JSON.stringify(body);
    res.writeHead(503, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(json),
      'Retry-After': String(SHUTDOWN_RETRY_AFTER_SECONDS),
      Connection: 'close',
    });
    res.end(json);
    return true;
  };

  async function run(): Promise<void> {
    for (const res of pending.keys()) if (!res.headersSent) res.setHeader('Connection', 'close');
    // Connections the kernel has completed but Node has not accepted yet would be reset when the
    // listening socket closes: accept them (and read what they sent) first.
    await afterPendingReads();
    // The listening socket only: http.Server#close would also destroy the idle connections,
    // including one whose request has arrived but is not parsed yet.
    const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));

    let deadlinePassed = false;
    const deadline = setTimeout(() => {
      deadlinePassed = true;
      wake?.();
    }, options.answerDeadlineMs);
    deadline.unref();
    try {
      for (;;) {
        if (pending.size > 0 && !deadlinePassed) {
          await new Promise<void>((resolve) => (wake = resolve));
          wake = null;
          continue;
        }
        if (deadlinePassed) break;
        // Nothing in progress: a request that has reached an open connection is read now, or never.
        await afterPendingReads();
        if (pending.size === 0) break;
      }
    } finally {
      clearTimeout(deadline);
    }
    if (deadlinePassed) {
      let answered = 0;
      for (const [res, socket] of pending) if (answerUnavailable(res, socket)) answered += 1;
      options.onDeadline?.(answered);
    }
    closeIdle();
    // A 503 just written closes its connection once flushed (Connection: close).
    await closed;
  }

  return {
    drain() {
      draining ??= Promise.resolve().then(run);
      return draining;
    },
    inFlight: () => pending.size,
  };
}
