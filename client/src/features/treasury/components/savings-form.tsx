import type { CurrencyCode } from '@shared/domain/fx-currencies';
import { zodResolver } from '@hookform/resolvers/zod';
import { PiggyBank } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { formatMoney } from '@shared/domain/format';
import {
  TREASURY_FIRST_MONTH,
  isTrackedMonth,
  latestTrackedMonth,
  monthOf,
  savingsFormSchema,
  treasuryMessages,
  type SavingsFormInput,
  type SavingsInput,
} from '@shared/schemas/treasury';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { monthLabel, treasuryFieldMessage } from '../lib/treasury-text';
import { useLanguage, useT } from '@/i18n/i18n';
import { intlLocales } from '@shared/i18n/languages';

interface SavingsFormProps {
  currency: CurrencyCode;
  onAdd(input: SavingsInput): void;
  now?: () => Date;
}

/**
 * Step 2: a month (a month picker, January 2009 to this month) and an amount, checked with the
 * shared schema; a field's error shows on that field. On success a 'Savings Added!' toast and the
 * amount clears (the month stays, for the next entry of the same month).
 */
export function SavingsForm({ currency, onAdd, now = () => new Date() }: SavingsFormProps) {
  const form = useForm<SavingsFormInput, unknown, SavingsInput>({
    resolver: zodResolver(
      savingsFormSchema.refine((values) => isTrackedMonth(values.month, now()), {
        message: treasuryMessages.monthRange,
        path: ['month'],
      }),
    ),
    defaultValues: { month: monthOf(now()), amount: '' },
  });
  const { errors } = form.formState;
  const t = useT();
  const language = useLanguage();

  const submit = form.handleSubmit((values) => {
    onAdd(values);
    toast({
      variant: 'success',
      title: t('treasury.toast.added'),
      description: t('treasury.toast.addedText', {
        amount: formatMoney(values.amount, currency, intlLocales[language]),
        month: monthLabel(values.month, language),
      }),
    });
    form.reset({ month: values.month, amount: '' });
  });

  return (
    <Card>
      <CardHeader>
        <p className="text-xs font-semibold uppercase tracking-wide text-primary">{t('treasury.step', { n: 2 })}</p>
        <CardTitle className="flex items-center gap-2">
          <PiggyBank className="size-5 text-primary" aria-hidden="true" />
          {t('treasury.form.title')}
        </CardTitle>
        <CardDescription>{t('treasury.form.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={submit}
          noValidate
          aria-label={t('treasury.form.label')}
          className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        >
          <FormField label={t('treasury.form.month')} error={treasuryFieldMessage(errors.month?.message)}>
            <Input
              type="month"
              min={TREASURY_FIRST_MONTH}
              max={latestTrackedMonth(now())}
              {...form.register('month')}
            />
          </FormField>
          <FormField
            label={t('treasury.form.amount', { currency })}
            error={treasuryFieldMessage(errors.amount?.message)}
          >
            <Input
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              placeholder={t('treasury.form.placeholder')}
              {...form.register('amount')}
            />
          </FormField>
          <Button type="submit" className="sm:mt-6">
            {t('treasury.form.add')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
