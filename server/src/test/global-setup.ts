import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client';
import { createLogger } from '../lib/logger';
import { seedDailyCloses } from '../services/price-seed';
import { migratedPgliteDump } from './pglite-cluster';
import { apiTestDriver, databaseUrlFor, postgresTestAdminUrl, TEST_DB_PREFIX } from './test-database-config';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    postgresTemplate: string;
  }
}

/**
 * One migrated database holding the bundled daily closes, which every test file starts a copy of
 * (a Postgres database created from a template, made once per run; or a PGlite data-dir dump, kept
 * between runs while the files that make it are unchanged), so no test file seeds the 5,347 days itself.
 * Only the Postgres half has a teardown (its databases dropped): the PGlite dump is kept.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (apiTestDriver() === 'postgres') {
    const adminUrl = postgresTestAdminUrl();
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

  await providePgliteDump(project);
  return undefined;
}

/** The PGlite half: the migrated, seeded database as a data-dir dump every file starts from. */
export async function providePgliteDump(project: TestProject): Promise<void> {
  project.provide('pgliteDumpPath', await migratedPgliteDump());
  project.provide('postgresTemplate', '');
}
