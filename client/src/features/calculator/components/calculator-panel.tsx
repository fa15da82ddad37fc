import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CloudOff, Info, RefreshCw } from 'lucide-react';
import { useDeferredValue, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { dcaMessages } from '@shared/domain/dca';
import { formatMoney } from '@shared/domain/format';
import { PRICE_DATA_ATTRIBUTION, PRICE_DATA_LAST_BUNDLED_DAY } from '@shared/domain/price-data';
import type { PriceCurrency } from '@shared/schemas/price';
import { FeatureGate, useFeatureGate, usesText } from '@/components/feature-gate';
import { GlossaryText } from '@/components/glossary-text';
import { PriceProviderCredit } from '@/components/price-provider-credit';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { track } from '@/lib/analytics';
import { useAuth } from '@/lib/auth';
import { usePriceProvider } from '@/lib/price-provider';
import { getPriceHistoryQueryOptions, HISTORY_UNREACHABLE_MESSAGE, usePriceHistory } from '../api/get-price-history';
import { useCalculatorUrl } from '../hooks/use-calculator-url';
import { COMMON_TERMS } from '../lib/calculator-options';
import { openingInputs, sameInputs, type CalculatorInputs } from '../lib/calculator-params';
import { calculatorFailureMessage, dcaOutcome, type DcaFieldErrors } from '../lib/dca-outcome';
import { downloadCsv } from '../lib/download-csv';
import { AverageCostChart, DcaValueChart } from './dca-charts';
import { DcaInputsForm, type DcaFormValues } from './dca-inputs-form';
import { DataTellsUs, DcaAnalysis } from './dca-lessons';
import { DcaConventions } from './dca-conventions';
import { DcaSummary, TheoreticalCaveat } from './dca-summary';
import { MarketSignalsCard } from './market-signals-card';
import { VolatilityCard } from './volatility-card';

/** 'US dollar' / 'euro' prices. */
const CURRENCY_WORDS: Record<PriceCurrency, { name: string; code: string }> = {
  usd: { name: 'US dollar', code: 'USD' },
  eur: { name: 'euro', code: 'EUR' },
};

function numberFromText(text: string): number {
  // An empty amount counts as 0, which the amount's minimum then refuses with its own message.
  if (text.trim() === '') return 0;
  const value = Number(text);
  return Number.isFinite(value) ? value : Number.NaN;
}

function toInputs(form: DcaFormValues): CalculatorInputs {
  return {
    amount: form.amountUnreadable ? Number.NaN : numberFromText(form.amountText),
    frequency: form.frequency,
    timeframe: form.timeframe,
    startDate: form.startDate,
    endDate: form.endDate,
    feePercent: form.feeText.trim() === '' ? 0 : numberFromText(form.feeText),
    currency: form.currency,
  };
}

function toForm(inputs: CalculatorInputs): DcaFormValues {
  return {
    amountText: String(inputs.amount),
    amountUnreadable: false,
    frequency: inputs.frequency,
    timeframe: inputs.timeframe,
    startDate: inputs.startDate,
    endDate: inputs.endDate,
    feeText: inputs.feePercent === 0 ? '' : String(inputs.feePercent),
    currency: inputs.currency,
  };
}

/**
 * This currency's price history is not on this device and there is no connection to load it; the
 * button switches back to `backTo` (the result on screen, or US dollars when there is none yet).
 */
function CurrencyUnavailable({
  currency,
  resultNote,
  backTo,
  onBack,
}: {
  currency: PriceCurrency;
  resultNote: string;
  backTo: PriceCurrency | null;
  onBack(): void;
}) {
  const words = CURRENCY_WORDS[currency];
  return (
    <Alert variant="warning" data-testid="currency-unavailable">
      <CloudOff className="size-4" aria-hidden="true" />
      <AlertTitle>{words.code} prices are not available offline</AlertTitle>
      <AlertDescription className="space-y-3">
        <p>
          This device has not loaded Arkad&apos;s {words.name} price history yet, and there is no connection to load it
          now. Connect to the internet to calculate in {words.code}.{resultNote}
        </p>
        {backTo !== null && backTo !== currency ? (
          <Button variant="outline" size="sm" onClick={onBack}>
            Back to {CURRENCY_WORDS[backTo].code}
          </Button>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}

/** Whether loading a history failed for want of a connection (not on this device, none to load it). */
function isUnreachable(error: unknown): boolean {
  return !navigator.onLine || (error instanceof Error && error.message === HISTORY_UNREACHABLE_MESSAGE);
}

function ResultsMessage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-40 flex-col items-center justify-center gap-3 rounded-xl border border-dashed p-8 text-center text-muted-foreground">
      {children}
    </div>
  );
}

/** The field errors of the inputs being edited: their own (schema) errors first, then the dates'. */
function draftErrors(series: Parameters<typeof dcaOutcome>[0], draft: CalculatorInputs): DcaFieldErrors {
  const own = dcaOutcome(undefined, draft);
  if (own.kind === 'invalid') return own.errors;
  if (!series) return {};
  const onSeries = dcaOutcome(series, draft);
  return onSeries.kind === 'invalid' ? onSeries.errors : {};
}

/**
 * Step 6: the DCA calculator. The whole price history is fetched once per currency and every
 * calculation runs in the browser, offline too. It opens on a result (the defaults, the learner's
 * saved amount and currency, or a shared link's inputs), shown free. Changing the inputs computes
 * nothing by itself: Calculate asks for the new result, and that is one use of the free allowance
 * (docs/decisions/017-one-use-is-one-deliberate-new-result.md). Until the new inputs are valid and
 * calculated, the result on screen is the last good one.
 */
function Calculator() {
  const search = useSearch();
  const { user } = useAuth();
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const { claimUse, remaining } = useFeatureGate();
  const [opening] = useState(() => openingInputs(search, user?.preferences));
  /** The inputs of the result on screen. */
  const [applied, setApplied] = useState<CalculatorInputs>(opening.inputs);
  /** The inputs being edited. */
  const [form, setForm] = useState<DcaFormValues>(() => toForm(opening.inputs));
  const [calculated, setCalculated] = useState(false);
  const [busy, setBusy] = useState(false);
  /** A currency whose prices could not be loaded for a new calculation (offline, not on this device). */
  const [unavailable, setUnavailable] = useState<PriceCurrency | null>(null);
  const [actionFailure, setActionFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLDivElement>(null);

  const history = usePriceHistory(applied.currency);
  const series = history.data?.data;
  const historyError = history.error;
  const outcome = useMemo(() => dcaOutcome(series, applied, historyError), [series, applied, historyError]);
  const result = outcome.kind === 'result' ? outcome.result : null;

  const draft = useMemo(() => toInputs(form), [form]);
  const changed = !sameInputs(draft, applied);
  // Typing stays responsive: the draft is checked at a lower priority than the inputs.
  const deferredDraft = useDeferredValue(draft);
  const liveErrors = useMemo(() => draftErrors(series, deferredDraft), [series, deferredDraft]);
  const fieldErrors = changed ? liveErrors : outcome.kind === 'invalid' ? outcome.errors : {};

  const { shareUrl } = useCalculatorUrl(applied, { write: calculated });

  const dataRange =
    series && series.length > 0
      ? { first: series[0]?.date as string, last: series[series.length - 1]?.date as string }
      : null;

  const change = (patch: Partial<DcaFormValues>) => {
    if (patch.currency !== undefined) setUnavailable(null);
    setActionFailure(null);
    setForm((current) => {
      const next = { ...current, ...patch };
      // Choosing a custom period starts from the window on screen, ready to adjust.
      if (patch.timeframe === 'custom' && next.startDate === null) next.startDate = result?.startDate ?? null;
      if (patch.timeframe !== undefined && patch.timeframe !== 'custom') next.startDate = null;
      return next;
    });
  };

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const calculate = async () => {
    if (busy) return;
    const inputs = toInputs(form);
    setUnavailable(null);
    setActionFailure(null);
    if (dcaOutcome(undefined, inputs).kind === 'invalid') return focusFirstInvalid();
    if (!changed) {
      // The same inputs give the same result: refresh the prices, count nothing.
      if (online) void history.refetch();
      return;
    }
    setBusy(true);
    try {
      let points;
      try {
        points = (await queryClient.ensureQueryData(getPriceHistoryQueryOptions(inputs.currency))).data;
      } catch (error) {
        if (isUnreachable(error)) {
          setUnavailable(inputs.currency);
        } else {
          setActionFailure(calculatorFailureMessage(error));
        }
        return;
      }
      const next = dcaOutcome(points, inputs);
      if (next.kind === 'invalid') return focusFirstInvalid();
      if (next.kind !== 'result') {
        setActionFailure(next.kind === 'failed' ? next.message : dcaMessages.noData);
        return;
      }
      // The new result is shown only once the use is counted (or kept for later, offline).
      if (!(await claimUse())) return;
      setApplied(inputs);
      setCalculated(true);
      track('dca_calculation', { frequency: next.result.frequency, currency: next.result.currency });
    } finally {
      setBusy(false);
    }
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

  let results: ReactNode;
  if (outcome.kind === 'invalid') {
    results = <ResultsMessage>{dcaMessages.empty}</ResultsMessage>;
  } else if (outcome.kind === 'waiting') {
    results = (
      <ResultsMessage>
        <Spinner label={dcaMessages.loading} />
        <p aria-hidden="true">{dcaMessages.loading}</p>
      </ResultsMessage>
    );
  } else if (outcome.kind === 'failed' && !series && isUnreachable(historyError)) {
    // Opened offline in a currency whose history this device never loaded (the learner's saved
    // one, say): the same plain notice as switching to it, with US dollars one click away.
    results = (
      <CurrencyUnavailable
        currency={applied.currency}
        resultNote=""
        backTo="usd"
        onBack={() => {
          setApplied((current) => ({ ...current, currency: 'usd' }));
          setForm((current) => ({ ...current, currency: 'usd' }));
        }}
      />
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
        {shown.theoretical ? <TheoreticalCaveat result={shown} /> : null}
        <DcaSummary result={shown} />
        <DcaConventions result={shown} />
        <DcaValueChart result={shown} />
        <AverageCostChart result={shown} />
        <DcaAnalysis result={shown} />
        <DataTellsUs result={shown} />
      </div>
    );
  }

  const usesLeft =
    remaining === null
      ? null
      : remaining > 0
        ? `${usesText(remaining)} left this month.`
        : 'No free uses left this month.';
  const actionNote = [
    changed ? 'Inputs changed: Calculate to see their result.' : 'Showing the result of these inputs.',
    usesLeft ? `${usesLeft} Each Calculate with new inputs counts as one use.` : null,
  ]
    .filter(Boolean)
    .join(' ');

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
      <div ref={formRef}>
        <DcaInputsForm
          values={form}
          errors={fieldErrors}
          dataRange={dataRange}
          calculating={busy || history.isFetching}
          canExport={result !== null}
          actionNote={actionNote}
          onChange={change}
          onCalculate={() => void calculate()}
          onExport={() => result && downloadCsv(result)}
          onCopyLink={() => void copyLink()}
        />
      </div>
      {unavailable ? (
        <CurrencyUnavailable
          currency={unavailable}
          resultNote={result ? ` The result below is still the ${CURRENCY_WORDS[applied.currency].code} one.` : ''}
          backTo={applied.currency}
          onBack={() => change({ currency: applied.currency })}
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
      <section aria-label="DCA results" aria-busy={busy || history.isFetching}>
        <p className="sr-only" aria-live="polite">
          {result
            ? `DCA ended at ${formatMoney(result.dcaFinalValue, result.currency)}, the lump sum at ${formatMoney(result.lumpSumFinalValue, result.currency)}.`
            : ''}
        </p>
        {results}
      </section>
      <VolatilityCard result={result} />
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
      Educational only, not financial advice. Past performance does not predict future results. {PRICE_DATA_ATTRIBUTION}{' '}
      {lastDay !== null && lastDay > PRICE_DATA_LAST_BUNDLED_DAY
        ? `Days after ${PRICE_DATA_LAST_BUNDLED_DAY} to ${lastDay}: `
        : `Days after ${PRICE_DATA_LAST_BUNDLED_DAY}, when the server adds them: `}
      {provider ? <PriceProviderCredit provider={provider} /> : 'the live market-data provider'}.
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
