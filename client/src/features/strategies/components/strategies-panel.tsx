import { EDUCATIONAL_DISCLAIMER } from '@shared/content/guide';
import { DEFAULT_STRATEGY_TAB, strategiesByTab, strategyTabs } from '@shared/content/strategies';
import { GlossaryText } from '@/entities/glossary/components/glossary-text';
import { QuizSection } from '@/entities/quiz/components/quiz-section';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { StrategyCard } from './strategy-card';

/** Step 3: the eight strategies by category, each with its Learn More dialog. */
export function StrategiesPanel() {
  return (
    <div className="space-y-4">
      <GlossaryText
        as="p"
        className="text-muted-foreground"
        text="Eight ways to put the lessons of ancient Babylon into practice with Bitcoin, from simple saving habits to approaches that need real skill and capital. Begin with the foundations: each card shows the risk, the effort and the principle behind a strategy, and Learn More explains how it works, step by step."
      />
      <Tabs defaultValue={DEFAULT_STRATEGY_TAB}>
        <TabsList aria-label="Strategy categories" className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
          {strategyTabs.map((tab) => (
            <TabsTrigger key={tab.id} value={tab.id}>
              {tab.label}
              <span className="rounded-full bg-muted-foreground/15 px-1.5 text-xs tabular-nums" aria-hidden="true">
                {strategiesByTab(tab.id).length}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        {strategyTabs.map((tab) => (
          <TabsContent key={tab.id} value={tab.id}>
            <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-label={`${tab.label} strategies`}>
              {strategiesByTab(tab.id).map((strategy) => (
                <StrategyCard key={strategy.id} strategy={strategy} />
              ))}
            </ul>
          </TabsContent>
        ))}
      </Tabs>
      <QuizSection step="strategies" />
      <p className="text-xs text-muted-foreground" data-testid="strategies-disclaimer">
        {EDUCATIONAL_DISCLAIMER}
      </p>
    </div>
  );
}
