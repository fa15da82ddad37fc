import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { createLogger } from '../lib/logger';
import { projectRoot } from '../lib/project-paths';
import { seedDailyCloses } from '../services/price-seed';
import { apiTestDriver, databaseUrlFor, TEST_DB_PREFIX } from './test-database-config';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one database once per run and loads the bundled daily closes into it; every test file
 * then starts from a copy of it (a PGlite data-dir dump, or a Postgres database created from a
 * template), so no test file seeds the 5,880 days itself.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (apiTestDriver() === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('API_TEST_DRIVER=postgres needs TEST_DATABASE_URL');
    const template = `${TEST_DB_PREFIX}tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${template}"`);
    const handle = openPostgres(databaseUrlFor(adminUrl, template), { maxConnections: 1 });
    await handle.migrate();
    await seedDailyCloses({ db: handle.db, logger: createLogger('silent') });
    await handle.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteDumpPath', '');
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
        `${TEST_DB_PREFIX}%_${process.pid}_%`,
      ]);
      for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'arkad-api-test-'));
  const client = await newPgliteCluster();
  const handle = openPglite(client);
  await handle.migrate();
  await seedDailyCloses({ db: handle.db, logger: createLogger('silent') });
  const dump = await client.dumpDataDir('none');
  const dumpPath = path.join(dir, 'migrated.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteDumpPath', dumpPath);
  project.provide('postgresTemplate', '');
  return async () => rmSync(dir, { recursive: true, force: true });
}

/**
 * A new, empty PGlite cluster. Its initdb was the largest part of the suite's set-up (about 4.5 s
 * on two cores, before any test file starts) and depends only on PGlite's version, so the empty
 * cluster is kept between runs in node_modules/.cache; a fresh clone (as in CI) makes it once.
 */
async function newPgliteCluster(): Promise<PGlite> {
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
