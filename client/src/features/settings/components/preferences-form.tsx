import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { preferencesSchema } from '@shared/schemas/auth';
import type { PublicUser } from '@shared/schemas/user';
import { currencyNames, type CurrencyCode } from '@shared/domain/fx-currencies';
import { intlLocales, type Language } from '@shared/i18n/languages';
import { experienceLevels, riskTolerances, usableCurrencies } from '@shared/schemas/user-options';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { useLanguage, useT } from '@/i18n/i18n';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useUpdatePreferences } from '../api/update-preferences';
import { errorText } from '../lib/error-text';

type FormInput = z.input<typeof preferencesSchema>;

function valuesOf(user: PublicUser): FormInput {
  return { experienceLevel: user.experienceLevel, ...user.preferences };
}

/** A currency's name: Arkad's own in English ('US dollar'), Intl's in another language ('dólar estadounidense'). */
function currencyNamer(language: Language): (code: CurrencyCode) => string {
  if (language === 'en') return (code) => currencyNames[code];
  const names = new Intl.DisplayNames([intlLocales[language]], { type: 'currency' });
  return (code) => names.of(code) ?? currencyNames[code];
}

const preferencesResolver = lazyZodResolver(() => import('@shared/schemas/auth').then((m) => m.preferencesSchema));

export function PreferencesForm({ user }: { user: PublicUser }) {
  const update = useUpdatePreferences();
  const t = useT();
  const currencyName = currencyNamer(useLanguage());
  const form = useForm<FormInput, unknown, z.output<typeof preferencesSchema>>({
    resolver: preferencesResolver,
    defaultValues: valuesOf(user),
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { user: saved } = await update.mutateAsync({
        experienceLevel: values.experienceLevel,
        defaultCurrency: values.defaultCurrency,
        defaultDCAAmount: values.defaultDCAAmount,
        riskTolerance: values.riskTolerance,
      });
      form.reset(valuesOf(saved));
      toast({ title: t('settings.preferences.saved') });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, [
        'experienceLevel',
        'defaultCurrency',
        'defaultDCAAmount',
        'riskTolerance',
      ]);
      toast({
        variant: 'destructive',
        title: t('settings.preferences.failed'),
        description: errorText(error, t('settings.tryAgain')),
      });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.preferences.title')}</CardTitle>
        <CardDescription>{t('settings.preferences.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          onFocus={preferencesResolver.preload}
          noValidate
          className="space-y-4"
          aria-label={t('settings.preferences.title')}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('settings.preferences.experienceLevel')} error={errors.experienceLevel?.message}>
              <NativeSelect {...form.register('experienceLevel')}>
                {experienceLevels.map((level) => (
                  <option key={level} value={level}>
                    {t(`level.${level}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label={t('settings.preferences.riskTolerance')} error={errors.riskTolerance?.message}>
              <NativeSelect {...form.register('riskTolerance')}>
                {riskTolerances.map((risk) => (
                  <option key={risk} value={risk}>
                    {t(`risk.${risk}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField
              label={t('settings.preferences.currency')}
              error={errors.defaultCurrency?.message}
              hint={t('settings.preferences.currencyHint')}
            >
              <NativeSelect {...form.register('defaultCurrency')}>
                {usableCurrencies.map((currency) => (
                  <option key={currency} value={currency}>
                    {t('settings.preferences.currencyOption', { name: currencyName(currency), code: currency })}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField
              label={t('settings.preferences.dcaAmount')}
              error={errors.defaultDCAAmount?.message}
              hint={t('settings.preferences.dcaAmountHint')}
            >
              <Input
                type="number"
                inputMode="decimal"
                min={1}
                step="0.01"
                {...form.register('defaultDCAAmount', { valueAsNumber: true })}
              />
            </FormField>
          </div>
          <Button type="submit" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? t('settings.saving') : t('settings.preferences.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
