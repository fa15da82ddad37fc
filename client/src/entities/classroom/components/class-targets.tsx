import type { ProgressStep } from '@shared/domain/learning-progress';
import { formatDay } from '@/entities/classroom/format-day';
import { useClassroomData } from '../api/classroom';

/** The class target dates for one step of the path, beside it: 'Year 11 savings: target 15 Jan 2027'. */
export function ClassTargets({ step, completed }: { step: ProgressStep; completed: boolean }) {
  const classroom = useClassroomData();
  const targets = (classroom?.memberships ?? []).flatMap((membership) =>
    membership.targets.filter((t) => t.step === step).map((t) => ({ name: membership.name, dueDate: t.dueDate })),
  );
  if (targets.length === 0) return null;
  return (
    <ul className="text-xs" data-testid="class-targets">
      {targets.map((target) => (
        <li key={target.name}>
          <span className="font-medium">{target.name}</span>: target {formatDay(target.dueDate)}
          {completed ? ' (done)' : null}
        </li>
      ))}
    </ul>
  );
}
