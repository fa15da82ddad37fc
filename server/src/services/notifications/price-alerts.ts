import { and, eq, exists, inArray, isNull, lte, or } from 'drizzle-orm';
import { currencyCodes, type CurrencyCode } from '@shared/domain/fx-currencies';
import type { PriceCurrency } from '@shared/schemas/price';
import { DAY_MS, isoDayOf } from '@shared/domain/dates';
import { z } from 'zod';
import { defaultLanguage, isLanguage } from '@shared/i18n/languages';
import type { Database } from '../../db/client';
import { dailyCloses, pushSubscriptions, userPreferences, users } from '../../db/schema';
import { defineJob, type NewJob } from '../jobs/define-job';
import type { JobQueue } from '../jobs/job-queue';
import type { FxRates } from '../fx-rates';
import type { PriceProvider, ProviderQuoteFields } from '../price-provider';
import { priceMoveSchema, renderPriceAlert, type NotificationMail, type PriceMove } from './email-templates';
import { priceAlertPushJob } from './push';

const PRICE_ALERT_EMAIL_JOB = 'email:price-alert';

/** The learner's address and switches now: an alert queued before a switch went off is not sent. */
async function alertRecipient(db: Database, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      emailOn: userPreferences.emailNotifications,
      priceAlerts: userPreferences.priceAlerts,
      language: userPreferences.language,
    })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    email: row.email,
    emailOn: row.emailOn ?? true,
    priceAlerts: row.priceAlerts ?? false,
    language: isLanguage(row.language) ? row.language : defaultLanguage,
  };
}

/** One learner's price alert email. */
export const priceAlertEmailJob = defineJob(
  PRICE_ALERT_EMAIL_JOB,
  z.object({ userId: z.number().int().positive(), threshold: z.number(), move: priceMoveSchema }),
  async (job, deps: { db: Database; mail: NotificationMail }) => {
    const { userId, threshold, move } = job.payload;
    const who = await alertRecipient(deps.db, userId);
    // Switched off since the alert was queued (or the account is gone): nothing is sent.
    if (!who?.emailOn || !who.priceAlerts) return;
    await deps.mail.send(
      job,
      who.email,
      renderPriceAlert(move, threshold, deps.mail.links(userId, who.language), who.language),
    );
  },
);

/** The price 24 hours before the quote, in USD: from the provider's 24 h change, else the stored close. */
async function earlierPrice(
  db: Database,
  price: number,
  change24h: number | null,
  quotedAt: Date,
): Promise<{ price: number; at: Date; from: 'provider-change' | 'stored-close' } | null> {
  if (change24h !== null && Number.isFinite(change24h) && change24h > -100) {
    return { price: price / (1 + change24h / 100), at: new Date(quotedAt.getTime() - DAY_MS), from: 'provider-change' };
  }
  // The close of day D is the price at 00:00 UTC of D+1: the latest close at least 24 hours old.
  const dayStart = Math.floor((quotedAt.getTime() - DAY_MS) / DAY_MS) * DAY_MS;
  const [close] = await db
    .select()
    .from(dailyCloses)
    .where(eq(dailyCloses.date, isoDayOf(new Date(dayStart - DAY_MS))));
  if (!close) return null;
  return { price: close.usd, at: new Date(dayStart), from: 'stored-close' };
}

type Earlier = NonNullable<Awaited<ReturnType<typeof earlierPrice>>>;

/** The provider's own figure in a currency is used when it has a price and a 24 h change. */
const usable = (fields: ProviderQuoteFields | undefined): fields is ProviderQuoteFields =>
  fields !== undefined &&
  fields.price > 0 &&
  fields.change24h !== null &&
  Number.isFinite(fields.change24h) &&
  fields.change24h > -100;

/**
 * The moves over 24 hours in every offered currency: the latest price from the live provider (its
 * short timeout applies), the earlier one from its 24 h change or the stored daily close. A
 * currency the provider quotes with a 24 h change is its own figures; any other is the USD move
 * times the latest bundled rate, both prices at the same rate, and says so (convertedFromUsd). Null when the provider does not answer: no alert is
 * sent on stored prices alone.
 */
export async function measureMoves(
  db: Database,
  provider: PriceProvider | null,
  now: Date,
  fx: FxRates,
  /** The provider's name as its credit gives it (priceProviderCredit of PRICE_API_URL). */
  providerName = 'the market-data provider',
): Promise<PriceMove[] | null> {
  if (!provider) return null;
  let quote;
  try {
    quote = await provider.fetchQuote();
  } catch {
    return null;
  }
  const toAt = quote.quotedAt && quote.quotedAt <= now ? quote.quotedAt : now;
  if (!(quote.usd.price > 0)) return [];
  const usdEarlier = await earlierPrice(db, quote.usd.price, quote.usd.change24h, toAt);
  if (!usdEarlier || !(usdEarlier.price > 0)) return [];
  const move = (currency: CurrencyCode, from: number, to: number, earlier: Earlier): PriceMove => ({
    currency,
    from,
    fromAt: earlier.at.toISOString(),
    to,
    toAt: toAt.toISOString(),
    percent: ((to - from) / from) * 100,
    provider: providerName,
    earlier: earlier.from,
  });
  const moves: PriceMove[] = [move('USD', usdEarlier.price, quote.usd.price, usdEarlier)];
  const quoted: Partial<Record<PriceCurrency, ProviderQuoteFields>> = { ...quote.others, eur: quote.eur };
  for (const currency of currencyCodes) {
    if (currency === 'USD') continue;
    const code = currency.toLowerCase() as PriceCurrency;
    const own = quoted[code];
    if (usable(own)) {
      const earlier = await earlierPrice(db, own.price, own.change24h, toAt);
      if (earlier) moves.push(move(currency, earlier.price, own.price, earlier));
      continue;
    }
    const latest = fx.latestRate(code);
    if (!latest) continue;
    moves.push({
      ...move(currency, usdEarlier.price * latest.rate, quote.usd.price * latest.rate, usdEarlier),
      convertedFromUsd: latest,
    });
  }
  return moves;
}

/**
 * Claims the learners a move alerts, and queues their alert in one transaction: an email when their
 * email switch is on, a push to each of their browsers when push is on (decision 052), each channel
 * alone or both. The claim is a conditional UPDATE of last_price_alert_at (alerts on, a channel on,
 * threshold reached, no alert in the last 24 hours): the database, not memory, keeps it to one
 * alert per learner per 24 hours, whichever instance runs the check. Each learner gets the move in
 * their preferred currency.
 */
export async function queueAlerts(db: Database, queue: JobQueue, moves: PriceMove[], at: Date): Promise<number> {
  let queued = 0;
  const dayAgo = new Date(at.getTime() - DAY_MS);
  const hasPush = and(
    eq(userPreferences.pushNotifications, true),
    exists(db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userPreferences.userId))),
  );
  for (const move of moves) {
    const currencyMatch = eq(userPreferences.defaultCurrency, move.currency);
    queued += await db.transaction(async (tx) => {
      const claimed = await tx
        .update(userPreferences)
        .set({ lastPriceAlertAt: at })
        .where(
          and(
            eq(userPreferences.priceAlerts, true),
            or(eq(userPreferences.emailNotifications, true), hasPush),
            lte(userPreferences.priceAlertThreshold, Math.floor(Math.abs(move.percent))),
            or(isNull(userPreferences.lastPriceAlertAt), lte(userPreferences.lastPriceAlertAt, dayAgo)),
            currencyMatch,
          ),
        )
        .returning({
          userId: userPreferences.userId,
          threshold: userPreferences.priceAlertThreshold,
          email: userPreferences.emailNotifications,
          push: userPreferences.pushNotifications,
        });
      const jobs: NewJob[] = claimed
        .filter((learner) => learner.email)
        .map(({ userId, threshold }) =>
          priceAlertEmailJob.job(
            { userId, threshold, move: { ...move } },
            { dedupeKey: `price-alert:${userId}:${at.toISOString()}` },
          ),
        );
      const pushTo = claimed.filter((learner) => learner.push).map((learner) => learner.userId);
      const browsers =
        pushTo.length === 0
          ? []
          : await tx
              .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
              .from(pushSubscriptions)
              .where(inArray(pushSubscriptions.userId, pushTo));
      for (const { id, userId } of browsers) {
        jobs.push(
          priceAlertPushJob.job(
            { userId, subscriptionId: id, move: { ...move } },
            { dedupeKey: `price-alert-push:${id}:${at.toISOString()}` },
          ),
        );
      }
      return queue.enqueueMany(jobs, tx);
    });
  }
  return queued;
}
