import { and, asc, desc, gte, lte } from 'drizzle-orm';
import { dayNumber, isoDayFromNumber } from '@shared/domain/dates';
import type { HistoricalQuery, HistoricalResponse, PriceCurrency, PricePoint } from '@shared/schemas/price';
import type { Database } from '../db/client';
import { dailyCloses, type DailyCloseRow } from '../db/schema';
import type { DailyClose } from './price-seed';

export type { DailyClose } from './price-seed';

/** 3 parameters a row: far below Postgres' 65,535 bind parameters per statement. */
const INSERT_BATCH_SIZE = 1000;

/** Inserts closes from the provider not stored yet (ON CONFLICT DO NOTHING), in one transaction. */
async function insertLiveCloses(db: Database, rows: DailyClose[]): Promise<number> {
  if (rows.length === 0) return 0;
  return db.transaction(async (tx) => {
    let inserted = 0;
    for (let i = 0; i < rows.length; i += INSERT_BATCH_SIZE) {
      const batch = rows.slice(i, i + INSERT_BATCH_SIZE).map((row) => ({ ...row, source: 'live' }));
      const added = await tx
        .insert(dailyCloses)
        .values(batch)
        .onConflictDoNothing()
        .returning({ date: dailyCloses.date });
      inserted += added.length;
    }
    return inserted;
  });
}

interface PriceHistoryDeps {
  db: Database;
}

export function createPriceHistoryService({ db }: PriceHistoryDeps) {
  const priceColumn = (currency: PriceCurrency) => (currency === 'eur' ? dailyCloses.eur : dailyCloses.usd);

  async function latestDay(): Promise<string | null> {
    const [row] = await db
      .select({ date: dailyCloses.date })
      .from(dailyCloses)
      .orderBy(desc(dailyCloses.date))
      .limit(1);
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
      return insertLiveCloses(db, rows);
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

    range,
  };
}

export type PriceHistoryService = ReturnType<typeof createPriceHistoryService>;
