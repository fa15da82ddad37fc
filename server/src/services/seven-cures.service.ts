import { eq, sql } from 'drizzle-orm';
import { scorecardSummary, sevenCuresScorecard } from '@shared/domain/seven-cures';
import { formatQuizSource } from '@shared/schemas/quiz';
import type { SevenCures } from '@shared/schemas/seven-cures';
import type { Database } from '../db/client';
import { savingsEntries, users } from '../db/schema';
import type { LearnerCache } from '../lib/learner-cache';
import { ownedByUser, progressRowColumns, progressRowsOf } from './progress.service';

const source = formatQuizSource({ kind: 'book', chapter: 'Seven Cures for a Lean Purse' });

/**
 * The Seven Cures scorecard (docs/learning-path.md): the facts read from rows the server already
 * keeps — the treasury goal and the months with entries, the quizzes passed, the progress events
 * and metered uses — mapped to the cures by shared/domain/seven-cures.ts. No amounts. One prepared
 * statement; the answer kept in the learner cache while the learner's version holds (decision 054).
 */
export function createSevenCuresService({ db, cache }: { db: Database; cache: LearnerCache }) {
  const factsQuery = db
    .select({
      ...progressRowColumns,
      savingsMonths: sql<number>`(select count(distinct lower(btrim(${savingsEntries.month}))) from ${savingsEntries}
        where ${ownedByUser(savingsEntries)})`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('seven_cures_read');

  async function load(userId: number): Promise<SevenCures> {
    const [row] = await factsQuery.execute({ userId });
    const rows = row ? progressRowsOf(row) : null;
    const has = (kind: string) => (rows?.eventCounts.get(kind) ?? 0) > 0;
    const cures = sevenCuresScorecard({
      treasuryGoalSet: rows?.goalSet ?? false,
      savingsMonths: row?.savingsMonths ?? 0,
      calculationMade: has('calculation') || (rows?.meteredFeatures.includes('dca_calculator') ?? false),
      assessmentCompleted: has('assessment_completed'),
      quizzesPassed: new Set(rows?.passedSteps ?? []),
    });
    return { cures, ...scorecardSummary(cures), source };
  }

  return {
    read: (userId: number): Promise<SevenCures> => cache.read(userId, 'seven-cures', () => load(userId)),
  };
}

export type SevenCuresService = ReturnType<typeof createSevenCuresService>;
