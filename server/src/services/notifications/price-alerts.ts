import { and, eq, exists, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import { DAY_MS, isoDayOf } from '@shared/domain/dates';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { dailyCloses, pushSubscriptions, userPreferences, users } from '../../db/schema';
import { defineJob, type NewJob } from '../jobs/define-job';
import type { JobQueue } from '../jobs/job-queue';
import type { PriceProvider } from '../price-provider';
import {
  priceMoveSchema,
  renderPriceAlert,
  type AlertCurrency,
  type NotificationMail,
  type PriceMove,
} from './email-templates';
import { priceAlertPushJob } from './push';

const PRICE_ALERT_EMAIL_JOB = 'email:price-alert';

/** The learner's address and switches now: an alert queued before a switch went off is not sent. */
async function alertRecipient(db: Database, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      emailOn: userPreferences.emailNotifications,
      priceAlerts: userPreferences.priceAlerts,
    })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  return { email: row.email, emailOn: row.emailOn ?? true, priceAlerts: row.priceAlerts ?? false };
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
    await deps.mail.send(job, who.email, renderPriceAlert(move, threshold, deps.mail.links(userId)));
  },
);

/** The price 24 hours before the quote: from the provider's 24 h change, else the stored close. */
async function earlierPrice(
  db: Database,
  currency: AlertCurrency,
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
  return { price: currency === 'USD' ? close.usd : close.eur, at: new Date(dayStart), from: 'stored-close' };
}

/**
 * The moves over 24 hours in USD and EUR: the latest price from the live provider (its short
 * timeout applies), the earlier one from its 24 h change or the stored daily close. Null when the
 * provider does not answer: no alert is sent on stored prices alone.
 */
export async function measureMoves(
  db: Database,
  provider: PriceProvider | null,
  now: Date,
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
  const moves: PriceMove[] = [];
  for (const currency of ['USD', 'EUR'] as const) {
    const fields = currency === 'USD' ? quote.usd : quote.eur;
    if (!(fields.price > 0)) continue;
    const earlier = await earlierPrice(db, currency, fields.price, fields.change24h, toAt);
    if (!earlier || !(earlier.price > 0)) continue;
    moves.push({
      currency,
      from: earlier.price,
      fromAt: earlier.at.toISOString(),
      to: fields.price,
      toAt: toAt.toISOString(),
      percent: ((fields.price - earlier.price) / earlier.price) * 100,
      provider: providerName,
      earlier: earlier.from,
    });
  }
  return moves;
}

/**
 * Claims the learners a move alerts, and queues their alert in one transaction: an email when their
 * email switch is on, a push to each of their browsers when push is on (decision 052), each channel
 * alone or both. The claim is a conditional UPDATE of last_price_alert_at (alerts on, a channel on,
 * threshold reached, no alert in the last 24 hours): the database, not memory, keeps it to one
 * alert per learner per 24 hours, whichever instance runs the check. Learners whose currency is EUR
 * get the EUR move, others USD.
 */
export async function queueAlerts(db: Database, queue: JobQueue, moves: PriceMove[], at: Date): Promise<number> {
  let queued = 0;
  const dayAgo = new Date(at.getTime() - DAY_MS);
  const hasPush = and(
    eq(userPreferences.pushNotifications, true),
    exists(db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userPreferences.userId))),
  );
  for (const move of moves) {
    const currencyMatch =
      move.currency === 'EUR' ? eq(userPreferences.defaultCurrency, 'EUR') : ne(userPreferences.defaultCurrency, 'EUR');
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
