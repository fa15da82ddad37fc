import type { Request } from 'express';
import { isLoopbackRequest } from '../lib/client-address';

/** The header a browser test sends to move the server's clock with the page's (NODE_ENV=test only). */
export const TEST_NOW_HEADER = 'x-arkad-test-now';

/**
 * The instant a request is answered at: the server's clock, or, with NODE_ENV=test and for a
 * request from this machine, the instant named in TEST_NOW_HEADER, so a browser test can come back
 * 'another day' (decision 047: the review; decision 056: the exam's wait and the certificate).
 * Never in development or production.
 */
export function requestClock(now: () => Date, testClock: boolean): (req: Request) => Date {
  return (req) => {
    const told = testClock && isLoopbackRequest(req) ? req.get(TEST_NOW_HEADER) : undefined;
    const at = told === undefined ? Number.NaN : Date.parse(told);
    return Number.isNaN(at) ? now() : new Date(at);
  };
}
