import { isApiErrorBody, type ErrorCode, type FieldErrors } from '@shared/api-error';
import { readStoredToken } from './storage';

/**
 * A non-2xx answer. Its message is 'status: body text' (or the status text when the body is empty);
 * the parsed error code, message and field errors ride along.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The HTTP status text ('Service Unavailable'); empty over HTTP/2. */
  readonly statusText: string;
  readonly code: ErrorCode | undefined;
  readonly fields: FieldErrors | undefined;
  /** The server's human-readable message, when the body had one. */
  readonly serverMessage: string | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    let parsed: unknown;
    try {
      parsed = bodyText ? JSON.parse(bodyText) : undefined;
    } catch {
      parsed = undefined;
    }
    if (isApiErrorBody(parsed)) {
      this.code = parsed.error.code;
      this.fields = parsed.error.fields;
      this.serverMessage = parsed.error.message;
    } else {
      this.code = undefined;
      this.fields = undefined;
      this.serverMessage = undefined;
    }
  }
}

/** The text to show a person for a failed call: the server's message, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The one fetch helper: credentials, JSON headers and the stored bearer token on every call. */
export async function apiRequest<T>(method: Method, path: string, body?: unknown, init?: RequestInit): Promise<T> {
  const headers = new Headers(init?.headers);
  headers.set('Accept', 'application/json');
  headers.set('Content-Type', 'application/json');
  const token = readStoredToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(path, {
    ...init,
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, text);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, init?: RequestInit) => apiRequest<T>('GET', path, undefined, init),
  post: <T>(path: string, body?: unknown, init?: RequestInit) => apiRequest<T>('POST', path, body, init),
  put: <T>(path: string, body?: unknown, init?: RequestInit) => apiRequest<T>('PUT', path, body, init),
};
