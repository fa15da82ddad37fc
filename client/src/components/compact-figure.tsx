import { useState } from 'react';
import { cn } from '@/lib/cn';

/**
 * A figure that never breaks inside a number: a long one is shown compact ('$2.29T') and its full
 * value ('$2,289,131,922,000.00') is there for everyone: on hover (title), to screen readers (read
 * instead of the compact text), and to keyboard users, who can Tab to the figure to see it spelled
 * out below it. A figure that is already short is plain text.
 */
export function CompactFigure({ compact, full }: { compact: string; full: string }) {
  // Spelled out towards the middle of the screen, so it never runs off the edge of a phone.
  const [towardsStart, setTowardsStart] = useState(false);
  if (compact === full) return <>{full}</>;
  return (
    <abbr
      tabIndex={0}
      title={full}
      data-full-value={full}
      className="group relative cursor-help rounded-sm underline decoration-dotted underline-offset-4"
      onFocus={(event) => setTowardsStart(event.currentTarget.getBoundingClientRect().left > window.innerWidth / 2)}
    >
      <span aria-hidden="true">{compact}</span>
      <span className="sr-only">{full}</span>
      <span
        aria-hidden="true"
        data-testid="full-value"
        className={cn(
          'pointer-events-none absolute top-full z-20 mt-2 hidden whitespace-nowrap rounded-md border bg-card px-2 py-1 font-sans text-sm font-medium text-foreground no-underline shadow-md group-focus-visible:block',
          towardsStart ? 'right-0' : 'left-0',
        )}
      >
        {full}
      </span>
    </abbr>
  );
}
