import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { analyticsEventLabels, analyticsEventNames, type AnalyticsSummary } from '@shared/schemas/analytics';
import { ChartDataTable, type DataTableColumn } from '@/components/chart-data-table';
import { chartAxisTick, chartTooltipItemStyle, chartTooltipStyle } from '@/components/chart-style';

/** One colour per event, readable on both themes. */
const EVENT_COLORS: Record<(typeof analyticsEventNames)[number], string> = {
  page_view: '#a8a29e',
  login: '#3b82f6',
  sign_up: '#16a34a',
  onboarding_complete: '#a855f7',
  strategy_toggle: '#f97316',
  upgrade_click: '#dc2626',
  dca_calculation: '#0891b2',
};

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDay = (isoDay: string) => dayFormat.format(new Date(`${isoDay}T00:00:00Z`));

type Day = AnalyticsSummary['days'][number];

const columns: DataTableColumn<Day>[] = [
  { header: 'Day', cell: (day) => day.date },
  ...analyticsEventNames.map((name) => ({
    header: analyticsEventLabels[name],
    cell: (day: Day) => String(day.counts[name]),
    numeric: true,
  })),
  { header: 'Visitors', cell: (day) => String(day.visitors), numeric: true },
];

/** Events per day over the last 30 days, stacked by event, with the numbers as a table (loaded with the dashboard only). */
export default function AnalyticsChart({ summary }: { summary: AnalyticsSummary }) {
  const data = summary.days.map((day) => ({ date: day.date, ...day.counts }));
  return (
    <div className="space-y-2">
      <div aria-hidden="true" data-testid="analytics-chart">
        <BarChart
          accessibilityLayer={false}
          responsive
          data={data}
          style={{ width: '100%', height: 280 }}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke="#a8a29e" strokeOpacity={0.3} vertical={false} />
          <XAxis dataKey="date" tickFormatter={shortDay} tick={chartAxisTick} minTickGap={24} />
          <YAxis allowDecimals={false} tick={chartAxisTick} width={40} />
          <Tooltip
            contentStyle={chartTooltipStyle}
            itemStyle={chartTooltipItemStyle}
            labelFormatter={(label) => shortDay(String(label))}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
          {analyticsEventNames.map((name) => (
            <Bar
              key={name}
              dataKey={name}
              name={analyticsEventLabels[name]}
              stackId="events"
              fill={EVENT_COLORS[name]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </div>
      <ChartDataTable
        caption={`Events per day, ${summary.from} to ${summary.to} (UTC)`}
        columns={columns}
        rows={[...summary.days].reverse()}
        rowKey={(day) => day.date}
      />
    </div>
  );
}
