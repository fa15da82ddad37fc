import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { experienceLevelLabels, riskToleranceLabels } from '@shared/content/learner-labels';
import type { preferencesSchema } from '@shared/schemas/auth';
import type { PublicUser } from '@shared/schemas/user';
import { currencyLabel } from '@shared/domain/fx-currencies';
import { experienceLevels, riskTolerances, usableCurrencies } from '@shared/schemas/user-options';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useUpdatePreferences } from '../api/update-preferences';

type FormInput = z.input<typeof preferencesSchema>;

function valuesOf(user: PublicUser): FormInput {
  return { experienceLevel: user.experienceLevel, ...user.preferences };
}

const preferencesResolver = lazyZodResolver(() => import('@shared/schemas/auth').then((m) => m.preferencesSchema));

export function PreferencesForm({ user }: { user: PublicUser }) {
  const update = useUpdatePreferences();
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
      toast({ title: 'Preferences updated successfully' });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, [
        'experienceLevel',
        'defaultCurrency',
        'defaultDCAAmount',
        'riskTolerance',
      ]);
      toast({
        variant: 'destructive',
        title: 'Failed to update preferences',
        description: errorMessage(error, 'Please try again.'),
      });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Preferences</CardTitle>
        <CardDescription>Defaults used across the learning path and the calculators.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          onFocus={preferencesResolver.preload}
          noValidate
          className="space-y-4"
          aria-label="Preferences"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Experience level" error={errors.experienceLevel?.message}>
              <NativeSelect {...form.register('experienceLevel')}>
                {experienceLevels.map((level) => (
                  <option key={level} value={level}>
                    {experienceLevelLabels[level]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Risk tolerance" error={errors.riskTolerance?.message}>
              <NativeSelect {...form.register('riskTolerance')}>
                {riskTolerances.map((risk) => (
                  <option key={risk} value={risk}>
                    {riskToleranceLabels[risk]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField
              label="Default currency"
              error={errors.defaultCurrency?.message}
              hint="Prices in a currency other than US dollars are counted from the dollar price with ECB-based exchange rates. Amounts you already saved keep their own currency."
            >
              <NativeSelect {...form.register('defaultCurrency')}>
                {usableCurrencies.map((currency) => (
                  <option key={currency} value={currency}>
                    {currencyLabel(currency)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField
              label="Default DCA amount"
              error={errors.defaultDCAAmount?.message}
              hint="Used as the starting amount in the DCA calculator"
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
            {isSubmitting ? 'Saving...' : 'Save Preferences'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
