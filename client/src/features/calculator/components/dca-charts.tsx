import { useId, useMemo, type ReactNode } from 'react';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import {
  abbreviateNumber,
  formatBtc,
  formatDate,
  formatMoney,
  formatNumber,
  formatPrice,
  formatSats,
} from '@shared/domain/format';
import { intlLocales, type Language } from '@shared/i18n/languages';
import type { DcaResult } from '@shared/schemas/dca';
import { ChartDataTable, type DataTableColumn } from '@/components/chart-data-table';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { chartAxisTick, chartTooltipItemStyle, chartTooltipStyle } from '@/components/chart-style';
import { cn } from '@/lib/cn';
import { translate, useLanguage, useT } from '@/i18n/i18n';
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
    label: translate('calculator.chart.purchaseLabel', { frequency: result.frequency, n: index + 1 }),
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
      label: translate('calculator.chart.end'),
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

const axisDate = (language: Language) => (isoDay: string) =>
  formatDate(isoDay, { month: 'short', year: 'numeric', timeZone: 'UTC' }, intlLocales[language]);

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
  format?: (value: number, currency: DcaResult['currency'], locale: string) => string;
  /** The value axis: its tick text, and a log scale's domain and ticks. */
  axis?: { tick(value: number): string; log?: { domain: [number, number]; ticks: number[] } };
  children: ReactNode;
}) {
  const language = useLanguage();
  const locale = intlLocales[language];
  const tick = axis?.tick ?? ((value: number) => abbreviateNumber(value, currency, locale));
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
        <XAxis dataKey="date" tickFormatter={axisDate(language)} tick={chartAxisTick} minTickGap={32} />
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
            return point ? `${point.label} · ${formatDay(point.date, language)}` : '';
          }}
          formatter={(value) => format(Number(value), currency, locale)}
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

/** Axis ticks of bitcoin held ('0.05 BTC', '1.25 BTC', '950,000 sats') and the full figures, in a language. */
function heldText(language: Language) {
  const locale = intlLocales[language];
  return {
    btc: {
      tick: (value: number) =>
        translate('calculator.chart.heldTickBtc', {
          value: formatNumber(value, { maximumSignificantDigits: 3, maximumFractionDigits: undefined }, locale),
        }),
      full: (value: number) => formatBtc(value, 8, locale),
    },
    sats: {
      tick: (value: number) =>
        translate('calculator.chart.heldTickSats', { value: abbreviateNumber(value, null, locale) }),
      full: (value: number) => formatSats(value, locale),
    },
  } as const;
}

const HELD_DESCRIPTION = { btc: 'calculator.chart.heldBtc', sats: 'calculator.chart.heldSats' } as const;

/** The data table of the value chart: money values, or the bitcoin held in the chart's unit. */
function valueColumns(
  result: DcaResult,
  held: boolean,
  unit: 'btc' | 'sats',
  language: Language,
): DataTableColumn<Point>[] {
  const money = (value: number) => formatMoney(value, result.currency, intlLocales[language]);
  const text = heldText(language);
  const inUnit = (btc: number) => text[unit].full(unit === 'sats' ? btc * 100_000_000 : btc);
  const when: DataTableColumn<Point>[] = [
    { header: translate('calculator.chart.purchase'), cell: (p) => p.label },
    { header: translate('calculator.chart.date'), cell: (p) => formatDay(p.date, language) },
  ];
  return held
    ? [
        ...when,
        { header: translate('calculator.chart.dcaHeld'), cell: (p) => inUnit(p.dcaBtc), numeric: true },
        { header: translate('calculator.chart.lumpHeld'), cell: (p) => inUnit(p.lumpSumBtc), numeric: true },
      ]
    : [
        ...when,
        { header: translate('calculator.chart.dcaValue'), cell: (p) => money(p.dca), numeric: true },
        { header: translate('calculator.chart.lumpValue'), cell: (p) => money(p.lumpSum), numeric: true },
        { header: translate('calculator.chart.investedDca'), cell: (p) => money(p.invested), numeric: true },
      ];
}

/** What a log scale means here, and where it starts when the first points cannot be drawn on it. */
function LogScaleNote({ start, first }: { start: Point | undefined; first: Point | undefined }) {
  const t = useT();
  const language = useLanguage();
  return (
    <p className="text-sm text-muted-foreground" data-testid="log-scale-note">
      {t('calculator.chart.log')}
      {start && first && start !== first
        ? ` ${t('calculator.chart.logStart', { label: start.label, day: formatDay(start.date, language) })}`
        : ''}
      {start ? '' : ` ${t('calculator.chart.logNothing')}`}
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
  const t = useT();
  const options = [
    { held: false, label: t('calculator.chart.moneyValue') },
    { held: true, label: t('calculator.chart.bitcoinHeld') },
  ];
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
      <fieldset>
        <legend className="mb-1 text-sm font-medium">{t('calculator.chart.show')}</legend>
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
        <Label htmlFor={switchId}>{t('calculator.chart.logScale')}</Label>
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
  const t = useT();
  const language = useLanguage();
  const points = useMemo(() => toPoints(result), [result, language]); // eslint-disable-line react-hooks/exhaustive-deps
  const unit = heldUnitOf(result);
  const held = heldText(language);
  const sats = unit === 'sats';
  const values = (point: Point) => drawnValues(point, view.held, sats);
  const from = view.log ? firstPositiveIndex(points, values) : 0;
  const shown = from > 0 ? points.slice(from) : from === 0 ? points : [];
  const drawn = thin(shown).map((point) => {
    const [dcaHeld = 0, lumpSumHeld = 0] = drawnValues(point, true, sats);
    return { ...point, dcaHeld, lumpSumHeld };
  });
  const extent = view.log ? positiveExtent(shown.flatMap(values)) : null;
  const columns = valueColumns(result, view.held, unit, language);
  return (
    <ChartFrame
      title={t('calculator.chart.valueTitle')}
      description={view.held ? t(HELD_DESCRIPTION[unit]) : t('calculator.chart.valueDescription')}
    >
      <ChartViewControls view={view} onChange={onViewChange} />
      {view.log ? <LogScaleNote start={shown[0]} first={points[0]} /> : null}
      {drawn.length > 0 ? (
        <PurchaseLineChart
          data={drawn}
          currency={result.currency}
          height={300}
          format={view.held ? (value) => held[unit].full(value) : formatMoney}
          axis={{
            tick: view.held
              ? held[unit].tick
              : (value) => abbreviateNumber(value, result.currency, intlLocales[language]),
            ...(extent ? { log: logAxis(extent[0], extent[1]) } : {}),
          }}
        >
          {view.held ? (
            <>
              <Line {...linePropsOf(CHART_COLORS.dca)} dataKey="dcaHeld" name={t('calculator.chart.dca')} />
              <Line {...linePropsOf(CHART_COLORS.lumpSum)} dataKey="lumpSumHeld" name={t('calculator.chart.lumpSum')} />
            </>
          ) : (
            <>
              <Line {...linePropsOf(CHART_COLORS.dca)} dataKey="dca" name={t('calculator.chart.dca')} />
              <Line {...linePropsOf(CHART_COLORS.lumpSum)} dataKey="lumpSum" name={t('calculator.chart.lumpSum')} />
              <Line
                {...linePropsOf(CHART_COLORS.invested)}
                type="stepAfter"
                dataKey="invested"
                name={t('calculator.chart.invested')}
                strokeDasharray="5 4"
                strokeWidth={1.5}
              />
            </>
          )}
        </PurchaseLineChart>
      ) : null}
      <ChartDataTable
        caption={t(view.held ? 'calculator.chart.heldCaption' : 'calculator.chart.valueCaption')}
        columns={columns}
        rows={points}
        rowKey={(p) => String(p.index)}
      />
    </ChartFrame>
  );
}

/** The price paid at each purchase against the DCA average cost per bitcoin. */
export function AverageCostChart({ result }: { result: DcaResult }) {
  const t = useT();
  const language = useLanguage();
  const points = useMemo(() => toPoints(result), [result, language]); // eslint-disable-line react-hooks/exhaustive-deps
  const drawn = useMemo(() => thin(points), [points]);
  const price = (value: number) => formatPrice(value, result.currency, intlLocales[language]);
  const columns: DataTableColumn<Point>[] = [
    { header: t('calculator.chart.purchase'), cell: (p) => p.label },
    { header: t('calculator.chart.date'), cell: (p) => formatDay(p.date, language) },
    { header: t('calculator.chart.close'), cell: (p) => price(p.price), numeric: true },
    { header: t('calculator.chart.averageCost'), cell: (p) => price(p.averageCost), numeric: true },
  ];
  return (
    <ChartFrame
      title={t('calculator.chart.costTitle')}
      description={t(
        result.feePercent > 0 ? 'calculator.chart.costDescriptionFees' : 'calculator.chart.costDescription',
      )}
    >
      <PurchaseLineChart data={drawn} currency={result.currency} height={260} format={formatPrice}>
        <Line
          type="linear"
          dataKey="price"
          name={t('calculator.chart.price')}
          stroke={CHART_COLORS.price}
          strokeWidth={1.5}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          type="linear"
          dataKey="averageCost"
          name={t('calculator.chart.averageLine')}
          stroke={CHART_COLORS.averageCost}
          strokeWidth={2.5}
          dot={false}
          isAnimationActive={false}
        />
      </PurchaseLineChart>
      <ChartDataTable
        caption={t('calculator.chart.priceCaption')}
        columns={columns}
        rows={points}
        rowKey={(p) => String(p.index)}
      />
    </ChartFrame>
  );
}
