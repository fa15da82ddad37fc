import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsDir } from '../lib/project-paths';
import { newPgliteCluster } from '../test/pglite-cluster';
import * as schema from './schema';
import { dailyCloses, savingsEntries, treasuryGoals } from './schema';

describe('migration 0023 (currencies counted from USD closes)', () => {
  it('drops the euro column and keeps saved treasury amounts in the currency they were shown in', async () => {
    // The migrations up to 0022, then data written under them, then 0023.
    const before = mkdtempSync(path.join(os.tmpdir(), 'arkad-migrations-'));
    const client = await newPgliteCluster();
    try {
      cpSync(migrationsDir, before, { recursive: true, filter: (source) => !/0023_/.test(path.basename(source)) });
      const journalPath = path.join(before, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
      journal.entries = journal.entries.filter((entry) => entry.tag < '0023');
      writeFileSync(journalPath, JSON.stringify(journal));
      const db = drizzle({ client, schema });
      await migrate(db, { migrationsFolder: before });

      await db.execute(
        sql`insert into daily_closes (date, usd, eur, source) values ('2026-04-13', 74447, 63717.03, 'seed')`,
      );
      // Three learners: preference EUR (shown in euros until now), GBP (shown in dollars), USD.
      await db.execute(sql`
        insert into users (username, email, password, first_name, last_name)
        select 'learner_' || n, 'learner' || n || '@example.com', 'hash', 'Ada', 'Lovelace'
        from generate_series(1, 3) as n`);
      await db.execute(sql`
        insert into user_preferences (user_id, default_currency) values (1, 'EUR'), (2, 'GBP'), (3, 'USD')`);
      await db.execute(sql`
        insert into savings_entries (user_id, client_id, month, amount)
        values (1, 'a', '2026-01', 100), (2, 'b', '2026-01', 200), (3, 'c', '2026-01', 300)`);
      await db.execute(sql`
        insert into treasury_goals (user_id, target_amount) values (1, 1000), (2, 2000)`);

      await migrate(db, { migrationsFolder: migrationsDir });

      expect(await db.select().from(dailyCloses)).toEqual([{ date: '2026-04-13', usd: 74447, source: 'seed' }]);
      const entries = await db
        .select({ userId: savingsEntries.userId, amount: savingsEntries.amount, currency: savingsEntries.currency })
        .from(savingsEntries)
        .orderBy(asc(savingsEntries.userId));
      expect(entries).toEqual([
        { userId: 1, amount: '100.00', currency: 'EUR' },
        { userId: 2, amount: '200.00', currency: 'USD' },
        { userId: 3, amount: '300.00', currency: 'USD' },
      ]);
      const goals = await db
        .select({ userId: treasuryGoals.userId, currency: treasuryGoals.currency })
        .from(treasuryGoals)
        .orderBy(asc(treasuryGoals.userId));
      expect(goals).toEqual([
        { userId: 1, currency: 'EUR' },
        { userId: 2, currency: 'USD' },
      ]);
      // The positive check holds on the dollar close alone.
      await expect(
        db.execute(sql`insert into daily_closes (date, usd, source) values ('2026-04-14', 0, 'seed')`),
      ).rejects.toThrow();
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
