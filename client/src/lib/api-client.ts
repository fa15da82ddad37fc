import { isApiErrorBody, type ErrorCode, type FieldErrors } from '@shared/api-error';
import { checkAnswer } from '@shared/api/answer-check';
import type { ClientOperation } from '@shared/api/client-operation';
import {
  operationUrl,
  type AnswerOf,
  type AnyOperation,
  type CallInput,
  type NeedsInput,
  type NeedsUrlInput,
} from '@shared/api/operation';
import { pageLanguage } from '@/i18n/i18n';
import { readStoredToken } from './storage';
import { takeEarlyResponse } from './early-requests';

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

export interface CallOptions {
  /** The bearer token to send instead of the stored session's (null: none at all). */
  token?: string | null;
  signal?: AbortSignal;
  /** Let the request outlive the page (sent while it is being hidden). */
  keepalive?: boolean;
  /** Extra headers, e.g. the admin password header. */
  headers?: Record<string, string>;
}

type CallArgs<O extends AnyOperation> =
  NeedsInput<O> extends true
    ? [input: CallInput<O>, options?: CallOptions]
    : [input?: CallInput<O>, options?: CallOptions];

interface LooseInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

type UrlArgs<O extends AnyOperation> =
  NeedsUrlInput<O> extends true ? [input: Omit<CallInput<O>, 'body'>] : [input?: Omit<CallInput<O>, 'body'>];

/** The operation's URL with its path parameters and query filled in (for links and sendBeacon). */
export function apiUrl<O extends AnyOperation>(operation: ClientOperation<O>, ...[input]: UrlArgs<O>): string {
  return operationUrl(operation, (input ?? {}) as LooseInput);
}

/**
 * The one fetch of the API: credentials, JSON headers and the stored bearer token (or the one in
 * `options`) on every call; a non-2xx answer throws ApiError. For answers that are not JSON (a CSV
 * download); everything else goes through callApi.
 */
export async function fetchApi<O extends AnyOperation>(
  operation: ClientOperation<O>,
  ...[input, options = {}]: CallArgs<O>
): Promise<Response> {
  const loose = (input ?? {}) as LooseInput;
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  headers.set('Content-Type', 'application/json');
  // What the API writes for the learner to read (quiz text, messages) follows the page's language.
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', pageLanguage());
  const token = options.token === undefined ? readStoredToken() : options.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const url = operationUrl(operation, loose);
  const method = operation.method.toUpperCase();
  // A signed-in learner's first answers may already be on their way (index.html: lib/early-requests.ts).
  const early =
    method === 'GET' && !options.signal && !options.headers
      ? takeEarlyResponse(url, token, headers.get('Accept-Language'))
      : null;
  const response = await (early ??
    fetch(url, {
      method,
      headers,
      credentials: 'include',
      signal: options.signal,
      keepalive: options.keepalive,
      body: loose.body === undefined ? undefined : JSON.stringify(loose.body),
    }));
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, text);
  }
  return response;
}

/**
 * Calls an operation of the API (client/src/api) and answers with its answer, checked against the
 * operation's schema (AnswerMismatchError when the server sent something else).
 */
export async function callApi<O extends AnyOperation>(
  operation: ClientOperation<O>,
  ...args: CallArgs<O>
): Promise<AnswerOf<O>> {
  const response = await fetchApi(operation, ...args);
  const text = await response.text();
  return parseAnswer(operation, text ? (JSON.parse(text) as unknown) : undefined);
}

/** An answer already read, checked against the operation's schema (AnswerMismatchError otherwise). */
export function parseAnswer<O extends AnyOperation>(operation: ClientOperation<O>, value: unknown): AnswerOf<O> {
  if (!operation.answer) return undefined as AnswerOf<O>;
  return checkAnswer(operation.answer, value) as AnswerOf<O>;
}
