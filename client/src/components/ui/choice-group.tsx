import { CircleAlert } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/cn';

/**
 * A single-choice question as real radio inputs: arrow keys move between options, each option
 * carries its value in the value attribute, and the whole option card is the click target.
 * With an error, the error is shown under the options, the group is described by it and each
 * radio is marked invalid.
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
  value: string | null | undefined;
  onValueChange(value: string): void;
  legendClassName?: string;
  /** 'compact': smaller option text in plain weight (a quiz's answers). */
  size?: 'default' | 'compact';
  error?: string | undefined;
  /** Given the first radio, so a form can move the focus to the question. */
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

export function ChoiceGroup({
  name,
  legend,
  options,
  value,
  onValueChange,
  className,
  legendClassName,
  size = 'default',
  error,
  inputRef,
  onBlur,
  'aria-describedby': describedBy,
  ...props
}: ChoiceGroupProps) {
  const errorId = `${useId()}-error`;
  const compact = size === 'compact';
  return (
    <fieldset
      className={cn('space-y-3', className)}
      aria-describedby={[describedBy, error ? errorId : null].filter(Boolean).join(' ') || undefined}
      {...props}
    >
      <legend className={cn('mb-3 text-base font-semibold', legendClassName)}>{legend}</legend>
      {options.map((option, index) => {
        const checked = value === option.value;
        return (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              compact && 'text-sm',
              checked && 'border-primary bg-secondary/60',
            )}
          >
            <input
              ref={index === 0 ? inputRef : undefined}
              type="radio"
              name={name}
              value={option.value}
              checked={checked}
              onChange={() => onValueChange(option.value)}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
              className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
            />
            <span className="space-y-0.5">
              <span className={cn('block', !compact && 'font-medium')}>{option.label}</span>
              {option.description ? (
                <span className="block text-sm text-muted-foreground">{option.description}</span>
              ) : null}
            </span>
          </label>
        );
      })}
      {error ? (
        <p id={errorId} className="col-span-full flex items-center gap-1.5 text-sm font-medium text-destructive">
          <CircleAlert className="size-4 shrink-0" aria-hidden="true" /> {error}
        </p>
      ) : null}
    </fieldset>
  );
}
