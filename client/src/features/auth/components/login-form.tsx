import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { loginSchema } from '@shared/schemas/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { translate, useT } from '@/i18n/i18n';
import { Trans } from '@/i18n/trans';
import { ApiError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { applyServerFieldErrors, useServerErrorBanner } from '@/lib/form-errors';
import { useLogin } from '../api/login';
import { PasswordInput } from '@/components/ui/password-input';

/** Wrong credentials concern both fields: changing either may be the fix. */
const credentialsConcerned = (error: unknown): ReadonlyArray<'email' | 'password'> =>
  error instanceof ApiError && error.status === 401 ? ['email', 'password'] : [];

const loginResolver = lazyZodResolver(() => import('@shared/schemas/auth').then((m) => m.loginSchema));

export function LoginForm({
  onSuccess,
  onForgot,
  onRegister,
}: {
  onSuccess(): void;
  onForgot(): void;
  onRegister(): void;
}) {
  const loginMutation = useLogin();
  const t = useT();
  const form = useForm<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const serverError = useServerErrorBanner(form.watch, translate('auth.loginFailed'), credentialsConcerned);

  const submitValid = form.handleSubmit(async (values) => {
    serverError.clear();
    try {
      await loginMutation.mutateAsync(values);
      onSuccess();
    } catch (error) {
      serverError.show(error);
      applyServerFieldErrors(error, form.setError, ['email', 'password']);
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    serverError.startAttempt();
    return submitValid(event);
  };

  return (
    <form
      onSubmit={onSubmit}
      onFocus={loginResolver.preload}
      noValidate
      className="space-y-4"
      aria-label={t('auth.login.form')}
    >
      {serverError.message ? <Alert variant="destructive">{serverError.message}</Alert> : null}
      <FormField label={t('auth.email')} error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <FormField label={t('auth.password')} error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <div className="flex justify-end">
        <Button type="button" variant="link" className="h-auto p-0" onClick={onForgot}>
          {t('auth.forgot.title')}
        </Button>
      </div>
      <Button type="submit" className="w-full" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('auth.signingIn') : t('common.signIn')}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        <Trans
          id="auth.newToArkad"
          components={{ 0: <Button type="button" variant="link" className="h-auto p-0" onClick={onRegister} /> }}
        />
      </p>
    </form>
  );
}
