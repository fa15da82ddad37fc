import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useSearch } from 'wouter';
import {
  MAX_DCA_PLANS,
  type DcaPlanInput,
  type DcaPlansInput,
  type DcaPlansRequest,
  type DcaResult,
} from '@shared/schemas/dca';
import type { PricePoint, PriceCurrency } from '@shared/schemas/price';
import { useFeatureGate, usesLeftText } from '@/entities/plan/components/feature-gate';
import { toast } from '@/components/ui/use-toast';
import { pageLanguage, translate } from '@/i18n/i18n';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { track } from '@/lib/analytics';
import { useAuth } from '@/lib/auth';
import { getPriceHistoryQueryOptions, HISTORY_UNREACHABLE_MESSAGE, usePriceHistory } from '../api/get-price-history';
import { calculatorResolver, planFieldName } from '../lib/calculator-form';
import {
  chartViewFromSearch,
  DEFAULT_PLAN,
  openingPlans,
  samePlans,
  type ChartView,
  type LinkPlans,
  type OpeningPlans,
} from '../lib/calculator-params';
import {
  calculatePlans,
  calculatorFailureMessage,
  plansOutcome,
  type PlanDateIssue,
  type PlansOutcome,
} from '../lib/dca-outcome';
import { downloadCsv } from '../lib/download-csv';
import { useCalculatorUrl } from './use-calculator-url';

/** Whether loading a history failed for want of a connection (not on this device, none to load it). */
function isUnreachable(error: unknown): boolean {
  return !navigator.onLine || (error instanceof Error && error.message === HISTORY_UNREACHABLE_MESSAGE);
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
    translate(changed ? 'calculator.note.changed' : 'calculator.note.shown'),
    usesLeft ? translate('calculator.note.usesLeft', { usesLeft }) : null,
  ]
    .filter(Boolean)
    .join(' ');
}

async function copyLinkOf(shareUrl: () => string) {
  try {
    await navigator.clipboard.writeText(shareUrl());
    toast({ title: translate('calculator.toast.copied'), description: translate('calculator.toast.copiedText') });
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
  | { kind: 'invalid'; issue: PlanDateIssue };

/** Loads the plans' currency's history (from the cache when there) and calculates on it. */
async function calculateNew(
  load: (currency: PriceCurrency) => Promise<readonly PricePoint[]>,
  request: DcaPlansRequest,
): Promise<NewResult> {
  let points;
  try {
    points = await load(request.currency);
  } catch (error) {
    if (isUnreachable(error)) return { kind: 'unavailable', currency: request.currency };
    return { kind: 'failure', message: calculatorFailureMessage(error) };
  }
  const next = calculatePlans(points, request);
  return next.kind === 'failed' ? { kind: 'failure', message: next.message } : next;
}

export interface CalculatorState {
  opening: OpeningPlans;
  form: UseFormReturn<DcaPlansInput, unknown, DcaPlansRequest>;
  values: DcaPlansInput;
  dataRange: { first: string; last: string } | null;
  /** The plans of the result on screen. */
  applied: LinkPlans;
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
  /** React's keys of the plans' field groups (plan 1's never changes). */
  planKeys: string[];
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

/** plans.1.timeframe: plan 1's period field. */
const TIMEFRAME_FIELD = /^plans\.(\d+)\.timeframe$/;

/**
 * On every change: the fields are checked again, all of them (an error may depend on another field,
 * such as a stack's cost on the stack), and the notes about the last Calculate are cleared. A custom
 * period starts from the window shown.
 */
function useFormSideEffects(
  form: CalculatorState['form'],
  result: DcaResult | null,
  clear: (name: string | undefined) => void,
) {
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      void form.trigger();
      clear(name);
      const plan = Number(TIMEFRAME_FIELD.exec(name ?? '')?.[1] ?? Number.NaN);
      const fields = values.plans?.[plan];
      if (!fields) return;
      // Choosing a custom period starts from the window on screen, ready to adjust.
      if (fields.timeframe === 'custom' && !fields.startDate) {
        form.setValue(planFieldName(plan, 'startDate'), result?.startDate);
      }
      if (fields.timeframe !== 'custom') form.setValue(planFieldName(plan, 'startDate'), undefined);
    });
    return () => subscription.unsubscribe();
  }, [form, result, clear]);
}

/**
 * The calculator's form (react-hook-form with the shared schema's resolver), opened on `opening`;
 * its fields are checked once opened and again when a price history arrives (the dates then).
 */
function useCalculatorForm(opening: OpeningPlans, series: readonly PricePoint[] | undefined) {
  const queryClient = useQueryClient();
  const [resolver] = useState(() =>
    calculatorResolver((currency) => queryClient.getQueryData(getPriceHistoryQueryOptions(currency).queryKey)?.data),
  );
  const form = useForm<DcaPlansInput, unknown, DcaPlansRequest>({
    defaultValues: opening.plans,
    resolver,
    // Every change checks every field (useFormSideEffects), not only the one changed.
    reValidateMode: 'onSubmit',
  });
  useEffect(() => {
    void form.trigger();
  }, [form, series]);
  return form;
}

/**
 * The DCA calculator's state: the plans being edited (a react-hook-form form read and checked with
 * the shared schema), the plans of the result on screen, and Calculate. The whole price history is
 * fetched once per currency and every calculation runs in the browser, offline too, with the shared
 * calculateDcaPlans. It opens on a result (the defaults, the learner's saved amount and currency,
 * or a shared link's plans), shown free. Changing the inputs computes nothing by itself: Calculate
 * asks for the new result, and that is one use of the free allowance
 * (docs/decisions/017-one-use-is-one-deliberate-new-result.md). Until the new plans are valid and
 * calculated, the result on screen is the last good one.
 */
export function useCalculator(): CalculatorState {
  const search = useSearch();
  const { user } = useAuth();
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const { claimUse, remaining } = useFeatureGate();
  const [opening] = useState(() => openingPlans(search, user?.preferences));
  const [applied, setApplied] = useState<LinkPlans>(opening.plans);
  const [calculated, setCalculated] = useState(false);
  const [chartView, setChartViewState] = useState<ChartView>(() => chartViewFromSearch(search));
  const [viewChanged, setViewChanged] = useState(false);
  const [unavailable, setUnavailable] = useState<PriceCurrency | null>(null);
  const [actionFailure, setActionFailure] = useState<string | null>(null);

  // Plans are set as a whole (useFieldArray would add its code to the sign-in page's shared
  // react-hook-form chunk, past that page's budget). Removing a plan remounts the groups after
  // plan 1, so each field registers again under its new index.
  const [plansGeneration, setPlansGeneration] = useState(0);
  const [detail, setDetail] = useState(0);

  const history = usePriceHistory(applied.currency);
  const series = history.data?.data;
  const historyError = history.error;
  const outcome = useMemo(() => plansOutcome(series, applied, historyError), [series, applied, historyError]);
  const results = useMemo(() => (outcome.kind === 'result' ? outcome.results : []), [outcome]);
  const result = results[Math.min(detail, results.length - 1)] ?? null;

  const form = useCalculatorForm(opening, series);
  const values = form.watch();
  /**
   * Plans added or removed are set as the form's new starting values, so a field registered again
   * under its new index never takes back the value an opening link gave that index.
   */
  const setPlans = (plans: DcaPlanInput[]) => {
    form.reset({ ...form.getValues(), plans }, { keepErrors: true, keepIsSubmitted: true, keepSubmitCount: true });
    void form.trigger();
  };
  const changed = !samePlans(values, applied);

  const { shareUrl } = useCalculatorUrl(applied, chartView, { write: calculated || viewChanged });
  const clear = useCallback((name: string | undefined) => {
    setActionFailure(null);
    if (name === 'currency') setUnavailable(null);
  }, []);
  useFormSideEffects(form, result, clear);

  const load = async (currency: PriceCurrency) =>
    (await queryClient.ensureQueryData(getPriceHistoryQueryOptions(currency))).data;

  const onValid = async (request: DcaPlansRequest) => {
    setUnavailable(null);
    setActionFailure(null);
    if (samePlans(request, applied)) {
      // The same plans give the same result: refresh the prices, count nothing.
      if (online) void history.refetch();
      return;
    }
    const next = await calculateNew(load, request);
    if (next.kind === 'unavailable') return setUnavailable(next.currency);
    if (next.kind === 'failure') return setActionFailure(next.message);
    if (next.kind === 'invalid') {
      const [, plan, field] = next.issue.path;
      return form.setError(planFieldName(plan, field), { message: next.issue.message }, { shouldFocus: true });
    }
    // The new result is shown only once the use is counted (or kept for later, offline): one use
    // however many plans it has.
    if (!(await claimUse())) return;
    setApplied(request);
    setDetail(0);
    setCalculated(true);
    const [first] = next.results;
    if (first) track('dca_calculation', { frequency: first.frequency, currency: first.currency });
  };

  return {
    opening,
    form,
    values,
    dataRange: rangeOf(series),
    applied,
    outcome,
    results,
    result,
    detail,
    setDetail,
    addPlan: () => {
      const current = form.getValues('plans');
      if (current.length < MAX_DCA_PLANS) setPlans([...current, DEFAULT_PLAN]);
    },
    removePlan: (index) => {
      setPlans(form.getValues('plans').filter((_, at) => at !== index));
      setPlansGeneration((generation) => generation + 1);
    },
    planKeys: values.plans.map((_, index) => (index === 0 ? 'plan-1' : `${plansGeneration}-${index}`)),
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
    exportCsv: () => {
      if (results.length > 0) void downloadCsv(results, pageLanguage());
    },
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
