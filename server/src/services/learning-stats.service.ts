import { count, sql, type SQL } from 'drizzle-orm';
import { quizBank } from '@shared/content/quiz-bank';
import { GLOSSARY_TERMS_TO_OPEN, type ProgressFacts } from '@shared/domain/learning-progress';
import {
  completionFunnel,
  FLAG_MIN_ANSWERS,
  FLAG_PASS_RATE_BELOW,
  questionPassRates,
  type CompletionFunnel,
} from '@shared/domain/learning-stats';
import type { QuizPassRates } from '@shared/schemas/learning-stats';
import type { QuizStep } from '@shared/domain/quiz-rules';
import type { QuizQuestion } from '@shared/domain/quiz';
import type { Database } from '../db/client';
import { progressEvents, quizAttempts, savingsEntries, treasuryGoals, usageTracking, users } from '../db/schema';

export interface LearningStatsServiceDeps {
  db: Database;
  /** The bank with its key; the real one unless a test brings its own. */
  bank?: readonly QuizQuestion[];
}

/**
 * An expression in parentheses. Drizzle writes the columns of an expression nested in another one
 * with their table's name, which the correlated subqueries below need (both tables have user_id).
 */
const nested = <T>(inner: SQL) => sql<T>`(${inner})`;

const passed = (step: QuizStep) =>
  nested<boolean>(
    sql`exists (select 1 from ${quizAttempts} where ${quizAttempts.userId} = ${users.id} and ${quizAttempts.passed} and ${quizAttempts.step} = ${step})`,
  );
const hasEvent = (kind: string) =>
  sql`exists (select 1 from ${progressEvents} where ${progressEvents.userId} = ${users.id} and ${progressEvents.kind} = ${kind})`;
const metered = (feature: string) =>
  sql`exists (select 1 from ${usageTracking} where ${usageTracking.userId} = ${users.id} and ${usageTracking.feature} = ${feature} and ${usageTracking.usageCount} > 0)`;
const has = (table: typeof treasuryGoals | typeof savingsEntries) =>
  nested<boolean>(sql`exists (select 1 from ${table} where ${table.userId} = ${users.id})`);
const glossaryTerms = nested<number>(
  sql`least((select count(*) from ${progressEvents} where ${progressEvents.userId} = ${users.id} and ${progressEvents.kind} = 'glossary_term_opened'), ${GLOSSARY_TERMS_TO_OPEN})::int`,
);
const either = (a: SQL, b: SQL) => sql<boolean>`(${a} or ${b})`;

/**
 * The admin dashboard's learning figures (issue 26, point 7), counted in SQL. The funnel reads the
 * same facts as a learner's own progress (progress.service.ts) for every learner at once, grouped by
 * those facts, so the answer has at most a few thousand groups however many learners there are;
 * the progress rules then decide, per group, which steps are complete. The glossary count is capped
 * at the rule's threshold, which changes no outcome and keeps the groups few.
 */
export function createLearningStatsService({ db, bank = quizBank }: LearningStatsServiceDeps) {
  return {
    async funnel(): Promise<CompletionFunnel> {
      const perLearner = db
        .select({
          guide: passed('guide').as('guide'),
          glossaryQuiz: passed('glossary').as('glossary_quiz'),
          strategies: passed('strategies').as('strategies'),
          security: passed('security').as('security'),
          glossaryTerms: glossaryTerms.as('glossary_terms'),
          wizard: nested<boolean>(hasEvent('wizard_result')).as('wizard'),
          comparison: either(hasEvent('comparison'), metered('strategy_comparison')).as('comparison'),
          calculation: either(hasEvent('calculation'), metered('dca_calculator')).as('calculation'),
          goal: has(treasuryGoals).as('goal'),
          entry: has(savingsEntries).as('entry'),
          assessment: nested<boolean>(hasEvent('assessment_completed')).as('assessment'),
        })
        .from(users)
        .as('per_learner');
      const groups = await db
        .select({
          guide: perLearner.guide,
          glossaryQuiz: perLearner.glossaryQuiz,
          strategies: perLearner.strategies,
          security: perLearner.security,
          glossaryTerms: perLearner.glossaryTerms,
          wizard: perLearner.wizard,
          comparison: perLearner.comparison,
          calculation: perLearner.calculation,
          goal: perLearner.goal,
          entry: perLearner.entry,
          assessment: perLearner.assessment,
          learners: count(),
        })
        .from(perLearner)
        .groupBy(
          perLearner.guide,
          perLearner.glossaryQuiz,
          perLearner.strategies,
          perLearner.security,
          perLearner.glossaryTerms,
          perLearner.wizard,
          perLearner.comparison,
          perLearner.calculation,
          perLearner.goal,
          perLearner.entry,
          perLearner.assessment,
        );
      return completionFunnel(
        groups.map((group) => {
          const quizzes: [QuizStep, boolean][] = [
            ['guide', group.guide],
            ['glossary', group.glossaryQuiz],
            ['strategies', group.strategies],
            ['security', group.security],
          ];
          const facts: ProgressFacts = {
            quizzesPassed: new Set(quizzes.filter(([, yes]) => yes).map(([step]) => step)),
            glossaryTermsOpened: Number(group.glossaryTerms),
            wizardResultSaved: group.wizard,
            comparisonMade: group.comparison,
            calculationMade: group.calculation,
            treasuryGoalSet: group.goal,
            treasuryEntryMade: group.entry,
            assessmentCompleted: group.assessment,
          };
          return { facts, learners: group.learners };
        }),
      );
    },

    /**
     * Answers counted per question and per option chosen, over every answered attempt. The letter a
     * learner chose is turned back into the authored option through the attempt's stored order
     * (letters a-d are places 0-3), so the key is applied once per (question, option) pair.
     */
    async passRates(): Promise<QuizPassRates> {
      const shown = sql`jsonb_array_elements(${quizAttempts.questions})`;
      const questionId = sql<string>`question.value->>'id'`;
      const optionId = sql<
        string | null
      >`question.value->'order'->>(ascii(${quizAttempts.answers}->>(question.value->>'id')) - ascii('a'))`;
      const groups = await db
        .select({ questionId, optionId, answers: count() })
        .from(sql`${quizAttempts} cross join lateral ${shown} as question(value)`)
        .where(sql`${quizAttempts.answers} is not null`)
        .groupBy(questionId, optionId);
      const questions = questionPassRates(
        bank,
        groups.map((group) => ({
          questionId: group.questionId,
          optionId: group.optionId ?? '',
          answers: group.answers,
        })),
      );
      return {
        flagBelow: FLAG_PASS_RATE_BELOW,
        minAnswers: FLAG_MIN_ANSWERS,
        questions,
      };
    },
  };
}

export type LearningStatsService = ReturnType<typeof createLearningStatsService>;
