import { and, count, desc, eq, notInArray, sql, type Column } from 'drizzle-orm';
import {
  GLOSSARY_TERMS_KEPT,
  learningProgress,
  progressSteps,
  progressSummary,
  stepRules,
  type ProgressFacts,
} from '@shared/domain/learning-progress';
import type { Progress, ProgressEvent, ProgressEventKind } from '@shared/schemas/progress';
import type { SecurityAnswers } from '@shared/schemas/security';
import type { WizardAnswers } from '@shared/schemas/wizard';
import { EXAM_STEP } from '@shared/domain/exam-rules';
import { quizSteps } from '@shared/domain/quiz-rules';
import type { Database } from '../db/client';
import {
  classes,
  classMembers,
  progressEvents,
  quizAttempts,
  savingsEntries,
  treasuryGoals,
  usageTracking,
  users,
} from '../db/schema';
import type { LearnerCache } from '../lib/learner-cache';

export interface ProgressServiceDeps {
  db: Database;
  now: () => Date;
  /** Keeps each learner's progress as read (decision 054): used only while the learner's version holds. */
  cache: LearnerCache;
}

/** Wizard results and assessments kept per learner (the newest). */
export const RESULTS_KEPT = 10;

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

/** A saved result as the facts query gives it (json: the instant as text). */
type SavedRow = { result: Record<string, string> | null; occurredAt: string } | null;

const saved = <T>(row: SavedRow) =>
  row?.result ? { answers: row.result as T, savedAt: new Date(row.occurredAt).toISOString() } : null;

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

/** `table.user_id = users.id`: a subquery over the learner's own rows, in a select from users. */
export const ownedByUser = (table: { userId: Column }) => sql`${table.userId} = ${users.id}`;

/**
 * The rows the progress facts are read from, as columns of a select from `users` (one statement:
 * the progress read, the scorecard and the digest); progressRowsOf turns them into ProgressRows.
 */
export const progressRowColumns = {
  passedSteps: sql<string[] | null>`(select json_agg(distinct ${quizAttempts.step}) from ${quizAttempts}
    where ${ownedByUser(quizAttempts)} and ${quizAttempts.passed})`,
  eventCounts: sql<Record<string, number | string> | null>`(select json_object_agg(k.kind, k.n) from
    (select ${progressEvents.kind} as kind, count(*) as n from ${progressEvents} where ${ownedByUser(progressEvents)}
     group by ${progressEvents.kind}) k)`,
  meteredFeatures: sql<string[] | null>`(select json_agg(distinct ${usageTracking.feature}) from ${usageTracking}
    where ${ownedByUser(usageTracking)} and ${usageTracking.usageCount} > 0)`,
  goalSet: sql<boolean>`exists (select 1 from ${treasuryGoals} where ${ownedByUser(treasuryGoals)})`,
  entryMade: sql<boolean>`exists (select 1 from ${savingsEntries} where ${ownedByUser(savingsEntries)})`,
};

/** ProgressRows from the columns of progressRowColumns. */
export function progressRowsOf(row: {
  passedSteps: string[] | null;
  eventCounts: Record<string, number | string> | null;
  meteredFeatures: string[] | null;
  goalSet: boolean;
  entryMade: boolean;
}): ProgressRows {
  return {
    passedSteps: row.passedSteps ?? [],
    eventCounts: new Map(Object.entries(row.eventCounts ?? {}).map(([kind, n]) => [kind, Number(n)])),
    meteredFeatures: row.meteredFeatures ?? [],
    goalSet: Boolean(row.goalSet),
    entryMade: Boolean(row.entryMade),
  };
}

/** The latest saved result of a kind, as json ({ result, occurredAt }) or null. */
const lastResultColumn = (kind: ProgressEventKind) =>
  sql<SavedRow>`(select json_build_object('result', ${progressEvents.result}, 'occurredAt', ${progressEvents.occurredAt})
    from ${progressEvents} where ${ownedByUser(progressEvents)} and ${progressEvents.kind} = ${kind}
    order by ${progressEvents.occurredAt} desc, ${progressEvents.id} desc limit 1)`;

/** The learner's classes, in the order joined, with their targets (step → 'YYYY-MM-DD'), as json. */
const classTargetsColumn = sql<{ name: string; targets: Record<string, string> | null }[] | null>`(select
    json_agg(json_build_object('name', ${classes.name}, 'targets', ${classes.targets})
      order by ${classMembers.joinedAt}, ${classMembers.classId})
    from ${classMembers} join ${classes} on ${classes.id} = ${classMembers.classId}
    where ${ownedByUser(classMembers)})`;

/** The class target dates of the progress answer: class by class, each in the path's order. */
function classTargetsOf(
  rows: { name: string; targets: Record<string, string> | null }[] | null,
): Progress['classTargets'] {
  return (rows ?? []).flatMap((row) =>
    progressSteps.flatMap((step) => {
      const dueDate = row.targets?.[step];
      return dueDate ? [{ step, className: row.name, dueDate }] : [];
    }),
  );
}

/**
 * Learning progress (decision 044): the facts are read from the rows the server keeps (quizzes
 * passed, the treasury, metered uses) and from progress events, the few things only the browser
 * sees; the rules in shared/domain/learning-progress.ts turn them into completed steps.
 */
export function createProgressService({ db, now, cache }: ProgressServiceDeps) {
  // Everything the progress read needs, in one statement, built once and prepared.
  const progressQuery = db
    .select({
      ...progressRowColumns,
      lastWizard: lastResultColumn('wizard_result'),
      lastAssessment: lastResultColumn('assessment_completed'),
      classTargets: classTargetsColumn,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('progress_read');

  async function eventCounts(userId: number): Promise<Map<string, number>> {
    const rows = await db
      .select({ kind: progressEvents.kind, n: count() })
      .from(progressEvents)
      .where(eq(progressEvents.userId, userId))
      .groupBy(progressEvents.kind);
    return new Map(rows.map((row) => [row.kind, row.n]));
  }

  async function load(userId: number): Promise<Progress> {
    const [row] = await progressQuery.execute({ userId });
    const facts = progressFactsFrom(
      progressRowsOf(
        row ?? { passedSteps: null, eventCounts: null, meteredFeatures: null, goalSet: false, entryMade: false },
      ),
    );
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
      quizzesPassed: quizSteps.filter((step) => facts.quizzesPassed.has(step)),
      examPassed: facts.quizzesPassed.has(EXAM_STEP),
      lastWizardResult: saved<WizardAnswers>(row?.lastWizard ?? null),
      lastAssessment: saved<SecurityAnswers>(row?.lastAssessment ?? null),
      classTargets: classTargetsOf(row?.classTargets ?? null),
    };
  }

  /** The learner's progress: kept in the learner cache, read again once the learner's version changes. */
  const read = (userId: number): Promise<Progress> => cache.read(userId, 'progress', () => load(userId));

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
      // The insert gave the learner a new version, after this request validated theirs.
      if (inserted.length > 0) cache.forget(userId);
      return read(userId);
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
