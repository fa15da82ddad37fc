import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { resetPasswordFormSchema } from '@shared/schemas/auth';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { translate, useT } from '@/i18n/i18n';
import { learnerMessage } from '@/i18n/learner-messages';
import { ApiError, errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { loadStrongPassword } from '@/lib/strong-password';
import { useResetPassword } from '../api/reset-password';
import { PasswordInput } from '@/components/ui/password-input';

export const RESET_REDIRECT_MS = 2000;

const resetPasswordResolver = lazyZodResolver(() => loadStrongPassword().then((m) => m.strongResetPasswordFormSchema));

/** The reset link itself was refused (used, expired or never issued): only a new link helps. */
const isBadLink = (error: unknown) => error instanceof ApiError && error.status === 400 && Boolean(error.fields?.token);

/**
 * The new-password form of a reset link. A refused link is said on the page, with 'Request a new
 * link' (the forgot-password form), never only in a toast.
 */
export function ResetPasswordForm({
  token,
  onDone,
  onRequestNewLink,
}: {
  token: string;
  onDone(): void;
  onRequestNewLink(): void;
}) {
  const reset = useResetPassword();
  const t = useT();
  const [succeeded, setSucceeded] = useState(false);
  const [failure, setFailure] = useState<{ message: string; badLink: boolean } | null>(null);
  const form = useForm<z.input<typeof resetPasswordFormSchema>, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver: resetPasswordResolver,
    defaultValues: { password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(onDone, RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [succeeded, onDone]);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await reset.mutateAsync({ token, password });
      setSucceeded(true);
      toast({ title: translate('auth.reset.success'), description: translate('auth.reset.successText') });
    } catch (error) {
      setFailure({ message: errorMessage(error, translate('auth.reset.fallback')), badLink: isBadLink(error) });
    }
  });

  if (succeeded) {
    return (
      <div className="space-y-3 text-center" role="status">
        <CheckCircle2 className="mx-auto size-12 text-green-600" aria-hidden="true" />
        <h2 className="text-xl font-semibold">{t('auth.reset.success')}</h2>
        <p className="text-sm text-muted-foreground">{t('auth.reset.redirecting')}</p>
      </div>
    );
  }

  if (failure?.badLink) {
    return (
      <div className="space-y-4">
        <Alert variant="destructive">
          <AlertTitle>{t('auth.reset.failed')}</AlertTitle>
          <AlertDescription>{learnerMessage(failure.message)}</AlertDescription>
        </Alert>
        <Button type="button" className="w-full" size="lg" onClick={onRequestNewLink}>
          {t('auth.reset.newLink')}
        </Button>
      </div>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      onFocus={resetPasswordResolver.preload}
      noValidate
      className="space-y-4"
      aria-label={t('auth.reset.form')}
    >
      <FormField
        label={t('auth.reset.newPassword')}
        error={form.formState.errors.password?.message}
        hint={t('auth.passwordHint')}
      >
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label={t('auth.reset.confirm')} error={form.formState.errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      {failure ? (
        <Alert variant="destructive">
          <AlertTitle>{t('auth.reset.failed')}</AlertTitle>
          <AlertDescription>{learnerMessage(failure.message)}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" className="w-full" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('auth.reset.resetting') : t('auth.reset.submit')}
      </Button>
    </form>
  );
}
