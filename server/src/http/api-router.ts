import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import {
  successStatuses,
  type Access,
  type AnswerInputOf,
  type AnyOperation,
  type ParsedInput,
  type SuccessStatus,
} from '@shared/api/operation';
import { badRequest, notFound } from '../lib/errors';
import { requireAdmin } from '../middleware/require-admin';
import { bearerToken, requireAuth } from '../middleware/require-auth';
import type { AdminService } from '../services/admin.service';
import type { AuthContext, AuthenticationService } from '../services/authentication.service';

/** What a handler that wrote the answer itself (a precompressed body, a file) returns: SENT. */
export class AnswerSent {
  private readonly sent = true;
}
export const SENT = new AnswerSent();

/** An answer with one of the operation's other success statuses (`success.also`). */
export class WithStatus<T> {
  constructor(
    readonly status: SuccessStatus,
    readonly body: T,
  ) {}
}

export function withStatus<T>(status: SuccessStatus, body: T): WithStatus<T> {
  return new WithStatus(status, body);
}

type AuthFor<A extends Access> = A extends 'signed-in'
  ? AuthContext
  : A extends 'optional-sign-in'
    ? AuthContext | null
    : null;

export type HandlerInput<O extends AnyOperation> = ParsedInput<O> & {
  /** The signed-in learner for `signed-in` (and `optional-sign-in` when a token came) operations. */
  auth: AuthFor<O['access']>;
  req: Request;
  res: Response;
};

export type HandlerReply<O extends AnyOperation> = AnswerInputOf<O> | WithStatus<AnswerInputOf<O>> | AnswerSent;

export type OperationHandler<O extends AnyOperation> = (
  input: HandlerInput<O>,
) => HandlerReply<O> | Promise<HandlerReply<O>>;

export interface ApiRouterDeps {
  auth: Pick<AuthenticationService, 'authenticate'>;
  admin: AdminService;
  /** Parse every JSON answer with its schema and fail loudly on a mismatch (development and tests). */
  checkAnswers: boolean;
  /** The largest JSON body taken when an operation does not say (413 beyond). */
  defaultBodyLimit?: string;
  /** Every operation registered, across the app's routers (the contract test compares it with the declarations). */
  registry: AnyOperation[];
}

/** Registers operations declared in shared/api: the only way a route is added to the API. */
export interface ApiRouter {
  readonly router: Router;
  handle<O extends AnyOperation>(operation: O, handler: OperationHandler<O>): void;
}

/** Sets req.auth when the request carries a valid session token; anyone else goes on anonymous. */
function optionalAuth(auth: Pick<AuthenticationService, 'authenticate'>): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req);
    const context = token ? await auth.authenticate(token) : null;
    if (context) req.auth = context;
    next();
  };
}

function accessGate(access: Access, deps: ApiRouterDeps): RequestHandler[] {
  switch (access) {
    case 'public':
      return [];
    case 'signed-in':
      return [requireAuth(deps.auth)];
    case 'optional-sign-in':
      return [optionalAuth(deps.auth)];
    case 'admin':
      return [requireAdmin(deps.admin)];
    case 'admin-or-password':
      return [requireAdmin(deps.admin, { acceptPasswordHeader: true })];
  }
}

function bodyReader(operation: AnyOperation, defaultLimit: string): RequestHandler[] {
  if (!operation.body && operation.bodyFormat !== 'raw') return [];
  const limit = operation.bodyLimit ?? defaultLimit;
  switch (operation.bodyFormat ?? 'json') {
    case 'raw':
      return [express.raw({ type: () => true, limit })];
    case 'json-or-text':
      return [express.text({ type: 'text/plain', limit }), express.json({ limit })];
    case 'json':
      return [express.json({ limit })];
  }
}

/** The body as JSON: text/plain bodies (sendBeacon) are parsed here. */
function jsonBodyOf(req: Request, operation: AnyOperation): unknown {
  if (operation.bodyFormat === 'json-or-text' && typeof req.body === 'string') {
    try {
      return JSON.parse(req.body) as unknown;
    } catch {
      throw badRequest('The request body is not valid JSON');
    }
  }
  return req.body ?? {};
}

/** Path parameters name a resource: one that cannot exist is not found (with the schema's message). */
function parseParams(schema: z.ZodType, req: Request): unknown {
  const parsed = schema.safeParse(req.params);
  if (!parsed.success) throw notFound(parsed.error.issues[0]?.message ?? 'Not found');
  return parsed.data;
}

function describe(operation: AnyOperation): string {
  return `${operation.method.toUpperCase()} ${operation.path}`;
}

/** '/api/progress' of '/api/progress/seven-cures': the first two segments, when neither is a parameter. */
function groupOf(path: string): string | null {
  const match = /^\/[^/:*?()]+\/[^/:*?()]+/.exec(path);
  return match ? match[0] : null;
}

export function createApiRouter(deps: ApiRouterDeps): ApiRouter {
  const router = Router();
  // Operations are grouped by their path's first two segments ('/api/progress'), one router each:
  // a request is matched against the groups, then within its group, not against every operation
  // in turn (a tenth of a request's time, with 70 of them).
  const groups = new Map<string, Router>();
  function routerFor(path: string): { router: Router; path: string } {
    const group = groupOf(path);
    if (group === null) return { router, path };
    let grouped = groups.get(group);
    if (grouped === undefined) {
      grouped = Router();
      groups.set(group, grouped);
      router.use(group, grouped);
    }
    return { router: grouped, path: path.slice(group.length) || '/' };
  }
  const defaultLimit = deps.defaultBodyLimit ?? '100kb';

  function send(operation: AnyOperation, res: Response, reply: unknown): void {
    if (reply instanceof AnswerSent) return;
    const { status, body } =
      reply instanceof WithStatus ? reply : { status: operation.success.status, body: reply as unknown };
    if (!successStatuses(operation).includes(status)) {
      throw new Error(`${describe(operation)} answered ${status}, which its declaration does not list`);
    }
    const schema = operation.success.schema;
    if (!schema) {
      if (status !== 204 && body !== undefined) throw new Error(`${describe(operation)} declares no answer body`);
      res.status(status).end();
      return;
    }
    if (deps.checkAnswers) {
      const checked = schema.safeParse(body);
      if (!checked.success) {
        throw new Error(`${describe(operation)} answered a body its schema refuses: ${checked.error.message}`);
      }
    }
    res.status(status).json(body);
  }

  return {
    router,
    handle(operation, handler) {
      const run: RequestHandler = async (req, res) => {
        if (operation.noStore) res.setHeader('Cache-Control', 'no-store');
        const input = {
          params: operation.params ? parseParams(operation.params, req) : {},
          query: operation.query ? operation.query.parse(req.query) : {},
          // A raw body (a signed webhook) is read by its handler from req.body as bytes.
          body: operation.body ? operation.body.parse(jsonBodyOf(req, operation)) : undefined,
          auth: req.auth ?? null,
          req,
          res,
        } as unknown as HandlerInput<typeof operation>;
        send(operation, res, await handler(input));
      };
      if (deps.registry.includes(operation)) throw new Error(`${describe(operation)} is registered twice`);
      deps.registry.push(operation);
      const target = routerFor(operation.path);
      target.router[operation.method](
        target.path,
        ...accessGate(operation.access, deps),
        ...bodyReader(operation, defaultLimit),
        run,
      );
    },
  };
}
