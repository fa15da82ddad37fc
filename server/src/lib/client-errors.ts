import { ServerResponse, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ApiErrorBody, ErrorCode } from '@shared/api-error';
import { markAnsweredOutsideHandler } from './answered-outside';

/**
 * Requests Node refuses before the app sees them (headers over its size limit, bytes that are not
 * HTTP, a request that stops arriving) get Node's bare status line by default. Here they get the
 * one error shape, `{ "error": { "code", "message" } }`, and the connection closes.
 */
function answerFor(error: NodeJS.ErrnoException): [status: number, code: ErrorCode, message: string] {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return [431, 'PAYLOAD_TOO_LARGE', 'The request headers are too large'];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, 'VALIDATION_FAILED', 'The request did not arrive in time'];
    case 'HPE_INVALID_EOF_STATE':
      return [400, 'VALIDATION_FAILED', 'The request ended before its body was complete'];
    default:
      return [400, 'VALIDATION_FAILED', 'The request is not valid HTTP'];
  }
}

const reasons: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // The client has gone: nothing can be said.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, code, message] = answerFor(error);
    const json = JSON.stringify({ error: { code, message } } satisfies ApiErrorBody);
    // A request the app is handling (its body cut short): answered through its response, which
    // the handler then finds answered (answered-outside.ts).
    const inProgress = (socket as Duplex & { _httpMessage?: unknown })._httpMessage;
    if (inProgress instanceof ServerResponse) {
      if (inProgress.headersSent) {
        socket.destroy();
        return;
      }
      markAnsweredOutsideHandler(inProgress);
      inProgress.writeHead(status, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(json),
        Connection: 'close',
      });
      inProgress.end(json);
      return;
    }
    socket.end(
      `HTTP/1.1 ${status} ${reasons[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(json)}\r\n` +
        'Connection: close\r\n\r\n' +
        json,
    );
  });
}
