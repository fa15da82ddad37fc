import { currencySymbol as currencySymbolOf } from '@shared/domain/format';
import {
  BASE_CURRENCY,
  currencyCodes,
  currencyNames,
  toCurrencyCode,
  type CurrencyCode,
} from '@shared/domain/fx-currencies';
import { Calculator, Download, Link2, Plus, X } from 'lucide-react';
import { Fragment, useId, useRef, type ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { latestStartDate } from '@shared/domain/dca';
import {
  MAX_DCA_PLANS,
  MAX_FEE_PERCENT,
  MAX_STEP_UP_PERCENT,
  type DcaPlanInput,
  type DcaPlansInput,
} from '@shared/schemas/dca';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { planFieldName, registerDay, registerNumber, type NumberField } from '../lib/calculator-form';
import { DEFAULT_PLAN } from '../lib/calculator-params';
import { FREQUENCY_ADJECTIVE, FREQUENCY_ADVERB, FREQUENCY_OPTIONS, TIMEFRAME_OPTIONS } from '../lib/calculator-options';

type DataRange = { first: string; last: string } | null;

interface DcaInputsFormProps {
  register: UseFormRegister<DcaPlansInput>;
  /** The fields' current values (for the hints and the date limits). */
  values: DcaPlansInput;
  /** The fields' errors (plans.1.amount is plan 2's amount). */
  errors: FieldErrors<DcaPlansInput>;
  /** First and last day of the stored series: the date fields offer only these days. */
  dataRange: DataRange;
  /** React's keys of the plans' field groups, plan 1 first. */
  planKeys: readonly string[];
  onAddPlan(): void;
  onRemovePlan(plan: number): void;
  calculating: boolean;
  canExport: boolean;
  /** Said next to the Calculate button: whether the inputs changed, and the uses left. */
  actionNote: ReactNode;
  onCalculate(): void;
  onExport(): void;
  onCopyLink(): void;
}

interface PlanFieldsProps {
  register: UseFormRegister<DcaPlansInput>;
  /** 0-based: plan 1 is 0. */
  plan: number;
  values: DcaPlanInput;
  errors: FieldErrors<DcaPlanInput> | undefined;
  dataRange: DataRange;
  currencySymbol: string;
}

const wide = 'col-span-2 space-y-1.5 lg:col-span-1';

function StartDateField({ register, plan, values, errors, dataRange }: PlanFieldsProps) {
  // The last start that leaves two purchases before the end day.
  const { frequency = DEFAULT_PLAN.frequency } = values;
  const endDay = values.endDate ?? dataRange?.last;
  const latestStart = endDay ? latestStartDate(endDay, frequency) : undefined;
  return (
    <FormField
      className={wide}
      label="Start date"
      error={errors?.startDate?.message}
      hint={
        dataRange
          ? `Prices are available from ${dataRange.first} to ${dataRange.last}. Two ${FREQUENCY_ADJECTIVE[frequency]} purchases at least: start on or before ${latestStart}.`
          : undefined
      }
    >
      <Input type="date" min={dataRange?.first} max={latestStart} {...registerDay(register, plan, 'startDate')} />
    </FormField>
  );
}

function EndDateField({ register, plan, values, errors, dataRange }: PlanFieldsProps) {
  return (
    <FormField
      className={wide}
      label="End date"
      error={errors?.endDate?.message}
      hint={
        dataRange ? `Optional; empty means the latest day, ${dataRange.last}.` : 'Optional; empty means the latest day.'
      }
    >
      <Input
        type="date"
        min={values.timeframe === 'custom' && values.startDate ? values.startDate : dataRange?.first}
        max={dataRange?.last}
        {...registerDay(register, plan, 'endDate')}
      />
    </FormField>
  );
}

interface NumberFieldProps {
  fields: PlanFieldsProps;
  name: NumberField;
  label: string;
  hint: string;
  className?: string;
  min?: number;
  max?: number;
  step?: string;
  placeholder?: string;
}

/** One of a plan's number fields, read by registerNumber; the optional ones are empty when none. */
function PlanNumberField({ fields, name, min = 0, step = 'any', placeholder = '0', ...field }: NumberFieldProps) {
  const input = useRef<HTMLInputElement | null>(null);
  return (
    <FormField className={field.className} label={field.label} error={fields.errors?.[name]?.message} hint={field.hint}>
      <Input
        type="number"
        inputMode="decimal"
        min={min}
        max={field.max}
        step={step}
        placeholder={placeholder}
        {...registerNumber(fields.register, fields.plan, name, input)}
      />
    </FormField>
  );
}

/** A plan's frequency or period: one of its options, always. */
function PlanSelect({
  fields,
  name,
  label,
  options,
}: {
  fields: PlanFieldsProps;
  name: 'frequency' | 'timeframe';
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <FormField label={label}>
      <NativeSelect {...fields.register(planFieldName(fields.plan, name))}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/** 'JPY (¥) · Japanese yen'; 'ZAR · South African rand' where the symbol is the code itself. */
export function currencyOptionLabel(code: CurrencyCode): string {
  const symbol = currencySymbolOf(code);
  return `${code}${symbol === code ? '' : ` (${symbol})`} · ${currencyNames[code]}`;
}

/** One plan's fields (the currency is the form's, for every plan). */
function PlanFields(props: PlanFieldsProps) {
  const { values, currencySymbol } = props;
  return (
    <>
      <PlanNumberField
        fields={props}
        name="amount"
        className={wide}
        label={`Investment Amount (${currencySymbol})`}
        hint={`Invested ${FREQUENCY_ADVERB[values.frequency ?? DEFAULT_PLAN.frequency]}; at least ${currencySymbol}1.`}
        min={1}
        placeholder="500"
      />
      <PlanSelect fields={props} name="frequency" label="Frequency" options={FREQUENCY_OPTIONS} />
      <PlanSelect fields={props} name="timeframe" label="Time Period" options={TIMEFRAME_OPTIONS} />
      {values.timeframe === 'custom' ? <StartDateField {...props} /> : null}
      <EndDateField {...props} />
      <PlanNumberField
        fields={props}
        name="feePercent"
        label="Exchange fee %"
        hint={`Optional, 0 to ${MAX_FEE_PERCENT}% per purchase`}
        max={MAX_FEE_PERCENT}
        step="0.1"
      />
      <PlanNumberField
        fields={props}
        name="stepUpPercent"
        label="Yearly step-up %"
        hint={`Optional, 0 to ${MAX_STEP_UP_PERCENT}%: the amount grows by this much on each anniversary of the start.`}
        max={MAX_STEP_UP_PERCENT}
      />
      <PlanNumberField
        fields={props}
        name="startingBtc"
        label="Starting stack (BTC)"
        hint="Optional: bitcoin already held on the start day."
      />
      <PlanNumberField
        fields={props}
        name="startingCost"
        className={wide}
        label={`What the stack cost (${currencySymbol})`}
        hint="Optional: counted as money put in on the start day."
      />
    </>
  );
}

function CalculatorActions({
  formId,
  calculating,
  canExport,
  actionNote,
  onExport,
  onCopyLink,
}: Pick<DcaInputsFormProps, 'calculating' | 'canExport' | 'actionNote' | 'onExport' | 'onCopyLink'> & {
  formId: string;
}) {
  return (
    <>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center">
        {/* The form's submit button (outside it): Enter in any field is the same as Calculate. */}
        <Button
          type="submit"
          form={formId}
          className="col-span-2"
          disabled={calculating}
          aria-describedby="dca-calculate-note"
        >
          <Calculator aria-hidden="true" />
          {calculating ? 'Calculating...' : 'Calculate'}
        </Button>
        <Button variant="outline" onClick={onExport} disabled={!canExport}>
          <Download aria-hidden="true" /> Export CSV
        </Button>
        <Button variant="outline" onClick={onCopyLink}>
          <Link2 aria-hidden="true" /> Copy link
        </Button>
      </div>
      <p id="dca-calculate-note" className="text-sm text-muted-foreground" data-testid="calculate-note">
        {actionNote}
      </p>
    </>
  );
}

const planGrid = 'grid grid-cols-2 gap-x-3 gap-y-4 lg:grid-cols-3';

/**
 * The calculator's inputs (a react-hook-form form; the hook useCalculator owns it): plan 1's fields,
 * then plans 2 and 3 when added, each in a group named after it, and the one currency. Changing
 * them computes nothing by itself: Calculate (or Enter in a field) asks for the new result of every
 * plan, which is what counts as one use of the free allowance.
 */
export function DcaInputsForm(props: DcaInputsFormProps) {
  const { register, values, errors, dataRange, onCalculate, planKeys } = props;
  const formId = useId();
  const currencyCode = toCurrencyCode(values.currency ?? BASE_CURRENCY) ?? BASE_CURRENCY;
  const currencySymbol = currencySymbolOf(currencyCode);
  const several = planKeys.length > 1;
  const shared = { register, dataRange, currencySymbol };
  return (
    <Card>
      <CardContent className="space-y-4 pt-5 sm:pt-6">
        <form
          id={formId}
          // The fields' own messages say what is wrong; the browser's bubbles would stop Calculate.
          noValidate
          aria-label="DCA calculator inputs"
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            onCalculate();
          }}
        >
          {planKeys.map((key, plan) => {
            const planValues = values.plans[plan];
            if (!planValues) return null;
            const fields = (
              <div className={planGrid}>
                <PlanFields {...shared} plan={plan} values={planValues} errors={errors.plans?.[plan]} />
              </div>
            );
            if (!several) return <Fragment key={key}>{fields}</Fragment>;
            return (
              <fieldset key={key} className="space-y-3 rounded-xl border p-3 sm:p-4" data-testid={`plan-${plan + 1}`}>
                <legend className="px-1 font-semibold">Plan {plan + 1}</legend>
                {plan > 0 ? (
                  <div className="flex justify-end">
                    <Button type="button" variant="ghost" size="sm" onClick={() => props.onRemovePlan(plan)}>
                      <X aria-hidden="true" /> Remove plan {plan + 1}
                    </Button>
                  </div>
                ) : null}
                {fields}
              </fieldset>
            );
          })}
          <div className="grid grid-cols-2 items-end gap-x-3 gap-y-4 lg:grid-cols-3">
            {/* The whole row on a phone, so the chosen currency reads whole at 390 px (issue 46). */}
            <FormField
              label="Currency"
              hint={several ? 'One currency for every plan.' : undefined}
              className="col-span-2 space-y-1.5 lg:col-span-1"
            >
              <NativeSelect {...register('currency')} data-testid="calculator-currency">
                {currencyCodes.map((code) => (
                  <option key={code} value={code.toLowerCase()}>
                    {currencyOptionLabel(code)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            {currencyCode !== BASE_CURRENCY && dataRange ? (
              <p
                className="col-span-2 text-xs text-muted-foreground lg:col-span-3"
                data-testid="currency-countable-note"
              >
                Prices in {currencyCode} are US dollar closes × the ECB reference rate of the day (the latest on or
                before it, at most 4 days old). Those rates run to {dataRange.last}, so the calculator counts in{' '}
                {currencyCode} up to {dataRange.last}.
              </p>
            ) : null}
            <Button
              type="button"
              variant="outline"
              onClick={props.onAddPlan}
              disabled={planKeys.length >= MAX_DCA_PLANS}
              aria-describedby={`${formId}-plans-note`}
            >
              <Plus aria-hidden="true" /> Add a plan
            </Button>
            <p id={`${formId}-plans-note`} className="col-span-2 text-xs text-muted-foreground lg:col-span-1">
              Up to {MAX_DCA_PLANS} plans on one chart; one Calculate counts as one use however many plans.
            </p>
          </div>
        </form>
        <CalculatorActions formId={formId} {...props} />
      </CardContent>
    </Card>
  );
}
