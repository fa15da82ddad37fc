import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { LISTENER_APPLICATION_NAME } from '../db/learner-changes';

/** Which connections a pause silences: all of them, or only the learner-change listener's. */
export type PauseScope = 'all' | 'listener';

/**
 * A TCP proxy on 127.0.0.1 in front of Postgres that can go silent: while paused, it stops
 * forwarding bytes either way on the connections in scope (already open or opened meanwhile)
 * without closing any, as a link whose packets stop arriving does. A connection is the listener's
 * when its startup message names LISTENER_APPLICATION_NAME.
 */
export interface PausableProxy {
  /** The target URL with the proxy's host and port. */
  url: string;
  pause(scope: PauseScope): void;
  /** Forwards again, the bytes held included. */
  resume(): void;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket;
  /** Known from the first client bytes (the startup message). */
  listener: boolean | null;
}

export async function startPausableProxy(targetUrl: string): Promise<PausableProxy> {
  const target = new URL(targetUrl);
  const pairs = new Set<Pair>();
  let paused: PauseScope | null = null;
  const silenced = (pair: Pair) => paused === 'all' || (paused === 'listener' && pair.listener === true);
  const apply = (pair: Pair) => {
    if (silenced(pair)) {
      pair.client.pause();
      pair.upstream.pause();
    } else {
      pair.client.resume();
      pair.upstream.resume();
    }
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const pair: Pair = { client, upstream, listener: null };
    pairs.add(pair);
    /** Bytes read while the pair is silenced go back to their socket, to be read again on resume. */
    const held = (from: net.Socket, chunk: Buffer) => {
      if (!silenced(pair)) return false;
      apply(pair);
      from.unshift(chunk);
      return true;
    };
    client.on('data', (chunk: Buffer) => {
      if (pair.listener === null) pair.listener = chunk.toString('latin1').includes(LISTENER_APPLICATION_NAME);
      if (!held(client, chunk)) upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!held(upstream, chunk)) client.write(chunk);
    });
    for (const socket of [client, upstream]) socket.on('error', () => socket.destroy());
    client.on('close', () => {
      upstream.destroy();
      pairs.delete(pair);
    });
    upstream.on('close', () => client.destroy());
    if (paused === 'all') apply(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);

  return {
    url: url.toString(),
    pause(scope) {
      paused = scope;
      for (const pair of pairs) apply(pair);
    },
    resume() {
      paused = null;
      for (const pair of pairs) apply(pair);
    },
    close: async () => {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
