import { CircleCheck, CircleDashed, CircleMinus, CircleDot } from 'lucide-react';
import type { SevenCures } from '@shared/schemas/seven-cures';
import { CardOutline } from '@/components/card-outline';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useSevenCures } from '../api/get-seven-cures';
import { SevenCuresCardHeading } from './seven-cures-card-heading';

type Cure = SevenCures['cures'][number];

const statusLabel = (cure: Cure): string => {
  switch (cure.status) {
    case 'done':
      return cure.kind === 'study' ? 'Studied' : 'Practised';
    case 'started':
      return 'Started';
    case 'not-started':
      return 'Not yet';
    case 'not-in-arkad':
      return 'Not in Arkad';
  }
};

const icons = { done: CircleCheck, started: CircleDot, 'not-started': CircleDashed, 'not-in-arkad': CircleMinus };

function CureRow({ cure }: { cure: Cure }) {
  const Icon = icons[cure.status];
  return (
    <li className="flex items-start gap-3 py-2 text-sm">
      <Icon
        className={cn(
          'mt-0.5 size-4 shrink-0',
          cure.status === 'done' ? 'text-green-700 dark:text-green-400' : 'text-muted-foreground',
        )}
        aria-hidden="true"
      />
      <div className="min-w-0 space-y-0.5">
        <p className="font-semibold">
          {cure.number}. {cure.title}
          <span className="ml-2 whitespace-nowrap text-xs font-medium text-muted-foreground">{statusLabel(cure)}</span>
        </p>
        <p className="text-muted-foreground">{cure.inArkad}</p>
        {cure.done.length > 0 ? <p>Done: {cure.done.join('; ')}.</p> : null}
      </div>
    </li>
  );
}

/**
 * The Seven Cures scorecard on /home: each of Clason's cures beside what the learner has done in
 * Arkad that practises or studies it, and plainly 'Not in Arkad' where there is nothing.
 */
export default function SevenCuresCard() {
  const { card, pending } = useSevenCures();
  if (!card) return pending ? <CardOutline heading={<SevenCuresCardHeading />} /> : null;
  return (
    <Card data-testid="seven-cures-card" role="region" aria-labelledby="seven-cures-title">
      <CardHeader>
        <SevenCuresCardHeading id="seven-cures-title" />
        <CardDescription>
          {card.done} of the {card.possible} cures Arkad can practise or study are done.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        {/* Closed at first: seven rows would push the Guide a screen down on a phone. */}
        <details className="group">
          <summary className="cursor-pointer text-sm font-medium text-primary underline underline-offset-4">
            Each cure and what counts for it
          </summary>
          <ol className="mt-2 divide-y">
            {card.cures.map((cure) => (
              <CureRow key={cure.number} cure={cure} />
            ))}
          </ol>
        </details>
        <p className="text-xs text-muted-foreground">Source: {card.source}</p>
      </CardContent>
    </Card>
  );
}
