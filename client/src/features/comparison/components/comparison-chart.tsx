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
import { timeCommitmentLabels } from '@shared/content/strategies';
import { COMPARISON_AXIS_DOMAIN, type ComparisonChartRow, type ComparisonMetricLabel } from '@shared/domain/comparison';
import type { Strategy } from '@shared/schemas/strategy';
import { ChartDataTable, type DataTableColumn } from '@/components/chart-data-table';
import { cn } from '@/lib/cn';
import { strategyChartColors } from '../lib/strategy-colors';
import { chartAxisTick, chartTooltipItemStyle, chartTooltipStyle } from '@/components/chart-style';

export type ComparisonChartView = 'bar' | 'radar';

export const comparisonChartViews: ReadonlyArray<{ id: ComparisonChartView; label: string; icon: typeof ChartColumn }> =
  [
    { id: 'bar', label: 'Bar', icon: ChartColumn },
    { id: 'radar', label: 'Radar', icon: RadarIcon },
  ];

/** Short axis labels so five metrics fit a phone; the tooltip and data table use the full ones. */
const shortMetricLabels: Record<ComparisonMetricLabel, string> = {
  Risk: 'Risk',
  Complexity: 'Complexity',
  'Time Commitment': 'Time',
  'Potential Return': 'Return',
  'Passive Level': 'Passive',
};
const shortLabel = (metric: string) => shortMetricLabels[metric as ComparisonMetricLabel] ?? metric;

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
  return (
    <fieldset className="inline-flex shrink-0 rounded-lg bg-muted p-1">
      <legend className="sr-only">Chart type</legend>
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
            {view.label}
          </label>
        );
      })}
    </fieldset>
  );
}

function scoreText(strategy: Strategy, row: ComparisonChartRow): string {
  const value = row[strategy.id];
  if (value === undefined) return '';
  return row.metric === 'Time Commitment'
    ? `${timeCommitmentLabels[strategy.timeCommitment]} (${value}/5)`
    : `${value}/5`;
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
  const data = [...rows];
  const columns: DataTableColumn<ComparisonChartRow>[] = [
    { header: 'Metric', cell: (row) => row.metric },
    ...strategies.map((strategy) => ({
      header: strategy.name,
      cell: (row: ComparisonChartRow) => scoreText(strategy, row),
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
            <XAxis dataKey="metric" tickFormatter={shortLabel} tick={chartAxisTick} interval={0} tickLine={false} />
            <YAxis domain={axisDomain} ticks={axisTicks} allowDecimals={false} tick={chartAxisTick} />
            <Tooltip
              contentStyle={chartTooltipStyle}
              itemStyle={chartTooltipItemStyle}
              cursor={{ fill: '#a8a29e', fillOpacity: 0.15 }}
            />
            <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} />
            {strategies.map((strategy) => (
              <Bar
                key={strategy.id}
                dataKey={strategy.id}
                name={strategy.name}
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
            <PolarAngleAxis dataKey="metric" tickFormatter={shortLabel} tick={chartAxisTick} />
            <PolarRadiusAxis
              domain={axisDomain}
              ticks={axisTicks}
              angle={90}
              tick={{ ...chartAxisTick, fontSize: 10 }}
              axisLine={false}
            />
            <Tooltip contentStyle={chartTooltipStyle} itemStyle={chartTooltipItemStyle} />
            <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} />
            {strategies.map((strategy) => (
              <Radar
                key={strategy.id}
                dataKey={strategy.id}
                name={strategy.name}
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
        caption="Scores of the selected strategies, 0 to 5"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.metric}
      />
    </div>
  );
}
