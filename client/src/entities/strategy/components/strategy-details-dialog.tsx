import { CircleCheck, CircleMinus, UserCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { fillLabel } from '@shared/content/strategies';
import type { Strategy } from '@shared/schemas/strategy';
import { GlossaryText } from '@/entities/glossary/components/glossary-text';
import { IconList } from '@/entities/glossary/components/icon-list';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useLocalizedStrategy, useStrategiesContent } from '../use-strategies-content';
import { BabylonianPrinciple, StrategyFacts, useMinimumInvestment } from './strategy-facts';
import { ComplexityBadge, RiskBadge, StrategyIcon } from './strategy-visuals';

export const strategyDetailTabs = [
  { id: 'overview' },
  { id: 'pros-cons' },
  { id: 'best-for' },
  { id: 'how-to' },
] as const;
export type StrategyDetailTab = (typeof strategyDetailTabs)[number]['id'];

/** The dialog's section headings in the page's language. */
const useSections = () => useStrategiesContent().labels.sections;

function SectionHeading({ children }: { children: string }) {
  return <h3 className="mb-2 font-semibold">{children}</h3>;
}

function Overview({ strategy }: { strategy: Strategy }) {
  const sections = useSections();
  return (
    <div className="space-y-5">
      <GlossaryText as="p" className="text-sm leading-relaxed" text={strategy.description} />
      <section>
        <SectionHeading>{sections.whyItMatters}</SectionHeading>
        <GlossaryText as="p" className="text-sm leading-relaxed text-muted-foreground" text={strategy.whyItMatters} />
      </section>
      <BabylonianPrinciple strategy={strategy} />
      <section>
        <SectionHeading>{sections.atAGlance}</SectionHeading>
        <StrategyFacts strategy={strategy} className="rounded-lg border p-3 sm:grid-cols-4" />
      </section>
    </div>
  );
}

function ProsAndCons({ strategy }: { strategy: Strategy }) {
  const sections = useSections();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <section>
        <SectionHeading>{sections.pros}</SectionHeading>
        <IconList items={strategy.pros} icon={CircleCheck} iconClassName="text-success" />
      </section>
      <section>
        <SectionHeading>{sections.cons}</SectionHeading>
        <IconList items={strategy.cons} icon={CircleMinus} iconClassName="text-destructive" />
      </section>
    </div>
  );
}

function BestFor({ strategy }: { strategy: Strategy }) {
  const sections = useSections();
  return (
    <section>
      <SectionHeading>{sections.whoItSuits}</SectionHeading>
      <IconList items={strategy.bestFor} icon={UserCheck} iconClassName="text-primary" />
    </section>
  );
}

function HowTo({ strategy }: { strategy: Strategy }) {
  const sections = useSections();
  return (
    <section>
      <SectionHeading>{sections.stepByStep}</SectionHeading>
      {/* role="list": Safari drops list semantics from a list without bullets. */}
      <ol role="list" className="space-y-3">
        {strategy.implementation.map((step, index) => (
          <li key={step} className="flex items-start gap-3 text-sm leading-relaxed">
            <span
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <GlossaryText text={step} className="pt-0.5" />
          </li>
        ))}
      </ol>
    </section>
  );
}

const tabBodies: Record<StrategyDetailTab, (props: { strategy: Strategy }) => ReactNode> = {
  overview: Overview,
  'pros-cons': ProsAndCons,
  'best-for': BestFor,
  'how-to': HowTo,
};

interface StrategyDetailsDialogProps {
  strategy: Strategy;
  /** The button that opens the dialog (focus returns to it on close). */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?(open: boolean): void;
  defaultTab?: StrategyDetailTab;
}

/**
 * A strategy in depth ('Learn More'): Overview, Pros & Cons, Best For and How To. The header and
 * tab list stay put while the body scrolls, so the close button is always in reach on a phone.
 */
export function StrategyDetailsDialog({
  strategy: given,
  trigger,
  open,
  onOpenChange,
  defaultTab = 'overview',
}: StrategyDetailsDialogProps) {
  const { labels } = useStrategiesContent();
  const strategy = useLocalizedStrategy(given);
  const minimum = useMinimumInvestment(strategy);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        className="flex max-h-[min(92dvh,48rem)] flex-col gap-0 overflow-hidden p-0 sm:max-w-2xl sm:p-0"
        data-testid="strategy-details"
      >
        <Tabs defaultValue={defaultTab} className="flex min-h-0 flex-1 flex-col">
          <div className="space-y-3 border-b px-4 pb-3 pt-4 sm:px-6 sm:pt-6">
            <div className="flex items-start gap-3 pr-8">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                <StrategyIcon strategy={strategy} />
              </span>
              <div className="min-w-0 space-y-1">
                <DialogTitle className="font-display text-xl leading-tight">{strategy.name}</DialogTitle>
                <DialogDescription>
                  {fillLabel(labels.subtitle, {
                    category: labels.categories[strategy.category],
                    time: labels.timeCommitment[strategy.timeCommitment].toLowerCase(),
                    minimum,
                  })}
                </DialogDescription>
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              <RiskBadge riskLevel={strategy.riskLevel} />
              <ComplexityBadge complexity={strategy.complexity} />
            </div>
            <TabsList className="grid w-full grid-cols-4">
              {strategyDetailTabs.map((tab) => (
                <TabsTrigger key={tab.id} value={tab.id} className="px-1 text-xs sm:px-3 sm:text-sm">
                  {labels.detailTabs[tab.id]}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pb-5 sm:px-6 sm:pb-6">
            {strategyDetailTabs.map((tab) => {
              const Body = tabBodies[tab.id];
              return (
                <TabsContent key={tab.id} value={tab.id} className="mt-4">
                  <Body strategy={strategy} />
                </TabsContent>
              );
            })}
            <p className="mt-6 border-t pt-3 text-xs text-muted-foreground" data-testid="strategy-details-disclaimer">
              {labels.disclaimer}
            </p>
          </div>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
