import { Landmark } from 'lucide-react';
import { intlLocales } from '@shared/i18n/languages';
import type { Strategy } from '@shared/schemas/strategy';
import { GlossaryText } from '@/entities/glossary/components/glossary-text';
import { useLanguage } from '@/i18n/i18n';
import { cn } from '@/lib/cn';
import { useStrategiesContent } from '../use-strategies-content';

/** A 1-5 score as five small bars (decoration) next to its 'n/5' text. */
function ScoreMeter({ value }: { value: number }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span className="flex gap-0.5" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((step) => (
          <span
            key={step}
            className={cn('h-2.5 w-1.5 rounded-sm', step <= value ? 'bg-primary' : 'bg-muted-foreground/25')}
          />
        ))}
      </span>
      <span className="tabular-nums">{value}/5</span>
    </span>
  );
}

/** Time commitment, minimum investment, potential return and passive level, as a description list. */
/** A strategy's minimum in US dollars, formatted in the page's language ('$1,000', 'USD 1,000'). */
export function useMinimumInvestment(strategy: Pick<Strategy, 'minInvestmentUsd'>): string {
  const language = useLanguage();
  return new Intl.NumberFormat(intlLocales[language], {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(strategy.minInvestmentUsd);
}

export function StrategyFacts({ strategy, className }: { strategy: Strategy; className?: string }) {
  const { labels } = useStrategiesContent();
  const minimum = useMinimumInvestment(strategy);
  const facts = [
    { label: labels.facts.timeCommitment, value: labels.timeCommitment[strategy.timeCommitment] },
    { label: labels.facts.minInvestment, value: minimum },
    { label: labels.facts.potentialReturn, value: <ScoreMeter value={strategy.potentialReturn} /> },
    { label: labels.facts.passiveLevel, value: <ScoreMeter value={strategy.passiveLevel} /> },
  ];
  return (
    <dl className={cn('grid grid-cols-2 gap-x-4 gap-y-3 text-sm', className)}>
      {facts.map((fact) => (
        <div key={fact.label} className="min-w-0">
          <dt className="text-xs text-muted-foreground">{fact.label}</dt>
          <dd className="font-medium">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The principle from Clason's book that the strategy puts into practice. Our own wording, so it is
 * shown as a principle (its name, then how it applies), not as a quotation.
 */
export function BabylonianPrinciple({
  strategy,
  className,
}: {
  strategy: Pick<Strategy, 'babylonianPrinciple'>;
  className?: string;
}) {
  const { labels } = useStrategiesContent();
  const text = strategy.babylonianPrinciple;
  const colon = text.indexOf(':');
  const name = colon > 0 ? text.slice(0, colon) : null;
  const rest = colon > 0 ? text.slice(colon + 1).trimStart() : text;
  return (
    <div
      className={cn('rounded-lg border-l-4 border-primary bg-secondary/50 px-4 py-3', className)}
      data-testid="babylonian-principle"
    >
      <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-secondary-foreground">
        <Landmark className="size-3.5" aria-hidden="true" /> {labels.principle}
      </p>
      <p className="mt-1.5 text-sm leading-relaxed">
        {name ? <span className="font-display text-base font-semibold">{name}: </span> : null}
        <GlossaryText text={rest} />
      </p>
    </div>
  );
}
