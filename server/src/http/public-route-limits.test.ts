import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredOperations } from '../app';
import { rateLimitNames } from '../config/rate-limit-rules';
import { projectRoot } from '../lib/project-paths';
import { createTestContext, type TestContext } from '../test/test-app';
import { publicRouteLimits, rateLimitVariable } from './public-route-limits';

// Every route reachable without a session is declared with its cost and its limit, and
// docs/limits.md lists the same routes (issue 43, point 3).

let ctx: TestContext;
let clientDir: string;

beforeAll(async () => {
  // With a built client, so that the pages app.ts serves outside /api are registered too.
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'arkad-routes-'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  ctx = await createTestContext({ clientDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(clientDir, { recursive: true, force: true });
});

interface StackLayer {
  route?: { path: string | RegExp; methods: Record<string, boolean> };
  /** The path a router was mounted at (router.use('/api/progress', ...)). */
  rawPath?: string;
  handle?: { stack?: StackLayer[] };
}

/** 'GET /path' of every route in the app's router and the routers mounted in it, with their mount paths. */
function routesOf(app: Express): { route: string }[] {
  const found: { route: string }[] = [];
  const walk = (stack: StackLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const own = layer.route.path;
        const full = typeof own === 'string' ? (own === '/' && prefix ? prefix : `${prefix}${own}`) : String(own);
        for (const method of Object.keys(layer.route.methods)) found.push({ route: `${method.toUpperCase()} ${full}` });
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, `${prefix}${mount}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: StackLayer[] } }).router.stack, '');
  return found;
}

/** The routes reachable without a session: unauthenticated operations and every page outside /api. */
function unauthenticatedRoutes(app: Express): string[] {
  const operations = registeredOperations(app)
    .filter((operation) => operation.access !== 'signed-in' && operation.access !== 'admin')
    .map((operation) => `${operation.method.toUpperCase()} ${operation.path}`);
  const pages = routesOf(app)
    .map(({ route }) => route)
    .filter((route) => !route.split(' ')[1]?.startsWith('/api'));
  return [...operations, ...pages];
}

const declared = publicRouteLimits.map((entry) => entry.route);

describe('routes without a session', () => {
  it('finds the routes it checks: operations of each open access and the pages', () => {
    const routes = unauthenticatedRoutes(ctx.app);
    for (const route of ['GET /api/health', 'POST /api/beta/feedback', 'GET /api/beta/feedback', 'GET /', 'GET /.*/'])
      expect(routes).toContain(route);
    expect(routes).not.toContain('GET /api/auth/me');
  });

  it('registers every /api route through a declared operation, so none escapes the list below', () => {
    const operations = new Set(
      registeredOperations(ctx.app).map((operation) => `${operation.method.toUpperCase()} ${operation.path}`),
    );
    const apiRoutes = routesOf(ctx.app)
      .map(({ route }) => route)
      .filter((route) => route.split(' ')[1]?.startsWith('/api'));
    expect(apiRoutes.length).toBeGreaterThan(50);
    expect(apiRoutes.filter((route) => !operations.has(route))).toEqual([]);
  });

  it('declares each with its cost and its limit (publicRouteLimits), and nothing that is not a route', () => {
    const routes = unauthenticatedRoutes(ctx.app);
    const undeclared = routes.filter((route) => !declared.includes(route));
    expect(undeclared, 'add these to publicRouteLimits and docs/limits.md, with a limit').toEqual([]);
    expect(declared.filter((route) => !routes.includes(route))).toEqual([]);
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('gives each a cost and a limit: rate limits that exist, or the reason its cost is bounded', () => {
    for (const entry of publicRouteLimits) {
      expect(entry.cost.trim(), entry.route).not.toBe('');
      if ('rateLimits' in entry.limit) {
        expect(entry.limit.rateLimits.length, entry.route).toBeGreaterThan(0);
        for (const name of entry.limit.rateLimits) expect(rateLimitNames, entry.route).toContain(name);
      } else {
        expect(entry.limit.bound.trim(), entry.route).not.toBe('');
      }
    }
  });

  it('is listed in docs/limits.md, the same routes in the same order, each with its RATE_LIMIT_ variables', () => {
    const doc = readFileSync(path.join(projectRoot, 'docs', 'limits.md'), 'utf8');
    const start = doc.indexOf('## Routes without a session');
    expect(start).toBeGreaterThan(-1);
    const section = doc.slice(
      start,
      doc.indexOf('\n## ', start + 1) === -1 ? undefined : doc.indexOf('\n## ', start + 1),
    );
    const rows = section
      .split('\n')
      .filter((line) => /^\| `[A-Z]+ /.test(line))
      .map((line) => line.split(' | ').map((cell) => cell.replace(/^\|\s*|\s*\|$/g, '').trim()));
    expect(rows.map(([route]) => route?.replace(/^`|`$/g, ''))).toEqual(declared);
    for (const [index, entry] of publicRouteLimits.entries()) {
      const limitCell = rows[index]?.[2] ?? '';
      if ('rateLimits' in entry.limit)
        for (const name of entry.limit.rateLimits) expect(limitCell, entry.route).toContain(rateLimitVariable(name));
      else expect(limitCell, entry.route).not.toContain('RATE_LIMIT_');
    }
  });
});

describe('rateLimitVariable', () => {
  it('names the variable a rate limit is set by', () => {
    expect(rateLimitVariable('shareImageAddress')).toBe('RATE_LIMIT_SHARE_IMAGE_ADDRESS');
    expect(rateLimitVariable('registerAddressDay')).toBe('RATE_LIMIT_REGISTER_ADDRESS_DAY');
  });
});
