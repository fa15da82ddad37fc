import { cn } from '@/lib/cn';
import { LEARNING_PATH_STEPS, type LearningTab } from '@/config/learning-path';

/** 'Step N of 8' on every tab, with 8 dots on large screens. */
export function StepProgress({ tab }: { tab: LearningTab }) {
  return (
    <div
      className="flex items-center justify-between gap-4 rounded-lg border bg-card px-4 py-3"
      data-testid="step-progress"
    >
      <div>
        <p className="text-sm font-semibold">
          {tab.step === null ? 'Community Support' : `Step ${tab.step} of ${LEARNING_PATH_STEPS}`}
        </p>
        <p className="text-xs text-muted-foreground">{tab.title}</p>
      </div>
      <ol className="hidden items-center gap-2 lg:flex" aria-label="Learning path progress">
        {Array.from({ length: LEARNING_PATH_STEPS }, (_, i) => {
          const step = i + 1;
          const state =
            tab.step === null ? 'upcoming' : step < tab.step ? 'done' : step === tab.step ? 'current' : 'upcoming';
          return (
            <li
              key={step}
              aria-label={`Step ${step}${state === 'current' ? ' (current)' : ''}`}
              className={cn(
                'size-2.5 rounded-full',
                state === 'done' && 'bg-primary/60',
                state === 'current' && 'size-3 bg-primary ring-2 ring-primary/30',
                state === 'upcoming' && 'bg-muted-foreground/30',
              )}
            />
          );
        })}
      </ol>
    </div>
  );
}
