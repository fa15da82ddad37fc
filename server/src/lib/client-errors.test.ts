import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';
import { answerClientErrors } from './client-errors';

// The app behind a real HTTP server, spoken to over a raw socket: requests Node itself refuses,
// and a body cut short, get the one error shape.

let ctx: TestContext;
let server: http.Server;
let port: number;

beforeAll(async () => {
  ctx = await createTestContext();
  server = http.createServer(ctx.app);
  answerClientErrors(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await ctx.close();
});

/** Writes `raw`, half-closes when asked, and resolves with everything the server sent back. */
function exchange(raw: string, { halfClose = false } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(raw);
      if (halfClose) socket.end();
    });
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
}

function parse(response: string) {
  const [head = '', body = ''] = response.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as unknown };
}

describe('requests Node refuses before the app', () => {
  it('answers oversized headers 431 with the error shape', async () => {
    const response = parse(
      await exchange(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(response.status).toBe(431);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request headers are too large' },
    });
  });

  it('answers bytes that are not HTTP 400 with the error shape', async () => {
    const response = parse(await exchange('HELLO THERE\r\n\r\n'));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: 'VALIDATION_FAILED', message: 'The request is not valid HTTP' } });
  });

  it('answers a body cut short (the client stops sending) 400 with the error shape', async () => {
    const body = '{"email":"someone@example.com","password":"correct horse"}';
    const response = parse(
      await exchange(
        'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          `Content-Length: ${body.length + 40}\r\n\r\n${body}`,
        { halfClose: true },
      ),
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'The request ended before its body was complete' },
    });
  });
});
