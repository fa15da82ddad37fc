import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../db/client';
import { createLogger } from '../lib/logger';
import { migrationsDir, projectRoot } from '../lib/project-paths';
import { SEED_CSV_PATH, seedDailyCloses } from '../services/price-seed';

/** Databases kept between runs: they depend only on PGlite's version and the files named below. */
const cacheDir = path.join(projectRoot, 'node_modules', '.cache', 'arkad-api-test');

function pgliteVersion(): string {
  const manifest = path.join(projectRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Written whole, then renamed: a run that reads the file never sees half of it. */
function keep(file: string, bytes: Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}

/**
 * A new, empty PGlite cluster. Its initdb was the largest part of the suite's set-up (about 4.5 s
 * on two cores, before any test file starts) and depends only on PGlite's version, so the empty
 * cluster is kept between runs in node_modules/.cache; a fresh clone (as in CI) makes it once.
 */
export async function newPgliteCluster(): Promise<PGlite> {
  const cacheFile = path.join(cacheDir, `pglite-${pgliteVersion()}-initdb.tar`);
  if (existsSync(cacheFile)) {
    try {
      return await PGlite.create({ loadDataDir: new Blob([readFileSync(cacheFile)]) });
    } catch {
      // A damaged copy: make a new one below.
      rmSync(cacheFile, { force: true });
    }
  }
  const client = await PGlite.create();
  keep(cacheFile, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  return client;
}

/**
 * The files whose contents make the migrated, seeded database: the migrations, the bundled daily
 * closes, and the code that applies and loads them. Its cached dump is keyed on all of them.
 */
const MIGRATED_DATABASE_INPUTS = [
  migrationsDir,
  SEED_CSV_PATH,
  path.join(projectRoot, 'server', 'src', 'db', 'client.ts'),
  path.join(projectRoot, 'server', 'src', 'services', 'price-seed.ts'),
  path.join(projectRoot, 'shared', 'domain', 'dates.ts'),
];

function filesUnder(file: string): string[] {
  if (!statSync(file).isDirectory()) return [file];
  return readdirSync(file, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(file, name))
    .filter((name) => statSync(name).isFile())
    .sort();
}

/** A key for the contents (and names) of `inputs`, files or directories, and PGlite's version. */
export function contentKey(inputs: readonly string[]): string {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const file of inputs.flatMap(filesUnder)) {
    hash.update(path.relative(projectRoot, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A PGlite data-dir dump of the migrated database holding the bundled daily closes, which every
 * API test file starts from. Migrating and seeding took about 1.4 s before any file could start;
 * the dump is kept in node_modules/.cache under a key made of PGlite's version and the contents of
 * every file that makes it (MIGRATED_DATABASE_INPUTS), so a change to any of them makes a new one,
 * and a run with none changed starts at once. Returns the dump's path (read, never written, by tests).
 */
export async function migratedPgliteDump(): Promise<string> {
  const key = contentKey(MIGRATED_DATABASE_INPUTS);
  const file = path.join(cacheDir, `migrated-${key}.tar`);
  if (existsSync(file)) return file;
  const client = await newPgliteCluster();
  const handle = openPglite(client);
  try {
    await handle.migrate();
    await seedDailyCloses({ db: handle.db, logger: createLogger('silent') });
    keep(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await handle.close();
  }
  // Dumps of earlier migrations or closes are never read again.
  for (const name of readdirSync(cacheDir)) {
    if (/^migrated-[0-9a-f]{16}\.tar$/.test(name) && name !== path.basename(file)) {
      rmSync(path.join(cacheDir, name), { force: true });
    }
  }
  return file;
}
