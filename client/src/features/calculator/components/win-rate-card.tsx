import { useId, useMemo, useState } from 'react';
import { formatPercent } from '@shared/domain/format';
import { monthName } from '@shared/domain/benchmarks';
import { FREQUENCY_STEP_DAYS } from '@shared/domain/dca-purchases';
import { pluralize } from '@shared/domain/plural';
import {
  DAYS_PER_PLAN_YEAR,
  nearestPlanYears,
  WIN_RATE_FIRST_START,
  WIN_RATE_YEARS,
  winRate,
  type WinRate,
  type WinRateMonth,
  type WinRateYears,
} from '@shared/domain/win-rate';
import type { DcaFrequency, DcaResult } from '@shared/schemas/dca';
import type { PricePoint } from '@shared/schemas/price';
import { ChartDataTable, type DataTableColumn } from '@/components/chart-data-table';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { frequencyOptions } from '../lib/calculator-options';
import { formatDay } from '../lib/calculator-format';
import { parsedHistory } from '../lib/dca-outcome';
import { EARLY_MARKET_END } from '../lib/result-copy';

/**
 * Win rate across start days (shared/domain/win-rate.ts): the plan's frequency and fee (not its
 * step-up or starting stack) started on every stored day since WIN_RATE_FIRST_START (2012-01-01), for 1, 2, 4 or 8 years. Computed in the browser from the
 * history already loaded; changing the length or frequency here is a view of that history and
 * counts no use.
 */

const INTRO = `Your plan’s frequency and fee (not its step-up or starting stack), started on every day since ${formatDay(WIN_RATE_FIRST_START)} and kept up for a fixed length: how often it ended above the money put in, the best and worst start, and each start month’s result. Past results only: they do not predict future results.`;

/** Colour bands of the ending return (percent), a colour-blind-safe orange to blue scale. */
const BANDS: ReadonlyArray<{ upTo: number; color: string; label: string }> = [
  { upTo: -50, color: '#7f2704', label: '−50% or less' },
  { upTo: -20, color: '#d94801', label: '−50% to −20%' },
  { upTo: 0, color: '#fdae6b', label: '−20% to 0%' },
  { upTo: 50, color: '#c6dbef', label: 'above 0% to 50%' },
  { upTo: 200, color: '#6baed6', label: '50% to 200%' },
  { upTo: 1000, color: '#2171b5', label: '200% to 1,000%' },
  { upTo: Number.POSITIVE_INFINITY, color: '#08306b', label: 'above 1,000%' },
];

const colorOf = (percent: number) => (BANDS.find((band) => percent <= band.upTo) ?? BANDS[BANDS.length - 1])?.color;

const signed = (percent: number) => formatPercent(percent, { signed: true });

/** 'every day', 'every 7 days' ... 'every 30 days': what a frequency means here (as the conventions say). */
const everyStep = (frequency: DcaFrequency) => {
  const days = FREQUENCY_STEP_DAYS[frequency];
  return days === 1 ? 'every day' : `every ${days} days`;
};

const MONTH_LETTERS = ['J', 'F', 'M', 'A', 'M', 'J', 'J', 'A', 'S', 'O', 'N', 'D'];

/** A row of radio buttons drawn as one segmented control. */
function Segmented<T extends string | number>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange(value: T): void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="inline-flex flex-wrap rounded-lg border p-0.5">
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={cn(
                'relative cursor-pointer rounded-md px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                checked ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
              )}
            >
              <input
                type="radio"
                name={name}
                value={String(option.value)}
                className="sr-only"
                checked={checked}
                onChange={() => onChange(option.value)}
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

const YEAR_OPTIONS = WIN_RATE_YEARS.map((years) => ({
  value: years,
  label: years === 1 ? '1 year' : `${years} years`,
}));

/** 'March 2014: median ending return +23.4% over 31 start days, 20 above their cost'. */
function cellName(month: WinRateMonth): string {
  return `${monthName(month.month)}: median ending return ${signed(month.medianReturnPercent)} over ${pluralize(month.starts, 'start day')}, ${month.wins} above their cost`;
}

/** Start months as a grid, a row a year and a column a month; each cell names its figure. */
function Heatmap({ months }: { months: readonly WinRateMonth[] }) {
  const byMonth = new Map(months.map((month) => [month.month, month]));
  const firstYear = Number(months[0]?.month.slice(0, 4));
  const lastYear = Number(months[months.length - 1]?.month.slice(0, 4));
  const years = Array.from({ length: lastYear - firstYear + 1 }, (_, i) => firstYear + i);
  return (
    <figure className="space-y-2" data-testid="win-rate-heatmap">
      <figcaption className="text-sm font-medium">Median ending return by start month</figcaption>
      {/* Focusable so a keyboard can scroll it when a narrow screen cannot show every column. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Heatmap of the median ending return">
        <div
          className="grid min-w-[18rem] max-w-xl gap-0.5 text-xs"
          style={{ gridTemplateColumns: '2.75rem repeat(12, minmax(1.25rem, 1fr))' }}
        >
          <span aria-hidden="true" />
          {MONTH_LETTERS.map((letter, i) => (
            <span key={i} aria-hidden="true" className="text-center text-muted-foreground">
              {letter}
            </span>
          ))}
          {years.map((year) => (
            <HeatmapRow key={year} year={year} byMonth={byMonth} />
          ))}
        </div>
      </div>
      <Legend />
    </figure>
  );
}

function HeatmapRow({ year, byMonth }: { year: number; byMonth: ReadonlyMap<string, WinRateMonth> }) {
  return (
    <>
      <span className="flex items-center justify-end pr-1 tabular-nums text-muted-foreground" aria-hidden="true">
        {year}
      </span>
      {MONTH_LETTERS.map((_, i) => {
        const key = `${year}-${String(i + 1).padStart(2, '0')}`;
        const month = byMonth.get(key);
        if (!month)
          return <span key={key} className="aspect-square rounded-sm border border-dashed" aria-hidden="true" />;
        const name = cellName(month);
        return (
          <span
            key={key}
            role="img"
            aria-label={name}
            title={name}
            className="aspect-square rounded-sm"
            style={{ backgroundColor: colorOf(month.medianReturnPercent) }}
          />
        );
      })}
    </>
  );
}

function Legend() {
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs" aria-label="Colour key: median ending return">
      {BANDS.map((band) => (
        <li key={band.label} className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm" style={{ backgroundColor: band.color }} aria-hidden="true" />
          {band.label}
        </li>
      ))}
      <li className="flex items-center gap-1">
        <span className="inline-block size-3 rounded-sm border border-dashed" aria-hidden="true" />
        no start day counted
      </li>
    </ul>
  );
}

const columns: DataTableColumn<WinRateMonth>[] = [
  { header: 'Start month', cell: (m) => monthName(m.month) },
  { header: 'Days', cell: (m) => String(m.starts), numeric: true },
  { header: 'Above cost', cell: (m) => String(m.wins), numeric: true },
  { header: 'Median return', cell: (m) => signed(m.medianReturnPercent), numeric: true },
];

function Extreme({ label, start }: { label: string; start: WinRate['best'] }) {
  return (
    <div className="rounded-lg border p-3 text-sm" role="group" aria-label={label}>
      <p className="font-semibold">{label}</p>
      <p>
        {formatDay(start.date)}: <span className="font-semibold">{signed(start.returnPercent)}</span>
      </p>
    </div>
  );
}

function WinRateBody({ rate, currency, lastDay }: { rate: WinRate; currency: string; lastDay: string }) {
  const { plan } = rate;
  const length = plan.years === 1 ? '1 year' : `${plan.years} years`;
  return (
    <>
      <p data-testid="win-rate-figure">
        <span className="text-3xl font-bold">{formatPercent(rate.winRatePercent)}</span>{' '}
        <span className="text-sm">
          of the start days counted ended above their total cost: {rate.wins.toLocaleString('en-US')} of{' '}
          {rate.starts.toLocaleString('en-US')}.
        </span>
      </p>
      <p className="text-sm text-muted-foreground" data-testid="win-rate-convention">
        Each stored day from {formatDay(rate.firstStart)} to {formatDay(rate.lastStart)} counts once as a start: its
        plan buys {everyStep(plan.frequency)} for {length} ({(plan.years * DAYS_PER_PLAN_YEAR).toLocaleString('en-US')}{' '}
        days) with a fee of {formatPercent(plan.feePercent, { decimals: 2 })} (your fee input), and is valued at the
        close of its last day, in {currency.toUpperCase()}, as the calculator above would value it with that start and
        end date. Later days are left out: their window would end after the last stored day, {formatDay(lastDay)}. A
        plan ended above its cost when its value beat the money put in, fees included; the amount does not change these
        percentages.
      </p>
      {rate.firstStart < EARLY_MARKET_END && (
        <p className="text-sm text-muted-foreground" data-testid="win-rate-early-markets">
          Start days before 2013 buy at prices from very small early markets: buying large amounts at them would have
          moved the price, so read the results of those starts, the best start among them, as illustrations.
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Extreme label="Best start" start={rate.best} />
        <Extreme label="Worst start" start={rate.worst} />
      </div>
      <Heatmap months={rate.months} />
      <ChartDataTable
        caption="Ending return by start month"
        columns={columns}
        rows={rate.months}
        rowKey={(m) => m.month}
      />
    </>
  );
}

export function WinRateCard({ result, series }: { result: DcaResult; series: readonly PricePoint[] | undefined }) {
  const [years, setYears] = useState<WinRateYears>(() => nearestPlanYears(result.days));
  const [frequency, setFrequency] = useState<DcaFrequency>(result.frequency);
  const parsed = useMemo(() => (series ? parsedHistory(series) : null), [series]);
  const rate = useMemo(
    () => (parsed ? winRate(parsed, { years, frequency, feePercent: result.feePercent }) : null),
    [parsed, years, frequency, result.feePercent],
  );
  const lastDay = series?.[series.length - 1]?.date ?? WIN_RATE_FIRST_START;
  return (
    <Card data-testid="win-rate">
      <CardHeader>
        <CardTitle>Every start day since {WIN_RATE_FIRST_START.slice(0, 4)}</CardTitle>
        <CardDescription>{INTRO}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          <Segmented<WinRateYears> legend="Plan length" options={YEAR_OPTIONS} value={years} onChange={setYears} />
          <Segmented<DcaFrequency>
            legend="Plan frequency"
            options={frequencyOptions()}
            value={frequency}
            onChange={setFrequency}
          />
        </div>
        {rate ? (
          <WinRateBody rate={rate} currency={result.currency} lastDay={lastDay} />
        ) : (
          <p className="text-sm" data-testid="win-rate-none">
            No start day since {formatDay(WIN_RATE_FIRST_START)} has a full {years}-year window in the stored prices.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
