import { useId } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/i18n';
import { PLAN_COLORS } from './plans-comparison';

/** Which plan the detailed cards below show (changing it computes nothing and counts no use). */
export function PlanDetailPicker({
  count,
  value,
  onChange,
}: {
  count: number;
  value: number;
  onChange(plan: number): void;
}) {
  const name = useId();
  const t = useT();
  return (
    <fieldset className="rounded-xl border bg-muted/40 p-3" data-testid="plan-detail-picker">
      <legend className="px-1 text-sm font-semibold">{t('calculator.picker.legend')}</legend>
      <div className="flex flex-wrap gap-2">
        {Array.from({ length: count }, (_, plan) => (
          <label
            key={plan}
            className={cn(
              'inline-flex cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              value === plan ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              checked={value === plan}
              onChange={() => onChange(plan)}
            />
            <span
              aria-hidden="true"
              className="inline-block size-2.5 rounded-full"
              style={{ backgroundColor: PLAN_COLORS[plan] }}
            />
            {t('calculator.form.plan', { plan: plan + 1 })}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
