import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../lib/project-paths';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type services use; PGlite and node-postgres both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies migrations/ (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Any key works as long as every Arkad instance uses the same one. */
const MIGRATION_LOCK_KEY = 7_264_513;

export function openPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: migrationsDir });
    },
    close: () => client.close(),
  };
}

export function openPostgres(connectionString: string, options: { maxConnections?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: options.maxConnections ?? 10 });
  // An idle client losing its connection (e.g. a Postgres restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    migrate: async () => {
      // Several instances may start at once: one applies the migrations, the others wait.
      const client = new pg.Client({ connectionString });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsDir });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        await client.end();
      }
    },
    close: () => pool.end(),
  };
}

/** Postgres through `pg` when a URL is given, otherwise embedded PGlite stored under dataDir. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const dir = path.resolve(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create({ dataDir: dir });
  return openPglite(client);
}
