import { and, asc, desc, gte, lte, sql } from 'drizzle-orm';
import { dayNumber, isoDayFromNumber } from '@shared/domain/dates';
import type { HistoricalQuery, HistoricalResponse, PriceCurrency, PricePoint } from '@shared/schemas/price';
import type { Database } from '../db/client';
import { dailyCloses, type DailyCloseRow } from '../db/schema';
import { jsonBody, type JsonBody } from '../lib/json-body';
import type { FxRates } from './fx-rates';
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

/**
 * How long this instance trusts its idea of the stored series before asking the database again:
 * closes appended or corrected by another instance show here within this time. This instance's
 * own appends show at once.
 */
export const HISTORY_REVALIDATE_MS = 1000;
/** Answers kept per instance (one per distinct query: currency, days, from, to), least recent dropped first. */
const MAX_KEPT_ANSWERS = 64;

interface PriceHistoryDeps {
  db: Database;
  now: () => Date;
  /** Counts the stored USD closes in the other currencies (decision 059). */
  fx: FxRates;
}

export function createPriceHistoryService({ db, now, fx }: PriceHistoryDeps) {
  // The stored series' fingerprint (row count, last day, and sums that change with any value): one
  // aggregate query, read at most once per HISTORY_REVALIDATE_MS. The kept answers are keyed on it.
  let fingerprint: { value: string; readAt: number } | null = null;
  let fingerprintInFlight: Promise<string> | null = null;
  // Bumped by this instance's appends: a read that started before one is not kept.
  let generation = 0;
  const kept = new Map<string, { fingerprint: string; body: Promise<JsonBody> }>();

  async function readFingerprint(): Promise<string> {
    const [row] = await db
      .select({
        days: sql<string>`count(*)::text`,
        last: sql<string | null>`max(${dailyCloses.date})::text`,
        usd: sql<string | null>`sum(${dailyCloses.usd})::text`,
        // Weighted by the day, so that two corrections cannot cancel out in the plain sum.
        weighted: sql<string | null>`sum(${dailyCloses.usd} * (${dailyCloses.date} - date '2009-01-03'))::text`,
      })
      .from(dailyCloses);
    return row ? [row.days, row.last, row.usd, row.weighted].join('|') : '';
  }

  function currentFingerprint(): Promise<string> {
    const at = now().getTime();
    if (fingerprint && at - fingerprint.readAt < HISTORY_REVALIDATE_MS) return Promise.resolve(fingerprint.value);
    if (fingerprintInFlight) return fingerprintInFlight;
    const readFor = generation;
    const reading = readFingerprint()
      .then((value) => {
        if (readFor === generation) fingerprint = { value, readAt: at };
        return value;
      })
      .finally(() => {
        if (fingerprintInFlight === reading) fingerprintInFlight = null;
      });
    fingerprintInFlight = reading;
    return reading;
  }

  async function latestDay(): Promise<string | null> {
    const [row] = await db
      .select({ date: dailyCloses.date })
      .from(dailyCloses)
      .orderBy(desc(dailyCloses.date))
      .limit(1);
    return row?.date ?? null;
  }

  /**
   * Closes from `from` to `to` (both inclusive, either open), oldest first, in `currency`: the
   * stored USD close times the day's rate, days without a rate left out (fx-rates.ts).
   */
  async function range(currency: PriceCurrency, from: string | null, to: string | null): Promise<PricePoint[]> {
    const usd = await db
      .select({ date: dailyCloses.date, price: dailyCloses.usd })
      .from(dailyCloses)
      .where(and(from ? gte(dailyCloses.date, from) : undefined, to ? lte(dailyCloses.date, to) : undefined))
      .orderBy(asc(dailyCloses.date));
    return fx.convert(usd, currency);
  }

  /** The latest day a price can be shown in `currency`: the latest stored day, or the rates' last day if earlier. */
  async function latestCountableDay(currency: PriceCurrency): Promise<string | null> {
    const latest = await latestDay();
    const until = fx.countableUntil(currency);
    return latest !== null && until !== null && until < latest ? until : latest;
  }

  /**
   * GET /api/bitcoin/historical: the `days` calendar days ending at `to` or at the latest stored
   * day, or the range from..to (to defaulting to the latest stored day).
   */
  async function history(query: HistoricalQuery): Promise<HistoricalResponse> {
    let from = query.from;
    let to = query.to;
    const countableUntil = fx.countableUntil(query.currency);
    if (query.days !== null) {
      const end = to ?? (await latestCountableDay(query.currency));
      if (end === null) return { data: [], meta: { currency: query.currency, from: null, to: null, countableUntil } };
      to = end;
      from = isoDayFromNumber(dayNumber(end) - (query.days - 1));
    }
    const data = await range(query.currency, from, to);
    return {
      data,
      meta: {
        currency: query.currency,
        from: data[0]?.date ?? null,
        to: data[data.length - 1]?.date ?? null,
        countableUntil,
      },
    };
  }

  return {
    latestDay,
    latestCountableDay,

    /** The newest `count` stored closes, newest first. */
    async latestCloses(count: number): Promise<DailyCloseRow[]> {
      return db.select().from(dailyCloses).orderBy(desc(dailyCloses.date)).limit(count);
    },

    /** Adds closes fetched from the provider; days already stored are left as they are. */
    async appendLiveCloses(rows: DailyClose[]): Promise<number> {
      try {
        return await insertLiveCloses(db, rows);
      } finally {
        // This instance's kept answers are checked against the database on the next request.
        generation += 1;
        fingerprint = null;
        fingerprintInFlight = null;
      }
    },

    /**
     * GET /api/bitcoin/historical's answer (see history), kept serialised and compressed in this
     * instance and sent as is while the stored series is unchanged (see HISTORY_REVALIDATE_MS).
     */
    async historyBody(query: HistoricalQuery): Promise<JsonBody> {
      const current = await currentFingerprint();
      const key = `${query.currency}|${query.days ?? ''}|${query.from ?? ''}|${query.to ?? ''}`;
      const hit = kept.get(key);
      kept.delete(key);
      if (hit && hit.fingerprint === current) {
        kept.set(key, hit);
        return hit.body;
      }
      const entry = { fingerprint: current, body: history(query).then(jsonBody) };
      kept.set(key, entry);
      if (kept.size > MAX_KEPT_ANSWERS) kept.delete(kept.keys().next().value as string);
      entry.body.catch(() => {
        if (kept.get(key) === entry) kept.delete(key);
      });
      return entry.body;
    },

    range,
  };
}

export type PriceHistoryService = ReturnType<typeof createPriceHistoryService>;
