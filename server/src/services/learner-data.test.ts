import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { learnerTables } from './learner-data';

// The registry's `cached` marks (decision 054) against the triggers the migrations left in the
// database: a table the learner cache reads without a trigger would serve stale answers, silently.

type Event = 'INSERT' | 'UPDATE' | 'DELETE' | 'TRUNCATE';

interface LearnerTrigger {
  table: string;
  /** 'version': gives learners a new version (0022); 'notice': notifies arkad_learner_changed (0020, 0021). */
  kind: 'version' | 'notice';
  events: Event[];
  /** The learner column a statement trigger names (its argument); null for a row trigger or a truncate. */
  learnerColumn: string | null;
}

const triggerRowsSchema = z.object({
  rows: z.array(
    z.object({
      table: z.string(),
      kind: z.enum(['version', 'notice']),
      on_insert: z.boolean(),
      on_update: z.boolean(),
      on_delete: z.boolean(),
      on_truncate: z.boolean(),
      definition: z.string(),
    }),
  ),
});

/** Every trigger on a public table whose function bumps learner versions or sends learner-change notices. */
async function learnerTriggers(database: DatabaseHandle): Promise<LearnerTrigger[]> {
  const result = await database.db.execute(sql`
    select c.relname as "table",
      case when p.prosrc like '%learner_versions%' then 'version' else 'notice' end as kind,
      (t.tgtype::int & 4) <> 0 as on_insert,
      (t.tgtype::int & 16) <> 0 as on_update,
      (t.tgtype::int & 8) <> 0 as on_delete,
      (t.tgtype::int & 32) <> 0 as on_truncate,
      pg_get_triggerdef(t.oid) as definition
    from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal
      and c.relnamespace = 'public'::regnamespace
      and (p.prosrc like '%learner_versions%' or p.prosrc like '%arkad_learner_changed%')`);
  // Both drivers answer { rows }; the database's answer is checked, not cast.
  const { rows } = triggerRowsSchema.parse(result);
  return rows.map((row) => {
    const events: Event[] = [];
    if (row.on_insert) events.push('INSERT');
    if (row.on_update) events.push('UPDATE');
    if (row.on_delete) events.push('DELETE');
    if (row.on_truncate) events.push('TRUNCATE');
    // EXECUTE FUNCTION name('user_id'): the argument, if any.
    const argument = /\('([^']*)'\)$/.exec(row.definition)?.[1] ?? null;
    return { table: row.table, kind: row.kind, events, learnerColumn: argument };
  });
}

/** The tables with a trigger of `kind`, and the events those triggers cover, by table. */
function eventsByTable(triggers: LearnerTrigger[], kind: LearnerTrigger['kind']): Record<string, Event[]> {
  const found: Record<string, Set<Event>> = {};
  for (const trigger of triggers.filter((t) => t.kind === kind)) {
    const events = (found[trigger.table] ??= new Set());
    for (const event of trigger.events) events.add(event);
  }
  const order: Event[] = ['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE'];
  return Object.fromEntries(
    Object.entries(found).map(([table, events]) => [table, order.filter((event) => events.has(event))]),
  );
}

const registered = (marks: readonly string[]) =>
  Object.entries(learnerTables)
    .filter(([, entry]) => entry.cached !== undefined && marks.includes(entry.cached))
    .map(([name]) => name)
    .sort();

let database: DatabaseHandle;
let triggers: LearnerTrigger[];

beforeAll(async () => {
  database = await createTestDatabase();
  triggers = await learnerTriggers(database);
});
afterAll(async () => {
  await database.close();
});

describe('the learner tables the cache reads, against the triggers in the database', () => {
  it('gives the learner a new version on every write to each table marked versioned, and to no other', () => {
    const versioned = eventsByTable(triggers, 'version');
    expect(Object.keys(versioned).sort()).toEqual(registered(['versioned', 'members']));
    for (const name of registered(['versioned'])) {
      expect(versioned[name], name).toEqual(['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE']);
    }
    // A class's members: its updates (its deletion cascades to their memberships, versioned above).
    for (const name of registered(['members'])) expect(versioned[name], name).toEqual(['UPDATE']);
  });

  it('sends a change notice for each table marked cached, and for no other', () => {
    const noticed = eventsByTable(triggers, 'notice');
    expect(Object.keys(noticed).sort()).toEqual(registered(['versioned', 'noticed', 'members']));
    // A new account or session is in no cache yet; a change or a removal, or a truncate, is.
    for (const name of registered(['versioned', 'noticed'])) {
      expect(noticed[name], name).toEqual(expect.arrayContaining(['UPDATE', 'DELETE', 'TRUNCATE']));
    }
    for (const name of registered(['members'])) expect(noticed[name], name).toEqual(['UPDATE']);
  });

  it("names the learner by the registry's owner column in every statement trigger", () => {
    const named = triggers.filter((trigger) => trigger.learnerColumn !== null);
    expect(named.length).toBeGreaterThan(0);
    for (const trigger of named) {
      const owners = learnerTables[trigger.table]?.owners.map((column) => column.name);
      expect(owners, trigger.table).toEqual([trigger.learnerColumn]);
    }
  });
});
