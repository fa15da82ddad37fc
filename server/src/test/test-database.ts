import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import { dailyCloses } from '../db/schema';
import { apiTestDriver, databaseUrlFor } from './test-database-config';

/** The template holds the bundled daily closes; 'empty' removes them for tests that need none. */
export type PriceHistoryFixture = 'bundled' | 'empty';

async function openCopy(): Promise<DatabaseHandle> {
  if (apiTestDriver() === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const template = inject('postgresTemplate');
    const name = template.replace('_tpl_', `_${randomBytes(4).toString('hex')}_`);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database "${name}" template "${template}"`);
    } finally {
      await admin.end();
    }
    const handle = openPostgres(databaseUrlFor(adminUrl, name), { maxConnections: 5 });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists "${name}" with (force)`);
        await cleanup.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteDumpPath'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
  return openPglite(client);
}

/**
 * A fresh database of its own for one test file (or one test): migrated, and holding the bundled
 * daily closes unless `priceHistory` is 'empty'.
 */
export async function createTestDatabase(
  options: { priceHistory?: PriceHistoryFixture } = {},
): Promise<DatabaseHandle> {
  const handle = await openCopy();
  if (options.priceHistory === 'empty') await handle.db.delete(dailyCloses);
  return handle;
}
