import { strategyIds, type Strategy, type StrategyId, type TimeCommitment } from '../schemas/strategy';

/**
 * The Comparison screen's rules: chart rows on a 0-5 axis (time commitment low 1, medium 3,
 * high 5) and the summary messages by average risk and average complexity.
 */

/** The ids selected when the screen opens. */
export const INITIAL_COMPARISON_SELECTION: readonly StrategyId[] = ['dca', 'value-averaging'];

/** The chart's y-axis. */
export const COMPARISON_AXIS_DOMAIN: readonly [number, number] = [0, 5];

/** Time commitment on the chart's 0-5 axis. */
export const TIME_COMMITMENT_SCORE: Record<TimeCommitment, number> = { low: 1, medium: 3, high: 5 };

export const comparisonMetrics = [
  { key: 'riskLevel', label: 'Risk' },
  { key: 'complexity', label: 'Complexity' },
  { key: 'timeCommitment', label: 'Time Commitment' },
  { key: 'potentialReturn', label: 'Potential Return' },
  { key: 'passiveLevel', label: 'Passive Level' },
] as const;
export type ComparisonMetricKey = (typeof comparisonMetrics)[number]['key'];
export type ComparisonMetricLabel = (typeof comparisonMetrics)[number]['label'];

/**
 * One chart row per metric, with one numeric value per selected strategy keyed by its id
 * (recharts: `dataKey="metric"` on the axis, one Bar or Radar per id).
 */
export type ComparisonChartRow = { metric: ComparisonMetricLabel } & Partial<Record<StrategyId, number>>;

function metricValue(strategy: Strategy, key: ComparisonMetricKey): number {
  return key === 'timeCommitment' ? TIME_COMMITMENT_SCORE[strategy.timeCommitment] : strategy[key];
}

export function comparisonChartData(strategies: readonly Strategy[]): ComparisonChartRow[] {
  return comparisonMetrics.map(({ key, label }) => {
    const row: ComparisonChartRow = { metric: label };
    for (const strategy of strategies) row[strategy.id] = metricValue(strategy, key);
    return row;
  });
}

function average(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0) / values.length;
}

export type ComparisonMessageKind = 'conservative' | 'balanced' | 'higher-risk' | 'beginner';

export interface ComparisonMessage {
  kind: ComparisonMessageKind;
  text: string;
}

/** The summary texts: educational observations about the selection, not recommendations. */
export const comparisonMessageTexts: Record<ComparisonMessageKind, string> = {
  conservative:
    'A conservative selection: on average these approaches carry lower risk and favour steady, regular saving over bold moves, much as Clason’s savers guarded their gold from loss. Lower risk does not mean no risk: bitcoin’s price can still fall sharply.',
  balanced:
    'A balanced selection: on average these approaches weigh moderate risk against more growth potential. They ask for more attention and judgement than simple steady saving, so it pays to understand each one before trying it.',
  'higher-risk':
    'A higher-risk selection: on average these approaches can gain more and lose more, and they demand skill, time and capital. Clason warned that gold flees those who force it toward impossible earnings; study them carefully, and only with money you can afford to lose.',
  beginner:
    'Beginner-friendly: on average these approaches are simple to set up and run, a good way to build the saving habit before exploring anything more complex.',
};

export interface ComparisonAverages {
  risk: number;
  complexity: number;
}

/** The selection's average risk and average complexity, which the summary is based on; null when empty. */
export function comparisonAverages(strategies: readonly Strategy[]): ComparisonAverages | null {
  if (strategies.length === 0) return null;
  return {
    risk: average(strategies.map((strategy) => strategy.riskLevel)),
    complexity: average(strategies.map((strategy) => strategy.complexity)),
  };
}

/**
 * The summary for a selection: average risk 2 or less conservative, 3.5 or less balanced,
 * otherwise higher-risk; plus the beginner message when average complexity is 2 or less.
 * An empty selection has no messages.
 */
export function comparisonSummary(strategies: readonly Strategy[]): ComparisonMessage[] {
  const averages = comparisonAverages(strategies);
  if (averages === null) return [];
  const { risk: averageRisk, complexity: averageComplexity } = averages;
  const riskKind: ComparisonMessageKind =
    averageRisk <= 2 ? 'conservative' : averageRisk <= 3.5 ? 'balanced' : 'higher-risk';
  const kinds: ComparisonMessageKind[] = averageComplexity <= 2 ? [riskKind, 'beginner'] : [riskKind];
  return kinds.map((kind) => ({ kind, text: comparisonMessageTexts[kind] }));
}

/** Adds the id when absent, removes it when present; the result keeps the strategy table's order. */
export function toggleComparisonSelection(
  selected: readonly StrategyId[],
  id: StrategyId,
  order: readonly StrategyId[] = strategyIds,
): StrategyId[] {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return order.filter((candidate) => next.has(candidate));
}
