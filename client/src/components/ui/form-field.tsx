import { useId, type ReactElement, type ReactNode } from 'react';
import { cloneElement } from 'react';
import { learnerMessage } from '@/i18n/learner-messages';
import { Label } from './label';

interface FormFieldProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** The control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
  className?: string;
}

/** Label + control + hint/error, wired for assistive technology. */
export function FormField({ label, error, hint, children, className }: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? messageId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ?? 'space-y-1.5'}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={messageId} className="text-sm font-medium text-destructive">
          {learnerMessage(error)}
        </p>
      ) : null}
    </div>
  );
}
