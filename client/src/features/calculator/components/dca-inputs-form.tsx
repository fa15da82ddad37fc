import { currencySymbol as currencySymbolOf, formatMoney } from '@shared/domain/format';
import { intlLocales, type Language } from '@shared/i18n/languages';
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
import { useLanguage, useT } from '@/i18n/i18n';
import { planFieldName, registerDay, registerNumber, type NumberField } from '../lib/calculator-form';
import { DEFAULT_PLAN } from '../lib/calculator-params';
import { frequencyAdverb, frequencyOptions, timeframeOptions } from '../lib/calculator-options';
import { fieldMessage } from '../lib/field-messages';

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
  /** The form's currency, for the amounts its hints name. */
  currencyCode: CurrencyCode;
  language: Language;
}

const wide = 'col-span-2 space-y-1.5 lg:col-span-1';

function StartDateField({ register, plan, values, errors, dataRange }: PlanFieldsProps) {
  const t = useT();
  // The last start that leaves two purchases before the end day.
  const { frequency = DEFAULT_PLAN.frequency } = values;
  const endDay = values.endDate ?? dataRange?.last;
  const latestStart = endDay ? latestStartDate(endDay, frequency) : undefined;
  return (
    <FormField
      className={wide}
      label={t('calculator.form.startDate')}
      error={fieldMessage(errors?.startDate?.message)}
      hint={
        dataRange && latestStart
          ? t('calculator.form.startDateHint', {
              first: dataRange.first,
              last: dataRange.last,
              frequency,
              latest: latestStart,
            })
          : undefined
      }
    >
      <Input type="date" min={dataRange?.first} max={latestStart} {...registerDay(register, plan, 'startDate')} />
    </FormField>
  );
}

function EndDateField({ register, plan, values, errors, dataRange }: PlanFieldsProps) {
  const t = useT();
  return (
    <FormField
      className={wide}
      label={t('calculator.form.endDate')}
      error={fieldMessage(errors?.endDate?.message)}
      hint={
        dataRange ? t('calculator.form.endDateHintDay', { last: dataRange.last }) : t('calculator.form.endDateHint')
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
    <FormField
      className={field.className}
      label={field.label}
      error={fieldMessage(fields.errors?.[name]?.message)}
      hint={field.hint}
    >
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

const currencyNamesIn = new Map<Language, Intl.DisplayNames>();

/** The shared list's name in English; in another language, the name Intl gives it ('yen japonés'). */
function currencyName(code: CurrencyCode, language: Language): string {
  if (language === 'en') return currencyNames[code];
  let names = currencyNamesIn.get(language);
  if (!names) {
    names = new Intl.DisplayNames([intlLocales[language]], { type: 'currency' });
    currencyNamesIn.set(language, names);
  }
  return names.of(code) ?? currencyNames[code];
}

/** 'JPY (¥) · Japanese yen'; 'ZAR · South African rand' where the symbol is the code itself. */
export function currencyOptionLabel(code: CurrencyCode, language: Language = 'en'): string {
  const symbol = currencySymbolOf(code);
  return `${code}${symbol === code ? '' : ` (${symbol})`} · ${currencyName(code, language)}`;
}

/** One plan's fields (the currency is the form's, for every plan). */
function PlanFields(props: PlanFieldsProps) {
  const { values, currencySymbol, currencyCode, language } = props;
  const t = useT();
  const minimum = formatMoney(1, currencyCode, intlLocales[language]).replace(/[.,]0+$/, '');
  return (
    <>
      <PlanNumberField
        fields={props}
        name="amount"
        className={wide}
        label={t('calculator.form.amount', { symbol: currencySymbol })}
        hint={t('calculator.form.amountHint', {
          every: frequencyAdverb(values.frequency ?? DEFAULT_PLAN.frequency),
          minimum,
        })}
        min={1}
        placeholder="500"
      />
      <PlanSelect fields={props} name="frequency" label={t('calculator.form.frequency')} options={frequencyOptions()} />
      <PlanSelect fields={props} name="timeframe" label={t('calculator.form.timeframe')} options={timeframeOptions()} />
      {values.timeframe === 'custom' ? <StartDateField {...props} /> : null}
      <EndDateField {...props} />
      <PlanNumberField
        fields={props}
        name="feePercent"
        label={t('calculator.form.fee')}
        hint={t('calculator.form.feeHint', { max: MAX_FEE_PERCENT })}
        max={MAX_FEE_PERCENT}
        step="0.1"
      />
      <PlanNumberField
        fields={props}
        name="stepUpPercent"
        label={t('calculator.form.stepUp')}
        hint={t('calculator.form.stepUpHint', { max: MAX_STEP_UP_PERCENT })}
        max={MAX_STEP_UP_PERCENT}
      />
      <PlanNumberField
        fields={props}
        name="startingBtc"
        label={t('calculator.form.startingBtc')}
        hint={t('calculator.form.startingBtcHint')}
      />
      <PlanNumberField
        fields={props}
        name="startingCost"
        className={wide}
        label={t('calculator.form.startingCost', { symbol: currencySymbol })}
        hint={t('calculator.form.startingCostHint')}
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
  const t = useT();
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
          {calculating ? t('calculator.form.calculating') : t('calculator.form.calculate')}
        </Button>
        <Button variant="outline" onClick={onExport} disabled={!canExport}>
          <Download aria-hidden="true" /> {t('calculator.form.export')}
        </Button>
        <Button variant="outline" onClick={onCopyLink}>
          <Link2 aria-hidden="true" /> {t('calculator.form.copyLink')}
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
  const t = useT();
  const language = useLanguage();
  const currencyCode = toCurrencyCode(values.currency ?? BASE_CURRENCY) ?? BASE_CURRENCY;
  const currencySymbol = currencySymbolOf(currencyCode, intlLocales[language]);
  const several = planKeys.length > 1;
  const shared = { register, dataRange, currencySymbol, currencyCode, language };
  return (
    <Card>
      <CardContent className="space-y-4 pt-5 sm:pt-6">
        <form
          id={formId}
          // The fields' own messages say what is wrong; the browser's bubbles would stop Calculate.
          noValidate
          aria-label={t('calculator.form.label')}
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
                <legend className="px-1 font-semibold">{t('calculator.form.plan', { plan: plan + 1 })}</legend>
                {plan > 0 ? (
                  <div className="flex justify-end">
                    <Button type="button" variant="ghost" size="sm" onClick={() => props.onRemovePlan(plan)}>
                      <X aria-hidden="true" /> {t('calculator.form.removePlan', { plan: plan + 1 })}
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
              label={t('calculator.form.currency')}
              hint={several ? t('calculator.form.currencyHint') : undefined}
              className="col-span-2 space-y-1.5 lg:col-span-1"
            >
              <NativeSelect {...register('currency')} data-testid="calculator-currency">
                {currencyCodes.map((code) => (
                  <option key={code} value={code.toLowerCase()}>
                    {currencyOptionLabel(code, language)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            {currencyCode !== BASE_CURRENCY && dataRange ? (
              <p
                className="col-span-2 text-xs text-muted-foreground lg:col-span-3"
                data-testid="currency-countable-note"
              >
                {t('calculator.form.currencyNote', {
                  code: currencyCode,
                  last: dataRange.last,
                })}
              </p>
            ) : null}
            <Button
              type="button"
              variant="outline"
              onClick={props.onAddPlan}
              disabled={planKeys.length >= MAX_DCA_PLANS}
              aria-describedby={`${formId}-plans-note`}
            >
              <Plus aria-hidden="true" /> {t('calculator.form.addPlan')}
            </Button>
            <p id={`${formId}-plans-note`} className="col-span-2 text-xs text-muted-foreground lg:col-span-1">
              {t('calculator.form.plansNote', { max: MAX_DCA_PLANS })}
            </p>
          </div>
        </form>
        <CalculatorActions formId={formId} {...props} />
      </CardContent>
    </Card>
  );
}
