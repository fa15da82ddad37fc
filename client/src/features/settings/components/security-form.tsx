import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { changePasswordSchema } from '@shared/schemas/auth';
import type { PublicUser } from '@shared/schemas/user';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { PasswordInput } from '@/components/ui/password-input';
import { useChangePassword } from '../api/change-password';
import { PASSWORD_RULE_HINT } from '@shared/domain/password-hint';

/** The change-password schema with the password rule for this learner, loaded as the form is first used. */
function changePasswordResolverFor(owner: Pick<PublicUser, 'email' | 'username' | 'firstName' | 'lastName'>) {
  return lazyZodResolver(() =>
    import('@shared/schemas/strong-password').then((m) => m.strongChangePasswordSchema(owner)),
  );
}

export function SecurityForm({ user }: { user: PublicUser }) {
  const { email, username, firstName, lastName } = user;
  // Built again only when the words the rule looks for change.
  const changePasswordResolver = useMemo(
    () => changePasswordResolverFor({ email, username, firstName, lastName }),
    [email, username, firstName, lastName],
  );
  const change = useChangePassword();
  const form = useForm<z.input<typeof changePasswordSchema>, unknown, z.output<typeof changePasswordSchema>>({
    resolver: changePasswordResolver,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset();
      toast({ title: 'Password changed successfully', description: 'Other devices have been signed out.' });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['currentPassword', 'newPassword', 'confirmPassword']);
      toast({
        variant: 'destructive',
        title: 'Failed to change password',
        description: errorMessage(error, 'Please try again.'),
      });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Security</CardTitle>
        <CardDescription>Change your password. Every other signed-in device is signed out.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          onFocus={changePasswordResolver.preload}
          noValidate
          className="space-y-4"
          aria-label="Change password"
        >
          <FormField label="Current password" error={errors.currentPassword?.message}>
            <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
          <FormField label="New password" error={errors.newPassword?.message} hint={PASSWORD_RULE_HINT}>
            <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
          <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
          </FormField>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Changing...' : 'Change Password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
