import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, gt, gte, lt, lte, or, sql } from 'drizzle-orm';
import { dayNumber } from '@shared/domain/dates';
import type { Database } from '../db/client';
import { dailyCloses } from '../db/schema';
import type { Logger } from '../lib/logger';
import { dataAssetsDir } from '../lib/project-paths';
import { pluralize } from '@shared/domain/plural';

/**
 * The bundled daily closes (server/data/btc-daily-close.csv) and the start-up step that brings
 * daily_closes in line with them:
 * - days missing from the table are added with source 'seed';
 * - days that came from the file (source 'seed') and differ from it now are corrected;
 * - days that came from a file (source 'seed') and lie outside this file's first..last day are
 *   removed: the history starts where the file starts (2012-01-01 since issue 46), and a seeded
 *   day the file no longer holds is gone (the live provider fills recent days again);
 * - days the live provider wrote (source 'live') are never overwritten or removed by the file.
 * All of it in one transaction. A start with nothing to change costs one checksum query: an md5
 * over the stored 'seed' rows of the file's range, compared with the same md5 computed from the
 * file (the days stored as 'live' left out), plus a count of 'seed' rows outside the file's
 * range, and writes nothing.
 */

export const SEED_CSV_PATH = path.join(dataAssetsDir, 'btc-daily-close.csv');
const SEED_HEADER = 'date,close_usd';
/** 3 parameters a row: far below Postgres' 65,535 bind parameters per statement. */
const WRITE_BATCH_SIZE = 1000;

/** A day's close in US dollars (other currencies are counted from it: services/fx-rates.ts). */
export interface DailyClose {
  date: string;
  usd: number;
}

export interface SeedReport {
  /** Valid rows in the CSV. */
  rows: number;
  /** Rows added by this run. */
  inserted: number;
  /** Stored 'seed' rows whose values this run corrected to the file's. */
  corrected: number;
  /** Stored 'seed' rows dated before the file's first day or after its last, removed by this run. */
  removed: number;
  /** Rows skipped as invalid input. */
  invalid: number;
  /** True when the table already matched the file and nothing was written. */
  alreadySeeded: boolean;
}

/** Reads the seed CSV; rows with a bad date, a repeated date or a value <= 0 are returned apart. */
export function parseSeedCsv(text: string): { rows: DailyClose[]; invalid: string[] } {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines[0]?.trim() !== SEED_HEADER) throw new Error(`Seed CSV must start with the header "${SEED_HEADER}"`);
  const rows: DailyClose[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  for (const line of lines.slice(1)) {
    const [date = '', usdText = ''] = line.split(',').map((cell) => cell.trim());
    const usd = Number(usdText);
    const valid =
      Number.isFinite(dayNumber(date)) && !seen.has(date) && usdText !== '' && Number.isFinite(usd) && usd > 0;
    if (!valid) {
      invalid.push(line);
      continue;
    }
    seen.add(date);
    rows.push({ date, usd });
  }
  rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { rows, invalid };
}

/**
 * One text per row, the same on both sides of the checksum: the day, and each value as the
 * shortest decimal that reads back as the same double (JavaScript's String(number) and
 * Postgres' float8 output agree on that for prices).
 */
const checksumLine = (row: DailyClose) => `${row.date},${String(row.usd)}`;

function fileChecksum(rows: DailyClose[], liveDays: Set<string>): string {
  const hash = createHash('md5');
  let first = true;
  for (const row of rows) {
    if (liveDays.has(row.date)) continue;
    hash.update(first ? checksumLine(row) : `;${checksumLine(row)}`);
    first = false;
  }
  return hash.digest('hex');
}

interface StoredState {
  checksum: string;
  liveDays: Set<string>;
  /** 'seed' rows dated before the file's first day or after its last. */
  seedOutside: number;
}

/**
 * The md5 of the stored 'seed' rows in [first, last], the days in it the provider wrote, and how
 * many 'seed' rows lie outside it.
 */
async function storedState(db: Database, first: string, last: string): Promise<StoredState> {
  const [row] = await db
    .select({
      checksum: sql<string>`md5(coalesce(string_agg(
        to_char(${dailyCloses.date}, 'YYYY-MM-DD') || ',' || ${dailyCloses.usd}::float8::text,
        ';' order by ${dailyCloses.date}
      ) filter (where ${dailyCloses.source} = 'seed'), ''))`,
      liveDays: sql<
        string[] | null
      >`array_agg(to_char(${dailyCloses.date}, 'YYYY-MM-DD')) filter (where ${dailyCloses.source} = 'live')`,
    })
    .from(dailyCloses)
    .where(and(gte(dailyCloses.date, first), lte(dailyCloses.date, last)));
  const [outside] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(dailyCloses)
    .where(outsideSeedRows(first, last));
  return { checksum: row?.checksum ?? '', liveDays: new Set(row?.liveDays ?? []), seedOutside: outside?.count ?? 0 };
}

/** 'seed' rows dated outside [first, last]. */
const outsideSeedRows = (first: string, last: string) =>
  and(eq(dailyCloses.source, 'seed'), or(lt(dailyCloses.date, first), gt(dailyCloses.date, last)));

/**
 * Removes 'seed' rows outside the file's range, adds missing days and corrects differing 'seed'
 * rows, in one transaction.
 */
async function applySeed(
  db: Database,
  rows: DailyClose[],
  first: string,
  last: string,
): Promise<{ inserted: number; corrected: number; removed: number }> {
  return db.transaction(async (tx) => {
    const gone = await tx.delete(dailyCloses).where(outsideSeedRows(first, last)).returning({ date: dailyCloses.date });
    const stored = await tx
      .select({ date: dailyCloses.date, usd: dailyCloses.usd, source: dailyCloses.source })
      .from(dailyCloses)
      .where(and(gte(dailyCloses.date, first), lte(dailyCloses.date, last)));
    const byDate = new Map(stored.map((row) => [row.date, row]));
    const missing: DailyClose[] = [];
    const changed: DailyClose[] = [];
    for (const row of rows) {
      const current = byDate.get(row.date);
      if (!current) missing.push(row);
      else if (current.source === 'seed' && Number(current.usd) !== row.usd) changed.push(row);
    }
    let inserted = 0;
    for (let i = 0; i < missing.length; i += WRITE_BATCH_SIZE) {
      const batch = missing.slice(i, i + WRITE_BATCH_SIZE).map((row) => ({ ...row, source: 'seed' }));
      const added = await tx
        .insert(dailyCloses)
        .values(batch)
        .onConflictDoNothing()
        .returning({ date: dailyCloses.date });
      inserted += added.length;
    }
    for (let i = 0; i < changed.length; i += WRITE_BATCH_SIZE) {
      const values = sql.join(
        changed.slice(i, i + WRITE_BATCH_SIZE).map((row) => sql`(${row.date}::date, ${String(row.usd)}::numeric)`),
        sql`, `,
      );
      // Read in this transaction as 'seed' rows, so each of them is updated.
      await tx.execute(sql`
        update ${dailyCloses} set usd = v.usd
        from (values ${values}) as v(date, usd)
        where ${dailyCloses.date} = v.date and ${dailyCloses.source} = 'seed'
      `);
    }
    const corrected = changed.length;
    return { inserted, corrected, removed: gone.length };
  });
}

/**
 * Brings daily_closes in line with the bundled file (see the top of this file). Logs one line
 * saying how many rows were added, corrected and removed (all 0 on a start with nothing to change).
 */
export async function seedDailyCloses(options: {
  db: Database;
  logger: Logger;
  csvPath?: string;
}): Promise<SeedReport> {
  const { db, logger } = options;
  const { rows, invalid } = parseSeedCsv(await readFile(options.csvPath ?? SEED_CSV_PATH, 'utf8'));
  if (invalid.length > 0) {
    logger.warn(
      { count: invalid.length, examples: invalid.slice(0, 5) },
      'seed CSV rows skipped as invalid (bad date or value <= 0)',
    );
  }
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last)
    return { rows: 0, inserted: 0, corrected: 0, removed: 0, invalid: invalid.length, alreadySeeded: true };

  const state = await storedState(db, first.date, last.date);
  const alreadySeeded = state.seedOutside === 0 && state.checksum === fileChecksum(rows, state.liveDays);
  const { inserted, corrected, removed } = alreadySeeded
    ? { inserted: 0, corrected: 0, removed: 0 }
    : await applySeed(db, rows, first.date, last.date);
  logger.info(
    { rows: rows.length, inserted, corrected, removed, invalid: invalid.length },
    `price history ready from the bundled file: ${pluralize(inserted, 'row')} added, ${pluralize(corrected, 'row')} corrected, ${pluralize(removed, 'row')} outside ${first.date}..${last.date} removed`,
  );
  return { rows: rows.length, inserted, corrected, removed, invalid: invalid.length, alreadySeeded };
}
