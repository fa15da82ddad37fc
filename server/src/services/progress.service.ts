import { and, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import {
  GLOSSARY_TERMS_KEPT,
  learningProgress,
  progressSummary,
  stepRules,
  type ProgressFacts,
} from '@shared/domain/learning-progress';
import type { Progress, ProgressEvent, ProgressEventKind } from '@shared/schemas/progress';
import type { SecurityAnswers } from '@shared/schemas/security';
import type { WizardAnswers } from '@shared/schemas/wizard';
import type { Database } from '../db/client';
import { progressEvents, quizAttempts, savingsEntries, treasuryGoals, usageTracking } from '../db/schema';

export interface ProgressServiceDeps {
  db: Database;
  now: () => Date;
}

/** Wizard results and assessments kept per learner (the newest). */
export const RESULTS_KEPT = 10;

type EventRow = typeof progressEvents.$inferSelect;

/** The subject that makes an event distinct within its kind (see the progress_events table). */
function subjectOf(event: ProgressEvent): string {
  switch (event.kind) {
    case 'glossary_term_opened':
      return event.termId;
    case 'wizard_result':
    case 'assessment_completed':
      return event.clientId;
    default:
      return '';
  }
}

function resultOf(event: ProgressEvent): Record<string, string> | null {
  return event.kind === 'wizard_result' || event.kind === 'assessment_completed' ? { ...event.answers } : null;
}

const saved = <T>(row: EventRow | undefined) =>
  row?.result ? { answers: row.result as T, savedAt: row.occurredAt.toISOString() } : null;

/** The rows the progress facts are read from (one learner's), however they were queried. */
export interface ProgressRows {
  /** Steps with a passed quiz attempt. */
  passedSteps: readonly string[];
  /** Progress events by kind. */
  eventCounts: ReadonlyMap<string, number>;
  /** Metered features used at least once. */
  meteredFeatures: readonly string[];
  goalSet: boolean;
  entryMade: boolean;
}

/** The facts the rules in shared/domain/learning-progress.ts read (the progress read and the digest). */
export function progressFactsFrom(rows: ProgressRows): ProgressFacts {
  const features = new Set(rows.meteredFeatures);
  const has = (kind: ProgressEventKind) => (rows.eventCounts.get(kind) ?? 0) > 0;
  return {
    quizzesPassed: new Set(rows.passedSteps),
    glossaryTermsOpened: rows.eventCounts.get('glossary_term_opened') ?? 0,
    wizardResultSaved: has('wizard_result'),
    comparisonMade: has('comparison') || features.has('strategy_comparison'),
    calculationMade: has('calculation') || features.has('dca_calculator'),
    treasuryGoalSet: rows.goalSet,
    treasuryEntryMade: rows.entryMade,
    assessmentCompleted: has('assessment_completed'),
  };
}

/**
 * Learning progress (decision 044): the facts are read from the rows the server keeps (quizzes
 * passed, the treasury, metered uses) and from progress events, the few things only the browser
 * sees; the rules in shared/domain/learning-progress.ts turn them into completed steps.
 */
export function createProgressService({ db, now }: ProgressServiceDeps) {
  async function lastResult(userId: number, kind: ProgressEventKind): Promise<EventRow | undefined> {
    const [row] = await db
      .select()
      .from(progressEvents)
      .where(and(eq(progressEvents.userId, userId), eq(progressEvents.kind, kind)))
      .orderBy(desc(progressEvents.occurredAt), desc(progressEvents.id))
      .limit(1);
    return row;
  }

  async function eventCounts(userId: number): Promise<Map<string, number>> {
    const rows = await db
      .select({ kind: progressEvents.kind, n: count() })
      .from(progressEvents)
      .where(eq(progressEvents.userId, userId))
      .groupBy(progressEvents.kind);
    return new Map(rows.map((row) => [row.kind, row.n]));
  }

  async function read(userId: number): Promise<Progress> {
    const [passed, counts, metered, goal, entry, wizard, assessment] = await Promise.all([
      db
        .selectDistinct({ step: quizAttempts.step })
        .from(quizAttempts)
        .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.passed, true))),
      eventCounts(userId),
      db
        .selectDistinct({ feature: usageTracking.feature })
        .from(usageTracking)
        .where(and(eq(usageTracking.userId, userId), sql`${usageTracking.usageCount} > 0`)),
      db.select({ id: treasuryGoals.id }).from(treasuryGoals).where(eq(treasuryGoals.userId, userId)).limit(1),
      db.select({ id: savingsEntries.id }).from(savingsEntries).where(eq(savingsEntries.userId, userId)).limit(1),
      lastResult(userId, 'wizard_result'),
      lastResult(userId, 'assessment_completed'),
    ]);
    const facts = progressFactsFrom({
      passedSteps: passed.map((row) => row.step),
      eventCounts: counts,
      meteredFeatures: metered.map((row) => row.feature),
      goalSet: goal.length > 0,
      entryMade: entry.length > 0,
    });
    const progress = learningProgress(facts);
    return {
      steps: progress.steps.map((state, index) => ({
        ...state,
        minutes: stepRules[index]?.minutes ?? 0,
        rule: stepRules[index]?.rule ?? '',
      })),
      completedCount: progress.completedCount,
      total: progress.total,
      summary: progressSummary(progress.completedCount, progress.total),
      nextStep: progress.nextStep,
      glossaryTermsOpened: facts.glossaryTermsOpened,
      lastWizardResult: saved<WizardAnswers>(wizard),
      lastAssessment: saved<SecurityAnswers>(assessment),
    };
  }

  /** Keeps only the newest RESULTS_KEPT rows of a kind. */
  async function trim(userId: number, kind: ProgressEventKind): Promise<void> {
    const keep = db
      .select({ id: progressEvents.id })
      .from(progressEvents)
      .where(and(eq(progressEvents.userId, userId), eq(progressEvents.kind, kind)))
      .orderBy(desc(progressEvents.occurredAt), desc(progressEvents.id))
      .limit(RESULTS_KEPT);
    await db
      .delete(progressEvents)
      .where(
        and(eq(progressEvents.userId, userId), eq(progressEvents.kind, kind), notInArray(progressEvents.id, keep)),
      );
  }

  return {
    read,

    /** Stores the event once (by clientId, and by subject within its kind) and answers the progress. */
    async record(userId: number, event: ProgressEvent): Promise<Progress> {
      const at = now();
      const told = event.occurredAt === undefined ? at : new Date(event.occurredAt);
      const occurredAt = told < at ? told : at;
      if (event.kind === 'glossary_term_opened') {
        const counts = await eventCounts(userId);
        if ((counts.get(event.kind) ?? 0) >= GLOSSARY_TERMS_KEPT) return read(userId);
      }
      const inserted = await db
        .insert(progressEvents)
        .values({
          userId,
          clientId: event.clientId,
          kind: event.kind,
          subject: subjectOf(event),
          result: resultOf(event),
          occurredAt,
          createdAt: at,
        })
        .onConflictDoNothing()
        .returning({ id: progressEvents.id });
      if (inserted.length > 0 && resultOf(event) !== null) await trim(userId, event.kind);
      return read(userId);
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
