import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { ApiErrorBody, ErrorCode, FieldErrors } from '@shared/api-error';
import { errorStatusByCode } from '@shared/api-error';
import { AppError } from '../lib/errors';
import { answeredOutsideHandler } from '../lib/answered-outside';
import { databaseErrorSummary, isDatabaseUnavailable, pgErrorCode, UNIQUE_VIOLATION } from '../lib/pg-errors';
import type { Logger } from '../lib/logger';

function send(
  res: Parameters<RequestHandler>[1],
  code: ErrorCode,
  message: string,
  requestId: string,
  fields?: FieldErrors,
) {
  const body: ApiErrorBody = { error: { code, message, ...(fields ? { fields } : {}), requestId } };
  res.status(errorStatusByCode[code]).json(body);
}

function zodFields(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_root';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

function isBodyParserError(error: unknown): error is { type: string; status: number } {
  return typeof error === 'object' && error !== null && 'type' in error && 'status' in error;
}

/** An HTTP error raised by Express itself or a middleware (e.g. serve-static's 404), not ours. */
function httpClientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status =
    (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

export const notFoundApi: RequestHandler = (req, res) => {
  send(res, 'NOT_FOUND', `No API route for ${req.method} ${req.originalUrl.split('?')[0]}`, req.requestId);
};

/** What to answer for an error of the request (bad input, a missing route, a value the database refuses). */
interface RequestErrorAnswer {
  code: ErrorCode;
  message: string;
  fields?: FieldErrors | undefined;
  retryAfterSeconds?: number | undefined;
}

function bodyParserAnswer(error: { type: string; status: number }): RequestErrorAnswer | undefined {
  if (error.type === 'entity.parse.failed')
    return { code: 'VALIDATION_FAILED', message: 'The request body is not valid JSON' };
  if (error.type === 'entity.too.large') return { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' };
  if (error.status >= 400 && error.status < 500)
    return { code: 'VALIDATION_FAILED', message: 'The request body could not be read' };
  return undefined;
}

function databaseValueAnswer(error: unknown): RequestErrorAnswer | undefined {
  const sqlState = pgErrorCode(error);
  if (sqlState === UNIQUE_VIOLATION) return { code: 'CONFLICT', message: 'That already exists' };
  // Class 22 (data exception): a value the database cannot take, such as a NUL byte in text.
  if (sqlState?.startsWith('22')) return { code: 'VALIDATION_FAILED', message: 'A value is out of range or malformed' };
  return undefined;
}

function requestErrorAnswer(error: unknown, path: string): RequestErrorAnswer | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) {
    return {
      code: 'VALIDATION_FAILED',
      message: error.issues[0]?.message ?? 'Invalid request',
      fields: zodFields(error),
    };
  }
  const parserAnswer = isBodyParserError(error) ? bodyParserAnswer(error) : undefined;
  if (parserAnswer) return parserAnswer;
  const status = httpClientErrorStatus(error);
  if (status === 404) return { code: 'NOT_FOUND', message: `Nothing at ${path}` };
  if (status !== undefined) return { code: 'VALIDATION_FAILED', message: 'The request could not be handled' };
  return databaseValueAnswer(error);
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      // Answered while this handler ran (503 at shutdown, 400 for a body cut short): nothing to add.
      if (answeredOutsideHandler(res)) return;
      next(error);
      return;
    }
    const requestId = req.requestId ?? 'unknown';
    // The path only: a query string may carry something secret.
    const path = req.originalUrl.split('?')[0] ?? '';
    const answer = requestErrorAnswer(error, path);
    if (answer) {
      if (answer.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(answer.retryAfterSeconds));
      send(res, answer.code, answer.message, requestId, answer.fields);
      return;
    }
    // The database is down, restarting, cut off or stalled: nothing is wrong with the request.
    if (isDatabaseUnavailable(error)) {
      logger.warn(
        { requestId, method: req.method, url: path, db: databaseErrorSummary(error) },
        'database unavailable',
      );
      res.setHeader('Retry-After', '5');
      send(res, 'UNAVAILABLE', 'The service is temporarily unavailable. Please try again in a moment.', requestId);
      return;
    }
    logger.error({ err: error, requestId, method: req.method, url: path }, 'unhandled error');
    send(res, 'INTERNAL', 'Something went wrong on our side. Please try again.', requestId);
  };
}
