import type { Strategy, StrategyId } from '@shared/schemas/strategy';
import { RiskBadge } from '@/entities/strategy/components/strategy-visuals';
import { Checkbox } from '@/components/ui/checkbox';
import { useMinimumInvestment } from '@/entities/strategy/components/strategy-facts';
import { useStrategiesContent } from '@/entities/strategy/use-strategies-content';
import { useT } from '@/i18n/i18n';
import { cn } from '@/lib/cn';
import { strategyChartColors } from '../lib/strategy-colors';

/** 'from $10' ('desde USD 10'). */
function StrategyMinimum({ strategy }: { strategy: Strategy }) {
  const t = useT();
  return <>{t('strategies.compare.pickerFrom', { minimum: useMinimumInvestment(strategy) })}</>;
}

/** A checkbox per strategy, in the strategy table's order; each row shows the colour it has on the chart. */
export function StrategyPicker({
  selected,
  onToggle,
}: {
  selected: readonly StrategyId[];
  onToggle(id: StrategyId): void;
}) {
  const t = useT();
  const { strategies } = useStrategiesContent();
  return (
    <fieldset className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5">
      <legend className="sr-only">{t('strategies.compare.pickerTitle')}</legend>
      <div className="mb-3 flex items-baseline justify-between gap-2" aria-hidden="true">
        <p className="font-semibold">{t('strategies.compare.pickerTitle')}</p>
        <p className="text-xs text-muted-foreground tabular-nums">
          {t('strategies.compare.pickerCount', { selected: selected.length, total: strategies.length })}
        </p>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
        {strategies.map((strategy) => {
          const checked = selected.includes(strategy.id);
          const inputId = `compare-${strategy.id}`;
          return (
            <li key={strategy.id}>
              <label
                htmlFor={inputId}
                className={cn(
                  'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 transition-colors hover:bg-muted',
                  checked && 'border-primary/60 bg-secondary/40',
                )}
              >
                <Checkbox
                  id={inputId}
                  value={strategy.id}
                  checked={checked}
                  aria-labelledby={`${inputId}-name`}
                  aria-describedby={`${inputId}-details`}
                  onCheckedChange={() => onToggle(strategy.id)}
                />
                <span
                  className={cn('size-3 shrink-0 rounded-full', !checked && 'opacity-30')}
                  style={{ backgroundColor: strategyChartColors[strategy.id] }}
                  aria-hidden="true"
                />
                <span className="min-w-0 flex-1">
                  <span id={`${inputId}-name`} className="block text-sm font-medium leading-tight">
                    {strategy.name}
                  </span>
                  <span id={`${inputId}-details`} className="block text-xs text-muted-foreground">
                    <StrategyMinimum strategy={strategy} />
                    <span className="sr-only">{t('strategies.compare.pickerRisk', { risk: strategy.riskLevel })}</span>
                  </span>
                </span>
                <RiskBadge riskLevel={strategy.riskLevel} className="shrink-0" />
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
