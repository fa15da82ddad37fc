import type http from 'node:http';

/**
 * Responses answered outside their handler (by the shutdown at its deadline, or for a body cut
 * short): the handler's own late answer, or the error it ends in, has nowhere to go.
 */
const answered = new WeakSet<http.ServerResponse>();

export function markAnsweredOutsideHandler(res: http.ServerResponse): void {
  answered.add(res);
}

export function answeredOutsideHandler(res: http.ServerResponse): boolean {
  return answered.has(res);
}
