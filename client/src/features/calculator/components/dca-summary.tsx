import { AlertTriangle, Trophy } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { MAX_FILLABLE_SHARE_OF_SUPPLY } from '@shared/domain/dca-fillable';
import {
  formatBtc,
  formatBtcCompact,
  formatMoney,
  formatMoneyCompact,
  formatPercent,
  formatNumber,
  formatPrice,
  formatSats,
} from '@shared/domain/format';
import { intlLocales } from '@shared/i18n/languages';
import type { DcaResult } from '@shared/schemas/dca';
import { CompactFigure } from '@/components/compact-figure';
import { GlossaryText } from '@/entities/glossary/components/glossary-text';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { cn } from '@/lib/cn';
import { useLanguage, useT } from '@/i18n/i18n';
import { Trans } from '@/i18n/trans';
import { formatDay, formatPoints } from '../lib/calculator-format';
import { COMMON_TERMS } from '../lib/calculator-options';
import { annualizedReturnNote, betterStrategyLine, investedDetail } from '../lib/result-copy';

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
  const t = useT();
  const locale = intlLocales[useLanguage()];
  return (
    <span className="flex flex-col">
      <span className={cn('font-semibold tabular-nums', percent >= 0 ? 'text-success' : 'text-destructive')}>
        {t('calculator.summary.totalReturn', { percent: formatPercent(percent, { signed: true }, locale) })}
      </span>
      <span className="tabular-nums" data-testid="annualized-return">
        {annualized === null
          ? t('calculator.summary.annualizedNA')
          : t('calculator.summary.annualized', { percent: formatPercent(annualized, { signed: true }, locale) })}
      </span>
    </span>
  );
}

/** The results summary and the extra measures: annualized returns, bitcoin held, cost, drawdown. */
export function DcaSummary({ result }: { result: DcaResult }) {
  const t = useT();
  const language = useLanguage();
  const locale = intlLocales[language];
  const day = (isoDay: string) => formatDay(isoDay, language);
  const money = (value: number) => formatMoney(value, result.currency, locale);
  const figure = (value: number) => (
    <CompactFigure compact={formatMoneyCompact(value, result.currency, locale)} full={money(value)} />
  );
  const price = (value: number) => formatPrice(value, result.currency, locale);
  // A price of one bitcoin: below one unit it keeps 4 significant digits, compact or not.
  const priceFigure = (value: number) => (
    <CompactFigure
      compact={Math.abs(value) < 1 ? price(value) : formatMoneyCompact(value, result.currency, locale)}
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
          label={t('calculator.summary.dca')}
          className="border-l-4 border-l-blue-500"
          value={figure(result.dcaFinalValue)}
          detail={<ReturnLine percent={result.dcaReturnPercent} annualized={result.dcaAnnualizedReturnPercent} />}
        />
        <SummaryCard
          label={t('calculator.summary.lump')}
          className="border-l-4 border-l-orange-500"
          value={figure(result.lumpSumFinalValue)}
          detail={
            <ReturnLine percent={result.lumpSumReturnPercent} annualized={result.lumpSumAnnualizedReturnPercent} />
          }
        />
        <SummaryCard
          label={t('calculator.summary.invested')}
          value={figure(result.dcaInvestment)}
          detail={investedDetail(result, language)}
        />
        <SummaryCard
          label={t('calculator.summary.startPrice', { frequency: result.frequency })}
          value={priceFigure(result.startingPrice)}
          detail={day(result.startDate)}
        />
        <SummaryCard
          label={t('calculator.summary.endPrice')}
          value={priceFigure(result.endingPrice)}
          detail={day(result.endDate)}
        />
        <SummaryCard
          label={t('calculator.summary.priceChange')}
          value={
            <span className={result.priceChange >= 0 ? 'text-success' : 'text-destructive'}>
              {formatPercent(result.priceChangePercent, { signed: true }, locale)}
            </span>
          }
          detail={t('calculator.summary.perBitcoin', {
            change: signedPrice(result.priceChange),
            direction: result.priceChange >= 0 ? 'gain' : 'loss',
          })}
        />
      </div>

      {result.dcaAnnualizedReturnPercent !== null || result.lumpSumAnnualizedReturnPercent !== null ? (
        <div data-testid="annualized-note">
          <GlossaryText
            as="p"
            className="text-sm text-muted-foreground"
            text={annualizedReturnNote()}
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
          {betterStrategyLine(result, language)}{' '}
          <span className="font-normal text-muted-foreground">
            {t('calculator.summary.gap', {
              points: formatPoints(result.performanceGap, language),
              label: t(`calculator.gap.${result.performanceGapLabel}`),
            })}
          </span>
        </span>
      </p>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <SummaryCard
          label={t('calculator.summary.accumulated')}
          value={
            <CompactFigure
              compact={formatBtcCompact(result.dcaBtc, locale)}
              full={formatBtc(result.dcaBtc, 8, locale)}
            />
          }
          detail={
            <Trans
              id="calculator.summary.accumulatedDetail"
              values={{ sats: formatSats(result.dcaSats, locale), lump: formatBtcCompact(result.lumpSumBtc, locale) }}
              components={{
                0: (
                  <CompactFigure
                    compact={formatBtcCompact(result.lumpSumBtc, locale)}
                    full={formatBtc(result.lumpSumBtc, 8, locale)}
                  />
                ),
              }}
            />
          }
        />
        <SummaryCard
          label={t('calculator.summary.averageCost')}
          value={priceFigure(result.averageCostPerBtc)}
          detail={t(result.feePercent > 0 ? 'calculator.summary.lumpCostFees' : 'calculator.summary.lumpCost', {
            price: price(result.lumpSumCostPerBtc),
          })}
        />
        <SummaryCard
          label={t('calculator.summary.drawdown')}
          value={drawdown ? formatPercent(-drawdown.percent, {}, locale) : t('calculator.summary.none')}
          detail={
            <>
              {drawdown
                ? t('calculator.summary.drawdownDetail', {
                    peakDay: day(drawdown.peakDate),
                    troughDay: day(drawdown.troughDate),
                  })
                : t('calculator.summary.noDrawdown')}{' '}
              <span className="block">{t('calculator.summary.drawdownDefinition')}</span>
            </>
          }
        />
        <SummaryCard
          label={t('calculator.summary.underwater')}
          value={underwater ? t('calculator.days', { count: underwater.days }) : t('calculator.summary.none')}
          detail={
            underwater
              ? t(underwater.recovered ? 'calculator.summary.underwaterDetail' : 'calculator.summary.underwaterStill', {
                  startDay: day(underwater.startDate),
                  endDay: day(underwater.endDate),
                })
              : t('calculator.summary.neverUnder')
          }
        />
      </div>
    </div>
  );
}

/**
 * Shown above the figures when a purchase could not have been filled: more than 0.1% of all the
 * bitcoin in existence that day. The numbers are what the recorded prices give, not what a buyer
 * could have done.
 */
export function TheoreticalCaveat({ result }: { result: DcaResult }) {
  const t = useT();
  const language = useLanguage();
  const locale = intlLocales[language];
  const theoretical = result.theoretical;
  if (!theoretical) return null;
  const whole = (value: number) => formatNumber(value, {}, locale);
  const others =
    theoretical.dcaPurchasesOver > (theoretical.strategy === 'dca' ? 1 : 0)
      ? t('calculator.theoretical.others', {
          over: whole(theoretical.dcaPurchasesOver),
          total: whole(result.purchases.length),
        })
      : null;
  return (
    <Alert variant="warning" data-testid="theoretical-caveat">
      <AlertTriangle className="size-4" aria-hidden="true" />
      <AlertTitle>{t('calculator.theoretical.title')}</AlertTitle>
      <AlertDescription>
        {t('calculator.theoretical.text', {
          who: theoretical.strategy,
          btc: formatBtcCompact(theoretical.btc, locale),
          day: formatDay(theoretical.date, language),
          share: formatNumber(theoretical.percentOfSupply, { maximumSignificantDigits: 3 }, locale),
          supply: whole(theoretical.supplyBtc),
          limit: formatPercent(MAX_FILLABLE_SHARE_OF_SUPPLY * 100, {}, locale),
        })}
        {others ? ` ${others}` : null}
      </AlertDescription>
    </Alert>
  );
}
