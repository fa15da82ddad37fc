import type { MessageId } from '@/i18n/i18n';

/**
 * What a teacher sees and never sees (shared/schemas/classroom.ts: teacherSeesList,
 * teacherNeverSeesList) as catalogue messages, in the same order; join-page.test.tsx holds the
 * English catalogue to those lists.
 */
export const teacherSees = [
  'classroom.teacherSees.name',
  'classroom.teacherSees.steps',
  'classroom.teacherSees.scores',
  'classroom.teacherSees.certificate',
  'classroom.teacherSees.lastActive',
] as const satisfies readonly MessageId[];

export const teacherNeverSees = [
  'classroom.neverSees.email',
  'classroom.neverSees.treasury',
  'classroom.neverSees.calculator',
  'classroom.neverSees.answers',
  'classroom.neverSees.wizard',
] as const satisfies readonly MessageId[];
