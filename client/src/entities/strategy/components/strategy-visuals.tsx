import {
  CalendarSync,
  ChartCandlestick,
  Coins,
  Landmark,
  Pickaxe,
  Scale,
  TrendingDown,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { complexityLabel, fillLabel, riskBadgeTone, type RiskBadgeTone } from '@shared/content/strategies';
import type { Strategy, StrategyIconName } from '@shared/schemas/strategy';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { useStrategiesContent } from '../use-strategies-content';

/**
 * What every screen that shows a strategy (Strategies, Wizard results, Compare) draws the same
 * way: its icon, its risk badge and its complexity label (the thresholds live in shared/: risk up
 * to 2 green, up to 3 yellow, else red; complexity up to 2 Simple, up to 3 Medium, else Complex).
 */
const strategyIcons = {
  CalendarSync,
  Scale,
  Coins,
  TrendingDown,
  Pickaxe,
  Zap,
  ChartCandlestick,
  Landmark,
} satisfies Record<StrategyIconName, LucideIcon>;

export function StrategyIcon({ strategy, className }: { strategy: Pick<Strategy, 'iconName'>; className?: string }) {
  const Icon = strategyIcons[strategy.iconName];
  return <Icon className={cn('size-5', className)} aria-hidden="true" />;
}

const riskBadgeVariant: Record<RiskBadgeTone, NonNullable<BadgeProps['variant']>> = {
  green: 'success',
  yellow: 'warning',
  red: 'danger',
};

/** 'Risk 2/5', green at 2 or less, yellow at 3, red above. */
export function RiskBadge({ riskLevel, className }: { riskLevel: number; className?: string }) {
  const { labels } = useStrategiesContent();
  const tone = riskBadgeTone(riskLevel);
  return (
    <Badge variant={riskBadgeVariant[tone]} data-tone={tone} className={className}>
      {fillLabel(labels.risk, { level: riskLevel })}
    </Badge>
  );
}

/** 'Simple' (2 or less), 'Medium' (3), 'Complex' (above). */
export function ComplexityBadge({ complexity, className }: { complexity: number; className?: string }) {
  const { labels } = useStrategiesContent();
  return (
    <Badge variant="outline" className={className} title={fillLabel(labels.complexityTitle, { level: complexity })}>
      {labels.complexity[complexityLabel(complexity)]}
    </Badge>
  );
}
