import { randomInt } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { quizBank } from '@shared/content/quiz-bank';
import { completionFunnel, isInactive, utcDay } from '@shared/domain/classroom';
import { EXAM_LENGTH, EXAM_STEP } from '@shared/domain/exam-rules';
import { learningProgress, progressSteps, type ProgressStep } from '@shared/domain/learning-progress';
import { lessonOf, questionText, type QuizQuestion } from '@shared/domain/quiz';
import { QUIZ_LENGTH } from '@shared/domain/quiz-rules';
import type { Language } from '@shared/i18n/languages';
import {
  classroomMessages,
  INACTIVE_AFTER_DAYS,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  MAX_LEARNERS_PER_CLASS,
  MAX_OPEN_CLASSES_PER_TEACHER,
  MISSED_QUESTIONS_SHOWN,
  type ClassSummary,
  type Classroom,
  type ClassTargetsInput,
  type Cohort,
  type CohortLearner,
  type CohortScore,
  type CreateClassInput,
  type JoinPreview,
  type Membership,
  type StepTarget,
  type UpdateClassInput,
} from '@shared/schemas/classroom';
import type { Database } from '../db/client';
import {
  certificates,
  classes,
  classMembers,
  progressEvents,
  quizAttempts,
  sessions,
  teachers,
  users,
} from '../db/schema';
import { conflict, entryLimit, notFound } from '../lib/errors';
import { ownedByUser, progressFactsFrom, progressRowColumns, progressRowsOf } from './progress.service';

export interface ClassroomServiceDeps {
  db: Database;
  now: () => Date;
  /** The bank with its key (the most-missed questions are graded against it). */
  bank?: readonly QuizQuestion[];
}

type Executor = Pick<Database, 'select'>;

/** When the class is archived after an update: kept, set now, or cleared. */
function archivedAfter(current: Date | null, archived: boolean | undefined, at: Date): Date | null {
  if (archived === undefined) return current;
  return archived ? (current ?? at) : null;
}

/** A fresh join code: 8 characters drawn uniformly (crypto) from the look-alike-free alphabet. */
export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i += 1) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

const displayName = (first: string, last: string) => `${first} ${last}`.trim();

function targetsOf(stored: Record<string, string> | null | undefined): StepTarget[] {
  return progressSteps.flatMap((step) => {
    const dueDate = stored?.[step];
    return dueDate ? [{ step, dueDate }] : [];
  });
}

/** A timestamp as json gives it (text) or as the driver gives it (Date), as ISO text. */
const iso = (value: string | Date) => new Date(value).toISOString();

/** One learner's row of the teacher's view, as the member columns give it (json). */
interface MemberRow {
  userId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  joinedAt: string;
  passedSteps: string[] | null;
  eventCounts: Record<string, number | string> | null;
  meteredFeatures: string[] | null;
  goalSet: boolean;
  entryMade: boolean;
  scores: { step: string; attempts: number; best: number; last: number; passed: boolean; lastAt: string }[] | null;
  certificateAt: string | null;
  lastActive: string | null;
}

/**
 * The columns of what a teacher sees of one learner, for a select in which `users` is the learner:
 * name, the email only when `email` says so, the progress facts (the same subqueries as the
 * progress read), each quiz's and the exam's scores and dates (never the answers), the certificate
 * and the last active instant. Never a treasury amount, a calculator input or a saved result.
 */
function memberColumns(joinedAt: SQL, email: SQL): SQL {
  return sql`"users"."id" as "userId", "users"."first_name" as "firstName", "users"."last_name" as "lastName",
    ${email} as "email", ${joinedAt} as "joinedAt",
    ${progressRowColumns.passedSteps} as "passedSteps", ${progressRowColumns.eventCounts} as "eventCounts",
    ${progressRowColumns.meteredFeatures} as "meteredFeatures", ${progressRowColumns.goalSet} as "goalSet",
    ${progressRowColumns.entryMade} as "entryMade",
    (select json_agg(s) from (select ${quizAttempts.step} as step, count(*)::int as attempts,
        max(${quizAttempts.score}) as best,
        (array_agg(${quizAttempts.score} order by ${quizAttempts.answeredAt} desc))[1] as last,
        bool_or(${quizAttempts.passed}) as passed, max(${quizAttempts.answeredAt}) as "lastAt"
      from ${quizAttempts} where ${ownedByUser(quizAttempts)} and ${quizAttempts.answeredAt} is not null
      group by ${quizAttempts.step}) s) as "scores",
    (select ${certificates.issuedAt} from ${certificates}
      where ${ownedByUser(certificates)} and ${certificates.publicId} is not null) as "certificateAt",
    greatest(
      (select max(${sessions.createdAt}) from ${sessions} where ${ownedByUser(sessions)}),
      (select max(${quizAttempts.answeredAt}) from ${quizAttempts} where ${ownedByUser(quizAttempts)}),
      (select max(${progressEvents.occurredAt}) from ${progressEvents} where ${ownedByUser(progressEvents)})
    ) as "lastActive"`;
}

/** The teacher's view of one learner from their row. */
function learnerOf(row: MemberRow, today: string): CohortLearner {
  const facts = progressFactsFrom(progressRowsOf(row));
  const progress = learningProgress(facts);
  const completedSteps = progress.steps.filter((s) => s.completed).map((s) => s.step);
  const order = (step: string) => (step === EXAM_STEP ? 99 : progressSteps.indexOf(step as ProgressStep));
  const scores: CohortScore[] = (row.scores ?? [])
    .map((s) => ({
      step: s.step as CohortScore['step'],
      attempts: Number(s.attempts),
      bestScore: Number(s.best ?? 0),
      lastScore: Number(s.last ?? 0),
      total: s.step === EXAM_STEP ? EXAM_LENGTH : QUIZ_LENGTH,
      passed: Boolean(s.passed),
      lastAt: iso(s.lastAt),
    }))
    .sort((a, b) => order(a.step) - order(b.step));
  const lastActiveDay = row.lastActive ? utcDay(new Date(row.lastActive)) : null;
  return {
    userId: Number(row.userId),
    displayName: displayName(row.firstName, row.lastName),
    email: row.email,
    joinedAt: iso(row.joinedAt),
    completedSteps,
    completedCount: completedSteps.length,
    scores,
    certificateAt: row.certificateAt ? iso(row.certificateAt) : null,
    lastActiveDay,
    inactive: isInactive(lastActiveDay, today, INACTIVE_AFTER_DAYS),
  };
}

type ClassRow = typeof classes.$inferSelect;

function summaryOf(row: ClassRow, learnerCount: number): ClassSummary {
  return {
    id: row.id,
    name: row.name,
    endDate: row.endDate,
    joinCode: row.joinCode,
    archived: row.archivedAt !== null,
    learnerCount,
    targets: targetsOf(row.targets),
    createdAt: iso(row.createdAt),
  };
}

/**
 * Classrooms (issue 49, decision 060): teachers, their classes and join codes, joining by consent,
 * and the cohort view. Every operation on a class names its teacher: another teacher's class (or a
 * learner's guess at one) is not found (404), never refused in a way that says it exists.
 */
export function createClassroomService({ db, now, bank = quizBank }: ClassroomServiceDeps) {
  const byId = new Map(bank.map((question) => [question.id, question]));
  // The answer key as json (question id → the authored right option), graded in the cohort query.
  const answerKey = JSON.stringify(Object.fromEntries(bank.map((q) => [q.id, q.correctOptionId])));

  // The cohort view in one statement: the class, each member as the teacher sees them, and the
  // class's misses per question (the option shown, mapped back through the drawn order).
  const cohortQuery = db
    .select({
      class: sql<ClassRow & { createdAt: string; archivedAt: string | null }>`json_build_object(
        'id', "classes"."id", 'teacherId', "classes"."teacher_id", 'name', "classes"."name",
        'endDate', "classes"."end_date", 'joinCode', "classes"."join_code", 'targets', "classes"."targets",
        'archivedAt', "classes"."archived_at", 'createdAt', "classes"."created_at")`,
      members: sql<MemberRow[] | null>`(select json_agg(m) from (select ${memberColumns(
        sql`"class_members"."joined_at"`,
        sql`case when "class_members"."share_email" then "users"."email" end`,
      )} from "class_members" join "users" on "users"."id" = "class_members"."user_id"
        where "class_members"."class_id" = "classes"."id") m)`,
      misses: sql<{ id: string; answered: number; missed: number }[] | null>`(select json_agg(x) from (
        select q.value ->> 'id' as id, count(distinct a.user_id)::int as answered,
          count(distinct a.user_id) filter (where
            (q.value -> 'order') ->> (ascii(a.answers ->> (q.value ->> 'id')) - 97)
              is distinct from (${sql.placeholder('key')}::jsonb ->> (q.value ->> 'id')))::int as missed
        from "class_members" cm
          join "quiz_attempts" a on a.user_id = cm.user_id and a.answered_at is not null
          cross join lateral jsonb_array_elements(a.questions) q
        where cm.class_id = "classes"."id" and a.answers ? (q.value ->> 'id')
        group by 1) x)`,
    })
    .from(classes)
    .where(and(eq(classes.id, sql.placeholder('classId')), eq(classes.teacherId, sql.placeholder('teacherId'))))
    .prepare('classroom_cohort');

  // One learner as a teacher would see them (the join screen's preview).
  const selfQuery = db
    .select({
      row: sql<MemberRow>`(select row_to_json(m) from (select ${memberColumns(sql`now()`, sql`"users"."email"`)}) m)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('classroom_self');

  async function isTeacher(userId: number): Promise<boolean> {
    const [row] = await db.select({ id: teachers.userId }).from(teachers).where(eq(teachers.userId, userId));
    return row !== undefined;
  }

  /** The teacher's class, or 404 (another teacher's class is not found either). */
  async function ownClass(teacherId: number, classId: number, tx: Executor = db): Promise<ClassRow> {
    const [row] = await tx
      .select()
      .from(classes)
      .where(and(eq(classes.id, classId), eq(classes.teacherId, teacherId)));
    if (!row) throw notFound(classroomMessages.classNotFound);
    return row;
  }

  async function learnerCount(classId: number, tx: Executor = db): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(classMembers).where(eq(classMembers.classId, classId));
    return row?.n ?? 0;
  }

  async function summary(row: ClassRow, tx: Executor = db): Promise<ClassSummary> {
    return summaryOf(row, await learnerCount(row.id, tx));
  }

  /** The open class behind a join code, with its teacher's name; 404 for an unknown or closed code. */
  async function classByCode(code: string) {
    const [row] = await db
      .select({ class: classes, firstName: users.firstName, lastName: users.lastName })
      .from(classes)
      .innerJoin(users, eq(users.id, classes.teacherId))
      .where(and(eq(classes.joinCode, code), isNull(classes.archivedAt)));
    if (!row) throw notFound(classroomMessages.codeNotFound);
    return row;
  }

  async function openClassCount(teacherId: number, tx: Executor = db): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(classes)
      .where(and(eq(classes.teacherId, teacherId), isNull(classes.archivedAt)));
    return row?.n ?? 0;
  }

  /** The learner's classes and, for a teacher, the classes they teach. */
  async function classroom(userId: number): Promise<Classroom> {
    const teaching = await db
      .select({
        class: classes,
        learners: sql<number>`(select count(*)::int from ${classMembers}
          where ${classMembers.classId} = ${classes.id})`,
      })
      .from(classes)
      .where(eq(classes.teacherId, userId))
      .orderBy(classes.createdAt, classes.id);
    const memberships = await db
      .select({
        class: classes,
        member: classMembers,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(classMembers)
      .innerJoin(classes, eq(classes.id, classMembers.classId))
      .innerJoin(users, eq(users.id, classes.teacherId))
      .where(eq(classMembers.userId, userId))
      .orderBy(classMembers.joinedAt);
    return {
      isTeacher: await isTeacher(userId),
      teaching: teaching.map((row) => summaryOf(row.class, Number(row.learners))),
      memberships: memberships.map((row): Membership => ({
        classId: row.class.id,
        name: row.class.name,
        teacherName: displayName(row.firstName, row.lastName),
        endDate: row.class.endDate,
        joinedAt: iso(row.member.joinedAt),
        shareEmail: row.member.shareEmail,
        targets: targetsOf(row.class.targets),
      })),
    };
  }

  return {
    classroom,

    /** Takes the teacher role (again: no change). */
    async becomeTeacher(userId: number): Promise<void> {
      await db.insert(teachers).values({ userId, createdAt: now() }).onConflictDoNothing();
    },

    /**
     * Gives up the teacher role, only with no open class (409 otherwise). Archived classes stay,
     * with their memberships, until deleted; they show again if the role is taken again.
     */
    async stopTeaching(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        // The teacher's row, locked: a class created or unarchived at once waits, then finds no teacher.
        const [teacher] = await tx.select().from(teachers).where(eq(teachers.userId, userId)).for('update');
        if (!teacher) return;
        if ((await openClassCount(userId, tx)) > 0) throw conflict(classroomMessages.openClasses);
        await tx.delete(teachers).where(eq(teachers.userId, userId));
      });
    },

    /** Deletes an archived class of the teacher with its memberships (cascade); an open one answers 409. */
    async deleteClass(teacherId: number, classId: number): Promise<void> {
      const deleted = await db
        .delete(classes)
        .where(and(eq(classes.id, classId), eq(classes.teacherId, teacherId), isNotNull(classes.archivedAt)))
        .returning({ id: classes.id });
      if (deleted.length > 0) return;
      await ownClass(teacherId, classId);
      throw conflict(classroomMessages.deleteOpenClass);
    },

    /** A new class with a fresh join code; at most MAX_OPEN_CLASSES_PER_TEACHER open ones. */
    async createClass(teacherId: number, input: CreateClassInput & { endDate: string | null }): Promise<ClassSummary> {
      return db.transaction(async (tx) => {
        // The teacher's row, locked: two creations at once are counted one after the other.
        const [teacher] = await tx.select().from(teachers).where(eq(teachers.userId, teacherId)).for('update');
        if (!teacher) throw conflict(classroomMessages.notTeacher);
        if ((await openClassCount(teacherId, tx)) >= MAX_OPEN_CLASSES_PER_TEACHER)
          throw entryLimit(classroomMessages.tooManyClasses);
        const [row] = await tx
          .insert(classes)
          .values({ teacherId, name: input.name, endDate: input.endDate, joinCode: newJoinCode(), createdAt: now() })
          .returning();
        return summaryOf(row!, 0);
      });
    },

    async updateClass(teacherId: number, classId: number, input: UpdateClassInput): Promise<ClassSummary> {
      return db.transaction(async (tx) => {
        const [teacher] = await tx.select().from(teachers).where(eq(teachers.userId, teacherId)).for('update');
        if (!teacher) throw notFound(classroomMessages.classNotFound);
        const current = await ownClass(teacherId, classId, tx);
        const unarchiving = input.archived === false && current.archivedAt !== null;
        if (unarchiving && (await openClassCount(teacherId, tx)) >= MAX_OPEN_CLASSES_PER_TEACHER)
          throw entryLimit(classroomMessages.tooManyClasses);
        const archivedAt = archivedAfter(current.archivedAt, input.archived, now());
        const [row] = await tx
          .update(classes)
          .set({
            ...(input.name === undefined ? {} : { name: input.name }),
            ...(input.endDate === undefined ? {} : { endDate: input.endDate }),
            archivedAt,
            // An archived class takes no one: its code goes with it.
            ...(input.archived === true ? { joinCode: null } : {}),
          })
          .where(eq(classes.id, classId))
          .returning();
        return summary(row!, tx);
      });
    },

    /** A new join code (the old one stops working at once), or none: joining closed. */
    async setJoinCode(teacherId: number, classId: number, action: 'rotate' | 'close'): Promise<ClassSummary> {
      const current = await ownClass(teacherId, classId);
      if (current.archivedAt !== null && action === 'rotate') throw conflict(classroomMessages.archived);
      const [row] = await db
        .update(classes)
        .set({ joinCode: action === 'rotate' ? newJoinCode() : null })
        .where(eq(classes.id, classId))
        .returning();
      return summary(row!);
    },

    /** Replaces the class's target dates (a step left out has none). */
    async setTargets(teacherId: number, classId: number, input: ClassTargetsInput): Promise<ClassSummary> {
      await ownClass(teacherId, classId);
      const targets = Object.fromEntries(input.targets.map((target) => [target.step, target.dueDate]));
      const [row] = await db.update(classes).set({ targets }).where(eq(classes.id, classId)).returning();
      return summary(row!);
    },

    /** Removes a learner from the teacher's class; the teacher sees nothing more of them. */
    async removeLearner(teacherId: number, classId: number, learnerId: number): Promise<void> {
      await ownClass(teacherId, classId);
      const removed = await db
        .delete(classMembers)
        .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, learnerId)))
        .returning({ userId: classMembers.userId });
      if (removed.length === 0) throw notFound(classroomMessages.learnerNotFound);
    },

    /**
     * The cohort view: one statement for the class, its learners and its misses (each question and
     * its lesson in `language`, the teacher's).
     */
    async cohort(teacherId: number, classId: number, language: Language = 'en'): Promise<Cohort> {
      const [found] = await cohortQuery.execute({ classId, teacherId, key: answerKey });
      if (!found) throw notFound(classroomMessages.classNotFound);
      const today = utcDay(now());
      const row = found.class;
      const learners = (found.members ?? []).map((member) => learnerOf(member, today));
      learners.sort((a, b) => a.displayName.localeCompare(b.displayName));
      const missedQuestions = (found.misses ?? [])
        .filter((miss) => miss.missed > 0 && byId.has(miss.id))
        .sort(
          (a, b) => b.missed - a.missed || b.missed / b.answered - a.missed / a.answered || a.id.localeCompare(b.id),
        )
        .slice(0, MISSED_QUESTIONS_SHOWN)
        .map((miss) => {
          const question = byId.get(miss.id)!;
          return {
            questionId: miss.id,
            prompt: questionText(question, language).prompt,
            step: question.step,
            missedBy: miss.missed,
            answeredBy: miss.answered,
            lesson: lessonOf(question, language),
          };
        });
      return {
        class: summaryOf(
          {
            ...row,
            createdAt: new Date(row.createdAt),
            archivedAt: row.archivedAt === null ? null : new Date(row.archivedAt),
          },
          learners.length,
        ),
        learners,
        funnel: completionFunnel(learners),
        missedQuestions,
        today,
      };
    },

    /** What joining a class means, before any consent: nothing is stored, nothing is shared. */
    async preview(userId: number, code: string): Promise<JoinPreview> {
      const found = await classByCode(code);
      const [self] = await selfQuery.execute({ userId });
      const [member] = await db
        .select({ userId: classMembers.userId })
        .from(classMembers)
        .where(and(eq(classMembers.classId, found.class.id), eq(classMembers.userId, userId)));
      const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return {
        className: found.class.name,
        teacherName: displayName(found.firstName, found.lastName),
        endDate: found.class.endDate,
        alreadyMember: member !== undefined,
        ownClass: found.class.teacherId === userId,
        full: (await learnerCount(found.class.id)) >= MAX_LEARNERS_PER_CLASS,
        teacherWillSee: { ...learnerOf(self!.row, utcDay(now())), email: null, joinedAt: now().toISOString() },
        yourEmail: me?.email ?? '',
      };
    },

    /** Joins by the learner's consent; joining again keeps the membership and updates the email choice. */
    async join(
      userId: number,
      code: string,
      shareEmail: boolean,
    ): Promise<{ membership: Membership; created: boolean }> {
      const found = await classByCode(code);
      if (found.class.teacherId === userId) throw conflict(classroomMessages.ownClass);
      const created = await db.transaction(async (tx) => {
        // The class row, locked: joins at the bound are counted one after the other.
        await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, found.class.id)).for('update');
        const [existing] = await tx
          .update(classMembers)
          .set({ shareEmail })
          .where(and(eq(classMembers.classId, found.class.id), eq(classMembers.userId, userId)))
          .returning({ userId: classMembers.userId });
        if (existing) return false;
        const [n] = await tx.select({ n: count() }).from(classMembers).where(eq(classMembers.classId, found.class.id));
        if ((n?.n ?? 0) >= MAX_LEARNERS_PER_CLASS) throw entryLimit(classroomMessages.classFull);
        await tx.insert(classMembers).values({ classId: found.class.id, userId, shareEmail, joinedAt: now() });
        return true;
      });
      const mine = await classroom(userId);
      const membership = mine.memberships.find((m) => m.classId === found.class.id);
      if (!membership) throw notFound(classroomMessages.codeNotFound);
      return { membership, created };
    },

    /** Leaves a class: the membership is removed, so the teacher sees nothing more. */
    async leave(userId: number, classId: number): Promise<void> {
      const removed = await db
        .delete(classMembers)
        .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
        .returning({ userId: classMembers.userId });
      if (removed.length === 0) throw notFound(classroomMessages.notMember);
    },

    /** What each teacher sees of the learner, class by class (the data export). */
    async teacherViews(userId: number) {
      const mine = await classroom(userId);
      if (mine.memberships.length === 0) return [];
      const [self] = await selfQuery.execute({ userId });
      const today = utcDay(now());
      return mine.memberships.map((membership) => {
        const seen = learnerOf(self!.row, today);
        return {
          className: membership.name,
          teacherName: membership.teacherName,
          joinedAt: membership.joinedAt,
          teacherSees: { ...seen, joinedAt: membership.joinedAt, email: membership.shareEmail ? seen.email : null },
        };
      });
    },
  };
}

export type ClassroomService = ReturnType<typeof createClassroomService>;
