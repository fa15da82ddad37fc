import { Check } from 'lucide-react';
import { Link } from 'wouter';
import { progressSummary, stepMinutes } from '@shared/domain/learning-progress';
import { cn } from '@/lib/cn';
import { findTab, LEARNING_PATH_STEPS, learningTabs, type LearningTab } from '@/config/learning-path';
import { paths } from '@/config/paths';
import { useProgress } from '@/entities/progress/api/progress';

function StepDot({ step, title, state, done }: { step: number; title: string; state: string; done: boolean }) {
  return (
    <li
      className={cn(
        'flex size-4 items-center justify-center rounded-full sm:size-5',
        done && 'bg-primary text-primary-foreground',
        !done && state === 'current' && 'bg-primary/20 ring-2 ring-primary',
        !done && state !== 'current' && 'bg-muted-foreground/20',
      )}
    >
      {done ? <Check className="size-3 sm:size-3.5" aria-hidden="true" /> : null}
      <span className="sr-only">
        {`Step ${step}, ${title}${done ? ': complete' : ''}${state === 'current' ? ' (current)' : ''}`}
      </span>
    </li>
  );
}

/**
 * 'Step N of 8' on every tab, the steps with a check on each one completed, 'N of 8 complete', the
 * step's estimated time and, when the next incomplete step is another, 'Continue where you left
 * off' (decision 044); once every step is complete, the way to the certificate (Settings › Certificate).
 */
export function StepProgress({ tab }: { tab: LearningTab }) {
  const progress = useProgress();
  const completed = new Set<string>(progress?.steps.filter((s) => s.completed).map((s) => s.step));
  const next = progress?.nextStep ?? null;
  return (
    <div className="space-y-2 rounded-lg border bg-card px-4 py-3" data-testid="step-progress">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <div className="text-sm font-semibold">
            {tab.step === null ? 'Community Support' : `Step ${tab.step} of ${LEARNING_PATH_STEPS}`}
          </div>
          <div className="text-xs text-muted-foreground">
            {tab.title}
            {tab.step === null ? null : ` · about ${stepMinutes(tab.id)} min`}
          </div>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          {progress ? (
            <p className="text-xs font-medium" data-testid="progress-summary">
              {progressSummary(progress.completedCount, progress.total)}
            </p>
          ) : null}
          <ol className="flex items-center gap-1 sm:gap-1.5" aria-label="Learning path progress">
            {learningTabs.slice(0, LEARNING_PATH_STEPS).map((stepTab, i) => {
              const step = i + 1;
              const state = tab.step === null ? 'upcoming' : step === tab.step ? 'current' : 'other';
              return (
                <StepDot
                  key={stepTab.id}
                  step={step}
                  title={stepTab.title}
                  state={state}
                  done={completed.has(stepTab.id)}
                />
              );
            })}
          </ol>
        </div>
      </div>
      {next !== null && next !== tab.id ? (
        <Link href={paths.home(next)} className="block text-sm font-medium text-primary underline underline-offset-4">
          Continue where you left off: {findTab(next).title}
        </Link>
      ) : null}
      {progress && progress.completedCount === progress.total ? (
        <Link
          href={paths.settingsSection('certificate', tab.id)}
          className="block text-sm font-medium text-primary underline underline-offset-4"
        >
          All {progress.total} steps complete: your certificate of completion
        </Link>
      ) : null}
    </div>
  );
}
