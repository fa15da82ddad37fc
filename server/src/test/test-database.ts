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
  return openPooledPglite();
}

// PGlite: starting a database from the migrated dump costs about half a second of CPU (the WASM
// Postgres starting up), about 40% of the suite's time when every test file paid it. A worker runs
// its files one after another, so a database a file has closed is reset to the migrated, seeded
// state and handed to the next file instead: every table emptied (identities restarted), the
// bundled daily closes put back, session state (locks, settings, prepared statements) cleared.

/** Databases of this worker that no test file holds, already reset. */
const idlePglite: PGlite[] = [];

/** The bundled daily closes as the dump holds them, kept in the database's own session. */
const PRISTINE_CLOSES = 'pg_temp.arkad_pristine_daily_closes';

/**
 * The database's structure: its tables and columns, constraints, indexes, sequences, functions and
 * triggers outside the system schemas. A file that changed it (a test adding a trigger to make
 * writes fail) leaves a database no other file may be given.
 */
const STRUCTURE_FINGERPRINT = `
  select md5(coalesce(string_agg(item, ',' order by item), '')) as fingerprint from (
    select 'rel:' || c.oid::regclass::text || ':' || c.relkind::text as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_t%'
    union all
    select 'col:' || a.attrelid::regclass::text || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod)
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where a.attnum > 0 and not a.attisdropped
        and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_t%'
    union all
    select 'con:' || conname || ':' || pg_get_constraintdef(oid) from pg_constraint
      where connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
    union all
    select 'fn:' || p.oid::regprocedure::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
    union all
    select 'trg:' || tgname from pg_trigger where not tgisinternal
  ) as structure`;

async function fingerprintOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(STRUCTURE_FINGERPRINT);
  return rows[0]?.fingerprint ?? '';
}

/** The structure of a database just started from the dump (the same for every one of them). */
let pristineStructure: string | undefined;

async function newPglite(): Promise<PGlite> {
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteDumpPath'))]) });
  pristineStructure ??= await fingerprintOf(client);
  await client.exec(`create temporary table arkad_pristine_daily_closes as table public.daily_closes`);
  return client;
}

/** Back to the data of a database just started from the dump (its structure is unchanged). */
async function resetPglite(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  );
  await client.exec(`
    select pg_advisory_unlock_all();
    unlisten *;
    deallocate all;
    reset all;
    truncate ${rows.map((row) => `public.${row.name}`).join(', ')} restart identity cascade;
    insert into public.daily_closes select * from ${PRISTINE_CLOSES};
  `);
}

/**
 * The database as one test file sees it: once the file has closed it, every call fails as on a
 * closed database, so work the file left running (a background write) never reaches the next file.
 */
function viewUntilClosed(client: PGlite, isClosed: () => boolean): PGlite {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (isClosed()) return () => Promise.reject(new Error('This test database was closed'));
      return (value as (...args: unknown[]) => unknown).bind(target);
    },
  });
}

async function openPooledPglite(): Promise<DatabaseHandle> {
  const client = idlePglite.pop() ?? (await newPglite());
  let released = false;
  const handle = openPglite(viewUntilClosed(client, () => released));
  // PGlite keeps its listeners' callbacks until each is unsubscribed: the next file must not call this one's.
  const subscriptions: (() => void)[] = [];
  return {
    ...handle,
    learnerChanges: {
      subscribe(listener) {
        const stop = handle.learnerChanges.subscribe(listener);
        subscriptions.push(stop);
        return stop;
      },
    },
    close: async () => {
      if (released || client.closed) return;
      for (const stop of subscriptions.splice(0)) stop();
      released = true;
      try {
        if ((await fingerprintOf(client)) !== pristineStructure) throw new Error('structure changed');
        await resetPglite(client);
        idlePglite.push(client);
      } catch {
        // A database a test left unusable is not handed on.
        await client.close().catch(() => undefined);
      }
    },
  };
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
