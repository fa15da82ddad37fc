import type { StrategyId } from '@shared/schemas/strategy';

/**
 * One colour per strategy on the comparison chart, fixed by strategy (not by position) so a
 * strategy keeps its colour as others are added or removed. Mid-tone hues that read on both themes.
 */
export const strategyChartColors: Record<StrategyId, string> = {
  dca: '#3b82f6',
  'value-averaging': '#10b981',
  'stacking-sats': '#f59e0b',
  'strategic-dip-buying': '#ef4444',
  'bitcoin-mining': '#8b5cf6',
  'lightning-earning': '#06b6d4',
  'options-strategies': '#ec4899',
  'business-treasury': '#84cc16',
};
