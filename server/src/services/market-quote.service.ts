import { intlLocales, type Language } from '@shared/i18n/languages';
import { eq, isNull, lte, or } from 'drizzle-orm';
import { circulatingSupply } from '@shared/domain/bitcoin-supply';
import { dayNumber, isoDayFromNumber, isoDayOf } from '@shared/domain/dates';
import { priceProviderCredit } from '@shared/domain/price-data';
import { bitcoinMessages, type BitcoinPrice, type PriceCurrency } from '@shared/schemas/price';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import { marketSnapshots, type DailyCloseRow, type MarketSnapshotRow } from '../db/schema';
import { unavailable } from '../lib/errors';
import { jsonBody, type JsonBody } from '../lib/json-body';
import type { Logger } from '../lib/logger';
import { convertUsd } from '@shared/domain/fx-rates';
import type { FxRates, RateUsed } from './fx-rates';
import { ProviderError, type PriceProvider } from './price-provider';
import type { DailyClose, PriceHistoryService } from './price-history.service';

/**
 * GET /api/bitcoin/price. The live quote is stored in market_snapshots and reused for the refresh
 * interval. When it is stale, one caller refreshes it: in this process concurrent callers share one
 * promise (single flight), and across server instances the refresh lease in the database is
 * claimed by a conditional upsert, so the provider is called at most once per interval whoever
 * asks. A caller that does not win answers from what is stored. When the provider fails (or live
 * prices are off) the answer is the last stored price, marked isFallback, with no invented numbers.
 *
 * Each instance keeps the answer serialised (and compressed) per currency and sends it as is until
 * the database could say something new: at most PRICE_REVALIDATE_MS later (a quote or a close
 * stored by another instance shows within that time), and never past the moment the stored quote
 * needs refreshing, so the provider is still asked on time.
 */

const SNAPSHOT_ID = 'bitcoin';
/** Catching up missing daily closes is tried at most this often, and only when a day is missing. */
export const HISTORY_CATCH_UP_INTERVAL_MS = 60 * 60 * 1000;
/** The provider's free tier serves a year of daily history. */
const MAX_CATCH_UP_DAYS = 365;
/** How long an instance sends its kept price answer before reading the stored quote again. */
export const PRICE_REVALIDATE_MS = 1000;

interface MarketQuoteDeps {
  db: Database;
  config: AppConfig;
  logger: Logger;
  now: () => Date;
  provider: PriceProvider;
  history: PriceHistoryService;
  fx: FxRates;
}

/** A quote's figures in one currency. */
interface QuoteFields {
  price: number | null;
  change24h: number | null;
  marketCap: number | null;
  volume24h: number | null;
}

/**
 * The snapshot's columns for USD and EUR; the other currencies the provider quoted are in
 * other_quotes, and one it did not quote is the USD figure times the latest rate, labelled
 * (convertedFromUsd).
 */
const providerFigures: Partial<Record<PriceCurrency, (row: MarketSnapshotRow) => QuoteFields>> = {
  usd: (row) => ({
    price: row.priceUsd,
    change24h: row.change24hUsd,
    marketCap: row.marketCapUsd,
    volume24h: row.volume24hUsd,
  }),
  eur: (row) => ({
    price: row.priceEur,
    change24h: row.change24hEur,
    marketCap: row.marketCapEur,
    volume24h: row.volume24hEur,
  }),
};

const times = (value: number | null, rate: number) => (value === null ? null : value * rate);

/** The snapshot's figures in `currency`: the provider's own, or USD x the latest rate with that rate. */
function snapshotFigures(
  row: MarketSnapshotRow,
  currency: PriceCurrency,
  fx: FxRates,
): { fields: QuoteFields; converted: RateUsed | null } {
  const own = providerFigures[currency];
  if (own) return { fields: own(row), converted: null };
  const quoted = row.otherQuotes?.[currency];
  if (quoted && quoted.price > 0) return { fields: quoted, converted: null };
  const usd = (providerFigures.usd as (r: MarketSnapshotRow) => QuoteFields)(row);
  const latest = fx.latestRate(currency);
  if (!latest) return { fields: usd, converted: null };
  return {
    fields: {
      price: usd.price === null ? null : convertUsd(usd.price, latest.rate),
      // The same rate both days: the change in percent is the USD one.
      change24h: usd.change24h,
      marketCap: times(usd.marketCap, latest.rate),
      volume24h: times(usd.volume24h, latest.rate),
    },
    converted: latest,
  };
}

/**
 * Why the provider failed, for one log line: the failure's message and, for a network failure,
 * the system's reason ('Price provider could not be reached: connect ECONNREFUSED 127.0.0.1:9').
 */
function providerFailureReason(error: ProviderError): string {
  let cause: unknown = error.cause;
  // fetch wraps the socket's error: TypeError('fetch failed', { cause: Error('connect ECONNREFUSED ...') }).
  while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause;
  const code = cause instanceof Error ? (cause as { code?: unknown }).code : undefined;
  return typeof code === 'string' && cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** '2026-08-22 14:05 UTC'. */
const utcMinute = (at: Date) => `${isoDayOf(at)} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())} UTC`;

const spanishDay = new Intl.DateTimeFormat(intlLocales.es, { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The sentence a fallback answer carries, which the price card shows as it is, in the reader's
 * language (requestLanguage: the page's, sent as Accept-Language). Spanish dates by Intl in es-419.
 */
const fallbackWords = {
  en: {
    unavailable: 'Live price unavailable.',
    off: 'Live prices are turned off.',
    stored: (why: string, at: Date) => `${why} Showing the last stored price, from ${utcMinute(at)}.`,
    close: (why: string, day: string) => `${why} Showing the last stored price: the daily close of ${day} (UTC).`,
  },
  es: {
    unavailable: 'Precio en vivo no disponible.',
    off: 'Los precios en vivo están desactivados.',
    stored: (why: string, at: Date) =>
      `${why} Se muestra el último precio guardado, del ${spanishDay.format(at)}, ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())} UTC.`,
    close: (why: string, day: string) =>
      `${why} Se muestra el último precio guardado: el cierre diario del ${spanishDay.format(new Date(`${day}T00:00:00Z`))} (UTC).`,
  },
} satisfies Record<Language, unknown>;

/**
 * A stored USD close in `currency`: times the day's rate by the rule, or, when the rates end before
 * the day, times the latest rate, said in convertedFromUsd.
 */
function closeIn(row: DailyCloseRow, currency: PriceCurrency, fx: FxRates): { price: number; converted?: RateUsed } {
  const rate = fx.rateOnDay(currency, row.date);
  if (rate !== null) return { price: convertUsd(row.usd, rate) };
  const latest = fx.latestRate(currency);
  return latest ? { price: convertUsd(row.usd, latest.rate), converted: latest } : { price: row.usd };
}

/** The last stored daily close as the price, with the change from the day before when that close is stored. */
function closeAnswer(
  close: DailyCloseRow,
  previous: DailyCloseRow | undefined,
  currency: PriceCurrency,
  why: string,
  fx: FxRates,
  language: Language,
): BitcoinPrice {
  const { price, converted } = closeIn(close, currency, fx);
  const isDayBefore = previous !== undefined && previous.date === isoDayFromNumber(dayNumber(close.date) - 1);
  // The day before at the same rate, so the change is the market's, not the rate's.
  const before = isDayBefore
    ? converted
      ? convertUsd(previous.usd, converted.rate)
      : closeIn(previous, currency, fx).price
    : null;
  return {
    price,
    change24h: before === null ? null : ((price - before) / before) * 100,
    marketCap: price * circulatingSupply(close.date),
    volume24h: null,
    lastUpdated: `${close.date}T23:59:59.000Z`,
    currency,
    isFallback: true,
    message: fallbackWords[language].close(why, close.date),
    cached: false,
    ...(converted ? { convertedFromUsd: converted } : {}),
  };
}

export function createMarketQuoteService({ db, config, logger, now, provider, history, fx }: MarketQuoteDeps) {
  let refreshInFlight: Promise<boolean> | null = null;
  let historyInFlight: Promise<void> | null = null;
  /**
   * What this process last saw of the provider. Only changes are logged, one line each: a
   * provider that stays down for an hour of refreshes is one warning, not one per refresh.
   */
  let providerState: 'unknown' | 'up' | 'down' = 'unknown';

  function providerAnswered(): void {
    if (providerState === 'down') logger.info('price provider is back up');
    providerState = 'up';
  }

  function providerFailed(error: ProviderError): void {
    const reason = providerFailureReason(error);
    if (providerState === 'down') {
      logger.debug({ reason }, 'price provider still down');
      return;
    }
    providerState = 'down';
    logger.warn({ reason }, `price provider is down: ${error.message}; answering from stored prices`);
  }

  // Kept per currency and language (the fallback's sentence is in the reader's language).
  const kept = new Map<`${PriceCurrency}:${Language}`, { body: JsonBody; validUntil: number }>();
  const building = new Map<`${PriceCurrency}:${Language}`, Promise<JsonBody>>();

  async function readSnapshot(): Promise<MarketSnapshotRow | undefined> {
    const [row] = await db.select().from(marketSnapshots).where(eq(marketSnapshots.id, SNAPSHOT_ID));
    return row;
  }

  const ageMs = (snapshot: MarketSnapshotRow | undefined, at: Date) =>
    snapshot?.fetchedAt && snapshot.priceUsd !== null
      ? at.getTime() - snapshot.fetchedAt.getTime()
      : Number.POSITIVE_INFINITY;

  /** Claims a lease column for `durationMs` if it has expired; true for the one caller that wins. */
  async function claimLease(
    column: 'refreshLeaseUntil' | 'historyLeaseUntil',
    at: Date,
    durationMs: number,
  ): Promise<boolean> {
    const until = new Date(at.getTime() + durationMs);
    const lease = marketSnapshots[column];
    const claimed = await db
      .insert(marketSnapshots)
      .values({ id: SNAPSHOT_ID, [column]: until })
      .onConflictDoUpdate({
        target: marketSnapshots.id,
        set: { [column]: until },
        setWhere: or(isNull(lease), lte(lease, at)),
      })
      .returning({ id: marketSnapshots.id });
    return claimed.length > 0;
  }

  /** One provider call if this caller wins the lease; resolves true when a fresh quote was stored. */
  function refresh(at: Date): Promise<boolean> {
    refreshInFlight ??= (async () => {
      if (!(await claimLease('refreshLeaseUntil', at, config.priceRefreshMs))) return false;
      try {
        const quote = await provider.fetchQuote();
        providerAnswered();
        await db
          .update(marketSnapshots)
          .set({
            priceUsd: quote.usd.price,
            change24hUsd: quote.usd.change24h,
            marketCapUsd: quote.usd.marketCap,
            volume24hUsd: quote.usd.volume24h,
            priceEur: quote.eur.price,
            change24hEur: quote.eur.change24h,
            marketCapEur: quote.eur.marketCap,
            volume24hEur: quote.eur.volume24h,
            otherQuotes: quote.others,
            quotedAt: quote.quotedAt,
            fetchedAt: now(),
            lastError: null,
          })
          .where(eq(marketSnapshots.id, SNAPSHOT_ID));
        startHistoryCatchUp();
        return true;
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        providerFailed(error);
        await db.update(marketSnapshots).set({ lastError: error.message }).where(eq(marketSnapshots.id, SNAPSHOT_ID));
        return false;
      }
    })().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  /** Appends daily closes newer than the stored ones, in the background; failures are only logged. */
  function startHistoryCatchUp(): void {
    historyInFlight ??= catchUpHistory()
      .catch((error: unknown) => {
        if (error instanceof ProviderError) providerFailed(error);
        else logger.warn({ err: error }, 'catching up daily closes failed; will try again later');
      })
      .finally(() => {
        historyInFlight = null;
      });
  }

  async function catchUpHistory(): Promise<void> {
    const at = now();
    const yesterday = dayNumber(isoDayOf(at)) - 1;
    const latest = await history.latestDay();
    const latestDay = latest === null ? null : dayNumber(latest);
    if (latestDay !== null && latestDay >= yesterday) return;
    if (!(await claimLease('historyLeaseUntil', at, HISTORY_CATCH_UP_INTERVAL_MS))) return;
    const days = Math.min(MAX_CATCH_UP_DAYS, latestDay === null ? MAX_CATCH_UP_DAYS : yesterday - latestDay + 1);
    const usd = await provider.fetchDailyCloses('usd', days);
    const rows: DailyClose[] = [];
    for (const point of usd) {
      const day = dayNumber(point.date);
      if (day > yesterday || (latestDay !== null && day <= latestDay)) continue;
      rows.push({ date: point.date, usd: point.price });
    }
    const added = await history.appendLiveCloses(rows);
    if (added > 0)
      logger.info({ added, through: rows[rows.length - 1]?.date }, 'daily closes appended from the provider');
  }

  function liveAnswer(snapshot: MarketSnapshotRow, currency: PriceCurrency, cached: boolean): BitcoinPrice {
    const { fields, converted } = snapshotFigures(snapshot, currency, fx);
    const price = fields.price as number;
    const quotedAt = snapshot.quotedAt ?? (snapshot.fetchedAt as Date);
    return {
      price,
      change24h: fields.change24h,
      marketCap: fields.marketCap ?? price * circulatingSupply(isoDayOf(quotedAt)),
      volume24h: fields.volume24h,
      lastUpdated: quotedAt.toISOString(),
      currency,
      isFallback: false,
      cached,
      ...(converted ? { convertedFromUsd: converted } : {}),
    };
  }

  /** The newest stored price: the last live quote or the last daily close, whichever is later. */
  async function fallbackAnswer(
    snapshot: MarketSnapshotRow | undefined,
    currency: PriceCurrency,
    language: Language,
  ): Promise<BitcoinPrice> {
    const words = fallbackWords[language];
    const why = config.livePrices ? words.unavailable : words.off;
    const [close, previous] = await history.latestCloses(2);
    const snapshotPrice = snapshot ? snapshotFigures(snapshot, currency, fx).fields.price : null;
    const snapshotTime = snapshot?.fetchedAt ? (snapshot.quotedAt ?? snapshot.fetchedAt) : null;
    // A day's close is the price at the end of that UTC day.
    const closeTime = close ? (dayNumber(close.date) + 1) * 86_400_000 : null;

    if (
      snapshot &&
      snapshotPrice !== null &&
      snapshotTime &&
      (closeTime === null || snapshotTime.getTime() >= closeTime)
    ) {
      return {
        ...liveAnswer(snapshot, currency, false),
        isFallback: true,
        message: words.stored(why, snapshotTime),
      };
    }
    if (!close) throw unavailable(bitcoinMessages.fetchFailed);
    return closeAnswer(close, previous, currency, why, fx, language);
  }

  /** The answer at `at`, and until when it stays the answer unless the database changes. */
  async function priceAt(
    currency: PriceCurrency,
    at: Date,
    language: Language,
  ): Promise<{ price: BitcoinPrice; validUntil: number }> {
    let snapshot = await readSnapshot();
    let fetched = false;
    if (config.livePrices && ageMs(snapshot, at) >= config.priceRefreshMs) {
      fetched = await refresh(at);
      snapshot = await readSnapshot();
    }
    let validUntil = at.getTime() + PRICE_REVALIDATE_MS;
    // Ask again when the quote is due for a refresh (a failed or lost refresh: within PRICE_REVALIDATE_MS).
    const dueAt = snapshot?.fetchedAt ? snapshot.fetchedAt.getTime() + config.priceRefreshMs : null;
    if (config.livePrices && dueAt !== null && dueAt > at.getTime()) validUntil = Math.min(validUntil, dueAt);
    // The one caller that just fetched answers cached: false; the kept copy is the stored quote's.
    if (fetched) validUntil = at.getTime();
    // A quote another instance is refreshing right now is still live for a second interval.
    if (config.livePrices && snapshot && !snapshot.lastError && ageMs(snapshot, at) < 2 * config.priceRefreshMs) {
      return { price: liveAnswer(snapshot, currency, !fetched), validUntil };
    }
    return { price: await fallbackAnswer(snapshot, currency, language), validUntil };
  }

  return {
    /** GET /api/bitcoin/provider: the configured live provider (from PRICE_API_URL) and its credit. */
    provider: priceProviderCredit(config.priceApiUrl),

    /** GET /api/bitcoin/price's answer, serialised and compressed, kept per currency (see above). */
    priceBody(currency: PriceCurrency, language: Language = 'en'): Promise<JsonBody> {
      const at = now();
      const key = `${currency}:${language}` as const;
      const hit = kept.get(key);
      if (hit && at.getTime() < hit.validUntil) return Promise.resolve(hit.body);
      const inFlight = building.get(key);
      if (inFlight) return inFlight;
      const build = (async () => {
        const { price, validUntil } = await priceAt(currency, at, language);
        const body = await jsonBody(price);
        // Unchanged answer: keep the same bytes and ETag.
        const same = hit && hit.body.etag === body.etag ? hit.body : body;
        kept.set(key, { body: same, validUntil });
        return same;
      })().finally(() => {
        building.delete(key);
      });
      building.set(key, build);
      return build;
    },

    /** Resolves when no refresh or catch-up started by this process is running (tests, shutdown). */
    async idle(): Promise<void> {
      while (refreshInFlight || historyInFlight) await Promise.allSettled([refreshInFlight, historyInFlight]);
    },
  };
}

export type MarketQuoteService = ReturnType<typeof createMarketQuoteService>;
