import { and, eq, sql } from 'drizzle-orm';
import {
  featureAccess,
  FREE_MONTHLY_LIMITS,
  hasPremiumAccess,
  meteredFeatureLabels,
  usageMessages,
  usageMonth,
  type LearnerSubject,
} from '@shared/domain/feature-access';
import { usageExhaustedEs } from '@shared/content/es/usage';
import type { Language } from '@shared/i18n/languages';
import type { BetaConfig } from '@shared/schemas/beta';
import { meteredFeatures, usedAtProblem, type FeatureAccess, type MeteredFeature } from '@shared/schemas/usage';
import type { Database } from '../db/client';
import { usageReceipts, usageTracking } from '../db/schema';
import { AppError, badRequest } from '../lib/errors';

/** The 402's sentence in the request's language (issue 48); its code stays PAYMENT_REQUIRED. */
function exhaustedMessage(limit: number, feature: MeteredFeature, language: Language): string {
  switch (language) {
    case 'en':
      return usageMessages.exhausted(limit, meteredFeatureLabels[feature]);
    case 'es':
      return usageExhaustedEs(limit, feature);
  }
}

export interface UsageServiceDeps {
  db: Database;
  now: () => Date;
  /** The deployment's beta programme: beta learners are unlimited while it is active. */
  beta?: BetaConfig;
}

/**
 * Monthly usage of the free tier's metered features, counted in usage_tracking (one row per user,
 * feature and UTC month). A use is claimed with one conditional upsert, so concurrent requests
 * (several tabs, several server instances) can never count past the limit.
 */
export function createUsageService({ db, now, beta }: UsageServiceDeps) {
  /** This month's counts of the user's metered features (absent: not used yet). */
  async function countsThisMonth(userId: number, month: string): Promise<Map<string, number>> {
    const rows = await db
      .select({ feature: usageTracking.feature, usageCount: usageTracking.usageCount })
      .from(usageTracking)
      .where(and(eq(usageTracking.userId, userId), eq(usageTracking.month, month)));
    return new Map(rows.map((row) => [row.feature, row.usageCount]));
  }

  /** The user's access to the given features now, without counting a use. */
  async function accessTo(user: LearnerSubject, features: readonly MeteredFeature[]): Promise<FeatureAccess[]> {
    const at = now();
    const counts = hasPremiumAccess(user, { now: at, beta })
      ? new Map<string, number>()
      : await countsThisMonth(user.id, usageMonth(at));
    return features.map((feature) =>
      featureAccess({ subject: user, feature, used: counts.get(feature) ?? 0, now: at, beta }),
    );
  }

  return {
    /** The user's access to one feature now, without counting a use. */
    async access(user: LearnerSubject, feature: MeteredFeature): Promise<FeatureAccess> {
      const [answer] = await accessTo(user, [feature]);
      if (!answer) throw new Error(`No access answer for ${feature}`);
      return answer;
    },

    /** Access to every metered feature. */
    accessAll: (user: LearnerSubject): Promise<FeatureAccess[]> => accessTo(user, meteredFeatures),

    /**
     * Counts one use and returns the access that remains this month. Unlimited users are not
     * counted. A free user past the allowance of the use's month gets 402 PAYMENT_REQUIRED and
     * nothing is counted. `usedAt` is when a use made offline happened: it counts in that UTC
     * month (this month or last; a moment a little ahead of the server's clock counts as now).
     * `useId` is the device's id for the use: a use already counted under it is not counted again
     * (the receipt and the count are written in one transaction). `resultKey` names what the use
     * shows: a result already counted this month is shown again without counting, even at the limit.
     */
    async recordUse(
      user: LearnerSubject,
      feature: MeteredFeature,
      options: {
        usedAt?: Date;
        useId?: string | undefined;
        resultKey?: string | undefined;
        /** The language of the 402's sentence (the request's). */
        language?: Language;
      } = {},
    ): Promise<FeatureAccess> {
      const { usedAt, useId, resultKey, language = 'en' } = options;
      const at = now();
      if (usedAt !== undefined) {
        const problem = usedAtProblem(usedAt, at);
        if (problem) throw badRequest(problem, { usedAt: [problem] });
      }
      if (hasPremiumAccess(user, { now: at, beta }))
        return featureAccess({ subject: user, feature, used: 0, now: at, beta });

      const limit = FREE_MONTHLY_LIMITS[feature];
      const month = usageMonth(usedAt !== undefined && usedAt < at ? usedAt : at);
      // A result's receipt is kept per feature and month: the same result next month counts again.
      const receiptIds = [
        useId,
        resultKey === undefined ? undefined : `result:${feature}:${month}:${resultKey}`,
      ].filter((id): id is string => id !== undefined);
      const counted = await db.transaction(async (tx) => {
        if (receiptIds.length > 0) {
          const receipts = await tx
            .insert(usageReceipts)
            .values(receiptIds.map((id) => ({ userId: user.id, useId: id, feature, month, createdAt: at })))
            .onConflictDoNothing()
            .returning({ useId: usageReceipts.useId });
          // Counted before (the answer to that report was lost, or the same result was shown
          // this month): nothing more to count.
          if (receipts.length < receiptIds.length) return 'already' as const;
        }
        const claimed = await tx
          .insert(usageTracking)
          .values({ userId: user.id, feature, month, usageCount: 1, createdAt: at, updatedAt: at })
          .onConflictDoUpdate({
            target: [usageTracking.userId, usageTracking.feature, usageTracking.month],
            set: { usageCount: sql`${usageTracking.usageCount} + 1`, updatedAt: at },
            setWhere: sql`${usageTracking.usageCount} < ${limit}`,
          })
          .returning({ usageCount: usageTracking.usageCount });
        // Over the allowance: the error rolls the receipt back with it.
        if (!claimed[0]) {
          throw new AppError('PAYMENT_REQUIRED', exhaustedMessage(limit, feature, language));
        }
        return claimed[0].usageCount;
      });
      const current = usageMonth(at);
      const used =
        counted !== 'already' && month === current
          ? counted
          : ((await countsThisMonth(user.id, current)).get(feature) ?? 0);
      return featureAccess({ subject: user, feature, used, now: at, beta });
    },
  };
}

export type UsageService = ReturnType<typeof createUsageService>;
