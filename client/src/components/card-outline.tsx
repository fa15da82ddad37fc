import type { ReactNode } from 'react';
import { Card, CardHeader } from '@/components/ui/card';

/**
 * A card's outline while its code or data is on the way: its heading and a placeholder line, so the
 * place it goes is not an empty band. Hidden from assistive technology: there is nothing to read yet.
 */
export function CardOutline({ heading }: { heading: ReactNode }) {
  return (
    <Card aria-hidden="true" data-testid="card-outline">
      <CardHeader>
        {heading}
        <div className="h-4 w-3/4 rounded-md bg-muted motion-safe:animate-pulse" />
      </CardHeader>
    </Card>
  );
}
