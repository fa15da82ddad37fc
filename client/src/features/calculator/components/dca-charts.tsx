import { useMemo, type ReactNode } from 'react';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { abbreviateNumber, formatMoney, formatPrice } from '@shared/domain/format';
import type { DcaResult } from '@shared/schemas/dca';
import { ChartDataTable, type DataTableColumn } from '@/components/chart-data-table';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { chartAxisTick, chartTooltipItemStyle, chartTooltipStyle } from '@/components/chart-style';
import { formatDay } from '../lib/calculator-format';

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
    });
  }
  return points;
}

/** Every n-th point and always the last one, so long daily series stay quick to draw. */
function thin(points: Point[]): Point[] {
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
  children,
}: {
  data: Point[];
  currency: DcaResult['currency'];
  height: number;
  format?: (value: number, currency: DcaResult['currency']) => string;
  children: ReactNode;
}) {
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
        <YAxis tickFormatter={(value: number) => abbreviateNumber(value, currency)} tick={chartAxisTick} width={64} />
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

/** Portfolio value over time: DCA (blue) against the lump sum (orange), with the money put in. */
export function DcaValueChart({ result }: { result: DcaResult }) {
  const points = useMemo(() => toPoints(result), [result]);
  const drawn = useMemo(() => thin(points), [points]);
  const money = (value: number) => formatMoney(value, result.currency);
  const columns: DataTableColumn<Point>[] = [
    { header: 'Purchase', cell: (p) => p.label },
    { header: 'Date', cell: (p) => formatDay(p.date) },
    { header: 'DCA value', cell: (p) => money(p.dca), numeric: true },
    { header: 'Lump sum value', cell: (p) => money(p.lumpSum), numeric: true },
    { header: 'Money put in (DCA)', cell: (p) => money(p.invested), numeric: true },
  ];
  return (
    <ChartFrame
      title="Portfolio value"
      description="What each strategy was worth on every purchase day, at that day's close, and at the last close."
    >
      <PurchaseLineChart data={drawn} currency={result.currency} height={300}>
        <Line
          type="linear"
          dataKey="dca"
          name="DCA"
          stroke={CHART_COLORS.dca}
          strokeWidth={2.5}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          type="linear"
          dataKey="lumpSum"
          name="Lump sum"
          stroke={CHART_COLORS.lumpSum}
          strokeWidth={2.5}
          dot={false}
          isAnimationActive={false}
        />
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
      </PurchaseLineChart>
      <ChartDataTable
        caption="Portfolio value after each purchase"
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
