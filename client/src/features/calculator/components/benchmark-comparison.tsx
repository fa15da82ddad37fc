import { useMemo } from 'react';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import {
  BENCHMARK_DATA_ATTRIBUTION,
  BENCHMARK_LABELS,
  compareBenchmarks,
  monthlyAverages,
  monthName,
  nextMonth,
  type BenchmarkComparison,
  type BenchmarkLine,
  type BenchmarkMonthPoint,
} from '@shared/domain/benchmarks';
import { abbreviateNumber, formatMoney } from '@shared/domain/format';
import type { DcaResult } from '@shared/schemas/dca';
import type { PricePoint } from '@shared/schemas/price';
import { ChartDataTable, type DataTableColumn } from '@/components/chart-data-table';
import { chartAxisTick, chartTooltipItemStyle, chartTooltipStyle } from '@/components/chart-style';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useBenchmarks } from '../api/get-benchmarks';
import { logAxis, positiveExtent } from '../lib/chart-scale';
import { CHART_COLORS } from './dca-charts';

const LINE_COLORS = { bitcoin: CHART_COLORS.dca, sp500: '#16a34a', gold: '#ca8a04', cash: '#a855f7' } as const;

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const dayName = (isoDay: string) => dayFormat.format(new Date(`${isoDay}T00:00:00Z`));

const usd = (value: number) => formatMoney(value, 'usd');
const orNone = (value: number | null) => (value === null ? 'no data' : usd(value));

const INTRO =
  'The same contributions, in the same months, put into the S&P 500 with dividends reinvested, into gold, or kept as cash shown after US inflation. Each contribution buys at its month’s average value and is valued at the average of the month the window ends in. Bitcoin’s side is priced the same way, by the average of its daily closes in each month, so the comparison is like for like; its figures therefore differ from the daily-close results above. US dollars only, no fees or taxes on either side, past results only.';

/** What a skipped month means for the line: no point, and its money counted from the next month. */
const skippedText = (month: string) =>
  `${monthName(month)} has no point; the money put in that month is counted from ${monthName(nextMonth(month))}, without one month’s inflation adjustment.`;

/**
 * One benchmark's outcome beside bitcoin's over the same months: the months it covers, why it ends
 * there, and any month it skips, at a glance (issue 46), then the figures.
 */
function LineSummary({ line }: { line: BenchmarkLine }) {
  const label = BENCHMARK_LABELS[line.id];
  return (
    <div role="group" aria-label={label} className="space-y-1 rounded-lg border p-3 text-sm">
      <p className="font-semibold">{label}</p>
      {line.firstMonth === null || line.lastMonth === null ? (
        <p className="text-muted-foreground">No data for this window{line.stop ? `: ${line.stop.short}.` : '.'}</p>
      ) : (
        <>
          <p data-testid={`benchmark-window-${line.id}`}>
            <span className="text-muted-foreground">Months: </span>
            {monthName(line.firstMonth)} to {monthName(line.lastMonth)}
          </p>
          <p data-testid={`benchmark-end-${line.id}`}>
            <span className="text-muted-foreground">Ends there: </span>
            {line.stop ? line.stop.short : 'the plan’s last month'}
          </p>
          {line.skipped.map((skipped) => (
            <p key={skipped.month} className="text-muted-foreground" data-testid={`benchmark-skipped-${line.id}`}>
              {skipped.short}: {skippedText(skipped.month)}
            </p>
          ))}
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 pt-1">
            <dt className="text-muted-foreground">Put in</dt>
            <dd className="text-right">{usd(line.invested)}</dd>
            <dt className="text-muted-foreground">Worth</dt>
            <dd className="text-right font-semibold">{usd(line.value)}</dd>
            <dt className="text-muted-foreground">Bitcoin, same months</dt>
            <dd className="text-right">{usd(line.bitcoinValue)}</dd>
          </dl>
        </>
      )}
    </div>
  );
}

/** Where each benchmark that stops early stops, and why; and the months a line skips. */
function StopNotes({ lines, lastMonth }: { lines: readonly BenchmarkLine[]; lastMonth: string }) {
  const stopped = lines.filter((line) => line.stop !== null);
  const skipped = lines.flatMap((line) => line.skipped.map((month) => ({ line, month })));
  if (stopped.length === 0 && skipped.length === 0) return null;
  return (
    <ul className="space-y-1 rounded-lg border border-dashed p-3 text-sm" aria-label="Where benchmarks stop">
      {stopped.map((line) => (
        <li key={line.id} data-testid={`benchmark-stop-${line.id}`}>
          <span className="font-medium">{BENCHMARK_LABELS[line.id]}</span>:{' '}
          {line.lastMonth === null
            ? 'not shown for this window.'
            : `shown through ${monthName(line.lastMonth)}, not to ${monthName(lastMonth)}.`}{' '}
          {line.stop?.reason} Its figures cover only the contributions up to then, beside bitcoin over the same months.
        </li>
      ))}
      {skipped.map(({ line, month }) => (
        <li key={`${line.id}-${month.month}`} data-testid={`benchmark-skip-${line.id}`}>
          <span className="font-medium">{BENCHMARK_LABELS[line.id]}</span>: {month.reason} {skippedText(month.month)}{' '}
          The line goes on from there rather than stopping.
        </li>
      ))}
    </ul>
  );
}

const columns: DataTableColumn<BenchmarkMonthPoint>[] = [
  { header: 'Month', cell: (m) => monthName(m.month) },
  { header: 'Put in', cell: (m) => usd(m.invested), numeric: true },
  { header: 'Bitcoin (monthly average)', cell: (m) => usd(m.bitcoin), numeric: true },
  { header: BENCHMARK_LABELS.sp500, cell: (m) => orNone(m.sp500), numeric: true },
  { header: BENCHMARK_LABELS.gold, cell: (m) => orNone(m.gold), numeric: true },
  { header: BENCHMARK_LABELS.cash, cell: (m) => orNone(m.cash), numeric: true },
];

function BenchmarkChart({ comparison, log }: { comparison: BenchmarkComparison; log: boolean }) {
  const { months } = comparison;
  const extent = log
    ? positiveExtent(months.flatMap((m) => [m.invested, m.bitcoin, m.sp500 ?? 0, m.gold ?? 0, m.cash ?? 0]))
    : null;
  const axis = extent ? logAxis(extent[0], extent[1]) : null;
  const line = (key: keyof typeof LINE_COLORS, name: string) => (
    <Line
      type="linear"
      dataKey={key}
      name={name}
      stroke={LINE_COLORS[key]}
      strokeWidth={2}
      dot={false}
      connectNulls={false}
      isAnimationActive={false}
    />
  );
  return (
    <div aria-hidden="true">
      <LineChart
        accessibilityLayer={false}
        responsive
        data={months}
        style={{ width: '100%', height: 300 }}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid stroke="#a8a29e" strokeOpacity={0.3} vertical={false} />
        <XAxis dataKey="month" tickFormatter={(m: string) => monthName(m)} tick={chartAxisTick} minTickGap={32} />
        <YAxis
          {...(axis ? { scale: 'log' as const, domain: axis.domain, ticks: axis.ticks, allowDataOverflow: true } : {})}
          tickFormatter={(value: number) => abbreviateNumber(value, 'usd')}
          tick={chartAxisTick}
          width={72}
        />
        <Tooltip
          contentStyle={chartTooltipStyle}
          itemStyle={chartTooltipItemStyle}
          labelFormatter={(m) => monthName(String(m))}
          formatter={(value) => usd(Number(value))}
        />
        <Legend wrapperStyle={{ fontSize: 13 }} />
        {line('bitcoin', 'Bitcoin (monthly average)')}
        {line('sp500', 'S&P 500 TR')}
        {line('gold', 'Gold')}
        {line('cash', 'Cash after inflation')}
        <Line
          type="stepAfter"
          dataKey="invested"
          name="Money put in"
          stroke={CHART_COLORS.invested}
          strokeDasharray="5 4"
          strokeWidth={1.5}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </div>
  );
}

function BenchmarkBody({ result, series, log }: { result: DcaResult; series: readonly PricePoint[]; log: boolean }) {
  const benchmarks = useBenchmarks(true);
  const months = benchmarks.data?.months;
  const comparison = useMemo(
    () =>
      months
        ? compareBenchmarks({
            // A purchase is a contribution (its day and the money put in): no copy of the schedule.
            contributions: result.purchases,
            endDate: result.endDate,
            benchmarks: months,
            bitcoinMonthly: monthlyAverages(series),
          })
        : null,
    [months, result, series],
  );
  if (benchmarks.isPending) return <Spinner label="Loading the benchmark data…" />;
  if (!comparison) {
    return <p className="text-sm text-muted-foreground">The benchmark data could not be loaded; try again later.</p>;
  }
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-3">
        {comparison.lines.map((line) => (
          <LineSummary key={line.id} line={line} />
        ))}
      </div>
      <p className="text-sm text-muted-foreground" data-testid="benchmark-windows-note">
        Each box counts only the months it names, at monthly averages, so its “Bitcoin, same months” differs from the
        other boxes and from the result above, which is valued at the close of {dayName(result.endDate)}.
      </p>
      <StopNotes lines={comparison.lines} lastMonth={comparison.lastMonth} />
      <BenchmarkChart comparison={comparison} log={log} />
      <ChartDataTable
        caption="Benchmarks month by month"
        columns={columns}
        rows={comparison.months}
        rowKey={(m) => m.month}
      />
    </>
  );
}

/**
 * The plan's contributions in other places (shared/domain/benchmarks.ts), in US dollars only; in
 * euros it says so and loads nothing.
 */
export function BenchmarkComparisonCard({
  result,
  series,
  log,
}: {
  result: DcaResult;
  series: readonly PricePoint[] | undefined;
  log: boolean;
}) {
  return (
    <Card data-testid="benchmarks">
      <CardHeader>
        <CardTitle>The same money in other places</CardTitle>
        <CardDescription>{INTRO}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {result.currency !== 'usd' || !series ? (
          <p className="text-sm" data-testid="benchmarks-usd-only">
            The benchmarks are in US dollars only: the S&P 500, gold and US inflation data are dollar series. Choose US
            dollars as the currency to compare.
          </p>
        ) : (
          <BenchmarkBody result={result} series={series} log={log} />
        )}
        <p className="text-xs text-muted-foreground">{BENCHMARK_DATA_ATTRIBUTION}</p>
      </CardContent>
    </Card>
  );
}
