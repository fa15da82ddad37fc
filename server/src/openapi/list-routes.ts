import type { Express } from 'express';

/** One route the Express app really answers: method and full path (`/api/usage/:feature`). */
export interface MountedRoute {
  method: string;
  path: string;
}

interface RouterLayer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
}

function joinPaths(prefix: string, path: string): string {
  const joined = `${prefix}/${path}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

function collect(stack: RouterLayer[], prefix: string, into: MountedRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      if (typeof layer.route.path !== 'string') continue;
      for (const [method, enabled] of Object.entries(layer.route.methods)) {
        if (enabled && method !== '_all') into.push({ method, path: joinPaths(prefix, layer.route.path) });
      }
    } else if (layer.handle?.stack) {
      const mountPath = typeof layer.rawPath === 'string' ? layer.rawPath : '';
      collect(layer.handle.stack, joinPaths(prefix, mountPath), into);
    }
  }
}

/** Walks the app's router (Express 5) and lists every route with a string path. */
export function listRoutes(app: Express): MountedRoute[] {
  const routes: MountedRoute[] = [];
  const root = (app as unknown as { router?: { stack?: RouterLayer[] } }).router;
  collect(root?.stack ?? [], '', routes);
  return routes;
}
