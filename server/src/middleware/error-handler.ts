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

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      // Answered while this handler ran (503 at shutdown, 400 for a body cut short): nothing to add.
      if (answeredOutsideHandler(res)) return;
      next(error);
      return;
    }
    const requestId = req.requestId ?? 'unknown';
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
      send(res, error.code, error.message, requestId, error.fields);
      return;
    }
    if (error instanceof ZodError) {
      const first = error.issues[0]?.message ?? 'Invalid request';
      send(res, 'VALIDATION_FAILED', first, requestId, zodFields(error));
      return;
    }
    if (isBodyParserError(error)) {
      if (error.type === 'entity.parse.failed') {
        send(res, 'VALIDATION_FAILED', 'The request body is not valid JSON', requestId);
        return;
      }
      if (error.type === 'entity.too.large') {
        send(res, 'PAYLOAD_TOO_LARGE', 'The request body is too large', requestId);
        return;
      }
      if (error.status >= 400 && error.status < 500) {
        send(res, 'VALIDATION_FAILED', 'The request body could not be read', requestId);
        return;
      }
    }
    const status = httpClientErrorStatus(error);
    if (status === 404) {
      send(res, 'NOT_FOUND', `Nothing at ${req.originalUrl.split('?')[0]}`, requestId);
      return;
    }
    if (status !== undefined) {
      send(res, 'VALIDATION_FAILED', 'The request could not be handled', requestId);
      return;
    }
    const sqlState = pgErrorCode(error);
    if (sqlState === UNIQUE_VIOLATION) {
      send(res, 'CONFLICT', 'That already exists', requestId);
      return;
    }
    // Class 22 (data exception): a value the database cannot take, such as a NUL byte in text.
    if (sqlState?.startsWith('22')) {
      send(res, 'VALIDATION_FAILED', 'A value is out of range or malformed', requestId);
      return;
    }
    // The database is down, restarting, cut off or stalled: nothing is wrong with the request.
    if (isDatabaseUnavailable(error)) {
      logger.warn(
        { requestId, method: req.method, url: req.originalUrl.split('?')[0], db: databaseErrorSummary(error) },
        'database unavailable',
      );
      res.setHeader('Retry-After', '5');
      send(res, 'UNAVAILABLE', 'The service is temporarily unavailable. Please try again in a moment.', requestId);
      return;
    }
    // The path only: a query string may carry something secret.
    logger.error({ err: error, requestId, method: req.method, url: req.originalUrl.split('?')[0] }, 'unhandled error');
    send(res, 'INTERNAL', 'Something went wrong on our side. Please try again.', requestId);
  };
}
