import type { CurrencyCode } from '@shared/domain/fx-currencies';
import { zodResolver } from '@hookform/resolvers/zod';
import { Target } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { treasuryPresets } from '@shared/domain/treasury';
import { useLanguage, useT } from '@/i18n/i18n';
import { intlLocales } from '@shared/i18n/languages';
import { Trans } from '@/i18n/trans';
import { presetsNote as presetsNoteOf, treasuryFieldMessage } from '../lib/treasury-text';
import { formatMoney } from '@shared/domain/format';
import {
  LAST_TARGET_DATE,
  TREASURY_FIRST_DAY,
  customGoalFormSchema,
  targetDateFormSchema,
  type CustomGoalFormInput,
  type Goal,
  type TargetDateFormInput,
} from '@shared/schemas/treasury';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { BitcoinEquivalent, type TreasuryPrice } from './bitcoin-equivalent';

interface GoalStepProps {
  targetAmount: number;
  targetDate: string | null;
  currency: CurrencyCode;
  price: TreasuryPrice | null;
  onChange(goal: Goal): void;
}

const isPreset = (amount: number, currency: CurrencyCode) => treasuryPresets(currency).includes(amount);

/** The custom amount: its own form, checked with the shared schema, its error on the field. */
function CustomGoalForm({
  targetAmount,
  currency,
  onSave,
}: {
  targetAmount: number;
  currency: CurrencyCode;
  onSave(amount: number): void;
}) {
  const t = useT();
  const form = useForm<CustomGoalFormInput, unknown, { targetAmount: number }>({
    resolver: zodResolver(customGoalFormSchema),
    defaultValues: { targetAmount: isPreset(targetAmount, currency) ? '' : String(targetAmount) },
  });
  return (
    <form
      onSubmit={form.handleSubmit((values) => onSave(values.targetAmount))}
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
      noValidate
    >
      <FormField
        label={t('treasury.goal.customAmount', { currency })}
        error={treasuryFieldMessage(form.formState.errors.targetAmount?.message)}
        className="flex-1 space-y-1.5"
      >
        <Input type="number" inputMode="decimal" min="1" step="0.01" {...form.register('targetAmount')} />
      </FormField>
      <Button type="submit" className="sm:mt-6">
        {t('treasury.goal.set')}
      </Button>
    </form>
  );
}

/** The optional target date: saved as soon as it is a valid date (or cleared). */
function TargetDateField({ targetDate, onSave }: { targetDate: string | null; onSave(date: string | null): void }) {
  const t = useT();
  const form = useForm<TargetDateFormInput, unknown, { targetDate: string | null }>({
    resolver: zodResolver(targetDateFormSchema),
    defaultValues: { targetDate: targetDate ?? '' },
  });
  const save = form.handleSubmit((values) => onSave(values.targetDate));
  return (
    <form onSubmit={save} noValidate>
      <FormField
        label={t('treasury.goal.date')}
        error={treasuryFieldMessage(form.formState.errors.targetDate?.message)}
        hint={t('treasury.goal.dateHint')}
      >
        <Input
          type="date"
          min={TREASURY_FIRST_DAY}
          max={LAST_TARGET_DATE}
          className="sm:max-w-xs"
          {...form.register('targetDate', { onChange: () => void save() })}
        />
      </FormField>
    </form>
  );
}

/** Step 1: a preset goal or a custom amount, and an optional date to reach it by. */
export function GoalStep({ targetAmount, targetDate, currency, price, onChange }: GoalStepProps) {
  const [customChosen, setCustomChosen] = useState(false);
  const showCustom = customChosen || !isPreset(targetAmount, currency);
  const t = useT();
  const language = useLanguage();
  const locale = intlLocales[language];
  const presetsNote = presetsNoteOf(currency, language);

  return (
    <Card>
      <CardHeader>
        <p className="text-xs font-semibold uppercase tracking-wide text-primary">{t('treasury.step', { n: 1 })}</p>
        <CardTitle className="flex items-center gap-2">
          <Target className="size-5 text-primary" aria-hidden="true" />
          {t('treasury.goal.title')}
        </CardTitle>
        <CardDescription>{t('treasury.goal.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div role="group" aria-label={t('treasury.goal.group')} className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {treasuryPresets(currency).map((amount) => (
            <Button
              key={amount}
              variant={!showCustom && targetAmount === amount ? 'default' : 'outline'}
              aria-pressed={!showCustom && targetAmount === amount}
              onClick={() => {
                setCustomChosen(false);
                onChange({ targetAmount: amount, targetDate });
              }}
            >
              {formatMoney(amount, currency, locale).replace(/[.,]00$/, '')}
            </Button>
          ))}
          <Button
            variant={showCustom ? 'default' : 'outline'}
            aria-pressed={showCustom}
            className="col-span-2 sm:col-span-1"
            onClick={() => setCustomChosen(true)}
          >
            {t('treasury.goal.custom')}
          </Button>
        </div>

        {presetsNote ? (
          <p className="text-xs text-muted-foreground" data-testid="treasury-presets-note">
            {presetsNote}
          </p>
        ) : null}

        {showCustom ? (
          <CustomGoalForm
            targetAmount={targetAmount}
            currency={currency}
            onSave={(amount) => onChange({ targetAmount: amount, targetDate })}
          />
        ) : null}

        <TargetDateField targetDate={targetDate} onSave={(date) => onChange({ targetAmount, targetDate: date })} />

        <p className="text-sm" data-testid="treasury-goal">
          <Trans
            id="treasury.goal.yours"
            values={{ amount: formatMoney(targetAmount, currency, locale) }}
            components={{ 0: <strong /> }}
          />{' '}
          <BitcoinEquivalent amount={targetAmount} price={price} className="block sm:inline" />
        </p>
      </CardContent>
    </Card>
  );
}
