import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, desc, gte, lte, sql } from 'drizzle-orm';
import { calculateDca, dcaMessages, dcaWindowStart } from '@shared/domain/dca';
import {
  dayNumber,
  dcaInputMessages,
  isoDayFromNumber,
  type DcaRequest,
  type DcaResult,
  type HistoricalQuery,
  type HistoricalResponse,
  type PriceCurrency,
  type PricePoint,
} from '@shared/schemas/bitcoin';
import type { Database } from '../db/client';
import { dailyCloses, type DailyCloseRow } from '../db/schema';
import { badRequest, unavailable } from '../lib/errors';
import type { Logger } from '../lib/logger';
import { dataAssetsDir } from '../lib/project-paths';

export const SEED_CSV_PATH = path.join(dataAssetsDir, 'btc-daily-close.csv');
const SEED_HEADER = 'date,close_usd,close_eur';
/** 3 parameters a row: far below Postgres' 65,535 bind parameters per statement. */
const INSERT_BATCH_SIZE = 1000;

export interface DailyClose {
  date: string;
  usd: number;
  eur: number;
}

export interface SeedReport {
  /** Valid rows in the CSV. */
  rows: number;
  /** Rows added by this run (0 when already seeded). */
  inserted: number;
  /** Rows skipped as invalid input. */
  invalid: number;
  /** True when every CSV day was already stored and nothing was written. */
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
    const [date = '', usdText = '', eurText = ''] = line.split(',').map((cell) => cell.trim());
    const usd = Number(usdText);
    const eur = Number(eurText);
    const valid =
      Number.isFinite(dayNumber(date)) &&
      !seen.has(date) &&
      usdText !== '' &&
      eurText !== '' &&
      Number.isFinite(usd) &&
      Number.isFinite(eur) &&
      usd > 0 &&
      eur > 0;
    if (!valid) {
      invalid.push(line);
      continue;
    }
    seen.add(date);
    rows.push({ date, usd, eur });
  }
  return { rows, invalid };
}

/** Inserts rows not stored yet (ON CONFLICT DO NOTHING), in batches, in one transaction. */
async function insertCloses(db: Database, rows: DailyClose[], source: 'seed' | 'live'): Promise<number> {
  if (rows.length === 0) return 0;
  return db.transaction(async (tx) => {
    let inserted = 0;
    for (let i = 0; i < rows.length; i += INSERT_BATCH_SIZE) {
      const batch = rows.slice(i, i + INSERT_BATCH_SIZE).map((row) => ({ ...row, source }));
      const added = await tx.insert(dailyCloses).values(batch).onConflictDoNothing().returning({ date: dailyCloses.date });
      inserted += added.length;
    }
    return inserted;
  });
}

/**
 * Loads the bundled daily closes into daily_closes, idempotently. When every CSV day is already
 * stored (one count query), nothing is written, so a restart is quick.
 */
export async function seedDailyCloses(options: { db: Database; logger: Logger; csvPath?: string }): Promise<SeedReport> {
  const { db, logger } = options;
  const { rows, invalid } = parseSeedCsv(await readFile(options.csvPath ?? SEED_CSV_PATH, 'utf8'));
  if (invalid.length > 0) {
    logger.warn({ count: invalid.length, examples: invalid.slice(0, 5) }, 'seed CSV rows skipped as invalid (bad date or value <= 0)');
  }
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) return { rows: 0, inserted: 0, invalid: invalid.length, alreadySeeded: true };

  // The CSV has one row per day, so if as many days are stored in its range, all of them are.
  const [stored] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(dailyCloses)
    .where(and(gte(dailyCloses.date, first.date), lte(dailyCloses.date, last.date)));
  const sorted = rows.every((row, i) => i === 0 || (rows[i - 1] as DailyClose).date < row.date);
  const span = dayNumber(last.date) - dayNumber(first.date) + 1;
  if (sorted && span === rows.length && (stored?.count ?? 0) >= rows.length) {
    return { rows: rows.length, inserted: 0, invalid: invalid.length, alreadySeeded: true };
  }
  const inserted = await insertCloses(db, rows, 'seed');
  logger.info({ inserted, rows: rows.length }, 'daily closes seeded');
  return { rows: rows.length, inserted, invalid: invalid.length, alreadySeeded: false };
}

interface PriceHistoryDeps {
  db: Database;
}

export function createPriceHistoryService({ db }: PriceHistoryDeps) {
  const priceColumn = (currency: PriceCurrency) => (currency === 'eur' ? dailyCloses.eur : dailyCloses.usd);

  async function latestDay(): Promise<string | null> {
    const [row] = await db.select({ date: dailyCloses.date }).from(dailyCloses).orderBy(desc(dailyCloses.date)).limit(1);
    return row?.date ?? null;
  }

  /** Closes from `from` to `to` (both inclusive, either open), oldest first. */
  async function range(currency: PriceCurrency, from: string | null, to: string | null): Promise<PricePoint[]> {
    return db
      .select({ date: dailyCloses.date, price: priceColumn(currency) })
      .from(dailyCloses)
      .where(and(from ? gte(dailyCloses.date, from) : undefined, to ? lte(dailyCloses.date, to) : undefined))
      .orderBy(asc(dailyCloses.date));
  }

  return {
    latestDay,

    /** The newest `count` stored closes, newest first. */
    async latestCloses(count: number): Promise<DailyCloseRow[]> {
      return db.select().from(dailyCloses).orderBy(desc(dailyCloses.date)).limit(count);
    },

    /** Adds closes fetched from the provider; days already stored are left as they are. */
    appendLiveCloses(rows: DailyClose[]): Promise<number> {
      return insertCloses(db, rows, 'live');
    },

    /**
     * GET /api/bitcoin/historical: the `days` calendar days ending at `to` or at the latest stored
     * day, or the range from..to (to defaulting to the latest stored day).
     */
    async history(query: HistoricalQuery): Promise<HistoricalResponse> {
      let from = query.from;
      let to = query.to;
      if (query.days !== null) {
        const end = to ?? (await latestDay());
        if (end === null) return { data: [], meta: { currency: query.currency, from: null, to: null } };
        to = end;
        from = isoDayFromNumber(dayNumber(end) - (query.days - 1));
      }
      const data = await range(query.currency, from, to);
      return {
        data,
        meta: { currency: query.currency, from: data[0]?.date ?? null, to: data[data.length - 1]?.date ?? null },
      };
    },

    /**
     * POST /api/bitcoin/dca: the shared calculator on the stored series, for a signed-in user.
     * The calculator's DcaError (a user-facing text such as 'No historical data available')
     * reaches the error handler as a 400.
     *
     * Free-tier counting is not done here: the project's one access gate is
     * shared/domain/feature-access.ts with UsageService.recordUse(user, 'dca_calculator')
     * (402 when the month's uses are gone) and the client's FeatureGate. Wiring this endpoint
     * to it belongs to the tiers issue.
     */
    async calculateDcaForUser(userId: number, input: DcaRequest): Promise<DcaResult> {
      const latest = await latestDay();
      if (latest === null) throw unavailable(dcaMessages.calculationFailed(dcaMessages.noData));
      // A start after the latest day still loads that day, so the calculator reports what it
      // reports for the whole series (no portfolio values), not "no data".
      const start = dcaWindowStart(input, latest);
      const series = await range(input.currency, start !== null && start > latest ? latest : start, null);
      const result = calculateDca(series, input);
      // null means "no calculation" (amount not positive); dcaRequestSchema already refuses that.
      if (!result) throw badRequest(dcaInputMessages.amountPositive);
      return result;
    },
  };
}

export type PriceHistoryService = ReturnType<typeof createPriceHistoryService>;
