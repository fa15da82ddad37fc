import { CircleCheck, CircleDashed, CircleMinus, CircleDot } from 'lucide-react';
import type { SevenCures } from '@shared/schemas/seven-cures';
import { CardOutline } from '@/components/card-outline';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { translate, useT } from '@/i18n/i18n';
import { cn } from '@/lib/cn';
import { useSevenCures } from '../api/get-seven-cures';
import { useCuresMessages } from '../hooks/use-cures-messages';
import { SevenCuresCardHeading } from './seven-cures-card-heading';

type Cure = SevenCures['cures'][number];

const statusLabel = (cure: Cure): string => {
  switch (cure.status) {
    case 'done':
      return translate(cure.kind === 'study' ? 'cures.status.studied' : 'cures.status.practised');
    case 'started':
      return translate('cures.status.started');
    case 'not-started':
      return translate('cures.status.notYet');
    case 'not-in-arkad':
      return translate('cures.status.notInArkad');
  }
};

const icons = { done: CircleCheck, started: CircleDot, 'not-started': CircleDashed, 'not-in-arkad': CircleMinus };

function CureRow({ cure }: { cure: Cure }) {
  const t = useT();
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
          {t('cures.cure', { number: cure.number, title: cure.title })}
          <span className="ml-2 whitespace-nowrap text-xs font-medium text-muted-foreground">{statusLabel(cure)}</span>
        </p>
        <p className="text-muted-foreground">{cure.inArkad}</p>
        {cure.done.length > 0 ? <p>{t('cures.done', { items: cure.done.join('; ') })}</p> : null}
      </div>
    </li>
  );
}

/**
 * The Seven Cures scorecard on /home: each of Clason's cures beside what the learner has done in
 * Arkad that practises or studies it, and plainly 'Not in Arkad' where there is nothing.
 */
export default function SevenCuresCard() {
  const t = useT();
  const ready = useCuresMessages();
  const { card, pending } = useSevenCures();
  // Until the card's messages are there, its outline (never message ids).
  if (!ready) return card || pending ? <CardOutline heading={<SevenCuresCardHeading />} /> : null;
  if (!card) return pending ? <CardOutline heading={<SevenCuresCardHeading />} /> : null;
  return (
    <Card data-testid="seven-cures-card" role="region" aria-labelledby="seven-cures-title">
      <CardHeader>
        <SevenCuresCardHeading id="seven-cures-title" />
        <CardDescription>{t('cures.summary', { done: card.done, possible: card.possible })}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        {/* Closed at first: seven rows would push the Guide a screen down on a phone. */}
        <details className="group">
          <summary className="cursor-pointer text-sm font-medium text-primary underline underline-offset-4">
            {t('cures.each')}
          </summary>
          <ol className="mt-2 divide-y">
            {card.cures.map((cure) => (
              <CureRow key={cure.number} cure={cure} />
            ))}
          </ol>
        </details>
        <p className="text-xs text-muted-foreground">{t('cures.source', { source: card.source })}</p>
      </CardContent>
    </Card>
  );
}
