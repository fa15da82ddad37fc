import { progressSteps, stepTitles, type ProgressStep } from './learning-progress';
import type { CohortLearner, StepTarget } from '../schemas/classroom';

/**
 * The classroom's pure rules (issue 49, decision 060): the completion funnel, inactivity, due
 * targets, the cohort view's filters and sorting, and its CSV. No clocks: `today` is passed in.
 */

/** 'YYYY-MM-DD' (UTC) of an instant. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** Days from `from` to `to` (both 'YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Inactive: no activity at all, or none for `days` days or more before `today`. */
export function isInactive(lastActiveDay: string | null, today: string, days: number): boolean {
  return lastActiveDay === null || daysBetween(lastActiveDay, today) >= days;
}

/** Learners who completed each step (in the path's order), then those with a certificate. */
export function completionFunnel(learners: readonly Pick<CohortLearner, 'completedSteps' | 'certificateAt'>[]) {
  const stages = progressSteps.map((step) => ({
    stage: step as string,
    label: stepTitles[step],
    learners: learners.filter((learner) => learner.completedSteps.includes(step)).length,
  }));
  stages.push({
    stage: 'certificate',
    label: 'Certificate',
    learners: learners.filter((learner) => learner.certificateAt !== null).length,
  });
  return stages;
}

/**
 * The class targets a learner should hear about on `today`: due within the next `withinDays`
 * days (today included) or passed in the last `withinDays` days, for a step not yet complete.
 */
export function dueTargets(
  targets: readonly StepTarget[],
  completed: ReadonlySet<string>,
  today: string,
  withinDays = 7,
): StepTarget[] {
  return targets
    .filter((target) => !completed.has(target.step))
    .filter((target) => Math.abs(daysBetween(today, target.dueDate)) <= withinDays)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

export type CohortFilter = 'all' | 'inactive' | 'certificate' | `step:${ProgressStep}` | `missing:${ProgressStep}`;
export type CohortSort = 'name' | 'progress' | 'lastActive' | 'joined';

/** The rows the cohort view shows for a filter and a sort (the CSV exports the same rows). */
export function cohortRows(
  learners: readonly CohortLearner[],
  filter: CohortFilter,
  sort: CohortSort,
  descending = false,
): CohortLearner[] {
  const kept = learners.filter((learner) => {
    if (filter === 'all') return true;
    if (filter === 'inactive') return learner.inactive;
    if (filter === 'certificate') return learner.certificateAt !== null;
    const [kind, step] = filter.split(':') as ['step' | 'missing', ProgressStep];
    const done = learner.completedSteps.includes(step);
    return kind === 'step' ? done : !done;
  });
  const byName = (a: CohortLearner, b: CohortLearner) => a.displayName.localeCompare(b.displayName);
  const compare: Record<CohortSort, (a: CohortLearner, b: CohortLearner) => number> = {
    name: byName,
    progress: (a, b) => a.completedCount - b.completedCount || byName(a, b),
    lastActive: (a, b) => (a.lastActiveDay ?? '').localeCompare(b.lastActiveDay ?? '') || byName(a, b),
    joined: (a, b) => a.joinedAt.localeCompare(b.joinedAt) || byName(a, b),
  };
  const sorted = [...kept].sort(compare[sort]);
  return descending ? sorted.reverse() : sorted;
}

/** A CSV field: quoted when it holds a comma, quote or line break; a leading =+-@ is defused. */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The words of the cohort CSV in one language (its column names and the words in its cells).
 * Numbers and days are written the same in every language, for machines: days 'YYYY-MM-DD',
 * scores '5/6', no thousands separators, so a spreadsheet reads them whatever its locale.
 */
export interface CohortCsvTexts {
  name: string;
  email: string;
  stepsCompleted: string;
  /** A step's column: its name. */
  steps: Record<ProgressStep, string>;
  /** A scored step's column: its quiz ('Guide quiz'), from the step's name. */
  quiz: (step: string) => string;
  finalExam: string;
  certificate: string;
  lastActive: string;
  inactive: string;
  joined: string;
  /** '2 of 8': steps completed of all. */
  completed: (done: number, total: number) => string;
  yes: string;
  no: string;
  /** '5/6 (best 6) 2026-12-04': the last score, the best one and the day (all written already). */
  score: (score: { last: number; total: number; best: number; day: string }) => string;
}

/** The cohort CSV in English (its words as they have always been). */
export const cohortCsvEnglish: CohortCsvTexts = {
  name: 'Name',
  email: 'Email',
  stepsCompleted: 'Steps completed',
  steps: stepTitles,
  quiz: (step) => `${step} quiz`,
  finalExam: 'Final exam',
  certificate: 'Certificate',
  lastActive: 'Last active',
  inactive: 'Inactive 7+ days',
  joined: 'Joined',
  completed: (done, total) => `${done} of ${total}`,
  yes: 'yes',
  no: 'no',
  score: (s) => `${s.last}/${s.total} (best ${s.best}) ${s.day}`,
};

const scoreText = (learner: CohortLearner, step: string, texts: CohortCsvTexts) => {
  const score = learner.scores.find((s) => s.step === step);
  return score
    ? texts.score({ last: score.lastScore, total: score.total, best: score.bestScore, day: score.lastAt.slice(0, 10) })
    : '';
};

/**
 * The cohort view's rows as CSV: exactly the columns the view shows, for the rows it shows, in the
 * language of `texts` (English by default; shared/content/es/csv.ts in Spanish).
 */
export function cohortCsv(rows: readonly CohortLearner[], texts: CohortCsvTexts = cohortCsvEnglish): string {
  const scored = ['guide', 'glossary', 'strategies', 'security', 'exam'];
  const yesNo = (value: boolean) => (value ? texts.yes : texts.no);
  const header = [
    texts.name,
    texts.email,
    texts.stepsCompleted,
    ...progressSteps.map((step) => texts.steps[step]),
    ...scored.map((step) => (step === 'exam' ? texts.finalExam : texts.quiz(texts.steps[step as ProgressStep]))),
    texts.certificate,
    texts.lastActive,
    texts.inactive,
    texts.joined,
  ];
  const lines = rows.map((learner) => [
    learner.displayName,
    learner.email,
    texts.completed(learner.completedCount, progressSteps.length),
    ...progressSteps.map((step) => yesNo(learner.completedSteps.includes(step))),
    ...scored.map((step) => scoreText(learner, step, texts)),
    learner.certificateAt ? learner.certificateAt.slice(0, 10) : '',
    learner.lastActiveDay,
    yesNo(learner.inactive),
    learner.joinedAt.slice(0, 10),
  ]);
  return [header, ...lines].map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}
