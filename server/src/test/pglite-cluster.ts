import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { projectRoot } from '../lib/project-paths';

/**
 * A new, empty PGlite cluster. Its initdb was the largest part of the suite's set-up (about 4.5 s
 * on two cores, before any test file starts) and depends only on PGlite's version, so the empty
 * cluster is kept between runs in node_modules/.cache; a fresh clone (as in CI) makes it once.
 */
export async function newPgliteCluster(): Promise<PGlite> {
  const manifest = path.join(projectRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const cacheFile = path.join(projectRoot, 'node_modules', '.cache', 'arkad-api-test', `pglite-${version}-initdb.tar`);
  if (existsSync(cacheFile)) {
    try {
      return await PGlite.create({ loadDataDir: new Blob([readFileSync(cacheFile)]) });
    } catch {
      // A damaged copy: make a new one below.
      rmSync(cacheFile, { force: true });
    }
  }
  const client = await PGlite.create();
  const dump = await client.dumpDataDir('none');
  mkdirSync(path.dirname(cacheFile), { recursive: true });
  // Written whole, then renamed: a run that reads it never sees half a file.
  const partial = `${cacheFile}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, cacheFile);
  return client;
}
