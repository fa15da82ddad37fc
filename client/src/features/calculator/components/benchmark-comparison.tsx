import { formatDay } from '@shared/domain/format';
import { intlLocales } from '@shared/i18n/languages';
import { pageLanguage, translate, useLanguage, useT } from '@/i18n/i18n';
import { Trans } from '@/i18n/trans';
import { useMemo } from 'react';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import {
  compareBenchmarks,
  monthlyAverages,
  monthName as monthNameIn,
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
import { benchmarkGapText, monthIn } from '../lib/conventions-text';
import { CHART_COLORS } from './dca-charts';

/** A month's name in the page's language. */
const monthName = (month: string) => monthNameIn(month, intlLocales[pageLanguage()]);
const LINE_COLORS = { bitcoin: CHART_COLORS.dca, sp500: '#16a34a', gold: '#ca8a04', cash: '#a855f7' } as const;

const usd = (value: number) => formatMoney(value, 'usd', intlLocales[pageLanguage()]);
const orNone = (value: number | null) => (value === null ? translate('calculator.bench.noData') : usd(value));
const benchmarkLabel = (id: BenchmarkLine['id']) => translate(`calculator.bench.label.${id}`);

/**
 * One benchmark's outcome beside bitcoin's over the same months: the months it covers, why it ends
 * there, and any month it skips, at a glance (issue 46), then the figures.
 */
function LineSummary({ line }: { line: BenchmarkLine }) {
  const t = useT();
  const language = useLanguage();
  const label = benchmarkLabel(line.id);
  return (
    <div role="group" aria-label={label} className="space-y-1 rounded-lg border p-3 text-sm">
      <p className="font-semibold">{label}</p>
      {line.firstMonth === null || line.lastMonth === null ? (
        <p className="text-muted-foreground">
          {t('calculator.bench.noWindow', {
            stopped: line.stop ? 'yes' : 'no',
            short: line.stop ? benchmarkGapText(line.stop, 'short', language) : '',
          })}
        </p>
      ) : (
        <>
          <p data-testid={`benchmark-window-${line.id}`}>
            <span className="text-muted-foreground">{t('calculator.bench.months')} </span>
            {t('calculator.bench.monthsRange', { first: monthName(line.firstMonth), last: monthName(line.lastMonth) })}
          </p>
          <p data-testid={`benchmark-end-${line.id}`}>
            <span className="text-muted-foreground">{t('calculator.bench.endsThere')} </span>
            {line.stop ? benchmarkGapText(line.stop, 'short', language) : t('calculator.bench.planLast')}
          </p>
          {line.skipped.map((skipped) => (
            <p key={skipped.month} className="text-muted-foreground" data-testid={`benchmark-skipped-${line.id}`}>
              {t('calculator.bench.skipped', {
                short: benchmarkGapText(skipped, 'short', language),
                month: monthIn(skipped.month, language),
                next: monthIn(nextMonth(skipped.month), language),
              })}
            </p>
          ))}
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 pt-1">
            <dt className="text-muted-foreground">{t('calculator.bench.putIn')}</dt>
            <dd className="text-right">{usd(line.invested)}</dd>
            <dt className="text-muted-foreground">{t('calculator.bench.worth')}</dt>
            <dd className="text-right font-semibold">{usd(line.value)}</dd>
            <dt className="text-muted-foreground">{t('calculator.bench.sameMonths')}</dt>
            <dd className="text-right">{usd(line.bitcoinValue)}</dd>
          </dl>
        </>
      )}
    </div>
  );
}

/** Where each benchmark that stops early stops, and why; and the months a line skips. */
function StopNotes({ lines, lastMonth }: { lines: readonly BenchmarkLine[]; lastMonth: string }) {
  const language = useLanguage();
  const label = <span className="font-medium" />;
  const stopped = lines.filter((line) => line.stop !== null);
  const skipped = lines.flatMap((line) => line.skipped.map((month) => ({ line, month })));
  if (stopped.length === 0 && skipped.length === 0) return null;
  return (
    <ul
      className="space-y-1 rounded-lg border border-dashed p-3 text-sm"
      aria-label={translate('calculator.bench.stopsLabel')}
    >
      {stopped.map((line) => (
        <li key={line.id} data-testid={`benchmark-stop-${line.id}`}>
          <Trans
            id="calculator.bench.stopNote"
            values={{
              label: benchmarkLabel(line.id),
              shown: line.lastMonth === null ? 'no' : 'yes',
              last: line.lastMonth === null ? '' : monthIn(line.lastMonth, language),
              end: monthIn(lastMonth, language),
              reason: line.stop ? benchmarkGapText(line.stop, 'reason', language) : '',
            }}
            components={{ 0: label }}
          />
        </li>
      ))}
      {skipped.map(({ line, month }) => (
        <li key={`${line.id}-${month.month}`} data-testid={`benchmark-skip-${line.id}`}>
          <Trans
            id="calculator.bench.skipNote"
            values={{
              label: benchmarkLabel(line.id),
              reason: benchmarkGapText(month, 'reason', language),
              month: monthIn(month.month, language),
              next: monthIn(nextMonth(month.month), language),
            }}
            components={{ 0: label }}
          />
        </li>
      ))}
    </ul>
  );
}

const columns = (): DataTableColumn<BenchmarkMonthPoint>[] => [
  { header: translate('calculator.bench.month'), cell: (m) => monthName(m.month) },
  { header: translate('calculator.bench.putIn'), cell: (m) => usd(m.invested), numeric: true },
  { header: translate('calculator.bench.bitcoinAverage'), cell: (m) => usd(m.bitcoin), numeric: true },
  { header: benchmarkLabel('sp500'), cell: (m) => orNone(m.sp500), numeric: true },
  { header: benchmarkLabel('gold'), cell: (m) => orNone(m.gold), numeric: true },
  { header: benchmarkLabel('cash'), cell: (m) => orNone(m.cash), numeric: true },
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
          tickFormatter={(value: number) => abbreviateNumber(value, 'usd', intlLocales[pageLanguage()])}
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
        {line('bitcoin', translate('calculator.bench.bitcoinAverage'))}
        {line('sp500', translate('calculator.bench.legend.sp500'))}
        {line('gold', translate('calculator.bench.label.gold'))}
        {line('cash', translate('calculator.bench.legend.cash'))}
        <Line
          type="stepAfter"
          dataKey="invested"
          name={translate('calculator.chart.invested')}
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
  const t = useT();
  const language = useLanguage();
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
  if (benchmarks.isPending) return <Spinner label={t('calculator.bench.loading')} />;
  if (!comparison) {
    return <p className="text-sm text-muted-foreground">{t('calculator.bench.failed')}</p>;
  }
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-3">
        {comparison.lines.map((line) => (
          <LineSummary key={line.id} line={line} />
        ))}
      </div>
      <p className="text-sm text-muted-foreground" data-testid="benchmark-windows-note">
        {t('calculator.bench.windowsNote', { day: formatDay(result.endDate, intlLocales[language]) })}
      </p>
      <StopNotes lines={comparison.lines} lastMonth={comparison.lastMonth} />
      <BenchmarkChart comparison={comparison} log={log} />
      <ChartDataTable
        caption={t('calculator.bench.caption')}
        columns={columns()}
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
  const t = useT();
  return (
    <Card data-testid="benchmarks">
      <CardHeader>
        <CardTitle>{t('calculator.bench.title')}</CardTitle>
        <CardDescription>{t('calculator.bench.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {result.currency !== 'usd' || !series ? (
          <p className="text-sm" data-testid="benchmarks-usd-only">
            {t('calculator.bench.usdOnly')}
          </p>
        ) : (
          <BenchmarkBody result={result} series={series} log={log} />
        )}
        <p className="text-xs text-muted-foreground">{t('calculator.benchmarkAttribution')}</p>
      </CardContent>
    </Card>
  );
}
