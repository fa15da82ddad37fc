import { useId, useMemo, useState } from 'react';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import {
  abbreviateNumber,
  formatBtc,
  formatDate,
  formatMoney,
  formatPercent,
  formatPrice,
} from '@shared/domain/format';
import type { DcaResult } from '@shared/schemas/dca';
import { ChartDataTable, type DataTableColumn } from '@/components/chart-data-table';
import { chartAxisTick, chartTooltipItemStyle, chartTooltipStyle } from '@/components/chart-style';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { intlLocales, type Language } from '@shared/i18n/languages';
import { translate, useLanguage, useT, type MessageId } from '@/i18n/i18n';
import { formatDay, formatPlainPercent } from '../lib/calculator-format';

/** One colour per plan, readable on both themes; costs dashed, lump sums dotted, in the plan's colour. */
export const PLAN_COLORS = ['#3b82f6', '#db2777', '#0d9488'] as const;

/** More points than this are thinned for drawing (every point stays in the data table). */
const MAX_DRAWN_POINTS = 400;

/** '$100.00 monthly, Aug 23, 2025 to Aug 22, 2026', with the fee, step-up and stack when set, in `language`. */
export function planInputsText(result: DcaResult, language: Language): string {
  const locale = intlLocales[language];
  return translate('calculator.plans.inputs', {
    amount: formatMoney(result.amount, result.currency, locale),
    frequency: result.frequency,
    start: formatDay(result.startDate, language),
    end: formatDay(result.endDate, language),
    fee: result.feePercent > 0 ? 'yes' : 'no',
    feePercent: formatPlainPercent(result.feePercent, language),
    stepUp: result.stepUpPercent > 0 ? 'yes' : 'no',
    stepUpPercent: formatPlainPercent(result.stepUpPercent, language),
    stack: result.startingBtc > 0 ? 'yes' : 'no',
    stackBtc: formatBtc(result.startingBtc, 8, locale),
    stackCost: formatMoney(result.startingCost, result.currency, locale),
  });
}

interface Measure {
  label: MessageId;
  cell(result: DcaResult, language: Language): string;
}

const signed = (value: number, language: Language) => formatPercent(value, { signed: true }, intlLocales[language]);

const MEASURES: readonly Measure[] = [
  { label: 'calculator.plans.row.inputs', cell: planInputsText },
  {
    label: 'calculator.plans.row.invested',
    cell: (r, language) => formatMoney(r.dcaInvestment, r.currency, intlLocales[language]),
  },
  {
    label: 'calculator.plans.row.value',
    cell: (r, language) => formatMoney(r.dcaFinalValue, r.currency, intlLocales[language]),
  },
  { label: 'calculator.plans.row.totalReturn', cell: (r, language) => signed(r.dcaReturnPercent, language) },
  {
    label: 'calculator.plans.row.annualized',
    cell: (r, language) =>
      r.dcaAnnualizedReturnPercent === null
        ? translate('calculator.plans.underAYear')
        : signed(r.dcaAnnualizedReturnPercent, language),
  },
  { label: 'calculator.plans.row.btc', cell: (r, language) => formatBtc(r.dcaBtc, 8, intlLocales[language]) },
  {
    label: 'calculator.plans.row.averageCost',
    cell: (r, language) => formatPrice(r.averageCostPerBtc, r.currency, intlLocales[language]),
  },
  {
    label: 'calculator.plans.row.lumpSum',
    cell: (r, language) =>
      translate('calculator.plans.lumpSumCell', {
        value: formatMoney(r.lumpSumFinalValue, r.currency, intlLocales[language]),
        percent: signed(r.lumpSumReturnPercent, language),
      }),
  },
];

/** The plans side by side: one column per plan, one row per measure. */
function PlansTable({ results }: { results: readonly DcaResult[] }) {
  const t = useT();
  const language = useLanguage();
  return (
    // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
    <div
      className="overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-ring"
      data-testid="plans-table"
      role="region"
      aria-label={t('calculator.plans.tableLabel')}
      tabIndex={0}
    >
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">{t('calculator.plans.tableCaption')}</caption>
        <thead>
          <tr className="border-b bg-muted/50">
            <th scope="col" className="p-2 text-left font-medium">
              {t('calculator.plans.measure')}
            </th>
            {results.map((_, index) => (
              <th key={index} scope="col" className="p-2 text-left font-semibold">
                <span className="inline-flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="inline-block size-2.5 rounded-full"
                    style={{ backgroundColor: PLAN_COLORS[index] }}
                  />
                  {t('calculator.form.plan', { plan: index + 1 })}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {MEASURES.map((measure) => (
            <tr key={measure.label} className="border-b last:border-0">
              <th scope="row" className="p-2 text-left font-medium text-muted-foreground">
                {t(measure.label)}
              </th>
              {results.map((result, index) => (
                <td key={index} className="p-2 align-top tabular-nums">
                  {measure.cell(result, language)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One date of the overlay: each plan's value, money put in and lump sum (null outside its window). */
interface OverlayPoint {
  date: string;
  values: (number | null)[];
  costs: (number | null)[];
  lumpSums: (number | null)[];
}

/**
 * Each plan on the union of every plan's purchase days and end days: on a day inside a plan's
 * window, its bitcoin held after that day's purchases times that day's close, its money put in,
 * and its lump sum's bitcoin times the close. `closes` gives the close of every stored day.
 */
function overlayPoints(results: readonly DcaResult[], closes: ReadonlyMap<string, number>): OverlayPoint[] {
  const dates = [
    ...new Set(results.flatMap((r) => [r.startDate, ...r.purchases.map((p) => p.date), r.endDate])),
  ].sort();
  const cursors = results.map(() => -1);
  return dates.map((date) => {
    const point: OverlayPoint = { date, values: [], costs: [], lumpSums: [] };
    results.forEach((result, index) => {
      let cursor = cursors[index] as number;
      while (cursor + 1 < result.purchases.length && (result.purchases[cursor + 1]?.date ?? '') <= date) cursor += 1;
      cursors[index] = cursor;
      const price = closes.get(date);
      const inside = date >= result.startDate && date <= result.endDate && price !== undefined;
      const purchase = result.purchases[cursor];
      const btc = purchase ? purchase.cumulativeBtc : result.startingBtc;
      const cost = purchase ? purchase.cumulativeInvested : result.startingCost;
      point.values.push(inside ? btc * price : null);
      point.costs.push(inside ? cost : null);
      point.lumpSums.push(inside ? result.lumpSumBtc * price : null);
    });
    return point;
  });
}

function thin<T>(points: T[]): T[] {
  if (points.length <= MAX_DRAWN_POINTS) return points;
  const step = Math.ceil(points.length / MAX_DRAWN_POINTS);
  return points.filter((_, index) => index % step === 0 || index === points.length - 1);
}

/** The axis is time itself (plans with different frequencies share it): ticks are months. */
const axisTime = (time: number, language: Language) =>
  formatDate(time, { month: 'short', year: 'numeric', timeZone: 'UTC' }, intlLocales[language]);

function overlayColumns(
  results: readonly DcaResult[],
  lumpSum: boolean,
  language: Language,
): DataTableColumn<OverlayPoint>[] {
  const money = (value: number | null, currency: DcaResult['currency']) =>
    value === null ? '–' : formatMoney(value, currency, intlLocales[language]);
  return [
    { header: translate('calculator.plans.date'), cell: (p) => formatDay(p.date, language) },
    ...results.flatMap((result, index): DataTableColumn<OverlayPoint>[] => [
      {
        header: translate('calculator.plans.planValue', { plan: index + 1 }),
        cell: (p) => money(p.values[index] ?? null, result.currency),
        numeric: true,
      },
      {
        header: translate('calculator.plans.planInvested', { plan: index + 1 }),
        cell: (p) => money(p.costs[index] ?? null, result.currency),
        numeric: true,
      },
      ...(lumpSum
        ? [
            {
              header: translate('calculator.plans.planLumpSum', { plan: index + 1 }),
              cell: (p: OverlayPoint) => money(p.lumpSums[index] ?? null, result.currency),
              numeric: true,
            },
          ]
        : []),
    ]),
  ];
}

const lineProps = (color: string) =>
  ({ type: 'linear', stroke: color, dot: false, isAnimationActive: false, connectNulls: false }) as const;

/** The plans' values and money put in on one chart, and each plan's lump sum when chosen. */
function PlansChart({ results, closes }: { results: readonly DcaResult[]; closes: ReadonlyMap<string, number> }) {
  const switchId = useId();
  const t = useT();
  const language = useLanguage();
  const [lumpSum, setLumpSum] = useState(false);
  const points = useMemo(() => overlayPoints(results, closes), [results, closes]);
  const drawn = useMemo(
    () =>
      thin(points).map((point) => {
        const row: Record<string, number | string | null> = {
          date: point.date,
          t: Date.parse(`${point.date}T00:00:00Z`),
        };
        point.values.forEach((value, index) => {
          row[`value${index}`] = value;
          row[`cost${index}`] = point.costs[index] ?? null;
          row[`lump${index}`] = point.lumpSums[index] ?? null;
        });
        return row;
      }),
    [points],
  );
  const currency = results[0]?.currency ?? 'usd';
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-2">
        <Switch id={switchId} checked={lumpSum} onCheckedChange={setLumpSum} />
        <Label htmlFor={switchId}>{t('calculator.plans.showLumpSum')}</Label>
      </div>
      <div aria-hidden="true">
        <LineChart
          accessibilityLayer={false}
          responsive
          data={drawn}
          style={{ width: '100%', height: 320 }}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke="#a8a29e" strokeOpacity={0.3} vertical={false} />
          <XAxis
            dataKey="t"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            tickFormatter={(time: number) => axisTime(time, language)}
            tick={chartAxisTick}
            minTickGap={32}
          />
          <YAxis
            tickFormatter={(value: number) => abbreviateNumber(value, currency, intlLocales[language])}
            tick={chartAxisTick}
            width={72}
          />
          <Tooltip
            contentStyle={chartTooltipStyle}
            itemStyle={chartTooltipItemStyle}
            labelFormatter={(label) => formatDay(new Date(Number(label)).toISOString().slice(0, 10), language)}
            formatter={(value) => formatMoney(Number(value), currency, intlLocales[language])}
          />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          {results.map((_, index) => {
            const color = PLAN_COLORS[index] ?? PLAN_COLORS[0];
            return [
              <Line
                key={`v${index}`}
                {...lineProps(color)}
                strokeWidth={2.5}
                dataKey={`value${index}`}
                name={t('calculator.plans.planValue', { plan: index + 1 })}
              />,
              <Line
                key={`c${index}`}
                {...lineProps(color)}
                type="stepAfter"
                strokeWidth={1.5}
                strokeDasharray="5 4"
                dataKey={`cost${index}`}
                name={t('calculator.plans.planInvested', { plan: index + 1 })}
              />,
              lumpSum ? (
                <Line
                  key={`l${index}`}
                  {...lineProps(color)}
                  strokeWidth={1.5}
                  strokeDasharray="1 3"
                  dataKey={`lump${index}`}
                  name={t('calculator.plans.planLumpSum', { plan: index + 1 })}
                />
              ) : null,
            ];
          })}
        </LineChart>
      </div>
      <ChartDataTable
        caption={t('calculator.plans.chartCaption')}
        columns={overlayColumns(results, lumpSum, language)}
        rows={points}
        rowKey={(p) => p.date}
      />
    </div>
  );
}

/**
 * Several plans compared: a table of the plans side by side, and their values and money put in
 * on one chart (lump sums when chosen). Shown when a calculation has more than one plan.
 */
export function PlansComparison({
  results,
  series,
}: {
  results: readonly DcaResult[];
  series: readonly { date: string; price: number }[] | undefined;
}) {
  const closes = useMemo(() => new Map((series ?? []).map((point) => [point.date, point.price])), [series]);
  const t = useT();
  return (
    <Card data-testid="plans-comparison">
      <CardHeader>
        <CardTitle>{t('calculator.plans.title')}</CardTitle>
        <CardDescription>{t('calculator.plans.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <PlansTable results={results} />
        <PlansChart results={results} closes={closes} />
      </CardContent>
    </Card>
  );
}
