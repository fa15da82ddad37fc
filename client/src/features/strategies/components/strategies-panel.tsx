import { useEffect, useState } from 'react';
import { STRATEGY_ANCHOR_PREFIX, strategyAnchor } from '@shared/content/passage-anchors';
import { DEFAULT_STRATEGY_TAB, getStrategy, strategiesByTab, strategyTabs } from '@shared/content/strategies';
import type { StrategyTab } from '@shared/schemas/strategy';
import { GlossaryText } from '@/entities/glossary/components/glossary-text';
import { QuizSection } from '@/entities/quiz/components/quiz-section';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useStrategiesContent } from '@/entities/strategy/use-strategies-content';
import { useT } from '@/i18n/i18n';
import { useRequestedSection, useRevealSection } from '@/hooks/use-section-target';
import { StrategyCard } from './strategy-card';

const isStrategyTab = (value: string): value is StrategyTab => strategyTabs.some((tab) => tab.id === value);

/**
 * The strategy a lesson link asks for (?section=strategy-<id>): its category's tab is shown, its
 * card scrolled to and its Learn More dialog opened.
 */
function useRequestedStrategy() {
  const requested = useRequestedSection();
  const strategy = requested?.startsWith(STRATEGY_ANCHOR_PREFIX)
    ? getStrategy(requested.slice(STRATEGY_ANCHOR_PREFIX.length))
    : undefined;
  const [tab, setTab] = useState<StrategyTab>(strategy?.category ?? DEFAULT_STRATEGY_TAB);
  useEffect(() => {
    if (strategy) setTab(strategy.category);
  }, [strategy]);
  useRevealSection(strategy ? strategyAnchor(strategy.id) : null, { focus: false });
  return { tab, setTab, openId: strategy?.id ?? null };
}

/** Step 3: the eight strategies by category, each with its Learn More dialog. */
export function StrategiesPanel() {
  const { tab: shownTab, setTab, openId } = useRequestedStrategy();
  const t = useT();
  const { strategies, labels } = useStrategiesContent();
  return (
    <div className="space-y-4">
      <GlossaryText as="p" className="text-muted-foreground" text={t('strategies.intro')} />
      <Tabs value={shownTab} onValueChange={(value) => isStrategyTab(value) && setTab(value)}>
        <TabsList aria-label={t('strategies.categories')} className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
          {strategyTabs.map((tab) => (
            <TabsTrigger key={tab.id} value={tab.id}>
              {labels.tabs[tab.id]}
              <span className="rounded-full bg-muted-foreground/15 px-1.5 text-xs tabular-nums" aria-hidden="true">
                {strategiesByTab(tab.id, strategies).length}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        {strategyTabs.map((tab) => (
          <TabsContent key={tab.id} value={tab.id}>
            <ul
              className="grid gap-4 md:grid-cols-2 lg:grid-cols-3"
              aria-label={t('strategies.tabList', { tab: labels.tabs[tab.id] })}
            >
              {strategiesByTab(tab.id, strategies).map((strategy) => (
                <StrategyCard key={strategy.id} strategy={strategy} openOnLoad={strategy.id === openId} />
              ))}
            </ul>
          </TabsContent>
        ))}
      </Tabs>
      <QuizSection step="strategies" />
      <p className="text-xs text-muted-foreground" data-testid="strategies-disclaimer">
        {labels.disclaimer}
      </p>
    </div>
  );
}
