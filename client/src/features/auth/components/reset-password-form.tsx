import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { resetPasswordFormSchema } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useResetPassword } from '../api/reset-password';
import { PasswordInput } from '@/components/ui/password-input';

export const RESET_REDIRECT_MS = 2000;

const resetPasswordResolver = lazyZodResolver(() =>
  import('@shared/schemas/auth').then((m) => m.resetPasswordFormSchema),
);

export function ResetPasswordForm({ token, onDone }: { token: string; onDone(): void }) {
  const reset = useResetPassword();
  const [succeeded, setSucceeded] = useState(false);
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
    try {
      await reset.mutateAsync({ token, password });
      setSucceeded(true);
      toast({ title: 'Password Reset Successful', description: 'You can now sign in with your new password.' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Reset Failed',
        description: errorMessage(error, 'Failed to reset password. The link may be expired.'),
      });
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

  return (
    <form
      onSubmit={onSubmit}
      onFocus={resetPasswordResolver.preload}
      noValidate
      className="space-y-4"
      aria-label="Reset password"
    >
      <FormField label="New password" error={form.formState.errors.password?.message} hint="At least 8 characters">
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label="Confirm new password" error={form.formState.errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" className="w-full" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Resetting...' : 'Reset Password'}
      </Button>
    </form>
  );
}
