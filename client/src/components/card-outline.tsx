import type { ReactNode } from 'react';
import { Card, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/**
 * A card's outline where the card goes: its heading and a placeholder line, so the place is not an
 * empty band. Hidden from assistive technology: there is nothing to read yet. The line pulses only
 * while the card's code or data is on the way (`loading`); an outline waiting for something else
 * (the learner to scroll to it) stays still, as nothing is happening: an animation that never ends
 * makes the browser draw the page again every frame, for as long as it runs.
 */
export function CardOutline({ heading, loading = true }: { heading: ReactNode; loading?: boolean }) {
  return (
    <Card aria-hidden="true" data-testid="card-outline" data-loading={loading}>
      <CardHeader>
        {heading}
        <div className={cn('h-4 w-3/4 rounded-md bg-muted', loading && 'motion-safe:animate-pulse')} />
      </CardHeader>
    </Card>
  );
}
