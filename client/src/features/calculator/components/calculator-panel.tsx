import { AlertTriangle, Info, RefreshCw } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { dcaMessages } from '@shared/domain/dca';
import { formatMoney } from '@shared/domain/format';
import { PRICE_DATA_ATTRIBUTION, PRICE_DATA_LAST_BUNDLED_DAY } from '@shared/domain/price-data';
import type { DcaResult } from '@shared/schemas/dca';
import { GlossaryText } from '@/components/glossary-text';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { trackSettled } from '@/lib/analytics';
import { usePriceHistory } from '../api/get-price-history';
import { useCalculatorUrl } from '../hooks/use-calculator-url';
import { COMMON_TERMS } from '../lib/calculator-options';
import { inputsFromSearch, type CalculatorInputs } from '../lib/calculator-params';
import { dcaOutcome } from '../lib/dca-outcome';
import { downloadCsv } from '../lib/download-csv';
import { AverageCostChart, DcaValueChart } from './dca-charts';
import { DcaInputsForm, type DcaFormValues } from './dca-inputs-form';
import { DataTellsUs, DcaAnalysis } from './dca-lessons';
import { DcaConventions } from './dca-conventions';
import { DcaSummary } from './dca-summary';
import { MarketSignalsCard } from './market-signals-card';
import { VolatilityCard } from './volatility-card';

function numberFromText(text: string): number {
  if (text.trim() === '') return 0;
  const value = Number(text);
  return Number.isFinite(value) ? value : 0;
}

function toInputs(form: DcaFormValues): CalculatorInputs {
  return {
    amount: numberFromText(form.amountText),
    frequency: form.frequency,
    timeframe: form.timeframe,
    startDate: form.startDate,
    endDate: form.endDate,
    feePercent: numberFromText(form.feeText),
    currency: form.currency,
  };
}

function toForm(inputs: CalculatorInputs): DcaFormValues {
  return {
    amountText: String(inputs.amount),
    frequency: inputs.frequency,
    timeframe: inputs.timeframe,
    startDate: inputs.startDate,
    endDate: inputs.endDate,
    feeText: inputs.feePercent === 0 ? '' : String(inputs.feePercent),
    currency: inputs.currency,
  };
}

function ResultsMessage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-40 flex-col items-center justify-center gap-3 rounded-xl border border-dashed p-8 text-center text-muted-foreground">
      {children}
    </div>
  );
}

/**
 * Step 6: the DCA calculator. The whole price history is fetched once per currency and every
 * calculation runs in the browser, so any change recalculates at once, and offline too.
 */
export function CalculatorPanel() {
  const search = useSearch();
  const online = useOnlineStatus();
  const [form, setForm] = useState<DcaFormValues>(() => toForm(inputsFromSearch(search)));
  const inputs = useMemo(() => toInputs(form), [form]);
  // Typing stays responsive: results re-render at a lower priority than the inputs.
  const deferredInputs = useDeferredValue(inputs);
  const history = usePriceHistory(deferredInputs.currency);
  const series = history.data?.data;
  const historyError = history.error;
  const outcome = useMemo(
    () => dcaOutcome(series, deferredInputs, historyError),
    [series, deferredInputs, historyError],
  );
  const result = outcome.kind === 'result' ? outcome.result : null;
  const lastResult = useRef<DcaResult | null>(null);
  useEffect(() => {
    if (result) lastResult.current = result;
    if (result) trackSettled('dca_calculation', { frequency: result.frequency, currency: result.currency });
  }, [result]);

  const { shareUrl } = useCalculatorUrl(inputs);

  const dataRange =
    series && series.length > 0
      ? { first: series[0]?.date as string, last: series[series.length - 1]?.date as string }
      : null;

  const change = (patch: Partial<DcaFormValues>) =>
    setForm((current) => {
      const next = { ...current, ...patch };
      // Choosing a custom period starts from the window on screen, ready to adjust.
      if (patch.timeframe === 'custom' && next.startDate === null)
        next.startDate = lastResult.current?.startDate ?? null;
      if (patch.timeframe !== undefined && patch.timeframe !== 'custom') next.startDate = null;
      return next;
    });

  const recalculate = () => {
    if (online) void history.refetch();
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl());
      toast({ title: 'Link copied', description: 'Anyone who opens it sees this calculation.' });
    } catch (error) {
      // A clipboard failure is only logged.
      console.warn('Copying the share link failed', error);
    }
  };

  const fieldErrors = outcome.kind === 'invalid' ? outcome.errors : {};

  let results: ReactNode;
  if (outcome.kind === 'empty') {
    results = <ResultsMessage>{dcaMessages.empty}</ResultsMessage>;
  } else if (outcome.kind === 'invalid') {
    results = <ResultsMessage>Correct the highlighted field to see the results.</ResultsMessage>;
  } else if (outcome.kind === 'waiting') {
    results = (
      <ResultsMessage>
        <Spinner label={dcaMessages.loading} />
        <p aria-hidden="true">{dcaMessages.loading}</p>
      </ResultsMessage>
    );
  } else if (outcome.kind === 'failed') {
    // Loading the history and calculating fail the same way.
    results = (
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
  } else {
    const shown = outcome.result;
    results = (
      <div className="space-y-4">
        <DcaSummary result={shown} />
        <DcaConventions result={shown} />
        <DcaValueChart result={shown} />
        <AverageCostChart result={shown} />
        <DcaAnalysis result={shown} />
        <DataTellsUs result={shown} />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <GlossaryText
        excludeTermIds={COMMON_TERMS}
        as="p"
        className="text-muted-foreground"
        text="Backtest Dollar-Cost Averaging against a Lump Sum on real daily Bitcoin closes: the same money, invested on a schedule or all on the first day."
      />
      <DcaInputsForm
        values={form}
        errors={fieldErrors}
        dataRange={dataRange}
        calculating={history.isFetching}
        canExport={result !== null}
        onChange={change}
        onRecalculate={recalculate}
        onExport={() => result && downloadCsv(result)}
        onCopyLink={() => void copyLink()}
      />
      {series && historyError ? (
        <Alert variant="warning">
          <Info className="size-4" aria-hidden="true" />
          <AlertDescription>
            Could not refresh the price history ({historyError.message}); showing the copy already loaded.
          </AlertDescription>
        </Alert>
      ) : null}
      <section aria-label="DCA results" aria-busy={history.isFetching}>
        <p className="sr-only" aria-live="polite">
          {result
            ? `DCA ended at ${formatMoney(result.dcaFinalValue, result.currency)}, the lump sum at ${formatMoney(result.lumpSumFinalValue, result.currency)}.`
            : ''}
        </p>
        {results}
      </section>
      <VolatilityCard result={result} />
      <MarketSignalsCard />
      <p className="text-xs text-muted-foreground" data-testid="calculator-disclaimer">
        Educational only, not financial advice. Past performance does not predict future results.{' '}
        {PRICE_DATA_ATTRIBUTION}
        {dataRange && dataRange.last > PRICE_DATA_LAST_BUNDLED_DAY
          ? ` Days after ${PRICE_DATA_LAST_BUNDLED_DAY} to ${dataRange.last}: the live market-data provider.`
          : ''}
      </p>
    </div>
  );
}
