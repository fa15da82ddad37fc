import { describe, expect, it } from 'vitest';
import express from 'express';
import request from 'supertest';
import { errorHandler } from '../middleware/error-handler';
import { requestId } from '../middleware/request-id';
import { createLogger } from './logger';
import { databaseErrorSummary, isConnectionLost, isDatabaseUnavailable } from './pg-errors';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
/** How drizzle wraps a driver error: its own message (with the SQL) and the driver's error as cause. */
const wrapped = (cause: unknown) =>
  new Error('Failed query: select * from users where email = $1\nparams: someone@example.com', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a backend terminated by an administrator (57P01)', withCode('57P01')],
    ['a crash shutdown (57P02)', withCode('57P02')],
    ['a server that cannot accept connections now (57P03)', withCode('57P03')],
    ['the database dropped under the session (57P04)', withCode('57P04')],
    ['an idle session ended by the server (57P05)', withCode('57P05')],
    ['a transaction ended by the transaction timeout (25P04)', withCode('25P04')],
    ['a connection exception (08006)', withCode('08006')],
    ['a connection that does not exist (08003)', withCode('08003')],
    ['a connection refused by the server (08004)', withCode('08004')],
    ['a connection failure (08001)', withCode('08001')],
    ['a cancelled statement: the statement timeout (57014)', withCode('57014')],
    ['the idle-in-transaction timeout (25P03)', withCode('25P03')],
    ['too many connections (53300)', withCode('53300')],
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['pg losing its connection', new Error('Connection terminated unexpectedly')],
    ['pg giving up connecting', new Error('Connection terminated due to connection timeout')],
    ['the pool giving up connecting', new Error('timeout exceeded when trying to connect')],
    ['the client-side query timeout', new Error('Query read timeout')],
    ['a client that died earlier', new Error('Client has encountered a connection error and is not queryable')],
    ['every address refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
    ['any of these wrapped by drizzle', wrapped(withCode('57P01'))],
  ])('is true for %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', wrapped(withCode('23505'))],
    ['a malformed value (22P02)', withCode('22P02')],
    ['a syntax error (42601)', withCode('42601')],
    ['a plain bug', new TypeError('Cannot read properties of undefined')],
    ['a string', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is false for %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('databaseErrorSummary', () => {
  it('gives the driver error’s code and message, never the SQL or its parameters', () => {
    const summary = databaseErrorSummary(
      wrapped(withCode('57P01', 'terminating connection due to administrator command')),
    );
    expect(summary).toEqual({ code: '57P01', message: 'terminating connection due to administrator command' });
    expect(JSON.stringify(summary)).not.toContain('someone@example.com');
  });
});

describe('isConnectionLost', () => {
  it.each(['57P01', '57P02', '57P03', '57P04', '57P05', '25P03', '25P04', '08006', '08003'])(
    'is true when the server ended the session or the connection failed (%s)',
    (code) => {
      expect(isConnectionLost(wrapped(withCode(code)))).toBe(true);
    },
  );

  it.each(['57014', '23505', '22P02', '53300'])('is false for an error inside a working session (%s)', (code) => {
    expect(isConnectionLost(withCode(code))).toBe(false);
  });
});

describe('an unavailable database in an answer', () => {
  it.each(['57P04', '57P05', '25P04', '08001', '08003', '08004', '08006', '57P01'])(
    'answers %s with 503 UNAVAILABLE and Retry-After, not 500',
    async (code) => {
      const app = express();
      app.use(requestId);
      app.get('/write', () => {
        throw wrapped(withCode(code, 'terminating connection'));
      });
      app.use(errorHandler(createLogger('silent')));
      const res = await request(app).get('/write');
      expect(res.status).toBe(503);
      expect(res.get('Retry-After')).toBe('5');
      expect(res.body.error).toMatchObject({ code: 'UNAVAILABLE', requestId: expect.any(String) });
    },
  );
});
