import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { resetPasswordFormSchema } from '@shared/schemas/auth';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useResetPassword } from '../api/reset-password';
import { PasswordInput } from '@/components/ui/password-input';
import { PASSWORD_RULE_HINT } from '@shared/domain/password-hint';

export const RESET_REDIRECT_MS = 2000;

const resetPasswordResolver = lazyZodResolver(() =>
  import('@shared/schemas/strong-password').then((m) => m.strongResetPasswordFormSchema),
);

export const RESET_FAILED_FALLBACK = 'Failed to reset password. The link may be expired.';

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
      toast({ title: 'Password Reset Successful', description: 'You can now sign in with your new password.' });
    } catch (error) {
      setFailure({ message: errorMessage(error, RESET_FAILED_FALLBACK), badLink: isBadLink(error) });
    }
  });

  if (succeeded) {
    return (
      <div className="space-y-3 text-center" role="status">
        <CheckCircle2 className="mx-auto size-12 text-green-600" aria-hidden="true" />
        <h2 className="text-xl font-semibold">Password Reset Successful</h2>
        <p className="text-sm text-muted-foreground">Taking you to sign in...</p>
      </div>
    );
  }

  if (failure?.badLink) {
    return (
      <div className="space-y-4">
        <Alert variant="destructive">
          <AlertTitle>Reset Failed</AlertTitle>
          <AlertDescription>{failure.message}</AlertDescription>
        </Alert>
        <Button type="button" className="w-full" size="lg" onClick={onRequestNewLink}>
          Request a new link
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
      aria-label="Reset password"
    >
      <FormField label="New password" error={form.formState.errors.password?.message} hint={PASSWORD_RULE_HINT}>
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label="Confirm new password" error={form.formState.errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      {failure ? (
        <Alert variant="destructive">
          <AlertTitle>Reset Failed</AlertTitle>
          <AlertDescription>{failure.message}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" className="w-full" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Resetting...' : 'Reset Password'}
      </Button>
    </form>
  );
}
