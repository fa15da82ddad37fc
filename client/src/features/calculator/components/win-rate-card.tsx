import { useId, useMemo, useState } from 'react';
import { formatNumber, formatPercent } from '@shared/domain/format';
import { monthName as monthNameIn } from '@shared/domain/benchmarks';
import { FREQUENCY_STEP_DAYS } from '@shared/domain/dca-purchases';
import { intlLocales } from '@shared/i18n/languages';
import { pageLanguage, translate, useLanguage, useT, type MessageId } from '@/i18n/i18n';
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

/** Colour bands of the ending return (percent), a colour-blind-safe orange to blue scale. */

/** A month's name in the page's language. */
const monthName = (month: string) => monthNameIn(month, intlLocales[pageLanguage()]);
const BANDS: ReadonlyArray<{ upTo: number; color: string; label: MessageId }> = [
  { upTo: -50, color: '#7f2704', label: 'calculator.win.band.1' },
  { upTo: -20, color: '#d94801', label: 'calculator.win.band.2' },
  { upTo: 0, color: '#fdae6b', label: 'calculator.win.band.3' },
  { upTo: 50, color: '#c6dbef', label: 'calculator.win.band.4' },
  { upTo: 200, color: '#6baed6', label: 'calculator.win.band.5' },
  { upTo: 1000, color: '#2171b5', label: 'calculator.win.band.6' },
  { upTo: Number.POSITIVE_INFINITY, color: '#08306b', label: 'calculator.win.band.7' },
];

const colorOf = (percent: number) => (BANDS.find((band) => percent <= band.upTo) ?? BANDS[BANDS.length - 1])?.color;

const signed = (percent: number) => formatPercent(percent, { signed: true }, intlLocales[pageLanguage()]);
const whole = (value: number) => formatNumber(value, {}, intlLocales[pageLanguage()]);

/** 'every day', 'every 7 days' ... 'every 30 days': what a frequency means here (as the conventions say). */
const everyStep = (frequency: DcaFrequency) => {
  return translate('calculator.win.every', { days: FREQUENCY_STEP_DAYS[frequency] });
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

const yearOptions = () =>
  WIN_RATE_YEARS.map((years) => ({ value: years, label: translate('calculator.win.years', { years }) }));

/** 'March 2014: median ending return +23.4% over 31 start days, 20 above their cost'. */
function cellName(month: WinRateMonth): string {
  return translate('calculator.win.cell', {
    month: monthName(month.month),
    percent: signed(month.medianReturnPercent),
    starts: month.starts,
    wins: whole(month.wins),
  });
}

/** Start months as a grid, a row a year and a column a month; each cell names its figure. */
function Heatmap({ months }: { months: readonly WinRateMonth[] }) {
  const byMonth = new Map(months.map((month) => [month.month, month]));
  const firstYear = Number(months[0]?.month.slice(0, 4));
  const lastYear = Number(months[months.length - 1]?.month.slice(0, 4));
  const years = Array.from({ length: lastYear - firstYear + 1 }, (_, i) => firstYear + i);
  const t = useT();
  return (
    <figure className="space-y-2" data-testid="win-rate-heatmap">
      <figcaption className="text-sm font-medium">{t('calculator.win.heatmapTitle')}</figcaption>
      {/* Focusable so a keyboard can scroll it when a narrow screen cannot show every column. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('calculator.win.heatmapLabel')}>
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
  const t = useT();
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs" aria-label={t('calculator.win.legendLabel')}>
      {BANDS.map((band) => (
        <li key={band.label} className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm" style={{ backgroundColor: band.color }} aria-hidden="true" />
          {t(band.label)}
        </li>
      ))}
      <li className="flex items-center gap-1">
        <span className="inline-block size-3 rounded-sm border border-dashed" aria-hidden="true" />
        {t('calculator.win.noStart')}
      </li>
    </ul>
  );
}

const columns = (): DataTableColumn<WinRateMonth>[] => [
  { header: translate('calculator.win.startMonth'), cell: (m) => monthName(m.month) },
  { header: translate('calculator.win.days'), cell: (m) => whole(m.starts), numeric: true },
  { header: translate('calculator.win.aboveCost'), cell: (m) => whole(m.wins), numeric: true },
  { header: translate('calculator.win.median'), cell: (m) => signed(m.medianReturnPercent), numeric: true },
];

function Extreme({ label, start }: { label: string; start: WinRate['best'] }) {
  return (
    <div className="rounded-lg border p-3 text-sm" role="group" aria-label={label}>
      <p className="font-semibold">{label}</p>
      <p>
        {formatDay(start.date, useLanguage())}: <span className="font-semibold">{signed(start.returnPercent)}</span>
      </p>
    </div>
  );
}

function WinRateBody({ rate, currency, lastDay }: { rate: WinRate; currency: string; lastDay: string }) {
  const { plan } = rate;
  const t = useT();
  const language = useLanguage();
  const locale = intlLocales[language];
  const day = (isoDay: string) => formatDay(isoDay, language);
  return (
    <>
      <p data-testid="win-rate-figure">
        <span className="text-3xl font-bold">{formatPercent(rate.winRatePercent, {}, locale)}</span>{' '}
        <span className="text-sm">
          {t('calculator.win.figure', { wins: whole(rate.wins), starts: whole(rate.starts) })}
        </span>
      </p>
      <p className="text-sm text-muted-foreground" data-testid="win-rate-convention">
        {t('calculator.win.convention', {
          first: day(rate.firstStart),
          last: day(rate.lastStart),
          every: everyStep(plan.frequency),
          length: t('calculator.win.years', { years: plan.years }),
          days: whole(plan.years * DAYS_PER_PLAN_YEAR),
          fee: formatPercent(plan.feePercent, { decimals: 2 }, locale),
          currency: currency.toUpperCase(),
          lastDay: day(lastDay),
        })}
      </p>
      {rate.firstStart < EARLY_MARKET_END && (
        <p className="text-sm text-muted-foreground" data-testid="win-rate-early-markets">
          {t('calculator.win.early')}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Extreme label={t('calculator.win.best')} start={rate.best} />
        <Extreme label={t('calculator.win.worst')} start={rate.worst} />
      </div>
      <Heatmap months={rate.months} />
      <ChartDataTable
        caption={t('calculator.win.caption')}
        columns={columns()}
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
  const t = useT();
  const language = useLanguage();
  return (
    <Card data-testid="win-rate">
      <CardHeader>
        <CardTitle>{t('calculator.win.title', { year: WIN_RATE_FIRST_START.slice(0, 4) })}</CardTitle>
        <CardDescription>
          {t('calculator.win.intro', { day: formatDay(WIN_RATE_FIRST_START, language) })}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          <Segmented<WinRateYears>
            legend={t('calculator.win.length')}
            options={yearOptions()}
            value={years}
            onChange={setYears}
          />
          <Segmented<DcaFrequency>
            legend={t('calculator.win.frequency')}
            options={frequencyOptions()}
            value={frequency}
            onChange={setFrequency}
          />
        </div>
        {rate ? (
          <WinRateBody rate={rate} currency={result.currency} lastDay={lastDay} />
        ) : (
          <p className="text-sm" data-testid="win-rate-none">
            {t('calculator.win.none', { day: formatDay(WIN_RATE_FIRST_START, language), years })}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
