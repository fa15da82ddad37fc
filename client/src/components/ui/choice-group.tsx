import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A single-choice question as real radio inputs: arrow keys move between options, each option
 * carries its value in the value attribute, and the whole option card is the click target.
 */
export interface ChoiceOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
}

interface ChoiceGroupProps extends Omit<ComponentProps<'fieldset'>, 'onChange'> {
  name: string;
  legend: ReactNode;
  options: readonly ChoiceOption[];
  value: string | undefined;
  onValueChange(value: string): void;
  legendClassName?: string;
}

export function ChoiceGroup({
  name,
  legend,
  options,
  value,
  onValueChange,
  className,
  legendClassName,
  ...props
}: ChoiceGroupProps) {
  return (
    <fieldset className={cn('space-y-3', className)} {...props}>
      <legend className={cn('mb-3 text-base font-semibold', legendClassName)}>{legend}</legend>
      {options.map((option) => {
        const checked = value === option.value;
        return (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              checked && 'border-primary bg-secondary/60',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={checked}
              onChange={() => onValueChange(option.value)}
              className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
            />
            <span className="space-y-0.5">
              <span className="block font-medium">{option.label}</span>
              {option.description ? (
                <span className="block text-sm text-muted-foreground">{option.description}</span>
              ) : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
