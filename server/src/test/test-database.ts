import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import { dailyCloses } from '../db/schema';
import { apiTestDriver, databaseUrlFor, postgresTestAdminUrl } from './test-database-config';

/** The template holds the bundled daily closes; 'empty' removes them for tests that need none. */
export type PriceHistoryFixture = 'bundled' | 'empty';

async function openCopy(): Promise<DatabaseHandle> {
  return apiTestDriver() === 'postgres' ? openPooledPostgres() : openPooledPglite();
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

/**
 * The structure of a database just started from the dump, or made from the Postgres template (the
 * same for every one of them: one driver per run).
 */
let pristineStructure: string | undefined;

async function newPglite(): Promise<PGlite> {
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteDumpPath'))]) });
  pristineStructure ??= await fingerprintOf(client);
  await client.exec(`create temporary table arkad_pristine_daily_closes as table public.daily_closes`);
  return client;
}

/** The application's tables, quoted, that a reset empties (on either driver). */
const PUBLIC_TABLES = `select 'public.' || quote_ident(tablename) as name from pg_tables where schemaname = 'public'`;

/** Back to the data of a database just started from the dump (its structure is unchanged). */
async function resetPglite(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ name: string }>(PUBLIC_TABLES);
  await client.exec(`
    select pg_advisory_unlock_all();
    unlisten *;
    deallocate all;
    reset all;
    truncate ${rows.map((row) => row.name).join(', ')} restart identity cascade;
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
      complete: handle.learnerChanges.complete,
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

// Postgres: a database made from the template took about 0.3 s and its drop 0.1 s, for each of
// the 70 or so databases a run opened (a third of the suite's time). As with PGlite, a database a
// file has closed is reset and handed to the next file of the same worker. Each file opens
// connections of its own, so no session state (locks, settings, listeners) carries over.

/** Databases of this worker that no test file holds, already reset. */
const idlePostgres: string[] = [];
/** The bundled daily closes as the template holds them: JSON rows, and their checksum. */
let pristineCloses: { json: string; checksum: string } | undefined;

const CLOSES_CHECKSUM = `select md5(coalesce(string_agg(c::text, ',' order by c.date), '')) as checksum from public.daily_closes c`;

/** Runs `work` on a connection of its own to `url`, ended afterwards. */
async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function firstValue(client: pg.Client, query: string): Promise<string> {
  const { rows } = await client.query<{ value: string }>(`select (${query}) as value`);
  return rows[0]?.value ?? '';
}

/** A new database made from the run's template (see global-setup.ts). */
async function newPostgresCopy(adminUrl: string): Promise<string> {
  const template = inject('postgresTemplate');
  const name = template.replace('_tpl_', `_${randomBytes(4).toString('hex')}_`);
  await withClient(adminUrl, (admin) => admin.query(`create database "${name}" template "${template}"`));
  await withClient(databaseUrlFor(adminUrl, name), async (client) => {
    pristineStructure ??= await firstValue(client, STRUCTURE_FINGERPRINT);
    pristineCloses ??= {
      json: await firstValue(
        client,
        `select coalesce(json_agg(c order by c.date), '[]')::text from public.daily_closes c`,
      ),
      checksum: await firstValue(client, CLOSES_CHECKSUM),
    };
  });
  return name;
}

/**
 * Back to the data of a database just made from the template, or an error when its structure
 * changed. Rows are deleted, not truncated (a truncate of the 25 tables took 90 ms, the deletes
 * 3 ms), with triggers and foreign-key checks off; sequences restart; the daily closes are put
 * back only when they changed.
 */
async function resetPostgres(adminUrl: string, name: string): Promise<void> {
  await withClient(databaseUrlFor(adminUrl, name), async (client) => {
    // A connection the file left open (a client of its own) is ended, so nothing it runs later lands here.
    await client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    if ((await firstValue(client, STRUCTURE_FINGERPRINT)) !== pristineStructure) throw new Error('structure changed');
    const closesChanged = (await firstValue(client, CLOSES_CHECKSUM)) !== pristineCloses?.checksum;
    const { rows } = await client.query<{ name: string }>(PUBLIC_TABLES);
    const emptied = rows.map((row) => row.name).filter((table) => closesChanged || table !== 'public.daily_closes');
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    for (const table of emptied) await client.query(`delete from ${table}`);
    await client.query(`select setval(c.oid, s.seqstart, false) from pg_sequence s
      join pg_class c on c.oid = s.seqrelid where c.relnamespace = 'public'::regnamespace`);
    if (closesChanged) {
      await client.query(
        `insert into public.daily_closes select * from json_populate_recordset(null::public.daily_closes, $1::json)`,
        [pristineCloses?.json ?? '[]'],
      );
    }
    await client.query('commit');
  });
}

async function dropPostgres(adminUrl: string, name: string): Promise<void> {
  await withClient(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
}

async function openPooledPostgres(): Promise<DatabaseHandle> {
  const adminUrl = postgresTestAdminUrl();
  const name = idlePostgres.pop() ?? (await newPostgresCopy(adminUrl));
  const handle = openPostgres(databaseUrlFor(adminUrl, name), { maxConnections: 5 });
  let released = false;
  return {
    ...handle,
    close: async () => {
      if (released) return;
      released = true;
      await handle.close();
      try {
        await resetPostgres(adminUrl, name);
        idlePostgres.push(name);
      } catch {
        // A database a test left unusable is not handed on.
        await dropPostgres(adminUrl, name);
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
