import { z } from 'zod';
import { progressSteps } from '../domain/learning-progress';
import { quizSteps } from '../domain/quiz-rules';
import { isVisibleText } from './visible-text';

/**
 * The classroom (issue 49, decision 060): teachers, their classes with a join code, learners who
 * join by consent, and the cohort view. The bounds are in docs/limits.md ('Classrooms').
 */

/** Open (not archived) classes one teacher may hold at once. */
export const MAX_OPEN_CLASSES_PER_TEACHER = 20;
/** Learners one class may hold. */
export const MAX_LEARNERS_PER_CLASS = 200;
/** A learner with no activity for this many days is listed as inactive in the cohort view. */
export const INACTIVE_AFTER_DAYS = 7;
/** The most-missed questions the cohort view lists. */
export const MISSED_QUESTIONS_SHOWN = 10;
export const CLASS_NAME_MAX = 80;
/** Join codes: 8 characters from an alphabet without look-alikes (no I, O, 0, 1). */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 8;

export const classroomMessages = {
  nameRequired: 'Class name is required',
  nameMax: `Class name must be at most ${CLASS_NAME_MAX} characters`,
  nameControlChars: 'Class name cannot contain control characters, invisible characters or text-direction marks',
  date: 'Date must be a date in the form YYYY-MM-DD',
  dateRange: 'Date must be between 2020-01-01 and 2100-12-31',
  notTeacher: 'Become a teacher in Settings to create classes',
  tooManyClasses: `You can have at most ${MAX_OPEN_CLASSES_PER_TEACHER} open classes: archive one to create another`,
  classFull: `This class is full: a class holds at most ${MAX_LEARNERS_PER_CLASS} learners`,
  classNotFound: 'No such class',
  learnerNotFound: 'No such learner in this class',
  codeNotFound: 'No open class has this code. Check it with your teacher: it may have been changed or closed.',
  ownClass: 'You teach this class, so you cannot join it as a learner',
  notMember: 'You are not in this class',
  archived: 'This class is archived: unarchive it first',
  openClasses: 'Archive your open classes first: you can stop teaching once none is open',
  deleteOpenClass: 'Archive this class before deleting it',
} as const;

/** What a teacher sees of each learner, and what they never see (shown on the join screen). */
export const teacherSeesList = [
  'Your name as in your profile',
  'Which of the 8 steps you have completed',
  'Your quiz and final exam scores, with their dates',
  'Whether you have your certificate',
  'The last day you were active',
] as const;
export const teacherNeverSeesList = [
  'Your email (unless you choose to share it below)',
  'Your treasury: your goal, savings entries and amounts',
  'What you enter in the calculator',
  'Your answers to quizzes, the exam and the security assessment',
  'Your Strategy Wizard results',
] as const;

const isRealDate = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};

export const classDateSchema = z
  .string({ error: classroomMessages.date })
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value), {
    message: classroomMessages.date,
    abort: true,
  })
  .refine((value) => value >= '2020-01-01' && value <= '2100-12-31', classroomMessages.dateRange);

export const classNameSchema = z
  .string({ error: classroomMessages.nameRequired })
  .trim()
  .min(1, classroomMessages.nameRequired)
  .max(CLASS_NAME_MAX, classroomMessages.nameMax)
  .refine(isVisibleText, classroomMessages.nameControlChars);

export const joinCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`), classroomMessages.codeNotFound);

const classIdSchema = z.coerce.number({ error: classroomMessages.classNotFound }).int().min(1).max(2_147_483_647);

export const classParamsSchema = z.object({ classId: classIdSchema });
export const memberParamsSchema = z.object({
  classId: classIdSchema,
  userId: z.coerce.number({ error: classroomMessages.learnerNotFound }).int().min(1).max(2_147_483_647),
});
export const joinCodeParamsSchema = z.object({ code: joinCodeSchema });

/** POST /api/classes. */
export const createClassSchema = z.strictObject({
  name: classNameSchema,
  endDate: classDateSchema.nullish().transform((value) => value ?? null),
});
export type CreateClassInput = z.input<typeof createClassSchema>;

/** PATCH /api/classes/:classId: any of name, end date, archived. */
export const updateClassSchema = z.strictObject({
  name: classNameSchema.optional(),
  endDate: classDateSchema.nullable().optional(),
  archived: z.boolean().optional(),
});
export type UpdateClassInput = z.input<typeof updateClassSchema>;

/** POST /api/classes/:classId/join-code: a new code (old one stops working), or no code (joining closed). */
export const joinCodeActionSchema = z.strictObject({ action: z.enum(['rotate', 'close']) });

const stepTarget = z.object({ step: z.enum(progressSteps), dueDate: classDateSchema });
export type StepTarget = z.infer<typeof stepTarget>;

/** PUT /api/classes/:classId/targets: the whole set of target dates (a step left out has none). */
export const classTargetsSchema = z.strictObject({
  targets: z
    .array(z.strictObject({ step: z.enum(progressSteps), dueDate: classDateSchema }))
    .max(progressSteps.length)
    .refine((list) => new Set(list.map((t) => t.step)).size === list.length, 'Each step can have one target date'),
});
export type ClassTargetsInput = z.input<typeof classTargetsSchema>;

/** POST /api/join/:code: the learner's consent, and whether the teacher sees their email. */
export const joinClassSchema = z.strictObject({ shareEmail: z.boolean().default(false) });
export type JoinClassInput = z.input<typeof joinClassSchema>;

export const classSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  endDate: z.string().nullable(),
  /** Null once joining is closed. */
  joinCode: z.string().nullable(),
  archived: z.boolean(),
  learnerCount: z.number().int(),
  targets: z.array(stepTarget),
  createdAt: z.string(),
});
export type ClassSummary = z.infer<typeof classSummarySchema>;

export const membershipSchema = z.object({
  classId: z.number().int(),
  name: z.string(),
  teacherName: z.string(),
  endDate: z.string().nullable(),
  joinedAt: z.string(),
  shareEmail: z.boolean(),
  targets: z.array(stepTarget),
});
export type Membership = z.infer<typeof membershipSchema>;

/** GET /api/classroom: the signed-in learner's side and, for a teacher, their classes. */
export const classroomSchema = z.object({
  isTeacher: z.boolean(),
  teaching: z.array(classSummarySchema),
  memberships: z.array(membershipSchema),
});
export type Classroom = z.infer<typeof classroomSchema>;

export const scoredStepSchema = z.enum([...quizSteps, 'exam']);

/** A quiz's (or the final exam's) answered attempts, as the teacher sees them: scores and dates, never answers. */
export const cohortScoreSchema = z.object({
  step: scoredStepSchema,
  attempts: z.number().int(),
  bestScore: z.number().int(),
  lastScore: z.number().int(),
  total: z.number().int(),
  passed: z.boolean(),
  lastAt: z.string(),
});
export type CohortScore = z.infer<typeof cohortScoreSchema>;

/** One learner as the teacher sees them (exactly what the join screen shows a learner about themselves). */
export const cohortLearnerSchema = z.object({
  userId: z.number().int(),
  displayName: z.string(),
  /** Only when the learner chose to share it. */
  email: z.string().nullable(),
  joinedAt: z.string(),
  completedSteps: z.array(z.enum(progressSteps)),
  completedCount: z.number().int(),
  scores: z.array(cohortScoreSchema),
  /** When the certificate was issued; null without one. */
  certificateAt: z.string().nullable(),
  /** 'YYYY-MM-DD' (UTC) of the last sign-in, quiz answered or step activity; null if none. */
  lastActiveDay: z.string().nullable(),
  inactive: z.boolean(),
});
export type CohortLearner = z.infer<typeof cohortLearnerSchema>;

export const missedQuestionSchema = z.object({
  questionId: z.string(),
  prompt: z.string(),
  step: z.string(),
  /** Learners who answered it wrongly at least once, of those who answered it. */
  missedBy: z.number().int(),
  answeredBy: z.number().int(),
  lesson: z.object({ title: z.string(), href: z.string().startsWith('/') }),
});
export type MissedQuestion = z.infer<typeof missedQuestionSchema>;

export const cohortSchema = z.object({
  class: classSummarySchema,
  learners: z.array(cohortLearnerSchema),
  /** Learners who completed each step, in the path's order, then those with the certificate. */
  funnel: z.array(z.object({ stage: z.string(), label: z.string(), learners: z.number().int() })),
  missedQuestions: z.array(missedQuestionSchema),
  /** The day the view was made ('YYYY-MM-DD', UTC): inactivity and due targets are counted from it. */
  today: z.string(),
});
export type Cohort = z.infer<typeof cohortSchema>;

/** GET /api/join/:code: what joining means, before any consent. */
export const joinPreviewSchema = z.object({
  className: z.string(),
  teacherName: z.string(),
  endDate: z.string().nullable(),
  alreadyMember: z.boolean(),
  ownClass: z.boolean(),
  full: z.boolean(),
  /** The learner's own row, exactly as the teacher would see it (email shown only if shared). */
  teacherWillSee: cohortLearnerSchema,
  /** The learner's own email, shown beside the choice to share it. */
  yourEmail: z.string(),
});
export type JoinPreview = z.infer<typeof joinPreviewSchema>;
