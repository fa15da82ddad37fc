import { AlertTriangle, CloudOff, Info, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { dcaMessages } from '@shared/domain/dca';
import { formatMoney } from '@shared/domain/format';
import { BENCHMARK_DATA_ATTRIBUTION } from '@shared/domain/benchmarks';
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
import { usePriceProvider } from '@/entities/price/api/price-provider';
import { useCalculator, type CalculatorState } from '../hooks/use-calculator';
import { COMMON_TERMS } from '../lib/calculator-options';
import { BenchmarkComparisonCard } from './benchmark-comparison';
import { AverageCostChart, DcaValueChart } from './dca-charts';
import { DcaInputsForm } from './dca-inputs-form';
import { DataTellsUs, DcaAnalysis } from './dca-lessons';
import { DcaConventions } from './dca-conventions';
import { currencyNames, type CurrencyCode } from '@shared/domain/fx-currencies';
import { DcaSummary, TheoreticalCaveat } from './dca-summary';
import { ShareResult } from './share-result';
import { MarketSignalsCard } from './market-signals-card';
import { PlanDetailPicker } from './plan-detail-picker';
import { PlansComparison } from './plans-comparison';
import { VolatilityCard } from './volatility-card';
import { WinRateCard } from './win-rate-card';

/** 'USD', 'USD and EUR'; 'US dollar', 'US dollar and Euro' (names from the shared currency list). */
const joined = (currencies: readonly PriceCurrency[], part: 'code' | 'name') =>
  currencies
    .map((currency) => {
      const code = currency.toUpperCase() as CurrencyCode;
      return part === 'code' ? code : currencyNames[code];
    })
    .join(' and ');

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
  const codes = joined(currencies, 'code');
  return (
    <Alert variant="warning" data-testid="currency-unavailable">
      <CloudOff className="size-4" aria-hidden="true" />
      <AlertTitle>{codes} prices are not available offline</AlertTitle>
      <AlertDescription className="space-y-3">
        <p>
          This device has not loaded Arkad&apos;s {joined(currencies, 'name')} price history yet, and there is no
          connection to load it now. Connect to the internet to calculate in {codes}.{resultNote}
        </p>
        {backTo !== null && !currencies.includes(backTo) ? (
          <Button variant="outline" size="sm" onClick={onBack}>
            Back to {backTo.toUpperCase()}
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
  if (outcome.kind === 'invalid') return <ResultsMessage>{dcaMessages.empty}</ResultsMessage>;
  if (outcome.kind === 'waiting') {
    return (
      <ResultsMessage>
        <Spinner label={dcaMessages.loading} />
        <p aria-hidden="true">{dcaMessages.loading}</p>
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
        <AlertTitle>{dcaMessages.chartError}</AlertTitle>
        <AlertDescription className="space-y-3">
          <p>{outcome.message}</p>
          <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" /> Try Again
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
  return (
    <>
      {/* With no result on screen for want of a connection, the results area names this currency too. */}
      {unavailable && !state.appliedUnreachable ? (
        <CurrencyUnavailable
          currencies={[unavailable]}
          resultNote={result ? ` The result below is still the ${applied.currency.toUpperCase()} one.` : ''}
          backTo={applied.currency}
          onBack={() => state.showCurrency(applied.currency)}
        />
      ) : null}
      {actionFailure ? (
        <Alert variant="destructive" data-testid="calculate-failure">
          <AlertTriangle className="size-4" aria-hidden="true" />
          <AlertDescription>{actionFailure}</AlertDescription>
        </Alert>
      ) : null}
      {series && historyError ? (
        <Alert variant="warning">
          <Info className="size-4" aria-hidden="true" />
          <AlertDescription>
            Could not refresh the price history ({historyError.message.replace(/\.+$/, '')}); showing the copy already
            loaded.
          </AlertDescription>
        </Alert>
      ) : null}
    </>
  );
}

/** What a screen reader hears when a new result is shown. */
function resultAnnouncement(results: readonly DcaResult[]): string {
  const [first] = results;
  if (!first) return '';
  if (results.length > 1) {
    return results
      .map((r, index) => `Plan ${index + 1} ended at ${formatMoney(r.dcaFinalValue, r.currency)}.`)
      .join(' ');
  }
  return `DCA ended at ${formatMoney(first.dcaFinalValue, first.currency)}, the lump sum at ${formatMoney(first.lumpSumFinalValue, first.currency)}.`;
}

/** Step 6: the DCA calculator's view; useCalculator holds its state. */
function Calculator() {
  const state = useCalculator();
  const { opening, form, values, dataRange, results, busy } = state;
  return (
    <div className="space-y-4">
      <GlossaryText
        excludeTermIds={COMMON_TERMS}
        as="p"
        className="text-muted-foreground"
        text="Backtest Dollar-Cost Averaging against a Lump Sum on real daily Bitcoin closes: the same money, invested on a schedule or all on the first day."
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
      <section aria-label="DCA results" aria-busy={busy}>
        <p className="sr-only" aria-live="polite">
          {resultAnnouncement(results)}
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
  return (
    <p className="text-xs text-muted-foreground" data-testid="calculator-disclaimer">
      Educational only, not financial advice. Past performance does not predict future results. <PriceDataCredit />{' '}
      {lastDay !== null && lastDay > PRICE_DATA_LAST_BUNDLED_DAY
        ? `Days after ${PRICE_DATA_LAST_BUNDLED_DAY} to ${lastDay}: `
        : `Days after ${PRICE_DATA_LAST_BUNDLED_DAY}, when the server adds them: `}
      {provider ? <PriceProviderCredit provider={provider} /> : 'the live market-data provider'}.{' '}
      {BENCHMARK_DATA_ATTRIBUTION}
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
