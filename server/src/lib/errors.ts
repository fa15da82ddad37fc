import { errorStatusByCode, type ErrorCode, type FieldErrors } from '@shared/api-error';

/** The error services throw; the error handler turns it into the one JSON error shape. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    /** Sent as Retry-After (seconds) when set: when the client may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = errorStatusByCode[code];
  }
}

export const badRequest = (message: string, fields?: FieldErrors) => new AppError('VALIDATION_FAILED', message, fields);
export const unauthenticated = (message = 'Please sign in to continue') => new AppError('UNAUTHENTICATED', message);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string, fields?: FieldErrors) => new AppError('CONFLICT', message, fields);
export const entryLimit = (message: string) => new AppError('ENTRY_LIMIT', message);
export const unavailable = (message: string) => new AppError('UNAVAILABLE', message);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', message, undefined, retryAfterSeconds);
