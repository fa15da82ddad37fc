import { ListChecks, Scale } from 'lucide-react';
import { useMemo, useState } from 'react';
import { getStrategy } from '@shared/content/strategies';
import {
  comparisonAverages,
  comparisonChartData,
  comparisonSummary,
  INITIAL_COMPARISON_SELECTION,
  toggleComparisonSelection,
} from '@shared/domain/comparison';
import type { Strategy, StrategyId } from '@shared/schemas/strategy';
import { track } from '@/lib/analytics';
import { FeatureGate, useFeatureGate, usesLeftText } from '@/entities/plan/components/feature-gate';
import { GlossaryText } from '@/entities/glossary/components/glossary-text';
import { UpgradePrompt } from '@/entities/plan/components/upgrade-prompt';
import { Button } from '@/components/ui/button';
import { useStrategiesContent } from '@/entities/strategy/use-strategies-content';
import { intlLocales } from '@shared/i18n/languages';
import { translate, useLanguage, useT } from '@/i18n/i18n';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChartViewToggle, ComparisonChart, type ComparisonChartView } from './comparison-chart';
import { comparisonMessageTitle, ComparisonSummary } from './comparison-summary';
import { StrategyPicker } from './strategy-picker';

function selectedStrategies(ids: readonly StrategyId[]): Strategy[] {
  return ids.flatMap((id) => {
    const strategy = getStrategy(id);
    return strategy ? [strategy] : [];
  });
}

const sameSelection = (a: readonly StrategyId[], b: readonly StrategyId[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** A selection's name for the usage count: its ids, sorted, joined by '.' (the same ticks in any order). */
export const selectionKey = (ids: readonly StrategyId[]) => [...ids].sort().join('.');

function compareNote(changed: boolean, remaining: number | null): string {
  const usesLeft = usesLeftText(remaining);
  return [
    translate(changed ? 'strategies.compare.changed' : 'strategies.compare.shown'),
    usesLeft,
    usesLeft ? translate('strategies.compare.eachUse') : null,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The comparison's state: the boxes ticked, the selection on the chart, and Compare. The default
 * comparison is shown free; each Compare of a new selection is one use of the free allowance
 * (docs/decisions/017-one-use-is-one-deliberate-new-result.md), and a selection already shown is
 * shown again without one (the server counts a selection once a month, too). With no use left, a
 * new selection shows the gate at once instead of a Compare that would be refused.
 */
function useComparison() {
  const { claimUse, remaining, denied } = useFeatureGate();
  /** The boxes ticked. */
  const [selected, setSelected] = useState<StrategyId[]>(() => [...INITIAL_COMPARISON_SELECTION]);
  /** The selection on the chart. */
  const [compared, setCompared] = useState<StrategyId[]>(() => [...INITIAL_COMPARISON_SELECTION]);
  /** The selections shown in this visit: showing one again costs nothing. */
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set([selectionKey(INITIAL_COMPARISON_SELECTION)]));
  const [busy, setBusy] = useState(false);
  const changed = !sameSelection(selected, compared);
  const key = selectionKey(selected);
  // Nothing ticked is no comparison: the empty state is shown without counting a use.
  const free = selected.length === 0 || shown.has(key);
  // Once the gate shows its own card (after a refused Compare), this one would only repeat it.
  const gated = changed && !free && remaining === 0 && !denied;

  const toggle = (id: StrategyId) => {
    track('strategy_toggle', { strategyId: id, selected: !selected.includes(id) });
    setSelected((current) => toggleComparisonSelection(current, id));
  };

  const compare = async () => {
    if (busy || !changed || gated) return;
    const next = [...selected];
    if (!free) {
      setBusy(true);
      try {
        if (!(await claimUse(key))) return;
      } finally {
        setBusy(false);
      }
      setShown((current) => new Set(current).add(key));
    }
    setCompared(next);
  };

  return { selected, compared, busy, changed, gated, note: compareNote(changed, remaining), toggle, compare };
}

/**
 * Tick strategies, then Compare, to see them on one chart and read what the selection says as a
 * whole.
 */
export function ComparisonTool() {
  const { selected, compared, busy, changed, gated, note, toggle, compare } = useComparison();
  const [view, setView] = useState<ComparisonChartView>('bar');
  const t = useT();
  const language = useLanguage();
  const { labels, strategies } = useStrategiesContent();
  const chosen = useMemo(() => selectedStrategies(compared), [compared]);
  const names = chosen.map((strategy) => strategies.find((found) => found.id === strategy.id)?.name ?? strategy.name);
  const rows = useMemo(() => comparisonChartData(chosen), [chosen]);
  const messages = useMemo(() => comparisonSummary(chosen), [chosen]);
  const averages = useMemo(() => comparisonAverages(chosen), [chosen]);

  return (
    <div className="space-y-4" data-testid="comparison-panel">
      <GlossaryText as="p" className="text-muted-foreground" text={t('strategies.compare.intro')} />
      <div className="grid gap-4 lg:grid-cols-[24rem_minmax(0,1fr)] lg:items-start">
        <div className="space-y-3">
          <StrategyPicker selected={selected} onToggle={toggle} />
          <div className="space-y-2">
            {gated ? (
              <UpgradePrompt
                title={t('strategies.compare.noFreeLeft')}
                description={t('strategies.compare.noFreeLeftText')}
              />
            ) : null}
            <Button
              className="w-full"
              onClick={() => void compare()}
              disabled={busy || !changed || gated}
              aria-describedby="compare-note"
            >
              <Scale aria-hidden="true" /> {busy ? t('strategies.compare.comparing') : t('strategies.compare.compare')}
            </Button>
            <p id="compare-note" className="text-sm text-muted-foreground" data-testid="compare-note">
              {note}
            </p>
          </div>
        </div>
        <div className="min-w-0 space-y-4">
          <p className="sr-only" aria-live="polite">
            {chosen.length === 0
              ? t('strategies.compare.noneSelectedLive')
              : t('strategies.compare.selectedLive', {
                  count: chosen.length,
                  names: new Intl.ListFormat(intlLocales[language], { type: 'conjunction' }).format(names),
                  summary: new Intl.ListFormat(intlLocales[language], { type: 'conjunction' }).format(
                    messages.map((message) => comparisonMessageTitle(message.kind)),
                  ),
                })}
          </p>
          {averages === null ? (
            <div
              className="flex min-h-64 flex-col items-center justify-center gap-3 rounded-xl border border-dashed p-8 text-center text-muted-foreground"
              data-testid="comparison-empty"
            >
              <ListChecks className="size-8" aria-hidden="true" />
              <p className="font-medium text-foreground">{t('strategies.compare.noneSelected')}</p>
              <p className="max-w-sm text-sm">{t('strategies.compare.noneSelectedText')}</p>
            </div>
          ) : (
            <>
              <Card>
                <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
                  <div className="space-y-1.5">
                    <CardTitle>{t('strategies.compare.sideBySide')}</CardTitle>
                    <CardDescription>{t('strategies.compare.scores')}</CardDescription>
                  </div>
                  <ChartViewToggle value={view} onChange={setView} />
                </CardHeader>
                <CardContent>
                  <ComparisonChart strategies={chosen} rows={rows} view={view} />
                </CardContent>
              </Card>
              <ComparisonSummary messages={messages} averages={averages} />
            </>
          )}
        </div>
      </div>
      <GlossaryText as="p" className="text-sm text-muted-foreground" text={t('strategies.compare.returnNote')} />
      <p className="text-xs text-muted-foreground" data-testid="comparison-disclaimer">
        {labels.disclaimer}
      </p>
    </div>
  );
}

/** Step 5 (and /compare): the comparison behind the free tier's monthly allowance. */
export function ComparisonPanel() {
  return (
    <FeatureGate feature="strategy_comparison">
      <ComparisonTool />
    </FeatureGate>
  );
}
