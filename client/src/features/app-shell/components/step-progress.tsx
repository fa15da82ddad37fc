import { Check } from 'lucide-react';
import { Link } from 'wouter';
import { progressSummary, stepMinutes } from '@shared/domain/learning-progress';
import { cn } from '@/lib/cn';
import { findTab, LEARNING_PATH_STEPS, type LearningTab } from '@/config/learning-path';
import { paths } from '@/config/paths';
import { useProgress } from '@/entities/progress/api/progress';

function StepDot({ step, title, state, done }: { step: number; title: string; state: string; done: boolean }) {
  return (
    <li
      className={cn(
        'flex size-5 items-center justify-center rounded-full',
        done && 'bg-primary text-primary-foreground',
        !done && state === 'current' && 'bg-primary/20 ring-2 ring-primary',
        !done && state !== 'current' && 'bg-muted-foreground/20',
      )}
    >
      {done ? <Check className="size-3.5" aria-hidden="true" /> : null}
      <span className="sr-only">
        {`Step ${step}, ${title}${done ? ': complete' : ''}${state === 'current' ? ' (current)' : ''}`}
      </span>
    </li>
  );
}

/**
 * 'Step N of 8' on every tab, the steps with a check on each one completed, 'N of 8 complete', the
 * step's estimated time and, when the next incomplete step is another, 'Continue where you left
 * off' (decision 044).
 */
export function StepProgress({ tab }: { tab: LearningTab }) {
  const progress = useProgress();
  const completed = new Set(progress?.steps.filter((s) => s.completed).map((s) => s.step));
  const next = progress?.nextStep ?? null;
  return (
    <div className="space-y-2 rounded-lg border bg-card px-4 py-3" data-testid="step-progress">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div>
          <div className="text-sm font-semibold">
            {tab.step === null ? 'Community Support' : `Step ${tab.step} of ${LEARNING_PATH_STEPS}`}
          </div>
          <div className="text-xs text-muted-foreground">
            {tab.title}
            {tab.step === null ? null : ` · about ${stepMinutes(tab.id)} min`}
          </div>
        </div>
        <ol className="flex items-center gap-1.5" aria-label="Learning path progress">
          {Array.from({ length: LEARNING_PATH_STEPS }, (_, i) => {
            const step = i + 1;
            const id = progress?.steps[i]?.step;
            const state = tab.step === null ? 'upcoming' : step === tab.step ? 'current' : 'other';
            const title = id ? findTab(id).title : `Step ${step}`;
            return <StepDot key={step} step={step} title={title} state={state} done={id ? completed.has(id) : false} />;
          })}
        </ol>
      </div>
      {progress ? (
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
          <p data-testid="progress-summary">{progressSummary(progress.completedCount, progress.total)}</p>
          {next !== null && next !== tab.id ? (
            <Link href={paths.home(next)} className="font-medium text-primary underline underline-offset-4">
              Continue where you left off: {findTab(next).title}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
