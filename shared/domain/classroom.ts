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

const scoreText = (learner: CohortLearner, step: string) => {
  const score = learner.scores.find((s) => s.step === step);
  return score ? `${score.lastScore}/${score.total} (best ${score.bestScore}) ${score.lastAt.slice(0, 10)}` : '';
};

/** The cohort view's rows as CSV: exactly the columns the view shows, for the rows it shows. */
export function cohortCsv(rows: readonly CohortLearner[]): string {
  const scored = ['guide', 'glossary', 'strategies', 'security', 'exam'];
  const header = [
    'Name',
    'Email',
    'Steps completed',
    ...progressSteps.map((step) => stepTitles[step]),
    ...scored.map((step) => (step === 'exam' ? 'Final exam' : `${stepTitles[step as ProgressStep]} quiz`)),
    'Certificate',
    'Last active',
    'Inactive 7+ days',
    'Joined',
  ];
  const lines = rows.map((learner) => [
    learner.displayName,
    learner.email,
    `${learner.completedCount} of ${progressSteps.length}`,
    ...progressSteps.map((step) => (learner.completedSteps.includes(step) ? 'yes' : 'no')),
    ...scored.map((step) => scoreText(learner, step)),
    learner.certificateAt ? learner.certificateAt.slice(0, 10) : '',
    learner.lastActiveDay,
    learner.inactive ? 'yes' : 'no',
    learner.joinedAt.slice(0, 10),
  ]);
  return [header, ...lines].map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}
