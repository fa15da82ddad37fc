import { useId, useMemo, type ReactNode } from 'react';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { abbreviateNumber, formatBtc, formatMoney, formatPrice, formatSats } from '@shared/domain/format';
import type { DcaResult } from '@shared/schemas/dca';
import { ChartDataTable, type DataTableColumn } from '@/components/chart-data-table';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { chartAxisTick, chartTooltipItemStyle, chartTooltipStyle } from '@/components/chart-style';
import { cn } from '@/lib/cn';
import { formatDay } from '../lib/calculator-format';
import type { ChartView } from '../lib/calculator-params';
import { firstPositiveIndex, logAxis, positiveExtent, SATS_BELOW_BTC } from '../lib/chart-scale';

/** Chart colours that read well on both themes: DCA blue, lump sum orange, money invested grey. */
export const CHART_COLORS = {
  dca: '#3b82f6',
  lumpSum: '#f97316',
  invested: '#a8a29e',
  price: '#a855f7',
  averageCost: '#16a34a',
} as const;

/** More points than this are thinned for drawing (every point stays in the data table). */
const MAX_DRAWN_POINTS = 400;

interface Point {
  index: number;
  label: string;
  date: string;
  dca: number;
  lumpSum: number;
  invested: number;
  price: number;
  averageCost: number;
  /** Bitcoin held by DCA and by the lump sum at this point. */
  dcaBtc: number;
  lumpSumBtc: number;
}

/**
 * One point per purchase, valued at that day's close, then a final point valued at the ending
 * price (the window's last close) unless the last purchase was on that day.
 */
function toPoints(result: DcaResult): Point[] {
  const points: Point[] = result.purchases.map((purchase, index) => ({
    index,
    label: result.labels[index] ?? '',
    date: purchase.date,
    dca: purchase.value,
    lumpSum: result.lumpSumBtc * purchase.price,
    invested: purchase.cumulativeInvested,
    price: purchase.price,
    averageCost: result.averageCostLine[index] ?? purchase.cumulativeInvested / purchase.cumulativeBtc,
    dcaBtc: purchase.cumulativeBtc,
    lumpSumBtc: result.lumpSumBtc,
  }));
  const last = points[points.length - 1];
  if (last && last.date !== result.endDate) {
    points.push({
      index: points.length,
      label: 'End',
      date: result.endDate,
      dca: result.dcaFinalValue,
      lumpSum: result.lumpSumFinalValue,
      invested: result.dcaInvestment,
      price: result.endingPrice,
      averageCost: result.averageCostPerBtc,
      dcaBtc: result.dcaBtc,
      lumpSumBtc: result.lumpSumBtc,
    });
  }
  return points;
}

/** Every n-th point and always the last one, so long daily series stay quick to draw. */
function thin<T>(points: T[]): T[] {
  if (points.length <= MAX_DRAWN_POINTS) return points;
  const step = Math.ceil(points.length / MAX_DRAWN_POINTS);
  return points.filter((point, index) => index % step === 0 || index === points.length - 1);
}

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const axisDate = (isoDay: string) => monthYear.format(new Date(`${isoDay}T00:00:00Z`));

function ChartFrame({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">{children}</CardContent>
    </Card>
  );
}

/**
 * A line chart over the purchase days: dates below, money at the side, a tooltip per purchase
 * (`format` writes its figures: money, or prices of one bitcoin).
 */
function PurchaseLineChart({
  data,
  currency,
  height,
  format = formatMoney,
  axis,
  children,
}: {
  data: Point[];
  currency: DcaResult['currency'];
  height: number;
  format?: (value: number, currency: DcaResult['currency']) => string;
  /** The value axis: its tick text, and a log scale's domain and ticks. */
  axis?: { tick(value: number): string; log?: { domain: [number, number]; ticks: number[] } };
  children: ReactNode;
}) {
  const tick = axis?.tick ?? ((value: number) => abbreviateNumber(value, currency));
  return (
    <div aria-hidden="true">
      <LineChart
        accessibilityLayer={false}
        responsive
        data={data}
        style={{ width: '100%', height }}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid stroke="#a8a29e" strokeOpacity={0.3} vertical={false} />
        <XAxis dataKey="date" tickFormatter={axisDate} tick={chartAxisTick} minTickGap={32} />
        {axis?.log ? (
          <YAxis
            scale="log"
            domain={axis.log.domain}
            ticks={axis.log.ticks}
            allowDataOverflow
            tickFormatter={tick}
            tick={chartAxisTick}
            width={72}
          />
        ) : (
          <YAxis tickFormatter={tick} tick={chartAxisTick} width={72} />
        )}
        <Tooltip
          contentStyle={chartTooltipStyle}
          itemStyle={chartTooltipItemStyle}
          labelFormatter={(_, payload) => {
            const point = payload?.[0]?.payload as Point | undefined;
            return point ? `${point.label} · ${formatDay(point.date)}` : '';
          }}
          formatter={(value) => format(Number(value), currency)}
        />
        <Legend wrapperStyle={{ fontSize: 13 }} />
        {children}
      </LineChart>
    </div>
  );
}

/** 'btc' for stacks of 0.01 BTC and more, 'sats' below (the larger of the two strategies' stacks decides). */
function heldUnitOf(result: DcaResult): 'btc' | 'sats' {
  return Math.max(result.dcaBtc, result.lumpSumBtc) < SATS_BELOW_BTC ? 'sats' : 'btc';
}

/** Axis ticks of bitcoin held: '0.05 BTC', '1.25 BTC'. */
const threeDigits = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 });

const HELD_TEXT = {
  btc: { tick: (value: number) => `${threeDigits.format(value)} BTC`, full: (value: number) => formatBtc(value) },
  sats: {
    tick: (value: number) => `${abbreviateNumber(value, null)} sats`,
    full: (value: number) => formatSats(value),
  },
} as const;

const HELD_DESCRIPTION = {
  btc: 'The bitcoin each strategy held after every purchase, in BTC.',
  sats: 'The bitcoin each strategy held after every purchase, in sats (100,000,000 sats make one bitcoin): both stacks stay under 0.01 BTC.',
} as const;

/** The data table of the value chart: money values, or the bitcoin held in the chart's unit. */
function valueColumns(result: DcaResult, held: boolean, unit: 'btc' | 'sats'): DataTableColumn<Point>[] {
  const money = (value: number) => formatMoney(value, result.currency);
  const inUnit = (btc: number) => HELD_TEXT[unit].full(unit === 'sats' ? btc * 100_000_000 : btc);
  const when: DataTableColumn<Point>[] = [
    { header: 'Purchase', cell: (p) => p.label },
    { header: 'Date', cell: (p) => formatDay(p.date) },
  ];
  return held
    ? [
        ...when,
        { header: 'DCA bitcoin held', cell: (p) => inUnit(p.dcaBtc), numeric: true },
        { header: 'Lump sum bitcoin held', cell: (p) => inUnit(p.lumpSumBtc), numeric: true },
      ]
    : [
        ...when,
        { header: 'DCA value', cell: (p) => money(p.dca), numeric: true },
        { header: 'Lump sum value', cell: (p) => money(p.lumpSum), numeric: true },
        { header: 'Money put in (DCA)', cell: (p) => money(p.invested), numeric: true },
      ];
}

/** What a log scale means here, and where it starts when the first points cannot be drawn on it. */
function LogScaleNote({ start, first }: { start: Point | undefined; first: Point | undefined }) {
  return (
    <p className="text-sm text-muted-foreground" data-testid="log-scale-note">
      Log scale: each step up the axis is a multiple of the one below, so equal percentage changes look the same size.
      {start && first && start !== first
        ? ` A log scale cannot show zero, so the chart starts at ${start.label} (${formatDay(start.date)}), the first point with every line above zero.`
        : ''}
      {start ? '' : ' Nothing here is above zero, so there is nothing to draw on a log scale.'}
    </p>
  );
}

/** The values a view draws, in its unit (money, BTC or sats). */
function drawnValues(point: Point, held: boolean, sats: boolean): number[] {
  if (!held) return [point.dca, point.lumpSum, point.invested];
  const factor = sats ? 100_000_000 : 1;
  return [point.dcaBtc * factor, point.lumpSumBtc * factor];
}

/** Money or bitcoin held, linear or log: the controls of the value chart. */
function ChartViewControls({ view, onChange }: { view: ChartView; onChange(view: ChartView): void }) {
  const switchId = useId();
  const options = [
    { held: false, label: 'Money value' },
    { held: true, label: 'Bitcoin held' },
  ];
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
      <fieldset>
        <legend className="mb-1 text-sm font-medium">Show</legend>
        <div className="inline-flex rounded-lg border p-0.5">
          {options.map((option) => {
            const checked = view.held === option.held;
            return (
              <label
                key={option.label}
                className={cn(
                  'relative cursor-pointer rounded-md px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  checked ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
                )}
              >
                <input
                  type="radio"
                  name={`${switchId}-view`}
                  className="sr-only"
                  checked={checked}
                  onChange={() => onChange({ ...view, held: option.held })}
                />
                {option.label}
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="flex items-center gap-2 pb-1">
        <Switch id={switchId} checked={view.log} onCheckedChange={(log) => onChange({ ...view, log })} />
        <Label htmlFor={switchId}>Log scale</Label>
      </div>
    </div>
  );
}

const linePropsOf = (color: string) =>
  ({ type: 'linear', stroke: color, strokeWidth: 2.5, dot: false, isAnimationActive: false }) as const;

/**
 * Portfolio value over time: DCA (blue) against the lump sum (orange), with the money put in; or
 * the bitcoin each held (BTC, or sats when both stacks stay under 0.01 BTC). On a log scale the
 * chart starts at the first point whose lines are all above zero, and says so when that is not
 * the first purchase.
 */
export function DcaValueChart({
  result,
  view,
  onViewChange,
}: {
  result: DcaResult;
  view: ChartView;
  onViewChange(view: ChartView): void;
}) {
  const points = useMemo(() => toPoints(result), [result]);
  const unit = heldUnitOf(result);
  const sats = unit === 'sats';
  const values = (point: Point) => drawnValues(point, view.held, sats);
  const from = view.log ? firstPositiveIndex(points, values) : 0;
  const shown = from > 0 ? points.slice(from) : from === 0 ? points : [];
  const drawn = thin(shown).map((point) => {
    const [dcaHeld = 0, lumpSumHeld = 0] = drawnValues(point, true, sats);
    return { ...point, dcaHeld, lumpSumHeld };
  });
  const extent = view.log ? positiveExtent(shown.flatMap(values)) : null;
  const columns = valueColumns(result, view.held, unit);
  return (
    <ChartFrame
      title="Portfolio value"
      description={
        view.held
          ? HELD_DESCRIPTION[unit]
          : "What each strategy was worth on every purchase day, at that day's close, and at the last close."
      }
    >
      <ChartViewControls view={view} onChange={onViewChange} />
      {view.log ? <LogScaleNote start={shown[0]} first={points[0]} /> : null}
      {drawn.length > 0 ? (
        <PurchaseLineChart
          data={drawn}
          currency={result.currency}
          height={300}
          format={view.held ? (value) => HELD_TEXT[unit].full(value) : formatMoney}
          axis={{
            tick: view.held ? HELD_TEXT[unit].tick : (value) => abbreviateNumber(value, result.currency),
            ...(extent ? { log: logAxis(extent[0], extent[1]) } : {}),
          }}
        >
          {view.held ? (
            <>
              <Line {...linePropsOf(CHART_COLORS.dca)} dataKey="dcaHeld" name="DCA" />
              <Line {...linePropsOf(CHART_COLORS.lumpSum)} dataKey="lumpSumHeld" name="Lump sum" />
            </>
          ) : (
            <>
              <Line {...linePropsOf(CHART_COLORS.dca)} dataKey="dca" name="DCA" />
              <Line {...linePropsOf(CHART_COLORS.lumpSum)} dataKey="lumpSum" name="Lump sum" />
              <Line
                {...linePropsOf(CHART_COLORS.invested)}
                type="stepAfter"
                dataKey="invested"
                name="Money put in"
                strokeDasharray="5 4"
                strokeWidth={1.5}
              />
            </>
          )}
        </PurchaseLineChart>
      ) : null}
      <ChartDataTable
        caption={view.held ? 'Bitcoin held after each purchase' : 'Portfolio value after each purchase'}
        columns={columns}
        rows={points}
        rowKey={(p) => String(p.index)}
      />
    </ChartFrame>
  );
}

/** The price paid at each purchase against the DCA average cost per bitcoin. */
export function AverageCostChart({ result }: { result: DcaResult }) {
  const points = useMemo(() => toPoints(result), [result]);
  const drawn = useMemo(() => thin(points), [points]);
  const price = (value: number) => formatPrice(value, result.currency);
  const columns: DataTableColumn<Point>[] = [
    { header: 'Purchase', cell: (p) => p.label },
    { header: 'Date', cell: (p) => formatDay(p.date) },
    { header: 'Bitcoin close', cell: (p) => price(p.price), numeric: true },
    { header: 'Average cost per bitcoin', cell: (p) => price(p.averageCost), numeric: true },
  ];
  return (
    <ChartFrame
      title="Price paid and your average cost"
      description={`The close on each purchase day, and what DCA had paid on average per bitcoin so far${result.feePercent > 0 ? ', fees included' : ''}.`}
    >
      <PurchaseLineChart data={drawn} currency={result.currency} height={260} format={formatPrice}>
        <Line
          type="linear"
          dataKey="price"
          name="Bitcoin price"
          stroke={CHART_COLORS.price}
          strokeWidth={1.5}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          type="linear"
          dataKey="averageCost"
          name="Average cost"
          stroke={CHART_COLORS.averageCost}
          strokeWidth={2.5}
          dot={false}
          isAnimationActive={false}
        />
      </PurchaseLineChart>
      <ChartDataTable
        caption="Price and average cost after each purchase"
        columns={columns}
        rows={points}
        rowKey={(p) => String(p.index)}
      />
    </ChartFrame>
  );
}
