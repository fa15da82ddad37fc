import { Calculator, Download, Link2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { latestStartDate } from '@shared/domain/dca';
import { MAX_FEE_PERCENT } from '@shared/schemas/dca';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { DcaFormValues } from '../lib/calculator-form';
import { FREQUENCY_ADJECTIVE, FREQUENCY_ADVERB, FREQUENCY_OPTIONS, TIMEFRAME_OPTIONS } from '../lib/calculator-options';
import type { DcaFieldErrors } from '../lib/dca-outcome';

type DataRange = { first: string; last: string } | null;

interface DcaInputsFormProps {
  register: UseFormRegister<DcaFormValues>;
  /** The fields' current values (for the hints and the date limits). */
  values: DcaFormValues;
  errors: DcaFieldErrors;
  /** The browser could (not) read the amount: letters typed into the number field. */
  onAmountReadable(unreadable: boolean): void;
  /** First and last day of the stored series: the date fields offer only these days. */
  dataRange: DataRange;
  calculating: boolean;
  canExport: boolean;
  /** Said next to the Calculate button: whether the inputs changed, and the uses left. */
  actionNote: ReactNode;
  onCalculate(): void;
  onExport(): void;
  onCopyLink(): void;
}

type FieldsProps = Pick<DcaInputsFormProps, 'register' | 'values' | 'errors' | 'dataRange'>;

function StartDateField({ register, values, errors, dataRange }: FieldsProps) {
  // The last start that leaves two purchases before the end day.
  const endDay = values.endDate || dataRange?.last;
  const latestStart = endDay ? latestStartDate(endDay, values.frequency) : undefined;
  return (
    <FormField
      className="col-span-2 space-y-1.5 lg:col-span-1"
      label="Start date"
      error={errors.startDate}
      hint={
        dataRange
          ? `Prices are available from ${dataRange.first} to ${dataRange.last}. Two ${FREQUENCY_ADJECTIVE[values.frequency]} purchases at least: start on or before ${latestStart}.`
          : undefined
      }
    >
      <Input type="date" min={dataRange?.first} max={latestStart} {...register('startDate')} />
    </FormField>
  );
}

function EndDateField({ register, values, errors, dataRange }: FieldsProps) {
  return (
    <FormField
      className="col-span-2 space-y-1.5 lg:col-span-1"
      label="End date"
      error={errors.endDate}
      hint={
        dataRange ? `Optional; empty means the latest day, ${dataRange.last}.` : 'Optional; empty means the latest day.'
      }
    >
      <Input
        type="date"
        min={values.timeframe === 'custom' && values.startDate ? values.startDate : dataRange?.first}
        max={dataRange?.last}
        {...register('endDate')}
      />
    </FormField>
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

/**
 * The calculator's inputs (a react-hook-form form; the hook useCalculator owns it). Changing them
 * computes nothing by itself: Calculate (or Enter in a field) asks for the new result, which is
 * what counts as one use of the free allowance.
 */
export function DcaInputsForm(props: DcaInputsFormProps) {
  const { register, values, errors, onAmountReadable, onCalculate } = props;
  const formId = useId();
  const currencySymbol = values.currency === 'eur' ? '€' : '$';
  return (
    <Card>
      <CardContent className="space-y-4 pt-5 sm:pt-6">
        <form
          id={formId}
          // The fields' own messages say what is wrong; the browser's bubbles would stop Calculate.
          noValidate
          aria-label="DCA calculator inputs"
          className="grid grid-cols-2 gap-x-3 gap-y-4 lg:grid-cols-3"
          onSubmit={(event) => {
            event.preventDefault();
            onCalculate();
          }}
        >
          <FormField
            className="col-span-2 space-y-1.5 lg:col-span-1"
            label={`Investment Amount (${currencySymbol})`}
            error={errors.amount}
            hint={`Invested ${FREQUENCY_ADVERB[values.frequency]}; at least ${currencySymbol}1.`}
          >
            <Input
              type="number"
              inputMode="decimal"
              min={1}
              step="any"
              placeholder="500"
              {...register('amount', { onChange: (event) => onAmountReadable(event.target.validity.badInput) })}
            />
          </FormField>
          <FormField label="Frequency">
            <NativeSelect {...register('frequency')}>
              {FREQUENCY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Time Period">
            <NativeSelect {...register('timeframe')}>
              {TIMEFRAME_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {values.timeframe === 'custom' ? <StartDateField {...props} /> : null}
          <EndDateField {...props} />
          <FormField
            label="Exchange fee %"
            error={errors.feePercent}
            hint={`Optional, 0 to ${MAX_FEE_PERCENT}% per purchase`}
          >
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              max={MAX_FEE_PERCENT}
              step="0.1"
              placeholder="0"
              {...register('feePercent')}
            />
          </FormField>
          <FormField label="Currency">
            <NativeSelect {...register('currency')}>
              <option value="usd">USD ($)</option>
              <option value="eur">EUR (€)</option>
            </NativeSelect>
          </FormField>
        </form>
        <CalculatorActions formId={formId} {...props} />
      </CardContent>
    </Card>
  );
}
