import { MailCheck, MailX } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { forgotPasswordSchema } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { translate, useT } from '@/i18n/i18n';
import { learnerMessage } from '@/i18n/learner-messages';
import { Trans } from '@/i18n/trans';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useForgotPassword } from '../api/forgot-password';

export const DEV_RESET_TOAST_MS = 10_000;

const forgotPasswordResolver = lazyZodResolver(() =>
  import('@shared/schemas/auth').then((m) => m.forgotPasswordSchema),
);

export function ForgotPasswordForm({ onBack }: { onBack(): void }) {
  const forgot = useForgotPassword();
  const t = useT();
  const [sent, setSent] = useState<{
    email: string;
    emailSent: boolean;
    message: string;
    resetUrl?: string | undefined;
  } | null>(null);
  const form = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: forgotPasswordResolver,
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await forgot.mutateAsync(values);
      setSent({
        email: values.email,
        emailSent: response.emailSent,
        message: response.message,
        resetUrl: response.resetUrl,
      });
      if (response.resetUrl) {
        toast({
          title: translate('auth.forgot.sentToast'),
          description: translate('auth.forgot.devToast', { url: response.resetUrl }),
          duration: DEV_RESET_TOAST_MS,
        });
      } else if (response.emailSent) {
        toast({ title: translate('auth.forgot.sentToast'), description: translate('auth.forgot.checkEmailToast') });
      }
    } catch (error) {
      toast({
        variant: 'destructive',
        title: translate('common.error'),
        description: learnerMessage(errorMessage(error, translate('auth.forgot.failed'))),
      });
    }
  });

  if (sent) {
    return (
      <div className="space-y-4 text-center" role="status">
        {sent.emailSent ? (
          <>
            <MailCheck className="mx-auto size-12 text-primary" aria-hidden="true" />
            <h2 className="text-xl font-semibold">{t('auth.forgot.checkEmail')}</h2>
            <p className="text-sm text-muted-foreground">
              <Trans
                id="auth.forgot.sentText"
                values={{ email: sent.email }}
                components={{ 0: <strong className="text-foreground" /> }}
              />
            </p>
          </>
        ) : (
          <>
            <MailX className="mx-auto size-12 text-muted-foreground" aria-hidden="true" />
            <h2 className="text-xl font-semibold">{t('auth.forgot.noEmail')}</h2>
            {/* The server's words: this server sends no email, whatever the address. */}
            <p className="text-sm text-muted-foreground">{learnerMessage(sent.message)}</p>
          </>
        )}
        {sent.resetUrl ? (
          <p className="rounded-md border border-dashed p-3 text-left text-xs text-muted-foreground">
            <Trans
              id="auth.forgot.devMode"
              components={{
                0: <a className="break-all text-primary underline" href={sent.resetUrl} data-testid="dev-reset-link" />,
              }}
            />
          </p>
        ) : null}
        <Button type="button" variant="outline" className="w-full" onClick={onBack}>
          {t('auth.backToLogin')}
        </Button>
      </div>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      onFocus={forgotPasswordResolver.preload}
      noValidate
      className="space-y-4"
      aria-label={t('auth.forgot.form')}
    >
      <p className="text-sm text-muted-foreground">{t('auth.forgot.intro')}</p>
      <FormField label={t('auth.email')} error={form.formState.errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <Button type="submit" className="w-full" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('auth.forgot.sending') : t('auth.forgot.send')}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
        {t('auth.backToLogin')}
      </Button>
    </form>
  );
}
