import { vi } from 'vitest';
import type { ErrorCode, FieldErrors } from '@shared/api-error';

export interface ServerCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: ServerCall) => Response | Promise<Response>;

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** The API's error shape. */
export const apiError = (status: number, code: ErrorCode, message: string, fields?: FieldErrors) =>
  json(status, { error: { code, message, ...(fields ? { fields } : {}), requestId: 'req-1' } });

/**
 * Stands in for the API behind the real fetch: `routes` maps 'METHOD /path' to an answer; anything
 * else is a 404. Every call is recorded with its parsed JSON body.
 */
export function fakeServer(routes: Record<string, Handler>) {
  const calls: ServerCall[] = [];
  const fetchMock = vi.fn<typeof fetch>().mockImplementation(async (input, init) => {
    const call: ServerCall = {
      method: init?.method ?? 'GET',
      path: String(input),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    return handler ? handler(call) : apiError(404, 'NOT_FOUND', 'Not found');
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The calls to one route, in order. */
  const callsTo = (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route);
  return { calls, callsTo };
}

/** An answer the test releases when it chooses, to look at the form while the call is pending. */
export function heldAnswer() {
  let release: (response: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer: () => answer, release: (response: Response) => release(response) };
}
