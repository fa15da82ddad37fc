import { and, eq, sql } from 'drizzle-orm';
import { featureAccess, FREE_MONTHLY_LIMITS, hasPremiumAccess, meteredFeatureLabels, usageMessages, usageMonth } from '@shared/domain/feature-access';
import { meteredFeatures, type FeatureAccess, type MeteredFeature } from '@shared/schemas/usage';
import type { Database } from '../db/client';
import { usageTracking, users } from '../db/schema';
import { AppError, unauthenticated } from '../lib/errors';

export interface UsageServiceDeps {
  db: Database;
  now: () => Date;
}

/**
 * Monthly usage of the free tier's metered features, counted in usage_tracking (one row per user,
 * feature and UTC month). A use is claimed with one conditional upsert, so concurrent requests
 * (several tabs, several server instances) can never count past the limit.
 */
export function createUsageService({ db, now }: UsageServiceDeps) {
  async function subjectOf(userId: number) {
    const [user] = await db
      .select({ subscriptionTier: users.subscriptionTier, subscriptionStatus: users.subscriptionStatus })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw unauthenticated();
    return user;
  }

  async function usedThisMonth(userId: number, feature: MeteredFeature, month: string): Promise<number> {
    const [row] = await db
      .select({ usageCount: usageTracking.usageCount })
      .from(usageTracking)
      .where(and(eq(usageTracking.userId, userId), eq(usageTracking.feature, feature), eq(usageTracking.month, month)));
    return row?.usageCount ?? 0;
  }

  /** The user's access to one feature now, without counting a use. */
  async function access(userId: number, feature: MeteredFeature): Promise<FeatureAccess> {
    const at = now();
    const subject = await subjectOf(userId);
    const used = hasPremiumAccess(subject) ? 0 : await usedThisMonth(userId, feature, usageMonth(at));
    return featureAccess({ subject, feature, used, now: at });
  }

  return {
    access,

    /** Access to every metered feature. */
    async accessAll(userId: number): Promise<FeatureAccess[]> {
      return Promise.all(meteredFeatures.map((feature) => access(userId, feature)));
    },

    /**
     * Counts one use and returns the access that remains. Unlimited users are not counted. A free
     * user past this month's allowance gets 402 PAYMENT_REQUIRED and nothing is counted.
     */
    async recordUse(userId: number, feature: MeteredFeature): Promise<FeatureAccess> {
      const at = now();
      const subject = await subjectOf(userId);
      if (hasPremiumAccess(subject)) return featureAccess({ subject, feature, used: 0, now: at });

      const limit = FREE_MONTHLY_LIMITS[feature];
      const month = usageMonth(at);
      const claimed = await db
        .insert(usageTracking)
        .values({ userId, feature, month, usageCount: 1, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({
          target: [usageTracking.userId, usageTracking.feature, usageTracking.month],
          set: { usageCount: sql`${usageTracking.usageCount} + 1`, updatedAt: at },
          setWhere: sql`${usageTracking.usageCount} < ${limit}`,
        })
        .returning({ usageCount: usageTracking.usageCount });
      const counted = claimed[0];
      if (!counted) {
        throw new AppError('PAYMENT_REQUIRED', usageMessages.exhausted(limit, meteredFeatureLabels[feature]));
      }
      return featureAccess({ subject, feature, used: counted.usageCount, now: at });
    },
  };
}

export type UsageService = ReturnType<typeof createUsageService>;
