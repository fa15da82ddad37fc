import type { z } from 'zod';
import type { ErrorCode } from '../api-error';
import type { ApiTag } from './tags';

/**
 * One operation of the HTTP API, declared once: the server registers its handler against it (the
 * input is parsed with these schemas, the status and answer come from it), the client calls it
 * through one helper that builds the URL and parses the answer with the same schema, and the
 * OpenAPI document is generated from the list of them.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';

/**
 * Who may call it. `signed-in`: a bearer session token (401 otherwise); `optional-sign-in`: a token
 * is read when present; `admin`: the admin token from POST /api/admin/login; `admin-or-password`:
 * that token or the `x-admin-password` header.
 */
export type Access = 'public' | 'signed-in' | 'optional-sign-in' | 'admin' | 'admin-or-password';

/**
 * How the body arrives: JSON (the default); JSON that may also come as text/plain (sendBeacon
 * posts without a preflight); or the raw bytes (a signed webhook).
 */
export type BodyFormat = 'json' | 'json-or-text' | 'raw';

export type SuccessStatus = 200 | 201 | 202 | 204;

type Schema = z.ZodType;
type MaybeSchema = Schema | undefined;

export interface Success<R extends MaybeSchema> {
  status: SuccessStatus;
  /** Other success statuses the operation may answer with the same body (e.g. 200 for a repeat). */
  also?: readonly SuccessStatus[];
  description: string;
  /** The JSON answer; none for an empty answer (204) or a non-JSON one (`contentType`). */
  schema?: R;
  contentType?: string;
}

type InputOf<S> = S extends Schema ? z.input<S> : never;
type OutputOf<S> = S extends Schema ? z.output<S> : never;

/** A valid call and answer, shown in the reference and run through the schemas by a test. */
export interface Example<P, Q, B, R> {
  params?: InputOf<P>;
  query?: InputOf<Q>;
  body?: InputOf<B>;
  answer?: InputOf<R>;
}

export interface OperationSpec<
  P extends MaybeSchema = MaybeSchema,
  Q extends MaybeSchema = MaybeSchema,
  B extends MaybeSchema = MaybeSchema,
  R extends MaybeSchema = MaybeSchema,
  A extends Access = Access,
> {
  method: HttpMethod;
  /** The path with `:name` parameters, e.g. `/api/usage/:feature`. */
  path: `/api/${string}` | '/api';
  /** The group the reference lists it in (./tags.ts describes each). */
  tag: ApiTag;
  summary: string;
  description?: string;
  access: A;
  /** Path parameters; an invalid one answers 404 with the schema's message (no such resource). */
  params?: P;
  query?: Q;
  body?: B;
  bodyFormat?: BodyFormat;
  /** Largest body taken, e.g. '20kb' (413 beyond); the server's default otherwise. */
  bodyLimit?: string;
  /** The answer is the learner's own and changes: `Cache-Control: no-store`. */
  noStore?: boolean;
  success: Success<R>;
  /** Error codes this operation can answer with (INTERNAL, and VALIDATION_FAILED for any input, go without saying). */
  errors: readonly ErrorCode[];
  example: Example<P, Q, B, R>;
}

export type Operation<
  P extends MaybeSchema = MaybeSchema,
  Q extends MaybeSchema = MaybeSchema,
  B extends MaybeSchema = MaybeSchema,
  R extends MaybeSchema = MaybeSchema,
  A extends Access = Access,
> = Readonly<OperationSpec<P, Q, B, R, A>>;

/** Declares an operation; the schemas' types flow to the server's handler and the client's call. */
export function defineOperation<
  P extends MaybeSchema = undefined,
  Q extends MaybeSchema = undefined,
  B extends MaybeSchema = undefined,
  R extends MaybeSchema = undefined,
  const A extends Access = Access,
>(spec: OperationSpec<P, Q, B, R, A>): Operation<P, Q, B, R, A> {
  return Object.freeze(spec);
}

// ---------------------------------------------------------------------------------------------
// Types both sides derive from an operation.

export type AnyOperation = Operation<MaybeSchema, MaybeSchema, MaybeSchema, MaybeSchema, Access>;

/** The declared schema, or never when the operation does not declare that part. */
type Declared<S> = Exclude<S, undefined>;
type IsDeclared<S> = [Declared<S>] extends [never] ? false : true;

export type ParamsOf<O extends AnyOperation> = Declared<O['params']>;
export type QueryOf<O extends AnyOperation> = Declared<O['query']>;
export type BodyOf<O extends AnyOperation> = Declared<O['body']>;
export type AnswerSchemaOf<O extends AnyOperation> = Declared<NonNullable<O['success']>['schema']>;

type Part<Key extends string, S> =
  IsDeclared<S> extends true ? { [K in Key]: InputOf<Declared<S>> } : { [K in Key]?: never };

/** What a caller sends: `params`, `query` and `body`, each present exactly when declared. */
export type CallInput<O extends AnyOperation> = Part<'params', O['params']> &
  Part<'query', O['query']> &
  Part<'body', O['body']>;

/** Whether calling the operation needs an input object (any of params, query or body declared). */
export type NeedsInput<O extends AnyOperation> =
  IsDeclared<O['params']> extends true
    ? true
    : IsDeclared<O['query']> extends true
      ? true
      : IsDeclared<O['body']> extends true
        ? true
        : false;

/** Whether the operation's URL needs an input (path parameters or a query declared). */
export type NeedsUrlInput<O extends AnyOperation> =
  IsDeclared<O['params']> extends true ? true : IsDeclared<O['query']> extends true ? true : false;

/** The answer as the client holds it (after parsing). */
export type AnswerOf<O extends AnyOperation> =
  IsDeclared<AnswerSchemaOf<O>> extends true ? OutputOf<AnswerSchemaOf<O>> : void;

/** The answer as the server writes it (before parsing on the other side). */
export type AnswerInputOf<O extends AnyOperation> =
  IsDeclared<AnswerSchemaOf<O>> extends true ? InputOf<AnswerSchemaOf<O>> : void;

/** The parsed inputs a server handler receives. */
export interface ParsedInput<O extends AnyOperation> {
  params: IsDeclared<O['params']> extends true ? OutputOf<ParamsOf<O>> : Record<string, never>;
  query: IsDeclared<O['query']> extends true ? OutputOf<QueryOf<O>> : Record<string, never>;
  body: IsDeclared<O['body']> extends true ? OutputOf<BodyOf<O>> : undefined;
}

// ---------------------------------------------------------------------------------------------
// URLs.

/** The statuses an operation answers with on success. */
export function successStatuses(operation: Pick<AnyOperation, 'success'>): SuccessStatus[] {
  return [operation.success.status, ...(operation.success.also ?? [])];
}

/** The names of the path's `:parameters`, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
}

/** Fills the path's `:parameters` (each encoded) and appends the query, skipping undefined values. */
export function operationUrl(
  operation: { method: string; path: string },
  input: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
): string {
  const path = operation.path.replace(/:([A-Za-z0-9_]+)/g, (_whole, name: string) => {
    const value = input.params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${operation.method.toUpperCase()} ${operation.path} needs the parameter "${name}"`);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) {
    if (value === undefined || value === null) continue;
    search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
