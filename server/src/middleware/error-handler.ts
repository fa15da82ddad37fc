import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { ApiErrorBody, ErrorCode, FieldErrors } from '@shared/api-error';
import { errorStatusByCode } from '@shared/api-error';
import { DcaError } from '@shared/domain/dca';
import { AppError } from '../lib/errors';
import type { Logger } from '../lib/logger';

function send(res: Parameters<RequestHandler>[1], code: ErrorCode, message: string, requestId: string, fields?: FieldErrors) {
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

function pgErrorCode(error: unknown): string | undefined {
  // node-postgres and PGlite both expose the SQLSTATE as `code`; drizzle may wrap it in `cause`.
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const notFoundApi: RequestHandler = (req, res) => {
  send(res, 'NOT_FOUND', `No API route for ${req.method} ${req.originalUrl.split('?')[0]}`, req.requestId);
};

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const requestId = req.requestId ?? 'unknown';
    if (error instanceof AppError) {
      send(res, error.code, error.message, requestId, error.fields);
      return;
    }
    // The shared DCA calculator's failures are the spec's user-facing texts about the request.
    if (error instanceof DcaError) {
      send(res, 'VALIDATION_FAILED', error.message, requestId);
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
    const sqlState = pgErrorCode(error);
    if (sqlState === '23505') {
      send(res, 'CONFLICT', 'That already exists', requestId);
      return;
    }
    if (sqlState === '22003' || sqlState === '22P02' || sqlState === '22001') {
      send(res, 'VALIDATION_FAILED', 'A value is out of range or malformed', requestId);
      return;
    }
    logger.error({ err: error, requestId, method: req.method, url: req.originalUrl }, 'unhandled error');
    send(res, 'INTERNAL', 'Something went wrong on our side. Please try again.', requestId);
  };
}
