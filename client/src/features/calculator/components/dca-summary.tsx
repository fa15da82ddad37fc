import { AlertTriangle, Trophy } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { MAX_FILLABLE_SHARE_OF_SUPPLY } from '@shared/domain/dca-fillable';
import { FREQUENCY_LABELS } from '@shared/domain/dca-purchases';
import { pluralize } from '@shared/domain/plural';
import {
  formatBtc,
  formatBtcCompact,
  formatMoney,
  formatMoneyCompact,
  formatPercent,
  formatPrice,
  formatSats,
} from '@shared/domain/format';
import type { DcaResult } from '@shared/schemas/dca';
import { CompactFigure } from '@/components/compact-figure';
import { GlossaryText } from '@/entities/glossary/components/glossary-text';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { cn } from '@/lib/cn';
import { formatDay, formatPoints } from '../lib/calculator-format';
import { COMMON_TERMS } from '../lib/calculator-options';
import { ANNUALIZED_RETURN_NOTE, betterStrategyLine, investedDetail } from '../lib/result-copy';

function SummaryCard({
  label,
  value,
  detail,
  className,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={id}
      className={cn('min-w-0 rounded-xl border bg-card p-3 shadow-sm sm:p-4', className)}
    >
      <p id={id} className="text-xs font-medium text-muted-foreground sm:text-sm">
        {label}
      </p>
      <p className="mt-1 whitespace-nowrap font-display text-lg font-bold tabular-nums sm:text-2xl">{value}</p>
      {detail ? <div className="mt-1 text-xs text-muted-foreground sm:text-sm">{detail}</div> : null}
    </div>
  );
}

function ReturnLine({ percent, annualized }: { percent: number; annualized: number | null }) {
  return (
    <span className="flex flex-col">
      <span className={cn('font-semibold tabular-nums', percent >= 0 ? 'text-success' : 'text-destructive')}>
        {formatPercent(percent, { signed: true })} total return
      </span>
      <span className="tabular-nums" data-testid="annualized-return">
        {annualized === null
          ? 'Annualized: n/a (under a year)'
          : `${formatPercent(annualized, { signed: true })} a year (annualized)`}
      </span>
    </span>
  );
}

/** The results summary and the extra measures: annualized returns, bitcoin held, cost, drawdown. */
export function DcaSummary({ result }: { result: DcaResult }) {
  const money = (value: number) => formatMoney(value, result.currency);
  const figure = (value: number) => (
    <CompactFigure compact={formatMoneyCompact(value, result.currency)} full={money(value)} />
  );
  const price = (value: number) => formatPrice(value, result.currency);
  // A price of one bitcoin: below one unit it keeps 4 significant digits, compact or not.
  const priceFigure = (value: number) => (
    <CompactFigure
      compact={Math.abs(value) < 1 ? price(value) : formatMoneyCompact(value, result.currency)}
      full={price(value)}
    />
  );
  const signedPrice = (value: number) => `${value > 0 ? '+' : ''}${price(value)}`;
  const drawdown = result.maxDrawdown;
  const underwater = result.longestUnderwater;

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <SummaryCard
          label="DCA Strategy"
          className="border-l-4 border-l-blue-500"
          value={figure(result.dcaFinalValue)}
          detail={<ReturnLine percent={result.dcaReturnPercent} annualized={result.dcaAnnualizedReturnPercent} />}
        />
        <SummaryCard
          label="Lump Sum"
          className="border-l-4 border-l-orange-500"
          value={figure(result.lumpSumFinalValue)}
          detail={
            <ReturnLine percent={result.lumpSumReturnPercent} annualized={result.lumpSumAnnualizedReturnPercent} />
          }
        />
        <SummaryCard label="Total Invested" value={figure(result.dcaInvestment)} detail={investedDetail(result)} />
        <SummaryCard
          label={`${FREQUENCY_LABELS[result.frequency]} 1 BTC Price`}
          value={priceFigure(result.startingPrice)}
          detail={formatDay(result.startDate)}
        />
        <SummaryCard label="End BTC Price" value={priceFigure(result.endingPrice)} detail={formatDay(result.endDate)} />
        <SummaryCard
          label="Bitcoin Price Change"
          value={
            <span className={result.priceChange >= 0 ? 'text-success' : 'text-destructive'}>
              {formatPercent(result.priceChangePercent, { signed: true })}
            </span>
          }
          detail={`${signedPrice(result.priceChange)} per bitcoin (${result.priceChange >= 0 ? 'gain' : 'loss'})`}
        />
      </div>

      {result.dcaAnnualizedReturnPercent !== null || result.lumpSumAnnualizedReturnPercent !== null ? (
        <div data-testid="annualized-note">
          <GlossaryText
            as="p"
            className="text-sm text-muted-foreground"
            text={ANNUALIZED_RETURN_NOTE}
            excludeTermIds={COMMON_TERMS}
          />
        </div>
      ) : null}

      <p
        className="flex items-start gap-2 rounded-lg border border-primary/30 bg-secondary/60 p-3 font-medium"
        data-testid="better-strategy"
      >
        <Trophy className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          {betterStrategyLine(result)}{' '}
          <span className="font-normal text-muted-foreground">
            Performance gap: {formatPoints(result.performanceGap)} ({result.performanceGapLabel}).
          </span>
        </span>
      </p>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <SummaryCard
          label="Bitcoin Accumulated"
          value={<CompactFigure compact={formatBtcCompact(result.dcaBtc)} full={formatBtc(result.dcaBtc)} />}
          detail={
            <>
              {formatSats(result.dcaSats)} with DCA; the lump sum bought{' '}
              <CompactFigure compact={formatBtcCompact(result.lumpSumBtc)} full={formatBtc(result.lumpSumBtc)} />
            </>
          }
        />
        <SummaryCard
          label="Average Cost per Bitcoin"
          value={priceFigure(result.averageCostPerBtc)}
          detail={`Lump sum: ${price(result.lumpSumCostPerBtc)}${result.feePercent > 0 ? ' (fees included)' : ''}`}
        />
        <SummaryCard
          label="Max Drawdown"
          value={drawdown ? `-${formatPercent(drawdown.percent)}` : 'None'}
          detail={
            <>
              {drawdown
                ? `DCA portfolio, from its peak on ${formatDay(drawdown.peakDate)} to ${formatDay(drawdown.troughDate)}.`
                : 'The DCA portfolio never fell below an earlier peak.'}{' '}
              <span className="block">
                The largest fall of the portfolio value from an earlier peak, as a percentage of that peak.
              </span>
            </>
          }
        />
        <SummaryCard
          label="Longest Time Underwater"
          value={underwater ? pluralize(underwater.days, 'day') : 'None'}
          detail={
            underwater
              ? `Worth less than the money put in, ${formatDay(underwater.startDate)} to ${formatDay(underwater.endDate)}${underwater.recovered ? '' : ' (still below)'}`
              : 'Never worth less than the money put in'
          }
        />
      </div>
    </div>
  );
}

const supplyFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const shareFormat = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 });

/**
 * Shown above the figures when a purchase could not have been filled: more than 0.1% of all the
 * bitcoin in existence that day. The numbers are what the recorded prices give, not what a buyer
 * could have done.
 */
export function TheoreticalCaveat({ result }: { result: DcaResult }) {
  const t = result.theoretical;
  if (!t) return null;
  const who = t.strategy === 'lumpSum' ? 'The lump sum' : 'One DCA purchase';
  const others =
    t.dcaPurchasesOver > (t.strategy === 'dca' ? 1 : 0)
      ? ` ${supplyFormat.format(t.dcaPurchasesOver)} of the ${supplyFormat.format(result.purchases.length)} DCA purchases were above that share too.`
      : '';
  return (
    <Alert variant="warning" data-testid="theoretical-caveat">
      <AlertTriangle className="size-4" aria-hidden="true" />
      <AlertTitle>Theoretical result: these purchases could not have been filled</AlertTitle>
      <AlertDescription>
        {who} would have bought {formatBtcCompact(t.btc)} on {formatDay(t.date)}:{' '}
        {shareFormat.format(t.percentOfSupply)}% of the {supplyFormat.format(t.supplyBtc)} BTC then in existence. Buying
        more than {formatPercent(MAX_FILLABLE_SHARE_OF_SUPPLY * 100)} of all bitcoin on one day would have moved the
        price far above the recorded close, so read these figures as an illustration, not as what a buyer could have
        done.
        {others}
      </AlertDescription>
    </Alert>
  );
}
