import { AlertTriangle, CloudOff, Info, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMoney } from '@shared/domain/format';
import { intlLocales, type Language } from '@shared/i18n/languages';
import { PRICE_DATA_LAST_BUNDLED_DAY } from '@shared/domain/price-data';
import type { DcaResult } from '@shared/schemas/dca';
import type { PriceCurrency } from '@shared/schemas/price';
import { FeatureGate } from '@/entities/plan/components/feature-gate';
import { GlossaryText } from '@/entities/glossary/components/glossary-text';
import { PriceDataCredit } from '@/entities/price/components/price-data-credit';
import { PriceProviderCredit } from '@/entities/price/components/price-provider-credit';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { translate, useLanguage, useT } from '@/i18n/i18n';
import { usePriceProvider } from '@/entities/price/api/price-provider';
import { useCalculator, type CalculatorState } from '../hooks/use-calculator';
import { COMMON_TERMS } from '../lib/calculator-options';
import { BenchmarkComparisonCard } from './benchmark-comparison';
import { AverageCostChart, DcaValueChart } from './dca-charts';
import { DcaInputsForm } from './dca-inputs-form';
import { DataTellsUs, DcaAnalysis } from './dca-lessons';
import { DcaConventions } from './dca-conventions';
import { DcaSummary, TheoreticalCaveat } from './dca-summary';
import { ShareResult } from './share-result';
import { MarketSignalsCard } from './market-signals-card';
import { PlanDetailPicker } from './plan-detail-picker';
import { PlansComparison } from './plans-comparison';
import { VolatilityCard } from './volatility-card';
import { WinRateCard } from './win-rate-card';

/** 'USD', 'USD and EUR'; 'US dollar', 'US dollar and Euro' (names from Intl in the page's language). */
function joined(currencies: readonly PriceCurrency[], part: 'code' | 'name', language: Language): string {
  const names = part === 'name' ? new Intl.DisplayNames([intlLocales[language]], { type: 'currency' }) : null;
  const [first = '', second = '', third = ''] = currencies.map((currency) => {
    const code = currency.toUpperCase();
    return names ? (names.of(code) ?? code) : code;
  });
  if (currencies.length <= 1) return first;
  if (currencies.length === 2) return translate('calculator.list.and', { first, second });
  return translate('calculator.list.three', { first, second, third });
}

/**
 * These currencies' price history is not on this device and there is no connection to load it;
 * one panel names them all. The button switches back to `backTo` (the result on screen, or US
 * dollars when there is none yet and they may be on the device).
 */
function CurrencyUnavailable({
  currencies,
  resultNote,
  backTo,
  onBack,
}: {
  currencies: readonly PriceCurrency[];
  resultNote: string;
  backTo: PriceCurrency | null;
  onBack(): void;
}) {
  const t = useT();
  const language = useLanguage();
  const codes = joined(currencies, 'code', language);
  return (
    <Alert variant="warning" data-testid="currency-unavailable">
      <CloudOff className="size-4" aria-hidden="true" />
      <AlertTitle>{t('calculator.unavailable.title', { codes })}</AlertTitle>
      <AlertDescription className="space-y-3">
        <p>
          {t('calculator.unavailable.text', { names: joined(currencies, 'name', language), codes })}
          {resultNote ? ` ${resultNote}` : null}
        </p>
        {backTo !== null && !currencies.includes(backTo) ? (
          <Button variant="outline" size="sm" onClick={onBack}>
            {t('calculator.unavailable.back', { code: backTo.toUpperCase() })}
          </Button>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}

function ResultsMessage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-40 flex-col items-center justify-center gap-3 rounded-xl border border-dashed p-8 text-center text-muted-foreground">
      {children}
    </div>
  );
}

/** The results area: the result of the inputs applied, or why there is none. */
function CalculatorResults({ state }: { state: CalculatorState }) {
  const { outcome, applied } = state;
  const t = useT();
  if (outcome.kind === 'invalid') return <ResultsMessage>{t('calculator.empty')}</ResultsMessage>;
  if (outcome.kind === 'waiting') {
    return (
      <ResultsMessage>
        <Spinner label={t('calculator.loading')} />
        <p aria-hidden="true">{t('calculator.loading')}</p>
      </ResultsMessage>
    );
  }
  if (state.appliedUnreachable) {
    // Opened offline in a currency whose history this device never loaded (the learner's saved
    // one, say): the same plain notice as switching to it, with US dollars one click away. A
    // currency chosen since that cannot be loaded either is named in the same panel.
    const currencies = [applied.currency, state.unavailable].filter(
      (currency, index, all): currency is PriceCurrency => currency !== null && all.indexOf(currency) === index,
    );
    return (
      <CurrencyUnavailable
        currencies={currencies}
        resultNote=""
        backTo="usd"
        onBack={() => state.showCurrency('usd')}
      />
    );
  }
  if (outcome.kind === 'failed') {
    // Loading the history and calculating fail the same way.
    return (
      <Alert variant="destructive" className="space-y-2">
        <AlertTriangle className="size-4" aria-hidden="true" />
        <AlertTitle>{t('calculator.chartError')}</AlertTitle>
        <AlertDescription className="space-y-3">
          <p>{failureText(outcome.message)}</p>
          <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" /> {t('calculator.tryAgain')}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const { results, detail } = state;
  const shown = state.result ?? (results[0] as DcaResult);
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <ShareResult plans={state.applied} />
      </div>
      {results.length > 1 ? (
        <>
          <PlansComparison results={results} series={state.series} />
          <PlanDetailPicker count={results.length} value={detail} onChange={state.setDetail} />
        </>
      ) : null}
      {shown.theoretical ? <TheoreticalCaveat result={shown} /> : null}
      <DcaSummary result={shown} />
      <DcaConventions result={shown} />
      <DcaValueChart result={shown} view={state.chartView} onViewChange={state.setChartView} />
      <AverageCostChart result={shown} />
      <BenchmarkComparisonCard result={shown} series={state.series} log={state.chartView.log} />
      {/* A new result's frequency and length are the card's new defaults. */}
      <WinRateCard key={`${shown.frequency}-${shown.days}`} result={shown} series={state.series} />
      <DcaAnalysis result={shown} />
      <DataTellsUs result={shown} />
    </div>
  );
}

/** What the last Calculate met (a currency not on this device, a failure) and a failed refresh. */
function CalculateNotices({ state }: { state: CalculatorState }) {
  const { unavailable, result, applied, actionFailure, series, historyError } = state;
  const t = useT();
  return (
    <>
      {/* With no result on screen for want of a connection, the results area names this currency too. */}
      {unavailable && !state.appliedUnreachable ? (
        <CurrencyUnavailable
          currencies={[unavailable]}
          resultNote={result ? t('calculator.unavailable.stillShown', { code: applied.currency.toUpperCase() }) : ''}
          backTo={applied.currency}
          onBack={() => state.showCurrency(applied.currency)}
        />
      ) : null}
      {actionFailure ? (
        <Alert variant="destructive" data-testid="calculate-failure">
          <AlertTriangle className="size-4" aria-hidden="true" />
          <AlertDescription>{failureText(actionFailure)}</AlertDescription>
        </Alert>
      ) : null}
      {series && historyError ? (
        <Alert variant="warning">
          <Info className="size-4" aria-hidden="true" />
          <AlertDescription>
            {t('calculator.refreshFailed', { reason: historyError.message.replace(/\.+$/, '') })}
          </AlertDescription>
        </Alert>
      ) : null}
    </>
  );
}

/** What a screen reader hears when a new result is shown. */
function resultAnnouncement(results: readonly DcaResult[], language: Language): string {
  const [first] = results;
  if (!first) return '';
  const locale = intlLocales[language];
  if (results.length > 1) {
    return results
      .map((r, index) =>
        translate('calculator.announce.plan', {
          plan: index + 1,
          value: formatMoney(r.dcaFinalValue, r.currency, locale),
        }),
      )
      .join(' ');
  }
  return translate('calculator.announce.one', {
    dca: formatMoney(first.dcaFinalValue, first.currency, locale),
    lump: formatMoney(first.lumpSumFinalValue, first.currency, locale),
  });
}

/**
 * A failure's message in the page's language: 'Failed to calculate DCA data: {reason}. Please try
 * again.' (dcaMessages.calculatorFailed, maybe after 'Plan 2: ') keeps its reason as it came.
 */
function failureText(message: string): string {
  const match = message.match(/^(Plan (\d+): )?Failed to calculate DCA data: (.*)\. Please try again\.$/);
  if (!match) return message;
  const text = translate('calculator.failed', { reason: match[3] ?? '' });
  return match[2] ? `${translate('calculator.form.plan', { plan: match[2] })}: ${text}` : text;
}

/** Step 6: the DCA calculator's view; useCalculator holds its state. */
function Calculator() {
  const state = useCalculator();
  const { opening, form, values, dataRange, results, busy } = state;
  const t = useT();
  const language = useLanguage();
  return (
    <div className="space-y-4">
      <GlossaryText
        excludeTermIds={COMMON_TERMS}
        as="p"
        className="text-muted-foreground"
        text={t('calculator.intro')}
      />
      {opening.currencyNote ? (
        <Alert data-testid="currency-note">
          <Info className="size-4" aria-hidden="true" />
          <AlertDescription>{opening.currencyNote}</AlertDescription>
        </Alert>
      ) : null}
      <DcaInputsForm
        register={form.register}
        values={values}
        errors={form.formState.errors}
        dataRange={dataRange}
        planKeys={state.planKeys}
        onAddPlan={state.addPlan}
        onRemovePlan={state.removePlan}
        calculating={busy}
        canExport={results.length > 0}
        actionNote={state.actionNote}
        onCalculate={state.calculate}
        onExport={state.exportCsv}
        onCopyLink={state.copyLink}
      />
      <CalculateNotices state={state} />
      <section aria-label={t('calculator.results')} aria-busy={busy}>
        <p className="sr-only" aria-live="polite">
          {resultAnnouncement(results, language)}
        </p>
        <CalculatorResults state={state} />
      </section>
      <VolatilityCard result={state.result} />
      <MarketSignalsCard />
      <DataNote lastDay={dataRange?.last ?? null} />
    </div>
  );
}

/**
 * Under the calculator: no advice, and where its prices come from: the bundled file's sources, and
 * for the days after it the live provider this server is configured with, credited as it asks.
 */
function DataNote({ lastDay }: { lastDay: string | null }) {
  const provider = usePriceProvider().data;
  const t = useT();
  return (
    <p className="text-xs text-muted-foreground" data-testid="calculator-disclaimer">
      {t('calculator.disclaimer')} <PriceDataCredit />{' '}
      {lastDay !== null && lastDay > PRICE_DATA_LAST_BUNDLED_DAY
        ? t('calculator.daysAfterTo', { bundled: PRICE_DATA_LAST_BUNDLED_DAY, last: lastDay })
        : t('calculator.daysAfter', { bundled: PRICE_DATA_LAST_BUNDLED_DAY })}{' '}
      {provider ? <PriceProviderCredit provider={provider} /> : t('calculator.liveProvider')}.{' '}
      {t('calculator.benchmarkAttribution')}
    </p>
  );
}

/** Step 6 (and the calculator's own route): the DCA calculator behind the free tier's monthly allowance. */
export function CalculatorPanel() {
  return (
    <FeatureGate feature="dca_calculator">
      <Calculator />
    </FeatureGate>
  );
}
