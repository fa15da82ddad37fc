import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answeredOutsideHandler } from './answered-outside';
import { trackForShutdown, type ShutdownDrain } from './graceful-shutdown';

// A plain HTTP server in this process, its handler held until the test says: what the drain does
// with requests in flight, on open connections, and at its deadline. Waits are for states.

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const servers: http.Server[] = [];
const agents: http.Agent[] = [];

afterEach(() => {
  for (const agent of agents.splice(0)) agent.destroy();
  for (const server of servers.splice(0)) server.closeAllConnections();
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

async function serve(
  handler: http.RequestListener,
  answerDeadlineMs = 60_000,
): Promise<{ port: number; drain: ShutdownDrain; server: http.Server }> {
  const server = http.createServer(handler);
  servers.push(server);
  const drain = trackForShutdown(server, { answerDeadlineMs });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, drain, server };
}

/** Sends a request; `sent` resolves once its bytes are handed to the operating system. */
function request(port: number, agent: http.Agent, path = '/') {
  const sent = deferred();
  const answer = new Promise<Answer>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.on('finish', sent.resolve);
    req.end();
  });
  return { sent: sent.promise, answer };
}

function keepAliveAgent(): http.Agent {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  return agent;
}

describe('draining a server for shutdown', () => {
  it('lets a request in flight finish, with Connection: close, then stops listening', async () => {
    const release = deferred();
    const received = deferred();
    const { port, drain, server } = await serve((_req, res) => {
      received.resolve();
      void release.promise.then(() => res.end('done'));
    });
    const inFlight = request(port, keepAliveAgent());
    await received.promise;

    const drained = drain.drain();
    expect(drain.inFlight()).toBe(1);
    release.resolve();

    const answer = await inFlight.answer;
    expect(answer).toMatchObject({ status: 200, body: 'done' });
    expect(answer.headers.connection).toBe('close');
    await drained;
    expect(server.listening).toBe(false);
  });

  it('serves a request that reaches an open keep-alive connection as the drain starts (Node would reset it)', async () => {
    const { port, drain } = await serve((req, res) => res.end(`served ${req.url}`));
    const agent = keepAliveAgent();
    // The connection is open and idle, as a proxy's or a browser's is between requests.
    expect((await request(port, agent, '/first').answer).status).toBe(200);

    const second = request(port, agent, '/second');
    await second.sent;
    const drained = drain.drain();

    const answer = await second.answer;
    expect(answer).toMatchObject({ status: 200, body: 'served /second' });
    expect(answer.headers.connection).toBe('close');
    await drained;
  });

  it('answers a request still running at the deadline with 503, Retry-After and the error shape', async () => {
    const received = deferred();
    let heldResponse: http.ServerResponse | undefined;
    const { port, drain } = await serve((_req, res) => {
      heldResponse = res;
      received.resolve();
      // Never answers by itself.
    }, 0);
    const held = request(port, keepAliveAgent());
    await received.promise;

    await drain.drain();
    const answer = await held.answer;
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('1');
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'UNAVAILABLE', message: 'This server is restarting. Please try again in a moment.' },
    });
    expect(heldResponse && answeredOutsideHandler(heldResponse)).toBe(true);
  });
});
