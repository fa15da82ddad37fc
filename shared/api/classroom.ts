import {
  classParamsSchema,
  classroomSchema,
  classSummarySchema,
  classTargetsSchema,
  cohortSchema,
  createClassSchema,
  joinClassSchema,
  joinCodeActionSchema,
  joinCodeParamsSchema,
  joinPreviewSchema,
  memberParamsSchema,
  membershipSchema,
  updateClassSchema,
  type ClassSummary,
  type CohortLearner,
  type Membership,
} from '../schemas/classroom';
import { defineOperation } from './operation';

const tag = 'Classroom';

const summary: ClassSummary = {
  id: 12,
  name: 'Year 11 savings',
  endDate: '2027-06-30',
  joinCode: 'K7MQ4XRT',
  archived: false,
  learnerCount: 1,
  targets: [{ step: 'guide', dueDate: '2027-01-15' }],
  createdAt: '2026-12-07T09:30:00.000Z',
};

const learner: CohortLearner = {
  userId: 41,
  displayName: 'Ada Lovelace',
  email: null,
  joinedAt: '2026-12-07T10:00:00.000Z',
  completedSteps: ['guide'],
  completedCount: 1,
  scores: [
    {
      step: 'guide',
      attempts: 2,
      bestScore: 6,
      lastScore: 6,
      total: 6,
      passed: true,
      lastAt: '2026-12-07T10:20:00.000Z',
    },
  ],
  certificateAt: null,
  lastActiveDay: '2026-12-07',
  inactive: false,
};

const membership: Membership = {
  classId: 12,
  name: 'Year 11 savings',
  teacherName: 'Grace Hopper',
  endDate: '2027-06-30',
  joinedAt: '2026-12-07T10:00:00.000Z',
  shareEmail: false,
  targets: [{ step: 'guide', dueDate: '2027-01-15' }],
};

const classPath = '/api/classes/:classId';

export const getClassroom = defineOperation({
  method: 'get',
  path: '/api/classroom',
  tag,
  summary: "The learner's classes (with their target dates) and, for a teacher, the classes they teach",
  access: 'signed-in',
  noStore: true,
  success: { status: 200, description: 'The classroom', schema: classroomSchema },
  errors: ['UNAUTHENTICATED'],
  example: { answer: { isTeacher: true, teaching: [summary], memberships: [membership] } },
});

export const becomeTeacher = defineOperation({
  method: 'post',
  path: '/api/classroom/teacher',
  tag,
  summary: 'Take the teacher role on this account (again: no change)',
  access: 'signed-in',
  noStore: true,
  success: { status: 200, description: 'The classroom, now as a teacher', schema: classroomSchema },
  errors: ['UNAUTHENTICATED'],
  example: { answer: { isTeacher: true, teaching: [], memberships: [] } },
});

export const stopTeaching = defineOperation({
  method: 'delete',
  path: '/api/classroom/teacher',
  tag,
  summary: 'Give up the teacher role: only with no open class (archive them first)',
  description:
    'Archived classes stay, with their memberships, until the teacher deletes them (DELETE /api/classes/:classId) or their account; taking the role again shows them again.',
  access: 'signed-in',
  noStore: true,
  success: { status: 200, description: 'The classroom, no longer as a teacher', schema: classroomSchema },
  errors: ['UNAUTHENTICATED', 'CONFLICT'],
  example: { answer: { isTeacher: false, teaching: [], memberships: [] } },
});

export const createClass = defineOperation({
  method: 'post',
  path: '/api/classes',
  tag,
  summary: 'Create a class with a fresh join code',
  description:
    'A teacher may hold at most 20 open (not archived) classes: one more answers 409 ENTRY_LIMIT. A learner who is not a teacher gets 409 CONFLICT.',
  access: 'signed-in',
  noStore: true,
  body: createClassSchema,
  bodyLimit: '2kb',
  success: { status: 201, description: 'The class', schema: classSummarySchema },
  errors: ['UNAUTHENTICATED', 'CONFLICT', 'ENTRY_LIMIT'],
  example: { body: { name: 'Year 11 savings', endDate: '2027-06-30' }, answer: { ...summary, learnerCount: 0 } },
});

export const getCohort = defineOperation({
  method: 'get',
  path: `${classPath}/cohort`,
  tag,
  summary: "The cohort view of the teacher's class: each learner as the teacher sees them, the funnel and the misses",
  description:
    "One statement, at 200 learners too. Another teacher's class, or a class that does not exist, answers 404 alike.",
  access: 'signed-in',
  noStore: true,
  params: classParamsSchema,
  success: { status: 200, description: 'The cohort', schema: cohortSchema },
  errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  example: {
    params: { classId: 12 },
    answer: {
      class: summary,
      learners: [learner],
      funnel: [{ stage: 'guide', label: 'Guide', learners: 1 }],
      missedQuestions: [],
      today: '2026-12-07',
    },
  },
});

export const updateClass = defineOperation({
  method: 'patch',
  path: classPath,
  tag,
  summary: 'Rename a class, set its end date, or archive it (archiving closes joining)',
  description: 'Unarchiving counts against the 20 open classes (409 ENTRY_LIMIT).',
  access: 'signed-in',
  noStore: true,
  params: classParamsSchema,
  body: updateClassSchema,
  bodyLimit: '2kb',
  success: { status: 200, description: 'The class', schema: classSummarySchema },
  errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'ENTRY_LIMIT'],
  example: { params: { classId: 12 }, body: { name: 'Year 11 savings (spring)' }, answer: summary },
});

export const setJoinCode = defineOperation({
  method: 'post',
  path: `${classPath}/join-code`,
  tag,
  summary: "Rotate the class's join code (the old code and link stop working) or close joining",
  access: 'signed-in',
  noStore: true,
  params: classParamsSchema,
  body: joinCodeActionSchema,
  bodyLimit: '1kb',
  success: { status: 200, description: 'The class', schema: classSummarySchema },
  errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT'],
  example: { params: { classId: 12 }, body: { action: 'close' }, answer: { ...summary, joinCode: null } },
});

export const setClassTargets = defineOperation({
  method: 'put',
  path: `${classPath}/targets`,
  tag,
  summary: 'Set the target date of each step (the whole set; a step left out has none)',
  access: 'signed-in',
  noStore: true,
  params: classParamsSchema,
  body: classTargetsSchema,
  bodyLimit: '2kb',
  success: { status: 200, description: 'The class', schema: classSummarySchema },
  errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  example: { params: { classId: 12 }, body: { targets: [{ step: 'guide', dueDate: '2027-01-15' }] }, answer: summary },
});

export const removeLearner = defineOperation({
  method: 'delete',
  path: `${classPath}/learners/:userId`,
  tag,
  summary: "Remove a learner from the teacher's class: the teacher sees nothing more of them",
  access: 'signed-in',
  noStore: true,
  params: memberParamsSchema,
  success: { status: 204, description: 'Removed' },
  errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  example: { params: { classId: 12, userId: 41 } },
});

export const deleteClass = defineOperation({
  method: 'delete',
  path: classPath,
  tag,
  summary: 'Delete an archived class of the teacher, with every membership of it',
  description: 'An open class answers 409: archive it first. Its learners see it no more; nothing of it is kept.',
  access: 'signed-in',
  noStore: true,
  params: classParamsSchema,
  success: { status: 204, description: 'Deleted' },
  errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT'],
  example: { params: { classId: 12 } },
});

export const previewJoin = defineOperation({
  method: 'get',
  path: '/api/join/:code',
  tag,
  summary: 'What joining the class of this code means: the class, its teacher, and exactly what they would see',
  description:
    'Stores nothing and shares nothing. An unknown or closed code answers 404. Counted against RATE_LIMIT_JOIN_ADDRESS and RATE_LIMIT_JOIN_ACCOUNT (docs/limits.md): join codes cannot be guessed at speed.',
  access: 'signed-in',
  noStore: true,
  params: joinCodeParamsSchema,
  success: { status: 200, description: 'The preview', schema: joinPreviewSchema },
  errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'RATE_LIMITED'],
  example: {
    params: { code: 'K7MQ4XRT' },
    answer: {
      className: 'Year 11 savings',
      teacherName: 'Grace Hopper',
      endDate: '2027-06-30',
      alreadyMember: false,
      ownClass: false,
      full: false,
      teacherWillSee: learner,
      yourEmail: 'ada@example.com',
    },
  },
});

export const joinClass = defineOperation({
  method: 'post',
  path: '/api/join/:code',
  tag,
  summary: 'Join the class of this code, by the learner’s consent; choose whether the teacher sees the email',
  description:
    'A class holds at most 200 learners (409 ENTRY_LIMIT). Joining again answers 200 with the membership (its email choice updated). The teacher of the class cannot join it (409). Rate limited as the preview.',
  access: 'signed-in',
  noStore: true,
  params: joinCodeParamsSchema,
  body: joinClassSchema,
  bodyLimit: '1kb',
  success: { status: 201, also: [200], description: 'The membership', schema: membershipSchema },
  errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT', 'ENTRY_LIMIT', 'RATE_LIMITED'],
  example: { params: { code: 'K7MQ4XRT' }, body: { shareEmail: false }, answer: membership },
});

export const leaveClass = defineOperation({
  method: 'delete',
  path: '/api/classroom/memberships/:classId',
  tag,
  summary: 'Leave a class: the teacher sees nothing more of the learner',
  access: 'signed-in',
  noStore: true,
  params: classParamsSchema,
  success: { status: 204, description: 'Left' },
  errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  example: { params: { classId: 12 } },
});
