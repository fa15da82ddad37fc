import { ChartColumn, Radar as RadarIcon } from 'lucide-react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  COMPARISON_AXIS_DOMAIN,
  comparisonMetrics,
  type ComparisonChartRow,
  type ComparisonMetricKey,
  type ComparisonMetricLabel,
} from '@shared/domain/comparison';
import type { Strategy } from '@shared/schemas/strategy';
import { ChartDataTable, type DataTableColumn } from '@/components/chart-data-table';
import { useStrategiesContent } from '@/entities/strategy/use-strategies-content';
import { useT, type MessageId } from '@/i18n/i18n';
import { cn } from '@/lib/cn';
import { strategyChartColors } from '../lib/strategy-colors';
import { chartAxisTick, chartTooltipItemStyle, chartTooltipStyle } from '@/components/chart-style';

export type ComparisonChartView = 'bar' | 'radar';

export const comparisonChartViews: ReadonlyArray<{ id: ComparisonChartView; label: string; icon: typeof ChartColumn }> =
  [
    { id: 'bar', label: 'Bar', icon: ChartColumn },
    { id: 'radar', label: 'Radar', icon: RadarIcon },
  ];

const metricKeys = Object.fromEntries(comparisonMetrics.map(({ key, label }) => [label, key])) as Record<
  ComparisonMetricLabel,
  ComparisonMetricKey
>;

/**
 * Each metric's name in the page's language: in full for the table, short on the axes so five
 * metrics fit a phone ('Time', 'Return').
 */
function useMetricLabels() {
  const t = useT();
  const name = (kind: 'metric' | 'short') => (metric: string) => {
    const key = metricKeys[metric as ComparisonMetricLabel];
    return key ? t(`strategies.compare.${kind}.${key}` as MessageId) : metric;
  };
  return { full: name('metric'), short: name('short') };
}

const [axisMin, axisMax] = COMPARISON_AXIS_DOMAIN;
const axisDomain: [number, number] = [axisMin, axisMax];
const axisTicks = Array.from({ length: axisMax - axisMin + 1 }, (_, index) => axisMin + index);

const barChartStyle = { width: '100%', height: 340 };
const radarChartStyle = { width: '100%', height: 400 };
/**
 * The radar starts on the left and runs clockwise, so the two metrics on the sides are the short
 * labels (Risk on the left, Time on the right) and the wide ones fit above and below on a phone.
 */
const radarAngles = { startAngle: 162, endAngle: -198 } as const;

/** 'Bar' or 'Radar', as a pair of real radio buttons. */
export function ChartViewToggle({
  value,
  onChange,
}: {
  value: ComparisonChartView;
  onChange(view: ComparisonChartView): void;
}) {
  const t = useT();
  return (
    <fieldset className="inline-flex shrink-0 rounded-lg bg-muted p-1">
      <legend className="sr-only">{t('strategies.compare.chartType')}</legend>
      {comparisonChartViews.map((view) => {
        const Icon = view.icon;
        return (
          <label
            key={view.id}
            className={cn(
              'inline-flex min-h-8 cursor-pointer items-center gap-1.5 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              value === view.id && 'bg-card text-foreground shadow-sm',
            )}
          >
            <input
              type="radio"
              name="comparison-chart-view"
              value={view.id}
              checked={value === view.id}
              onChange={() => onChange(view.id)}
              className="sr-only"
            />
            <Icon className="size-4" aria-hidden="true" />
            {t(`strategies.compare.view.${view.id}`)}
          </label>
        );
      })}
    </fieldset>
  );
}

function scoreText(strategy: Strategy, row: ComparisonChartRow, timeLabels: Record<string, string>): string {
  const value = row[strategy.id];
  if (value === undefined) return '';
  return row.metric === 'Time Commitment' ? `${timeLabels[strategy.timeCommitment]} (${value}/5)` : `${value}/5`;
}

/** The selected strategies' scores on a 0-5 axis, as bars or a radar, with the numbers as a table. */
export function ComparisonChart({
  strategies,
  rows,
  view,
}: {
  strategies: readonly Strategy[];
  rows: readonly ComparisonChartRow[];
  view: ComparisonChartView;
}) {
  const t = useT();
  const { labels, strategies: localized } = useStrategiesContent();
  const metricLabel = useMetricLabels();
  const nameOf = (strategy: Strategy) => localized.find((found) => found.id === strategy.id)?.name ?? strategy.name;
  const data = [...rows];
  const columns: DataTableColumn<ComparisonChartRow>[] = [
    { header: t('strategies.compare.metricHeader'), cell: (row) => metricLabel.full(row.metric) },
    ...strategies.map((strategy) => ({
      header: nameOf(strategy),
      cell: (row: ComparisonChartRow) => scoreText(strategy, row, labels.timeCommitment),
    })),
  ];
  return (
    <div className="space-y-2">
      <div aria-hidden="true" data-testid="comparison-chart" data-view={view} data-series={strategies.length}>
        {view === 'bar' ? (
          <BarChart
            accessibilityLayer={false}
            responsive
            data={data}
            style={barChartStyle}
            margin={{ top: 8, right: 4, bottom: 0, left: -24 }}
          >
            <CartesianGrid stroke="#a8a29e" strokeOpacity={0.3} vertical={false} />
            <XAxis
              dataKey="metric"
              tickFormatter={metricLabel.short}
              tick={chartAxisTick}
              interval={0}
              tickLine={false}
            />
            <YAxis domain={axisDomain} ticks={axisTicks} allowDecimals={false} tick={chartAxisTick} />
            <Tooltip
              labelFormatter={(label) => metricLabel.full(String(label))}
              contentStyle={chartTooltipStyle}
              itemStyle={chartTooltipItemStyle}
              cursor={{ fill: '#a8a29e', fillOpacity: 0.15 }}
            />
            <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} />
            {strategies.map((strategy) => (
              <Bar
                key={strategy.id}
                dataKey={strategy.id}
                name={nameOf(strategy)}
                fill={strategyChartColors[strategy.id]}
                radius={[3, 3, 0, 0]}
                maxBarSize={28}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        ) : (
          <RadarChart
            accessibilityLayer={false}
            responsive
            data={data}
            style={radarChartStyle}
            outerRadius="75%"
            {...radarAngles}
            margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
          >
            <PolarGrid stroke="#a8a29e" strokeOpacity={0.5} />
            <PolarAngleAxis dataKey="metric" tickFormatter={metricLabel.short} tick={chartAxisTick} />
            <PolarRadiusAxis
              domain={axisDomain}
              ticks={axisTicks}
              angle={90}
              tick={{ ...chartAxisTick, fontSize: 10 }}
              axisLine={false}
            />
            <Tooltip
              labelFormatter={(label) => metricLabel.full(String(label))}
              contentStyle={chartTooltipStyle}
              itemStyle={chartTooltipItemStyle}
            />
            <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} />
            {strategies.map((strategy) => (
              <Radar
                key={strategy.id}
                dataKey={strategy.id}
                name={nameOf(strategy)}
                stroke={strategyChartColors[strategy.id]}
                fill={strategyChartColors[strategy.id]}
                fillOpacity={0.12}
                strokeWidth={2}
                isAnimationActive={false}
              />
            ))}
          </RadarChart>
        )}
      </div>
      <ChartDataTable
        caption={t('strategies.compare.tableCaption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.metric}
      />
    </div>
  );
}
