import { and, countDistinct, eq, sql } from 'drizzle-orm';
import { scorecardSummary, sevenCuresScorecard } from '@shared/domain/seven-cures';
import { formatQuizSource } from '@shared/schemas/quiz';
import type { SevenCures } from '@shared/schemas/seven-cures';
import type { Database } from '../db/client';
import { progressEvents, quizAttempts, savingsEntries, treasuryGoals, usageTracking } from '../db/schema';

const source = formatQuizSource({ kind: 'book', chapter: 'Seven Cures for a Lean Purse' });

/**
 * The Seven Cures scorecard (docs/learning-path.md): the facts read from rows the server already
 * keeps — the treasury goal and the months with entries, the quizzes passed, the progress events
 * and metered uses — mapped to the cures by shared/domain/seven-cures.ts. No amounts.
 */
export function createSevenCuresService({ db }: { db: Database }) {
  return {
    async read(userId: number): Promise<SevenCures> {
      const [passed, goal, months, events, metered] = await Promise.all([
        db
          .selectDistinct({ step: quizAttempts.step })
          .from(quizAttempts)
          .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.passed, true))),
        db.select({ id: treasuryGoals.id }).from(treasuryGoals).where(eq(treasuryGoals.userId, userId)).limit(1),
        db
          .select({ n: countDistinct(sql`lower(btrim(${savingsEntries.month}))`) })
          .from(savingsEntries)
          .where(eq(savingsEntries.userId, userId)),
        db.selectDistinct({ kind: progressEvents.kind }).from(progressEvents).where(eq(progressEvents.userId, userId)),
        db
          .select({ id: usageTracking.id })
          .from(usageTracking)
          .where(
            and(
              eq(usageTracking.userId, userId),
              eq(usageTracking.feature, 'dca_calculator'),
              sql`${usageTracking.usageCount} > 0`,
            ),
          )
          .limit(1),
      ]);
      const kinds = new Set(events.map((row) => row.kind));
      const cures = sevenCuresScorecard({
        treasuryGoalSet: goal.length > 0,
        savingsMonths: months[0]?.n ?? 0,
        calculationMade: kinds.has('calculation') || metered.length > 0,
        assessmentCompleted: kinds.has('assessment_completed'),
        quizzesPassed: new Set(passed.map((row) => row.step)),
      });
      return { cures, ...scorecardSummary(cures), source };
    },
  };
}

export type SevenCuresService = ReturnType<typeof createSevenCuresService>;
