/**
 * The one error shape every non-2xx API response uses:
 * `{ "error": { "code", "message", "fields"?, "requestId"? } }`.
 */
export const errorStatusByCode = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** An account holds the most items of a kind allowed (docs/limits.md). */
  ENTRY_LIMIT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatusByCode;

/** Field name → messages, as zod's flattened field errors give them. */
export type FieldErrors = Record<string, string[]>;

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    fields?: FieldErrors;
    requestId?: string;
  };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
