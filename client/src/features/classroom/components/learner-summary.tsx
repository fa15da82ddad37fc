import { Check } from 'lucide-react';
import { progressSteps, stepTitles } from '@shared/domain/learning-progress';
import type { CohortLearner, CohortScore } from '@shared/schemas/classroom';
import { cn } from '@/lib/cn';
import { formatDay } from '@/entities/classroom/format-day';

const scoreLabel = (step: CohortScore['step']) => (step === 'exam' ? 'Final exam' : `${stepTitles[step]} quiz`);

/** A score as the teacher sees it: 'Guide quiz: 6/6, passed, 7 Dec 2026 (2 attempts, best 6)'. */
export function scoreText(score: CohortScore): string {
  const attempts = score.attempts === 1 ? '1 attempt' : `${score.attempts} attempts, best ${score.bestScore}`;
  return `${score.lastScore}/${score.total}, ${score.passed ? 'passed' : 'not passed'}, ${formatDay(score.lastAt)} (${attempts})`;
}

/** The 8 steps as dots with a check on each completed one, and the count. */
export function StepDots({ learner }: { learner: CohortLearner }) {
  return (
    <span className="inline-flex items-center gap-1">
      <ol className="flex gap-0.5" aria-label={`${learner.completedCount} of 8 steps completed`}>
        {progressSteps.map((step) => {
          const done = learner.completedSteps.includes(step);
          return (
            <li
              key={step}
              title={stepTitles[step]}
              className={cn(
                'flex size-3.5 items-center justify-center rounded-full',
                done ? 'bg-primary text-primary-foreground' : 'bg-muted-foreground/20',
              )}
            >
              {done ? <Check className="size-2.5" aria-hidden="true" /> : null}
              <span className="sr-only">{`${stepTitles[step]}${done ? ': complete' : ''}`}</span>
            </li>
          );
        })}
      </ol>
      <span className="text-xs tabular-nums">{learner.completedCount}/8</span>
    </span>
  );
}

/** One learner exactly as the teacher sees them (the join screen shows the learner their own). */
export function LearnerSummary({ learner }: { learner: CohortLearner }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-muted-foreground">Name</dt>
      <dd>{learner.displayName}</dd>
      <dt className="text-muted-foreground">Email</dt>
      <dd>{learner.email ?? 'Not shared'}</dd>
      <dt className="text-muted-foreground">Steps</dt>
      <dd>
        <StepDots learner={learner} />
        {learner.completedSteps.length > 0 ? (
          <span className="block text-xs">{learner.completedSteps.map((step) => stepTitles[step]).join(', ')}</span>
        ) : null}
      </dd>
      <dt className="text-muted-foreground">Scores</dt>
      <dd>
        {learner.scores.length === 0 ? (
          'No quiz answered yet'
        ) : (
          <ul>
            {learner.scores.map((score) => (
              <li key={score.step}>
                {scoreLabel(score.step)}: {scoreText(score)}
              </li>
            ))}
          </ul>
        )}
      </dd>
      <dt className="text-muted-foreground">Certificate</dt>
      <dd>{learner.certificateAt ? `Issued ${formatDay(learner.certificateAt)}` : 'None yet'}</dd>
      <dt className="text-muted-foreground">Last active</dt>
      <dd>{learner.lastActiveDay ? formatDay(learner.lastActiveDay) : 'Not yet'}</dd>
    </dl>
  );
}

export { scoreLabel };
