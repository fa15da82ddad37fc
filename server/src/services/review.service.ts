import { and, eq, sql } from 'drizzle-orm';
import { quizBank } from '@shared/content/quiz-bank';
import { openOnPlan, resolvePassage } from '@shared/content/passages';
import { getGlossaryTerm } from '@shared/content/glossary';
import { questionText, type QuizQuestion } from '@shared/domain/quiz';
import type { Language } from '@shared/i18n/languages';
import { quizOptionIds, type QuizOptionId } from '@shared/domain/quiz-rules';
import {
  afterReview,
  calendarDay,
  currentState,
  dueToday,
  isDue,
  nextDueDay,
  parseReviewZone,
  REVIEW_ANSWER_MAX_AGE_MS,
  type ReviewCandidate,
  type ReviewZone,
} from '@shared/domain/review-schedule';
import { hasPremiumAccess, type LearnerSubject } from '@shared/domain/feature-access';
import type { BetaConfig } from '@shared/schemas/beta';
import {
  reviewMessages,
  type Review,
  type ReviewAnswer,
  type ReviewItem,
  type ReviewResult,
} from '@shared/schemas/review';
import { EXAM_LENGTH, EXAM_STEP } from '@shared/domain/exam-rules';
import { stepTitles, type ProgressStep } from '@shared/domain/learning-progress';
import { lessonOf } from '@shared/domain/quiz';
import { QUIZ_LENGTH } from '@shared/domain/quiz-rules';
import { RECORD_ATTEMPTS_SHOWN, type LearnerRecord } from '@shared/schemas/record';
import type { Database } from '../db/client';
import { progressEvents, quizAttempts, reviewItems, users } from '../db/schema';
import { badRequest, conflict, notFound } from '../lib/errors';
import type { LearnerCache } from '../lib/learner-cache';
import { ownedByUser } from './progress.service';

export interface ReviewServiceDeps {
  db: Database;
  /** Keeps each learner's review candidates as read (decision 054): used only while the learner's version holds. */
  cache: LearnerCache;
  /** The bank with its key; the real one unless a test brings its own. */
  bank?: readonly QuizQuestion[];
  /** The deployment's beta programme: beta learners open every glossary term while it is active. */
  beta?: BetaConfig;
}

type Kind = 'question' | 'term';
type Row = typeof reviewItems.$inferSelect;
type Candidate = ReviewCandidate & { kind: Kind; row: Row | undefined };
type Attempt = {
  questions: { id: string; order: QuizOptionId[] }[];
  answers: Record<string, QuizOptionId> | null;
  answeredAt: Date | null;
};
/** A row as json gives it: the instants as text. */
type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

const key = (kind: string, id: string) => `${kind}:${id}`;

function zoneOf(text: string): ReviewZone {
  const zone = parseReviewZone(text);
  if (!zone) throw badRequest(reviewMessages.timeZone, { timeZone: [reviewMessages.timeZone] });
  return zone;
}

/** When each question was last missed, from the learner's answered quiz attempts. */
function lastMisses(attempts: readonly Attempt[], byId: ReadonlyMap<string, QuizQuestion>): Map<string, Date> {
  const missed = new Map<string, Date>();
  for (const attempt of attempts) {
    if (!attempt.answers || !attempt.answeredAt) continue;
    for (const { id, order } of attempt.questions) {
      const question = byId.get(id);
      const chosen = attempt.answers[id];
      if (!question || chosen === undefined) continue;
      const right = order[quizOptionIds.indexOf(chosen)] === question.correctOptionId;
      const seen = missed.get(id);
      if (!right && (!seen || seen < attempt.answeredAt)) missed.set(id, attempt.answeredAt);
    }
  }
  return missed;
}

/** When the learner answered: what the browser said (an offline answer), unless later than now or over 7 days old. */
function answeredAtOf(input: ReviewAnswer, now: Date): Date {
  const told = input.occurredAt === undefined ? now : new Date(input.occurredAt);
  return told > now || now.getTime() - told.getTime() > REVIEW_ANSWER_MAX_AGE_MS ? now : told;
}

/** A question graded against the bank; a term as the learner said ('I knew it' or 'Not yet'). */
function gradeOf(input: ReviewAnswer, byId: ReadonlyMap<string, QuizQuestion>) {
  if (input.kind === 'term') return { correct: input.knew, lastOptionId: null };
  return { correct: byId.get(input.itemId)?.correctOptionId === input.optionId, lastOptionId: input.optionId };
}

/**
 * Spaced review (decision 047): the questions a learner missed (from quiz_attempts) and the glossary
 * terms they opened (from progress_events) come back on a Leitner schedule, by the learner's own
 * calendar day. A question is shown without its key and graded here.
 */
export function createReviewService({ db, cache, bank = quizBank, beta }: ReviewServiceDeps) {
  const byId = new Map(bank.map((question) => [question.id, question]));
  // The answered attempts, the terms opened and the review rows, in one statement (as json).
  const candidatesQuery = db
    .select({
      attempts: sql<Json<Attempt>[] | null>`(select json_agg(json_build_object(
          'questions', ${quizAttempts.questions}, 'answers', ${quizAttempts.answers},
          'answeredAt', ${quizAttempts.answeredAt}))
        from ${quizAttempts} where ${ownedByUser(quizAttempts)} and ${quizAttempts.answeredAt} is not null)`,
      terms: sql<{ subject: string; occurredAt: string }[] | null>`(select json_agg(json_build_object(
          'subject', ${progressEvents.subject}, 'occurredAt', ${progressEvents.occurredAt}))
        from ${progressEvents} where ${ownedByUser(progressEvents)} and ${progressEvents.kind} = 'glossary_term_opened')`,
      rows: sql<Json<Row>[] | null>`(select json_agg(json_build_object(
          'id', ${reviewItems.id}, 'userId', ${reviewItems.userId}, 'kind', ${reviewItems.kind},
          'itemId', ${reviewItems.itemId}, 'box', ${reviewItems.box}, 'dueDay', ${reviewItems.dueDay},
          'reviewedAt', ${reviewItems.reviewedAt}, 'lastClientId', ${reviewItems.lastClientId},
          'lastCorrect', ${reviewItems.lastCorrect}, 'lastOptionId', ${reviewItems.lastOptionId},
          'createdAt', ${reviewItems.createdAt}))
        from ${reviewItems} where ${ownedByUser(reviewItems)})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('review_candidates');

  async function candidates(userId: number): Promise<Candidate[]> {
    const [found] = await candidatesQuery.execute({ userId });
    const attempts = (found?.attempts ?? []).map((attempt) => ({
      ...attempt,
      answeredAt: attempt.answeredAt === null ? null : new Date(attempt.answeredAt),
    }));
    const terms = (found?.terms ?? []).map((term) => ({
      subject: term.subject,
      occurredAt: new Date(term.occurredAt),
    }));
    const rows: Row[] = (found?.rows ?? []).map((row) => ({
      ...row,
      reviewedAt: new Date(row.reviewedAt),
      createdAt: new Date(row.createdAt),
    }));
    const stored = new Map(rows.map((row) => [key(row.kind, row.itemId), row]));
    const candidate = (kind: Kind, id: string, seenAt: Date): Candidate => {
      const row = stored.get(key(kind, id));
      const reviewed = row ? { box: row.box, dueDay: row.dueDay, reviewedAt: row.reviewedAt } : null;
      return { kind, id, seenAt, reviewed, row };
    };
    return [
      ...[...lastMisses(attempts, byId)].map(([id, seenAt]) => candidate('question', id, seenAt)),
      ...terms
        .filter((term) => getGlossaryTerm(term.subject))
        .map((term) => candidate('term', term.subject, term.occurredAt)),
    ];
  }

  /**
   * What the learner may review now: the questions whose lesson they can open and the glossary
   * terms they may open. A Scholar term opened with Scholar (or in the beta), or a question on a
   * Scholar passage missed then, is kept, with its box, but not shown once that access ends, as the
   * glossary locks it; it comes back, where it was, if access does.
   */
  function reviewable(all: Candidate[], subject: LearnerSubject, now: Date): Candidate[] {
    if (hasPremiumAccess(subject, { now, beta })) return all;
    return all.filter((c) => {
      if (c.kind === 'term') return getGlossaryTerm(c.id)?.free === true;
      const question = byId.get(c.id);
      return question === undefined || openOnPlan(resolvePassage(question.taughtBy), 'free');
    });
  }

  function itemOf(candidate: Candidate, box: number, language: Language): ReviewItem | null {
    if (candidate.kind === 'term') {
      const term = getGlossaryTerm(candidate.id);
      return term ? { kind: 'term', id: term.id, box, term: term.term, definition: term.definition } : null;
    }
    const question = byId.get(candidate.id);
    if (!question) return null;
    // The text in the request's language; the options' ids (the authored a-d) in every language.
    const text = questionText(question, language);
    const options = question.options.map(({ id }, index) => ({ id, text: text.options[index] ?? '' }));
    return { kind: 'question', id: question.id, box, prompt: text.prompt, options };
  }

  function reviewOf(all: readonly Candidate[], now: Date, zone: ReviewZone, language: Language): Review {
    const today = calendarDay(now, zone);
    const items = dueToday(all, today, zone).flatMap((c) => itemOf(c, c.state.box, language) ?? []);
    return { today, items, inReview: all.length, nextDueDay: nextDueDay(all, today, zone) };
  }

  /**
   * The result of the row's last answer (a replay of the same clientId), in `language`: the item as
   * answered and the grading. A replay after the page's language changed gets both in the new one.
   */
  function storedResult(found: Candidate, row: Row, review: Review, language: Language): ReviewResult {
    const kind = found.kind;
    const question = kind === 'question' ? byId.get(row.itemId) : undefined;
    const text = question ? questionText(question, language) : undefined;
    const chosen = quizOptionIds.find((id) => id === row.lastOptionId);
    return {
      kind,
      itemId: row.itemId,
      item: itemOf(found, row.box, language),
      correct: row.lastCorrect,
      box: row.box,
      dueDay: row.dueDay,
      graded:
        question && text && chosen
          ? {
              chosenOptionId: chosen,
              correctOptionId: question.correctOptionId,
              explanation: text.explanation,
              source: text.source,
            }
          : null,
      review,
    };
  }

  /** Writes the new state unless another answer got there first; true when this one was stored. */
  async function store(userId: number, found: Candidate, values: Omit<typeof reviewItems.$inferInsert, 'userId'>) {
    if (found.row) {
      const updated = await db
        .update(reviewItems)
        .set(values)
        .where(and(eq(reviewItems.id, found.row.id), eq(reviewItems.lastClientId, found.row.lastClientId)))
        .returning({ id: reviewItems.id });
      return updated.length > 0;
    }
    const inserted = await db
      .insert(reviewItems)
      .values({ userId, ...values })
      .onConflictDoNothing()
      .returning({ id: reviewItems.id });
    return inserted.length > 0;
  }

  /** The learner's answered attempts, newest first, and how many there are. */
  async function attemptsOf(userId: number) {
    const [found] = await db
      .select({
        attempts: sql<{ id: string; step: string; score: number; passed: boolean; answeredAt: string }[] | null>`(
          select json_agg(a order by a."answeredAt" desc) from (select ${quizAttempts.id} as id, ${quizAttempts.step} as step,
            ${quizAttempts.score} as score, ${quizAttempts.passed} as passed, ${quizAttempts.answeredAt} as "answeredAt"
          from ${quizAttempts} where ${ownedByUser(quizAttempts)} and ${quizAttempts.answeredAt} is not null
          order by ${quizAttempts.answeredAt} desc limit ${RECORD_ATTEMPTS_SHOWN}) a)`,
        count: sql<number>`(select count(*)::int from ${quizAttempts}
          where ${ownedByUser(quizAttempts)} and ${quizAttempts.answeredAt} is not null)`,
      })
      .from(users)
      .where(eq(users.id, userId));
    return { attempts: found?.attempts ?? [], count: found?.count ?? 0 };
  }

  const labelOf = (candidate: Candidate, language: Language): string => {
    if (candidate.kind === 'term') return getGlossaryTerm(candidate.id)?.term ?? candidate.id;
    const question = byId.get(candidate.id);
    return question ? questionText(question, language).prompt : candidate.id;
  };

  return {
    /**
     * The learner's record (issue 44 point 5): attempts with date, score and pass; each question
     * missed with the passage that teaches it; everything in review by the day it comes back.
     */
    async record(
      subject: LearnerSubject,
      timeZone: string,
      now: Date,
      language: Language = 'en',
    ): Promise<LearnerRecord> {
      const zone = zoneOf(timeZone);
      const [all, past] = await Promise.all([
        cache.read(subject.id, 'review', () => candidates(subject.id)),
        attemptsOf(subject.id),
      ]);
      const inReview = reviewable(all, subject, now).map((candidate) => ({
        candidate,
        state: currentState(candidate, zone),
      }));
      const missed = inReview
        .filter(({ candidate }) => candidate.kind === 'question' && byId.has(candidate.id))
        .sort((a, b) => b.candidate.seenAt.getTime() - a.candidate.seenAt.getTime())
        .map(({ candidate, state }) => {
          const question = byId.get(candidate.id) as QuizQuestion;
          return {
            id: question.id,
            prompt: questionText(question, language).prompt,
            step: question.step,
            lastMissedAt: candidate.seenAt.toISOString(),
            lesson: lessonOf(question, language),
            review: { box: state.box, dueDay: state.dueDay },
          };
        });
      return {
        today: calendarDay(now, zone),
        attempts: past.attempts.map((attempt) => {
          const exam = attempt.step === EXAM_STEP;
          const step = exam ? null : (attempt.step as ProgressStep);
          return {
            id: attempt.id,
            kind: exam ? 'exam' : 'quiz',
            step,
            title: step ? `${stepTitles[step]} quiz` : 'Final exam',
            answeredAt: new Date(attempt.answeredAt).toISOString(),
            score: attempt.score,
            total: exam ? EXAM_LENGTH : QUIZ_LENGTH,
            passed: attempt.passed,
          };
        }),
        attemptCount: past.count,
        missed,
        schedule: inReview
          .map(({ candidate, state }) => ({
            kind: candidate.kind,
            id: candidate.id,
            label: labelOf(candidate, language),
            box: state.box,
            dueDay: state.dueDay,
          }))
          .sort((a, b) => a.dueDay.localeCompare(b.dueDay) || a.label.localeCompare(b.label)),
      };
    },

    /** Today's review: the candidates kept in the learner cache while the learner's version holds. */
    async read(subject: LearnerSubject, timeZone: string, now: Date, language: Language = 'en'): Promise<Review> {
      const zone = zoneOf(timeZone);
      const all = await cache.read(subject.id, 'review', () => candidates(subject.id));
      return reviewOf(reviewable(all, subject, now), now, zone, language);
    },

    /**
     * Grades one answer and moves the item: up a box when right, to box 1 when wrong. The day is the
     * learner's day when they answered (an offline answer may say when, up to 7 days back).
     */
    async answer(
      subject: LearnerSubject,
      input: ReviewAnswer,
      now: Date,
      language: Language = 'en',
    ): Promise<ReviewResult> {
      const zone = zoneOf(input.timeZone);
      const userId = subject.id;
      const all = reviewable(await candidates(userId), subject, now);
      const found = all.find((c) => c.kind === input.kind && c.id === input.itemId);
      if (!found) throw notFound(reviewMessages.notInReview);
      // A replay (the same clientId): the stored result, in this request's language.
      if (found.row?.lastClientId === input.clientId)
        return storedResult(found, found.row, reviewOf(all, now, zone, language), language);
      const answeredAt = answeredAtOf(input, now);
      const day = calendarDay(answeredAt, zone);
      const state = currentState(found, zone);
      if (!isDue(state, day)) throw conflict(reviewMessages.notDue);
      const { correct, lastOptionId } = gradeOf(input, byId);
      const next = afterReview(state.box, correct, day);
      const stored = await store(userId, found, {
        kind: input.kind,
        itemId: input.itemId,
        box: next.box,
        dueDay: next.dueDay,
        reviewedAt: answeredAt < found.seenAt ? found.seenAt : answeredAt,
        lastClientId: input.clientId,
        lastCorrect: correct,
        lastOptionId,
      });
      const after = reviewable(await candidates(userId), subject, now);
      const mine = after.find((c) => c.kind === input.kind && c.id === input.itemId);
      const row = mine?.row;
      // Another answer to the same item won the race: this one did not count.
      if (!stored && row?.lastClientId !== input.clientId) throw conflict(reviewMessages.notDue);
      if (!mine || !row) throw notFound(reviewMessages.notInReview);
      return storedResult(mine, row, reviewOf(after, now, zone, language), language);
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
