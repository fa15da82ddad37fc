import { avg, count, desc, eq } from 'drizzle-orm';
import { priceRangeCounts, topChoices, willPayCount } from '@shared/domain/beta-feedback-stats';
import {
  frustrations,
  mostValuableFeatures,
  type BetaFeedback,
  type BetaFeedbackReceipt,
  type BetaFeedbackRecord,
  type FeedbackList,
  type FeedbackSummary,
} from '@shared/schemas/beta';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { betaFeedback } from '../db/schema';

type FeedbackRow = typeof betaFeedback.$inferSelect;

/** The user agent is kept to this many characters. */
const USER_AGENT_MAX = 500;

function toRecord(row: FeedbackRow): BetaFeedbackRecord {
  return {
    id: row.id,
    feedbackId: row.feedbackId,
    userId: row.userId,
    rating: row.rating,
    featuresArray: row.featuresArray,
    comments: row.comments,
    email: row.email,
    paymentLikelihood: row.paymentLikelihood,
    pricingThoughts: row.pricingThoughts,
    mostValuableFeature: row.mostValuableFeature,
    biggestFriction: row.biggestFriction,
    betaVersion: row.betaVersion,
    userAgent: row.userAgent,
    deployment: row.deployment,
    ipAddress: row.ipAddress,
    submittedAt: row.submittedAt.toISOString(),
  };
}

/** Who sent it, as the server saw the request (never taken from the body). */
export interface FeedbackSender {
  userId: number | null;
  userAgent: string | undefined;
  ipAddress: string;
}

/** Beta feedback: stored once per feedbackId, read back by the admin dashboard. */
export function createFeedbackService({ db, now }: { db: Database; now: () => Date }) {
  async function countsBy(column: PgColumn): Promise<Map<string, number>> {
    const rows = await db.select({ value: column, count: count() }).from(betaFeedback).groupBy(column);
    return new Map(rows.map((row) => [String(row.value), row.count]));
  }

  return {
    /**
     * Stores a submission. Without an email it is anonymous, as the dialog promises: neither the
     * account, nor the network address, nor the user agent is stored with it (the per-address
     * limit still counts the request in `rate_limits`, deleted when its window ends). With an
     * email, the sender's account (when signed in), user agent and address are kept with it.
     * The same feedbackId sent again (a retry after a lost answer) stores
     * nothing new: `created` is false and the receipt is the first one's.
     */
    async submit(
      input: BetaFeedback,
      sender: FeedbackSender,
    ): Promise<{ receipt: BetaFeedbackReceipt; created: boolean }> {
      const anonymous = input.email === null;
      const [inserted] = await db
        .insert(betaFeedback)
        .values({
          userId: anonymous ? null : sender.userId,
          feedbackId: input.feedbackId,
          rating: input.rating,
          featuresArray: input.featuresArray,
          comments: input.comments,
          email: input.email,
          paymentLikelihood: input.paymentLikelihood,
          pricingThoughts: input.pricingThoughts,
          mostValuableFeature: input.mostValuableFeature,
          biggestFriction: input.biggestFriction,
          betaVersion: input.betaVersion,
          deployment: input.deployment,
          userAgent: !anonymous && sender.userAgent ? sender.userAgent.slice(0, USER_AGENT_MAX) : null,
          ipAddress: anonymous ? null : sender.ipAddress,
          submittedAt: now(),
        })
        .onConflictDoNothing({ target: betaFeedback.feedbackId })
        .returning({ feedbackId: betaFeedback.feedbackId, submittedAt: betaFeedback.submittedAt });
      const row =
        inserted ??
        (
          await db
            .select({ feedbackId: betaFeedback.feedbackId, submittedAt: betaFeedback.submittedAt })
            .from(betaFeedback)
            .where(eq(betaFeedback.feedbackId, input.feedbackId))
        )[0];
      if (!row) throw new Error(`Feedback ${input.feedbackId} was neither stored nor found`);
      return {
        receipt: { feedbackId: row.feedbackId, submittedAt: row.submittedAt.toISOString() },
        created: inserted !== undefined,
      };
    },

    /** One page of submissions, newest first. */
    async list({ page, pageSize }: { page: number; pageSize: number }): Promise<FeedbackList> {
      const [totals] = await db.select({ total: count() }).from(betaFeedback);
      const total = totals?.total ?? 0;
      const rows = await db
        .select()
        .from(betaFeedback)
        .orderBy(desc(betaFeedback.submittedAt), desc(betaFeedback.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return {
        data: rows.map(toRecord),
        meta: { page, pageSize, total, pages: Math.ceil(total / pageSize) },
      };
    },

    /** Every submission, newest first (the CSV export). */
    async all(): Promise<BetaFeedbackRecord[]> {
      const rows = await db.select().from(betaFeedback).orderBy(desc(betaFeedback.submittedAt), desc(betaFeedback.id));
      return rows.map(toRecord);
    },

    /** The dashboard's cards, counted by the database over every submission. */
    async summary(): Promise<FeedbackSummary> {
      const [overall] = await db
        .select({
          total: count(),
          averageRating: avg(betaFeedback.rating),
          withEmail: count(betaFeedback.email),
        })
        .from(betaFeedback);
      const [ranges, valuable, frictions] = await Promise.all([
        countsBy(betaFeedback.paymentLikelihood),
        countsBy(betaFeedback.mostValuableFeature),
        countsBy(betaFeedback.biggestFriction),
      ]);
      const average = overall?.averageRating === null || overall === undefined ? null : Number(overall.averageRating);
      return {
        total: overall?.total ?? 0,
        averageRating: average === null ? null : Math.round(average * 10) / 10,
        withEmail: overall?.withEmail ?? 0,
        willPay: willPayCount(ranges),
        priceRanges: priceRangeCounts(ranges),
        mostValuableFeatures: topChoices(mostValuableFeatures, valuable),
        biggestFrictions: topChoices(frustrations, frictions),
      };
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
