import type { ProgressStep } from '@shared/domain/learning-progress';
import type { Progress } from '@shared/schemas/progress';
import { formatDay } from '@/entities/classroom/format-day';

/**
 * The class target dates for one step of the path, beside it: 'Year 11 savings: target 15 Jan 2027'.
 * They come with the progress answer (decision 015: no request or query of their own on the first
 * load); `targets` is undefined while it loads, and in a progress kept offline from before they did.
 */
export function ClassTargets({
  step,
  completed,
  targets,
}: {
  step: ProgressStep;
  completed: boolean;
  targets: Progress['classTargets'] | undefined;
}) {
  const forStep = (targets ?? []).filter((target) => target.step === step);
  if (forStep.length === 0) return null;
  return (
    <ul className="text-xs" data-testid="class-targets">
      {forStep.map((target) => (
        <li key={target.className}>
          <span className="font-medium">{target.className}</span>: target {formatDay(target.dueDate)}
          {completed ? ' (done)' : null}
        </li>
      ))}
    </ul>
  );
}
