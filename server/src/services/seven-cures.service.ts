import { eq, sql } from 'drizzle-orm';
import { sevenCuresTexts } from '@shared/content/es/seven-cures';
import { scorecardSummary, sevenCuresScorecard, type CureFacts } from '@shared/domain/seven-cures';
import type { Language } from '@shared/i18n/languages';
import type { SevenCures } from '@shared/schemas/seven-cures';
import type { Database } from '../db/client';
import { savingsEntries, users } from '../db/schema';
import type { LearnerCache } from '../lib/learner-cache';
import { ownedByUser, progressRowColumns, progressRowsOf } from './progress.service';

/**
 * The Seven Cures scorecard (docs/learning-path.md): the facts read from rows the server already
 * keeps — the treasury goal and the months with entries, the quizzes passed, the progress events
 * and metered uses — mapped to the cures by shared/domain/seven-cures.ts. No amounts. One prepared
 * statement; the facts kept in the learner cache while the learner's version holds (decision 054),
 * the texts written in the request's language (titles, what counts, done lines, source).
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

  async function load(userId: number): Promise<CureFacts> {
    const [row] = await factsQuery.execute({ userId });
    const rows = row ? progressRowsOf(row) : null;
    const has = (kind: string) => (rows?.eventCounts.get(kind) ?? 0) > 0;
    return {
      treasuryGoalSet: rows?.goalSet ?? false,
      savingsMonths: row?.savingsMonths ?? 0,
      calculationMade: has('calculation') || (rows?.meteredFeatures.includes('dca_calculator') ?? false),
      assessmentCompleted: has('assessment_completed'),
      quizzesPassed: new Set(rows?.passedSteps ?? []),
    };
  }

  return {
    read: async (userId: number, language: Language = 'en'): Promise<SevenCures> => {
      const facts = await cache.read(userId, 'seven-cures', () => load(userId));
      const { texts, source } = sevenCuresTexts(language);
      const cures = sevenCuresScorecard(facts, texts);
      return { cures, ...scorecardSummary(cures), source };
    },
  };
}

export type SevenCuresService = ReturnType<typeof createSevenCuresService>;
