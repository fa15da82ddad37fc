import { MailCheck, MailX } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { forgotPasswordSchema } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useForgotPassword } from '../api/forgot-password';

export const DEV_RESET_TOAST_MS = 10_000;

const forgotPasswordResolver = lazyZodResolver(() =>
  import('@shared/schemas/auth').then((m) => m.forgotPasswordSchema),
);

export function ForgotPasswordForm({ onBack }: { onBack(): void }) {
  const forgot = useForgotPassword();
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
          title: 'Reset link sent',
          description: `Development mode: the reset link is ${response.resetUrl}`,
          duration: DEV_RESET_TOAST_MS,
        });
      } else if (response.emailSent) {
        toast({ title: 'Reset link sent', description: 'Check your email for password reset instructions.' });
      }
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to send reset email') });
    }
  });

  if (sent) {
    return (
      <div className="space-y-4 text-center" role="status">
        {sent.emailSent ? (
          <>
            <MailCheck className="mx-auto size-12 text-primary" aria-hidden="true" />
            <h2 className="text-xl font-semibold">Check Your Email</h2>
            <p className="text-sm text-muted-foreground">
              If an account exists for <strong className="text-foreground">{sent.email}</strong>, we have sent a link to
              reset your password. The link works once and expires in one hour.
            </p>
          </>
        ) : (
          <>
            <MailX className="mx-auto size-12 text-muted-foreground" aria-hidden="true" />
            <h2 className="text-xl font-semibold">No Email Sent</h2>
            {/* The server's words: this server sends no email, whatever the address. */}
            <p className="text-sm text-muted-foreground">{sent.message}</p>
          </>
        )}
        {sent.resetUrl ? (
          <p className="rounded-md border border-dashed p-3 text-left text-xs text-muted-foreground">
            Development mode (no email is sent):{' '}
            <a className="break-all text-primary underline" href={sent.resetUrl} data-testid="dev-reset-link">
              open the reset link
            </a>
          </p>
        ) : null}
        <Button type="button" variant="outline" className="w-full" onClick={onBack}>
          Back to Login
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
      aria-label="Forgot password"
    >
      <p className="text-sm text-muted-foreground">
        Enter the email of your account and we will send you a link to choose a new password.
      </p>
      <FormField label="Email" error={form.formState.errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <Button type="submit" className="w-full" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
        Back to Login
      </Button>
    </form>
  );
}
