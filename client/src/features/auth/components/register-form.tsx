import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { registerFormSchema } from '@shared/schemas/auth';
import { experienceLevels, investmentGoals } from '@shared/schemas/profile-options';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { translate, useT } from '@/i18n/i18n';
import { learnerMessage } from '@/i18n/learner-messages';
import { Trans } from '@/i18n/trans';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { loadStrongPassword } from '@/lib/strong-password';
import { applyServerFieldErrors, useServerErrorBanner } from '@/lib/form-errors';
import { NotSignedInAfterRegistration, useRegister } from '../api/register';
import { PasswordInput } from '@/components/ui/password-input';

type FormInput = z.input<typeof registerFormSchema>;
type FormOutput = z.output<typeof registerFormSchema>;

// The password rule (zxcvbn-ts) comes with the schema and its hints' messages, loaded as the form
// is first used.
const registerResolver = lazyZodResolver(() => loadStrongPassword().then((m) => m.strongRegisterFormSchema));

export function RegisterForm({ onSuccess, onLogin }: { onSuccess(): void; onLogin(): void }) {
  const registerMutation = useRegister();
  const t = useT();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: registerResolver,
    defaultValues: {
      firstName: '',
      lastName: '',
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
      experienceLevel: 'beginner',
      investmentGoal: undefined,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const serverError = useServerErrorBanner(form.watch, translate('auth.registrationFailed'));
  // Registered, but the email and password did not sign in (the email had an account): not an error.
  const [notSignedIn, setNotSignedIn] = useState<string | null>(null);
  // The notice shows above the form, which a phone has scrolled past to reach Create Account: it
  // takes focus, which brings it into view.
  const notSignedInRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notSignedIn) notSignedInRef.current?.focus();
  }, [notSignedIn]);

  const submitValid = form.handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    serverError.clear();
    try {
      await registerMutation.mutateAsync(values);
      onSuccess();
    } catch (error) {
      if (error instanceof NotSignedInAfterRegistration) {
        setNotSignedIn(error.message);
        return;
      }
      serverError.show(error);
      applyServerFieldErrors(error, form.setError, ['username', 'email', 'password', 'firstName', 'lastName']);
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    serverError.startAttempt();
    setNotSignedIn(null);
    return submitValid(event);
  };

  return (
    <form
      onSubmit={onSubmit}
      onFocus={registerResolver.preload}
      noValidate
      className="space-y-4"
      aria-label={t('auth.register.form')}
    >
      {serverError.message ? <Alert variant="destructive">{serverError.message}</Alert> : null}
      {notSignedIn ? (
        <Alert ref={notSignedInRef} tabIndex={-1} variant="info">
          {learnerMessage(notSignedIn)}
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('auth.firstName')} error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField label={t('auth.lastName')} error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label={t('auth.username')} error={errors.username?.message} hint={t('auth.usernameHint')}>
        <Input autoComplete="username" autoCapitalize="none" {...form.register('username')} />
      </FormField>
      <FormField label={t('auth.email')} error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <FormField label={t('auth.password')} error={errors.password?.message} hint={t('auth.passwordHint')}>
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label={t('auth.confirmPassword')} error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <FormField label={t('auth.experienceLevel')} error={errors.experienceLevel?.message}>
        <NativeSelect {...form.register('experienceLevel')}>
          {experienceLevels.map((level) => (
            <option key={level} value={level}>
              {t(`level.${level}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t('auth.investmentGoal')} error={errors.investmentGoal?.message}>
        <NativeSelect {...form.register('investmentGoal', { setValueAs: (v: string) => (v === '' ? undefined : v) })}>
          <option value="">{t('auth.chooseGoal')}</option>
          {investmentGoals.map((goal) => (
            <option key={goal} value={goal}>
              {t(`goal.${goal}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <Button type="submit" className="w-full" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('auth.creating') : t('auth.createAccount')}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        <Trans
          id="auth.haveAccount"
          components={{ 0: <Button type="button" variant="link" className="h-auto p-0" onClick={onLogin} /> }}
        />
      </p>
    </form>
  );
}
