import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useSearch } from 'wouter';
import { dcaMessages } from '@shared/domain/dca';
import { MAX_DCA_PLANS, type DcaResult } from '@shared/schemas/dca';
import type { PricePoint, PriceCurrency } from '@shared/schemas/price';
import { useFeatureGate, usesLeftText } from '@/entities/plan/components/feature-gate';
import { toast } from '@/components/ui/use-toast';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { track } from '@/lib/analytics';
import { useAuth } from '@/lib/auth';
import { getPriceHistoryQueryOptions, HISTORY_UNREACHABLE_MESSAGE, usePriceHistory } from '../api/get-price-history';
import {
  calculatorResolver,
  firstErrorField,
  formInputs,
  newPlanFormValues,
  toFormValues,
  type DcaFormValues,
} from '../lib/calculator-form';
import {
  chartViewFromSearch,
  openingInputs,
  sameInputs,
  type CalculatorInputs,
  type ChartView,
  type OpeningInputs,
} from '../lib/calculator-params';
import { calculatorFailureMessage, plansOutcome, type DcaFieldErrors, type PlansOutcome } from '../lib/dca-outcome';
import { downloadCsv } from '../lib/download-csv';
import { useCalculatorUrl } from './use-calculator-url';

/** Whether loading a history failed for want of a connection (not on this device, none to load it). */
function isUnreachable(error: unknown): boolean {
  return !navigator.onLine || (error instanceof Error && error.message === HISTORY_UNREACHABLE_MESSAGE);
}

/** Each plan's field errors in the inputs being edited: their own (schema) errors first, then the dates'. */
function draftErrors(series: readonly PricePoint[] | undefined, draft: CalculatorInputs): DcaFieldErrors[] {
  const own = plansOutcome(undefined, draft);
  if (own.kind === 'invalid') return own.errors;
  if (!series) return [];
  const onSeries = plansOutcome(series, draft);
  return onSeries.kind === 'invalid' ? onSeries.errors : [];
}

/** First and last day of the stored series: the date fields offer only these days. */
function rangeOf(series: readonly PricePoint[] | undefined): { first: string; last: string } | null {
  const first = series?.[0];
  const last = series?.[series.length - 1];
  return first && last ? { first: first.date, last: last.date } : null;
}

/** Said next to Calculate: whether the inputs changed, and the uses left. */
function actionNoteFor(changed: boolean, remaining: number | null): string {
  const usesLeft = usesLeftText(remaining);
  return [
    changed ? 'Inputs changed: Calculate to see their result.' : 'Showing the result of these inputs.',
    usesLeft ? `${usesLeft} Each Calculate with new inputs counts as one use.` : null,
  ]
    .filter(Boolean)
    .join(' ');
}

async function copyLinkOf(shareUrl: () => string) {
  try {
    await navigator.clipboard.writeText(shareUrl());
    toast({ title: 'Link copied', description: 'Anyone who opens it sees this calculation.' });
  } catch (error) {
    // A clipboard failure is only logged.
    console.warn('Copying the share link failed', error);
  }
}

/** What a new calculation came to: a result to show, or why none is shown. */
type NewResult =
  | { kind: 'result'; results: DcaResult[] }
  | { kind: 'unavailable'; currency: PriceCurrency }
  | { kind: 'failure'; message: string }
  | { kind: 'invalid'; errors: DcaFieldErrors[] };

/** Loads the chosen currency's history (from the cache when there) and calculates on it. */
async function calculateNew(
  load: (currency: PriceCurrency) => Promise<readonly PricePoint[]>,
  inputs: CalculatorInputs,
): Promise<NewResult> {
  let points;
  try {
    points = await load(inputs.currency);
  } catch (error) {
    if (isUnreachable(error)) return { kind: 'unavailable', currency: inputs.currency };
    return { kind: 'failure', message: calculatorFailureMessage(error) };
  }
  const next = plansOutcome(points, inputs);
  if (next.kind === 'result' || next.kind === 'invalid') return next;
  return { kind: 'failure', message: next.kind === 'failed' ? next.message : dcaMessages.noData };
}

export interface CalculatorState {
  opening: OpeningInputs;
  form: UseFormReturn<DcaFormValues, unknown, CalculatorInputs>;
  values: DcaFormValues;
  /** The errors shown on each plan's fields (plan 1 first). */
  fieldErrors: DcaFieldErrors[];
  dataRange: { first: string; last: string } | null;
  /** The inputs of the result on screen. */
  applied: CalculatorInputs;
  outcome: PlansOutcome;
  /** Every plan's result on screen (plan 1 first), and the one shown in detail. */
  results: DcaResult[];
  result: DcaResult | null;
  /** Which plan the detailed cards show (0-based). */
  detail: number;
  setDetail(plan: number): void;
  /** Adds a plan (up to three) or removes plan `index` (1 or 2: plan 1 stays). */
  addPlan(): void;
  removePlan(index: number): void;
  /** react-hook-form's keys of the fields of plans 2 and 3. */
  morePlanKeys: string[];
  series: readonly PricePoint[] | undefined;
  historyError: Error | null;
  /** No result for the inputs applied: their currency's history is not on this device and there is no connection. */
  appliedUnreachable: boolean;
  busy: boolean;
  /** A currency whose prices could not be loaded for a new calculation (offline, not on this device). */
  unavailable: PriceCurrency | null;
  actionFailure: string | null;
  actionNote: string;
  calculate(): void;
  exportCsv(): void;
  copyLink(): void;
  /** Shows the result in `currency` again (offline, after a currency this device does not hold). */
  showCurrency(currency: PriceCurrency): void;
  /** How the value chart is shown (log scale, bitcoin held): kept in the link, counts no use. */
  chartView: ChartView;
  setChartView(view: ChartView): void;
}

/** Clears the notes about the last Calculate when the inputs change; a custom period starts from the window shown. */
function useFormSideEffects(
  form: CalculatorState['form'],
  result: DcaResult | null,
  clear: (name: string | undefined) => void,
) {
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      clear(name);
      if (name !== 'timeframe') return;
      // Choosing a custom period starts from the window on screen, ready to adjust.
      if (values.timeframe === 'custom' && !values.startDate) form.setValue('startDate', result?.startDate ?? '');
      if (values.timeframe !== 'custom') form.setValue('startDate', '');
    });
    return () => subscription.unsubscribe();
  }, [form, result, clear]);
}

/**
 * The DCA calculator's state: the inputs being edited (a react-hook-form form read with the shared
 * schema), the inputs of the result on screen, and Calculate. The whole price history is fetched
 * once per currency and every calculation runs in the browser, offline too. It opens on a result
 * (the defaults, the learner's saved amount and currency, or a shared link's inputs), shown free.
 * Changing the inputs computes nothing by itself: Calculate asks for the new result, and that is
 * one use of the free allowance (docs/decisions/017-one-use-is-one-deliberate-new-result.md).
 * Until the new inputs are valid and calculated, the result on screen is the last good one.
 */
export function useCalculator(): CalculatorState {
  const search = useSearch();
  const { user } = useAuth();
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const { claimUse, remaining } = useFeatureGate();
  const [opening] = useState(() => openingInputs(search, user?.preferences));
  const [applied, setApplied] = useState<CalculatorInputs>(opening.inputs);
  const [calculated, setCalculated] = useState(false);
  const [chartView, setChartViewState] = useState<ChartView>(() => chartViewFromSearch(search));
  const [viewChanged, setViewChanged] = useState(false);
  const [unavailable, setUnavailable] = useState<PriceCurrency | null>(null);
  const [actionFailure, setActionFailure] = useState<string | null>(null);
  const form = useForm<DcaFormValues, unknown, CalculatorInputs>({
    defaultValues: toFormValues(opening.inputs),
    resolver: calculatorResolver,
  });

  // Plans 2 and 3 are set as a whole (useFieldArray would add its code to the sign-in page's
  // shared react-hook-form chunk, past that page's budget). Removing a plan remounts the groups,
  // so each field registers again under its new index.
  const [plansGeneration, setPlansGeneration] = useState(0);
  const [detail, setDetail] = useState(0);

  const history = usePriceHistory(applied.currency);
  const series = history.data?.data;
  const historyError = history.error;
  const outcome = useMemo(() => plansOutcome(series, applied, historyError), [series, applied, historyError]);
  const results = useMemo(() => (outcome.kind === 'result' ? outcome.results : []), [outcome]);
  const result = results[Math.min(detail, results.length - 1)] ?? null;

  const values = form.watch();
  const draft = formInputs(values);
  const changed = !sameInputs(draft, applied);
  // Typing stays responsive: the draft is checked at a lower priority than the inputs (and only
  // when a field changed: watch() gives a new object on every render).
  const deferredKey = useDeferredValue(JSON.stringify(values));
  const liveErrors = useMemo(() => draftErrors(series, formInputs(JSON.parse(deferredKey))), [series, deferredKey]);
  const appliedErrors = outcome.kind === 'invalid' ? outcome.errors : [];

  const { shareUrl } = useCalculatorUrl(applied, chartView, { write: calculated || viewChanged });
  const clear = useCallback((name: string | undefined) => {
    setActionFailure(null);
    if (name === 'currency') setUnavailable(null);
  }, []);
  useFormSideEffects(form, result, clear);

  const load = async (currency: PriceCurrency) =>
    (await queryClient.ensureQueryData(getPriceHistoryQueryOptions(currency))).data;

  const onValid = async (inputs: CalculatorInputs) => {
    setUnavailable(null);
    setActionFailure(null);
    if (sameInputs(inputs, applied)) {
      // The same inputs give the same result: refresh the prices, count nothing.
      if (online) void history.refetch();
      return;
    }
    const next = await calculateNew(load, inputs);
    if (next.kind === 'unavailable') return setUnavailable(next.currency);
    if (next.kind === 'failure') return setActionFailure(next.message);
    if (next.kind === 'invalid') {
      const name = firstErrorField(next.errors);
      return name ? form.setFocus(name) : undefined;
    }
    // The new result is shown only once the use is counted (or kept for later, offline): one use
    // however many plans it has.
    if (!(await claimUse())) return;
    setApplied(inputs);
    setDetail(0);
    setCalculated(true);
    const [first] = next.results;
    if (first) track('dca_calculation', { frequency: first.frequency, currency: first.currency });
  };

  return {
    opening,
    form,
    values,
    fieldErrors: changed ? liveErrors : appliedErrors,
    dataRange: rangeOf(series),
    applied,
    outcome,
    results,
    result,
    detail,
    setDetail,
    addPlan: () => {
      const current = form.getValues('morePlans');
      if (current.length < MAX_DCA_PLANS - 1) form.setValue('morePlans', [...current, newPlanFormValues()]);
    },
    removePlan: (index) => {
      form.setValue(
        'morePlans',
        form.getValues('morePlans').filter((_, at) => at !== index - 1),
      );
      setPlansGeneration((generation) => generation + 1);
    },
    morePlanKeys: values.morePlans.map((_, index) => `${plansGeneration}-${index}`),
    series,
    historyError,
    appliedUnreachable: outcome.kind === 'failed' && !series && isUnreachable(historyError),
    busy: form.formState.isSubmitting || history.isFetching,
    unavailable,
    actionFailure,
    actionNote: actionNoteFor(changed, remaining),
    calculate: () => {
      if (!form.formState.isSubmitting) void form.handleSubmit(onValid)();
    },
    exportCsv: () => results.length > 0 && downloadCsv(results),
    copyLink: () => void copyLinkOf(shareUrl),
    showCurrency: (currency) => {
      setApplied((current) => (current.currency === currency ? current : { ...current, currency }));
      form.setValue('currency', currency);
    },
    chartView,
    setChartView: (view) => {
      setChartViewState(view);
      setViewChanged(true);
    },
  };
}
