import { BookOpen } from 'lucide-react';
import { useEffect, useState } from 'react';
import { strategyAnchor } from '@shared/content/passage-anchors';
import { fillLabel } from '@shared/content/strategies';
import type { Strategy } from '@shared/schemas/strategy';
import { GlossaryText } from '@/entities/glossary/components/glossary-text';
import { StrategyDetailsDialog } from '@/entities/strategy/components/strategy-details-dialog';
import { BabylonianPrinciple, StrategyFacts } from '@/entities/strategy/components/strategy-facts';
import { ComplexityBadge, RiskBadge, StrategyIcon } from '@/entities/strategy/components/strategy-visuals';
import { useStrategiesContent } from '@/entities/strategy/use-strategies-content';
import { Button } from '@/components/ui/button';

/**
 * One strategy: what it is, its numbers, its Babylonian principle, and 'Learn More'. A lesson link
 * to the strategy (`openOnLoad`) opens its Learn More dialog.
 */
export function StrategyCard({ strategy, openOnLoad = false }: { strategy: Strategy; openOnLoad?: boolean }) {
  const { labels } = useStrategiesContent();
  const titleId = `strategy-${strategy.id}-title`;
  const [open, setOpen] = useState(openOnLoad);
  useEffect(() => {
    if (openOnLoad) setOpen(true);
  }, [openOnLoad]);
  return (
    <li className="flex">
      <article
        id={strategyAnchor(strategy.id)}
        aria-labelledby={titleId}
        data-testid="strategy-card"
        data-strategy-id={strategy.id}
        className="flex w-full scroll-mt-24 flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
      >
        <header className="flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
            <StrategyIcon strategy={strategy} className="size-6" />
          </span>
          <div className="min-w-0 flex-1 space-y-1.5">
            <h3 id={titleId} className="font-display text-lg font-semibold leading-tight">
              {strategy.name}
            </h3>
            <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
              {labels.categories[strategy.category]}
            </p>
          </div>
        </header>
        <div className="flex flex-wrap gap-2">
          <RiskBadge riskLevel={strategy.riskLevel} />
          <ComplexityBadge complexity={strategy.complexity} />
        </div>
        <StrategyFacts strategy={strategy} className="rounded-lg bg-muted/50 p-3" />
        <GlossaryText as="p" className="text-sm leading-relaxed text-muted-foreground" text={strategy.description} />
        <BabylonianPrinciple strategy={strategy} className="mt-auto" />
        <StrategyDetailsDialog
          strategy={strategy}
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button variant="outline" className="w-full">
              <BookOpen aria-hidden="true" /> {labels.learnMore}{' '}
              <span className="sr-only">{fillLabel(labels.learnMoreAbout, { name: strategy.name })}</span>
            </Button>
          }
        />
      </article>
    </li>
  );
}
