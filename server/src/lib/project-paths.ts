import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root, found by walking up from this module to the package.json named "arkad".
 * Works the same from server/src (tsx, vitest) and from the bundled dist/server.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === 'arkad') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const projectRoot = findProjectRoot();
export const migrationsDir = path.join(projectRoot, 'migrations');
export const clientDistDir = path.join(projectRoot, 'dist', 'client');
/** The public pages the build renders (scripts/prerender.tsx, decision 061). */
export const publicPagesDistDir = path.join(projectRoot, 'dist', 'public-pages');
export const dataAssetsDir = path.join(projectRoot, 'server', 'data');
