import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A text-like field. Its focus ring also shows while focus is inside it (focus-within): Chromium's
 * date field takes focus on its calendar button, where the field itself is not :focus-visible.
 */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'flex h-11 w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive sm:h-10 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
