import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, type PostgresOptions } from '../db/client';
import { databaseUrlFor } from './test-database-config';

/**
 * Tests that need a real Postgres server (faults, several instances) run against the local one
 * (TEST_DATABASE_URL, or the default local server) in a database of their own, which they drop.
 * They never touch other databases: other test runs share the server.
 */
export const postgresAdminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Why no Postgres can be used (printed when the tests are skipped), or null when one answers. */
export async function postgresUnreachableReason(adminUrl = postgresAdminUrl): Promise<string | null> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return `no Postgres reachable at ${new URL(adminUrl).host} (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface OwnDatabase {
  name: string;
  url: string;
  /** Runs SQL on the admin connection (another database, so never one of this database's backends). */
  admin: pg.Client;
  drop(): Promise<void>;
}

/** Creates and migrates a database only this test uses. */
export async function createOwnDatabase(label: string, options: PostgresOptions = {}): Promise<OwnDatabase> {
  const name = `arkad_${label}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  admin.on('error', () => undefined);
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = databaseUrlFor(postgresAdminUrl, name);
  const handle = openPostgres(url, { ...options, maxConnections: 1 });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  return {
    name,
    url,
    admin,
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
