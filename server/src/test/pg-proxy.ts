import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a Postgres server, for fault tests: it forwards both ways
 * until told to hold a connection's statements, which then never reach the server (as on a
 * connection cut mid-way), while the server's messages still reach the client.
 */
export interface PgProxy {
  /** The target URL with the proxy's host and port. */
  url: string;
  /**
   * From the first client message (on any connection) whose text matches `pattern`, that
   * connection's client data is held: neither it nor anything after it is forwarded. Resolves when
   * that happens.
   */
  holdFrom(pattern: RegExp): Promise<void>;
  close(): Promise<void>;
}

export async function startPgProxy(targetUrl: string): Promise<PgProxy> {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port || 5432);
  let armed: { pattern: RegExp; held: () => void } | null = null;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A reset from either side ends the pair; nothing here should throw.
    socket.on('error', () => socket.destroy());
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, target.hostname);
    track(client);
    track(upstream);
    let holding = false;
    client.on('data', (chunk) => {
      if (!holding && armed && armed.pattern.test(chunk.toString('latin1'))) {
        holding = true;
        const { held } = armed;
        armed = null;
        held();
      }
      if (!holding) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);

  return {
    url: url.toString(),
    holdFrom: (pattern) => new Promise<void>((held) => (armed = { pattern, held })),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
